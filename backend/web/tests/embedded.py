"""The data a server-drawn page embeds for the app (`<script id="portal-data">`), as tests read it."""
import json
import re

from django.http import HttpResponse

_PORTAL_DATA = re.compile(r'<script type="application/json" id="portal-data">(.*?)</script>', re.S)


def embedded_text(page: HttpResponse | str) -> str:
    """The embedded JSON as the page carries it (renditions packed, `<` escaped)."""
    html = page if isinstance(page, str) else page.content.decode()
    match = _PORTAL_DATA.search(html)
    assert match, "page data is embedded"
    return match.group(1)


def embedded(page: HttpResponse | str) -> dict:
    return json.loads(embedded_text(page))
