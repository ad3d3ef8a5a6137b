"""JSON-LD for search engines: NewsArticle on article pages, BreadcrumbList on sections."""
from django.conf import settings

from common.languages import Language


def _site(language: Language) -> str:
    return settings.SITE_URL.rstrip("/") + ("/en" if language == "en" else "")


def _find(queries: dict[str, dict], prefix: str) -> dict | None:
    for url, entry in queries.items():
        if url.startswith(prefix) and entry.get("status") == 200:
            return entry.get("data")
    return None


def breadcrumbs(items: list[tuple[str, str]]) -> dict:
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": n, "name": name, "item": url} for n, (name, url) in enumerate(items, 1)
        ],
    }


def structured_data(queries: dict[str, dict], language: Language) -> list[dict]:
    """The JSON-LD objects for the page whose embedded API answers are `queries`."""
    home = (settings.SITE_NAME[language], _site(language) + "/")
    article = _find(queries, "/api/cache/news/read/")
    if article and "entity" in article:
        entity = article["entity"]
        category = entity.get("newstyppe") or {}  # the article's category (docs/api-notes.md)
        url = f"{_site(language)}/{entity['lid']}/r"
        provider = entity.get("provider")
        news = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": entity["title"][:110],
            "description": entity.get("lead", ""),
            "image": [settings.SITE_URL.rstrip("/") + u for u in entity.get("renditions", {}).values()][-1:],
            "datePublished": entity["publish_date"],
            "dateModified": entity.get("updated_at", entity["publish_date"]),
            "inLanguage": language,
            "mainEntityOfPage": url,
            "author": [{"@type": "Person", "name": provider["name"]}] if provider else [],
            "publisher": {"@type": "Organization", "name": settings.SITE_NAME[language], "url": home[1]},
        }
        crumbs = [home, (category.get("name", ""), f"{_site(language)}/{category.get('id')}/i"), (entity["title"], url)]
        return [news, breadcrumbs(crumbs)]
    section = _find(queries, "/api/cache/fetch/")
    if section and "category" in section:
        category = section["category"]
        return [breadcrumbs([home, (category["name"], f"{_site(language)}/{category['id']}/i")])]
    return []
