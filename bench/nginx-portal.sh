#!/usr/bin/env bash
# deploy/nginx-portal.conf made to run on the bench's ports (bench/env.sh): prints the file with
# only its lines marked "bench:" rewritten (cache directory, upstream, listen, access log), and fails if one of
# them was not found. Used by bench/run.sh and bench/longtail.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
source bench/env.sh >/dev/null
CONF=deploy/nginx-portal.conf
out=$(sed -e "s|^proxy_cache_path /var/cache/nginx/portal |proxy_cache_path $BENCH_DIR/nginx/cache |" \
    -e "s|server 127.0.0.1:8000 |server 127.0.0.1:$APP_PORT |" \
    -e "s|listen 80 |listen 127.0.0.1:$CACHE_PORT |" \
    -e "s|access_log /var/log/nginx/portal-access.log |access_log $BENCH_DIR/nginx/access.log |" "$CONF")
grep -q "$BENCH_DIR/nginx/cache" <<<"$out" && grep -q ":$APP_PORT " <<<"$out" && grep -q ":$CACHE_PORT " <<<"$out" \
  || { echo "bench: could not adapt $CONF" >&2; exit 1; }
printf '%s\n' "$out"
