"""Who may do what to which story: the per-story side of the roles (roles/grants.py gives the permissions).

- A reporter sees and edits their own stories while they are drafts or sent back; submits them for review.
- A section editor does everything on the stories of their sections (SectionAssignment), and sees their own.
- Whoever may work on every section (the Chief editor role, `news.edit_any_section`) and superusers: all.

The newsroom's screens call these (news/admin.py, comments/admin.py, web/preview.py); another app's
screen that lists stories or their comments narrows its rows with `articles_for` / `comments_for`.
"""
from django.contrib.auth.models import AnonymousUser
from django.contrib.auth.models import User as Login
from django.db.models import Q, QuerySet

from comments.models import TargetType
from news.models import Article, ArticleStatus, Category

User = Login | AnonymousUser  # request.user

# The states a reporter may still change their own story in.
REPORTER_EDITABLE = (ArticleStatus.DRAFT, ArticleStatus.SENT_BACK)


def works_on_every_section(user: User) -> bool:
    return user.is_active and (user.is_superuser or user.has_perm("news.edit_any_section"))


def is_section_editor(user: User) -> bool:
    """Reviews or publishes, limited to assigned sections."""
    return not works_on_every_section(user) and (
        user.has_perm("news.review_article") or user.has_perm("news.publish_article")
    )


def sections_of(user: User) -> QuerySet[Category] | None:
    """The categories the user works on as an editor; None means every one."""
    if works_on_every_section(user):
        return None
    if not is_section_editor(user):
        return Category.objects.none()
    return Category.objects.filter(editor_assignments__user=user) if user.pk else Category.objects.none()


def section_ids(user: User) -> set[int] | None:
    sections = sections_of(user)
    return None if sections is None else set(sections.values_list("pk", flat=True))


def articles_for(user: User, articles: QuerySet[Article] | None = None) -> QuerySet[Article]:
    """The stories the user may see in the newsroom, of `articles` (all by default)."""
    articles = Article.objects.all() if articles is None else articles
    if not user.is_active or not user.has_perm("news.view_article"):
        return articles.none()
    sections = sections_of(user)
    if sections is None:
        return articles
    return articles.filter(Q(author=user.pk) | Q(category__in=sections))


def in_sections(user: User, article: Article) -> bool:
    ids = section_ids(user)
    return ids is None or article.category_id in ids


def publishable(user: User, articles: QuerySet[Article]) -> QuerySet[Article]:
    """Of `articles`, those the user may publish, unpublish or flag: the stories of their sections."""
    if not user.is_active or not user.has_perm("news.publish_article"):
        return articles.none()
    sections = sections_of(user)
    return articles if sections is None else articles.filter(category__in=sections)


def can_view_article(user: User, article: Article) -> bool:
    return articles_for(user).filter(pk=article.pk).exists()


def can_publish(user: User, article: Article) -> bool:
    """Publish, schedule, unpublish, flag it (breaking, pinned, featured): an editor of its section."""
    return user.is_active and user.has_perm("news.publish_article") and in_sections(user, article)


def can_review(user: User, article: Article) -> bool:
    """Send it back with a note, or let it through: an editor of its section."""
    return user.is_active and user.has_perm("news.review_article") and in_sections(user, article)


def is_author(user: User, article: Article) -> bool:
    return article.author_id is not None and article.author_id == user.pk


def can_edit_article(user: User, article: Article) -> bool:
    """Change it: an editor of its section whatever its state; its reporter while it is a draft or sent back."""
    if not user.is_active or not user.has_perm("news.change_article"):
        return False
    if article.pk is None:
        return user.has_perm("news.add_article")
    if can_publish(user, article) or can_review(user, article):
        return True
    return is_author(user, article) and article.status in REPORTER_EDITABLE


def can_delete_article(user: User, article: Article) -> bool:
    return user.has_perm("news.delete_article") and (can_publish(user, article) or can_review(user, article))


def can_post_live_update(user: User, article: Article) -> bool:
    """Post (or change) a live update on it: an editor of its section, or the story's own reporter."""
    return user.is_active and (can_publish(user, article) or is_author(user, article))


def comments_for(user: User, comments: QuerySet) -> QuerySet:
    """The comments the user moderates: every one for a moderator or whoever works on every section; a
    section editor's, only those on the stories of their sections."""
    if not is_section_editor(user):
        return comments
    story_ids = Article.objects.filter(category__in=sections_of(user) or []).values("pk")
    return comments.filter(target_type=TargetType.NEWS, target_id__in=story_ids)
