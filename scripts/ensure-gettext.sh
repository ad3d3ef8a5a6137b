#!/usr/bin/env bash
# GNU gettext's msgfmt: `make build` compiles the newsroom's Mongolian catalogs (backend/*/locale) with it.
exec "$(dirname "$0")/ensure-debian.sh" msgfmt:gettext
