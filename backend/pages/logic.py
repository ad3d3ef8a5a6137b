"""Static pages in the reader's language, falling back to the Mongolian edition."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from common import cache_tags
from common.errors import ApiError
from common.languages import Language

from .models import ContactInfo, PageSlug, SiteNotice, StaticPage

FOOTER_ORDER: tuple[str, ...] = (PageSlug.CONTACT, PageSlug.ETHICS, PageSlug.PRIVACY, PageSlug.ABOUT)
NO_SUCH_PAGE = _("This page does not exist.")


@dataclass(frozen=True)
class PageView:
    """A page as served; `contact` only for the contact page."""

    page: StaticPage
    contact: ContactInfo | None


def get_page(slug: str, language: Language) -> PageView:
    """The published page `slug` (two queries at most); 404 for unknown or unpublished slugs."""
    if slug not in PageSlug.values:
        raise ApiError("not_found", status=404, text=NO_SUCH_PAGE)
    page = StaticPage.objects.for_slug(slug, language)
    if page is None:
        raise ApiError("not_found", status=404, text=NO_SUCH_PAGE)
    contact = ContactInfo.objects.for_language(language) if slug == PageSlug.CONTACT else None
    return PageView(page, contact)


def footer_pages(language: Language) -> list[StaticPage]:
    """The published pages for the footer, in footer order, one per slug (one query)."""
    by_slug: dict[str, dict[str, StaticPage]] = {}
    for page in StaticPage.objects.published().only("slug", "language", "title"):
        by_slug.setdefault(page.slug, {})[page.language] = page
    chosen = []
    for slug in FOOTER_ORDER:
        editions = by_slug.get(slug, {})
        edition = editions.get(language) or editions.get("mn")
        if edition is not None:
            chosen.append(edition)
    return chosen


# The notices by language, as of a content version: read once per version per process, so a page
# render costs no query for them (any newsroom save bumps the version).
_notices: tuple[int, dict[str, str]] | None = None
_notices_lock = threading.Lock()


def site_notice(language: Language) -> str:
    """The line at the foot of every page of `language`'s edition, or "" (never breaks a page)."""
    global _notices
    version = cache_tags.version_of("pages")
    kept = _notices
    if kept is None or kept[0] != version:
        try:
            texts = dict(SiteNotice.objects.filter(is_shown=True).values_list("language", "text"))
        except Exception:  # a missing table (a database not yet migrated) must not stop pages
            return ""
        kept = (version, texts)
        with _notices_lock:
            _notices = kept
    return kept[1].get(language, "")


def is_demo_portal() -> bool:
    """Whether a shown notice says the portal holds demo content (the newsroom reminds editors)."""
    return SiteNotice.objects.filter(is_shown=True, is_demo=True).exists()
