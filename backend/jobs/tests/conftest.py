"""A Redis of the tests' own (ports 56391-56399, never the machine's 6379) and a real worker process."""
import os
import shutil
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from redis import Redis

BACKEND = Path(__file__).resolve().parents[2]
PORTS = range(56391, 56400)


def _free_port() -> int:
    # Parallel test processes (pytest-xdist gw0, gw1, ...) start at different ports, so they never race for one.
    worker = int("".join(c for c in os.environ.get("PYTEST_XDIST_WORKER", "gw0") if c.isdigit()) or 0)
    for port in [*PORTS[worker % len(PORTS):], *PORTS[:worker % len(PORTS)]]:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError(f"no free port in {PORTS.start}-{PORTS.stop - 1} for the jobs tests' Redis")


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    if not shutil.which("redis-server"):
        pytest.skip("redis-server is not installed")
    port = _free_port()
    server = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", ""],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        client = Redis.from_url(url)
        for _ in range(100):
            try:
                client.ping()
                break
            except Exception:
                if server.poll() is not None:
                    raise RuntimeError(f"redis-server on port {port} did not start") from None
                time.sleep(0.05)
        yield url
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture
def queued(settings, redis_url) -> Iterator[Redis]:
    """Jobs go on a fresh queue of the tests' Redis, retried after 1 s."""
    settings.JOBS_INLINE = False
    settings.JOBS_REDIS_URL = redis_url
    settings.JOBS_QUEUE = f"test-{uuid.uuid4().hex[:8]}"
    settings.JOBS_RETRY_INTERVALS = [1, 1, 1]
    client = Redis.from_url(redis_url, decode_responses=True)
    client.flushdb()
    yield client
    client.flushdb()


@pytest.fixture
def worker(queued, settings, tmp_path) -> Iterator[subprocess.Popen]:
    """`manage.py run_jobs --no-schedule` on the test's queue, in a process of its own (log: tmp_path/worker.log)."""
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test", "JOBS_INLINE": "0",
           "JOBS_REDIS_URL": settings.JOBS_REDIS_URL, "JOBS_QUEUE": settings.JOBS_QUEUE}
    with (tmp_path / "worker.log").open("w") as log:
        process = subprocess.Popen([sys.executable, "manage.py", "run_jobs", "--no-schedule", "-v", "2"], cwd=BACKEND,
                                   env=env, stdout=log, stderr=subprocess.STDOUT)
    yield process
    process.terminate()
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()

