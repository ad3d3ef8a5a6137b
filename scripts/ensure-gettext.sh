#!/usr/bin/env bash
# GNU gettext's msgfmt: `make build` compiles the newsroom's Mongolian catalogs (backend/*/locale) with it.
set -euo pipefail
if command -v msgfmt >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q gettext
else
  sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q gettext
fi
