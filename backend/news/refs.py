"""What articles point to (category, news type, provider, mega project), kept per process.

These tables are small and change only in the newsroom, which bumps the content version. Each is
read whole, once per content version and process, and every article and news card takes its
references from that copy: reading an article or a page of cards is one plain query, with no
joins for Django to compile (a four-join query was a third of an article read's Python time, and
the three joins of a page of cards ~0.5 ms of its ~1.9; bench/notes.md).
"""
from collections.abc import Iterator, Sequence

from django.db.models import Model
from django.db.models.query import ModelIterable

from common.cache import content_version
from common.local_cache import LocalLru

from .models import Article, Category, MegaProject, NewsType, Provider

REFERENCES: dict[str, type[Model]] = {
    "category": Category,
    "news_type": NewsType,
    "provider": Provider,
    "mega_project": MegaProject,
}
# What a news card shows (news/schemas.NewsItemOut); the article page shows its mega project too.
CARD_REFERENCES = ("category", "news_type", "provider")
ROW_SIZE = 1024  # a rough per-row charge against the cache's budget
# A table larger than this is not kept whole (journalists could grow so): each read then asks for
# the rows it points to, in one query per table.
TABLE_ROWS = 2000

# name -> its rows by id, or None when the table is too large to keep whole
_tables: LocalLru[dict[int, Model] | None] = LocalLru(max_bytes=4 * ROW_SIZE * TABLE_ROWS, ttl=60.0)


def _rows(name: str, ids: set[int]) -> dict[int, Model]:
    """The rows of `name` with these ids, from the process's copy of the whole table where it has one."""
    version = content_version()
    table, is_current = _tables.lookup(name, version)
    model = REFERENCES[name]
    if not is_current:
        rows = list(model.objects.all()[: TABLE_ROWS + 1])
        table = {row.pk: row for row in rows} if len(rows) <= TABLE_ROWS else None
        _tables.put(name, version, table, ROW_SIZE * len(table) if table else ROW_SIZE)
    if table is None:
        return {row.pk: row for row in model.objects.filter(pk__in=ids)}
    return table


def load_tables() -> None:
    """Read every reference table into this process's copy now (tests measure reads this way: a
    running process has the tables in memory but for its first read after each newsroom save)."""
    for name in REFERENCES:
        _rows(name, set())


def attach_all(articles: Sequence[Article], names: Sequence[str] = tuple(REFERENCES)) -> None:
    """Set the articles' references from this process's copies (a table is read only if one is needed)."""
    for name in names:
        key = f"{name}_id"
        pointing = [article for article in articles if getattr(article, key) is not None]
        if not pointing:
            continue
        table = _rows(name, {getattr(article, key) for article in pointing})
        for article in pointing:
            row = table.get(getattr(article, key))
            if row is not None:  # through the descriptor: Django's related-object cache, no query later
                setattr(article, name, row)
            # else: made after this copy was read; the descriptor reads it if it is ever used


def attach(article: Article) -> Article:
    attach_all([article])
    return article


class CardIterable(ModelIterable):
    """Rows of a card list (`ArticleQuerySet.for_list`), with their references attached."""

    def __iter__(self) -> Iterator[Article]:
        articles = list(super().__iter__())
        attach_all(articles, CARD_REFERENCES)
        return iter(articles)
