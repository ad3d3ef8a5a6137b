"""Wire shapes of comics: `comics`, `publish_date` (the next page's cursor), `entity`."""
from typing import Annotated

from common.errors import ApiError
from common.paging import MAX_DB_ID
from common.params import NOT_FOUND, Between, CursorDate, CursorId, StoredId, WireIn, page_size, vote_type
from common.schema import WireSchema
from common.votes import VoteName
from common.wire import iso_local

from . import logic

COMIC_WIDTH, THUMB_WIDTH = 960, 320
# A comic's id, or 0 for the latest comic of the language.
ComicIdOrLatest = Annotated[int, Between(0, MAX_DB_ID, NOT_FOUND)]


class ComicPageFilters(WireIn):
    lastComicDate: CursorDate | None = None  # noqa: N815 - wire name
    lastId: CursorId | None = None  # noqa: N815
    size: Annotated[int, page_size(logic.MAX_PAGE_SIZE)] | None = None
    # How many the client already shows (used only without a date cursor).
    comiclength: Annotated[int, Between(0, logic.MAX_OFFSET, ApiError("invalid_cursor"))] | None = None


class ComicLikeIn(WireIn):
    comicid: StoredId
    type: Annotated[int, vote_type("bad_vote_type")]


class ComicOut(WireSchema):
    id: int
    title: str
    image: str
    thumbnail: str
    renditions: dict[str, str]
    publish_date: str
    likes: int
    dislikes: int
    comment_count: int

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(COMIC_WIDTH)

    @staticmethod
    def resolve_thumbnail(obj) -> str:
        return obj.image_url(THUMB_WIDTH)

    @staticmethod
    def resolve_publish_date(obj) -> str:
        return iso_local(obj.publish_date)


class ComicEntityOut(WireSchema):
    entity: ComicOut | None


class ComicPageOut(WireSchema):
    entity: ComicOut
    comics: list[ComicOut]
    publish_date: str | None  # the last listed comic's date: send it back as lastComicDate (with lastId)
    lastId: int | None  # noqa: N815


class ComicVoteOut(WireSchema):
    status: str
    likes: int
    dislikes: int
    myVote: VoteName  # noqa: N815
