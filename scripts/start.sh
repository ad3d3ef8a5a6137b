#!/usr/bin/env bash
# `make start`: the portal as a newcomer or a small newsroom runs it, on the embedded SQLite database.
# Migrates, loads the demo content into an empty database, creates the newsroom's demo logins (one per
# role) if there are none, then serves with granian, the production app server, and runs the job schedule beside it until Ctrl-C.
# `scripts/start.sh --reload` (`make dev`) serves with Django's runserver instead, which reloads on edits.
#
# Environment: PORT (8000), HOST (127.0.0.1), WORKERS (2), THREADS (4 per worker), SSR_POOL_SIZE (2 render
# processes per worker), SSR_HEAP_MB (128), EDGE_CACHE_MB (64), DEBUG (off; on with --reload),
# DATABASE_URL (var/portal.sqlite3), SECRET_KEY (default: made once into var/secret-key).
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
if [ $reload = 0 ]; then
  # Readers get error pages without tracebacks; static files are indexed once, at start.
  export DEBUG=${DEBUG:-0}
  # Memory bounded as the production profile bounds it (docs/deploy.md "Memory per worker"): each
  # process's front cache, and each V8 heap, here in the render processes. Two render processes per
  # worker, not one per thread: renders run outside the workers' GIL, and two cores draw two at once.
  export WORKERS=${WORKERS:-2} THREADS=${THREADS:-4} SSR_POOL_SIZE=${SSR_POOL_SIZE:-2}
  export SSR_HEAP_MB=${SSR_HEAP_MB:-128} EDGE_CACHE_MB=${EDGE_CACHE_MB:-64}
fi

"$PY" backend/manage.py migrate --noinput
"$PY" backend/manage.py seed_demo --only-if-empty
"$PY" backend/manage.py ensure_newsroom_user
echo "Portal: http://127.0.0.1:$PORT/  (English: /en/, newsroom: /admin/)"

# The job schedule beside the server (jobs run inline without Redis): scheduled stories, feeds.
"$PY" backend/manage.py run_jobs &
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
