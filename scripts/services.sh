#!/usr/bin/env bash
# Prints DATABASE_URL / REDIS_URL exports for the PostgreSQL and Redis on 127.0.0.1, when they answer.
set -u
py=${PYTHON:-.venv/bin/python}
$py - <<'PY'
import socket
def up(port):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
        return True
    except OSError:
        return False
if up(5432):
    print("export PG_DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal")
if up(6379):
    print("export PG_REDIS_URL=redis://127.0.0.1:6379/5")
PY
