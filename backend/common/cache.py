"""Response caching that editors never think about.

Every cached entry's key carries the content version; any editor save bumps the version,
so the next read renders afresh. Readers' counters are written with UPDATE queries that fire
no signals and so never invalidate. A short TTL also bounds how late a scheduled article
can appear. When the cache server is down, reads fall through to the database.
"""
import hashlib
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass

from django.core.cache import BaseCache, cache, caches
from django.http import HttpRequest, HttpResponse

from .redis_cache import CacheUnavailable

logger = logging.getLogger("portal.cache")

VERSION_KEY = "content-version"
RESPONSE_TTL = 60
# Shared caches (nginx, a CDN) and browsers keep an answer 10 s and may serve it 30 s more while
# they refresh it; so an edit reaches every reader within about 10 s without any purge, while the
# front cache still answers nearly every request (docs/deploy.md).
CACHE_CONTROL = "public, max-age=10, s-maxage=10, stale-while-revalidate=30"
# Answers that depend on who asks (a logged-in editor's page) must never land in a shared cache.
PRIVATE_CACHE_CONTROL = "private, no-cache"


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


# The version is read on every cached lookup (several per page); one process keeps it for a
# moment instead of asking the cache server each time. Other processes see a bump within that.
VERSION_MEMO_SECONDS = 1.0
_memo: dict[str, float] = {"version": 0, "until": 0.0}


def fresh_version() -> int:
    return time.time_ns() // 1000


def reset_version_memo() -> None:
    """Forget the remembered version (tests, after they flush the cache)."""
    _memo["until"] = 0.0


def _versions() -> BaseCache:
    """Where the version lives: a store every app process shares, also without Redis (settings)."""
    return caches["versions"]


def content_version() -> int:
    now = time.monotonic()
    if now < _memo["until"]:
        return int(_memo["version"])
    store = _versions()
    try:
        version = store.get(VERSION_KEY)
    except Exception as error:
        # The shared store is down: keep the version this process knew rather than a new one each
        # second, so its own copies stay of use; they still expire with their TTL.
        _failed("get", VERSION_KEY, error)
        version = _memo["version"] or fresh_version()
        _memo.update(version=int(version), until=now + VERSION_MEMO_SECONDS)
        return int(version)
    if version is None:
        # A new number after a flush (not 1 again), so copies that processes keep from before
        # the flush (performance/local_copies.py) can never pass for current ones.
        safe_add(VERSION_KEY, fresh_version(), None, store=store)
        version = safe_get(VERSION_KEY, store=store) or fresh_version()
    _memo.update(version=int(version), until=now + VERSION_MEMO_SECONDS)
    return int(version)


def bump_content_version() -> None:
    """Called whenever an editor saves or deletes content."""
    _memo["until"] = 0.0  # this process reads the new version at once
    store = _versions()
    try:
        store.incr(VERSION_KEY)
    except ValueError:
        safe_set(VERSION_KEY, fresh_version(), None, store=store)
    except Exception:
        logger.warning("cache version bump failed", exc_info=False)


@dataclass
class CachedResponse:
    status: int
    content: bytes
    content_type: str
    etag: str
    headers: dict[str, str]


def response_key(kind: str, request: HttpRequest, language: str, path: str | None = None) -> str:
    pairs = ((name, value) for name, values in request.GET.lists() for value in values)
    return answer_key(kind, language, path or request.path, pairs)


def answer_key(kind: str, language: str, path: str, query: Iterable[tuple[str, str]]) -> str:
    """The key of the answer to `path` with `query` (decoded pairs, in any order), whoever asks: a
    browser's request (response_key) or a page embedding the read (web/reads.py)."""
    text = "&".join(sorted(f"{name}={value}" for name, value in query))
    raw = f"{kind}|{language}|{path}|{text}"
    return f"{kind}:{content_version()}:{hashlib.sha1(raw.encode()).hexdigest()}"


def etag_for(content: bytes) -> str:
    return '"' + hashlib.sha1(content).hexdigest()[:20] + '"'


def store(key: str, response: HttpResponse, extra_headers: dict[str, str] | None = None) -> CachedResponse:
    content_type = response.get("Content-Type", "application/json")
    return store_content(key, response.status_code, response.content, content_type, extra_headers)


def store_content(
    key: str, status: int, content: bytes, content_type: str, extra_headers: dict[str, str] | None = None,
) -> CachedResponse:
    entry = CachedResponse(status, content, content_type, etag_for(content), extra_headers or {})
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


def to_response(request: HttpRequest, entry: CachedResponse, vary: str = "Accept-Language") -> HttpResponse:
    """Build the HTTP answer, with 304 when the client already holds this version."""
    if entry.status == 200 and etag_matches(request.headers.get("If-None-Match"), entry.etag):
        response = HttpResponse(status=304)
    else:
        response = HttpResponse(entry.content, status=entry.status, content_type=entry.content_type)
    for name, value in entry.headers.items():
        response[name] = value
    response["ETag"] = entry.etag
    response["Vary"] = vary
    if entry.status == 200:
        response["Cache-Control"] = CACHE_CONTROL
    return response
