#!/usr/bin/env bash
# The real server for the end-to-end suite: its own SQLite database with the demo content.
set -euo pipefail
cd "$(dirname "$0")/.."
export DJANGO_SETTINGS_MODULE=config.settings.dev DEBUG=0 ALLOWED_HOSTS=127.0.0.1,localhost
# Every browser of the suite writes from 127.0.0.1: the per-address caps (docs/adr/014) are for
# one network's readers, not for hundreds of test readers; backend tests check the caps themselves.
export NEW_READERS_PER_HOUR=1000000 VOTES_PER_ADDRESS_PER_ITEM=1000000 THROTTLE_LOGIN=1000/600
# No mail server here: the morning email's confirmations are kept in memory (backend tests send them to an
# SMTP server of their own), and every subscribing browser shares the one address.
export EMAIL_BACKEND=django.core.mail.backends.locmem.EmailBackend THROTTLE_NEWSLETTER=1000/600
port=${E2E_PORT:-8765}
# One database per port, so parallel suites never seed or write into each other's data.
export DATABASE_URL="sqlite:///$PWD/var/e2e-$port.sqlite3" MEDIA_ROOT="$PWD/var/e2e-media-$port"
mkdir -p var
# Breaking-news alerts need a VAPID key (alerts/vapid.py): one made once per port, as scripts/start.sh makes
# var/vapid-private-key, so a browser subscribed in an earlier run still matches this server's key.
vapid_key="var/e2e-vapid-private-key-$port"
[ -s "$vapid_key" ] || (umask 077 && .venv/bin/python backend/manage.py vapid_keys --new >"$vapid_key")
export VAPID_PRIVATE_KEY; VAPID_PRIVATE_KEY=$(<"$vapid_key")
.venv/bin/python backend/manage.py migrate --noinput -v0
.venv/bin/python backend/manage.py seed_demo --only-if-empty
# One login per newsroom role, e2e-<role> (e2e-admin a superuser), for logInAs in e2e/newsroom.ts (this database only).
.venv/bin/python backend/manage.py ensure_newsroom_user --prefix e2e --password e2e-newsroom-only >/dev/null
# A known newsroom login for the newsroom spec (this database only).
DJANGO_SUPERUSER_PASSWORD=e2e-newsroom-only .venv/bin/python backend/manage.py createsuperuser --noinput \
  --username e2e-editor --email e2e@example.invalid >/dev/null 2>&1 || true
# Editors and above sign in with a second factor: these logins' authenticators have the secret that
# e2e/newsroom.ts computes codes from (E2E_TOTP_SECRET). The e2e-enroll-* superusers are left without one:
# e2e/two-factor.spec.ts resets and sets theirs up in the browser.
.venv/bin/python backend/manage.py give_authenticator e2e-editor e2e-admin e2e-chief-editor e2e-section-editor \
  --secret NEWSROOMEETWOFACTORTESTSECRET234 >/dev/null
for login in e2e-enroll-mn-desktop e2e-enroll-en-desktop e2e-enroll-mn-phone e2e-enroll-en-phone; do
  DJANGO_SUPERUSER_PASSWORD=e2e-newsroom-only .venv/bin/python backend/manage.py createsuperuser --noinput \
    --username "$login" --email e2e@example.invalid >/dev/null 2>&1 || true
done
cd backend && exec ../.venv/bin/gunicorn config.wsgi -b 127.0.0.1:$port -w 2 --threads 4 --log-level warning \
  --env DJANGO_SETTINGS_MODULE=config.settings.dev
