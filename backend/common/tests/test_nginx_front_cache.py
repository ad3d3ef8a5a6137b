"""deploy/nginx-portal.conf for real: Debian's nginx with the repository's file in front of an
upstream that counts what reaches it. The cache must hold one entry per URL, encoding, API
language and page theme, whatever other cookies and header spellings readers send, and let
editors through."""
import gzip
import hashlib
import re
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from performance.front_index import FrontEntry
from performance.purge import NginxFrontCache
from resilience.servers import NGINX, NginxFront

SHARED = "public, max-age=10, s-maxage=10, stale-while-revalidate=30"  # as common/cache.py sends
POLLED = "public, max-age=0, s-maxage=10"  # its POLLED_CACHE_CONTROL

if NGINX is None:
    # `make test` installs it (scripts/ensure-nginx.sh); elsewhere say why nothing ran.
    pytestmark = pytest.mark.skip(reason="nginx is not installed (scripts/ensure-nginx.sh)")


class Upstream(BaseHTTPRequestHandler):
    """Answers like the app: shareable, Vary on Cookie (pages) or Accept-Language (API)."""

    seen: Counter = Counter()

    def do_GET(self) -> None:  # noqa: N802 (the http.server name)
        encoding = self.headers.get("Accept-Encoding", "")
        language = self.headers.get("Accept-Language", "")
        editor = "sessionid=" in self.headers.get("Cookie", "")
        Upstream.seen[(self.path, encoding, language if self.path.startswith("/api/") else "")] += 1
        body = f"{self.path} {language or '-'} {'editor' if editor else 'reader'}".encode()
        theme = re.search(r"(?:^|;)\s*theme=(\w+)", self.headers.get("Cookie", ""))
        if theme:  # the page's <html data-theme> (web/views.py)
            body += f" theme={theme.group(1)}".encode()
        shared = SHARED
        if self.path.startswith("/edited/"):  # a page that changes each time it is asked for
            body += f" v{Upstream.seen[(self.path, encoding, '')]}".encode()
            shared = "public, max-age=1, s-maxage=1"
        if self.path.startswith("/refreshed/"):  # changes each time too, kept the usual 10 s
            body += f" v{Upstream.seen[(self.path, encoding, '')]}".encode()
        if self.path.startswith("/linked/"):  # a page whose links carry the host it was asked at (web/site_url.py)
            body += f" host={self.headers.get('Host', '')}".encode()
        if self.path.startswith("/api/cache/polled/"):  # a read open pages poll (the breaking strip)
            shared = POLLED
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Cache-Control", "private, no-cache" if editor else shared)
        self.send_header("ETag", '"' + hashlib.sha1(body).hexdigest()[:20] + '"')
        is_api = self.path.startswith("/api/")
        self.send_header("Vary", "Accept-Language, Accept-Encoding" if is_api else "Cookie, Accept-Encoding")
        if "gzip" in encoding:  # pages are gzip whether or not brotli is accepted too
            body = gzip.compress(body)
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def front_cache(tmp_path_factory):
    upstream = ThreadingHTTPServer(("127.0.0.1", 0), Upstream)
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    front = NginxFront(tmp_path_factory.mktemp("nginx"), upstream.server_port)
    front.start()
    yield front.base
    front.stop()
    upstream.shutdown()


def get(url: str, **headers: str) -> tuple[str, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "identity", **headers})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers["X-Cache-Status"], response.read()


def test_readers_cookies_share_one_page_entry(front_cache):
    statuses = [get(f"{front_cache}/en/", Cookie=cookie)[0] for cookie in
                ("big_banner_shown=1732350000", "big_banner_shown=1732359999", "_ga=GA1.2.3", "csrftoken=x")]
    assert statuses == ["MISS", "HIT", "HIT", "HIT"]
    assert Upstream.seen[("/en/", "", "")] == 1


def test_page_entries_follow_the_theme_cookie_alone(front_cache):
    url = f"{front_cache}/themed/page"
    cookies = ["", "theme=dark", "_ga=GA1.2.3; theme=dark", "theme=light", "theme=sepia", "mytheme=dark",
               "theme=dark; big_banner_shown=1732350000"]
    answers = [get(url, **({"Cookie": cookie} if cookie else {})) for cookie in cookies]
    assert [status for status, _ in answers] == ["MISS", "MISS", "HIT", "MISS", "HIT", "HIT", "HIT"]
    assert [body.decode().partition("reader")[2] for _, body in answers] == [
        "", " theme=dark", " theme=dark", " theme=light", "", "", " theme=dark"]
    # The API does not depend on the theme: one entry for every reader.
    api = f"{front_cache}/api/cache/news/themed"
    assert [get(api, Cookie=cookie)[0] for cookie in ("theme=dark", "theme=light", "")] == ["MISS", "HIT", "HIT"]


def test_encoding_spellings_share_an_entry_per_encoding(front_cache):
    # Browsers' spellings: Chrome and Firefox, an old client, Safari, then no compression at all.
    spellings = ["gzip, deflate, br, zstd", "gzip", "gzip, deflate", "br, gzip, deflate", "identity", "br", ""]
    answers = [get(f"{front_cache}/", **{"Accept-Encoding": spelling}) for spelling in spellings]
    statuses, bodies = [status for status, _ in answers], [body for _, body in answers]
    assert statuses == ["MISS", "MISS", "HIT", "HIT", "MISS", "HIT", "HIT"]
    assert gzip.decompress(bodies[0]) == gzip.decompress(bodies[1]) == bodies[4] == b"/ - reader"
    # Upstream (WhiteNoise for static files) hears of brotli only from readers that take gzip too.
    assert Upstream.seen[("/", "gzip, br", "")] == 1
    assert Upstream.seen[("/", "gzip", "")] == 1
    assert Upstream.seen[("/", "", "")] == 1


def test_api_entries_follow_the_answer_language_not_the_header_spelling(front_cache):
    url = f"{front_cache}/api/cache/news/shinemedee"
    english = [get(url, **{"Accept-Language": value}) for value in ("en-US,en;q=0.9", "en", "EN-GB")]
    mongolian = [get(url, **{"Accept-Language": value}) for value in ("mn-MN,mn;q=0.9", "ru,en;q=0.5")]
    assert [status for status, _ in english] == ["MISS", "HIT", "HIT"]
    assert [status for status, _ in mongolian] == ["MISS", "HIT"]
    assert english[2][1] == b"/api/cache/news/shinemedee en-US,en;q=0.9 reader"  # the first English answer
    assert mongolian[1][1] == b"/api/cache/news/shinemedee mn-MN,mn;q=0.9 reader"


def test_a_refreshed_entry_is_served_new_not_from_an_open_file(front_cache):
    # open_file_cache keeps cache files open between hits; a refresh writes a new file, and the
    # hits after it must read that file, not the old one still held open.
    url = f"{front_cache}/edited/story"
    assert [get(url) for _ in range(2)] == [("MISS", b"/edited/story - reader v1"),
                                            ("HIT", b"/edited/story - reader v1")]
    time.sleep(2.1)  # past s-maxage=1 (nginx counts whole seconds): the old copy while it refreshes
    assert get(url) == ("STALE", b"/edited/story - reader v1")
    time.sleep(0.3)  # the background refresh
    assert [get(url) for _ in range(2)] == [("HIT", b"/edited/story - reader v2")] * 2


def test_editors_go_past_the_cache(front_cache):
    before = Upstream.seen[("/mn-editor-view", "", "")]
    statuses = [get(f"{front_cache}/mn-editor-view", Cookie="sessionid=abc")[0] for _ in range(2)]
    assert statuses == ["BYPASS", "BYPASS"]
    assert Upstream.seen[("/mn-editor-view", "", "")] == before + 2
    # A reader afterwards is not shown the editor's page (it was never stored).
    status, body = get(f"{front_cache}/mn-editor-view")
    assert (status, body) == ("MISS", b"/mn-editor-view - reader")


def test_the_purge_job_puts_the_new_copy_in_place_of_the_old(front_cache):
    url = f"{front_cache}/refreshed/story"
    assert [get(url) for _ in range(2)] == [("MISS", b"/refreshed/story - reader v1"),
                                            ("HIT", b"/refreshed/story - reader v1")]
    dark = get(url, Cookie="theme=dark")  # the upstream's second making of it
    assert dark == ("MISS", b"/refreshed/story - reader theme=dark v2")
    host = front_cache.removeprefix("http://")
    purger = NginxFrontCache(front_cache, wait=0)
    assert purger.refresh(FrontEntry("http", host, "/refreshed/story", "", ""))
    # Readers get the new copy from the cache at once, without waiting out s-maxage.
    assert [get(url) for _ in range(2)] == [("HIT", b"/refreshed/story - reader v3")] * 2
    assert Upstream.seen[("/refreshed/story", "", "")] == 3
    # Each encoding's entry was refreshed; the other theme's entry was not named and stays.
    assert Upstream.seen[("/refreshed/story", "gzip", "")] == 1
    assert get(url, Cookie="theme=dark") == ("HIT", dark[1])


def test_a_polled_answer_is_kept_though_every_browser_asks_on_every_tick(front_cache):
    # Browsers may not answer a poll from their own copy (max-age=0), and the poll's fetch asks with
    # `cache: "no-cache"` (max-age=0 and the ETag it holds): nginx still answers from its entry,
    # a 304 while nothing changed, and the app hears of one request per 10 s.
    url = f"{front_cache}/api/cache/polled/breaking"
    request = urllib.request.Request(url, headers={"Accept-Encoding": "identity"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.headers["X-Cache-Status"] == "MISS"
        assert response.headers["Cache-Control"] == POLLED
        etag = response.headers["ETag"]
    for _ in range(3):
        poll = urllib.request.Request(url, headers={
            "Accept-Encoding": "identity", "Cache-Control": "max-age=0", "If-None-Match": etag})
        with pytest.raises(urllib.error.HTTPError) as answer:  # urllib raises on a 304
            urllib.request.urlopen(poll, timeout=10)
        assert answer.value.code == 304
        assert answer.value.headers["X-Cache-Status"] == "HIT"
    assert Upstream.seen[("/api/cache/polled/breaking", "", "")] == 1


def test_the_app_gets_the_host_with_its_port_and_each_host_has_its_own_entry(front_cache):
    """Pages link to the host the reader named (web/site_url.py): nginx passes it with its port, and keeps
    one host's page apart from another's."""
    port = front_cache.rsplit(":", 1)[1]
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"localhost:{port}"):
        _, body = get(f"{front_cache}/linked/page", Host=host)
        assert body.decode().endswith(f"host={host}")
    assert Upstream.seen[("/linked/page", "", "")] == 2  # the third from the cache
