"""Emoji reactions on articles: one per reader per article, counts kept exact with F()."""
from collections.abc import Callable
from dataclasses import dataclass, replace

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.translation import gettext_lazy

from common import cache_tags
from common.errors import ApiError
from common.locks import lock_reader_on
from common.paging import is_storable_id
from common.votes import ATTEMPTS
from performance.compiled_reads import CompiledRead
from performance.local_copies import LocalLru

from .models import Article, Reaction, ReactionCount, ReactionKind

UNKNOWN_REACTION = gettext_lazy("There is no such reaction.")
# An unknown kind is a 404, as an unknown id is everywhere in the API.
NO_SUCH_REACTION = ApiError("unknown_reaction", status=404, text=UNKNOWN_REACTION)


@dataclass(frozen=True)
class ReactionState:
    emotics: list[dict]
    current: int | None  # the reader's reaction kind id now


# The kinds change only in the newsroom (which bumps the content version), yet every article
# page lists them: one process keeps them instead of asking the database on each render.
_kinds: LocalLru[list[ReactionKind]] = LocalLru(max_bytes=64 * 1024, ttl=60.0)


def kinds() -> list[ReactionKind]:
    version = cache_tags.version_of(*cache_tags.model_tags(ReactionKind))
    found = _kinds.get("all", version)
    if found is None:
        found = list(ReactionKind.objects.all())
        _kinds.put("all", version, found, 1024)
    return found


# Read on every uncached article page: compiled once (performance/compiled_reads.py).
_counts_of = CompiledRead(
    ReactionCount, lambda article: ReactionCount.objects.filter(article_id=article).only("kind", "count"),
    article=-7_000_002,
)


def emotics(article_id: int) -> list[dict]:
    """Every reaction kind with this article's count (zero when nobody reacted that way)."""
    counts = {row.kind_id: row.count for row in _counts_of(article=article_id)}
    return [
        {"id": kind.id, "code": kind.code, "emoji": kind.emoji, "name_mn": kind.name_mn, "name_en": kind.name_en,
         "count": counts.get(kind.id, 0)}
        for kind in kinds()
    ]


def get_article_id(key: str, is_mega: bool = False) -> int:
    """A published article by id or lid; a mega project item must belong to a mega project."""
    text = (key or "").strip()
    articles = Article.objects.published()
    if is_mega:
        articles = articles.filter(mega_project__isnull=False)
    found = None
    if text.isascii() and text.isdigit() and len(text) < 20 and is_storable_id(int(text)):  # "¹" is a digit too
        found = articles.filter(pk=int(text)).values_list("id", flat=True).first()
    if found is None and text and len(text) <= 16:
        found = articles.filter(lid=text).values_list("id", flat=True).first()
    if found is None:
        raise ApiError("not_found", status=404)
    return found


def get_kind_id(reaction_id: int) -> int:
    if not ReactionKind.objects.filter(pk=reaction_id).exists():
        raise replace(NO_SUCH_REACTION)
    return reaction_id


def _move(article_id: int, deltas: dict[int, int]) -> None:
    """Apply count changes by kind, in kind order so that parallel moves never deadlock."""
    for kind_id in sorted(deltas):
        if deltas[kind_id] > 0:
            ReactionCount.objects.get_or_create(article_id=article_id, kind_id=kind_id)
        ReactionCount.objects.filter(article_id=article_id, kind_id=kind_id).update(count=F("count") + deltas[kind_id])


def react(article_id: int, kind_id: int, voter_key: str,
          before_new_reaction: Callable[[], None] | None = None) -> ReactionState:
    """Give a reaction; a reader who had another one moves it, the same one again changes nothing.

    The same reader's parallel requests queue on a lock of their own (common/locks.py); should one
    still insert the row between our read and our insert, the next round reads again."""
    for _ in range(ATTEMPTS):
        with transaction.atomic():
            lock_reader_on("reaction", article_id, voter_key)
            current = Reaction.objects.select_for_update().filter(article_id=article_id, voter_key=voter_key).first()
            if current is None:
                if before_new_reaction:
                    before_new_reaction()  # the address's cap on new reactions (common/readers.py)
                try:
                    with transaction.atomic():
                        Reaction.objects.create(article_id=article_id, kind_id=kind_id, voter_key=voter_key)
                except IntegrityError:  # a parallel request of the same reader got there first
                    continue
                _move(article_id, {kind_id: 1})
            elif current.kind_id != kind_id:
                previous = current.kind_id
                current.kind_id = kind_id
                current.save(update_fields=["kind"])
                _move(article_id, {previous: -1, kind_id: 1})
        return state(article_id, voter_key)
    raise ApiError("busy", status=409)


def remove(article_id: int, kind_id: int, voter_key: str) -> ReactionState:
    """Take back the reader's reaction of this kind (nothing happens if they have another or none)."""
    with transaction.atomic():
        lock_reader_on("reaction", article_id, voter_key)
        current = (
            Reaction.objects.select_for_update()
            .filter(article_id=article_id, voter_key=voter_key, kind_id=kind_id)
            .first()
        )
        if current is not None:
            current.delete()
            _move(article_id, {kind_id: -1})
    return state(article_id, voter_key)


def state(article_id: int, voter_key: str) -> ReactionState:
    """Every kind with the article's count, and the reader's own reaction."""
    current = Reaction.objects.filter(article_id=article_id, voter_key=voter_key).values_list("kind_id", flat=True)
    return ReactionState(emotics=emotics(article_id), current=current.first())
