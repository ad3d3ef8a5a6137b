"""What articles point to (category, news type, provider, mega project), from the process's copies
of those small tables (performance/table_copies.py) instead of joins."""
from collections.abc import Iterator
from typing import TypeVar

from django.db.models import Model
from django.db.models.query import ModelIterable

from performance import table_copies

# The foreign keys of an article to small tables (the tables are found through the fields, so this
# module needs no import of the models that use it).
REFERENCES = ("category", "news_type", "provider", "mega_project")
# What a news card shows (news/schemas.NewsItemOut); the article page shows its mega project too.
CARD_REFERENCES = ("category", "news_type", "provider")
M = TypeVar("M", bound=Model)


def load_tables(model: type[Model]) -> None:
    """Read every table `model`'s rows point to into this process's copy now (tests measure reads
    this way: a running process has the tables in memory but for its first read after each
    newsroom save)."""
    for name in REFERENCES:
        table_copies.rows(table_copies.table_of(model, name), set())


def attach(article: M) -> M:
    table_copies.attach_all([article], REFERENCES)
    return article


class CardIterable(ModelIterable):
    """Rows of a card list (`ArticleQuerySet.for_list`), with their references attached."""

    def __iter__(self) -> Iterator[Model]:
        articles = list(super().__iter__())
        table_copies.attach_all(articles, CARD_REFERENCES)
        return iter(articles)
