"""The reader's colour theme: the `theme` cookie that the header's toggle sets (frontend
shared/lib/themeChoice.ts). Pages put it on <html data-theme> so the first paint has it, and so
every cache of pages keeps one copy per theme: none (follow the device), light and dark
(docs/adr/015-theme-in-the-page-cache-key.md)."""
import re
from collections.abc import Mapping
from typing import Literal

Theme = Literal["light", "dark"]

THEME_COOKIE = "theme"
# The browser's bar colour in each theme: the masthead's (frontend/src/styles/theme.css --header-bg).
THEME_COLOURS: dict[Theme, str] = {"light": "#0b4f8a", "dark": "#10263d"}

# For the WSGI front cache, which sees the raw header: the cookie's value, whatever else is sent.
_IN_HEADER = re.compile(rf"(?:^|;)\s*{THEME_COOKIE}=(light|dark)\s*(?:;|$)")


def chosen_theme(cookies: Mapping[str, str]) -> Theme | None:
    """The reader's choice from parsed cookies; None (follow the device) without it or for any other value."""
    value = cookies.get(THEME_COOKIE)
    return value if value in ("light", "dark") else None  # type: ignore[return-value]


def theme_in_cookie_header(header: str) -> Theme | None:
    """The same choice read from a raw Cookie header."""
    if THEME_COOKIE not in header:
        return None
    found = _IN_HEADER.search(header)
    return found.group(1) if found else None  # type: ignore[return-value]
