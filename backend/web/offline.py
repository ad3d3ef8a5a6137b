"""Offline reading and installing the portal: the web app manifest of each edition and the
service worker at the site's root.

The worker is built by the frontend build (frontend/src/sw/sw.ts -> frontend/dist/sw.js,
frontend/build-sw.mjs) and served here from `/sw.js`, since a worker covers only the paths under
its own address. Both answers go through the page caches like any page (tagged, purged with the
site, one copy per build): the worker with `max-age=0`, so a browser asks again before it uses its
copy and a release reaches readers within a front cache's lifetime. docs/adr/031-offline-reading-worker.md.
"""
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import orjson
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.templatetags.static import static

from common import cache, cache_tags
from common.languages import Language
from common.theme import THEME_COLOURS
from performance import front_index

from .assets import build_id

# The page's background in the light theme (frontend/src/styles/theme.css --page), shown while
# an installed portal starts; the bar takes the masthead's colour (common/theme.py).
BACKGROUND_COLOUR = "#f3f5f8"
SHORT_NAME = {"mn": "Өдрийн мэдээ", "en": "Daily News"}
DESCRIPTION = {
    "mn": "Монгол болон дэлхийн өдрийн мэдээ, интернэтгүй үед ч уншина.",
    "en": "The day's news from Mongolia and the world, readable offline too.",
}
# Drawn by web/offline_icons.py from the site's mark (the favicon's "D" on the masthead's blue).
ICONS = (
    ("web/icons/icon-192.png", "192x192", "any"),
    ("web/icons/icon-512.png", "512x512", "any"),
    ("web/icons/icon-maskable-512.png", "512x512", "maskable"),
)
APPLE_TOUCH_ICON = "web/icons/apple-touch-icon.png"
WORKER_FILE = "sw.js"
# Browsers check the worker again on each navigation; this makes every check reach the front cache,
# which keeps it 10 s (nginx and a CDN too), so a release is seen within seconds of its purge.
WORKER_CACHE_CONTROL = "public, max-age=0, s-maxage=10"
MANIFEST_CACHE_CONTROL = cache.CACHE_CONTROL


def _edition_base(language: Language) -> str:
    return "/en/" if language == "en" else "/"


def manifest_data(language: Language) -> dict:
    """The web app manifest of one edition: installing from /en/ opens the English edition."""
    base = _edition_base(language)
    return {
        "id": base,
        "name": settings.SITE_NAME[language],
        "short_name": SHORT_NAME[language],
        "description": DESCRIPTION[language],
        "lang": language,
        "dir": "ltr",
        "start_url": base,
        "scope": base,
        "display": "standalone",
        "theme_color": THEME_COLOURS["light"],
        "background_color": BACKGROUND_COLOUR,
        "icons": [{"src": static(path), "sizes": sizes, "type": "image/png", "purpose": purpose}
                  for path, sizes, purpose in ICONS],
    }


def _cached(request: HttpRequest, kind: str, language: Language, make: Callable[[], tuple[bytes, str]],
            control: str, vary: str) -> HttpResponse:
    """One copy per build, tagged with the site (a deliberate flush purges it), served as pages are."""
    key = cache.response_key(f"{kind}-{build_id()}", request, language)
    entry = cache.current_entry(key)
    made = entry is None
    if entry is None:
        snapshot = cache_tags.snapshot({cache_tags.SITE})
        body, content_type = make()
        entry = cache.store_content(key, 200, body, content_type, snapshot)
        front_index.remember(request, entry.tags)
    return cache.to_response(request, entry, vary=vary, made=made, control=control)


def manifest(request: HttpRequest, language: Language = "mn") -> HttpResponse:
    def make() -> tuple[bytes, str]:
        return orjson.dumps(manifest_data(language)), "application/manifest+json"

    return _cached(request, "manifest", language, make, MANIFEST_CACHE_CONTROL, vary="Accept-Encoding")


@lru_cache(maxsize=2)
def _worker_code(path: Path, mtime: float) -> bytes:
    return path.read_bytes()


def worker_path() -> Path:
    return Path(settings.FRONTEND_DIST) / WORKER_FILE


def service_worker(request: HttpRequest) -> HttpResponse:
    """The built worker, or a 404 before the frontend is built (the browser then keeps no worker)."""
    path = worker_path()
    if not path.exists():
        response = HttpResponse("// no service worker in this build\n", status=404,
                                content_type="application/javascript; charset=utf-8")
        response["Cache-Control"] = "no-store"
        return response

    def make() -> tuple[bytes, str]:
        return _worker_code(path, path.stat().st_mtime), "application/javascript; charset=utf-8"

    kind = f"sw-{int(path.stat().st_mtime)}"  # the worker may be built again on its own
    response = _cached(request, kind, "mn", make, WORKER_CACHE_CONTROL, vary="Accept-Encoding")
    # Its scope is the whole site: the default for a worker at the root, said outright for proxies
    # that might move it.
    response["Service-Worker-Allowed"] = "/"
    return response
