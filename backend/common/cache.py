"""Response caching that editors never think about.

Every cached entry carries the tags of the content it shows and their versions when it was made
(common/cache_tags.py); an editor's save bumps the tags of what it changed, so the next read of
an answer that shows it makes it afresh, and other answers stay. Readers' counters are written
with UPDATE queries that fire no signals and so never invalidate; an entry's time to live bounds
how old they get. When the cache server is down, reads fall through to the database.
"""
import hashlib
import logging
from collections.abc import Iterable
from dataclasses import dataclass

from django.core.cache import BaseCache, cache
from django.http import HttpRequest, HttpResponse

from . import cache_tags
from .redis_cache import CacheUnavailable

logger = logging.getLogger("portal.cache")

# Entries change when their tags do; the time to live bounds only what no tag follows: readers'
# counters, and the layout's list of latest stories on pages (web/reads.py page_tags).
RESPONSE_TTL = 300
# Shared caches (nginx, a CDN) and browsers keep an answer 10 s and may serve it 30 s more while
# they refresh it; so an edit reaches every reader within about 10 s without any purge, while the
# front cache still answers nearly every request (docs/deploy.md).
CACHE_CONTROL = "public, max-age=10, s-maxage=10, stale-while-revalidate=30"
# What open pages ask for again every tick (the breaking strip, a live coverage's updates). The shared
# caches keep it 10 s like any answer, but a browser must ask before it uses its copy: with the line
# above, a poll 20 s after the last one is answered from the browser's stale copy while a second
# request revalidates it, so the page shows each change one poll late. Here each poll is one
# conditional request that the front cache answers (304 while nothing changed); nginx keeps serving
# its copy while it refreshes it by its own rule (proxy_cache_use_stale updating).
POLLED_CACHE_CONTROL = "public, max-age=0, s-maxage=10"
# Answers that depend on who asks (a logged-in editor's page) must never land in a shared cache.
PRIVATE_CACHE_CONTROL = "private, no-cache"
SURROGATE_KEY, CACHE_TAG, CACHE_STATUS = "Surrogate-Key", "Cache-Tag", "X-Portal-Cache"


def _failed(action: str, key: str, error: Exception) -> None:
    # While the breaker keeps the server out (common/redis_cache.py) every call fails at once; it
    # logged when it opened, so these are not logged one by one.
    if not isinstance(error, CacheUnavailable):
        logger.warning("cache %s failed for %s", action, key, exc_info=False)


def safe_get(key: str, store: BaseCache = cache) -> object | None:
    try:
        return store.get(key)
    except Exception as error:  # the cache server is down: behave as a miss
        _failed("get", key, error)
        return None


def safe_set(key: str, value: object, ttl: int | None, store: BaseCache = cache) -> None:
    try:
        store.set(key, value, ttl)
    except Exception as error:
        _failed("set", key, error)


def safe_delete(key: str, store: BaseCache = cache) -> None:
    try:
        store.delete(key)
    except Exception as error:
        _failed("delete", key, error)


def safe_add(key: str, value: object, ttl: int | None, default: bool = False, store: BaseCache = cache) -> bool:
    """cache.add that survives a down cache server: `default` then (False: treat as already there)."""
    try:
        return bool(store.add(key, value, ttl))
    except Exception as error:
        _failed("add", key, error)
        return default


@dataclass
class CachedResponse:
    status: int
    content: bytes
    content_type: str
    etag: str
    # Its tags' versions from before it was made. Empty (never current) for an entry an older release
    # stored without one, which Redis may still hold after a deploy.
    snapshot: cache_tags.Snapshot = ()

    @property
    def tags(self) -> list[str]:
        return [tag for tag, _ in self.snapshot]


def current_entry(key: str) -> CachedResponse | None:
    """The kept answer under `key` while its tags are unchanged; None makes the caller make it."""
    entry = safe_get(key)
    if isinstance(entry, CachedResponse) and cache_tags.is_current(entry.snapshot):
        return entry
    return None


def response_key(kind: str, request: HttpRequest, language: str, path: str | None = None, site: str = "") -> str:
    """`site`: the origin an answer's absolute links are written with (web/site_url.py), for the
    answers that hold any (pages, feeds, sitemaps), so each host's readers get their own links."""
    pairs = ((name, value) for name, values in request.GET.lists() for value in values)
    return answer_key(kind, language, path or request.path, pairs, site)


def answer_key(kind: str, language: str, path: str, query: Iterable[tuple[str, str]], site: str = "") -> str:
    """The key of the answer to `path` with `query` (decoded pairs, in any order), whoever asks: a
    browser's request (response_key) or a page embedding the read (web/reads.py)."""
    text = "&".join(sorted(f"{name}={value}" for name, value in query))
    raw = f"{kind}|{language}|{path}|{text}" + (f"|{site}" if site else "")
    return f"{kind}:{hashlib.sha1(raw.encode()).hexdigest()}"


def etag_for(content: bytes) -> str:
    return '"' + hashlib.sha1(content).hexdigest()[:20] + '"'


def store(key: str, response: HttpResponse, snapshot: cache_tags.Snapshot) -> CachedResponse:
    """Keep `response`, made after `snapshot` was taken of the tags of what it shows."""
    content_type = response.get("Content-Type", "application/json")
    return store_content(key, response.status_code, response.content, content_type, snapshot)


def store_content(
    key: str, status: int, content: bytes, content_type: str, snapshot: cache_tags.Snapshot,
) -> CachedResponse:
    entry = CachedResponse(status, content, content_type, etag_for(content), snapshot)
    if status in (200, 404):
        safe_set(key, entry, RESPONSE_TTL)
    return entry


def etag_matches(header: str | None, etag: str) -> bool:
    """If-None-Match with the weak comparison of RFC 9110: a list, `*`, and W/ tags all count.

    nginx's gzip turns our strong ETag into a weak one (W/"..."), and browsers send that back.
    """
    if not header:
        return False
    if header.strip() == "*":
        return True
    return any(tag.strip().removeprefix("W/") == etag for tag in header.split(","))


def to_response(
    request: HttpRequest, entry: CachedResponse, vary: str = "Accept-Language", made: bool = False,
    control: str = CACHE_CONTROL,
) -> HttpResponse:
    """Build the HTTP answer, with 304 when the client already holds this version.

    It names its tags for the front caches (`Surrogate-Key`, and `Cache-Tag` as other CDNs read it),
    whether it was `made` now or kept (`X-Portal-Cache`, which `make bench` counts), and keeps its
    snapshot on the response for the app server's own front cache (performance/front_cache.py).
    """
    if entry.status == 200 and etag_matches(request.headers.get("If-None-Match"), entry.etag):
        response = HttpResponse(status=304)
    else:
        response = HttpResponse(entry.content, status=entry.status, content_type=entry.content_type)
    response["ETag"] = entry.etag
    response["Vary"] = vary
    if entry.status == 200:
        response["Cache-Control"] = control
    if entry.snapshot:
        response[SURROGATE_KEY] = response[CACHE_TAG] = cache_tags.header_value(entry.tags)
        response.cache_snapshot = entry.snapshot  # type: ignore[attr-defined]
    response[CACHE_STATUS] = "miss" if made else "hit"
    return response
