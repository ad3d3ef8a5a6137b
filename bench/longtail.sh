#!/usr/bin/env bash
# The long-tail row (`make bench`, or alone: `bench/longtail.sh`): article pages read by a morning
# crowd and a crawler through nginx's front cache (deploy/nginx-portal.conf) in front of
# `make serve-prod`, while an editor publishes every 10 s; once per CACHE_INVALIDATION mode
# (BENCH_LONGTAIL_MODES, default "site tags"), each on a fresh Redis, app and front cache.
# Needs the bench database seeded (bench/run.sh does it); figures in var/bench/longtail.{json,md},
# which bench/report.py puts into bench/REPORT.md. Uses only the bench's ports (bench/env.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python

source bench/env.sh
# Where the app's purges go (performance/purge.py): the bench's front cache.
export FRONT_CACHE_NGINX_URL=http://127.0.0.1:$CACHE_PORT

count=$(psql "$DATABASE_URL" -Atqc "select count(*) from news_article" 2>/dev/null || echo 0)
if [ "${count:-0}" -lt "$BENCH_ARTICLES" ]; then
  echo "bench: $BENCH_DB has ${count:-no} articles, fewer than $BENCH_ARTICLES: seed it with bench/run.sh first" >&2
  exit 1
fi

STOPS_NGINX=1  # this script starts the bench's nginx, and stops it
source bench/processes.sh

echo "== long tail: the reader mix"
$PY bench/longtail.py prepare

for mode in ${BENCH_LONGTAIL_MODES:-site tags}; do
  wait_gone "$APP_PORT"; wait_gone "$CACHE_PORT"; wait_gone "$BENCH_REDIS_PORT"
  echo "== long tail, CACHE_INVALIDATION=$mode: redis :$BENCH_REDIS_PORT, app ($APP_SERVER) :$APP_PORT, nginx :$CACHE_PORT"
  setsid redis-server --port "$BENCH_REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no \
    --logfile "$BENCH_DIR/logs/redis.log" &
  pids+=($!); export BENCH_REDIS_PGID=$!  # each started with setsid: its group's id is its pid
  CACHE_INVALIDATION=$mode setsid make -s serve-prod PORT="$APP_PORT" APP_SERVER="$APP_SERVER" \
    >"$BENCH_DIR/logs/app-longtail-$mode.log" 2>&1 &
  pids+=($!); export BENCH_APP_PGID=$!
  wait_http "http://127.0.0.1:$APP_PORT/healthz" 120
  # The background jobs (renditions, the front caches' purges) go on an RQ queue in this Redis; the
  # worker runs them, as production's `manage.py run_jobs` does (without the schedule: no feed is fetched
  # from the network here). The purges refresh this nginx.
  (cd backend && CACHE_INVALIDATION=$mode exec setsid $PY manage.py run_jobs --no-schedule) \
    >"$BENCH_DIR/logs/jobs-longtail-$mode.log" 2>&1 &
  pids+=($!); export BENCH_JOBS_PGID=$!

  rm -rf "$BENCH_DIR/nginx/cache" "$BENCH_DIR/logs/longtail-$mode.access.log"
  bench/nginx-portal.sh >"$BENCH_DIR/nginx/portal.conf"
  cat >"$BENCH_DIR/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $BENCH_DIR/nginx/nginx.pid;
error_log $BENCH_DIR/logs/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on; tcp_nopush on; tcp_nodelay on;
  keepalive_requests 100000;
  client_body_temp_path $BENCH_DIR/nginx/tmp-body; proxy_temp_path $BENCH_DIR/nginx/tmp-proxy;
  fastcgi_temp_path $BENCH_DIR/nginx/tmp-fcgi; uwsgi_temp_path $BENCH_DIR/nginx/tmp-uwsgi; scgi_temp_path $BENCH_DIR/nginx/tmp-scgi;
  # Who answered each request: the front cache's status, and when it went to the app, the app's own
  # (X-Portal-Cache: hit or miss). Background refreshes are subrequests, logged too, with their
  # reader's connection and request number. X-Bench-Probe marks bench/publisher.py's polls,
  # X-Portal-Refresh the app's purges (performance/purge.py: nginx fetches the entry again).
  log_format longtail '\$msec \$connection \$connection_requests \$status "\$upstream_cache_status" '
                      '"\$upstream_http_x_portal_cache" "\$upstream_status" "\$upstream_response_time" '
                      '"\$http_x_bench_probe" "\$http_x_portal_refresh" "\$uri"';
  access_log $BENCH_DIR/logs/longtail-$mode.access.log longtail buffer=256k flush=1s;
  log_subrequest on;
  include $BENCH_DIR/nginx/portal.conf;
}
CONF
  nginx -t -q -p "$BENCH_DIR/nginx" -c "$BENCH_DIR/nginx/nginx.conf"
  nginx -p "$BENCH_DIR/nginx" -c "$BENCH_DIR/nginx/nginx.conf"
  wait_http "http://127.0.0.1:$CACHE_PORT/healthz" 10

  CACHE_INVALIDATION=$mode $PY bench/longtail.py run --mode "$mode"
  stop_all
done
$PY bench/longtail.py report
