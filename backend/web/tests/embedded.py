"""The data a server-drawn page embeds for the app (`<script id="portal-data">`), as tests read it."""
import json
import re

from django.http import HttpResponse

_PORTAL_DATA = re.compile(r'<script type="application/json" id="portal-data">(.*?)</script>', re.S)
Page = HttpResponse | str | dict


def embedded_text(page: HttpResponse | str) -> str:
    """The embedded JSON as the page carries it (renditions packed, `<` escaped)."""
    html = page if isinstance(page, str) else page.content.decode()
    match = _PORTAL_DATA.search(html)
    assert match, "page data is embedded"
    return match.group(1)


def embedded(page: HttpResponse | str) -> dict:
    return json.loads(embedded_text(page))


def reads_of(page: Page) -> list[dict]:
    """The page's embedded reads in their order, the layout's first."""
    return (page if isinstance(page, dict) else embedded(page))["reads"]


def has_read(page: Page, api: str) -> bool:
    """Whether the page embeds a read of `api` (the template as declared, e.g. "/api/cache/fetch/:categoryid/i")."""
    return any(read["api"] == api for read in reads_of(page))


def read_of(page: Page, api: str, args: dict | None = None) -> dict:
    """The page's embedded read of `api`, with exactly `args` when they are given."""
    reads = reads_of(page)
    found = [read for read in reads if read["api"] == api and (args is None or read["args"] == args)]
    assert found, f"no read of {api} {args or ''} among {[(read['api'], read['args']) for read in reads]}"
    return found[0]
