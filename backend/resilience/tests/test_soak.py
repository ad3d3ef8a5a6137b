"""The short soak of `make test`: bench/soak.sh for 15 s on the test run's kind of database.

The full one is `make soak` (5 minutes, PostgreSQL and Redis). This one runs once per
`make test`: in the PostgreSQL run when PostgreSQL answers, else in the SQLite run.
"""
import os
import socket
import subprocess

import pytest
from django.conf import settings

from resilience.servers import REPO, free_port

pytestmark = pytest.mark.soak


def answers(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
        return True
    except OSError:
        return False


def test_short_soak_loses_nothing_and_never_answers_5xx(tmp_path):
    on_postgres = settings.DATABASES["default"]["ENGINE"].endswith("postgresql")
    if not on_postgres and answers(5432):
        pytest.skip("the PostgreSQL run of `make test` soaks (PostgreSQL answers on 127.0.0.1:5432)")
    redis_url = os.environ.get("REDIS_URL", "")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "DJANGO_SETTINGS"))},
        "SOAK_SECONDS": os.environ.get("SOAK_TEST_SECONDS", "15"), "SOAK_ARTICLES": "6", "SOAK_THREADS": "4",
        "SOAK_PORT": str(free_port()),
        "SOAK_DATABASE_URL": "postgres://postgres@127.0.0.1:5432/portal_soak_test" if on_postgres
        else f"sqlite:///{tmp_path / 'soak.sqlite3'}",
        "SOAK_REDIS_URL": redis_url.rsplit("/", 1)[0] + "/12" if redis_url else "",
        # Its collectstatic rewrites the folder it is given: var/static is read by the other tests at once.
        "STATIC_ROOT": str(tmp_path / "static"),
    }
    result = subprocess.run([str(REPO / "bench" / "soak.sh")], cwd=REPO, env=env, capture_output=True, text=True,
                            timeout=600)

    print(result.stdout)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert "SOAK OK" in result.stdout
