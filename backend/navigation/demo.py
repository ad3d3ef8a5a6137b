"""Demo menus of both editions that reach every section of the site within two clicks of the front page.

An entry names a category by its slug, a news type by its slug (its /{id}/t list), or a path;
paths that need an id or a year are filled from the demo's own data, and an entry whose target
the demo lacks is left out rather than pointing at an empty page.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime

from common.models import Language

from .models import Menu, MenuEntry


@dataclass(frozen=True)
class DemoEntry:
    menu: str
    mn: str  # labels; empty for a category, which shows its own name
    en: str
    category: str = ""
    path: str = ""  # may hold {interview}, {lifestyle} (category ids), {type:<slug>} or {footprint}


ENTRIES: tuple[DemoEntry, ...] = (
    DemoEntry(Menu.MAIN, "Өнөөдөр", "Today", path="/today"),
    DemoEntry(Menu.MAIN, "", "", category="politics"),
    DemoEntry(Menu.MAIN, "Эдийн засаг", "Economy", path="/economy"),
    DemoEntry(Menu.MAIN, "", "", category="society"),
    DemoEntry(Menu.MAIN, "", "", category="world"),
    DemoEntry(Menu.MAIN, "", "", category="sport"),
    DemoEntry(Menu.MAIN, "", "", category="tech"),
    DemoEntry(Menu.MAIN, "", "", category="health"),
    DemoEntry(Menu.MAIN, "", "", category="culture"),
    DemoEntry(Menu.MAIN, "", "", category="education"),
    DemoEntry(Menu.MAIN, "Видео", "Video", path="/video"),
    DemoEntry(Menu.MAIN, "Фото", "Photos", path="/photo"),
    DemoEntry(Menu.HELPFUL, "", "", category="helpful"),
    DemoEntry(Menu.HELPFUL, "Валютын ханш", "Exchange rates", path="/exchange"),
    DemoEntry(Menu.HELPFUL, "Ханшийн график", "Exchange rate chart", path="/exchange-chart"),
    DemoEntry(Menu.HELPFUL, "Ковид-19", "COVID-19", path="/covid"),
    DemoEntry(Menu.HELPFUL, "Ковид-19 график", "COVID-19 charts", path="/covid-charts"),
    DemoEntry(Menu.HELPFUL, "Зурхай", "Horoscope", path="/horoscope"),
    DemoEntry(Menu.HELPFUL, "Өдрийн өнгө", "Colour of the day", path="/horoscope/daycolor"),
    DemoEntry(
        Menu.HELPFUL, "Жилийн мөрөөр", "The year by birth animal", path="/{footprint}/horoscope/eastern/footprint"
    ),
    DemoEntry(Menu.INTERVIEW, "", "", category="interview"),
    DemoEntry(Menu.INTERVIEW, "Ярилцлагын булан", "Interview corner", path="/{interview}/corner"),
    DemoEntry(Menu.INTERVIEW, "Бүх ярилцлага", "All interviews", path="/{type:interview}/t"),
    DemoEntry(Menu.INTERVIEW, "Тойм нийтлэл", "Analysis", path="/{type:analysis}/t"),
    DemoEntry(Menu.INTERESTING, "", "", category="interesting"),
    DemoEntry(Menu.INTERESTING, "Амьдралын хэв маяг", "Lifestyle", path="/{lifestyle}/lifestyle"),
    DemoEntry(Menu.INTERESTING, "Шог зураг", "Comics", path="/comic/last"),
    DemoEntry(Menu.INTERESTING, "Мега төслүүд", "Mega projects", path="/megaprojects"),
    DemoEntry(Menu.INTERESTING, "Оны онцлох", "The year's highlights", path="/toim"),
    DemoEntry(Menu.OTHER, "", "", category="environment"),
    DemoEntry(Menu.OTHER, "Шинэ мэдээ", "Latest news", path="/i/list"),
    DemoEntry(Menu.OTHER, "Их уншсан", "Most read", path="/trend/list"),
    DemoEntry(Menu.OTHER, "Медиа", "Media", path="/media"),
    DemoEntry(Menu.OTHER, "Товч мэдээ", "News in brief", path="/brief"),
    DemoEntry(Menu.OTHER, "Санал асуулга", "Poll", path="/poll/last"),
    DemoEntry(Menu.OTHER, "Санал асуулгын дүн", "Poll results", path="/poll/detailed"),
    DemoEntry(Menu.OTHER, "УИХ-ын сонгууль", "Parliamentary election", path="/election/parliament"),
    DemoEntry(Menu.OTHER, "Ерөнхийлөгчийн сонгууль", "Presidential election", path="/election/president"),
    # The phone pages, named by what they hold: the reader needs no device in the name.
    DemoEntry(Menu.FOOTER, "Их уншсан мэдээ", "Most read stories", path="/mtrend"),
    DemoEntry(Menu.FOOTER, "Онцлох мэдээ", "Featured stories", path="/mspecial"),
    DemoEntry(Menu.FOOTER, "Мэдээ хайх", "Search the news", path="/msearch"),
)


def _targets(language: str) -> dict[str, str]:
    """Ids and years the demo's paths need, from what the database holds now."""
    from horoscope.logic import forecast_years
    from news.models import Category, NewsType

    found = {slug: str(pk) for slug, pk in Category.objects.values_list("slug", "id")}
    targets = {"interview": found.get("interview", ""), "lifestyle": found.get("lifestyle", "")}
    targets |= {f"type:{slug}": str(pk) for slug, pk in NewsType.objects.values_list("slug", "id")}
    years = forecast_years("en" if language == "en" else "mn")
    targets["footprint"] = str(years[0]) if years else ""
    return targets


def _fill(path: str, targets: dict[str, str]) -> str | None:
    """The path with its {names} filled, or None when the demo has nothing there."""
    while "{" in path:
        start, end = path.index("{"), path.index("}")
        value = targets.get(path[start + 1:end], "")
        if not value:
            return None
        path = path[:start] + value + path[end + 1:]
    return path


def seed_demo_content(rng: random.Random, now: datetime) -> None:
    """Replace both editions' menus with the demo's (categories the demo lacks are skipped)."""
    from news.models import Category

    categories = {category.slug: category for category in Category.objects.all()}
    MenuEntry.objects.all().delete()
    rows = []
    for language in Language.values:
        targets = _targets(language)
        positions: dict[str, int] = {}
        for entry in ENTRIES:
            category = categories.get(entry.category) if entry.category else None
            path = _fill(entry.path, targets) if entry.path else ""
            if (entry.category and category is None) or path is None:
                continue
            positions[entry.menu] = positions.get(entry.menu, 0) + 1
            label = entry.en if language == Language.ENGLISH else entry.mn
            rows.append(MenuEntry(menu=entry.menu, language=language, position=positions[entry.menu] * 10,
                                  label=label, category=category, path=path))
    MenuEntry.objects.bulk_create(rows)
