"""The news search: a query read into words (queries.py), matched against the index (engines.py),
all words first and then some, best match first or newest first, with highlights and "did you mean".

Paging: in relevance order a page starts at an `offset` within its phase (at most MAX_OFFSET, ten
pages of ten: past that a reader refines the query); in date order after the last item's
(`lastDate`, `lastId`), as every list of the portal pages. Phase 1 holds the stories with every
query word, phase 2 those with some of them; a short phase 1 page is filled from phase 2.
"""
import datetime as dt
from dataclasses import dataclass, field
from typing import Literal

from django.utils import timezone

from news.models import Article

from . import engines, highlight, typos
from .models import SearchTerm, TermKind
from .queries import QueryWord, read_query
from .words import script, stem_mn

MAX_OFFSET = 200
Sort = Literal["relevance", "date"]


@dataclass(frozen=True, slots=True)
class SearchScope:
    """What a reader narrows the search to, besides the edition."""

    category: int | None = None
    date_from: dt.date | None = None
    date_to: dt.date | None = None


@dataclass(frozen=True, slots=True)
class SearchCursor:
    phase: int = 1
    offset: int = 0
    last_date: dt.datetime | None = None
    last_id: int | None = None


@dataclass(slots=True)
class SearchPage:
    items: list[Article]
    phase: int
    offset: int | None  # where the next page of `phase` starts (relevance order); None after the last
    words: list[QueryWord]
    suggestion: str | None = None
    highlights: list[dict] = field(default_factory=list)


def _scope(language: str, filters: SearchScope, cursor: SearchCursor | None) -> engines.Scope:
    """What the engines look at: the edition, the reader's filters and, newest first, the stories after the cursor."""
    zone = timezone.get_current_timezone()
    since = dt.datetime.combine(filters.date_from, dt.time.min, zone) if filters.date_from else None
    until = None
    if filters.date_to:
        until = dt.datetime.combine(filters.date_to + dt.timedelta(days=1), dt.time.min, zone)
    before = (cursor.last_date, cursor.last_id) if cursor is not None and cursor.last_date is not None else None
    return engines.Scope(language, filters.category, since, until, before)


def _correct(language: str, words: list[QueryWord]) -> None:
    """Give each word that matches no indexed term the indexed words one letter away (one query, plus
    one per word to correct: a query costs the same whether its first page is full or not)."""
    known = set(SearchTerm.objects.filter(
        language=language, kind__in=TermKind.values, term__in={term for word in words for term in word.terms},
    ).values_list("term", flat=True))
    for word in words:
        if known & word.terms:
            continue
        for typed in sorted(word.exact, key=lambda t: t != word.text):  # as typed, then its Cyrillic readings
            word.typos = typos.corrections(language, typed, stem_mn(typed) if script(typed) == "cyrillic" else "")
            if word.typos:
                break


def _suggest(language: str, words: list[QueryWord]) -> str | None:
    replaced = [typos.suggestion(language, word.text) or word.text for word in words]
    return " ".join(replaced) if replaced != [word.text for word in words] else None


def search(
    language: str, query: str, *, size: int, sort: Sort = "relevance",
    scope: SearchScope = SearchScope(), cursor: SearchCursor = SearchCursor(),
) -> SearchPage:
    words = read_query(query, language)
    by_date = sort == "date"
    after_cursor = _scope(language, scope, cursor if by_date else None)

    def run(every: bool, offset: int, limit: int, within: engines.Scope = after_cursor) -> list[int]:
        groups = [word.terms for word in words]
        typed = [word.exact for word in words]
        if every:
            return engines.ranked(within, groups, every=True, exact=typed, by_date=by_date, limit=limit, offset=offset)
        if len(groups) < 2:  # one word: "some of the words" is "all of them"
            return []
        return engines.ranked(
            within, groups, every=False, but_not=groups, exact=typed, by_date=by_date, limit=limit, offset=offset
        )

    offset = 0 if by_date else min(cursor.offset, MAX_OFFSET)
    ids: list[int] = []
    phase = cursor.phase
    _correct(language, words)
    if phase == 1:
        ids = run(True, offset, size)
        if len(ids) < size:
            rest = run(False, 0, size - len(ids), _scope(language, scope, None))
            phase, offset = 2, len(rest)
            ids += rest
        else:
            offset += len(ids)
    else:
        ids = run(False, offset, size)
        offset += len(ids)
    # The index follows every save; published() is checked again here only for what it cannot follow
    # by itself, a story changed without a save (a bulk update).
    found = Article.objects.published().for_list().in_bulk(ids)
    items = [found[i] for i in ids if i in found]
    more = not by_date and len(ids) == size and offset <= MAX_OFFSET
    page = SearchPage(items, phase, offset if more else None, words)
    if not items and cursor.phase == 1 and cursor.offset == 0 and cursor.last_date is None:
        page.suggestion = _suggest(language, words)
    forms = highlight.searched({term for word in words for term in word.terms}, language)
    page.highlights = [
        {"id": item.id, "title": highlight.ranges(item.title, forms, language),
         "lead": highlight.ranges(getattr(item, "card_lead", None) or item.lead or "", forms, language)}
        for item in items
    ]
    return page
