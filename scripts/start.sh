#!/usr/bin/env bash
# `make start`: the portal as a newcomer or a small newsroom runs it, on the embedded SQLite database.
# Migrates, loads the demo content into an empty database, creates the newsroom's demo logins (one per
# role) if there are none, then serves with granian, the production app server, and runs the job schedule beside it until Ctrl-C.
# `scripts/start.sh --reload` (`make dev`) serves with Django's runserver instead, which reloads on edits.
#
# Environment: PORT (8000), HOST (127.0.0.1), WORKERS (2), THREADS (4 per worker), SSR_POOL_SIZE (1 render
# process per worker), SSR_HEAP_MB (64), EDGE_CACHE_MB (32), DEBUG (off; on with --reload),
# DATABASE_URL (var/portal.sqlite3), SECRET_KEY (default: made once into var/secret-key), VAPID_PRIVATE_KEY
# (default: made once into var/vapid-private-key).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=$ROOT/.venv/bin/python
PORT=${PORT:-8000}
HOST=${HOST:-127.0.0.1}
reload=0
if [ "${1:-}" = --reload ]; then reload=1; fi

# The development settings: SQLite, the in-process cache, render contexts in child processes
# (SSR_ISOLATION=process: a render that crashes V8 costs that page's server drawing, not a worker).
export DJANGO_SETTINGS_MODULE=${DJANGO_SETTINGS_MODULE:-config.settings.dev}
mkdir -p var "${STATIC_ROOT:-var/static}"
if [ -z "${SECRET_KEY:-}" ]; then
  # The development settings' key is public: it would let anyone sign reader and vote tokens here.
  [ -s var/secret-key ] || (umask 077 && "$PY" -c 'import secrets; print(secrets.token_urlsafe(50))' >var/secret-key)
  SECRET_KEY=$(<var/secret-key)
  export SECRET_KEY
fi
if [ -z "${VAPID_PRIVATE_KEY:-}" ]; then
  # The key that signs breaking-news alerts (alerts/vapid.py), made once: a new one would strand every
  # browser subscribed with the old one.
  [ -s var/vapid-private-key ] || (umask 077 && "$PY" backend/manage.py vapid_keys --new >var/vapid-private-key)
  VAPID_PRIVATE_KEY=$(<var/vapid-private-key)
  export VAPID_PRIVATE_KEY
fi
if [ $reload = 0 ]; then
  # Readers get error pages without tracebacks; static files are indexed once, at start.
  export DEBUG=${DEBUG:-0}
  # Memory bounded as the production profile bounds it (docs/deploy.md "Memory per worker"): each
  # process's front cache, and each V8 heap, here in the render processes. One render process per
  # worker (ADR 034): renders run outside the workers' GIL, and two workers draw two at once.
  export WORKERS=${WORKERS:-2} THREADS=${THREADS:-4} SSR_POOL_SIZE=${SSR_POOL_SIZE:-1}
  export SSR_HEAP_MB=${SSR_HEAP_MB:-64} EDGE_CACHE_MB=${EDGE_CACHE_MB:-32}
fi

"$PY" backend/manage.py migrate --noinput
"$PY" backend/manage.py seed_demo --only-if-empty
"$PY" backend/manage.py ensure_newsroom_user
echo "Portal: http://127.0.0.1:$PORT/  (English: /en/, newsroom: /admin/)"

# Metrics (http://127.0.0.1:$PORT/metrics, docs/operations.md): every worker's values and those of the
# job schedule's process in files of one directory, emptied at each start (backend/observability/processes.py).
export PROMETHEUS_MULTIPROC_DIR=${PROMETHEUS_MULTIPROC_DIR:-$ROOT/var/metrics}
mkdir -p "$PROMETHEUS_MULTIPROC_DIR"
rm -f "$PROMETHEUS_MULTIPROC_DIR"/*.db

# The job schedule beside the server (jobs run inline without Redis): scheduled stories, feeds. With a
# queue, RQ forks a process per job, which would leave metrics files behind: that worker counts in Redis.
if [ -n "${JOBS_REDIS_URL:-${REDIS_URL:-}}" ]; then
  env -u PROMETHEUS_MULTIPROC_DIR "$PY" backend/manage.py run_jobs &
else
  "$PY" backend/manage.py run_jobs &
fi
jobs_pid=$!
if [ $reload = 1 ]; then
  (cd backend && exec "$PY" manage.py runserver "$HOST:$PORT") &
else
  # granian through config/granian_server.py, as `make serve-prod`: one listening socket for every worker and
  # the app loaded before they fork, so a worker that dies loses only what it held and is replaced at once.
  (cd backend && exec "$PY" -m config.granian_server --interface wsgi config.wsgi:application --host "$HOST" \
    --port "$PORT" --workers "$WORKERS" --blocking-threads "$THREADS" --no-ws --log-level warning \
    --respawn-failed-workers --respawn-interval 1 --workers-kill-timeout 10) &
fi
server_pid=$!
# A script's background commands ignore Ctrl-C's SIGINT: it is passed on as SIGTERM. The server's end
# ends the job schedule too; the server carries on if the schedule stops.
trap 'kill -TERM $server_pid $jobs_pid 2>/dev/null || true' INT TERM
status=0
wait $server_pid || status=$?
kill -TERM $jobs_pid 2>/dev/null || true
wait $server_pid $jobs_pid 2>/dev/null || true
exit $status
