"""One story in the two editions: an English article names its Mongolian original
(`Article.translation_of`), and the pair link to each other on the site and in the newsroom."""
from dataclasses import dataclass

from django.db.models import F, Q, QuerySet

from common.models import Language

from .models import Article


@dataclass(frozen=True)
class TranslationState:
    """An article's pair as the newsroom sees it, published or not."""

    pair: Article | None
    # The original was saved after its translation was: the translation may say less than it does.
    is_behind: bool


def pair_of(article: Article) -> Article | None:
    """The other edition's article of the same story, whatever its status."""
    if article.language == Language.ENGLISH:
        return article.translation_of
    try:
        return article.translation  # the reverse side of translation_of
    except Article.DoesNotExist:
        return None


def state(article: Article) -> TranslationState:
    pair = pair_of(article)
    if pair is None:
        return TranslationState(None, False)
    original, translation = (pair, article) if article.language == Language.ENGLISH else (article, pair)
    return TranslationState(pair, original.updated_at > translation.updated_at)


def published_pair(article: Article) -> Article | None:
    """The pair readers may open, with what a link to it shows (one indexed query, none for an
    English article that names no original)."""
    if article.language == Language.ENGLISH:
        if article.translation_of_id is None:
            return None
        which = Q(pk=article.translation_of_id)
    else:
        which = Q(translation_of_id=article.pk)
    found = Article.objects.published().filter(which).only("lid", "language", "title").order_by()[:1]
    return next(iter(found), None)


def lacking(articles: QuerySet[Article]) -> QuerySet[Article]:
    """Mongolian originals no English article translates yet."""
    return articles.filter(language=Language.MONGOLIAN, translation__isnull=True)


def behind_original(articles: QuerySet[Article]) -> QuerySet[Article]:
    """Translations whose original was edited after them."""
    return articles.filter(language=Language.ENGLISH, translation_of__updated_at__gt=F("updated_at"))
