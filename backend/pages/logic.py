"""Static pages in the reader's language, falling back to the Mongolian edition."""

from __future__ import annotations

from dataclasses import dataclass

from common.errors import ApiError
from common.languages import Language

from .models import ContactInfo, PageSlug, StaticPage

FOOTER_ORDER: tuple[str, ...] = (PageSlug.CONTACT, PageSlug.ETHICS, PageSlug.PRIVACY, PageSlug.ABOUT)
NO_SUCH_PAGE = ("Ийм хуудас олдсонгүй.", "This page does not exist.")


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
        page = editions.get(language) or editions.get("mn")
        if page is not None:
            chosen.append(page)
    return chosen
