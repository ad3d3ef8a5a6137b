"""enqueue(): on a real Redis with a real worker process, and inline."""
import inspect
import logging
import os
import time
from datetime import UTC, datetime

import pytest
from django.utils.module_loading import import_string
from redis import Redis
from rq import Queue

import jobs
from jobs.checks import jobs_queued
from jobs.management.commands.run_jobs import build_scheduler, next_run, run_schedule_inline
from jobs.queue import enqueue_named
from jobs.schedule import SCHEDULE, ScheduledJob
from jobs.tests import sample_jobs


def wait_for(client: Redis, key: str, count: int = 1, seconds: float = 20) -> list[str]:
    """The values pushed to `key` once there are `count` of them (whatever there is after `seconds`)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        values = client.lrange(key, 0, -1)
        if len(values) >= count:
            return values
        time.sleep(0.05)
    return client.lrange(key, 0, -1)


def test_a_queued_job_runs_in_the_worker_not_in_the_caller(queued, worker):
    jobs.enqueue(sample_jobs.record_pid, "ran")
    [pid] = wait_for(queued, "ran")
    assert int(pid) != os.getpid()


def test_a_job_that_fails_twice_is_retried_and_succeeds(queued, worker):
    jobs.enqueue(sample_jobs.fail_twice_then_record, "flaky")
    assert wait_for(queued, "flaky", seconds=30) == ["done on try 3"]
    assert queued.get("flaky:tries") == "3"


def test_the_queue_holds_the_job_with_its_retries_until_a_worker_takes_it(queued, settings):
    jobs.enqueue(sample_jobs.record, "later", "x")
    queue = Queue(settings.JOBS_QUEUE, connection=Redis.from_url(settings.JOBS_REDIS_URL))
    [job] = queue.get_jobs()
    assert job.func_name == "jobs.tests.sample_jobs.record" and job.args == ("later", "x")
    assert job.retries_left == 3 and job.retry_intervals == [1, 1, 1]


@pytest.mark.django_db
def test_a_job_asked_for_inside_a_transaction_is_queued_when_it_commits(queued, settings,
                                                                        django_capture_on_commit_callbacks):
    queue = Queue(settings.JOBS_QUEUE, connection=Redis.from_url(settings.JOBS_REDIS_URL))
    with django_capture_on_commit_callbacks(execute=True):
        jobs.enqueue(sample_jobs.record, "committed", "x")
        assert queue.count == 0, "nothing may be queued before the save is committed"
    assert queue.count == 1


def test_the_schedule_enqueues_its_functions_as_jobs_with_retries(queued, worker, settings):
    scheduler = build_scheduler([ScheduledJob("jobs.tests.sample_jobs.tick", interval=60)],
                                Redis.from_url(settings.JOBS_REDIS_URL))
    [due] = scheduler.enqueue_jobs()  # an interval entry is due at once when the scheduler starts
    assert due.name == "jobs.tests.sample_jobs.tick"
    assert scheduler.enqueue_jobs() == [], "not again before its interval"
    assert wait_for(queued, "ticks") == ["tick"]


def test_inline_a_job_runs_at_once(settings):
    settings.JOBS_INLINE = True
    calls = []
    jobs.enqueue(calls.append, "now")
    assert calls == ["now"]


def test_inline_a_failing_job_is_logged_not_raised(settings, caplog):
    settings.JOBS_INLINE = True
    with caplog.at_level(logging.ERROR, logger="jobs"):
        jobs.enqueue(sample_jobs.explode)
    assert "jobs.tests.sample_jobs.explode failed" in caplog.text


def test_a_queue_that_cannot_be_reached_runs_the_job_inline(settings, caplog):
    settings.JOBS_INLINE = False
    settings.JOBS_REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    calls = []
    with caplog.at_level(logging.ERROR, logger="jobs"):
        jobs.enqueue(calls.append, "anyway")
    assert calls == ["anyway"] and "could not be queued" in caplog.text


def test_each_scheduled_function_imports_and_takes_no_arguments():
    names = {entry.func for entry in SCHEDULE}
    assert {"news.scheduling.publish_due", "widgets.jobs.fetch_weather", "widgets.jobs.fetch_exchange_rates"} <= names
    for entry in SCHEDULE:
        assert (entry.interval is None) != (entry.cron is None), entry
        func = import_string(entry.func)
        inspect.signature(func).bind()  # raises TypeError if it cannot be called without arguments


def test_enqueue_named_queues_the_function_by_its_name(queued, settings):
    enqueue_named("jobs.tests.sample_jobs.tick")
    [job] = Queue(settings.JOBS_QUEUE, connection=Redis.from_url(settings.JOBS_REDIS_URL)).get_jobs()
    assert job.func_name == "jobs.tests.sample_jobs.tick" and job.retries_left == 3


@pytest.mark.django_db(transaction=True)  # the loop closes stale connections between jobs, as a worker must
def test_without_a_queue_run_jobs_runs_the_schedule_inline_and_logs_failures(caplog):
    sample_jobs.inline_calls.clear()
    schedule = [ScheduledJob("jobs.tests.sample_jobs.note", interval=3600),
                ScheduledJob("jobs.tests.sample_jobs.explode", interval=3600),
                ScheduledJob("jobs.tests.no_such_module.job", interval=3600)]
    with caplog.at_level(logging.ERROR, logger="jobs"):
        run_schedule_inline(schedule, max_runs=3)  # each interval entry is due once at the start
    assert sample_jobs.inline_calls == ["note"]
    assert "sample_jobs.explode failed" in caplog.text and "no_such_module.job does not import" in caplog.text


def test_a_daily_entry_runs_next_at_its_local_time():
    after = datetime(2026, 1, 5, 4, 0, tzinfo=UTC)  # 12:00 in Ulaanbaatar (UTC+8)
    following = next_run(ScheduledJob("x.y", cron="30 11 * * *"), after)
    assert following == datetime(2026, 1, 6, 3, 30, tzinfo=UTC)


def test_the_deploy_check_warns_when_jobs_run_inline(settings):
    settings.JOBS_INLINE = True
    assert [message.id for message in jobs_queued(None)] == ["portal.W002"]
    settings.JOBS_INLINE = False
    assert jobs_queued(None) == []
