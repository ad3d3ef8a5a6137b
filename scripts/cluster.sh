#!/usr/bin/env bash
# `make cluster`: nginx, two app servers, a PostgreSQL primary (archiving its WAL) and its streaming replica,
# one Redis, a job worker and an S3-compatible media store (moto's server), on this machine
# (backend/resilience/cluster.py); Ctrl-C stops them all. Options: --workers N --threads N.
set -euo pipefail
cd "$(dirname "$0")/../backend"
exec ../.venv/bin/python -m resilience.cluster "$@"
