"""The data-desk pages (issue 5): elections, covid and horoscope rendered with their data, 404s,
the POST-read election news embedded, and framing allowed only for the /iframe/ twin."""
import logging

import pytest
from django.core.management import call_command

from horoscope.importers import import_zodiac
from news.tests import factories
from web.routes import BARE_ROUTES, match_route
from web.tests.embedded import embedded
from widgets.importers import import_covid

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



@pytest.fixture
def elections() -> None:
    call_command("import_elections")


@pytest.fixture
def horoscope() -> None:
    import_zodiac()  # the signs, the 60-year cycle and the assets



def test_the_embeddable_footprint_may_be_framed_and_nothing_else(client, horoscope):
    framed = client.get("/iframe/2024/horoscope/eastern/footprint")
    assert framed.status_code == 200
    assert "X-Frame-Options" not in framed.headers
    assert "frame-ancestors *" in framed.headers["Content-Security-Policy"]
    again = client.get("/iframe/2024/horoscope/eastern/footprint")  # served from the page cache
    assert "X-Frame-Options" not in again.headers
    for path in ("/2024/horoscope/eastern/footprint", "/horoscope/mba", "/", "/covid"):
        response = client.get(path)
        assert response.headers["X-Frame-Options"] == "DENY", path


def test_bare_screens_render_without_layout_data_or_header(client, horoscope):
    assert {match_route("/iframe/2024/horoscope/eastern/footprint")[0].name,
            match_route("/horoscope/mba/zodiac")[0].name} == set(BARE_ROUTES)
    response = client.get("/en/iframe/2024/horoscope/eastern/footprint")
    assert response.status_code == 200
    queries = embedded(response)["queries"]
    assert list(queries) == ["/api/cache/2024/horoscope/eastern/footprint?lang=en"]
    html = response.content.decode()
    root = html.split("<div id=\"root\">", 1)[1].split("<script", 1)[0]
    assert "site-header" not in root and "site-footer" not in root and "sidebar" not in root, root[:300]
    assert "Eastern horoscope 2024" in html


def test_election_pages_embed_their_reads_and_unknown_years_are_404(client, elections, caplog):
    response = client.get("/en/election/parliament/2024/districts")
    assert response.status_code == 200
    queries = embedded(response)["queries"]
    assert queries["/api/cache/election?kind=parliament&lang=en&year=2024"]["status"] == 200
    assert queries["/api/cache/election/toirog?lang=en&year=2024"]["data"]["toirog"]
    with caplog.at_level(logging.WARNING, logger="portal.web"):
        latest = client.get("/election/parliament")
    latest_reads = embedded(latest)["queries"]
    assert "/api/cache/election?kind=parliament&lang=mn" in latest_reads
    # The latest election's comics too, though the path names no year: nothing is read after hydration.
    assert latest_reads["/api/cache/fetchSonguuli/0/2024?lang=mn&size=6"]["status"] == 200
    assert not [r for r in caplog.records if "does not embed" in r.getMessage()]
    assert "2024" in latest.content.decode()
    assert client.get("/election/parliament/1999").status_code == 404
    assert client.get("/election/parliament/1999/candidates").status_code == 404
    assert client.get("/election/politician/987654").status_code == 404
    assert client.get("/election/president/2021").status_code == 200


def test_election_news_is_a_post_read_embedded_under_its_url(client, elections):
    factories.article(title="Сонгуулийн мэдээ")
    response = client.get("/election/parliament/2024/news")
    assert response.status_code == 200
    entry = embedded(response)["queries"]["/api/election/parliament/news?lang=mn&size=3&year=2024"]
    assert entry["status"] == 200 and "shinemedee_list" in entry["data"]


def test_covid_page_shows_the_reference_counters(client):
    import_covid()
    html = client.get("/en/covid").content.decode()
    assert "1,007,900" in html and "2,136" in html
    assert "Not reported since 2021-08-04" in html


def test_horoscope_unknown_page_is_404(client, horoscope):
    assert client.get("/horoscope/nosuchpage").status_code == 404
    assert client.get("/horoscope").status_code == 200


@pytest.mark.django_db
def test_the_english_footprint_is_embeddable_too(client):
    response = client.get("/en/iframe/2026/horoscope/eastern/footprint")
    assert "X-Frame-Options" not in response
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert client.get("/en/").get("X-Frame-Options") == "DENY"
