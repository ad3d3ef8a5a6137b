"""Comment use-cases: the tree, writing through moderation, likes, reports, and the newsroom's decisions.

`comment_count` on the commented article, comic or poll counts its approved comments (replies
included) and is kept exact: every change of approval moves it with F() in the same transaction.
"""
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import DatabaseError, IntegrityError, models, transaction
from django.db.models import F
from django.http import HttpRequest
from django.utils import timezone
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from common.errors import ApiError
from common.paging import is_storable_id
from common.votes import BAD_VOTE_TYPE, VoteResult, toggle_vote

from .models import Comment, CommentReport, CommentStatus, CommentVote, ReasonCode, TargetType
from .moderation import Decision, Draft, Verdict, moderate

MAX_TREE_SIZE = 1000  # newest comments of one target served at most
MAX_EMOTICON_ID = 100  # emoticon ids a comment may carry; 0 is none
REPORT_HOLD_THRESHOLD = 5  # this many reports put an approved comment back in review
CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")

# The comment messages of spec section 5 and ours, by the key moderation names.
MESSAGES: dict[str, Promise] = {
    "empty": _("Please write your comment!"),
    "name_required": _("Please enter your name!"),
    "body_length": _("Your comment must be between 2 and 2000 characters long."),
    "name_length": _("Your name must be at most 60 characters long."),
    "rejected": _("Your comment is not acceptable."),
    "repeated": _("You have just sent this comment. The same text cannot be sent again."),
    "held": _("Thank you. Your comment will appear after a moderator reviews it."),
    "failed": _("Sorry, your comment attempt is unsuccessful. Please wait and try again"),
    "bad_parent": _("The comment you are replying to was not found."),
    "bad_vote_type": BAD_VOTE_TYPE,
    "bad_emoticon": _("The emoticon is not valid."),
}


# A refusal that depends on what is stored, not on what was sent: 409, as a vote cast twice is.
CONFLICTS = {"repeated"}


def error(key: str, status: int = 400, code: str = "") -> ApiError:
    return ApiError(code or f"comment_{key}", status=status, text=MESSAGES[key])


def refusal(key: str) -> ApiError:
    return error(key, 409 if key in CONFLICTS else 400)


@dataclass(frozen=True)
class Target:
    """The article, comic or poll a comment belongs to."""

    type: str
    id: int
    language: str


def _target_model(target_type: str) -> type[models.Model]:
    from comics.models import Comic
    from news.models import Article
    from polls.models import Poll

    models_by_type: dict[str, type[models.Model]] = {
        TargetType.NEWS: Article, TargetType.COMIC: Comic, TargetType.POLL: Poll,
    }
    return models_by_type[target_type]


def get_target(target_type: str, key: str | int) -> Target:
    """A visible article (by lid or id), comic or poll; 404 otherwise."""
    from comics.models import Comic
    from news.models import Article
    from polls.models import Poll

    text = str(key).strip()
    numeric = int(text) if text.isascii() and text.isdigit() and len(text) < 20 else None  # "¹" is a digit too
    row: Mapping[str, Any] | None = None
    if target_type == TargetType.NEWS:
        articles = Article.objects.published()
        if numeric is not None and is_storable_id(numeric):
            row = articles.filter(pk=numeric).values("id", "language").first()
        if row is None and text and len(text) <= 16:
            row = articles.filter(lid=text).values("id", "language").first()
    elif numeric is not None and is_storable_id(numeric):
        queryset = Comic.objects.published() if target_type == TargetType.COMIC else Poll.objects.started()
        row = queryset.filter(pk=numeric).values("id", "language").first()
    if row is None:
        raise ApiError("not_found", status=404)
    return Target(target_type, row["id"], row["language"])


def _adjust_counts(deltas: dict[tuple[str, int], int]) -> None:
    """Move each target's comment_count by its delta (F(): exact whatever runs in parallel)."""
    for (target_type, target_id), delta in deltas.items():
        if delta:
            target_model = _target_model(target_type)
            target_model._default_manager.filter(pk=target_id).update(comment_count=F("comment_count") + delta)


# --- reading ---------------------------------------------------------------------------------


def comment_tree(target: Target, voter_key: str = "") -> list[Comment]:
    """Approved comments as a tree, newest first at every level: one query for all, one for the reader's votes.

    Each comment gets `children` and `my_vote` (1, -1 or 0). A reply whose parent is not shown is not shown.
    """
    rows = list(
        Comment.objects.visible()
        .for_target(target.type, target.id)
        .order_by("-created_at", "-id")[:MAX_TREE_SIZE]
    )
    votes: dict[int, int] = {}
    if voter_key and rows:
        votes = dict(
            CommentVote.objects.filter(comment__in=[c.id for c in rows], voter_key=voter_key)
            .values_list("comment_id", "value")
        )
    by_id = {c.id: c for c in rows}
    top: list[Comment] = []
    for comment in rows:
        comment.children = []  # type: ignore[attr-defined]
        comment.my_vote = votes.get(comment.id, 0)  # type: ignore[attr-defined]
    for comment in rows:  # rows are newest first, so appending keeps every level newest first
        if comment.parent_id is None:
            top.append(comment)
        elif comment.parent_id in by_id:
            by_id[comment.parent_id].children.append(comment)  # type: ignore[attr-defined]
    return top


# --- writing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class InsertResult:
    comment: Comment | None
    status: str  # "success" (shown now) or "pending" (held for review)
    message: Promise | None = None  # told to the reader in their language


def clean_text(text: str) -> str:
    """Plain text as typed, minus control characters; never turned into or out of HTML."""
    return CONTROL_CHARS.sub("", (text or "").replace("\r\n", "\n").replace("\r", "\n")).strip()


def _parent(target: Target, parent_id: int | None) -> int | None:
    if not parent_id:
        return None
    if not Comment.objects.visible().for_target(target.type, target.id).filter(pk=parent_id).exists():
        raise error("bad_parent", 404, code="not_found")
    return parent_id


def insert_comment(
    target: Target,
    *,
    body: str,
    author_name: str,
    client_key: str,
    parent_id: int | None = None,
    emoticon_id: int | None = None,
    request: HttpRequest | None = None,
    now: datetime | None = None,
) -> InsertResult:
    """Write a comment through the moderation pipeline; approved ones count on their target at once.

    Rejections raise an ApiError with the reader's message; held comments are stored and
    reported as pending.
    """
    now = now or timezone.now()
    body, author_name = clean_text(body), " ".join(clean_text(author_name).split())
    emoticon = emoticon_id or 0
    parent = _parent(target, parent_id)
    decision = moderate(Draft(body=body, author_name=author_name, client_key=client_key, now=now, request=request))
    if decision.verdict == Verdict.REJECT and not decision.store:
        raise refusal(decision.message)
    try:
        comment = _store(target, parent, body, author_name, emoticon, client_key, decision, now)
    except DatabaseError as exc:
        raise error("failed", 503) from exc
    if decision.verdict == Verdict.REJECT:
        raise refusal(decision.message)
    if decision.verdict == Verdict.HOLD:
        return InsertResult(None, "pending", MESSAGES[decision.message])
    comment.children, comment.my_vote = [], 0  # type: ignore[attr-defined]
    return InsertResult(comment, "success")


STATUS_BY_VERDICT = {
    Verdict.APPROVE: CommentStatus.APPROVED,
    Verdict.HOLD: CommentStatus.HELD,
    Verdict.REJECT: CommentStatus.REJECTED,
}


def _store(
    target: Target, parent: int | None, body: str, author_name: str, emoticon: int, client_key: str,
    decision: Decision, now: datetime,
) -> Comment:
    with transaction.atomic():
        comment = Comment.objects.create(
            target_type=target.type, target_id=target.id, parent_id=parent, author_name=author_name[:80],
            body=body, emoticon_id=emoticon, status=STATUS_BY_VERDICT[decision.verdict],
            reason_code=decision.reason, matched_word=decision.matched_word[:80], client_key=client_key,
            language=target.language, created_at=now,
        )
        if decision.is_approved:
            _adjust_counts({(target.type, target.id): 1})
    return comment


# --- likes and reports -----------------------------------------------------------------------


def _visible_comment_id(comment_id: int, target_type: str | None = None) -> int:
    queryset = Comment.objects.visible()
    if target_type:
        queryset = queryset.filter(target_type=target_type)
    if not queryset.filter(pk=comment_id).exists():
        raise ApiError("not_found", status=404)
    return comment_id


def vote_comment(comment_id: int, voter_key: str, value: int, target_type: str | None = None,
                 before_new_vote: Callable[[], None] | None = None) -> VoteResult:
    """Like (1) or dislike (-1) a shown comment: one vote per reader, moved or taken back, never stacked."""
    comment_id = _visible_comment_id(comment_id, target_type)
    return toggle_vote(Comment, CommentVote, "comment", comment_id, voter_key, value, before_new_vote)


def report_comment(comment_id: int, reporter_key: str, reason: str) -> bool:
    """A reader reports a comment once (later reports change nothing); many reports send it back to review.

    Returns whether this report was new.
    """
    comment_id = _visible_comment_id(comment_id)
    with transaction.atomic():
        try:
            with transaction.atomic():
                CommentReport.objects.create(
                    comment_id=comment_id, reporter_key=reporter_key, reason=clean_text(reason)[:200]
                )
        except IntegrityError:
            return False
        Comment.objects.filter(pk=comment_id).update(report_count=F("report_count") + 1)
        comment = Comment.objects.select_for_update().get(pk=comment_id)
        if comment.report_count >= REPORT_HOLD_THRESHOLD and comment.status == CommentStatus.APPROVED:
            set_status([comment_id], CommentStatus.HELD, ReasonCode.REPORTED)
    return True


# --- the newsroom ----------------------------------------------------------------------------


def set_status(comment_ids: Iterable[int], status: str, reason: str | None = None) -> int:
    """Approve, hold, hide or reject comments; the targets' comment counts follow. Returns how many changed."""
    ids = list(comment_ids)
    deltas: dict[tuple[str, int], int] = defaultdict(int)
    changed = 0
    with transaction.atomic():
        rows = Comment.objects.select_for_update().filter(pk__in=ids).exclude(status=status)
        for comment in rows:
            was_shown = comment.status == CommentStatus.APPROVED
            is_shown = status == CommentStatus.APPROVED
            deltas[(comment.target_type, comment.target_id)] += int(is_shown) - int(was_shown)
            comment.status = status
            fields = ["status"]
            if reason is not None:
                comment.reason_code = reason
                fields.append("reason_code")
            comment.save(update_fields=fields)
            changed += 1
        _adjust_counts(deltas)
    return changed


def approve(comment_ids: Iterable[int]) -> int:
    return set_status(comment_ids, CommentStatus.APPROVED)


def hide(comment_ids: Iterable[int]) -> int:
    return set_status(comment_ids, CommentStatus.HIDDEN, ReasonCode.EDITOR)


def delete_comments(comment_ids: Iterable[int]) -> int:
    """Delete comments and their replies (the administrator's right); counts drop by the approved ones."""
    selected = set(comment_ids)
    with transaction.atomic():
        every, frontier = set(selected), set(selected)
        while frontier:
            frontier = set(Comment.objects.filter(parent_id__in=frontier).values_list("id", flat=True)) - every
            every |= frontier
        deltas: dict[tuple[str, int], int] = defaultdict(int)
        shown = Comment.objects.select_for_update().filter(pk__in=every, status=CommentStatus.APPROVED)
        for target_type, target_id in shown.values_list("target_type", "target_id"):
            deltas[(target_type, target_id)] -= 1
        deleted, _ = Comment.objects.filter(pk__in=every).delete()
        _adjust_counts(deltas)
    return len(every) if deleted else 0


def block_clients(comment_ids: Iterable[int], reason: str = "") -> int:
    """Block the clients who wrote these comments from commenting again."""
    from .models import BlockedClient

    keys = set(Comment.objects.filter(pk__in=list(comment_ids)).values_list("client_key", flat=True))
    for key in keys:
        BlockedClient.objects.update_or_create(client_key=key, defaults={"reason": reason[:200], "until": None})
    return len(keys)

