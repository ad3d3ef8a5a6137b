"""Views held between the request that counts them and the job that writes them (docs/newsroom.md, Audience).

A counted view is two small writes to a buffer: one more view for (story, minute, edition, source),
and the visitor's hash with the time, for the readers of the last five minutes. The buffer is Redis
when the cache is Redis (one pipelined round trip, behind the cache's circuit breaker) and this
process's memory otherwise, or while the breaker is open. `flush()` takes each buffer whole (Redis:
RENAME, memory: a swap under the lock), so views counted meanwhile go to the next batch and none is
lost or counted twice, and writes the batch to the database in one transaction.
The job `audience.jobs.flush_views` flushes Redis every few seconds (jobs/schedule.py); each app
process flushes its own memory from a thread of its own.
"""
import logging
import threading
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from django.core.cache import caches
from django.db import connection, transaction
from django.utils import timezone

from common.redis_cache import CacheUnavailable, GuardedRedisCache

from .models import ReaderNow, StoryMinute

logger = logging.getLogger("portal.audience")

FLUSH_SECONDS = 5
NOW_WINDOW = timedelta(minutes=5)
BUFFER, PRESENCE = "portal:audience:views", "portal:audience:readers"
FLUSHING, FLUSHING_PRESENCE = BUFFER + ":flushing", PRESENCE + ":flushing"
FLUSH_LOCK, LOCK_SECONDS = "portal:audience:flush-lock", 60

ViewKey = tuple[int, int, str, str]  # article id, minute (epoch seconds), edition, source


@dataclass
class Batch:
    """What one flush writes: views per key, and each (article, visitor)'s latest time (epoch seconds)."""

    views: Counter[ViewKey] = field(default_factory=Counter)
    presence: dict[tuple[int, str], int] = field(default_factory=dict)
    is_leftover: bool = False  # left in Redis by a flush whose write failed: what came since is still there

    def add(self, key: ViewKey, visitor: str, at: int, count: int = 1) -> None:
        self.views[key] += count
        spot = (key[0], visitor)
        if at > self.presence.get(spot, 0):
            self.presence[spot] = at

    def merge(self, other: "Batch") -> None:
        self.views.update(other.views)
        for spot, at in other.presence.items():
            if at > self.presence.get(spot, 0):
                self.presence[spot] = at

    def __bool__(self) -> bool:
        return bool(self.views or self.presence)


# --- this process's memory ---------------------------------------------------------------------------

_lock = threading.Lock()
_local = Batch()
_flusher: threading.Thread | None = None


def record_local(key: ViewKey, visitor: str, at: int) -> None:
    with _lock:
        _local.add(key, visitor, at)
    _start_flusher()


def take_local() -> Batch:
    global _local
    with _lock:
        batch, _local = _local, Batch()
    return batch


def _give_back_local(batch: Batch) -> None:
    with _lock:
        _local.merge(batch)


def _start_flusher() -> None:
    global _flusher
    if _flusher is not None and _flusher.is_alive():
        return
    with _lock:
        if _flusher is None or not _flusher.is_alive():  # started after a fork too: threads do not survive it
            _flusher = threading.Thread(target=_flush_forever, name="audience-flush", daemon=True)
            _flusher.start()


def _flush_forever() -> None:
    while True:
        time.sleep(FLUSH_SECONDS)
        try:
            flush_local()
        except Exception:  # the database is away: the batch went back to the buffer, tried again next time
            logger.warning("audience: flushing this process's views failed", exc_info=True)


def flush_local() -> int:
    """Write this process's buffered views to the database; the number of views written."""
    batch = take_local()
    if not batch:
        return 0
    try:
        return write(batch)
    except Exception:
        _give_back_local(batch)
        raise


# --- Redis ----------------------------------------------------------------------------------------


def redis_client() -> GuardedRedisCache | None:
    """The cache when it is Redis (its client and its breaker), else None."""
    store = caches["default"]
    if not isinstance(store, GuardedRedisCache):
        return None
    return store


def record_redis(store: GuardedRedisCache, key: ViewKey, visitor: str, at: int) -> None:
    """One pipelined round trip; raises when Redis cannot be reached (the caller buffers locally)."""
    client = store.client.get_client(write=True)
    pipe = client.pipeline(transaction=False)
    pipe.hincrby(BUFFER, "|".join(map(str, key)), 1)
    pipe.hset(PRESENCE, f"{key[0]}|{visitor}", at)
    store.breaker.call(pipe.execute)


def take_redis(store: GuardedRedisCache) -> Batch | None:
    """The buffered batch (a batch left by a flush that failed first), or None when another process
    is flushing. The batch stays in Redis until `done_redis`."""
    client = store.client.get_client(write=True)
    if not store.breaker.call(client.set, FLUSH_LOCK, "1", nx=True, ex=LOCK_SECONDS):
        return None
    is_leftover = bool(store.breaker.call(client.exists, FLUSHING, FLUSHING_PRESENCE))
    for source, target in ((BUFFER, FLUSHING), (PRESENCE, FLUSHING_PRESENCE)):
        if not is_leftover:
            try:
                store.breaker.call(client.rename, source, target)
            except Exception as error:  # nothing buffered: RENAME of a missing key
                if "no such key" not in str(error).lower():
                    raise
    views, presence = store.breaker.call(_read_pair, client)
    batch = Batch(is_leftover=is_leftover)
    for raw, count in views.items():
        article, minute, edition, source = raw.decode().split("|")
        batch.views[(int(article), int(minute), edition, source)] += int(count)
    for raw, at in presence.items():
        article, visitor = raw.decode().split("|")
        batch.presence[(int(article), visitor)] = int(at)
    return batch


def _read_pair(client) -> tuple[dict, dict]:  # noqa: ANN001
    pipe = client.pipeline(transaction=False)
    pipe.hgetall(FLUSHING)
    pipe.hgetall(FLUSHING_PRESENCE)
    views, presence = pipe.execute()
    return views, presence


def done_redis(store: GuardedRedisCache) -> None:
    client = store.client.get_client(write=True)
    store.breaker.call(client.delete, FLUSHING, FLUSHING_PRESENCE, FLUSH_LOCK)


def release_redis(store: GuardedRedisCache) -> None:
    client = store.client.get_client(write=True)
    store.breaker.call(client.delete, FLUSH_LOCK)


def flush_redis() -> int:
    """Write the views buffered in Redis to the database; the number written (0 when another process is at it)."""
    store = redis_client()
    if store is None:
        return 0
    written = 0
    for _ in range(2):  # a batch left by a failed flush first, then what came since
        try:
            batch = take_redis(store)
        except (CacheUnavailable, ConnectionError, OSError):
            return written
        except Exception as error:  # redis-py's own errors
            logger.warning("audience: Redis buffer unreadable: %s", error)
            return written
        if batch is None:
            return written
        try:
            written += write(batch)
        except Exception:
            release_redis(store)  # the batch stays under its flushing keys and goes with the next flush
            raise
        done_redis(store)
        if not batch.is_leftover:
            break
    return written


def flush() -> int:
    """Both buffers this process can reach, to the database; the number of views written."""
    return flush_redis() + flush_local()


# --- the database -------------------------------------------------------------------------------------

VIEWS_SQL = (
    "INSERT INTO audience_storyminute (article_id, minute, edition, source, views, is_demo) "
    "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (article_id, minute, source) "
    "DO UPDATE SET views = audience_storyminute.views + excluded.views"
)
PRESENCE_SQL = (
    "INSERT INTO audience_readernow (article_id, visitor, seen_at) VALUES (%s, %s, %s) "
    "ON CONFLICT (article_id, visitor) DO UPDATE SET seen_at = excluded.seen_at "
    "WHERE excluded.seen_at > audience_readernow.seen_at"
)


def write(batch: Batch) -> int:
    """Add a batch to the stored counts in one transaction (stories deleted meanwhile are skipped)."""
    from news.models import Article

    ids = {key[0] for key in batch.views} | {spot[0] for spot in batch.presence}
    adapt = connection.ops.adapt_datetimefield_value
    with transaction.atomic():
        existing = set(Article.objects.filter(pk__in=ids).values_list("pk", flat=True)) if ids else set()
        views = [
            (article, adapt(_at(minute)), edition, source, count, False)
            for (article, minute, edition, source), count in sorted(batch.views.items()) if article in existing
        ]
        presence = [
            (article, visitor, adapt(_at(at)))
            for (article, visitor), at in sorted(batch.presence.items()) if article in existing
        ]
        with connection.cursor() as cursor:
            if views:
                cursor.executemany(VIEWS_SQL, views)
            if presence:
                cursor.executemany(PRESENCE_SQL, presence)
        prune_readers()
    return sum(row[4] for row in views)


def prune_readers(now: datetime | None = None) -> None:
    """Forget every visitor not seen within the window: their hash has done its work."""
    ReaderNow.objects.filter(seen_at__lt=(now or timezone.now()) - NOW_WINDOW).delete()


def _at(epoch: int) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)


def minute_of(epoch: float) -> int:
    return int(epoch) // 60 * 60


def stored_views(article_ids: Iterable[int]) -> int:
    """Every view stored for these stories (the bench's check that none was lost)."""
    from django.db.models import Sum

    return StoryMinute.objects.filter(article_id__in=list(article_ids)).aggregate(n=Sum("views"))["n"] or 0
