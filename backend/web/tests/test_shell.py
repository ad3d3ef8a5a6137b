"""The layout drawn once and reused from page to page (frontend/src/app/layout/shell.ts).

A page drawn inside the kept layout must be the very page drawn whole, on every kind of screen;
the kept layout must be drawn again as soon as anything it shows changes.
"""
import json
import re
from datetime import datetime, timedelta

import orjson
import pytest
from django.utils import timezone
from django.utils.html import escape

from news import breaking
from news.models import SpecialKind, Tag
from news.tests import factories
from web import ssr, views

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

render = ssr.render  # the renderer itself; the fixture below records the pages' calls to it


@pytest.fixture
def renders(monkeypatch) -> list[tuple[str, str, bool]]:
    """Every server render a request asks for: (payload JSON, path, whether to keep the layout)."""
    asked: list[tuple[str, str, bool]] = []

    def recording(payload_json: str, path: str, keep_layout: bool = False):
        asked.append((payload_json, path, keep_layout))
        return render(payload_json, path, keep_layout)

    monkeypatch.setattr(ssr, "render", recording)
    return asked


def counts() -> dict[str, int]:
    with ssr.pool().checkout() as renderer:  # the context given back last: the one that drew the last page
        return json.loads(renderer.eval("layoutCounts()", timeout_sec=5))


def sidebar(html: str) -> str:
    return html[html.index("<aside"):html.index("</aside>")]


def drawn(payload: dict, keep_layout: bool) -> ssr.Rendered:
    rendered = render(orjson.dumps(payload).decode(), payload["path"], keep_layout)
    assert rendered is not None
    return rendered


def layout_read(payload: dict, api: str) -> dict:
    return next(read for read in payload["reads"] if read.get("layout") and read["api"] == api)


def test_every_kind_of_screen_is_the_same_drawn_in_the_kept_layout_or_whole(client, renders):
    economy = factories.category(slug="economy", name_mn="Эдийн засаг", name_en="Economy")
    factories.article(category=economy, special_kind=SpecialKind.BIG)
    story = factories.article(category=economy, title='Гарчиг "хашилт" & <тэмдэг>')
    english = factories.article(category=economy, language="en")
    tag = Tag.objects.create(language="mn", name="Замын түгжрэл", slug="замын-түгжрэл")
    story.tags.add(tag)
    breaking.flag([story], breaking.BREAKING_HOURS)  # the strip is in the kept layout too
    screens = [
        "/", "/en/", f"/{economy.id}/i", f"/{story.lid}/r", f"/en/{english.lid}/r", "/tag/замын-түгжрэл",
        '/msearch?query=a%26b"<c', "/en/search?query=news&x=1", "/video", "/i/list", "/mspecial",
        "/election/parliament/2024", "/en/exchange", "/horoscope", "/about", "/no/such/page",
    ]
    for path in screens:
        assert client.get(path).status_code in (200, 404)
    before = counts()
    for payload_json, path, keep_layout in renders:
        assert keep_layout, path
        layout = [read["api"] for read in json.loads(payload_json)["reads"] if read.get("layout")]
        assert layout == ["/api/cache/menus", "/api/cache/breaking", "/api/cache/news/shinemedee"], path
        whole = render(payload_json, path)
        in_shell = render(payload_json, path, keep_layout)
        assert whole is not None and in_shell is not None
        assert in_shell.html == whole.html, path
        assert (in_shell.head, in_shell.status) == (whole.head, whole.status)
        assert sorted(in_shell.chunks) == sorted(whole.chunks)
        # The footer links the page's own lite twin, as the browser's app does (app/layout/SiteFooter.tsx).
        base = "/en" if json.loads(payload_json)["lang"] == "en" else ""  # the path is the edition's own
        lite_href = escape(f"{base}/lite{path}")
        assert re.search(rf'<a [^>]*href="{re.escape(lite_href)}"[^>]*class="site-footer__lite"', in_shell.html), path
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
    payload_json, _, keep_layout = renders[-1]
    payload = json.loads(payload_json)
    assert keep_layout

    drawn(payload, True)
    before = counts()
    drawn(payload, True)
    assert counts()["shellsDrawn"] == before["shellsDrawn"]  # the same inputs: kept

    retitled = json.loads(payload_json)
    layout_read(retitled, "/api/cache/news/shinemedee")["data"]["shinemedee_list"][0]["title"] = "Шинэ гарчиг"
    assert "Шинэ гарчиг" in drawn(retitled, True).html
    assert "Шинэ гарчиг" not in drawn(payload, True).html

    later = dict(payload, serverTime=(datetime.fromisoformat(payload["serverTime"]) + timedelta(hours=3)).isoformat())
    assert sidebar(drawn(later, True).html) != sidebar(drawn(payload, True).html)  # "3 hours ago"

    before = counts()
    drawn(dict(payload, adSlots={"sidebar-1": {"width": 293, "height": 255, "pages": ["all"]}}), True)
    assert counts()["shellsDrawn"] == before["shellsDrawn"] + 1


def test_a_layout_read_missing_from_the_page_means_the_page_is_drawn_whole(client, renders):
    story = factories.article()
    client.get(f"/{story.lid}/r")
    payload_json, path, keep_layout = renders[-1]
    payload = json.loads(payload_json)
    menus = layout_read(payload, "/api/cache/menus")  # the header's and footer's menus
    payload["reads"].remove(menus)
    before = counts()
    rendered = drawn(payload, keep_layout)
    assert counts()["pagesInShell"] == before["pagesInShell"]
    assert rendered.html == drawn(payload, False).html
    assert any("/api/cache/menus" in read for read in rendered.unembedded), rendered.unembedded


def test_a_screen_outside_the_layout_is_drawn_whole(client, renders):
    assert client.get("/iframe/2024/horoscope/eastern/footprint").status_code in (200, 404)
    payload_json, path, keep_layout = renders[-1]
    assert not keep_layout  # a bare screen has no layout to keep
    assert not any(read.get("layout") for read in json.loads(payload_json)["reads"])
    before = counts()
    # Even when asked to keep the layout, the renderer sees the screen is not inside the layout.
    rendered = render(payload_json, path, True)
    assert rendered is not None and rendered.html == render(payload_json, path).html
    assert counts()["pagesInShell"] == before["pagesInShell"]
