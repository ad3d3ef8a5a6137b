"""What each lite page shows: the full screen's own reads (web/screens.py, the API's read functions),
turned into the few plain values a script-free template needs.

A lite page is found exactly as its full twin is: the path after /lite is matched against the screens
the frontend declares (frontend/src/app/screens.ts, through the built routes.json), and the screen's
reads are made by web/reads.py, through the same shared cache entries the full page and the API fill.
The screen's component names the template (`KINDS`), so a family of screens (every list of stories)
shares one; a screen whose component has no kind here fails lite's tests, so a new screen cannot be
left without its lite twin. Lite adds one screen of its own: the weather, which the full site shows
in its sidebar (`EXTRA_SCREENS`).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from common.errors import MESSAGES
from common.images import pick_rendition
from web.reads import PageRead
from web.screens import Read, Screen

Data = list[Any]  # the answers of a screen's reads that were found, parsed
Reads = list[PageRead]

# The component of frontend/src/app/routes/ that draws a screen -> the lite template (lite/<kind>.html).
KINDS: dict[str, str] = {
    "HomeRoute": "home",
    "ArticleRoute": "article",
    "SearchRoute": "search",
    "StaticPageRoute": "page",
    "CorrectionsRoute": "corrections",
    "ComicRoute": "comic",
    "PollRoute": "poll",
    "PollDetailedRoute": "poll",
    "CovidRoute": "covid",
    "CovidChartsRoute": "covid",
    "ExchangeRoute": "exchange",
    "ExchangeChartRoute": "exchange",
    "WeatherRoute": "weather",
    # What lives in the reader's browser (kept stories, push alerts) or needs the full site's script: the
    # lite page says so and links to the full one.
    "SavedRoute": "device",
    "AlertsRoute": "device",
    "NewsletterRoute": "device",
    "NewsletterConfirmRoute": "device",
    "DayColorRoute": "horoscope",
    "HoroscopeRoute": "horoscope",
    "FootprintRoute": "horoscope",
    **dict.fromkeys(
        ("ElectionIndexRoute", "ElectionDistrictsRoute", "ElectionCandidatesRoute", "ElectionListsRoute",
         "ElectionTablesRoute", "PoliticianRoute", "PresidentRoute"),
        "election",
    ),
    **dict.fromkeys(
        ("CategoryRoute", "ProviderRoute", "NewsTypeRoute", "TodayRoute", "MediaListRoute", "EconomyRoute",
         "MediaRoute", "LatestListRoute", "CornerRoute", "LifestyleRoute", "TrendListRoute", "MobileSpecialRoute",
         "BriefRoute", "TagRoute", "YearFeaturesRoute", "MegaProjectsRoute", "ElectionNewsRoute"),
        "list",
    ),
}

# Screens only lite has, declared as the frontend declares its own (a pattern and the reads).
EXTRA_SCREENS: tuple[Screen, ...] = (
    Screen(name="weather", pattern=re.compile(r"^/weather/?$", re.IGNORECASE), screen="WeatherRoute",
           reads=(Read(api="/api/cache/weather"),)),
)

# Reads lite adds to a screen's own: the front page lists the site's sections, which the full site's
# header menus show on every page (its layout's read).
ADDED_READS: dict[str, tuple[Read, ...]] = {"home": (Read(api="/api/cache/menus"),)}

# Each screen's heading where its data names none (a section, a tag, a provider name themselves).
TITLES: dict[str, Promise] = {
    "home": _("Latest news"),
    "today": _("Today"),
    "video": _("Video"),
    "photo": _("Photo"),
    "media": _("Video and photo"),
    "latest-list": _("Latest news"),
    "trend-list": _("Most read"),
    "mobile-trend": _("Most read"),
    "mobile-special": _("Featured"),
    "search": _("Search"),
    "brief": _("In brief"),
    "year-features": _("The year in review"),
    "mega-projects": _("Mega projects"),
    "corrections": _("Corrections"),
    "comic-last": _("Comics"),
    "comic": _("Comics"),
    "poll": _("Poll"),
    "poll-last": _("Poll"),
    "poll-detailed": _("Poll"),
    "covid": _("Covid-19"),
    "covid-charts": _("Covid-19"),
    "exchange": _("Exchange rates"),
    "exchange-chart": _("Exchange rates"),
    "weather": _("Weather"),
    "saved": _("Saved stories"),
    "alerts": _("Breaking-news alerts"),
    "newsletter": _("The morning email"),
    "newsletter-confirm": _("The morning email"),
    "day-color": _("Colour of the day"),
    "horoscope": _("Horoscope"),
    "horoscope-app": _("Horoscope"),
    "footprint": _("Horoscope"),
    "footprint-embed": _("Horoscope"),
}

NOT_FOUND = MESSAGES["not_found"]  # the API's words for it

# Pictures a lite page may load: with the document, within the "document plus three requests".
MAX_PICTURES = 3
THUMB_WIDTH = 160  # the smallest rendition (common/images.py): a list's lead story, a comic strip
LEAD_WIDTH = 320  # an article's picture, the width of a phone's column


def kind_of(screen: Screen) -> str | None:
    return KINDS.get(screen.screen)


def reads_of(screen: Screen) -> tuple[Read, ...]:
    """The reads a screen's lite page makes: the full screen's own, and any lite adds."""
    return screen.reads + ADDED_READS.get(kind_of(screen) or "", ())


def short_date(value: str | None) -> str:
    """"2026-11-29T05:36:27+08:00" as "2026-11-29 05:36": the API's time is Ulaanbaatar's already."""
    if not value:
        return ""
    return value[:10] + (" " + value[11:16] if len(value) >= 16 else "")


@dataclass
class Pictures:
    """The pictures a page shows, at most MAX_PICTURES: the rest of its stories go without."""

    left: int = MAX_PICTURES

    def take(self, renditions: dict[str, str] | None, width: int) -> str:
        if self.left <= 0 or not renditions:
            return ""
        self.left -= 1
        return pick_rendition(renditions, width)


@dataclass
class Card:
    lid: str
    title: str
    lead: str
    date: str
    section: str
    comments: int
    picture: str = ""


def _walk_stories(value: Any) -> Iterator[dict]:
    """Every story in an answer, in its order: any object with a `lid` and a `title`, at any depth."""
    if isinstance(value, dict):
        if isinstance(value.get("lid"), str) and isinstance(value.get("title"), str):
            yield value
            return
        for inner in value.values():
            yield from _walk_stories(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk_stories(inner)


def cards(answers: Iterable[Any], pictures: Pictures, with_picture: int = 1) -> list[Card]:
    """The stories of `answers` once each; the first `with_picture` of them with their smallest picture."""
    seen: set[str] = set()
    found: list[Card] = []
    for answer in answers:
        for story in _walk_stories(answer):
            if story["lid"] in seen:
                continue
            seen.add(story["lid"])
            section = story.get("newstyppe") or {}
            picture = pictures.take(story.get("renditions"), THUMB_WIDTH) if len(found) < with_picture else ""
            found.append(Card(
                lid=story["lid"], title=story["title"], lead=story.get("lead") or "",
                date=short_date(story.get("publish_date")),
                section=section.get("name", "") if isinstance(section, dict) else "",
                comments=int(story.get("comment_count") or 0), picture=picture,
            ))
    return found


def _dated(corrections: list[dict]) -> list[dict]:
    """Corrections with the day they were published, as the page shows it."""
    return [{**item, "date": short_date(item.get("published_at"))} for item in corrections]


def _answers(reads: list[PageRead]) -> list[Any]:
    return [read.data for read in reads if read.answer.status == 200]


def _named(data: list[Any]) -> str:
    """The name a list's own answer gives it: its section, provider, type, tag or project."""
    for answer in data:
        if not isinstance(answer, dict):
            continue
        for key in ("category", "provider", "type", "tag", "project"):
            named = answer.get(key)
            if isinstance(named, dict) and (named.get("name") or named.get("title")):
                return str(named.get("name") or named.get("title"))
    return ""


@dataclass
class Page:
    """What a lite template draws."""

    kind: str
    title: str
    context: dict[str, Any] = field(default_factory=dict)


def page(screen: Screen, reads: list[PageRead], title: str) -> Page:
    """The lite page of `screen` from its reads; `title`, the screen's heading when its data names none."""
    kind = kind_of(screen) or "list"
    data = _answers(reads)
    pictures = Pictures()
    build = _BUILDERS.get(kind, _list)
    return build(kind, screen, data, pictures, title, reads)


def _list(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    description = ""
    for answer in data:
        project = answer.get("project") if isinstance(answer, dict) else None
        if isinstance(project, dict):
            description = project.get("description") or ""
        provider = answer.get("provider") if isinstance(answer, dict) else None
        if isinstance(provider, dict) and provider.get("bio"):
            description = provider["bio"]
    return Page(kind, _named(data) or title, {"cards": cards(data, pictures), "description": description})


def _home(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    by_api = {read.declared.api: read.data for read in reads if read.answer.status == 200}
    poll = (by_api.get("/api/cache/poll/last") or {}).get("activePoll")
    specials = cards([by_api.get("/api/cache/news/specials")], pictures)
    trend = cards([by_api.get("/api/cache/news/trend")], pictures, with_picture=0)
    menus = by_api.get("/api/cache/menus") or {}
    sections = {
        entry["href"].removeprefix("/en"): entry["label"]
        for group in menus.values() if isinstance(group, list)
        for entry in group if not entry.get("external") and str(entry.get("href", "")).startswith("/")
    }
    return Page(kind, title, {"cards": specials, "trend": trend, "poll": poll, "sections": sections})


def _article(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    entity = data[0]["entity"] if data else {}
    picture = pictures.take(entity.get("renditions"), LEAD_WIDTH)
    context = {
        "article": entity, "picture": picture, "date": short_date(entity.get("publish_date")),
        "updated": short_date(entity.get("updated_at")),
        "corrections": _dated(entity.get("corrections") or []),
    }
    return Page(kind, entity.get("title", title), context)


def _search(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    found = next((read for read in reads if read.declared.api.endswith("/news/search")), None)
    context: dict[str, Any] = {"searched": found is not None, "error": "", "suggestion": ""}
    if found is not None and found.answer.status != 200:
        context["error"] = found.data.get("message", "") if isinstance(found.data, dict) else ""
    elif found is not None:
        context["cards"] = cards([found.data], pictures, with_picture=0)
        context["query"] = found.data.get("query", "")
        context["suggestion"] = found.data.get("suggestion") or ""
    return Page(kind, title, context)


def _static_page(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    entity = data[0] if data else {}
    return Page(kind, entity.get("title", title), {"page": entity})


def _corrections(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    return Page(kind, title, {"corrections": _dated((data[0] if data else {}).get("corrections", []))})


def _comic(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    answer = data[0] if data else {}
    entity = answer.get("entity") or {}
    picture = pictures.take(entity.get("renditions"), LEAD_WIDTH)
    others = [comic for comic in answer.get("comics", []) if comic.get("id") != entity.get("id")]
    return Page(kind, entity.get("title", title), {"comic": entity, "picture": picture, "others": others,
                                                   "date": short_date(entity.get("publish_date"))})


def _poll(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    poll = (data[0] if data else {}).get("activePoll")
    return Page(kind, title, {"poll": poll})


def _covid(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    answer = data[0] if data else {}
    days: list[dict[str, Any]] = []
    series = answer.get("series")
    if isinstance(series, dict) and series.get("date"):
        # The chart's last fortnight as a table: the numbers a chart would draw, in a few hundred bytes.
        for index in range(max(0, len(series["date"]) - 14), len(series["date"])):
            days.append({name: values[index] for name, values in series.items() if index < len(values)})
        days.reverse()
    return Page(kind, title, {"covid": answer.get("covid19"), "days": days, "source": answer.get("source", "")})


def _exchange(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    rates = next((answer for answer in data if isinstance(answer, dict) and "rates" in answer), {})
    chart = next((answer for answer in data if isinstance(answer, dict) and "series" in answer), None)
    series = list(reversed(chart["series"]))[:14] if chart else []
    return Page(kind, title, {"rates": rates, "chart": chart, "series": series})


def _weather(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    cities = (data[0] if data else {}).get("cities", [])
    observed = short_date(cities[0].get("observed_at")) if cities else ""
    return Page(kind, title, {"cities": cities, "observed": observed})


def _horoscope(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    answer = data[0] if data else {}
    calendar = answer.get("calendar") or {}
    facts = [(key, value) for key, value in calendar.items() if isinstance(value, str) and value and key != "date"]
    year = answer.get("year") or {}
    daycolor = answer.get("daycolor")
    forecasts = [
        {key: value for key, value in item.items() if isinstance(value, str | int) and not str(key).endswith("image")}
        for item in answer.get("forecasts") or [] if isinstance(item, dict)
    ]
    card = (answer.get("daily_card") or {}).get("card") if isinstance(answer.get("daily_card"), dict) else None
    return Page(kind, title, {
        "horoscope": answer, "facts": facts, "year": year, "daycolor": daycolor, "signs": answer.get("signs") or [],
        "card": card, "forecasts": forecasts, "page_name": answer.get("page", ""),
    })


def _election(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    merged: dict[str, Any] = {}
    for answer in data:
        if isinstance(answer, dict):
            for key, value in answer.items():
                if value not in (None, [], {}) and (key not in merged or key == "candidates"):
                    merged[key] = value
    person = merged.get("entity")
    election = (person or {}).get("election") or merged.get("election") or {}
    name = (person or {}).get("name") or election.get("name") or title
    return Page(kind, name, {
        "election": election, "person": person, "parties": merged.get("parties", []),
        "candidates": merged.get("candidates", [])[:200],
        "districts": merged.get("toirog") or merged.get("districts") or [],
        "lists": merged.get("lists", []), "news": cards(data, pictures, with_picture=0),
        "years": merged.get("years", []), "kind_name": election.get("kind", screen.name.split("-")[0]),
    })


def _device(kind: str, screen: Screen, data: Data, pictures: Pictures, title: str, reads: Reads) -> Page:
    return Page(kind, title)


_BUILDERS = {
    "device": _device,
    "list": _list, "home": _home, "article": _article, "search": _search, "page": _static_page,
    "corrections": _corrections, "comic": _comic, "poll": _poll, "covid": _covid, "exchange": _exchange,
    "weather": _weather, "horoscope": _horoscope, "election": _election,
}
