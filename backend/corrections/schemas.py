"""Wire shapes of the corrections list: each correction with the title and link id of its article."""

from typing import Literal

from common.params import CursorDate, CursorId, PageSize, WireIn
from common.schema import WireSchema
from common.wire import iso_local


class CorrectionFilters(WireIn):
    """Paging: `size` corrections after (`lastDate`, `lastId`), the last of the previous page."""

    size: PageSize | None = None
    lastDate: CursorDate | None = None  # noqa: N815 - the portal's cursor names
    lastId: CursorId | None = None  # noqa: N815


class CorrectionItemOut(WireSchema):
    """A correction of the list; `published_at` and `id` are the next page's cursor."""

    id: int
    kind: Literal["correction", "clarification"]
    text: str
    published_at: str
    title: str
    lid: str

    @staticmethod
    def resolve_published_at(obj) -> str:
        return iso_local(obj.published_at)

    @staticmethod
    def resolve_title(obj) -> str:
        return obj.article.title

    @staticmethod
    def resolve_lid(obj) -> str:
        return obj.article.lid


class CorrectionListOut(WireSchema):
    corrections: list[CorrectionItemOut]
