"""What an article points to (category, news type, provider, mega project), kept per process.

These rows change only in the newsroom, which bumps the content version, and every article page
needs all four. Attaching them from memory makes reading an article one plain query: Django no
longer compiles a four-join query on each uncached render, which was a third of its Python time.
"""
from django.db.models import Model

from common.cache import content_version
from common.local_cache import LocalLru

from .models import Article, Category, MegaProject, NewsType, Provider

REFERENCES: dict[str, type[Model]] = {
    "category": Category,
    "news_type": NewsType,
    "provider": Provider,
    "mega_project": MegaProject,
}
ROW_SIZE = 1024  # a rough per-row charge against the cache's budget

_rows: LocalLru[Model] = LocalLru(max_bytes=4 * 1024 * 1024, ttl=60.0)


def attach(article: Article) -> Article:
    """Set the article's references from this process's copies; any missing ones in one query."""
    version = content_version()
    names = [name for name in REFERENCES if getattr(article, f"{name}_id") is not None]
    rows = {name: _rows.get(f"{name}:{getattr(article, f'{name}_id')}", version) for name in names}
    missing = [name for name, row in rows.items() if row is None]
    if missing:
        joined = Article.objects.select_related(*missing).only("id", *missing).filter(pk=article.pk)
        fresh = next(iter(joined.order_by()[:1]), None)
        for name in missing:
            row = getattr(fresh, name, None) if fresh else None
            if row is not None:
                _rows.put(f"{name}:{row.pk}", version, row, ROW_SIZE)
            rows[name] = row
    for name, row in rows.items():
        if row is not None:  # through the descriptor: Django's related-object cache, no query later
            setattr(article, name, row)
    return article
