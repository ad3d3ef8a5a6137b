"""Review before publishing: a story moves draft -> in review -> sent back (with the editor's note) or
published / scheduled. Who may make which move is roles/access.py's; this records each move (a StoryMove:
from, to, who, when, the note) and logs it for the newsroom's audit (an admin LogEntry, "Published",
"Unpublished", ...). Notes stay in the newsroom: no reader path reads StoryMove.
"""
from django.contrib.admin.models import CHANGE, LogEntry
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet

from roles import access
from roles.access import Login, User

from . import logic
from .models import READER_STATES, Article, ArticleStatus, StoryMove

# What the audit log says of a move, by the state it leads to (English, as Django's own log messages).
LOGGED_AS = {
    ArticleStatus.IN_REVIEW: "Submitted for review",
    ArticleStatus.SENT_BACK: "Sent back",
    ArticleStatus.SCHEDULED: "Scheduled",
    ArticleStatus.PUBLISHED: "Published",
    ArticleStatus.DRAFT: "Moved to draft",
}


def logged_as(from_status: str, to_status: str) -> str:
    if to_status == ArticleStatus.DRAFT and from_status in READER_STATES:
        return "Unpublished"
    return LOGGED_AS[ArticleStatus(to_status)]


def may_move(user: User, article: Article, to_status: str) -> bool:
    """Whether `user` may move `article` from where it is to `to_status`."""
    current = article.status
    if to_status == current:
        return True
    if to_status == ArticleStatus.IN_REVIEW:
        return current in (ArticleStatus.DRAFT, ArticleStatus.SENT_BACK) and access.can_edit_article(user, article)
    if to_status == ArticleStatus.SENT_BACK:
        return current == ArticleStatus.IN_REVIEW and access.can_review(user, article)
    # Publishing, scheduling, and taking it back to draft are the section's editors'.
    return access.can_publish(user, article)


def check_move(user: User, article: Article, to_status: str) -> None:
    if not may_move(user, article, to_status):
        raise PermissionDenied(f"Not allowed: {article.status} -> {to_status}.")


def record(article: Article, from_status: str, to_status: str, user: User | None, note: str = "") -> StoryMove | None:
    """Record a move (or a note that goes with no move); a move also goes to the audit log."""
    note = note.strip()
    if from_status == to_status and not note:
        return None
    who = user if user is not None and isinstance(user, Login) else None
    move = StoryMove.objects.create(article=article, from_status=from_status, to_status=to_status,
                                    moved_by=who, note=note)
    if who is not None and from_status != to_status:
        LogEntry.objects.log_actions(
            who.pk, [article], CHANGE, change_message=logged_as(from_status, to_status), single_object=True,
        )
    return move


def moves_of(article: Article) -> QuerySet[StoryMove]:
    return StoryMove.objects.filter(article=article).select_related("moved_by").order_by("-moved_at", "-id")


def publish_now(articles: QuerySet[Article], user: User) -> int:
    """The list's "Publish now", each move recorded."""
    before = dict(articles.values_list("pk", "status"))
    count = logic.publish_now(articles)
    for article in articles.model.objects.filter(pk__in=before):
        record(article, before[article.pk], article.status, user)
    return count


def unpublish(articles: QuerySet[Article], user: User) -> int:
    """The list's "Move to draft", each move recorded."""
    before = dict(articles.values_list("pk", "status"))
    count = logic.unpublish(articles)
    for article in articles.model.objects.filter(pk__in=before):
        record(article, before[article.pk], article.status, user)
    return count


def queue(user: User) -> QuerySet[Article]:
    """The stories waiting for this editor's review: in review, in their sections (every one for the chief)."""
    if not user.has_perm("news.review_article"):
        return Article.objects.none()
    waiting = Article.objects.filter(status=ArticleStatus.IN_REVIEW)
    sections = access.sections_of(user)
    return waiting if sections is None else waiting.filter(category__in=sections)
