"""Purging the front caches in front of the app by tag: nginx (deploy/) and a CDN.

One small interface, `FrontCache.purge(tags)`, with a backend per kind of front cache, configured in
settings (none in `make start`). A change of content queues `purge_front_caches` as a job
(jobs/queue.py): it runs after the editor's request, in the worker, and a backend that fails raises,
so the job engine tries it again later.

- `NginxFrontCache` asks nginx again for each entry that showed a changed tag (performance/front_index.py)
  with `X-Portal-Refresh: 1`, which deploy/nginx-portal.conf lets through its cache from the addresses it
  trusts: nginx fetches the answer from the app and keeps the new copy in place of the old one. Readers
  never meet a miss, and no nginx module beyond Debian's nginx-light is needed. It first waits out
  what is left of cache_tags.MEMO_SECONDS since the change, the time every app process takes to
  notice the bump (nothing, when the job waited in the queue that long).
- `CdnFrontCache` posts the tags to a CDN's purge-by-tag address with a token: the `Surrogate-Key`
  header as Fastly reads it and `{"tags": [...]}` as Cloudflare's API reads it.
"""
from __future__ import annotations

import logging
import time
import urllib.error
import urllib.request
from collections.abc import Iterable
from typing import Protocol

import orjson
from django.conf import settings

from common import cache_tags
from observability import live

from . import front_index

logger = logging.getLogger("portal.purge")

# The encodings deploy/nginx-portal.conf keys an entry by ($portal_accept_encoding).
NGINX_ENCODINGS = ("gzip, br", "gzip", "")
# At most this many entries refreshed per tag and purge; past that, copies live out their s-maxage.
NGINX_MAX_ENTRIES = 500
TIMEOUT_SECONDS = 10.0


class PurgeFailed(Exception):
    """A front cache did not take the purge; the job is tried again."""


class FrontCache(Protocol):
    name: str

    def purge(self, tags: set[str], changed_at: float) -> None: ...


class NginxFrontCache:
    name = "nginx"

    def __init__(self, url: str, wait: float = cache_tags.MEMO_SECONDS) -> None:
        self.url = url.rstrip("/")
        self.wait = wait

    def purge(self, tags: set[str], changed_at: float) -> None:
        time.sleep(max(0.0, min(self.wait, changed_at + self.wait - time.time())))
        failed = 0
        for tag in sorted(tags):
            entries = front_index.take(tag, NGINX_MAX_ENTRIES)
            missed = [entry for entry in entries if not self.refresh(entry)]
            if missed:
                front_index.put_back(tag, missed)
                failed += len(missed)
        if failed:
            raise PurgeFailed(f"nginx refreshed all but {failed} entries")

    def refresh(self, entry: front_index.FrontEntry) -> bool:
        """Ask nginx for `entry` again past its cache, in each encoding it keeps; whether all went."""
        ok = True
        for encoding in NGINX_ENCODINGS:
            headers = {"Host": entry.host, "X-Portal-Refresh": "1", "X-Forwarded-Proto": entry.scheme}
            if encoding:
                headers["Accept-Encoding"] = encoding
            if entry.language:
                headers["Accept-Language"] = entry.language
            if entry.theme:
                headers["Cookie"] = f"theme={entry.theme}"
            ok = _send(urllib.request.Request(self.url + entry.uri, headers=headers)) and ok
        return ok


class CdnFrontCache:
    name = "cdn"

    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.token = token

    def purge(self, tags: set[str], changed_at: float) -> None:
        keys = sorted(tags)
        request = urllib.request.Request(
            self.url,
            data=orjson.dumps({"tags": keys}),
            method="POST",
            headers={
                "Authorization": f"Bearer {self.token}",
                "Fastly-Key": self.token,
                "Surrogate-Key": " ".join(keys),
                "Content-Type": "application/json",
            },
        )
        if not _send(request):
            raise PurgeFailed(f"the CDN did not take the purge of {len(keys)} tags")


def _send(request: urllib.request.Request) -> bool:
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as answer:  # noqa: S310 - our own address
            answer.read()
            return 200 <= answer.status < 400
    except urllib.error.HTTPError as error:
        return error.code == 404  # a page that is gone now: nothing left to refresh
    except OSError:
        return False


def front_caches() -> list[FrontCache]:
    """The front caches settings name (FRONT_CACHE_NGINX_URL, CDN_PURGE_URL and CDN_PURGE_TOKEN)."""
    found: list[FrontCache] = []
    if getattr(settings, "FRONT_CACHE_NGINX_URL", ""):
        found.append(NginxFrontCache(settings.FRONT_CACHE_NGINX_URL))
    if getattr(settings, "CDN_PURGE_URL", ""):
        found.append(CdnFrontCache(settings.CDN_PURGE_URL, settings.CDN_PURGE_TOKEN))
    return found


def queue_purge(tags: Iterable[str]) -> None:
    """Purge `tags` from the front caches in the background (none configured: nothing to do)."""
    if not front_caches():
        return
    from jobs import enqueue

    enqueue(purge_front_caches, sorted(tags), time.time())


def purge_front_caches(tags: list[str], changed_at: float = 0.0) -> None:
    """Job: purge `tags`, changed at `changed_at` (epoch seconds), from every front cache; raise when
    any failed, after trying them all."""
    failures = []
    for front in front_caches():
        try:
            front.purge(set(tags), changed_at)
        except PurgeFailed as error:
            failures.append(f"{front.name}: {error}")
    # The lag from the editor's save to every front cache refreshed: portal_purge_lag_seconds.
    live.record_purge(changed_at, succeeded=not failures)
    if failures:
        raise PurgeFailed("; ".join(failures))
