"""The data-desk pages: elections, covid and horoscope rendered with their data, 404s,
the POST-read election news embedded, and framing allowed only for the /iframe/ twin."""
import logging

import pytest
from django.core.management import call_command

from horoscope.importers import import_zodiac
from news.tests import factories
from web.screens import screen_table
from web.tests.embedded import embedded, read_of, reads_of
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
    bare = {screen.name for screen in screen_table().screens if not screen.has_layout}
    assert bare == {"footprint-embed", "horoscope-app"}
    response = client.get("/en/iframe/2024/horoscope/eastern/footprint")
    assert response.status_code == 200
    data = embedded(response)
    assert data["reads"] == [{
        "api": "/api/cache/:year/horoscope/eastern/footprint", "args": {"year": "2024"}, "status": 200,
        "data": data["reads"][0]["data"],
    }]
    assert data["siteNotice"] == ""
    app = reads_of(client.get("/horoscope/mba"))
    # The page name falls back to the declared literal when the path has none.
    assert [(read["api"], read["args"]) for read in app] == [
        ("/api/cache/horoscope/:pageName", {"pageName": "calendar"})
    ]
    html = response.content.decode()
    root = html.split("<div id=\"root\">", 1)[1].split("<script", 1)[0]
    assert "site-header" not in root and "site-footer" not in root and "sidebar" not in root, root[:300]
    assert "Eastern horoscope 2024" in html


def test_election_pages_embed_their_reads_and_unknown_years_are_404(client, elections, caplog):
    response = client.get("/en/election/parliament/2024/districts")
    assert response.status_code == 200
    assert read_of(response, "/api/cache/election", {"kind": "parliament", "year": "2024"})["status"] == 200
    assert read_of(response, "/api/cache/election/toirog", {"year": "2024"})["data"]["toirog"]
    with caplog.at_level(logging.WARNING, logger="portal.web"):
        latest = client.get("/election/parliament")
    assert read_of(latest, "/api/cache/election", {"kind": "parliament"})["status"] == 200
    # The latest election's comics too, though the path names no year (a lookup finds it): nothing
    # is read after hydration.
    comics = read_of(latest, "/api/cache/fetchSonguuli/0/:year", {"year": 2024, "size": 6})
    assert comics["status"] == 200
    dated = read_of(client.get("/election/parliament/2024"), "/api/cache/fetchSonguuli/0/:year")
    assert dated["args"] == {"year": "2024", "size": 6}  # the path's year first: no lookup
    assert not [r for r in caplog.records if "does not embed" in r.getMessage()]
    assert "2024" in latest.content.decode()
    assert client.get("/election/parliament/1999").status_code == 404
    assert client.get("/election/parliament/1999/candidates").status_code == 404
    assert client.get("/election/politician/987654").status_code == 404
    assert client.get("/election/president/2021").status_code == 200


def test_election_news_is_a_post_read_embedded_with_its_values(client, elections):
    factories.article(title="Сонгуулийн мэдээ")
    response = client.get("/election/parliament/2024/news")
    assert response.status_code == 200
    entry = read_of(response, "/api/election/parliament/news", {"size": 3, "year": "2024"})
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
