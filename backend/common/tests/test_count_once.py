"""A counted write's caps and its once-per-reader mark (common/throttle.count_once): one scripted round trip
on Redis, check_rate and safe_add on another cache; both give the same answers, and a Redis that stops
answering still gives one."""
import shutil

import pytest
from django.core.cache import caches
from django.test import RequestFactory

from common import throttle
from common.clients import READER_COOKIE
from common.readers import _signer
from resilience.servers import RedisServer

pytestmark = pytest.mark.skipif(not shutil.which("redis-server"), reason="redis-server is not installed")


@pytest.fixture
def redis_server():
    server = RedisServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["memory", "redis"])
def cache_kind(request, settings, redis_server):
    if request.param == "redis":
        settings.CACHES = {**settings.CACHES, "default": {
            "BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": redis_server.url,
            "KEY_PREFIX": "count-once-test",
        }}
    caches["default"].clear()
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "view": "3/60"}
    settings.ADDRESS_LIMIT_FACTOR = 2
    return request.param


def _reader(address: str, reader_id: str = ""):
    request = RequestFactory().post("/api/news/view", REMOTE_ADDR=address)
    if reader_id:
        request.COOKIES[READER_COOKIE] = _signer.sign(reader_id)
    return request


def test_the_caps_and_the_mark_answer_alike_on_every_cache(cache_kind, caplog):
    reader = _reader("6.6.6.6")
    assert throttle.count_once(reader, "view", "seen:a", 60) == throttle.Hit(is_within_rate=True, is_first=True)
    assert throttle.count_once(reader, "view", "seen:a", 60) == throttle.Hit(is_within_rate=True, is_first=False)
    assert throttle.count_once(reader, "view", "seen:b", 60) == throttle.Hit(is_within_rate=True, is_first=True)
    # The fourth write is over the reader's cap of 3: not counted, and its mark is not set.
    assert throttle.count_once(reader, "view", "seen:c", 60) == throttle.Hit(is_within_rate=False, is_first=False)
    assert caches["default"].get("seen:c") is None
    assert caches["default"].get("seen:a") == 1
    assert "command by command" not in caplog.text  # Redis answered the script itself


def test_the_address_cap_holds_whatever_the_reader_id(cache_kind):
    # Readers with cookies of their own stay under their cap of 3; their address's cap is 3 x 2 = 6.
    answers = [
        throttle.count_once(_reader("7.7.7.7", f"reader-{n // 2}"), "view", f"seen:{n}", 60).is_within_rate
        for n in range(8)
    ]
    assert answers == [True] * 6 + [False] * 2


def test_a_redis_that_stops_answering_still_gets_an_answer(settings, redis_server):
    settings.CACHES = {**settings.CACHES, "default": {
        "BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": redis_server.url,
        "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.5, "SOCKET_TIMEOUT": 0.5},
    }}
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "view": "4/60"}
    assert throttle.count_once(_reader("8.8.8.8"), "view", "seen:x", 60).is_first
    redis_server.stop()
    down = throttle.count_once(_reader("8.8.8.8"), "view", "seen:y", 60)
    # The local fallback caps at half the rate and counts nothing it cannot mark (safe_add's default).
    assert down == throttle.Hit(is_within_rate=True, is_first=False)
