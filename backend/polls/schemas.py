"""Wire shapes of polls: poll_id, pollAnswersArray (poll_answer_id, img_src), start_date, activePoll."""
from typing import Annotated

from common.languages import translated
from common.paging import MAX_DB_ID
from common.params import NOT_FOUND, Between, CursorDate, CursorId, OneOf, PageSize, StoredId, WireIn
from common.schema import WireSchema
from common.wire import context_language, iso_local

from . import logic


class PollIdIn(WireIn):
    pollId: Annotated[int, Between(0, MAX_DB_ID, NOT_FOUND)] = 0  # noqa: N815 - wire name; 0 means the latest


class PollListIn(WireIn):
    date: CursorDate | None = None  # polls started on or before it (a plain date: that day's end)
    size: PageSize | None = None
    lastPollDate: CursorDate | None = None  # noqa: N815
    lastId: CursorId | None = None  # noqa: N815


class TokenIn(WireIn):
    # The intention's name in base64, read as the name.
    intention: Annotated[str, OneOf(logic.ENCODED_INTENTIONS, logic.error("invalid_intention"))]


class TokenOut(WireSchema):
    token: str
    expiresIn: int  # noqa: N815 - seconds


class VoteIn(WireIn):
    pollID: StoredId  # noqa: N815 - wire name
    answerID: Annotated[int, Between(1, MAX_DB_ID, logic.error("bad_answer"))]  # noqa: N815


class AnswerOut(WireSchema):
    poll_answer_id: int
    text: str
    img_src: str
    count: int
    percentage: float


class PollOut(WireSchema):
    poll_id: int
    question: str
    description: str
    img_src: str
    start_date: str
    end_date: str | None
    isOpen: bool  # noqa: N815
    isSpecial: bool  # noqa: N815
    total: int
    comment_count: int
    pollAnswersArray: list[AnswerOut]  # noqa: N815
    isScientific: bool  # noqa: N815 - always false: readers' poll, not a survey
    notice: str
    myAnswerId: int | None = None  # noqa: N815 - the reader's answer (not in cached answers)

    @staticmethod
    def resolve_poll_id(obj) -> int:
        return obj.id

    @staticmethod
    def resolve_img_src(obj) -> str:
        return obj.image_url(logic.POLL_IMAGE_WIDTH)

    @staticmethod
    def resolve_start_date(obj) -> str:
        return iso_local(obj.start_date)

    @staticmethod
    def resolve_end_date(obj) -> str | None:
        return iso_local(obj.end_date) if obj.end_date else None

    @staticmethod
    def resolve_isOpen(obj) -> bool:  # noqa: N802
        return obj.is_open()

    @staticmethod
    def resolve_isSpecial(obj) -> bool:  # noqa: N802
        return obj.is_special

    @staticmethod
    def resolve_total(obj) -> int:
        return obj.total_votes

    @staticmethod
    def resolve_pollAnswersArray(obj) -> list[dict]:  # noqa: N802
        return [
            {"poll_answer_id": r.id, "text": r.text, "img_src": r.image, "count": r.count, "percentage": r.percentage}
            for r in logic.results(obj)
        ]

    @staticmethod
    def resolve_isScientific(obj) -> bool:  # noqa: N802
        return False

    @staticmethod
    def resolve_notice(obj, context) -> str:
        return translated(logic.NOT_SCIENTIFIC, context_language(context))

    @staticmethod
    def resolve_myAnswerId(obj) -> int | None:  # noqa: N802
        return getattr(obj, "my_answer_id", None)


class ActivePollOut(WireSchema):
    activePoll: PollOut | None  # noqa: N815


class PollListOut(WireSchema):
    polls: list[PollOut]


class PollEntityOut(WireSchema):
    entity: PollOut


class VoteOut(WireSchema):
    status: str
    entity: PollOut
