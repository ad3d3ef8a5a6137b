#!/usr/bin/env bash
# `make bench`: the production profile under load, side by side with nginx serving a static file.
#
# Seeds PostgreSQL database `portal_bench` (BENCH_ARTICLES, default 100,000; reused when already
# there), starts its own Redis, the app (`make serve-prod`) and nginx (a static server plus the
# proxy_cache of deploy/nginx-portal.conf), runs wrk, Lighthouse and the bytes count, prints a
# table and writes bench/REPORT.md. Last, the long-tail row (bench/longtail.sh: an editor publishing
# while a crowd and a crawler read article pages, per CACHE_INVALIDATION mode); BENCH_LONGTAIL=0
# skips it. Then the audience-counting rows (bench/audience.sh; BENCH_AUDIENCE=0 skips them). Loopback only; everything it starts it stops, also on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python

source bench/env.sh

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  if [ -f "$BENCH_DIR/nginx/nginx.pid" ]; then kill "$(cat "$BENCH_DIR/nginx/nginx.pid")" 2>/dev/null || true; fi
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

wait_http() {  # url seconds
  for _ in $(seq 1 $(($2 * 5))); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.2; done
  echo "bench: $1 did not answer within $2 s" >&2; return 1
}

echo "== database $BENCH_DB ($BENCH_ARTICLES articles)"
psql "$PG/postgres" -Atqc "select 1 from pg_database where datname='$BENCH_DB'" | grep -q 1 \
  || createdb -h 127.0.0.1 -U postgres "$BENCH_DB"
DB_STATEMENT_TIMEOUT_MS=0 $PY backend/manage.py migrate --noinput -v0  # a reused database may have big tables to rewrite
count=$(psql "$DATABASE_URL" -Atqc "select count(*) from news_article")
if [ "$count" -lt "$BENCH_ARTICLES" ]; then
  # Seeded before the bench's Redis runs: with no REDIS_URL each save's cache bump stays in process
  # (otherwise every save logs "cache version bump failed"; the Redis is new and empty anyway).
  REDIS_URL= $PY backend/manage.py seed_demo --only-if-empty  # the portal's demo: comments, polls, comics, ...
  count=$(psql "$DATABASE_URL" -Atqc "select count(*) from news_article")
  [ "$count" -lt "$BENCH_ARTICLES" ] && REDIS_URL= $PY backend/manage.py seed_demo --scale $((BENCH_ARTICLES - count)) --news-only
  # seed_demo rebuilds the search index after its bulk load (no save signals there); then the
  # statistics, without which the planner takes the fresh tables for empty.
  psql "$DATABASE_URL" -qc "vacuum analyze"
fi
echo "   $(psql "$DATABASE_URL" -Atqc "select count(*) from news_article") articles"
echo "== search: relevance and uncached time (bench/search_quality.py)"
REDIS_URL= $PY bench/search_quality.py

echo "== redis :$BENCH_REDIS_PORT, app ($APP_SERVER) :$APP_PORT"
setsid redis-server --port "$BENCH_REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no \
  --logfile "$BENCH_DIR/logs/redis.log" &
pids+=($!)
setsid make -s serve-prod PORT="$APP_PORT" APP_SERVER="$APP_SERVER" >"$BENCH_DIR/logs/app.log" 2>&1 &
pids+=($!)
wait_http "http://127.0.0.1:$APP_PORT/healthz" 90

echo "== targets"
$PY bench/targets.py >"$BENCH_DIR/targets.json"
# The static twin: the article page's own HTML (same bytes), with the same static files.
article_path=$($PY -c "import json;print(json.load(open('$BENCH_DIR/targets.json'))['article'])")
curl -fsS "http://127.0.0.1:$APP_PORT$article_path" -o "$BENCH_DIR/static-root/article.html"
gzip -6 -n -k -f "$BENCH_DIR/static-root/article.html"  # its gzip twin, sent as is to readers that accept gzip
# Not the limit, a second reference: a static file as large as the front page, which is ~2.2 times
# the article page, so its plain row can be read against nginx sending the same number of bytes.
curl -fsS "http://127.0.0.1:$APP_PORT/" -o "$BENCH_DIR/static-root/front.html"

echo "== nginx :$STATIC_PORT (static) and :$CACHE_PORT (proxy_cache of deploy/nginx-portal.conf)"
rm -rf "$BENCH_DIR/nginx/cache"
bench/nginx-portal.sh >"$BENCH_DIR/nginx/portal.conf"  # deploy/nginx-portal.conf on the bench's ports
cat >"$BENCH_DIR/nginx/nginx.conf" <<EOF
worker_processes auto;
pid $BENCH_DIR/nginx/nginx.pid;
error_log $BENCH_DIR/logs/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on; tcp_nopush on; tcp_nodelay on;
  keepalive_requests 100000;
  client_body_temp_path $BENCH_DIR/nginx/tmp-body; proxy_temp_path $BENCH_DIR/nginx/tmp-proxy;
  fastcgi_temp_path $BENCH_DIR/nginx/tmp-fcgi; uwsgi_temp_path $BENCH_DIR/nginx/tmp-uwsgi; scgi_temp_path $BENCH_DIR/nginx/tmp-scgi;
  # The machine's limit: nginx sending a file as large as the article page.
  server {
    listen 127.0.0.1:$STATIC_PORT reuseport backlog=4096;
    gzip on; gzip_comp_level 5; gzip_types text/css application/javascript; gzip_vary on; gzip_static on;
    location = / { root $BENCH_DIR/static-root; try_files /article.html =404; default_type text/html; }
    location / { root $BENCH_DIR/static-root; try_files \$uri /article.html; default_type text/html; }
    location /static/ { alias $ROOT/var/static/; gzip_static on; expires max; add_header Cache-Control immutable; }
    location /media/ { alias $MEDIA_ROOT/; expires 1d; }
    # The page's later reads (comments, widgets) still need the API: same behaviour as the app page.
    location /api/ { proxy_pass http://127.0.0.1:$APP_PORT; }
    location /translations/ { proxy_pass http://127.0.0.1:$APP_PORT; }
  }
  include $BENCH_DIR/nginx/portal.conf;
}
EOF
nginx -t -q -p "$BENCH_DIR/nginx" -c "$BENCH_DIR/nginx/nginx.conf"
nginx -p "$BENCH_DIR/nginx" -c "$BENCH_DIR/nginx/nginx.conf"
wait_http "http://127.0.0.1:$STATIC_PORT/" 10
wait_http "http://127.0.0.1:$CACHE_PORT/healthz" 10

# Lighthouse first, on a quiet machine: after the load rows PostgreSQL and Redis are still busy
# with what wrk wrote (thousands of comments), and the pages' main-thread figures suffered.
echo "== page weight and Lighthouse"
$PY bench/weight.py
echo "== load (wrk -c$BENCH_CONNECTIONS -d${BENCH_DURATION}s per row)"
$PY bench/load.py
if [ "${BENCH_DEPTH:-1}" = 1 ]; then
  echo "== lists at depth (${BENCH_DEPTH_ARTICLES:-1000000} articles in ${BENCH_DEPTH_DB:-portal_depth})"
  $PY bench/depth.py
fi
if [ "${BENCH_PROFILE:-1}" = 1 ]; then
  echo "== profile of the uncached article page (py-spy)"
  $PY bench/profile.py || echo "bench: profiling skipped"
fi
echo "== the app's memory over distinct pages"
$PY bench/memory.py
if [ "${BENCH_LONGTAIL:-1}" = 1 ]; then
  # Its own app, Redis and front cache per CACHE_INVALIDATION mode, on the same ports: stop ours.
  cleanup; pids=()
  bench/longtail.sh || echo "bench: the long-tail row failed (bench/longtail.sh)"
fi
if [ "${BENCH_AUDIENCE:-1}" = 1 ]; then
  cleanup; pids=()  # its own app (counting off, then on), Redis and job worker, on the same ports
  bench/audience.sh || echo "bench: the audience rows failed (bench/audience.sh)"
fi
$PY bench/report.py
