"""Wire shapes of comics: `comics`, `publish_date` (the next page's cursor), `entity`."""

from common.schema import WireSchema
from common.wire import iso_local

COMIC_WIDTH, THUMB_WIDTH = 960, 320



class ComicPageFilters(WireSchema):
    lastComicDate: str | None = None  # noqa: N815 - wire name
    lastId: int | None = None  # noqa: N815
    size: int | None = None
    comiclength: int | None = None  # how many the client already shows (used only without a date cursor)


class ComicLikeIn(WireSchema):
    comicid: int
    type: str = ""


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
    myVote: str  # noqa: N815
