"""Replica routing: a reader's reads after their own write go to the primary; a lost replica falls back to it."""
import time
from collections.abc import Iterator

import pytest
from django.db import OperationalError, connections
from django.http import HttpRequest, HttpResponse
from django.test import RequestFactory, override_settings

from config import db_router
from config.db_router import PIN_COOKIE, PRIMARY, PrimaryReplicaRouter, ReadYourWritesMiddleware
from news.models import Article

REPLICATED: dict[str, dict] = {"default": {}, "replica1": {}}


class FakeReplica:
    """Stands in for a replica's connection wrapper: reachable or not, and counts connect attempts."""

    def __init__(self, reachable: bool = True) -> None:
        self.reachable = reachable
        self.connection: object | None = None
        self.connects = 0

    def close_if_health_check_failed(self) -> None:
        if self.connection is not None and not self.reachable:
            self.connection = None

    def ensure_connection(self) -> None:
        self.connects += 1
        if not self.reachable:
            raise OperationalError("connection refused")
        self.connection = object()

    def close(self) -> None:
        self.connection = None


@pytest.fixture
def replica(monkeypatch) -> Iterator[FakeReplica]:
    fake = FakeReplica()
    handler = {PRIMARY: connections[PRIMARY], "replica1": fake}
    monkeypatch.setattr(db_router, "connections", handler)
    db_router.forget_replica_failures()
    with override_settings(DATABASES=REPLICATED, PRIMARY_PIN_SECONDS=5, REPLICA_RETRY_SECONDS=5):
        yield fake
    db_router.forget_replica_failures()


def serve(request: HttpRequest, writes: bool) -> tuple[HttpResponse, list[str]]:
    """Runs the middleware around a view that reads, maybe writes, then reads; returns the aliases read."""
    router = PrimaryReplicaRouter()
    reads: list[str] = []

    def view(request: HttpRequest) -> HttpResponse:
        reads.append(router.db_for_read(Article))
        if writes:
            router.db_for_write(Article)
        reads.append(router.db_for_read(Article))
        return HttpResponse("ok")

    return ReadYourWritesMiddleware(view)(request), reads


def test_a_write_pins_the_rest_of_the_request_and_the_readers_next_requests_to_the_primary(replica):
    factory = RequestFactory()
    response, reads = serve(factory.post("/api/1/r/comment-insert"), writes=True)
    assert reads == ["replica1", PRIMARY]
    cookie = response.cookies[PIN_COOKIE]
    assert cookie["max-age"] == 5 and cookie["httponly"]

    pinned = factory.post("/api/1/r/comments")
    pinned.COOKIES[PIN_COOKIE] = cookie.value
    assert serve(pinned, writes=False)[1] == [PRIMARY, PRIMARY]
    # Another reader, without the cookie, reads from the replica.
    assert serve(factory.post("/api/1/r/comments"), writes=False)[1] == ["replica1", "replica1"]


def test_reads_and_read_only_posts_set_no_cookie(replica):
    factory = RequestFactory()
    assert PIN_COOKIE not in serve(factory.post("/api/1/r/comments"), writes=False)[0].cookies
    assert PIN_COOKIE not in serve(factory.get("/"), writes=False)[0].cookies


def test_an_expired_or_forged_cookie_does_not_pin(replica, settings):
    factory = RequestFactory()
    response, _ = serve(factory.post("/api/1/r/comment-insert"), writes=True)
    value = response.cookies[PIN_COOKIE].value
    forged = factory.get("/")
    forged.COOKIES[PIN_COOKIE] = value[:-2] + ("aa" if not value.endswith("aa") else "bb")
    assert serve(forged, writes=False)[1] == ["replica1", "replica1"]

    settings.PRIMARY_PIN_SECONDS = 0  # the window has passed
    time.sleep(1.1)
    expired = factory.get("/")
    expired.COOKIES[PIN_COOKIE] = value
    assert serve(expired, writes=False)[1] == ["replica1", "replica1"]


def test_outside_a_request_reads_go_to_the_replica(replica):
    assert PrimaryReplicaRouter().db_for_read(Article) == "replica1"


def test_an_unreachable_replica_sends_reads_to_the_primary_and_is_not_retried_for_a_while(replica, settings):
    router = PrimaryReplicaRouter()
    replica.reachable = False
    assert [router.db_for_read(Article) for _ in range(20)] == [PRIMARY] * 20
    assert replica.connects == 1, "one failed connect, then the replica is remembered as down"

    replica.reachable = True
    assert router.db_for_read(Article) == PRIMARY  # still within REPLICA_RETRY_SECONDS
    settings.REPLICA_RETRY_SECONDS = 0
    db_router.forget_replica_failures()
    assert router.db_for_read(Article) == "replica1"
    assert replica.connects == 2


def test_a_replica_that_dies_while_connected_is_caught_by_the_health_check(replica):
    router = PrimaryReplicaRouter()
    assert router.db_for_read(Article) == "replica1"
    replica.reachable = False
    assert router.db_for_read(Article) == PRIMARY
    assert "replica1" in db_router.replicas_down()
