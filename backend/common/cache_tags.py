"""Cache tags (surrogate keys): the content each cached answer shows, and invalidation by it.

Every cached page and API answer carries the tags of what it shows: `news:<lid>` for one article,
`news` for the lists of articles, `breaking`, `navigation`, `polls`, ... Each tag has a version in
the store every app process shares (Redis, else a database table). An answer is kept with the
versions its tags had when it was made, and is current while they are unchanged; an editor's save
bumps only the tags of what it changed (`changed_tags`), so publishing one story re-makes the lists
and that story's page, not the other 100,000 pages. The front caches (nginx, a CDN) read the same
tags from the `Surrogate-Key` / `Cache-Tag` headers and are purged by them in the background
(performance/purge.py).

Every answer also carries SITE, which nothing bumps but a deliberate flush, and `CACHE_INVALIDATION
= "site"` makes every change bump SITE alone: one version for the whole site, as before tags, kept so
`make bench` measures both in the same run (docs/adr/022-cache-tags.md).
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable

from django.conf import settings
from django.core.cache import BaseCache, caches
from django.db.models import Model

from .redis_cache import CacheUnavailable

logger = logging.getLogger("portal.cache")

SITE = "site"
# Answers whose content no tag names (an API twin without a declared read) carry ANY, which every
# change bumps: they behave as every answer did before tags, never staler.
ANY = "any"
# Models whose app has no entry here invalidate their app's tag (the `polls` app: "polls").
# The article lists show categories, providers and kinds by name, and article pages do too: a change
# to any of those is a change of every article's page (NEWS_META), which is rare.
NEWS_LISTS = "news"
NEWS_META = "news-meta"
BREAKING = "breaking"
APP_TAGS: dict[str, frozenset[str]] = {"news": frozenset({NEWS_LISTS, NEWS_META})}

Snapshot = tuple[tuple[str, int], ...]  # (tag, version) pairs, sorted by tag

# Versions are read on every cached lookup; a process keeps each for a moment instead of asking the
# shared store each time. Other processes see a bump within that.
MEMO_SECONDS = 1.0
_PREFIX = "tagv:"
_memo: dict[str, tuple[int, float]] = {}
_memo_lock = threading.Lock()


def article_tag(lid: str) -> str:
    return f"news:{lid}"


def fresh_version() -> int:
    return time.time_ns() // 1000


def reset_memo() -> None:
    """Forget the remembered versions (tests, after they flush the cache)."""
    with _memo_lock:
        _memo.clear()


def _store() -> BaseCache:
    """Where versions live: a store every app process shares, also without Redis (settings)."""
    return caches["versions"]


def _failed(action: str, error: Exception) -> None:
    if not isinstance(error, CacheUnavailable):  # the breaker logged when it opened
        logger.warning("cache tag %s failed", action, exc_info=False)


def versions(tags: Iterable[str]) -> dict[str, int]:
    """The current version of each tag (one round trip for those not remembered this second)."""
    now = time.monotonic()
    found: dict[str, int] = {}
    missing: list[str] = []
    for tag in tags:
        memo = _memo.get(tag)
        if memo is not None and now < memo[1]:
            found[tag] = memo[0]
        else:
            missing.append(tag)
    if missing:
        found.update(_fetch(missing, now))
    return found


def _fetch(tags: list[str], now: float) -> dict[str, int]:
    store = _store()
    try:
        stored = store.get_many([_PREFIX + tag for tag in tags])
    except Exception as error:
        # The shared store is down: keep what this process knew, so its own copies stay of use
        # (they still expire with their time to live).
        _failed("read", error)
        stored = {}
        for tag in tags:
            known = _memo.get(tag)
            stored[_PREFIX + tag] = known[0] if known else fresh_version()
    found = {}
    for tag in tags:
        version = stored.get(_PREFIX + tag)
        if version is None:
            # A new number after a flush (not 1 again), so copies made before it never pass for current.
            version = fresh_version()
            try:
                if not store.add(_PREFIX + tag, version, None):
                    version = store.get(_PREFIX + tag) or version
            except Exception as error:
                _failed("start", error)
        found[tag] = int(version)
    with _memo_lock:
        for tag, version in found.items():
            _memo[tag] = (version, now + MEMO_SECONDS)
    return found


def snapshot(tags: Iterable[str]) -> Snapshot:
    """The versions `tags` have now: take it before making the answer that shows them."""
    return tuple(sorted(versions(set(tags)).items()))


def is_current(kept: Snapshot | None) -> bool:
    """Whether every tag of `kept` still has its version there. On every cached request (the app's own
    front cache serves a page in tens of microseconds), so the remembered versions are read inline."""
    if not kept:
        return False
    now = time.monotonic()
    missing = []
    for tag, version in kept:
        memo = _memo.get(tag)
        if memo is None or memo[1] <= now:
            missing.append(tag)
        elif memo[0] != version:
            return False
    if not missing:
        return True
    fetched = _fetch(missing, now)
    return all(fetched[tag] == version for tag, version in kept if tag in fetched)


def version_of(*tags: str) -> int:
    """One number that changes whenever any of `tags` is bumped (for per-process copies)."""
    return hash(snapshot(tags))


def bump(tags: Iterable[str]) -> None:
    """Make every answer that shows any of `tags` stale, in every process within MEMO_SECONDS."""
    store = _store()
    for tag in set(tags):
        with _memo_lock:
            _memo.pop(tag, None)  # this process reads the new version at once
        try:
            store.incr(_PREFIX + tag)
        except ValueError:  # not there yet: any new number differs from the one answers were made under
            try:
                store.set(_PREFIX + tag, fresh_version(), None)
            except Exception as error:
                _failed("bump", error)
        except Exception as error:
            _failed("bump", error)


def invalidation_mode() -> str:
    return getattr(settings, "CACHE_INVALIDATION", "tags")


def to_bump(changed: Iterable[str]) -> set[str]:
    """What a change of content tagged `changed` bumps: those tags and ANY, or the whole site."""
    if invalidation_mode() == "site":
        return {SITE}
    return {*changed, ANY}


def model_tags(model: type[Model]) -> frozenset[str]:
    """The tags any change of a row of `model` invalidates, whichever row."""
    label = model._meta.app_label
    return APP_TAGS.get(label, frozenset({label}))


def app_tags(module: str) -> frozenset[str]:
    """The tags of what code of the module `module` ("polls.api") shows, by default: its app's."""
    label = module.split(".", 1)[0]
    return frozenset({NEWS_LISTS}) if label == "news" else APP_TAGS.get(label, frozenset({label}))


def changed_tags(instance: Model) -> set[str]:
    """What a save or delete of `instance` invalidates: its model's tags and, where the model names
    them (a `cache_tags()` method), those of the row itself (an article's own page)."""
    own = getattr(instance, "cache_tags", None)
    return set(own()) if callable(own) else set(model_tags(type(instance)))


def header_value(tags: Iterable[str]) -> str:
    """The tags as the `Surrogate-Key` and `Cache-Tag` headers carry them: space separated."""
    return " ".join(sorted(set(tags)))
