"""The two engines behind one call: PostgreSQL full-text search, or SQLite FTS5 (the embedded default).

A query is a list of groups, one per query word, each the terms that word may match; `ranked`
returns the ids of the indexed articles in a `Scope` that match, best first or newest first. The
search document carries what a search narrows by (edition, publish time, category: copied from its
article on every save, indexing.py), so neither engine joins the articles table. The terms are ours
(words.py): letters and digits only, so quoting them is enough for either query language.

PostgreSQL ranks within windows of time (docs/adr/036-search-in-windows-of-time.md): a word of
everyday news matches tens of thousands of stories, and scoring every one of them to show ten was
the whole cost of a search. The newest window is scored first; it is widened only while a story
older than the window could still score above the page's last one, and it stops growing once it
holds CANDIDATES matches (ranking among the newest that many). FTS5's bm25 is fast enough over
every match in an embedded database's size, and unbounded, so SQLite runs one query.
"""
import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.db import connection
from django.utils import timezone

Groups = Sequence[Iterable[str]]

# Weights of title, lead and body (A, B, C on PostgreSQL; D, the unused one, first), the same for bm25.
FTS5_WEIGHTS = "10.0, 4.0, 1.0"
PG_WEIGHTS = "{0.0, 0.1, 0.4, 1.0}"
# Recency: a match's score is divided by 1 + its age in weeks, so last week's good match beats
# today's weak one, and a month-old story needs five times the match of today's to rank above it.
DECAY_DAYS = 7.0
# On PostgreSQL the title and lead are scored (the `heading` vector, at most 1) by each query word's
# stems and keys, so every form of a word counts the same; the form as typed adds EXACT_SCORE times
# its own score, enough to put it first among stories of about the same age, not to bury a plain-form
# story of today under yesterday's exact ones. A match in the body alone adds BODY_SCORE, so it ranks
# below a title or lead match of the same age.
EXACT_SCORE = 0.1
BODY_SCORE = 0.01
# The windows' widths in days, newest first; after the last, every match.
WINDOWS_DAYS = (7, 28, 112, 448)
# A window holding this many matches is ranked as the whole: past it, a common word's older matches
# cost more to score than they could add to a reader's first pages.
CANDIDATES = 500


@dataclass(frozen=True, slots=True)
class Scope:
    """Which indexed stories a search looks at: an edition, and what the reader narrowed it to."""

    language: str
    category: int | None = None
    since: dt.datetime | None = None  # published at or after
    until: dt.datetime | None = None  # published before
    before: tuple[dt.datetime, int | None] | None = None  # newest first: after this (publish time, id)


def _pg_query(groups: Groups, every: bool) -> str:
    joiner = " & " if every else " | "
    return joiner.join("(" + " | ".join(f"'{term}'" for term in sorted(group)) + ")" for group in groups)


def _fts_query(groups: Groups, every: bool) -> str:
    joiner = " AND " if every else " OR "
    return joiner.join("(" + " OR ".join(f'"{term}"' for term in sorted(group)) + ")" for group in groups)


def _config(language: str) -> str:
    return "english" if language == "en" else "simple"


def _scope_sql(scope: Scope) -> tuple[list[str], list]:
    """The scope as conditions on the document `d`, and their parameters: published, in the edition, ..."""
    where = ["d.language = %s", "d.published <= %s"]
    params: list = [scope.language, timezone.now()]
    if scope.category:
        where.append("d.category_id = %s")
        params.append(scope.category)
    if scope.since:
        where.append("d.published >= %s")
        params.append(scope.since)
    if scope.until:
        where.append("d.published < %s")
        params.append(scope.until)
    if scope.before:
        last_date, last_id = scope.before
        if last_id is None:  # a cursor of the time alone
            where.append("d.published < %s")
            params.append(last_date)
        else:
            where.append("(d.published < %s OR (d.published = %s AND d.article_id < %s))")
            params += [last_date, last_date, last_id]
    # As the ORM would write them: SQLite keeps times as UTC text, which a raw parameter is not by itself.
    return where, [connection.ops.adapt_datetimefield_value(p) if isinstance(p, dt.datetime) else p for p in params]


def ranked(
    scope: Scope, groups: Groups, *, every: bool, but_not: Groups | None = None, exact: Groups = (),
    by_date: bool = False, limit: int, offset: int = 0,
) -> list[int]:
    """Ids of matching articles: all groups (`every`) or any; without those matching all of `but_not`.
    `exact` holds, group by group, the terms that are a word as typed (ranked a little higher)."""
    if not groups or limit <= 0:
        return []
    if connection.vendor == "postgresql":
        return _postgresql(scope, groups, every, but_not, exact, by_date, limit, offset)
    return _sqlite(scope, groups, every, but_not, by_date, limit, offset)


def _best_older(days: int) -> float:
    """The highest score a story published before a window of `days` can have."""
    return (1.0 + EXACT_SCORE + BODY_SCORE) / (1.0 + days / DECAY_DAYS)


def _forms(groups: Groups, exact: Groups) -> tuple[list[set[str]], list[set[str]]]:
    """Each group's terms other than the typed forms (all of them when that leaves none), and its typed forms."""
    typed = [set(terms) for terms in exact] or [set() for _ in groups]
    return [set(terms) - as_typed or set(terms) for terms, as_typed in zip(groups, typed, strict=True)], typed


def _postgresql(scope: Scope, groups: Groups, every: bool, but_not: Groups | None, exact: Groups,
                by_date: bool, limit: int, offset: int) -> list[int]:
    config = _config(scope.language)
    match = "d.document @@ to_tsquery(%s::regconfig, %s)"
    where, params = _scope_sql(scope)
    where.append(match)
    params += [config, _pg_query(groups, every)]
    if but_not:
        where.append(f"NOT ({match})")
        params += [config, _pg_query(but_not, True)]
    if by_date:
        score, score_params, order = "0", [], "d.published DESC, d.article_id DESC"
    else:
        rank = f"LEAST(ts_rank('{PG_WEIGHTS}', d.heading, to_tsquery(%s::regconfig, %s)), 1)"
        any_form, as_typed = _forms(groups, exact)
        score_params = [config, _pg_query(any_form, False)]
        typed_score = "0"
        if any(as_typed):
            typed_score = f"{EXACT_SCORE} * {rank}"
            score_params += [config, _pg_query([t for t in as_typed if t], False)]
        score = (
            f"({rank} + {typed_score} + {BODY_SCORE}) "
            f"/ (1 + extract(epoch FROM (now() - d.published)) / {86400 * DECAY_DAYS})"
        )
        order = "score DESC, d.article_id DESC"
    # Windows reach back from now, or in newest-first paging from the page's last story. The first
    # column says whether the window already holds every story of the edition (nothing older exists).
    anchor = "COALESCE(%s::timestamptz, now())"
    anchor_params = [connection.ops.adapt_datetimefield_value(scope.before[0]) if by_date and scope.before else None]
    wanted = offset + limit
    for days in (*WINDOWS_DAYS, None):
        window, window_params = [], []
        if days is not None:
            window, window_params = [f"d.published >= {anchor} - make_interval(days => %s)"], [*anchor_params, days]
        sql = (
            f"SELECT first.covered, hit.article_id, hit.score, hit.total FROM ("
            f"  SELECT %s::int IS NULL OR coalesce(min(published) >= {anchor} - make_interval(days => %s), true)"
            f"  AS covered FROM search_searchdocument WHERE language = %s"
            f") first LEFT JOIN LATERAL ("
            f"  SELECT d.article_id, {score} AS score, count(*) OVER () AS total FROM search_searchdocument d"
            f"  WHERE {' AND '.join(where + window)} ORDER BY {order} LIMIT %s"
            f") hit ON true"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [
                days, *anchor_params, days, scope.language,
                *score_params, *params, *window_params, wanted,
            ])
            found = cursor.fetchall()  # one row at least: `first` is one row, the hits are joined to it
        covered = bool(found[0][0])
        rows = [row for row in found if row[1] is not None]
        full = len(rows) == wanted
        enough = full and (by_date or rows[-1][2] >= _best_older(days or 0))
        crowded = bool(rows) and rows[0][3] >= CANDIDATES
        if covered or enough or crowded:
            return [row[1] for row in rows[offset:]]
    return []


def _sqlite(scope: Scope, groups: Groups, every: bool, but_not: Groups | None, by_date: bool,
            limit: int, offset: int) -> list[int]:
    where, params = _scope_sql(scope)
    where.append("search_fts MATCH %s")
    params.append(_fts_query(groups, every))
    if but_not:
        where.append("d.article_id NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH %s)")
        params.append(_fts_query(but_not, True))
    if by_date:
        order = "d.published DESC, d.article_id DESC"
    else:
        # bm25 is negative, the better the lower: dividing by the decay keeps that order.
        order = (
            f"bm25(search_fts, {FTS5_WEIGHTS}) "
            f"/ (1 + (julianday('now') - julianday(d.published)) / {DECAY_DAYS}) ASC, d.article_id DESC"
        )
    sql = (
        "SELECT d.article_id FROM search_fts JOIN search_searchdocument d ON d.article_id = search_fts.rowid "
        f"WHERE {' AND '.join(where)} ORDER BY {order} LIMIT %s OFFSET %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, limit, offset])
        return [row[0] for row in cursor.fetchall()]
