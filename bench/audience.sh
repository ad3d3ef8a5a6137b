#!/usr/bin/env bash
# The audience-counting rows (`make bench`, or alone: `bench/audience.sh [--into-report]`): the cached
# article page and a reader's visit (page + view post) with counting off, then on, each on a fresh
# Redis and app; then 1,000 views/s sent with the stored count checked. The app runs the production
# profile with `manage.py run_jobs` flushing the buffer; figures in var/bench/audience.{json,md}, which
# bench/report.py puts into bench/REPORT.md (--into-report writes the section into the REPORT.md there is).
# Seeds the bench database with the demo when it is empty. Uses only the bench's ports (bench/env.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python

source bench/env.sh
export THROTTLE_VIEW=100000000/60  # the rate row's views come from many addresses, wrk's from few

source bench/processes.sh

psql "$PG/postgres" -Atqc "select 1 from pg_database where datname='$BENCH_DB'" | grep -q 1 \
  || createdb -h 127.0.0.1 -U postgres "$BENCH_DB"
$PY backend/manage.py migrate --noinput -v0
REDIS_URL= $PY backend/manage.py seed_demo --only-if-empty
$PY bench/audience.py start

# Rounds of both modes, the order swapped each round, so that a machine drifting over the minutes falls on
# both; the report takes each row's median.
ROUNDS=${BENCH_AUDIENCE_ROUNDS:-3}
for round in $(seq 1 "$ROUNDS"); do
 modes="off on"; [ $((round % 2)) = 0 ] && modes="on off"
 for mode in $modes; do
  wait_gone "$APP_PORT"; wait_gone "$BENCH_REDIS_PORT"
  echo "== audience counting $mode: redis :$BENCH_REDIS_PORT, app ($APP_SERVER) :$APP_PORT"
  setsid redis-server --port "$BENCH_REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no \
    --logfile "$BENCH_DIR/logs/redis-audience.log" &
  pids+=($!)
  AUDIENCE_COUNTING=$([ $mode = on ] && echo 1 || echo 0) setsid make -s serve-prod PORT="$APP_PORT" \
    APP_SERVER="$APP_SERVER" >"$BENCH_DIR/logs/app-audience-$mode.log" 2>&1 &
  pids+=($!)
  wait_http "http://127.0.0.1:$APP_PORT/healthz" 120
  (cd backend && exec setsid $PY manage.py run_jobs) >"$BENCH_DIR/logs/jobs-audience-$mode.log" 2>&1 &
  pids+=($!)
  $PY bench/audience.py rows --mode $mode
  if [ $mode = on ] && [ "$round" = "$ROUNDS" ]; then $PY bench/audience.py rate; fi
  stop_all
 done
done
$PY bench/audience.py report "$@"
