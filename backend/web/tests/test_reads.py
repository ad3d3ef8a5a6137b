"""A screen's reads made on the server: the values a declaration names, the request each read
becomes, and the answer embedded as the API wrote it, with no JSON parsed or written again."""
import json
import re
from urllib.parse import quote, urlencode

import orjson
import pytest
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.http import QueryDict

from common import views
from common.api_reads import Answer, as_text
from news.models import Tag
from news.tests import factories
from performance import local_copies
from web import lookups, reads
from web.reads import References, resolve
from web.screens import Read, screen_table
from web.tests.embedded import embedded, embedded_text, read_of, reads_of

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def refs(path: dict[str, str | None] | None = None, query: str = "") -> References:
    return References(path or {}, QueryDict(query))


def test_values_come_from_the_path_the_query_string_a_lookup_or_the_declaration(monkeypatch):
    monkeypatch.setitem(lookups.LOOKUPS, "economyCategory", lambda: 17)
    read = Read(api="/api/cache/fetch/:id/i", args={
        "id": "=economyCategory", "limit": 12, "navType": "featured", "query": "?q", "year": ":year",
    })
    assert resolve(read, refs({"year": "2024"}, "q=хот")) == {
        "id": 17, "limit": 12, "navType": "featured", "query": "хот", "year": "2024",
    }


def test_a_segment_not_in_args_is_the_paths_parameter_of_its_name():
    read = Read(api="/api/cache/news/read/:newsid")
    assert resolve(read, refs({"newsid": "AbC1"})) == {"newsid": "AbC1"}
    assert read.path({"newsid": "AbC1"}) == "/api/cache/news/read/AbC1"


def test_a_list_takes_its_first_present_value_and_looks_up_only_when_it_must(monkeypatch):
    asked: list[str] = []

    def latest() -> int:
        asked.append("latest")
        return 2024

    monkeypatch.setitem(lookups.LOOKUPS, "latestParliamentYear", latest)
    read = Read(api="/api/cache/fetchSonguuli/0/:year", args={"year": [":year", "=latestParliamentYear"], "size": 6})
    assert resolve(read, refs({"year": "2020"})) == {"year": "2020", "size": 6}
    assert asked == []  # the path had the year: no lookup
    page = refs({"year": None})
    assert resolve(read, page) == {"year": 2024, "size": 6}
    assert resolve(read, page) == {"year": 2024, "size": 6}
    assert asked == ["latest"]  # once a page, however many reads name it
    fallback = Read(api="/api/cache/horoscope/:pageName", args={"pageName": [":pageName", "calendar"]})
    assert resolve(fallback, refs({"pageName": None})) == {"pageName": "calendar"}


def test_a_query_parameter_without_a_value_is_left_out_and_a_segment_without_one_is_no_read(monkeypatch):
    monkeypatch.setitem(lookups.LOOKUPS, "economyCategory", lambda: None)
    listed = Read(api="/api/cache/tagmedee", args={"year": ":year", "query": "?query"})
    assert resolve(listed, refs({"year": None})) == {}
    assert resolve(listed, refs({"year": "2024"}, "query=")) == {"year": "2024"}
    assert resolve(Read(api="/api/cache/fetch/:id/i", args={"id": "=economyCategory"}), refs()) is None
    assert resolve(Read(api="/api/cache/fetch/:id/i", args={"id": "?id"}), refs(query="id=")) is None


def test_a_read_with_when_is_made_only_when_its_reference_is_there():
    read = Read(api="/api/cache/news/search", args={"query": "?query", "size": 10}, when="?query")
    assert resolve(read, refs()) is None
    assert resolve(read, refs(query="query=")) == {"size": 10}  # there, though empty: the API answers it
    assert resolve(read, refs(query="query=a")) == {"query": "a", "size": 10}


def test_a_page_fills_the_entry_the_browsers_request_for_the_read_finds(client, monkeypatch):
    """The page calls the read directly, with its values as the browser sends them (the tag's Cyrillic
    slug as it is, the page size as text), and the browser's request for it is then a hit."""
    tag = Tag.objects.create(name="Замын түгжрэл", slug="замын-түгжрэл", language="en")
    factories.article(language="en").tags.add(tag)
    page = client.get("/en/tag/замын-түгжрэл", {"lang": "mn", "limit": "99"})
    embedded_read = read_of(page, "/api/cache/fetch/:slug/tag", {"slug": "замын-түгжрэл", "limit": 12})

    def computed_again(*args, **kwargs):
        raise AssertionError("the API computed an answer the page had stored")

    monkeypatch.setattr(views, "call_api", computed_again)
    served = client.get("/api/cache/fetch/замын-түгжрэл/tag", {"limit": "12", "lang": "en"})
    assert served.status_code == 200 and json.loads(served.content) == embedded_read["data"]
    assert [item["title"] for item in embedded_read["data"]["shinemedee_list"]] != []


def test_the_page_lists_its_reads_the_layouts_first_with_their_values_but_never_lang(client):
    category = factories.category()
    factories.article(category=category)
    data = embedded(client.get(f"/en/{category.id}/i", {"lang": "mn"}))
    assert [(read["api"], read["args"], read.get("layout")) for read in data["reads"]] == [
        ("/api/cache/menus", {}, True),
        ("/api/cache/breaking", {}, True),
        ("/api/cache/news/shinemedee", {"size": 8, "lead": 0}, True),
        ("/api/cache/fetch/:categoryid/i", {"categoryid": str(category.id), "limit": 12}, None),
    ]
    assert all(set(read) <= {"api", "args", "status", "data", "layout"} for read in data["reads"])
    assert data["lang"] == "en" and data["reads"][3]["status"] == 200


def test_answers_are_embedded_as_the_api_wrote_them_without_being_parsed(client, monkeypatch):
    factories.article(title="Өнөөдрийн мэдээ </script>")

    def unparsed(self):
        raise AssertionError("the page parsed an answer it only embeds")

    monkeypatch.setattr(reads.PageRead, "data", property(unparsed))
    response = client.get("/today")
    assert response.status_code == 200
    today = read_of(response, "/api/cache/news/shinemedee", {"size": 20})
    # The very bytes the cached twin serves, in the page as they are (only made safe for <script>).
    served = client.get("/api/cache/news/shinemedee?size=20&lang=mn").content.decode()
    assert json.loads(served) == today["data"]
    script_safe = served.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    assert f'"data":{script_safe}' in embedded_text(response)


def test_the_answers_bytes_are_the_pages_whatever_their_form(client, monkeypatch):
    """Written with spaces, the answer still reaches the page as it is: nothing parsed it and wrote it again."""
    run = reads._run
    odd = b'{"shinemedee_list" : [ ],  "note": "\\u0445"}'

    def answering(read, args, language):
        if read.api == "/api/cache/news/shinemedee" and args.get("size") == 20:
            return Answer(200, odd)
        return run(read, args, language)

    monkeypatch.setattr(reads, "_run", answering)
    response = client.get("/today")
    assert '"data":' + odd.decode() in embedded_text(response)
    assert read_of(response, "/api/cache/news/shinemedee", {"size": 20})["data"]["note"] == "х"


def test_the_layouts_answers_are_kept_in_the_process_between_pages(client, monkeypatch):
    factories.article()
    client.get("/today")
    made = []
    run = reads._run

    def recording(read, args, language):
        made.append(read.api)
        return run(read, args, language)

    monkeypatch.setattr(reads, "_run", recording)
    client.get("/video")
    assert "/api/cache/menus" not in made and "/api/cache/news/video" in made
    local_copies.clear_all()
    cache.clear()
    client.get("/photo")
    assert "/api/cache/menus" in made


def test_the_api_writes_compact_utf8_json_as_the_page_carries_it(client):
    """Why the bytes can go into the page as they are: no spaces, no escaped letters."""
    factories.article(title="Монгол гарчиг")
    body = client.get("/api/news/shinemedee?size=1").content
    assert body == orjson.dumps(json.loads(body))
    assert "Монгол гарчиг" in body.decode()


def test_every_declared_read_is_bound_to_the_api_read_of_its_path():
    table = screen_table()
    declared = [*table.layout_reads, *(read for screen in table.screens for read in screen.reads)]
    for read in declared:
        binding = reads.bind(read)  # raises for a read no API read makes
        assert binding.reader.method == read.method
    comics = reads.bind(Read(api="/api/cache/fetchSonguuli/0/:year"))
    assert comics.reader.path == "/fetchSonguuli/{comicId}/{year}"
    assert comics.values({"year": "2020", "size": 6}) == {"year": "2020", "size": 6, "comicId": "0"}
    politician = reads.bind(Read(api="/api/cache/election/politician/:id"))
    assert politician.values({"id": "7"}) == {"candidate_id": "7"}
    assert reads.bind(Read(api="/api/cache/horoscope/daycolor")).reader.path == "/horoscope/daycolor"
    with pytest.raises(ImproperlyConfigured, match="no API reads"):
        reads.bind(Read(api="/api/cache/no/such/read"))


def browser_path(read: dict, language: str) -> str:
    """The uncached endpoint of an embedded read, as the browser would ask it."""
    segments = re.findall(r":(\w+)", read["api"])
    path = re.sub(r":(\w+)", lambda found: quote(str(read["args"][found.group(1)]), safe=""), read["api"])
    query = {name: as_text(value) for name, value in read["args"].items() if name not in segments}
    return path.replace("/api/cache/", "/api/") + "?" + urlencode({**query, "lang": language})


def test_each_screens_embedded_answers_are_what_the_api_answers_its_browser_request(client):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    story = factories.article(category=economy, title="Төсөв батлагдлаа")
    english = factories.article(category=economy, language="en", title="Budget passed")
    pages = [
        "/", "/en/", f"/{economy.id}/i", f"/{story.lid}/r", f"/en/{english.lid}/r", "/video", "/brief",
        "/toim/2024", "/en/search?query=budget", "/poll/last", "/en/election/president", "/covid",
        "/en/exchange", "/horoscope", "/en/horoscope/daycolor", "/about", "/en/tag/none", "/999999/r",
    ]
    compared = 0
    for page in pages:
        response = client.get(page)
        language = embedded(response)["lang"]
        for read in reads_of(response):
            if read["api"].startswith("/api/cache/"):
                served = client.get(browser_path(read, language))
                assert served.status_code == read["status"], (page, read["api"])
                assert json.loads(served.content) == read["data"], (page, read["api"])
                compared += 1
    assert compared > 40


def test_a_value_the_read_refuses_makes_the_page_a_404_never_a_server_error(client):
    for page in ("/election/politician/99999999999999999999", "/en/election/politician/99999999999999999999"):
        response = client.get(page)
        assert response.status_code == 404, page
