"""The job worker's side: each job runs with the id of the request that queued it, and is counted.

RQ runs each job in a work horse, a process forked for it that ends with it: the count goes to Redis
(observability/live.py), where every scrape finds it whichever process made it.
"""
import logging
import time
from typing import Any

from rq import Worker

from . import context, live

logger = logging.getLogger("jobs")


class ObservedWorker(Worker):
    def perform_job(self, job: Any, queue: Any, *args: Any, **kwargs: Any) -> bool:
        context.request_id.set(str((job.meta or {}).get("request_id", "")) or context.new_id())
        started = time.perf_counter()
        succeeded = super().perform_job(job, queue, *args, **kwargs)
        live.count_job(succeeded)
        logger.info("Job %s %s in %.3f s", job.func_name, "done" if succeeded else "failed",
                    time.perf_counter() - started)
        return succeeded
