"""The page routes, mirroring frontend/src/app/AppRoutes.tsx: what data each screen embeds.

Each route lists the API reads its first render needs; the page view runs them in-process
(through the cached twins) and embeds the answers keyed by URL, so the browser starts with
everything it needs and makes no request before the first paint.
"""
import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import quote

from common.languages import Language
from elections.logic import latest_year

Params = dict[str, str | int]


@dataclass(frozen=True)
class DataNeed:
    path: str
    params: Params
    required: bool = False  # a 404 here makes the page a 404
    # POST for the reads the specification makes as POSTs (election news); the fields go as form data.
    method: str = "GET"

    def url(self, language: Language) -> str:
        return api_url(self.path, {**self.params, "lang": language})


def api_url(path: str, params: Params) -> str:
    """The same string as frontend `apiUrl`: parameters sorted by name, URI-encoded."""
    pairs = [f"{quote_component(k)}={quote_component(str(params[k]))}" for k in sorted(params) if params[k] != ""]
    return f"{path}?{'&'.join(pairs)}" if pairs else path


def quote_component(text: str) -> str:
    """Exactly JavaScript's encodeURIComponent (which leaves !'()* as they are)."""
    return quote(text, safe="!'()*")


@dataclass(frozen=True)
class PageRoute:
    name: str
    pattern: re.Pattern[str]
    needs: Callable[[dict[str, str]], list[DataNeed]]
    # Query-string parameters handed to `needs` with the path's (only those present in the request).
    query_params: tuple[str, ...] = ()


SIDEBAR_SIZE = 8
TREND_SIZE = 10
SECTION_PAGE_SIZE = 12

# Data of every page's layout: the menus and the sidebar's open tab (the latest news). The
# specials and trend lists (spec section 7's startup lists) are embedded where a screen shows
# them: the front page and the mobile lists; the sidebar's trend tab reads its list when opened.
# Lists whose screens show no lead ask without it (`lead=0`, frontend features/news/api/withoutLeads.ts).
WITHOUT_LEADS: dict[str, str | int] = {"lead": 0}
SPECIALS_NEED = DataNeed("/api/cache/news/specials", WITHOUT_LEADS)
TREND_NEED = DataNeed("/api/cache/news/trend", {"size": TREND_SIZE, **WITHOUT_LEADS})
LAYOUT_NEEDS = [
    DataNeed("/api/cache/menus", {}),
    DataNeed("/api/cache/news/shinemedee", {"size": SIDEBAR_SIZE, **WITHOUT_LEADS}),
]


def _route(
    name: str, pattern: str, needs: Callable[[dict[str, str]], list[DataNeed]], query_params: tuple[str, ...] = ()
) -> PageRoute:
    return PageRoute(name, re.compile(pattern), needs, query_params)


# Reading: the article page, the news sections of spec section 2 and search.
LIST_PAGE_SIZE = 30
TREND_LIST_NEED = DataNeed("/api/cache/news/trend", {"size": LIST_PAGE_SIZE, **WITHOUT_LEADS})
LATEST_LIST_NEED = DataNeed("/api/cache/news/shinemedee", {"size": LIST_PAGE_SIZE, **WITHOUT_LEADS})
TODAY_PAGE_SIZE = 20
MEDIA_PAGE_SIZE = 12
SEARCH_PAGE_SIZE = 10


def _category_id(slug: str) -> int | None:
    """A section that spec section 2 names by topic (economy) shows the category with that slug."""
    from news.models import Category

    return Category.objects.filter(slug=slug, is_active=True).values_list("id", flat=True).first()


def _economy_needs(p: dict[str, str]) -> list[DataNeed]:
    found = _category_id("economy")
    if not found:
        return []
    # The screen names its category from the taxonomy (frontend EconomyRoute).
    return [
        DataNeed("/api/cache/categories", {}),
        DataNeed(f"/api/cache/fetch/{found}/i", {"limit": SECTION_PAGE_SIZE}, required=True),
    ]


def _media_need(kind: str) -> DataNeed:
    return DataNeed(f"/api/cache/news/{kind}", {"size": MEDIA_PAGE_SIZE, **WITHOUT_LEADS})


def _search_needs(p: dict[str, str]) -> list[DataNeed]:
    # No `query` at all is the empty search screen; an empty one gets the API's message.
    if "query" not in p:
        return []
    return [DataNeed("/api/cache/news/search", {"query": p["query"], "size": SEARCH_PAGE_SIZE})]


def _mega_needs(p: dict[str, str]) -> list[DataNeed]:
    params: Params = {k: p[k] for k in ("projectid", "contid") if p.get(k)}
    return [DataNeed("/api/cache/getMegaData", params, required=True)]


# Readers take part: comics and polls. Poll reads other than the active poll are POSTs,
# so those pages embed the active poll (GET) and fetch the rest in the browser.
COMIC_PAGE_SIZE = 6
ACTIVE_POLL_NEED = DataNeed("/api/cache/poll/last", {})


def _comic_needs(comic_id: str) -> list[DataNeed]:
    return [DataNeed(f"/api/cache/fetch/{comic_id}/comic", {"size": COMIC_PAGE_SIZE}, required=True)]


# Data desks: elections, covid, exchange rates and the horoscope.
ELECTION_NEWS_SIZE = 3
ELECTION_COMIC_SIZE = 6
EXCHANGE_CHART_DEFAULTS: Params = {"currency": "USD", "days": 30}
HOROSCOPE_PAGES = ("calendar", "zodiac", "tarot", "eastern")
# Shown inside other sites or the mobile app: no header, sidebar or footer, so no layout data.
BARE_ROUTES = frozenset({"footprintEmbed", "horoscopeApp"})


def _year(p: dict[str, str]) -> Params:
    return {"year": p["year"]} if p.get("year") else {}


def _parliament_needs(p: dict[str, str]) -> list[DataNeed]:
    """Every parliamentary screen shows the election (parties for the party filter) plus its own read."""
    election = DataNeed("/api/cache/election", {"kind": "parliament", **_year(p)}, required=True)
    year, screen = p.get("year"), p.get("screen")
    if screen is None:
        # Without a year the page shows the latest election, and its comics: the year is looked up here
        # so that they are embedded too (one small query, made only when the page is drawn).
        shown = year or latest_year("parliament")
        comics = [DataNeed(f"/api/cache/fetchSonguuli/0/{shown}", {"size": ELECTION_COMIC_SIZE})] if shown else []
        return [election, *comics]
    own = {
        "districts": DataNeed("/api/cache/election/toirog", {"year": str(year)}, required=True),
        "candidates": DataNeed(f"/api/cache/{year}/electionCandidate", {}, required=True),
        "winners": DataNeed(f"/api/cache/{year}/electionCandidate", {"winners": "true"}, required=True),
        "lists": DataNeed(f"/api/cache/{year}/parlamentjagsaalt", {}, required=True),
        "tables": DataNeed(f"/api/cache/{year}/parlamentdistrict", {}, required=True),
        "news": DataNeed(
            "/api/election/parliament/news", {"size": ELECTION_NEWS_SIZE, "year": str(year)},
            required=True, method="POST",
        ),
    }[screen]
    return [election, own]


def _horoscope_needs(p: dict[str, str]) -> list[DataNeed]:
    page = p.get("page") or "calendar"
    # An unknown page name needs nothing: the screen itself answers 404.
    return [DataNeed(f"/api/cache/horoscope/{page}", {}, required=True)] if page in HOROSCOPE_PAGES else []


def _footprint_needs(p: dict[str, str]) -> list[DataNeed]:
    return [DataNeed(f"/api/cache/{p['year']}/horoscope/eastern/footprint", {}, required=True)]


ROUTES: list[PageRoute] = [
    # The front page, the site's own pages and the news sections by id.
    _route(
        "home",
        r"^/$",
        # The interview/lifestyle/tech/comic rows at the foot of the page are not embedded: they
        # load after hydration (below the fold), which keeps the front page near an article's size.
        lambda p: [
            SPECIALS_NEED,
            TREND_NEED,
            DataNeed("/api/cache/stories", {}),  # the story rail
            DataNeed("/api/cache/poll/last", {}),  # the active poll card
        ],
    ),
    # The site's own pages, linked from the footer (an unpublished one is a 404).
    _route(
        "staticPage",
        r"^/(?P<slug>contact|ethics|privacy|about)$",
        lambda p: [DataNeed(f"/api/cache/pages/{p['slug']}", {}, required=True)],
    ),
    _route(
        "category",
        r"^/(?P<id>\d{1,9})/i$",
        lambda p: [DataNeed(f"/api/cache/fetch/{p['id']}/i", {"limit": SECTION_PAGE_SIZE}, required=True)],
    ),
    _route(
        "provider",
        r"^/(?P<id>\d{1,9})/p$",
        lambda p: [DataNeed(f"/api/cache/fetch/{p['id']}/p", {"limit": SECTION_PAGE_SIZE}, required=True)],
    ),
    _route(
        "newsType",
        r"^/(?P<id>\d{1,9})/t$",
        lambda p: [DataNeed(f"/api/cache/fetch/{p['id']}/t", {"limit": SECTION_PAGE_SIZE}, required=True)],
    ),
    # Reading: the article page, the news sections of spec section 2 and search.
    _route(
        "article",
        r"^/(?P<lid>[A-Za-z0-9]{4,16})/r$",
        lambda p: [DataNeed(f"/api/cache/news/read/{p['lid']}", {}, required=True)],
    ),
    _route("today", r"^/today$", lambda p: [DataNeed("/api/cache/news/shinemedee", {"size": TODAY_PAGE_SIZE})]),
    _route("video", r"^/video$", lambda p: [_media_need("video")]),
    _route("photo", r"^/photo$", lambda p: [_media_need("photo")]),
    _route("media", r"^/media$", lambda p: [_media_need("video"), _media_need("photo")]),
    _route("economy", r"^/economy$", _economy_needs),
    _route("list", r"^/i/list$", lambda p: [LATEST_LIST_NEED]),
    _route(
        "corner",
        r"^/(?P<id>\d{1,9})/corner$",
        lambda p: [
            DataNeed(
                f"/api/cache/fetch/{p['id']}/i", {"limit": SECTION_PAGE_SIZE, "navType": "featured"}, required=True
            )
        ],
    ),
    _route(
        "lifestyle",
        r"^/(?P<id>\d{1,9})/lifestyle$",
        lambda p: [DataNeed(f"/api/cache/fetch/{p['id']}/i", {"limit": SECTION_PAGE_SIZE}, required=True)],
    ),
    _route("trendList", r"^/trend/list$", lambda p: [TREND_LIST_NEED]),
    _route("mobileTrend", r"^/mtrend$", lambda p: [TREND_LIST_NEED]),
    _route("mobileSpecial", r"^/mspecial$", lambda p: [SPECIALS_NEED]),
    _route("brief", r"^/brief$", lambda p: [DataNeed("/api/cache/brief", {})]),
    _route(
        "tag",
        r"^/tag/(?P<slug>[^/]{1,100})$",
        lambda p: [
            DataNeed(f"/api/cache/fetch/{quote_component(p['slug'])}/tag", {"limit": SECTION_PAGE_SIZE}, required=True)
        ],
    ),
    _route(
        "yearFeatures",
        r"^/toim(?:/(?P<year>\d{4}))?$",
        lambda p: [DataNeed("/api/cache/tagmedee", {"year": p["year"]} if p.get("year") else {}, required=True)],
    ),
    _route("megaProjects", r"^/megaprojects(?:/(?P<projectid>\d{1,9})(?:/(?P<contid>\d{1,9}))?)?$", _mega_needs),
    _route("mobileSearch", r"^/msearch$", _search_needs, query_params=("query",)),
    # Readers take part: comics and polls.
    _route("comic", r"^/(?P<id>\d{1,9})/comic$", lambda p: _comic_needs(p["id"])),
    _route("comicLast", r"^/comic/last$", lambda p: _comic_needs("0")),
    _route("poll", r"^/(?P<id>\d{1,9})/poll$", lambda p: [ACTIVE_POLL_NEED]),
    _route("pollLast", r"^/poll/last$", lambda p: [ACTIVE_POLL_NEED]),
    _route("pollDetailed", r"^/poll/detailed$", lambda p: []),
    # Data desks: elections, covid, exchange rates and the horoscope.
    _route("electionParliament", r"^/election/parliament(?:/(?P<year>\d{4}))?$", _parliament_needs),
    _route(
        "electionParliamentScreen",
        r"^/election/parliament/(?P<year>\d{4})/(?P<screen>districts|candidates|winners|lists|tables|news)$",
        _parliament_needs,
    ),
    _route(
        "electionPolitician",
        r"^/election/(?:politician|candidate|president/\d{4}/politician)/(?P<id>\d{1,9})$",
        lambda p: [DataNeed(f"/api/cache/election/politician/{p['id']}", {}, required=True)],
    ),
    _route(
        "electionPresident",
        r"^/election/president(?:/(?P<year>\d{4}))?$",
        lambda p: [DataNeed("/api/cache/election/president", _year(p), required=True)],
    ),
    _route("covid", r"^/covid$", lambda p: [DataNeed("/api/cache/covid", {})]),
    _route("covidCharts", r"^/covid-charts$", lambda p: [DataNeed("/api/cache/covid-charts", {})]),
    _route("exchange", r"^/exchange$", lambda p: [DataNeed("/api/cache/exchange", {})]),
    _route(
        "exchangeChart",
        r"^/exchange-chart$",
        lambda p: [DataNeed("/api/cache/exchange", {}), DataNeed("/api/cache/exchange-chart", EXCHANGE_CHART_DEFAULTS)],
    ),
    _route("dayColor", r"^/horoscope/daycolor$", lambda p: [DataNeed("/api/cache/horoscope/daycolor", {})]),
    _route("horoscopeApp", r"^/horoscope/mba(?:/(?P<page>[a-z]{1,20}))?$", _horoscope_needs),
    _route("horoscope", r"^/horoscope(?:/(?P<page>[a-z]{1,20}))?$", _horoscope_needs),
    _route("footprint", r"^/(?P<year>\d{4})/horoscope/eastern/footprint$", _footprint_needs),
    _route("footprintEmbed", r"^/iframe/(?P<year>\d{4})/horoscope/eastern/footprint$", _footprint_needs),
]


# Screens of content that exists in one language only (an article, a tag, a comic, a poll):
# they get no hreflang pair, since the other edition has no such page.
SINGLE_LANGUAGE_ROUTES = {"article", "tag", "comic", "poll", "megaProjects"}


def match_route(path: str) -> tuple[PageRoute | None, dict[str, str]]:
    for route in ROUTES:
        found = route.pattern.match(path)
        if found:
            return route, found.groupdict()
    return None, {}
