"""The menus: what readers get per edition, what editors may enter, and the demo's reach."""

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from navigation.demo import ENTRIES
from navigation.models import Menu, MenuEntry
from news.tests.factories import category
from web.screens import match_screen

pytestmark = pytest.mark.django_db


def entry(**fields) -> MenuEntry:
    fields = {"menu": Menu.HELPFUL, "language": "mn", **fields}
    return MenuEntry.objects.create(**fields)


def test_each_edition_gets_its_own_entries_in_the_editors_order(client):
    entry(label="Ханш", path="/exchange", position=20)
    entry(label="Зурхай", path="/horoscope", position=10)
    entry(label="Rates", path="/exchange", language="en")

    mn = client.get("/api/menus").json()
    en = client.get("/api/menus?lang=en").json()

    assert [e["label"] for e in mn["helpful"]] == ["Зурхай", "Ханш"]
    assert en["helpful"] == [{"label": "Rates", "href": "/exchange", "external": False}]
    assert set(mn) == {"main", "helpful", "interview", "interesting", "other", "footer"}
    assert mn["main"] == [] and mn["footer"] == []


def test_a_category_entry_shows_the_categorys_name_in_the_edition_unless_renamed(client):
    sport = category(slug="sport", name_mn="Спорт", name_en="Sport")
    entry(menu=Menu.MAIN, category=sport, position=10)
    entry(menu=Menu.MAIN, category=sport, language="en")
    entry(menu=Menu.MAIN, category=sport, label="Спорт мэдээ", position=5)

    mn = client.get("/api/menus").json()["main"]
    en = client.get("/api/menus?lang=en").json()["main"]

    assert mn == [
        {"label": "Спорт мэдээ", "href": f"/{sport.id}/i", "external": False},
        {"label": "Спорт", "href": f"/{sport.id}/i", "external": False},
    ]
    assert en == [{"label": "Sport", "href": f"/{sport.id}/i", "external": False}]


def test_hidden_entries_and_entries_of_hidden_categories_are_left_out(client):
    hidden = category(slug="old", is_active=False)
    entry(category=hidden)
    entry(label="Хуучин", path="/covid", is_active=False)
    entry(label="Гадаад", path="https://www.example.org/weather", position=1)

    assert client.get("/api/menus").json()["helpful"] == [
        {"label": "Гадаад", "href": "https://www.example.org/weather", "external": True}
    ]


def test_an_editors_change_reaches_the_cached_menus_at_once(client):
    shown = entry(label="Ханш", path="/exchange")
    assert client.get("/api/cache/menus").json()["helpful"][0]["label"] == "Ханш"

    shown.label = "Валютын ханш"
    shown.save()

    assert client.get("/api/cache/menus").json()["helpful"][0]["label"] == "Валютын ханш"


@pytest.mark.parametrize(
    ("path", "field"),
    [
        ("/no-such-screen", "path"),
        ("exchange", "path"),
        ("/en/exchange", "path"),
        ("https://", "path"),
        ("javascript:alert(1)", "path"),
    ],
)
def test_an_address_must_be_a_screen_of_the_site_or_a_web_address(path, field):
    with pytest.raises(ValidationError) as problem:
        MenuEntry(menu=Menu.OTHER, label="x", path=path).full_clean()
    assert field in problem.value.message_dict


def test_an_entry_is_a_category_or_an_address_and_an_address_has_a_label():
    sport = category(slug="sport")
    with pytest.raises(ValidationError):
        MenuEntry(menu=Menu.MAIN, category=sport, path="/exchange").full_clean()
    with pytest.raises(ValidationError):
        MenuEntry(menu=Menu.MAIN).full_clean()
    with pytest.raises(ValidationError) as problem:
        MenuEntry(menu=Menu.MAIN, path="/covid").full_clean()
    assert "label" in problem.value.message_dict
    MenuEntry(menu=Menu.MAIN, path="/horoscope/calendar", label="Зурхай").full_clean()


def test_editors_arrange_menus_in_the_newsroom_in_mongolian(editor_client):
    added = editor_client.post(
        reverse("admin:navigation_menuentry_add"),
        {"menu": "other", "language": "mn", "position": "5", "label": "Ковид", "path": "/covid", "is_active": "on"},
    )
    assert added.status_code == 302
    assert MenuEntry.objects.get().href == "/covid"

    refused = editor_client.post(
        reverse("admin:navigation_menuentry_add"),
        {"menu": "other", "language": "mn", "position": "5", "label": "Буруу", "path": "/nowhere"},
    )
    assert refused.status_code == 200
    assert "Энэ сайтад ийм хаягтай хуудас алга." in refused.content.decode()

    listing = editor_client.get(reverse("admin:navigation_menuentry_changelist")).content.decode()
    assert "Цэсний холбоосууд" in listing or "цэсний холбоосууд" in listing


def test_the_demo_menus_link_every_entry_to_a_screen_in_both_editions(demo_portal, client):
    for language in ("mn", "en"):
        menus = client.get(f"/api/menus?lang={language}").json()
        hrefs = [e["href"] for entries in menus.values() for e in entries]
        assert len(hrefs) == len(ENTRIES), language  # nothing the demo declares was left out
        for href in hrefs:
            screen, _params = match_screen(href)
            assert screen is not None and screen.is_in_both_editions, href
            page = client.get(href if language == "mn" else f"/en{href}")
            assert page.status_code == 200, (language, href, page.status_code)


def test_the_demo_names_a_section_as_the_section_names_itself():
    """The comics' menu entry and their screen's title are one word in each edition (the screen's words are
    the app's catalogs), and the phone pages in the footer are named by what they hold."""
    import json
    from pathlib import Path

    locales = Path(__file__).resolve().parents[3] / "frontend/src/shared/i18n/locales"
    titles = {lang: json.loads((locales / f"{lang}.json").read_text(encoding="utf-8"))["comics"]["title"]
              for lang in ("mn", "en")}
    comics = next(item for item in ENTRIES if item.path == "/comic/last")
    assert (comics.mn, comics.en) == (titles["mn"], titles["en"])
    footer = [item for item in ENTRIES if item.menu == Menu.FOOTER]
    assert footer and not any(":" in item.mn or ":" in item.en for item in footer)
