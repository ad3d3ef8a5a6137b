"""The two engines behind one call: PostgreSQL full-text search, or SQLite FTS5 (the embedded default).

A query is a list of groups, one per query word, each the terms that word may match; `ranked`
returns the ids of the articles of `eligible` (an Article queryset: published, in its edition,
filtered) that match, best first or newest first. The terms are ours (words.py): letters and
digits only, so quoting them is enough for either query language.
"""
from collections.abc import Iterable, Sequence

from django.db import connection
from django.db.models import QuerySet

Groups = Sequence[Iterable[str]]

# Weights of title, lead and body (A, B, C on PostgreSQL; D, the unused one, first), the same for bm25.
FTS5_WEIGHTS = "10.0, 4.0, 1.0"
PG_WEIGHTS = "{0.0, 0.1, 0.4, 1.0}"
# Recency: a match's score is divided by 1 + its age in weeks, so last week's good match beats
# today's weak one, and a month-old story needs five times the match of today's to rank above it.
DECAY_DAYS = 7.0


def _pg_query(groups: Groups, every: bool) -> str:
    joiner = " & " if every else " | "
    return joiner.join("(" + " | ".join(f"'{term}'" for term in sorted(group)) + ")" for group in groups)


def _fts_query(groups: Groups, every: bool) -> str:
    joiner = " AND " if every else " OR "
    return joiner.join("(" + " OR ".join(f'"{term}"' for term in sorted(group)) + ")" for group in groups)


def _config(language: str) -> str:
    return "english" if language == "en" else "simple"


def ranked(
    eligible: QuerySet, language: str, groups: Groups, *, every: bool, but_not: Groups | None = None,
    by_date: bool = False, limit: int, offset: int = 0,
) -> list[int]:
    """Ids of matching articles: all groups (`every`) or any; without those matching all of `but_not`."""
    if not groups or limit <= 0:
        return []
    inner, inner_params = eligible.order_by().values("id", "publish_date").query.sql_with_params()
    if connection.vendor == "postgresql":
        sql, params = _postgresql(inner, language, groups, every, but_not, by_date)
    else:
        sql, params = _sqlite(inner, groups, every, but_not, by_date)
    with connection.cursor() as cursor:
        cursor.execute(f"{sql} LIMIT %s OFFSET %s", [*params[0], *inner_params, *params[1], limit, offset])
        return [row[0] for row in cursor.fetchall()]


def _postgresql(inner: str, language: str, groups: Groups, every: bool, but_not: Groups | None, by_date: bool):
    config = _config(language)
    match = "d.document @@ to_tsquery(%s::regconfig, %s)"
    where = [match]
    where_params: list = [config, _pg_query(groups, every)]
    if but_not:
        where.append(f"NOT ({match})")
        where_params += [config, _pg_query(but_not, True)]
    if by_date:
        order, order_params = "a.publish_date DESC, a.id DESC", []
    else:
        order = (
            f"ts_rank('{PG_WEIGHTS}', d.document, to_tsquery(%s::regconfig, %s)) "
            f"/ (1 + extract(epoch FROM (now() - a.publish_date)) / {86400 * DECAY_DAYS}) DESC, a.id DESC"
        )
        order_params = [config, _pg_query(groups, False)]
    sql = (
        f"SELECT a.id FROM search_searchdocument d JOIN ({inner}) a ON a.id = d.article_id "
        f"WHERE {' AND '.join(where)} ORDER BY {order}"
    )
    return sql, ([], [*where_params, *order_params])


def _sqlite(inner: str, groups: Groups, every: bool, but_not: Groups | None, by_date: bool):
    where = ["search_fts MATCH %s"]
    params: list = [_fts_query(groups, every)]
    if but_not:
        where.append("a.id NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH %s)")
        params.append(_fts_query(but_not, True))
    if by_date:
        order = "a.publish_date DESC, a.id DESC"
    else:
        # bm25 is negative, the better the lower: dividing by the decay keeps that order.
        order = (
            f"bm25(search_fts, {FTS5_WEIGHTS}) "
            f"/ (1 + (julianday('now') - julianday(a.publish_date)) / {DECAY_DAYS}) ASC, a.id DESC"
        )
    sql = (
        f"SELECT a.id FROM search_fts JOIN ({inner}) a ON a.id = search_fts.rowid "
        f"WHERE {' AND '.join(where)} ORDER BY {order}"
    )
    return sql, ([], params)
