"""Comic use-cases: the latest comic, one comic, the list paged by date, and readers' likes."""
from collections.abc import Callable
from datetime import datetime

from common.errors import ApiError
from common.languages import Language
from common.paging import page_before
from common.votes import VoteResult, toggle_vote

from .models import Comic, ComicVote

PAGE_SIZE, MAX_PAGE_SIZE = 6, 24
MAX_OFFSET = 10_000


def _published(language: Language | None = None):
    queryset = Comic.objects.published()
    return queryset.in_language(language) if language else queryset


def latest(language: Language) -> Comic | None:
    return _published(language).first()


def get_comic(comic_id: int, language: Language) -> Comic:
    """A published comic by id, or with 0 the latest of the language; 404 otherwise."""
    if comic_id == 0:
        comic = latest(language)
    else:
        comic = _published().filter(pk=comic_id).first()
    if comic is None:
        raise ApiError("not_found", status=404)
    return comic


def page(
    language: Language, size: int, last_date: datetime | None, last_id: int | None, offset: int = 0,
) -> list[Comic]:
    """Comics newest first after the cursor (`lastComicDate`, `lastId`); old clients may send an offset instead."""
    if last_date is None and offset:
        return list(_published(language).order_by("-publish_date", "-id")[offset:offset + size])
    return page_before(_published(language), "publish_date", last_date, last_id, size)


def vote(
    comic_id: int, voter_key: str, value: int, before_new_vote: Callable[[], None] | None = None,
) -> VoteResult:
    """Like (1) or dislike (-1) a comic: one vote per reader, moved or taken back, never stacked."""
    if not _published().filter(pk=comic_id).exists():
        raise ApiError("not_found", status=404)
    return toggle_vote(Comic, ComicVote, "comic", comic_id, voter_key, value, before_new_vote)
