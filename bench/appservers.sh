#!/usr/bin/env bash
# The measurement behind docs/adr/005-app-server.md: gunicorn (sync, gthread) against granian
# (WSGI, blocking threads) on a cached page and on uncached article pages, same database and
# settings as `make bench` (run that once first: it seeds portal_bench). Prints one line per run.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python
source bench/env.sh

pids=()
cleanup() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

setsid redis-server --port "$BENCH_REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --logfile "$BENCH_DIR/logs/redis.log" &
pids+=($!)
DJANGO_SETTINGS_MODULE=config.settings.prod $PY backend/manage.py collectstatic --noinput -v0

CONFIGS=(
  "gunicorn-sync-w4|../.venv/bin/gunicorn config.wsgi -c config/gunicorn.conf.py|WORKERS=4 THREADS=1"
  "gunicorn-sync-w5|../.venv/bin/gunicorn config.wsgi -c config/gunicorn.conf.py|WORKERS=5 THREADS=1"
  "gunicorn-gthread-w2-t4|../.venv/bin/gunicorn config.wsgi -c config/gunicorn.conf.py|WORKERS=2 THREADS=4"
  "granian-w2-bt4|../.venv/bin/granian --interface wsgi config.wsgi:application --host 127.0.0.1 --port $APP_PORT --workers 2 --blocking-threads 4 --no-ws --log-level warning|"
)
for config in "${CONFIGS[@]}"; do
  IFS='|' read -r name command extra <<<"$config"
  redis-cli -p "$BENCH_REDIS_PORT" flushall >/dev/null
  (cd backend && exec setsid env PORT="$APP_PORT" $extra $command >"$BENCH_DIR/logs/appserver-$name.log" 2>&1) &
  pid=$!
  pids+=($pid)
  for _ in $(seq 1 300); do curl -fs -o /dev/null "http://127.0.0.1:$APP_PORT/healthz" && break; sleep 0.2; done
  [ -f "$BENCH_DIR/targets.json" ] || $PY bench/targets.py >"$BENCH_DIR/targets.json"
  for _ in 1 2 3; do curl -fs -o /dev/null "http://127.0.0.1:$APP_PORT/"; done
  cached=$(wrk -t2 -c64 -d10s --latency "http://127.0.0.1:$APP_PORT/")
  # A fresh Redis, so each article is a miss; the paths are different articles each request.
  redis-cli -p "$BENCH_REDIS_PORT" flushall >/dev/null
  for _ in 1 2 3; do curl -fs -o /dev/null "http://127.0.0.1:$APP_PORT/"; done
  uncached=$(BENCH_PATHS="$BENCH_DIR/uncached-paths.txt" wrk -t2 -c64 -d10s --latency -s bench/lua/paths.lua "http://127.0.0.1:$APP_PORT/")
  summary() { awk '/Requests\/sec/{r=$2} / 50%/{p50=$2} / 99%/{p99=$2} /Non-2xx/{e=$5} /Socket errors/{s=$0} END{printf "%8.0f req/s  p50 %-9s p99 %-9s non-2xx %s %s", r, p50, p99, e+0, s}'; }
  echo "$name  cached front page: $(summary <<<"$cached")"
  echo "$name  uncached article:  $(summary <<<"$uncached")"
  kill -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  sleep 1
done
