#!/usr/bin/env bash
# Prometheus's promtool (Debian's prometheus package): `make monitoring-test` checks deploy/prometheus's
# alert rules with it. The package's own server is not started here.
exec "$(dirname "$0")/ensure-debian.sh" promtool:prometheus
