"""The index follows every save and delete of an article at once (indexing.py)."""
from django.db.models.signals import post_save
from django.dispatch import receiver

from news.models import Article

from .indexing import index_article

# A save that writes only other fields (counters, the order, renditions) changes nothing searched;
# the publish time and the category are copied to the document too (what a search narrows by).
SEARCHED_FIELDS = {"title", "lead", "body_html", "body_blocks", "status", "language", "publish_date", "category"}


@receiver(post_save, sender=Article, dispatch_uid="search-index-article")
def reindex_article(sender, instance: Article, raw: bool = False, update_fields=None, **kwargs) -> None:
    if raw or (update_fields is not None and not SEARCHED_FIELDS & set(update_fields)):
        return
    index_article(instance)
# A deleted article's document goes with it: SearchDocument's foreign key cascades (and on SQLite the
# FTS5 table's triggers follow the document rows).
