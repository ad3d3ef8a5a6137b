"""Wire shapes of comments: the specification's names (commentBody, commentBy, emoticId, parentId, children)."""
from typing import Annotated

from pydantic import BeforeValidator

from common.schema import WireSchema
from common.votes import VoteResult
from common.wire import iso_local


def _blank_is_none(value: object) -> object:
    return None if value in ("", "null", "undefined", "none") else value


# Forms send "" for "no parent"; that is not an error.
OptionalId = Annotated[int | None, BeforeValidator(_blank_is_none)]


class CommentFields(WireSchema):
    """What a reader types: the parent it replies to, the text, their name and an emoticon."""

    parentid: OptionalId = None
    commentBody: str = ""  # noqa: N815 - wire name
    commentBy: str = ""  # noqa: N815
    emoticid: OptionalId = None


class ComicCommentIn(CommentFields):
    comicid: int


class PollCommentIn(CommentFields):
    pollid: int


class ComicCommentsIn(WireSchema):
    comicId: int  # noqa: N815


class PollCommentsIn(WireSchema):
    pollId: int  # noqa: N815


class CommentVoteIn(WireSchema):
    commentid: int
    type: str = ""


class CommentReportIn(WireSchema):
    commentid: int
    reason: str = ""


class CommentOut(WireSchema):
    id: int
    parentId: int | None  # noqa: N815
    commentBody: str  # noqa: N815 - plain text; clients show it as text
    commentBy: str  # noqa: N815
    emoticId: int  # noqa: N815
    likes: int
    dislikes: int
    myVote: str  # noqa: N815 - "like", "dislike" or ""
    created_at: str
    children: list["CommentOut"]

    @staticmethod
    def resolve_parentId(obj) -> int | None:  # noqa: N802
        return obj.parent_id

    @staticmethod
    def resolve_commentBody(obj) -> str:  # noqa: N802
        return obj.body

    @staticmethod
    def resolve_commentBy(obj) -> str:  # noqa: N802
        return obj.author_name

    @staticmethod
    def resolve_emoticId(obj) -> int:  # noqa: N802
        return obj.emoticon_id

    @staticmethod
    def resolve_myVote(obj) -> str:  # noqa: N802
        return {1: "like", -1: "dislike"}.get(getattr(obj, "my_vote", 0), "")

    @staticmethod
    def resolve_created_at(obj) -> str:
        return iso_local(obj.created_at)

    @staticmethod
    def resolve_children(obj) -> list:
        return getattr(obj, "children", [])


CommentOut.model_rebuild()


class CommentsOut(WireSchema):
    comments: list[CommentOut]


class CommentInsertOut(WireSchema):
    status: str  # "success" (shown now) or "pending" (awaits review)
    entity: CommentOut | None = None
    message: str = ""


class VoteOut(WireSchema):
    status: str
    likes: int
    dislikes: int
    myVote: str  # noqa: N815


def vote_out(result: VoteResult) -> dict:
    return {"status": "success", "likes": result.likes, "dislikes": result.dislikes, "myVote": result.vote_name}


class StatusOut(WireSchema):
    status: str
    message: str = ""
