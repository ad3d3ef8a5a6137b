"""JSON-LD for search engines: NewsArticle (LiveBlogPosting for live coverage) on article pages,
BreadcrumbList on category sections.

Each is drawn from an answer the page embeds, found by the screen's declared read: the article
screen's first read, or a screen's read of a category section (`/api/cache/fetch/:id/i`).
"""
import re
from collections.abc import Callable

from django.conf import settings
from django.utils.html import strip_tags

from common.languages import Language
from news.logic import article_path

from .reads import PageRead
from .screens import ARTICLE_SCREEN, Read, Screen
from .site_url import absolute

# The read of a category's section: its answer names the category (news/api.py `list_category`).
SECTION_READ = re.compile(r"/api/cache/fetch/:\w+/i")


def _edition(site: str, language: Language) -> str:
    return site + ("/en" if language == "en" else "")


def _answer(reads: list[PageRead], is_wanted: Callable[[Read], bool]) -> dict | None:
    """The parsed answer of the first of the screen's own reads whose declaration `is_wanted`, if found."""
    for read in reads:
        if not read.is_layout and is_wanted(read.declared) and read.answer.status == 200:
            if isinstance(read.data, dict):
                return read.data
    return None


def breadcrumbs(items: list[tuple[str, str]]) -> dict:
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": n, "name": name, "item": url} for n, (name, url) in enumerate(items, 1)
        ],
    }


def _plain_text(blocks: list[dict]) -> str:
    """An update's text for a machine: its paragraphs, headings, quotes and list items without markup."""
    parts: list[str] = []
    for block in blocks:
        if block.get("type") in ("paragraph", "table"):
            parts.append(strip_tags(block["html"]))
        elif block.get("type") in ("heading", "quote"):
            parts.append(block["text"])
        elif block.get("type") == "list":
            parts.extend(strip_tags(item) for item in block["items"])
    return "\n".join(part.strip() for part in parts if part.strip())


def live_blog(coverage: dict, url: str) -> dict:
    """What makes a live article's NewsArticle a LiveBlogPosting: its coverage times and updates."""
    fields: dict = {
        "@type": "LiveBlogPosting",
        "coverageStartTime": coverage["started_at"],
        "liveBlogUpdate": [
            {
                "@type": "BlogPosting",
                "headline": (update["title"] or update["published_at"])[:110],
                "datePublished": update["published_at"],
                "url": f"{url}#update-{update['id']}",
                "articleBody": _plain_text(update["body_blocks"]),
            }
            for update in coverage["updates"]
        ],
    }
    if coverage.get("ended_at"):
        fields["coverageEndTime"] = coverage["ended_at"]
    return fields


def structured_data(screen: Screen | None, reads: list[PageRead], language: Language, site: str) -> list[dict]:
    """The JSON-LD objects for the page of `screen` whose embedded reads are `reads`, its addresses on
    `site` (web/site_url.py)."""
    if screen is None or not screen.reads:
        return []
    edition = _edition(site, language)
    home = (settings.SITE_NAME[language], edition + "/")
    first = screen.reads[0]
    article = _answer(reads, lambda declared: declared is first) if screen.name == ARTICLE_SCREEN else None
    if article and "entity" in article:
        entity = article["entity"]
        category = entity.get("newstyppe") or {}  # the article's category (docs/api-notes.md)
        url = f"{edition}/{entity['lid']}/r"
        provider = entity.get("provider")
        news = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": entity["title"][:110],
            "description": entity.get("lead", ""),
            "image": [absolute(site, u) for u in entity.get("renditions", {}).values()][-1:],
            "datePublished": entity["publish_date"],
            "dateModified": entity.get("updated_at", entity["publish_date"]),
            "inLanguage": language,
            "mainEntityOfPage": url,
            "author": [{"@type": "Person", "name": provider["name"]}] if provider else [],
            "publisher": {"@type": "Organization", "name": settings.SITE_NAME[language], "url": home[1]},
        }
        coverage = entity.get("live")
        if coverage:
            news.update(live_blog(coverage, url))
        pair = entity.get("pair")
        if pair:  # the same story in the other edition: the original names its translation, and back
            pair_url = site + article_path(pair["lid"], pair["language"])
            other = {
                "@type": "NewsArticle", "url": pair_url, "inLanguage": pair["language"],
                "headline": pair["title"][:110],
            }
            news["workTranslation" if language == "mn" else "translationOfWork"] = other
        crumbs = [home, (category.get("name", ""), f"{edition}/{category.get('id')}/i"), (entity["title"], url)]
        return [news, breadcrumbs(crumbs)]
    section = _answer(reads, lambda declared: SECTION_READ.fullmatch(declared.api) is not None)
    if section and "category" in section:
        category = section["category"]
        return [breadcrumbs([home, (category["name"], f"{edition}/{category['id']}/i")])]
    return []
