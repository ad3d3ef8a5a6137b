"""The layout drawn once and reused from page to page (frontend/src/app/layout/shell.ts).

A page drawn inside the kept layout must be the very page drawn whole, on every kind of screen;
the kept layout must be drawn again as soon as anything it shows changes.
"""
import json
from datetime import datetime, timedelta

import orjson
import pytest
from django.utils import timezone

from news.models import SpecialKind, Tag
from news.tests import factories
from web import routes, ssr, views

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

render = ssr.render  # the renderer itself; the fixture below records the pages' calls to it


@pytest.fixture
def renders(monkeypatch) -> list[tuple[str, str, list[str] | None]]:
    """Every server render a request asks for: (payload JSON, path, the layout's reads)."""
    asked: list[tuple[str, str, list[str] | None]] = []

    def recording(payload_json: str, path: str, layout_reads: list[str] | None = None):
        asked.append((payload_json, path, layout_reads))
        return render(payload_json, path, layout_reads)

    monkeypatch.setattr(ssr, "render", recording)
    return asked


def counts() -> dict[str, int]:
    with ssr.pool().checkout() as renderer:  # the context given back last: the one that drew the last page
        return json.loads(renderer.eval("layoutCounts()", timeout_sec=5))


def sidebar(html: str) -> str:
    return html[html.index("<aside"):html.index("</aside>")]


def drawn(payload: dict, layout_reads: list[str] | None) -> ssr.Rendered:
    rendered = render(orjson.dumps(payload).decode(), payload["path"], layout_reads)
    assert rendered is not None
    return rendered


def test_every_kind_of_screen_is_the_same_drawn_in_the_kept_layout_or_whole(client, renders):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    factories.article(category=economy, special_kind=SpecialKind.BIG)
    story = factories.article(category=economy, title='Гарчиг "хашилт" & <тэмдэг>')
    english = factories.article(category=economy, language="en")
    tag = Tag.objects.create(language="mn", name="Замын түгжрэл", slug="замын-түгжрэл")
    story.tags.add(tag)
    screens = [
        "/", "/en/", f"/{economy.id}/i", f"/{story.lid}/r", f"/en/{english.lid}/r", "/tag/замын-түгжрэл",
        '/msearch?query=a%26b"<c', "/en/search?query=news&x=1", "/video", "/i/list", "/mspecial",
        "/election/parliament/2024", "/en/exchange", "/horoscope", "/about", "/no/such/page",
    ]
    for path in screens:
        assert client.get(path).status_code in (200, 404)
    before = counts()
    for payload_json, path, layout_reads in renders:
        assert layout_reads == [need.url(json.loads(payload_json)["lang"]) for need in routes.LAYOUT_NEEDS], path
        whole = render(payload_json, path)
        in_shell = render(payload_json, path, layout_reads)
        assert whole is not None and in_shell is not None
        assert in_shell.html == whole.html, path
        assert (in_shell.head, in_shell.status) == (whole.head, whole.status)
        assert sorted(in_shell.chunks) == sorted(whole.chunks)
    after = counts()
    # Every page above was drawn inside a kept layout, not whole after a failed cut.
    assert after["pagesInShell"] - before["pagesInShell"] == len(renders)
    assert 'class="language-switch"' in whole.html and "</main>" in whole.html


def test_the_server_time_is_to_the_second_so_pages_made_together_share_the_layout(client, renders, monkeypatch):
    first, second = factories.article(), factories.article()
    moment = timezone.localtime().replace(microsecond=654321)
    monkeypatch.setattr(views.timezone, "localtime", lambda *args: moment)
    client.get(f"/{first.lid}/r")
    before = counts()
    client.get(f"/{second.lid}/r")
    times = {json.loads(payload_json)["serverTime"] for payload_json, _, _ in renders}
    assert times == {moment.replace(microsecond=0).isoformat()}
    after = counts()
    assert after["shellsDrawn"] == before["shellsDrawn"]
    assert after["pagesInShell"] == before["pagesInShell"] + 1


def test_the_kept_layout_is_drawn_again_when_what_it_shows_changes(client, renders):
    factories.article(title="Сүүлийн мэдээ")
    story = factories.article()
    client.get(f"/{story.lid}/r")
    payload_json, _, layout_reads = renders[-1]
    payload = json.loads(payload_json)
    latest_url = next(url for url in layout_reads if "shinemedee" in url)

    drawn(payload, layout_reads)
    before = counts()
    drawn(payload, layout_reads)
    assert counts()["shellsDrawn"] == before["shellsDrawn"]  # the same inputs: kept

    retitled = json.loads(payload_json)
    retitled["queries"][latest_url]["data"]["shinemedee_list"][0]["title"] = "Шинэ гарчиг"
    assert "Шинэ гарчиг" in drawn(retitled, layout_reads).html
    assert "Шинэ гарчиг" not in drawn(payload, layout_reads).html

    later = dict(payload, serverTime=(datetime.fromisoformat(payload["serverTime"]) + timedelta(hours=3)).isoformat())
    assert sidebar(drawn(later, layout_reads).html) != sidebar(drawn(payload, layout_reads).html)  # "3 hours ago"

    before = counts()
    drawn(dict(payload, adSlots={"sidebar-1": {"width": 293, "height": 255, "pages": ["all"]}}), layout_reads)
    assert counts()["shellsDrawn"] == before["shellsDrawn"] + 1


def test_a_layout_read_missing_from_the_page_means_the_page_is_drawn_whole(client, renders):
    story = factories.article()
    client.get(f"/{story.lid}/r")
    payload_json, path, layout_reads = renders[-1]
    payload = json.loads(payload_json)
    menus_url = next(url for url in layout_reads if "menus" in url)  # the header's and footer's menus
    del payload["queries"][menus_url]
    before = counts()
    rendered = drawn(payload, layout_reads)
    assert counts()["pagesInShell"] == before["pagesInShell"]
    assert rendered.html == drawn(payload, None).html
    assert menus_url in rendered.unembedded


def test_a_screen_outside_the_layout_is_drawn_whole(client, renders):
    assert client.get("/iframe/2024/horoscope/eastern/footprint").status_code in (200, 404)
    payload_json, path, layout_reads = renders[-1]
    assert layout_reads is None  # views.py names no layout reads for a bare screen
    before = counts()
    # Even when given the layout's reads, the renderer sees the screen is not inside the layout.
    rendered = render(payload_json, path, [need.url("mn") for need in routes.LAYOUT_NEEDS])
    assert rendered is not None and rendered.html == render(payload_json, path).html
    assert counts()["pagesInShell"] == before["pagesInShell"]
