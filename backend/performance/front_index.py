"""Which entries of the nginx front cache (deploy/nginx-portal.conf) show each tag.

nginx keeps an answer under its address, the reader's language (API reads) and theme (pages), and
encoding; it knows nothing of tags. So when the app makes a shareable answer, it notes, under each of
the answer's tags, what nginx keys that answer by; the purge job (performance/purge.py) takes the notes
of the tags that changed and asks nginx for each entry again. A note lives until its tag is purged
or a day passes, and only while Redis is there: without a shared store there is no front cache to purge.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

import orjson
from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from django_redis.cache import RedisCache

from common import cache_tags
from common.redis_cache import CacheUnavailable
from common.theme import chosen_theme

logger = logging.getLogger("portal.cache")

INDEX_SECONDS = 24 * 3600
# The broad tags are not noted: SITE and ANY change as a whole site does, and then the front cache
# lets its copies expire (s-maxage) rather than asking for every page again.
UNNOTED = {cache_tags.SITE, cache_tags.ANY}
_PREFIX = "front-index:"


@dataclass(frozen=True)
class FrontEntry:
    """What nginx's cache key holds of a request besides its encoding."""

    scheme: str
    host: str
    uri: str  # path and query string, as the reader sent them
    language: str  # for API reads: the language of Accept-Language ("mn" or "en"), else ""
    theme: str  # for pages: the reader's theme cookie ("light", "dark" or "")

    def dumps(self) -> bytes:
        return orjson.dumps([self.scheme, self.host, self.uri, self.language, self.theme])

    @classmethod
    def loads(cls, raw: bytes | str) -> FrontEntry:
        return cls(*orjson.loads(raw))


def entry_of(request: HttpRequest) -> FrontEntry:
    """The front-cache entry a request reads, as deploy/nginx-portal.conf keys it."""
    path = request.path
    language = theme = ""
    if path.startswith(("/api/", "/translations/")):
        accept = request.headers.get("Accept-Language", "").lstrip().lower()
        language = "en" if accept.startswith("en") else "mn"
    elif not path.startswith(("/static/", "/media/")):
        theme = chosen_theme(request.COOKIES) or ""
    return FrontEntry(request.scheme or "http", request.get_host(), request.get_full_path(), language, theme)


def _redis():  # noqa: ANN202 - a redis-py client, or None
    store = caches["versions"]
    if not isinstance(store, RedisCache):  # the database table of `make start`: no front cache there
        return None
    return store.client.get_client(write=True)


def remember(request: HttpRequest, tags: list[str]) -> None:
    """Note that the front cache may now keep the answer to `request`, which shows `tags` (only when
    an nginx front cache is to be purged: settings.FRONT_CACHE_NGINX_URL)."""
    noted = [tag for tag in tags if tag not in UNNOTED]
    store = caches["versions"]
    if not noted or not settings.FRONT_CACHE_NGINX_URL or not isinstance(store, RedisCache):
        return
    value = entry_of(request).dumps()

    def note() -> None:
        pipeline = store.client.get_client(write=True).pipeline(transaction=False)
        for tag in noted:
            pipeline.sadd(_PREFIX + tag, value)
            pipeline.expire(_PREFIX + tag, INDEX_SECONDS)
        pipeline.execute()

    breaker = getattr(store, "breaker", None)  # while Redis is out, fail at once (common/redis_cache.py)
    try:
        if breaker is None:
            note()
        else:
            breaker.call(note)
    except Exception as error:  # a lost note costs a copy that lives its s-maxage: never a reader's error
        if not isinstance(error, CacheUnavailable):
            logger.warning("front index: noting %s failed", noted, exc_info=False)


def take(tag: str, limit: int) -> list[FrontEntry]:
    """Up to `limit` entries that show `tag`, removed from the notes (making them again notes them again)."""
    client = _redis()
    if client is None:
        return []
    return [FrontEntry.loads(raw) for raw in client.spop(_PREFIX + tag, limit) or []]


def put_back(tag: str, entries: list[FrontEntry]) -> None:
    """Entries a purge could not refresh: noted again for the retry."""
    client = _redis()
    if client is not None and entries:
        client.sadd(_PREFIX + tag, *(entry.dumps() for entry in entries))
        client.expire(_PREFIX + tag, INDEX_SECONDS)
