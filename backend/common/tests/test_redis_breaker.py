"""The circuit breaker in front of Redis (common/redis_cache.py): stop calling a failing server, try again later."""
import threading
import time

import pytest
from redis.exceptions import TimeoutError as RedisTimeoutError

from common.redis_cache import CacheUnavailable, CircuitBreaker


class Server:
    """Stands in for a Redis command: counts calls, fails while `down`."""

    def __init__(self) -> None:
        self.calls = 0
        self.down = False

    def command(self, value: int = 1) -> int:
        self.calls += 1
        if self.down:
            raise RedisTimeoutError("Timeout reading from socket")
        return value


def test_calls_pass_while_the_server_answers():
    server, breaker = Server(), CircuitBreaker("test", failures_to_open=3, open_seconds=60)
    assert [breaker.call(server.command, n) for n in range(5)] == [0, 1, 2, 3, 4]
    assert not breaker.is_open


def opened(open_seconds: float) -> tuple[Server, CircuitBreaker]:
    """A breaker opened by three timeouts in a row of a server that is still down."""
    server, breaker = Server(), CircuitBreaker("test", failures_to_open=3, open_seconds=open_seconds)
    server.down = True
    for _ in range(3):
        with pytest.raises(RedisTimeoutError):
            breaker.call(server.command)
    return server, breaker


def test_after_three_failures_in_a_row_the_server_is_not_called():
    server, breaker = opened(open_seconds=60)
    assert breaker.is_open and server.calls == 3
    for _ in range(100):
        with pytest.raises(CacheUnavailable):
            breaker.call(server.command)
    assert server.calls == 3


def test_a_success_between_failures_starts_the_count_again():
    server, breaker = Server(), CircuitBreaker("test", failures_to_open=3, open_seconds=60)
    for _ in range(3):
        server.down = True
        for _ in range(2):
            with pytest.raises(RedisTimeoutError):
                breaker.call(server.command)
        server.down = False
        breaker.call(server.command)
    assert not breaker.is_open


def test_errors_that_are_not_the_servers_do_not_count():
    breaker = CircuitBreaker("test", failures_to_open=3, open_seconds=60)

    def missing_key() -> None:
        raise ValueError("Key not found")  # Django's incr of a missing key

    for _ in range(10):
        with pytest.raises(ValueError):
            breaker.call(missing_key)
    assert not breaker.is_open


def test_after_the_pause_one_call_tries_and_closes_the_breaker():
    server, breaker = opened(open_seconds=0.2)
    time.sleep(0.25)
    server.down = False
    assert breaker.call(server.command, 7) == 7  # the trial
    assert not breaker.is_open and breaker.call(server.command, 8) == 8


def test_a_failed_trial_opens_it_again_and_only_one_trial_runs_at_a_time():
    server, breaker = opened(open_seconds=0.2)
    time.sleep(0.25)
    entered, release = threading.Event(), threading.Event()

    def slow_trial() -> int:
        entered.set()
        release.wait(5)
        raise RedisTimeoutError("still frozen")

    trial = threading.Thread(target=lambda: pytest.raises(RedisTimeoutError, breaker.call, slow_trial))
    trial.start()
    assert entered.wait(5)
    with pytest.raises(CacheUnavailable):  # others are refused while the trial waits on the server
        breaker.call(server.command)
    release.set()
    trial.join(5)
    calls = server.calls
    with pytest.raises(CacheUnavailable):  # the trial failed: open again
        breaker.call(server.command)
    assert server.calls == calls
