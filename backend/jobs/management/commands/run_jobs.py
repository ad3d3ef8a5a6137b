"""The job worker: works off the RQ queue and, unless told not to, enqueues the schedule's jobs."""
import logging
import threading
import time
from datetime import datetime, timedelta

from croniter import croniter
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import close_old_connections, connections
from django.utils import timezone
from django.utils.module_loading import import_string
from redis import Redis
from rq import Queue
from rq.cron import CronScheduler

from jobs.queue import enqueue_named, run_inline
from jobs.schedule import SCHEDULE, ScheduledJob
from observability.exposition import serve_in_background
from observability.jobs import ObservedWorker

logger = logging.getLogger("jobs")


class ThreadedCronScheduler(CronScheduler):
    """RQ's cron scheduler run in a thread of the worker process, so it lives and dies with it."""

    def _install_signal_handlers(self) -> None:
        pass  # the worker, in the main thread, owns SIGTERM and SIGINT


def build_scheduler(schedule: list[ScheduledJob], connection: Redis, logging_level: str = "INFO") -> CronScheduler:
    """A cron scheduler that enqueues each entry's function (through `enqueue_named`, for the retries)."""
    scheduler = ThreadedCronScheduler(connection=connection, logging_level=logging_level)
    for entry in schedule:
        scheduler.register(enqueue_named, settings.JOBS_QUEUE, args=(entry.func,), name=entry.func,
                           interval=entry.interval, cron=entry.cron)
    return scheduler


def next_run(entry: ScheduledJob, after: datetime) -> datetime:
    if entry.interval:
        return after + timedelta(seconds=entry.interval)
    return croniter(entry.cron, timezone.localtime(after)).get_next(datetime)


def run_schedule_inline(schedule: list[ScheduledJob], max_runs: int | None = None) -> None:
    """Without a queue: call each entry's function in this process on its clock (interval entries
    at once first), a failure logged. For one process of a small install (`make start`)."""
    start = timezone.now()
    due = {entry: start if entry.interval else next_run(entry, start) for entry in schedule}
    runs = 0
    while max_runs is None or runs < max_runs:
        entry = min(due, key=due.__getitem__)
        wait = (due[entry] - timezone.now()).total_seconds()
        if wait > 0:
            time.sleep(min(wait, 60))
            continue
        try:
            run_inline(import_string(entry.func))
        except ImportError:
            logger.exception("Scheduled job %s does not import", entry.func)
        close_old_connections()
        due[entry] = next_run(entry, timezone.now())
        runs += 1


class Command(BaseCommand):
    help = (
        "Run the job worker (RQ, with its scheduler of retries) and the schedule of jobs/schedule.py. "
        "Run the schedule in one process only: further workers take --no-schedule. "
        "When jobs run inline (no Redis), run the schedule alone, inline."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--no-schedule", action="store_true", help="Work off the queue only.")
        parser.add_argument("--burst", action="store_true", help="Work off what is queued, then exit.")

    def handle(self, *args, **options) -> None:
        if settings.METRICS_PORT:  # /metrics of this worker, for Prometheus (docs/operations.md)
            serve_in_background(settings.METRICS_PORT)
        if settings.JOBS_INLINE:
            if options["no_schedule"] or options["burst"]:
                raise CommandError("Jobs run inline (no JOBS_REDIS_URL or REDIS_URL, or JOBS_INLINE=1): no queue.")
            self.stdout.write("Jobs run inline (no Redis): running the schedule only, in this process.")
            run_schedule_inline(SCHEDULE)
            return
        # Each job's start and end at -v 2; failures and retries always.
        level = "INFO" if options["verbosity"] > 1 else "WARNING"
        # Blocking reads need a connection without the enqueuers' short socket timeout.
        connection = Redis.from_url(settings.JOBS_REDIS_URL)
        if not options["no_schedule"]:
            scheduler = build_scheduler(SCHEDULE, Redis.from_url(settings.JOBS_REDIS_URL), level)
            threading.Thread(target=scheduler.start, name="job-schedule", daemon=True).start()
        for entry in SCHEDULE:  # imported once here, not again in each job's forked child
            try:
                import_string(entry.func)
            except ImportError:
                logger.exception("Scheduled job %s does not import", entry.func)
        connections.close_all()  # each job runs in a forked child, which opens its own connection
        # Each job with the id of the request that queued it, counted (observability/jobs.py).
        worker = ObservedWorker([Queue(settings.JOBS_QUEUE, connection=connection)], connection=connection)
        worker.work(with_scheduler=True, burst=options["burst"], logging_level=level)
