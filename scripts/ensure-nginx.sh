#!/usr/bin/env bash
# Debian's nginx: the backend tests run deploy/nginx-portal.conf for real, and `make bench` measures it.
exec "$(dirname "$0")/ensure-debian.sh" nginx:nginx-light
