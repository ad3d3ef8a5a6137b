"""Background jobs on RQ (docs/adr/022): `enqueue(func, *args)` runs `func` in the worker, with retries.

Without Redis (`make start`, the SQLite tests) a job runs inline, at once, and a failure is only logged.
The schedule is one table (`jobs/schedule.py`); `manage.py run_jobs` runs the worker and the schedule.
"""
from .queue import enqueue, runs_inline

__all__ = ["enqueue", "runs_inline"]
