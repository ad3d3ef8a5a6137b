"""A production worker's memory, measured on the real server: `make serve-prod` at its defaults draws a
few hundred pages nobody asked for before (each rendered by V8 and kept in the front cache), and every
worker stays under the 400 MB a worker is sized for (docs/adr/034, docs/deploy.md "Memory per
worker"). The 20,000-page figure is bench/memory.py's; the defaults themselves are asserted in
web/tests/test_memory_bounds.py."""
import re
import shutil
import subprocess
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings

from resilience.servers import (
    PRODUCTION_ON_LOOPBACK,
    REPO,
    children,
    command_of,
    environment_of,
    free_port,
    portal_env,
    rss_mb,
    seed_small_demo,
    stop_group,
    wait_for_port,
)

WORKER_MB = 400
PAGES = 600

pytestmark = pytest.mark.skipif(
    not settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"), reason="runs in the SQLite run of make test"
)


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=60) as answer:
            answer.read()
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_a_production_worker_stays_under_its_bound_over_distinct_pages(tmp_path):
    env = portal_env(tmp_path / "portal.sqlite3", tmp_path, **PRODUCTION_ON_LOOPBACK)
    for name in ("SSR_POOL_SIZE", "SSR_HEAP_MB", "EDGE_CACHE_MB", "SSR_ISOLATION", "WORKERS", "THREADS"):
        env.pop(name, None)  # the defaults, as a newsroom runs it
    seed_small_demo(env)
    port = free_port()
    env["PORT"] = str(port)
    with (tmp_path / "prod.log").open("w") as log:
        server = subprocess.Popen(["make", "-s", "serve-prod", f"PORT={port}"], cwd=REPO, env=env, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)
    try:
        wait_for_port(port, timeout=180)
        base = f"http://127.0.0.1:{port}"
        (main,) = [pid for pid in children(server.pid) if "granian" in command_of(pid)]
        workers = children(main)
        assert len(workers) == 2
        assert not {"SSR_POOL_SIZE", "SSR_HEAP_MB", "EDGE_CACHE_MB"} & set(environment_of(workers[0]))
        lids = _article_lids(base)
        assert lids, "no article links on the front page"
        # Distinct pages: the article pages under query strings nobody sent before, and searches.
        urls = [f"{base}/{lids[n % len(lids)]}/r?seen={n}" if n % 2 else f"{base}/msearch?query=word{n}"
                for n in range(PAGES)]
        with ThreadPoolExecutor(8) as pool:
            statuses = list(pool.map(_status, urls))
        assert set(statuses) == {200}, sorted(set(statuses))
        sizes = [round(rss_mb(pid)) for pid in workers]
        print(f"serve-prod workers' RSS after {PAGES} distinct pages: {sizes} MB")
        assert all(0 < size <= WORKER_MB for size in sizes), sizes
        assert children(main) == workers  # none died and none was replaced
    finally:
        stop_group(server)
        shutil.rmtree(tmp_path / "static", ignore_errors=True)


def _article_lids(base: str) -> list[str]:
    """The articles the front page links to (`href="/<lid>/r"`)."""
    with urllib.request.urlopen(base + "/", timeout=60) as answer:
        return sorted(set(re.findall(r'href="/([A-Za-z0-9]+)/r"', answer.read().decode())))
