# The portal's commands. `make start` runs it; `make test` runs every test. Both install what is missing.
SHELL := /bin/bash
PY := .venv/bin/python
PIP := .venv/bin/pip
MANAGE := $(PY) backend/manage.py
PORT ?= 8000
PO_FILES := $(shell find backend -path '*/locale/*.po' 2>/dev/null)
FRONTEND_SOURCES := $(shell find frontend/src -type f 2>/dev/null) frontend/vite.config.ts frontend/build-ssr.mjs frontend/build-routes.mjs frontend/subset-fonts.mjs package-lock.json

.PHONY: start dev test check lint fix install lock build backend-test backend-test-pg unit-test e2e bench soak serve-prod api-types clean cluster cluster-test monitoring-test

install: .venv/.installed node_modules/.installed

# The runtime (requirements.lock, all a production install needs) and the development, test and bench
# tools (requirements-dev.lock), both locked with hashes: `make lock` after editing a requirements*.in.
.venv/.installed: requirements.lock requirements-dev.lock
	test -x $(PY) || python3 -m venv .venv
	$(PIP) install -q --upgrade pip
	$(PIP) install -q --require-hashes -r requirements.lock -r requirements-dev.lock
	touch $@

lock: .venv/.installed
	.venv/bin/pip-compile -q --generate-hashes --allow-unsafe --strip-extras -o requirements.lock requirements.in
	.venv/bin/pip-compile -q --generate-hashes --allow-unsafe --strip-extras -o requirements-dev.lock requirements-dev.in

node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	touch $@

build: frontend/dist/.built .stamp-messages

# The newsroom's Mongolian labels: each app's locale/mn/LC_MESSAGES/django.po, compiled by GNU gettext.
.stamp-messages: .venv/.installed $(PO_FILES)
	scripts/ensure-gettext.sh
	cd backend && ../$(PY) manage.py compilemessages -l mn -v0
	touch $@

frontend/dist/.built: node_modules/.installed $(FRONTEND_SOURCES)
	npm run build
	touch $@

# The portal on the embedded SQLite database, served by granian as in production, with the demo setup and
# the job schedule (scripts/start.sh); `make dev` is the same with Django's runserver, which reloads on edits.
start: install build
	PORT=$(PORT) scripts/start.sh

dev: install build
	PORT=$(PORT) scripts/start.sh --reload

test: install build backend-test backend-test-pg unit-test e2e cluster-test monitoring-test

backend-test: install build
	scripts/ensure-nginx.sh
	$(PY) -m pytest -p no:randomly -n 2 backend

# The production profile for real: PostgreSQL and Redis on 127.0.0.1 when they answer.
backend-test-pg: install build
	@scripts/ensure-nginx.sh
	@eval "$$(scripts/services.sh)"; \
	if [ -n "$${PG_DATABASE_URL:-}" ]; then \
	  echo "Backend tests on PostgreSQL ($$PG_DATABASE_URL) and Redis ($${PG_REDIS_URL:-none})"; \
	  DATABASE_URL=$$PG_DATABASE_URL REDIS_URL=$${PG_REDIS_URL:-} $(PY) -m pytest -n 2 backend; \
	else echo "PostgreSQL not reachable on 127.0.0.1:5432: skipping the PostgreSQL run"; fi

# deploy/'s monitoring files checked by their own tools: promtool (Debian's prometheus package) checks the
# alert rules and runs their cases (alerts.test.yml); the Grafana dashboard's queries are parsed by promtool
# and may read only metrics /metrics exposes (backend/observability/tests/test_monitoring_files.py).
monitoring-test: install
	scripts/ensure-promtool.sh
	promtool check rules deploy/prometheus/alerts.yml
	cd deploy/prometheus && promtool test rules alerts.test.yml
	$(PY) -m pytest -p no:randomly backend/observability/tests/test_monitoring_files.py

unit-test: node_modules/.installed
	npm run typecheck
	npm run test:unit

e2e: install build
	scripts/ensure-chromium.sh
	npm run e2e

# Everything a change must pass before it lands: the static checks, then the backend and unit tests.
check: lint backend-test unit-test

# Static checks of both sides: ruff and mypy (Django's stubs) on the backend, models without a
# migration, and ESLint (layers that import one way) and tsc on the frontend, and the wire types
# generated from the API's OpenAPI schema still current (make api-types).
lint: install
	.venv/bin/ruff check backend
	cd backend && ../.venv/bin/mypy --config-file ../pyproject.toml .
	$(MANAGE) makemigrations --check --dry-run
	npm run lint
	npm run typecheck
	node frontend/api-types.mjs --check

# The frontend's wire types (frontend/src/shared/api/schema.d.ts) from the API's OpenAPI schema, built by
# Django in-process: run after changing a backend schemas.py. `make lint` checks the committed file is current.
api-types: install
	node frontend/api-types.mjs

fix: install
	.venv/bin/ruff check --fix backend
	.venv/bin/ruff format backend

# The production profile: DEBUG off, DATABASE_URL/REDIS_URL/SECRET_KEY from the environment (docs/deploy.md).
# APP_SERVER=granian (default, chosen by measurement: docs/adr/005-app-server.md) or gunicorn.
# granian runs through config/granian_server.py: its workers share one listening socket and are forked with
# the app loaded, so a worker that dies loses only what it held and is replaced at once; /healthz is a file
# granian serves itself, on no Python thread (docs/operations.md).
APP_SERVER ?= granian
serve-prod: install build
	DJANGO_SETTINGS_MODULE=config.settings.prod $(MANAGE) collectstatic --noinput -v0
	cd backend && export DJANGO_SETTINGS_MODULE=config.settings.prod PORT=$(PORT); \
	if [ "$(APP_SERVER)" = gunicorn ]; then exec ../.venv/bin/gunicorn config.wsgi -c config/gunicorn.conf.py; \
	else exec ../.venv/bin/python -m config.granian_server --interface wsgi config.wsgi:application \
	  --host $${HOST:-127.0.0.1} --port $(PORT) --workers $${WORKERS:-2} --blocking-threads $${THREADS:-4} \
	  --no-ws --log-level warning $${ACCESS_LOG:+--access-log} --respawn-failed-workers --respawn-interval 1 \
	  --static-path-route /healthz --static-path-mount ../deploy/healthz --static-path-dir-to-file ok.txt \
	  --static-path-expires 0; fi

# Load test and page weight against the production profile (bench/REPORT.md); never part of `make test`.
bench: install build
	scripts/ensure-bench-tools.sh
	bench/run.sh

# Mixed readers and writers on the production profile for SOAK_SECONDS (default 300), then checks that no
# write was lost, every counter equals its rows, nothing answered 5xx and worker memory stayed bounded.
# A 15 s version runs inside `make test` (backend/resilience/tests/test_soak.py; deselect with -m "not soak").
soak: install build
	scripts/ensure-bench-tools.sh
	bench/soak.sh

# Production's several machines on this one (docs/deploy.md): nginx in front of app servers A and B, a
# PostgreSQL primary and its streaming replica, one Redis, each on its own port; Ctrl-C stops them all.
cluster: install build
	scripts/ensure-nginx.sh
	scripts/cluster.sh

# The cluster's tests (backend/resilience/tests/test_cluster.py): publishing through A, read-your-writes
# on a lagging replica, the replica and an app server lost under load, the replica's lag.
cluster-test: install build
	scripts/ensure-nginx.sh
	CLUSTER_TESTS=1 $(PY) -m pytest -p no:randomly -p no:xdist -s backend/resilience/tests/test_cluster.py

clean:
	rm -rf frontend/dist var/static
