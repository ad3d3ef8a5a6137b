#!/usr/bin/env bash
# Debian's nginx: the backend tests run deploy/nginx-portal.conf for real, and `make bench` measures it.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light
else
  sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light
fi
