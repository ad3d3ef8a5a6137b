"""Database calls of a request have a client-side time limit (common/db_deadline.py)."""
import time

import pytest
from django.db import OperationalError, connection, connections
from django.test import RequestFactory

from common import db_deadline

pytestmark = pytest.mark.django_db


@pytest.fixture
def own_connection():
    if connection.vendor != "postgresql":
        pytest.skip("the limit applies to PostgreSQL connections")
    own = connections.create_connection("default")
    yield own
    own.close()


def test_a_call_still_waiting_past_the_limit_is_cut(own_connection):
    started = time.monotonic()
    with db_deadline.limited(0.3), pytest.raises(OperationalError):
        with own_connection.cursor() as cursor:
            cursor.execute("SELECT pg_sleep(5)")
    assert time.monotonic() - started < 2


def test_calls_within_the_limit_and_outside_requests_run_as_usual(own_connection):
    with db_deadline.limited(2.0), own_connection.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(0.2), 1")
        assert cursor.fetchone()[1] == 1
    with own_connection.cursor() as cursor:  # no limit outside a request (migrations, commands)
        cursor.execute("SELECT pg_sleep(0.4), 2")
        assert cursor.fetchone()[1] == 2
    assert own_connection.is_usable()


def test_requests_carry_the_limit_and_the_newsroom_a_longer_one(settings):
    seen: list[float | None] = []
    middleware = db_deadline.DatabaseDeadlineMiddleware(lambda request: seen.append(db_deadline.current_limit()))
    middleware(RequestFactory().get("/api/news/shinemedee"))
    middleware(RequestFactory().get("/admin/news/article/"))
    assert seen == [settings.DB_QUERY_SECONDS, settings.DB_NEWSROOM_QUERY_SECONDS]
    assert db_deadline.current_limit() is None
