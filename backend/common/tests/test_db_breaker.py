"""A database that stops answering is marked down per process and failed fast until a probe connects.

The frozen cluster under the production server's load is in resilience/tests/test_faults.py; here the
breaker's rules, on database aliases of their own, so the test's own connection is never refused.
"""
import logging
import socket
import threading
import time
from collections.abc import Iterator

import pytest
from django.db import OperationalError, connection
from django.db.utils import load_backend

from common import db_deadline

pytestmark = pytest.mark.django_db


class Database:
    """The test database under a name of its own, so its breaker is its own and the test's connection is
    never refused; every connection made here shares one settings dict, the probe's too."""

    def __init__(self, name: str) -> None:
        self.alias = f"breaker-{name}"
        self.settings_dict = {**connection.settings_dict}

    def connect(self):  # noqa: ANN201 - a Django database wrapper
        return load_backend(self.settings_dict["ENGINE"]).DatabaseWrapper(self.settings_dict, self.alias)

    @property
    def breaker(self) -> db_deadline.Breaker:
        return db_deadline.breaker_for(self.connect())


@pytest.fixture
def database(request) -> Iterator[Database]:
    if connection.vendor != "postgresql":
        pytest.skip("the breaker guards PostgreSQL connections")
    database = Database(request.node.name)
    yield database
    deadline = time.monotonic() + 10
    while database.breaker.is_open and time.monotonic() < deadline:
        time.sleep(0.05)  # its probe still runs: let it find the server before the test database goes


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A port that accepts TCP connections and never answers, as a frozen server does."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield listener.getsockname()[1]


def _connect(database: Database) -> float:
    """Seconds until connecting failed (it must)."""
    started = time.monotonic()
    wrapper = database.connect()
    try:
        with pytest.raises(OperationalError):
            wrapper.ensure_connection()
    finally:
        wrapper.close()
    return time.monotonic() - started


def test_a_failed_connection_marks_it_down_until_a_probe_connects(database, silent_port, caplog):
    caplog.set_level(logging.WARNING, logger="portal.errors")
    real_port = database.settings_dict["PORT"]
    database.settings_dict["PORT"] = silent_port
    first = _connect(database)  # the connect timeout (2 s) against a server that never answers
    assert database.breaker.is_open
    started = time.monotonic()
    with pytest.raises(db_deadline.DatabaseDown):
        database.connect().ensure_connection()
    assert time.monotonic() - started < 0.2 < first  # refused at once, without asking the server

    database.settings_dict["PORT"] = real_port  # the server answers again
    deadline = time.monotonic() + 6  # the probe's attempt under way may wait its 2 s first
    while database.breaker.is_open and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not database.breaker.is_open
    recovered = database.connect()
    with recovered.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)
    recovered.close()
    assert "marked down" in caplog.text and "answers again" in caplog.text


def test_one_slow_query_is_its_readers_503_two_in_a_row_mark_it_down(database, caplog):
    caplog.set_level(logging.WARNING, logger="portal.errors")
    apart, in_a_row = [database.connect() for _ in range(2)], [database.connect() for _ in range(2)]
    try:
        for own in (*apart, *in_a_row):
            own.ensure_connection()

        _cut(apart[0])
        with db_deadline.limited(0.5), apart[1].cursor() as cursor:  # a call answered between the two
            cursor.execute("SELECT 1")
        _cut(apart[1])
        time.sleep(2 * db_deadline.WATCH_INTERVAL)
        assert "marked down" not in caplog.text

        for own in in_a_row:
            _cut(own)
        time.sleep(2 * db_deadline.WATCH_INTERVAL)
        assert "marked down" in caplog.text
        # The server is alive: the probe finds it in milliseconds and the false alarm ends.
        deadline = time.monotonic() + 3
        while database.breaker.is_open and time.monotonic() < deadline:
            time.sleep(0.01)
        assert not database.breaker.is_open and "answers again" in caplog.text
    finally:
        for own in (*apart, *in_a_row):
            own.close()


def _cut(own) -> None:  # noqa: ANN001 - a Django database wrapper
    """A query cut at its 0.2 s deadline."""
    with db_deadline.limited(0.2), pytest.raises(OperationalError), own.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(3)")


def test_after_a_call_got_no_answer_connecting_first_asks_whether_the_server_answers(database, silent_port):
    own, real_port = database.connect(), database.settings_dict["PORT"]
    try:
        _cut(own)  # one unanswered call: not marked down, but in doubt
        assert not database.breaker.is_open
        database.settings_dict["PORT"] = silent_port
        started = time.monotonic()
        with pytest.raises(db_deadline.DatabaseDown):
            database.connect().ensure_connection()
        assert time.monotonic() - started < db_deadline.PING_SECONDS + 0.5  # not the 2 s connect timeout
        assert database.breaker.is_open
    finally:
        database.settings_dict["PORT"] = real_port
        own.close()


def test_calls_waiting_when_it_is_marked_down_are_cut_after_a_health_check_s_time(database):
    own = database.connect()
    breaker = database.breaker
    # As if another thread found the server frozen while this call waits (its own limit is far off).
    marks_down = threading.Timer(0.1, lambda: setattr(breaker, "is_open", True))
    started = time.monotonic()
    try:
        with db_deadline.limited(30), pytest.raises(OperationalError), own.cursor() as cursor:
            marks_down.start()
            cursor.execute("SELECT pg_sleep(5)")
    finally:
        marks_down.join()
        breaker.is_open = False
        own.close()
    assert db_deadline.HEALTH_CHECK_SECONDS <= time.monotonic() - started < 2


def test_a_frozen_server_does_not_answer_a_connection_request_a_live_one_does(database, silent_port):
    assert db_deadline.answers_at_all(database.settings_dict)  # busy with queries or not, it answers
    started = time.monotonic()
    assert not db_deadline.answers_at_all({**database.settings_dict, "PORT": silent_port})
    assert time.monotonic() - started < db_deadline.PING_SECONDS + 0.5
