"""A screen's reads made on the server: the values a declaration names, the request each read
becomes, and the answer embedded as the API wrote it, with no JSON parsed or written again."""
import json

import orjson
import pytest
from django.http import HttpResponse, QueryDict

from news.tests import factories
from performance import local_copies
from web import lookups, reads
from web.reads import References, resolve
from web.screens import Read
from web.tests.embedded import embedded, embedded_text, read_of

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


def test_a_read_runs_with_its_raw_path_and_its_values_as_the_query(client, monkeypatch):
    asked = []
    run = reads.cached_api

    def recording(request, rest):
        asked.append((request.path, rest, request.GET.dict()))
        return run(request, rest)

    monkeypatch.setattr(reads, "cached_api", recording)
    client.get("/en/tag/замын-түгжрэл", {"lang": "mn", "limit": "99"})
    assert ("/api/cache/fetch/замын-түгжрэл/tag", "fetch/замын-түгжрэл/tag", {"limit": "12", "lang": "en"}) in asked


def test_the_page_lists_its_reads_the_layouts_first_with_their_values_but_never_lang(client):
    category = factories.category()
    factories.article(category=category)
    data = embedded(client.get(f"/en/{category.id}/i", {"lang": "mn"}))
    assert [(read["api"], read["args"], read.get("layout")) for read in data["reads"]] == [
        ("/api/cache/menus", {}, True),
        ("/api/cache/news/shinemedee", {"size": 8, "lead": 0}, True),
        ("/api/cache/fetch/:categoryid/i", {"categoryid": str(category.id), "limit": 12}, None),
    ]
    assert all(set(read) <= {"api", "args", "status", "data", "layout"} for read in data["reads"])
    assert data["lang"] == "en" and data["reads"][2]["status"] == 200


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
    run = reads.cached_api
    odd = b'{"shinemedee_list" : [ ],  "note": "\\u0445"}'

    def answering(request, rest):
        if rest == "news/shinemedee" and request.GET.get("size") == "20":
            return HttpResponse(odd, content_type="application/json")
        return run(request, rest)

    monkeypatch.setattr(reads, "cached_api", answering)
    response = client.get("/today")
    assert '"data":' + odd.decode() in embedded_text(response)
    assert read_of(response, "/api/cache/news/shinemedee", {"size": 20})["data"]["note"] == "х"


def test_the_layouts_answers_are_kept_in_the_process_between_pages(client, monkeypatch):
    factories.article()
    client.get("/today")
    made = []
    run = reads._run

    def recording(request, read, args, language):
        made.append(read.api)
        return run(request, read, args, language)

    monkeypatch.setattr(reads, "_run", recording)
    client.get("/video")
    assert "/api/cache/menus" not in made and "/api/cache/news/video" in made
    local_copies.clear_all()
    client.get("/photo")
    assert "/api/cache/menus" in made


def test_the_api_writes_compact_utf8_json_as_the_page_carries_it(client):
    """Why the bytes can go into the page as they are: no spaces, no escaped letters."""
    factories.article(title="Монгол гарчиг")
    body = client.get("/api/news/shinemedee?size=1").content
    assert body == orjson.dumps(json.loads(body))
    assert "Монгол гарчиг" in body.decode()
