"""The menus of one edition, and which addresses an editor may put in them."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.utils.translation import gettext as _

from common.languages import Language

from .models import EXTERNAL_SCHEMES, Menu, MenuEntry


def menus(language: Language) -> dict[str, list[MenuEntry]]:
    """Every menu of `language` (one query), each in the editors' order; menus without entries are empty."""
    found: dict[str, list[MenuEntry]] = {menu: [] for menu in Menu.values}
    for entry in MenuEntry.objects.shown(language):
        found[entry.menu].append(entry)
    return found


def path_problem(path: str) -> str | None:
    """Why `path` cannot be a menu entry's address, or None: a screen of this site or an http(s) address."""
    if path.startswith(EXTERNAL_SCHEMES):
        return None if urlsplit(path).netloc else _("The address has no host.")
    if not path.startswith("/"):
        return _("Start with / for a page of this site, or with https:// for another site.")
    if path == "/en" or path.startswith("/en/"):
        return _("Leave out /en: each edition's menu links to its own pages.")
    from web.screens import match_screen

    screen, _params = match_screen(urlsplit(path).path)
    if screen is None:
        return _("No page of this site has this address.")
    return None
