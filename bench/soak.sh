#!/usr/bin/env bash
# `make soak`: the production profile (gunicorn, PostgreSQL, Redis) under a mixed load for SOAK_SECONDS
# (default 300), then bench/soak.py checks that nothing was lost. Its own database and Redis db:
#   SOAK_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/portal_soak (dropped and created here);
#                      a sqlite:///... URL works too (the short run of `make test` may use it)
#   SOAK_REDIS_URL     default redis://127.0.0.1:6379/12 when Redis answers (the tests use 0-10); "" for none
#   SOAK_PORT (8190), SOAK_WORKERS (2), SOAK_WORKER_THREADS (4: gthread workers, as production runs
#   threads; 1 for sync workers), SOAK_THREADS (8 load threads), SOAK_ARTICLES (40 per language, half in English)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python

up() { "$PY" -c "import socket,sys; socket.create_connection(('127.0.0.1', $1), timeout=0.5)" 2>/dev/null; }

export SOAK_SECONDS=${SOAK_SECONDS:-300}
PORT=${SOAK_PORT:-8190}
WORKERS=${SOAK_WORKERS:-2}
WORKER_THREADS=${SOAK_WORKER_THREADS:-4}
ARTICLES=${SOAK_ARTICLES:-40}
if [ -z "${SOAK_DATABASE_URL:-}" ]; then
  up 5432 || { echo "soak: PostgreSQL is not answering on 127.0.0.1:5432 (or set SOAK_DATABASE_URL)"; exit 1; }
  SOAK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_soak
fi
if [ -z "${SOAK_REDIS_URL+set}" ]; then
  if up 6379; then SOAK_REDIS_URL=redis://127.0.0.1:6379/12; else SOAK_REDIS_URL=""; fi
fi

export DJANGO_SETTINGS_MODULE=config.settings.prod
export DATABASE_URL=$SOAK_DATABASE_URL REDIS_URL=$SOAK_REDIS_URL
export SECRET_KEY=${SECRET_KEY:-soak-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')}
export ALLOWED_HOSTS=127.0.0.1,localhost SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 SECURE_HSTS_SECONDS=0
export TRUST_X_FORWARDED_FOR=1 LOG_LEVEL=WARNING
# Distinct simulated readers write through one loopback address; keep the limits, raised far.
export THROTTLE_COMMENT=100000/60 THROTTLE_VOTE=100000/60 THROTTLE_LIKE=100000/60 THROTTLE_REACTION=100000/60
export THROTTLE_TOKEN=100000/60 THROTTLE_VIEW=100000/60 THROTTLE_SHARE=100000/60 THROTTLE_STORY_SEEN=100000/60
export NEW_READERS_PER_HOUR=100000 VOTES_PER_ADDRESS_PER_ITEM=100000

echo "soak: database $DATABASE_URL, redis ${REDIS_URL:-none}, $SOAK_SECONDS s, $WORKERS gunicorn workers x $WORKER_THREADS threads"
"$PY" - <<'PY'
import os
from urllib.parse import urlsplit

url = os.environ["DATABASE_URL"]
if url.startswith("sqlite"):
    path = urlsplit(url).path
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
else:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = parts._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
if os.environ.get("REDIS_URL"):
    import redis

    redis.Redis.from_url(os.environ["REDIS_URL"]).flushdb()
PY
cd backend
"$PY" manage.py migrate --noinput -v0
"$PY" manage.py seed_demo --articles-mn "$ARTICLES" --articles-en $((ARTICLES / 2)) --pictures 1 >/dev/null
"$PY" manage.py collectstatic --noinput -v0

LOG=$(mktemp /tmp/portal-soak-XXXX.log)
# Several threads per worker, as production runs: renders share the worker's pool of V8 contexts.
"$ROOT/.venv/bin/gunicorn" config.wsgi -b "127.0.0.1:$PORT" -w "$WORKERS" --threads "$WORKER_THREADS" --timeout 60 \
  >"$LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -f "$LOG"' EXIT
for _ in $(seq 1 120); do up "$PORT" && break; sleep 0.5; done
up "$PORT" || { echo "soak: gunicorn did not start"; cat "$LOG"; exit 1; }

status=0
"$PY" "$ROOT/bench/soak.py" --base "http://127.0.0.1:$PORT" --seconds "$SOAK_SECONDS" --server-pid "$SERVER" \
  --threads "${SOAK_THREADS:-8}" || status=$?
if grep -q "Traceback\|Internal Server Error" "$LOG"; then
  echo "soak: the server logged errors:"; grep -A3 "Internal Server Error\|Traceback" "$LOG" | head -40
  status=1
fi
exit $status
