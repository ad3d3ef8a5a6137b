"""prometheus-client's multi-process mode for the app server's worker processes (config/granian_server.py,
and config/gunicorn.conf.py's server hooks).

Each process writes its values to files named after its pid in PROMETHEUS_MULTIPROC_DIR, and `/metrics`,
answered by any one worker, adds up every file. The directory must be named before prometheus-client is
first imported (it picks its value store then), so the server's main process calls `prepare()` first
thing, before it loads the app and forks its workers:

- none named: a fresh directory of this server's own, removed when the server stops;
- one named (`make start` shares it with the job schedule's process): made if missing, and the files of
  processes no longer running removed, so counts start from zero with each start.

When a worker dies the main process calls `worker_gone(pid)`: its gauges leave the sums of the live
ones (its counters and histograms stay counted, as Prometheus expects of counters).
This module imports nothing of prometheus-client's at import time.
"""
import atexit
import os
import re
import shutil
import tempfile
from pathlib import Path

ENV = "PROMETHEUS_MULTIPROC_DIR"
_PID_IN_NAME = re.compile(r"_(\d+)\.db$")


def prepare() -> Path:
    named = os.environ.get(ENV, "")
    if not named:
        directory = Path(tempfile.mkdtemp(prefix="portal-metrics-"))
        os.environ[ENV] = str(directory)
        owner = os.getpid()

        def remove() -> None:
            if os.getpid() == owner:  # forked workers run atexit hooks of their own
                shutil.rmtree(directory, ignore_errors=True)

        atexit.register(remove)
        return directory
    directory = Path(named)
    directory.mkdir(parents=True, exist_ok=True)
    for file in directory.glob("*.db"):
        found = _PID_IN_NAME.search(file.name)
        if found and not _running(int(found.group(1))):
            file.unlink(missing_ok=True)
    return directory


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def worker_gone(pid: int | None) -> None:
    if pid is None or not os.environ.get(ENV):
        return
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(pid)
