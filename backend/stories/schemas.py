"""Wire shapes of stories: the list is `result`; each story carries its items and `seen`."""

from common.params import StoredId, WireIn
from common.schema import WireSchema
from common.wire import iso_local

COVER_WIDTH, ITEM_WIDTH = 320, 960



class StorySeenIn(WireIn):
    id: StoredId


class StoryItemOut(WireSchema):
    id: int
    img_src: str
    renditions: dict[str, str]
    caption: str
    link_url: str
    duration_ms: int

    @staticmethod
    def resolve_img_src(obj) -> str:
        return obj.image_url(ITEM_WIDTH)


class StoryOut(WireSchema):
    id: int
    title: str
    img_src: str
    publish_at: str
    expires_at: str | None
    seen: bool
    items: list[StoryItemOut]

    @staticmethod
    def resolve_img_src(obj) -> str:
        return obj.image_url(COVER_WIDTH)

    @staticmethod
    def resolve_publish_at(obj) -> str:
        return iso_local(obj.publish_at)

    @staticmethod
    def resolve_expires_at(obj) -> str | None:
        return iso_local(obj.expires_at) if obj.expires_at else None

    @staticmethod
    def resolve_seen(obj) -> bool:
        return getattr(obj, "is_seen", False)

    @staticmethod
    def resolve_items(obj) -> list:
        return list(obj.items.all())


class StoriesOut(WireSchema):
    result: list[StoryOut]


class StatusOut(WireSchema):
    status: str
