"""Keeping the index in step with the articles: one at a time on every save (signals.py), all at once
when rebuilding (management command `rebuild_search_index`, the demo seed, migration 0001).

Scheduled stories are indexed like published ones: the query's `published()` keeps them out until
their time, so an embargo holds without a job having to index them when it lifts.
"""
from collections.abc import Callable, Iterable

from django.db import transaction

from .documents import Document, body_text, document
from .models import SearchDocument, SearchTerm

# Where an article is in the newsroom's hands only (draft, review, sent back): not in the index.
INDEXED_STATES = ("scheduled", "published")
REBUILD_CHUNK = 1000


def _terms(language: str, vocabulary: Iterable[tuple[str, str]]) -> list[SearchTerm]:
    return [SearchTerm(language=language, kind=kind, term=term, length=len(term)) for kind, term in vocabulary]


def article_document(article) -> Document:
    return document(article.language, article.title, article.lead, body_text(article.body_blocks or []))


def index_article(article) -> None:
    """Index an article as it is now saved, or take it out when it is no longer for readers."""
    if article.status not in INDEXED_STATES:
        SearchDocument.objects.filter(article_id=article.pk).delete()
        return
    indexed = article_document(article)
    with transaction.atomic():
        SearchDocument.objects.update_or_create(
            article_id=article.pk,
            defaults={
                "language": indexed.language, "title": indexed.title, "lead": indexed.lead, "body": indexed.body,
                "published": article.publish_date, "category_id": article.category_id,
            },
        )
        SearchTerm.objects.bulk_create(_terms(indexed.language, indexed.vocabulary), ignore_conflicts=True)


def rebuild(article_model=None, log: Callable[[str], None] = lambda _: None) -> int:
    """Index every article again from scratch; returns how many are indexed.

    `article_model` is the migration's historical model when a migration calls it.
    """
    if article_model is None:
        from news.models import Article as article_model
    rows = article_model.objects.filter(status__in=INDEXED_STATES).order_by("id")
    total = 0
    with transaction.atomic():
        SearchDocument.objects.all().delete()
        last_id = 0
        while True:
            fields = ("id", "language", "title", "lead", "body_blocks", "publish_date", "category_id")
            chunk = list(rows.filter(id__gt=last_id).values(*fields)[:REBUILD_CHUNK])
            if not chunk:
                break
            documents: list[SearchDocument] = []
            terms: dict[str, set[tuple[str, str]]] = {}
            for row in chunk:
                indexed = document(row["language"], row["title"], row["lead"], body_text(row["body_blocks"] or []))
                documents.append(SearchDocument(
                    article_id=row["id"], language=indexed.language,
                    title=indexed.title, lead=indexed.lead, body=indexed.body,
                    published=row["publish_date"], category_id=row["category_id"],
                ))
                terms.setdefault(indexed.language, set()).update(indexed.vocabulary)
            SearchDocument.objects.bulk_create(documents, batch_size=500)
            for language, vocabulary in terms.items():
                SearchTerm.objects.bulk_create(_terms(language, vocabulary), ignore_conflicts=True, batch_size=1000)
            total += len(chunk)
            last_id = chunk[-1]["id"]
            log(f"  indexed {total} articles")
    return total
