"""An editor's save or delete of content invalidates the cached answers that show it (common/cache_tags.py)."""
from django.apps import apps
from django.db import transaction
from django.db.models import Model
from django.db.models.signals import m2m_changed, post_delete, post_save

from . import cache_tags

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


def changed(tags: set[str]) -> None:
    """Content tagged `tags` changed: bump those tags now, and again once the change is committed (a
    reader who made the answer between the two read the old rows), then purge the front caches."""
    bumped = cache_tags.to_bump(tags)
    cache_tags.bump(bumped)

    def after_commit() -> None:
        cache_tags.bump(bumped)
        from performance.purge import queue_purge  # the front caches come after the apps are loaded

        queue_purge(bumped)

    transaction.on_commit(after_commit)


def _on_change(sender: type[Model], instance: Model, **kwargs: object) -> None:
    changed(cache_tags.changed_tags(instance))


def _on_m2m(sender: type[Model], instance: Model, **kwargs: object) -> None:
    is_content = instance._meta.app_label in CONTENT_APPS
    if is_content and kwargs.get("action") in ("post_add", "post_remove", "post_clear"):
        changed(cache_tags.changed_tags(instance))


def _is_history(model: type[Model]) -> bool:
    """django-simple-history's revision rows (news/revisions.py): written with every save, shown by none."""
    return hasattr(model, "instance_type") and (model._meta.model_name or "").startswith("historical")


def connect() -> None:
    for model in apps.get_models():
        label = model._meta.label_lower
        if model._meta.app_label not in CONTENT_APPS or label in READER_WRITTEN or label in NOT_SHOWN:
            continue
        if _is_history(model):
            continue
        post_save.connect(_on_change, sender=model, dispatch_uid=f"cache-{model._meta.label}-save")
        post_delete.connect(_on_change, sender=model, dispatch_uid=f"cache-{model._meta.label}-delete")
    m2m_changed.connect(_on_m2m, dispatch_uid="cache-m2m")
