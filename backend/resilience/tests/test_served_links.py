"""`make start` on another PORT links to itself: an article page's share, canonical, og:url and hreflang links
name the port (and host) the page was asked at, never the default 127.0.0.1:8000 (web/site_url.py).

Starts `make start`'s server (scripts/start.sh) on a free port and a small demo database of its own; in
the SQLite run of `make test` only, as test_serving.py.
"""
import re
import sqlite3
import subprocess
import urllib.request
from urllib.parse import quote

import pytest
from django.conf import settings

from resilience.servers import (
    REPO,
    START_SCRIPT,
    free_port,
    portal_env,
    seed_small_demo,
    stop_group,
    wait_for_port,
)

pytestmark = pytest.mark.skipif(
    not settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"), reason="runs in the SQLite run of make test"
)

CANONICAL = re.compile(r'<link rel="canonical" href="([^"]+)"')
ALTERNATE = re.compile(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"')
OG_URL = re.compile(r'<meta property="og:url" content="([^"]+)"')
SHARE = re.compile(r'href="https://www\.facebook\.com/sharer/sharer\.php\?u=([^"&]+)')


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    """(port, the Mongolian original's lid, its English translation's lid) of a `make start` server."""
    directory = tmp_path_factory.mktemp("served-links")
    database = directory / "portal.sqlite3"
    port = free_port()
    env = portal_env(database, directory, PORT=str(port), SECRET_KEY="served-links-test-" + "x" * 40)
    seed_small_demo(env)
    with sqlite3.connect(database) as db:
        original, translation = db.execute(
            "SELECT o.lid, t.lid FROM news_article t JOIN news_article o ON t.translation_of_id = o.id LIMIT 1"
        ).fetchone()
    with (directory / "start.log").open("w") as log:
        process = subprocess.Popen([str(START_SCRIPT)], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        wait_for_port(port, timeout=120)
        yield port, original, translation
    finally:
        stop_group(process)


def page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as response:
        assert response.status == 200
        return response.read().decode()


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_an_article_page_of_make_start_on_another_port_links_to_that_port(started, host):
    port, original, translation = started
    site = f"http://{host}:{port}"
    for path, other in ((f"/{original}/r", f"/en/{translation}/r"), (f"/en/{translation}/r", f"/{original}/r")):
        html = page(site + path)
        assert CANONICAL.search(html).group(1) == site + path
        assert OG_URL.search(html).group(1) == site + path
        alternates = dict(ALTERNATE.findall(html))
        assert set(alternates.values()) == {site + path, site + other}
        shared = SHARE.findall(html)
        assert shared and set(shared) == {quote(site + path, safe="")}
        assert "127.0.0.1:8000" not in html
