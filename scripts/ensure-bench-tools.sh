#!/usr/bin/env bash
# Debian's wrk and nginx for `make bench` and Chromium for its Lighthouse runs.
exec "$(dirname "$0")/ensure-debian.sh" wrk:wrk nginx:nginx-light chromium:chromium
