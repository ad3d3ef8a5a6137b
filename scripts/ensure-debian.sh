#!/usr/bin/env bash
# Installs from Debian what is missing, one `command:package` pair per argument
# (`ensure-debian.sh msgfmt:gettext nginx:nginx-light`). Nothing is downloaded at run time: tools
# that would fetch their own copies (browsers, nginx builds) use these instead.
set -euo pipefail
missing=()
for pair in "$@"; do
  command=${pair%%:*} package=${pair#*:}
  # nginx lives in /usr/sbin, which is not on every user's PATH.
  command -v "$command" >/dev/null 2>&1 || [ -x "/usr/sbin/$command" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""; [ "$(id -u)" = "0" ] || sudo=sudo
$sudo apt-get update -q
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
