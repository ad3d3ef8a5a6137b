"""The app server's own front cache: shareable answers served from process memory before Django runs.

Django already keeps every cached API twin and anonymous page in the shared cache (Redis in
production, common/cache.py); fetching one from there still walks the middleware, the URL
resolver and a Redis round trip, about 0.4 ms of Python per request. This WSGI wrapper keeps
the finished answers (status, every header Django set, body, and a gzip copy made on first
demand) in a bounded per-process LRU and replays them, so a cached page costs a dictionary lookup:
the front page at 24,642 req/s from the app alone instead of 3,564, and behind nginx's
proxy_cache the gzip copy nginx keeps spares it a compression per hit (the article page as
browsers ask for it at 70,011 req/s instead of 4,468; make bench, ADR 008's addendum).

It is correct for the same reasons the shared cache is:
- only answers Django marked `Cache-Control: public` without Set-Cookie are kept, and only for
  requests without a session cookie (editors always reach Django);
- each copy carries the versions of its tags when Django made it (common/cache_tags.py); once an
  editor's save bumps one of them (this process sees a bump within cache_tags.MEMO_SECONDS), the
  next request makes the answer again, and other requests for it are served the copy from before
  only while that one is being made (an answer that is no longer shareable drops the copy);
- a copy lives at most EDGE_TTL_SECONDS, like the shared caches' s-maxage, so a scheduled
  article appears on time;
- the key holds everything the answer depends on: host, scheme, path, query string, for
  the API the language a request without `lang` gets from Accept-Language, and for pages the
  reader's theme cookie (common/theme.py: a page carries it on <html>).
See docs/adr/008-in-process-front-cache.md.
"""
import gzip
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings

from common import cache, cache_tags
from common.languages import normalize_language
from common.theme import theme_in_cookie_header
from observability import context, kinds, metrics

from .local_copies import LocalLru

StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict, StartResponse], Iterable[bytes]]

EDGE_TTL_SECONDS = 10.0
# What is never kept here: files (WhiteNoise and the media server stream them already), the
# newsroom, and API answers outside the cached twins (they may differ per reader).
BYPASS_PREFIXES = ("/static/", "/media/", "/admin/", "/healthz", "/readyz", "/metrics")
API_PREFIX, CACHED_API_PREFIX = "/api/", "/api/cache/"
COMPRESSIBLE = ("text/", "application/json", "application/javascript", "application/xml", "application/rss+xml")
MIN_GZIP_BYTES = 1024


@dataclass
class Entry:
    status: str
    headers: list[tuple[str, str]]
    body: bytes
    etag: str
    compressible: bool
    snapshot: cache_tags.Snapshot
    kind: str = "other"  # the screen kind its hits are counted under (observability/kinds.py)
    gzip_body: bytes | None = None  # made when the first reader that accepts gzip asks

    def gzipped(self) -> bytes:
        if self.gzip_body is None:  # two threads may both compress once; either result is right
            self.gzip_body = gzip.compress(self.body, compresslevel=6, mtime=0)
        return self.gzip_body


def request_key(environ: dict) -> str | None:
    """The cache key of a request, or None when it must go to Django."""
    if environ.get("REQUEST_METHOD") != "GET":
        return None
    path = environ.get("PATH_INFO", "")
    if path.startswith(BYPASS_PREFIXES):
        return None
    if path.startswith(API_PREFIX) and not path.startswith(CACHED_API_PREFIX):
        return None
    if settings.SESSION_COOKIE_NAME + "=" in environ.get("HTTP_COOKIE", ""):
        return None
    language = theme = ""
    if path.startswith((API_PREFIX, "/translations/")):
        accept = environ.get("HTTP_ACCEPT_LANGUAGE", "")
        language = (normalize_language(accept.split(",")[0]) or "") if accept else ""
    else:
        theme = theme_in_cookie_header(environ.get("HTTP_COOKIE", "")) or ""
    scheme = environ.get("HTTP_X_FORWARDED_PROTO") or environ.get("wsgi.url_scheme", "http")
    host = environ.get("HTTP_HOST", "")
    return f"{scheme}|{host}|{path}|{environ.get('QUERY_STRING', '')}|{language}|{theme}"


def accepts_gzip(environ: dict) -> bool:
    return "gzip" in environ.get("HTTP_ACCEPT_ENCODING", "")


def _header(headers: list[tuple[str, str]], name: str) -> str:
    lowered = name.lower()
    return next((value for key, value in headers if key.lower() == lowered), "")


def _shareable(status: str, headers: list[tuple[str, str]]) -> bool:
    control = _header(headers, "Cache-Control")
    return (
        status.startswith("200 ")
        and "public" in control
        and not _header(headers, "Set-Cookie")
        and not _header(headers, "Content-Encoding")
        and bool(_header(headers, "ETag"))
    )


def _with_vary_encoding(headers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The answer now depends on Accept-Encoding too: shared caches must keep the two apart."""
    vary = _header(headers, "Vary")
    rest = [(k, v) for k, v in headers if k.lower() != "vary"]
    return rest + [("Vary", f"{vary}, Accept-Encoding" if vary else "Accept-Encoding")]


def _gzip_etag(etag: str) -> str:
    return etag[:-1] + '-gz"' if etag.endswith('"') else etag + "-gz"


def _matches(if_none_match: str, etag: str) -> bool:
    return cache.etag_matches(if_none_match, etag)


class EdgeCache:
    """WSGI middleware: serve kept answers, keep the shareable ones Django produces."""

    def __init__(self, app: WsgiApp, max_bytes: int, ttl: float = EDGE_TTL_SECONDS) -> None:
        self.app = app
        self.entries: LocalLru[Entry] = LocalLru(max_bytes, ttl)
        self._filling: set[str] = set()  # keys a request of this process is making again
        self._filling_lock = threading.Lock()

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        key = request_key(environ)
        if key is None:
            return self.app(environ, start_response)
        started = time.perf_counter()
        entry = self.entries.find(key)
        if entry is not None and cache_tags.is_current(entry.snapshot):
            return self._serve(entry, environ, start_response, started=started)
        if not self._claim(key):
            if entry is not None:
                # After an editor's save, one request of this process makes the page again; the
                # others get the copy from before the save meanwhile, as shared caches do
                # (stale-while-revalidate), instead of every thread making the same page at once.
                return self._serve(entry, environ, start_response, started=started)
            return self._fill(key, environ, start_response)  # nothing to serve: make it too
        try:
            return self._fill(key, environ, start_response)
        finally:
            self._release(key)

    def _claim(self, key: str) -> bool:
        with self._filling_lock:
            if key in self._filling:
                return False
            self._filling.add(key)
            return True

    def _release(self, key: str) -> None:
        with self._filling_lock:
            self._filling.discard(key)

    def _serve(
        self, entry: Entry, environ: dict, start_response: StartResponse, made: bool = False,
        started: float | None = None,
    ) -> Iterable[bytes]:
        """Send `entry`; `started` when this is a hit, which Django never saw: counted here
        (a request Django answered was counted by observability's middleware)."""
        use_gzip = entry.compressible and accepts_gzip(environ)
        etag = _gzip_etag(entry.etag) if use_gzip else entry.etag
        status = "miss" if made else "hit"
        headers = [*entry.headers, ("ETag", etag), (cache.CACHE_STATUS, status)]
        if started is not None:
            request_id = environ.get(context.META_KEY)
            # nginx's id (deploy/nginx-portal.conf), answered as the app answers it
            if request_id and context.is_valid(request_id):
                headers.append((context.HEADER, request_id))
        if _matches(environ.get("HTTP_IF_NONE_MATCH", ""), etag):
            start_response("304 Not Modified", [(k, v) for k, v in headers if k.lower() != "content-type"])
            if started is not None:
                metrics.observe_front_cache_hit(entry.kind, "304", time.perf_counter() - started)
            return [b""]
        body = entry.gzipped() if use_gzip else entry.body
        if use_gzip:
            headers.append(("Content-Encoding", "gzip"))
        headers.append(("Content-Length", str(len(body))))
        start_response(entry.status, headers)
        if started is not None:
            metrics.observe_front_cache_hit(entry.kind, entry.status[:3], time.perf_counter() - started)
        return [body]

    def _fill(self, key: str, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        """Run Django; keep a shareable answer and send it the way a kept copy is sent (gzip, 304).

        Even the first reader gets the gzip copy when it asks for one: a front cache that filled
        its entry from this answer would otherwise keep plain bytes under the gzip variant.
        """
        seen: dict[str, Any] = {}
        metrics.FRONT_MISS.inc()

        def capture(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            if _shareable(status, headers):
                seen["status"], seen["headers"] = status, _with_vary_encoding(headers)
                return lambda data: None  # the body comes back as the iterable, never through write()
            return start_response(status, headers, exc_info) if exc_info else start_response(status, headers)

        result = self.app(environ, capture)
        if "headers" not in seen:
            # No longer shareable (unpublished, gone): the copy from before must not be served either.
            self.entries.discard(key)
            return result
        # Django's response itself is the iterable: it holds the versions its answer was made under.
        snapshot = getattr(result, "cache_snapshot", None) or cache_tags.snapshot({cache_tags.ANY, cache_tags.SITE})
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()  # Django's request_finished: connections go back, as on any request
        entry = self._keep(key, snapshot, seen["status"], seen["headers"], body)
        entry.kind = environ.get(kinds.ENVIRON_KEY, entry.kind)
        made = _header(seen["headers"], cache.CACHE_STATUS) == "miss"
        return self._serve(entry, environ, start_response, made=made)

    def _keep(
        self, key: str, snapshot: cache_tags.Snapshot, status: str, headers: list[tuple[str, str]], body: bytes,
    ) -> Entry:
        etag = _header(headers, "ETag")
        # The request id is the request's own, never a kept answer's (a hit echoes its reader's).
        dropped = ("etag", "content-length", cache.CACHE_STATUS.lower(), context.HEADER.lower())
        stored = [(k, v) for k, v in headers if k.lower() not in dropped]
        content_type = _header(headers, "Content-Type")
        compressible = len(body) >= MIN_GZIP_BYTES and content_type.startswith(COMPRESSIBLE)
        entry = Entry(status, stored, body, etag, compressible, snapshot)
        # Counted with room for the gzip copy it may get (HTML and JSON shrink to under a third).
        size = len(body) + (len(body) // 3 if compressible else 0) + len(key) + 512
        self.entries.put(key, 0, entry, size)
        return entry
