"""What runs on a schedule: one table, read by `manage.py run_jobs` (RQ's CronScheduler).

An entry names its function by dotted path, so this table imports nothing; each scheduled run is an
ordinary job, with the same retries as any other. `interval` is in seconds (the first run is when
the scheduler starts); `cron` is a crontab line in the server's time zone (settings.TIME_ZONE).
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class ScheduledJob:
    func: str
    interval: int | None = None
    cron: str | None = None


SCHEDULE: list[ScheduledJob] = [
    # Articles whose publish time has come go live within half a minute of it.
    ScheduledJob("news.scheduling.publish_due", interval=30),
    # Readers' views, buffered in Redis, reach the newsroom's audience desk within seconds (audience/buffer.py).
    ScheduledJob("audience.jobs.flush_views", interval=5),
    ScheduledJob("widgets.jobs.fetch_weather", interval=30 * 60),
    # The Bank of Mongolia sets the day's rates in the morning; the job fetches the last 7 days, so
    # a day it missed is filled in the next day.
    ScheduledJob("widgets.jobs.fetch_exchange_rates", cron="30 11 * * *"),
    # The morning email: the top stories since yesterday's 07:00, to each confirmed subscriber
    # (TIME_ZONE is Asia/Ulaanbaatar; newsletter/digest.py is idempotent per day).
    ScheduledJob("newsletter.digest.send_morning_digest", cron="0 7 * * *"),
]
