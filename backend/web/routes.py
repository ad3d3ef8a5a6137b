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

Params = dict[str, str | int]


@dataclass(frozen=True)
class DataNeed:
    path: str
    params: Params
    required: bool = False  # a 404 here makes the page a 404

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

# Startup data of every page: menus, and the latest, specials and trend lists (spec section 7).
LAYOUT_NEEDS = [
    DataNeed("/api/cache/categories", {}),
    DataNeed("/api/cache/news/shinemedee", {"size": SIDEBAR_SIZE}),
    DataNeed("/api/cache/news/specials", {}),
    DataNeed("/api/cache/news/trend", {"size": TREND_SIZE}),
]


def _route(
    name: str, pattern: str, needs: Callable[[dict[str, str]], list[DataNeed]], query_params: tuple[str, ...] = ()
) -> PageRoute:
    return PageRoute(name, re.compile(pattern), needs, query_params)


ROUTES: list[PageRoute] = [
    _route("home", r"^/$", lambda p: [DataNeed("/api/cache/home/slider/news-list", {})]),
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
]


def match_route(path: str) -> tuple[PageRoute | None, dict[str, str]]:
    for route in ROUTES:
        found = route.pattern.match(path)
        if found:
            return route, found.groupdict()
    return None, {}
