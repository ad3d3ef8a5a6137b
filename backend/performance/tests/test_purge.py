"""Purging the front caches by tag (performance/purge.py): a CDN's purge API (a local stand-in here)
and nginx's entries noted per tag (performance/front_index.py, on a Redis of the test's own)."""
import shutil
import socket
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import orjson
import pytest
from django.test import RequestFactory

from common import cache_tags
from news.tests import factories
from performance import front_index
from performance.purge import PurgeFailed, purge_front_caches

pytestmark = pytest.mark.django_db


class StandIn(BaseHTTPRequestHandler):
    """A CDN's purge-by-tag API: records each call, answers with the status the test sets."""

    calls: list[dict] = []
    status = 200

    def do_POST(self) -> None:  # noqa: N802 (the http.server name)
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        StandIn.calls.append({"path": self.path, "headers": dict(self.headers), "body": orjson.loads(body)})
        self.send_response(StandIn.status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def cdn(settings):
    StandIn.calls, StandIn.status = [], 200
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    settings.CDN_PURGE_URL = f"http://127.0.0.1:{server.server_port}/service/portal/purge"
    settings.CDN_PURGE_TOKEN = "secret-token"
    settings.FRONT_CACHE_NGINX_URL = ""
    yield StandIn
    server.shutdown()


def purged_tags(calls: list[dict]) -> set[str]:
    return {tag for call in calls for tag in call["body"]["tags"]}


def test_the_cdn_is_asked_to_purge_by_tag_with_its_token(cdn):
    purge_front_caches(["news", "news:abc"])
    [call] = cdn.calls
    assert call["path"] == "/service/portal/purge"
    assert call["headers"]["Authorization"] == "Bearer secret-token"
    assert call["headers"]["Surrogate-Key"] == "news news:abc"
    assert call["body"] == {"tags": ["news", "news:abc"]}


def test_a_refused_purge_raises_so_the_job_is_tried_again(cdn):
    cdn.status = 503
    with pytest.raises(PurgeFailed):
        purge_front_caches(["news"])


def test_an_editors_save_purges_the_story_and_the_lists_after_commit(cdn, django_capture_on_commit_callbacks):
    other = factories.article()
    with django_capture_on_commit_callbacks(execute=True):
        story = factories.article(title="Шинэ мэдээ")
    tags = purged_tags(cdn.calls)
    assert {f"news:{story.lid}", "news"} <= tags
    assert f"news:{other.lid}" not in tags


def test_nothing_is_purged_inside_the_editors_transaction(cdn, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        factories.article()
    assert cdn.calls == [] and callbacks


def test_readers_counters_and_comments_purge_nothing(client, cdn, django_capture_on_commit_callbacks):
    story = factories.article()
    cdn.calls.clear()
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/api/news/view", {"id": story.id})
        client.post(f"/api/{story.lid}/r/comment-insert", {"commentBody": "Сайн мэдээ", "commentBy": "Бат"})
    assert cdn.calls == []


@pytest.fixture
def own_redis(settings):
    """The versions store on a Redis of this test's own (never the machine's shared one)."""
    server_path = shutil.which("redis-server")
    if server_path is None:
        pytest.skip("redis-server is not installed")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([server_path, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                               "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.05)
    settings.CACHES = {**settings.CACHES, "versions": {
        "BACKEND": "common.redis_cache.GuardedRedisCache", "LOCATION": f"redis://127.0.0.1:{port}/0",
    }}
    cache_tags.reset_memo()
    yield
    server.terminate()
    server.wait(timeout=10)
    cache_tags.reset_memo()


def test_the_nginx_index_notes_each_entry_under_its_tags_and_hands_each_out_once(own_redis, settings):
    settings.FRONT_CACHE_NGINX_URL = "http://127.0.0.1:9"  # notes are kept only for an nginx to purge
    factory = RequestFactory()
    page = factory.get("/abc123/r", HTTP_COOKIE="theme=dark")
    api = factory.get("/api/cache/news/read/abc123?lang=en", HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")
    front_index.remember(page, ["news:abc123", "site", "navigation"])
    front_index.remember(api, ["news:abc123", "any"])
    taken = front_index.take("news:abc123", 10)
    assert set(taken) == {
        front_index.FrontEntry("http", "testserver", "/abc123/r", "", "dark"),
        front_index.FrontEntry("http", "testserver", "/api/cache/news/read/abc123?lang=en", "en", ""),
    }
    assert front_index.take("news:abc123", 10) == []  # handed out once; making it again notes it again
    assert front_index.take("site", 10) == [] and front_index.take("any", 10) == []  # never noted
    api_entry = front_index.FrontEntry("http", "testserver", "/api/cache/news/read/abc123?lang=en", "en", "")
    front_index.put_back("navigation", [api_entry])  # a refresh that failed: noted again for the retry
    assert len(front_index.take("navigation", 10)) == 2


def test_without_an_nginx_to_purge_nothing_is_noted(own_redis, settings):
    settings.FRONT_CACHE_NGINX_URL = ""
    front_index.remember(RequestFactory().get("/abc123/r"), ["news:abc123"])
    settings.FRONT_CACHE_NGINX_URL = "http://127.0.0.1:9"
    assert front_index.take("news:abc123", 10) == []
