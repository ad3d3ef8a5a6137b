"""Any editor save or delete of content bumps the cache's content version."""
from django.apps import apps
from django.db.models.signals import m2m_changed, post_delete, post_save

from .cache import bump_content_version

CONTENT_APPS = {
    "news", "comments", "polls", "comics", "stories", "elections", "widgets", "horoscope", "ads", "pages",
    "navigation", "corrections",
}

# Rows written by readers (votes, reactions, seen marks, comments); they must not flush the page cache.
READER_WRITTEN = {
    "comments.comment", "comments.commentvote", "comments.commentreport", "polls.pollvote",
    "comics.comicvote", "stories.storyseen", "news.reaction", "news.reactioncount",
}

# Rows no page shows by themselves: a body photo appears once an article names it, and that save bumps.
NOT_SHOWN = {"news.photo"}


def _on_change(sender, **kwargs) -> None:
    bump_content_version()


def connect() -> None:
    for model in apps.get_models():
        label = model._meta.label_lower
        if model._meta.app_label in CONTENT_APPS and label not in READER_WRITTEN and label not in NOT_SHOWN:
            post_save.connect(_on_change, sender=model, dispatch_uid=f"cache-{model._meta.label}-save")
            post_delete.connect(_on_change, sender=model, dispatch_uid=f"cache-{model._meta.label}-delete")
    m2m_changed.connect(_on_change, dispatch_uid="cache-m2m")
