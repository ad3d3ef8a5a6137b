"""What a screen reads while the server draws it is what its page embeds.

frontend/src/app/screens.ts declares each screen's reads, the server makes them from the built
routes.json, and the screen's hooks ask for theirs. Where the two drift apart (a parameter added on
one side only), the server draws that part as loading, the page carries data nobody reads, and the
browser asks again after hydration. web/views.py logs it.
"""
import json
import logging

import pytest

from news.models import SpecialKind
from news.tests import factories
from web.screens import screen_table

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def unembedded_reads(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if "which the page does not embed" in r.getMessage()]


def test_every_kind_of_screen_reads_only_what_its_page_embeds(client, caplog):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    factories.article(category=economy, special_kind=SpecialKind.BIG)
    factories.article(category=economy, special_kind=SpecialKind.CLASSIC, is_featured=True)
    story = factories.article(category=economy)
    english = factories.article(category=economy, language="en")
    screens = [
        "/", "/en/", f"/{economy.id}/i", f"/en/{economy.id}/i", f"/{story.lid}/r", f"/en/{english.lid}/r",
        "/today", "/video", "/en/photo", "/media", "/economy", "/i/list", "/trend/list", "/mtrend", "/mspecial",
        "/brief", "/toim/2024", "/megaprojects", f"/{economy.id}/corner", f"/{economy.id}/lifestyle",
        "/msearch?query=a", "/en/search?query=news", "/comic/last", "/poll/last", "/en/poll/detailed",
        "/election/parliament/2024", "/en/election/president", "/covid", "/en/exchange", "/horoscope",
        "/en/horoscope/daycolor", "/about", "/no/such/page",
    ]
    with caplog.at_level(logging.WARNING, logger="portal.web"):
        for path in screens:
            client.get(path)
    assert unembedded_reads(caplog) == []


def test_a_read_the_page_does_not_embed_is_named(client, caplog, settings, tmp_path):
    """The check above can fail: a front page whose declaration loses its trend list is reported."""
    factories.article(view_count=50)
    table = json.loads(settings.ROUTES_FILE.read_text())
    home = next(screen for screen in table["screens"] if screen["name"] == "home")
    home["reads"] = [read for read in home["reads"] if read["api"] != "/api/cache/news/trend"]
    settings.ROUTES_FILE = tmp_path / "routes.json"
    settings.ROUTES_FILE.write_text(json.dumps(table))
    assert len(screen_table().screens) == len(table["screens"])
    with caplog.at_level(logging.WARNING, logger="portal.web"):
        client.get("/")
    [named] = unembedded_reads(caplog)
    assert named.startswith("/ read ") and "/api/cache/news/trend" in named
