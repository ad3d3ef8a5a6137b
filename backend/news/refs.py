"""What articles point to (category, news type, provider, mega project), kept per process.

These tables are small and change only in the newsroom, which bumps the content version. Each is
read whole, once per content version and process, and every article and news card takes its
references from that copy: reading an article or a page of cards is one plain query, with no
joins for Django to compile (a four-join query was a third of an article read's Python time, and
the three joins of a page of cards ~0.5 ms of its ~1.9; bench/notes.md).
"""
from collections.abc import Iterator, Sequence
from typing import TypeVar

from django.db.models import Model
from django.db.models.query import ModelIterable

from common.cache import content_version
from common.local_cache import LocalLru

# The foreign keys of an article to small tables (the tables are found through the fields, so this
# module needs no import of the models that use it).
REFERENCES = ("category", "news_type", "provider", "mega_project")
M = TypeVar("M", bound=Model)
# What a news card shows (news/schemas.NewsItemOut); the article page shows its mega project too.
CARD_REFERENCES = ("category", "news_type", "provider")
ROW_SIZE = 1024  # a rough per-row charge against the cache's budget
# A table larger than this is not kept whole (journalists could grow so): each read then asks for
# the rows it points to, in one query per table.
TABLE_ROWS = 2000

# model label -> its rows by id, or None when the table is too large to keep whole
_tables: LocalLru[dict[int, Model] | None] = LocalLru(max_bytes=4 * ROW_SIZE * TABLE_ROWS, ttl=60.0)


def _rows(model: type[Model], ids: set[int]) -> dict[int, Model]:
    """The rows of `model` with these ids, from the process's copy of the whole table where it has one."""
    version = content_version()
    name = model._meta.label
    table, is_current = _tables.lookup(name, version)
    if not is_current:
        rows = list(model._default_manager.all()[: TABLE_ROWS + 1])
        table = {row.pk: row for row in rows} if len(rows) <= TABLE_ROWS else None
        _tables.put(name, version, table, ROW_SIZE * len(table) if table else ROW_SIZE)
    if table is None:
        return {row.pk: row for row in model._default_manager.filter(pk__in=ids)}
    return table


def _table_of(model: type[Model], name: str) -> type[Model]:
    related = model._meta.get_field(name).related_model
    assert isinstance(related, type), f"{model.__name__}.{name} is not a foreign key"
    return related


def load_tables(model: type[Model]) -> None:
    """Read every table `model`'s rows point to into this process's copy now (tests measure reads
    this way: a running process has the tables in memory but for its first read after each
    newsroom save)."""
    for name in REFERENCES:
        _rows(_table_of(model, name), set())


def attach_all(articles: Sequence[Model], names: Sequence[str] = REFERENCES) -> None:
    """Set the articles' references from this process's copies (a table is read only if one is needed)."""
    if not articles:
        return
    for name in names:
        key = f"{name}_id"
        pointing = [article for article in articles if getattr(article, key) is not None]
        if not pointing:
            continue
        table = _rows(_table_of(type(articles[0]), name), {getattr(article, key) for article in pointing})
        for article in pointing:
            row = table.get(getattr(article, key))
            if row is not None:  # through the descriptor: Django's related-object cache, no query later
                setattr(article, name, row)
            # else: made after this copy was read; the descriptor reads it if it is ever used


def attach(article: M) -> M:
    attach_all([article])
    return article


class CardIterable(ModelIterable):
    """Rows of a card list (`ArticleQuerySet.for_list`), with their references attached."""

    def __iter__(self) -> Iterator[Model]:
        articles = list(super().__iter__())
        attach_all(articles, CARD_REFERENCES)
        return iter(articles)
