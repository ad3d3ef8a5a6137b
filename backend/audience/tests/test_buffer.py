"""The buffer loses no view and counts none twice while views and flushes run at the same time."""
import threading
import time

import pytest
from django.db.models import Sum

from audience import buffer, counting, jobs
from audience.models import ReaderNow, StoryMinute
from news.tests import factories

THREADS, VIEWS_EACH = 8, 250


def _views_of(article_ids) -> int:
    return StoryMinute.objects.filter(article_id__in=article_ids).aggregate(n=Sum("views"))["n"] or 0


def _count_while_flushing(stories) -> None:
    """THREADS readers count VIEWS_EACH views each across `stories` while the job flushes meanwhile."""
    start = threading.Barrier(THREADS + 1)
    done = threading.Event()
    errors: list[BaseException] = []

    def reader(n: int) -> None:
        start.wait()
        for i in range(VIEWS_EACH):
            story = stories[(n + i) % len(stories)]
            counting.record(story.pk, story.language, "direct", f"{n:08x}{i % 7:08x}", at=time.time() - (i % 3) * 60)

    def flusher() -> None:
        start.wait()
        try:
            while not done.is_set():
                jobs.flush_views()
        except BaseException as error:  # noqa: BLE001 - reported by the test
            errors.append(error)
        finally:
            from django.db import connection

            connection.close()

    readers = [threading.Thread(target=reader, args=(n,)) for n in range(THREADS)]
    flushing = threading.Thread(target=flusher)
    for thread in [*readers, flushing]:
        thread.start()
    for thread in readers:
        thread.join()
    done.set()
    flushing.join()
    assert not errors
    jobs.flush_views()


@pytest.mark.django_db(transaction=True)
def test_in_process_buffer_is_exact_under_concurrent_views(settings):
    settings.CACHES = {**settings.CACHES, "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                                       "LOCATION": "audience-test"}}
    assert buffer.redis_client() is None
    stories = [factories.article(), factories.article(language="en"), factories.article()]
    _count_while_flushing(stories)
    assert _views_of([s.pk for s in stories]) == THREADS * VIEWS_EACH
    assert ReaderNow.objects.count() == len({(s, n, i % 7) for n in range(THREADS) for i, s in
                                             ((i, stories[(n + i) % 3].pk) for i in range(VIEWS_EACH))})


@pytest.mark.django_db(transaction=True)
def test_redis_buffer_is_exact_under_concurrent_views():
    if buffer.redis_client() is None:
        pytest.skip("the cache is not Redis (REDIS_URL unset): the PostgreSQL and Redis run covers this")
    stories = [factories.article(), factories.article(language="en"), factories.article()]
    _count_while_flushing(stories)
    assert _views_of([s.pk for s in stories]) == THREADS * VIEWS_EACH
    client = buffer.redis_client().client.get_client(write=True)
    assert not client.exists(buffer.BUFFER, buffer.FLUSHING)


@pytest.mark.django_db(transaction=True)
def test_views_wait_in_process_while_redis_is_away(monkeypatch):
    """The breaker open (or no answer): the view stays in this process and this process writes it."""
    story = factories.article()

    def away(*args, **kwargs):
        raise ConnectionError("Redis is away")

    monkeypatch.setattr(buffer, "record_redis", away)
    monkeypatch.setattr(buffer, "redis_client", lambda: object())
    counting.record(story.pk, "mn", "direct", "00ff00ff00ff00ff")
    monkeypatch.undo()
    assert buffer.flush_local() == 1
    assert _views_of([story.pk]) == 1


@pytest.mark.django_db(transaction=True)
def test_a_batch_that_failed_to_write_is_written_by_the_next_flush(monkeypatch):
    story = factories.article()
    counting.record(story.pk, "mn", "search", "0123456789abcdef")
    real_write = buffer.write

    def failing(batch):
        raise RuntimeError("database away")

    monkeypatch.setattr(buffer, "write", failing)
    with pytest.raises(RuntimeError):
        buffer.flush()
    monkeypatch.setattr(buffer, "write", real_write)
    counting.record(story.pk, "mn", "search", "0123456789abcdef")
    buffer.flush()
    assert _views_of([story.pk]) == 2


@pytest.mark.django_db(transaction=True)
def test_views_of_a_deleted_story_are_dropped_not_retried():
    story, gone = factories.article(), factories.article()
    counting.record(story.pk, "mn", "direct", "aa")
    counting.record(gone.pk, "mn", "direct", "bb")
    gone.delete()
    assert buffer.flush() == 1
    assert _views_of([story.pk]) == 1
