"""The screens the server reads from the build (frontend/dist/routes.json, from app/screens.ts):
which screen a path shows, and a file that is missing or names what cannot be found is refused."""
import json
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from web.screens import match_screen, screen_table


def shown(path: str) -> tuple[str | None, dict[str, str | None]]:
    screen, params = match_screen(path)
    return (screen.name if screen else None), params


@pytest.mark.parametrize(("path", "name", "params"), [
    ("/", "home", {}),
    ("/contact", "contact", {}),
    ("/contact/", "contact", {}),  # a trailing slash
    ("/ABOUT", "about", {}),  # without regard to case
    ("/123/i", "category", {"categoryid": "123"}),
    ("/7/p", "provider", {"providerid": "7"}),
    ("/7/T/", "news-type", {"newstype": "7"}),
    ("/AbC123/r", "article", {"newsid": "AbC123"}),
    ("/tag/замын-түгжрэл", "tag", {"slug": "замын-түгжрэл"}),
    ("/toim", "year-features", {"year": None}),  # an optional parameter that is not there
    ("/toim/2024", "year-features", {"year": "2024"}),
    ("/megaprojects", "mega-projects", {}),
    ("/megaprojects/5", "mega-project", {"projectid": "5", "contid": None}),
    ("/megaprojects/5/6", "mega-project", {"projectid": "5", "contid": "6"}),
    ("/msearch", "search", {}),
    ("/election/parliament", "parliament", {"year": None}),
    ("/election/parliament/2024/districts", "parliament-districts", {"year": "2024"}),
    ("/election/president/2024/politician/7", "president-politician", {"year": "2024", "id": "7"}),
    # The first that matches: the day colour is not a horoscope page named "daycolor".
    ("/horoscope/daycolor", "day-color", {}),
    ("/horoscope/zodiac", "horoscope", {"pageName": "zodiac"}),
    ("/horoscope/mba/tarot", "horoscope-app", {"pageName": "tarot"}),
    ("/iframe/2024/horoscope/eastern/footprint", "footprint-embed", {"year": "2024"}),
    ("/2024/horoscope/eastern/footprint", "footprint", {"year": "2024"}),
])
def test_each_kind_of_path_shows_its_screen(path, name, params):
    assert shown(path) == (name, params)


@pytest.mark.parametrize("path", [
    "/abc/i",  # an id that is not digits
    "/1234567890/i",  # longer than an id
    "/١٢/i",  # digits of another script: the browser's \d is ASCII, and so is the server's
    "/12/i/extra",
    "/horoscope/nosuchpage",  # not one of the horoscope's pages
    "/toim/24",
    "/no/such/page",
    "//",
])
def test_a_path_no_screen_declares_is_none(path):
    assert shown(path) == (None, {})


def test_layouts_and_languages_are_the_declarations():
    screens = {screen.name: screen for screen in screen_table().screens}
    assert {name for name, screen in screens.items() if not screen.has_layout} == {"footprint-embed", "horoscope-app"}
    one = {name for name, screen in screens.items() if not screen.is_in_both_editions}
    assert {"article", "tag", "comic", "poll", "mega-project"} <= one
    assert screens["mega-projects"].is_in_both_editions  # the index is in both editions
    assert [read.api for read in screen_table().layout_reads] == [
        "/api/cache/menus", "/api/cache/breaking", "/api/cache/news/shinemedee",
    ]


def write_table(settings, tmp_path: Path, screens: list[dict], name: str = "routes.json") -> None:
    settings.ROUTES_FILE = tmp_path / name
    settings.ROUTES_FILE.write_text(json.dumps({"layoutReads": [], "screens": screens}))


def test_a_javascript_pattern_is_read_as_python(settings, tmp_path):
    write_table(settings, tmp_path, [
        {"name": "x", "pattern": "^/(?<id>\\d{1,3})(?<=\\d)/x/?$", "screen": "X"},
    ])
    assert shown("/12/X/") == ("x", {"id": "12"})
    assert shown("/1234/x") == (None, {})


def test_a_rebuilt_file_is_read_again(settings, tmp_path):
    write_table(settings, tmp_path, [{"name": "first", "pattern": "^/a/?$", "screen": "A"}])
    assert shown("/a")[0] == "first"
    write_table(settings, tmp_path, [{"name": "second", "pattern": "^/a/?$", "screen": "A", "layout": "bare"}])
    assert shown("/a")[0] == "second"


def test_an_unbuilt_frontend_is_a_clear_error(settings, tmp_path):
    settings.ROUTES_FILE = tmp_path / "routes.json"
    with pytest.raises(ImproperlyConfigured, match="make build"):
        screen_table()


@pytest.mark.parametrize(("screen", "problem"), [
    ({"name": "x", "pattern": "^/(?<id>\\d+/?$", "screen": "X"}, "not a regular expression"),
    ({"name": "x", "pattern": "^/x/?$", "screen": "X", "layout": "wide"}, "layout"),
    ({"name": "x", "pattern": "^/x/?$", "screen": "X", "reads": [{"api": "/api/cache/x", "args": {"a": "=nope"}}]},
     "=nope, which web/lookups.py does not know"),
    ({"name": "x", "pattern": "^/x/?$", "screen": "X", "reads": [{"api": "/api/cache/:id/x"}]},
     ":id, which is not a parameter of the path"),
    ({"name": "x", "pattern": "^/x/?$", "screen": "X", "reads": [{"api": "/api/cache/x", "when": "query"}]},
     "`when` must be a reference"),
])
def test_a_file_that_names_what_cannot_be_found_is_refused(settings, tmp_path, screen, problem):
    write_table(settings, tmp_path, [screen])
    with pytest.raises(ImproperlyConfigured, match=problem):
        screen_table()
