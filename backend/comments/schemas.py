"""Wire shapes of comments: the specification's names (commentBody, commentBy, emoticId, parentId, children)."""
from typing import Annotated

from common.paging import MAX_DB_ID
from common.params import Between, BlankIsNone, ShownText, StoredId, WireIn, vote_type
from common.schema import WireSchema
from common.votes import VoteName, VoteResult, vote_name
from common.wire import iso_local

from . import logic, moderation

# The comment a reply answers, 0 for none; forms send "" for none too, which is not an error.
ParentId = Annotated[int, Between(0, MAX_DB_ID, logic.error("bad_parent", 404, code="not_found"))]
# The emoticon a reader picked, 0 (or "") for none.
EmoticonId = Annotated[int, Between(0, logic.MAX_EMOTICON_ID, logic.error("bad_emoticon"))]
# The text and the name as moderation takes them (comments.moderation.check_length), stated for the schema:
# at most the form's length as sent, and something that shows once spaces and control characters are gone.
CommentBody = Annotated[str, ShownText(
    moderation.BODY_MIN, moderation.BODY_MAX, logic.error("empty"), logic.error("body_length"),
)]
AuthorName = Annotated[str, ShownText(
    moderation.NAME_MIN, moderation.NAME_MAX, logic.error("name_required"), logic.error("name_length"),
)]


class CommentFields(WireIn):
    """What a reader types: the parent it replies to, the text, their name and an emoticon."""

    parentid: Annotated[ParentId | None, BlankIsNone()] = None
    commentBody: CommentBody  # noqa: N815 - wire name
    commentBy: AuthorName  # noqa: N815
    emoticid: Annotated[EmoticonId | None, BlankIsNone()] = None


class ComicCommentIn(CommentFields):
    comicid: StoredId


class PollCommentIn(CommentFields):
    pollid: StoredId


class ComicCommentsIn(WireIn):
    comicId: StoredId  # noqa: N815


class PollCommentsIn(WireIn):
    pollId: StoredId  # noqa: N815


class CommentVoteIn(WireIn):
    commentid: StoredId
    type: Annotated[int, vote_type("comment_bad_vote_type")]


class CommentReportIn(WireIn):
    commentid: StoredId
    reason: str = ""


class CommentOut(WireSchema):
    id: int
    parentId: int | None  # noqa: N815
    commentBody: str  # noqa: N815 - plain text; clients show it as text
    commentBy: str  # noqa: N815
    emoticId: int  # noqa: N815
    likes: int
    dislikes: int
    myVote: VoteName  # noqa: N815
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
    def resolve_myVote(obj) -> VoteName:  # noqa: N802
        return vote_name(getattr(obj, "my_vote", 0))

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


class CommentVoteOut(WireSchema):
    status: str
    likes: int
    dislikes: int
    myVote: VoteName  # noqa: N815


def vote_out(result: VoteResult) -> dict:
    return {"status": "success", "likes": result.likes, "dislikes": result.dislikes, "myVote": result.vote_name}


class StatusOut(WireSchema):
    status: str
    message: str = ""
