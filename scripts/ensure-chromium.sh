#!/usr/bin/env bash
# Debian's Chromium for the end-to-end tests (test tools cannot download browsers here).
exec "$(dirname "$0")/ensure-debian.sh" chromium:chromium
