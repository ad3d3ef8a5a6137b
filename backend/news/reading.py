"""One article: reading it, what comes next, what is related, and the readers' counters."""
from django.db.models import Count, F, Q
from django.db.models.functions import Now

from common.cache import safe_add
from common.errors import ApiError
from common.languages import Language
from performance.compiled_reads import CompiledRead

from . import refs, translations
from .models import SEARCH_COPIES, Article, MegaProject, Tag

RELATED_BY_CATEGORY = 6
FIRST_FEATURE_YEAR, LAST_FEATURE_YEAR = 2000, 2100  # the years a feature page (toim) may be asked for
RELATED_BY_TAGS = 4
VIEW_DEDUP_SECONDS = 30 * 60


# Columns no reader's read of an article uses: the body's source and its folded search copies. With
# the parsed blocks the page does show, the row held the body three times over.
NOT_READ = ("body_html", *SEARCH_COPIES)
# Read on every uncached article page: compiled once (performance/compiled_reads.py), the database's clock
# deciding what is published. lid is unique, so no ordering.
_article_by_lid = CompiledRead(
    Article, lambda lid: Article.objects.published(Now()).filter(lid=lid).defer(*NOT_READ).order_by()[:1],
    lid="\x00lid",
)
_tags_of = CompiledRead(Tag, lambda article: Tag.objects.filter(articles=article), article=-7_000_001)


def get_article(lid: str) -> Article:
    """A published article by its link id, with what the article page shows."""
    found = _article_by_lid(lid=lid[:16])
    if not found:
        raise ApiError("not_found", status=404)
    return _for_page(found[0])


def article_for_preview(pk: int) -> Article | None:
    """Any article, a draft or a scheduled one too, with what the article page shows: the newsroom's
    preview (web/preview.py), never a reader's read."""
    article = Article.objects.filter(pk=pk).first()
    return _for_page(article) if article else None


def _for_page(article: Article) -> Article:
    # Filled as prefetch_related("tags") would, so `article.tags.all()` needs no query.
    tags = article.tags.all()
    tags._result_cache, tags._prefetch_done = _tags_of(article=article.pk), True  # type: ignore[attr-defined]
    article._prefetched_objects_cache = {"tags": tags}  # type: ignore[attr-defined]
    article.pair = translations.published_pair(article)  # type: ignore[attr-defined]
    return refs.attach(article)


def related(article: Article) -> tuple[list[Article], list[Article]]:
    """(latest of the same category, those sharing the most tags), without the article itself."""
    published = Article.objects.published().in_language(article.language).for_list().exclude(pk=article.pk)
    by_category = list(published.filter(category_id=article.category_id)[:RELATED_BY_CATEGORY])
    tag_ids = [tag.id for tag in article.tags.all()]
    by_tags: list[Article] = []
    if tag_ids:
        by_tags = list(
            published.filter(tags__in=tag_ids)
            .annotate(shared=Count("tags", filter=Q(tags__in=tag_ids)))
            .order_by("-shared", "-publish_date", "-id")[:RELATED_BY_TAGS]
        )
    return by_category, by_tags


def next_article(article_id: int) -> Article | None:
    """The article a reader reaches at the end of this one: the previous in publication order."""
    current = Article.objects.published().filter(pk=article_id).values("order", "language").first()
    if current is None:
        raise ApiError("not_found", status=404)
    return (
        Article.objects.published()
        .in_language(current["language"])
        .for_list()
        .filter(order__lt=current["order"])
        .order_by("-order")
        .first()
    )


def count_view(article: Article, reader: str) -> int:
    """Count a reader's view once per half hour; a single UPDATE off the page's request path."""
    if safe_add(f"viewed:{article.pk}:{reader}", 1, VIEW_DEDUP_SECONDS):  # no dedup, no count
        Article.objects.filter(pk=article.pk).update(view_count=F("view_count") + 1)
    return Article.objects.filter(pk=article.pk).values_list("view_count", flat=True).first() or 0


def count_share(article: Article, reader: str) -> int:
    """A reader shared the article (totalFavCount); once per reader per half hour."""
    if safe_add(f"shared:{article.pk}:{reader}", 1, VIEW_DEDUP_SECONDS):
        Article.objects.filter(pk=article.pk).update(share_count=F("share_count") + 1)
    return Article.objects.filter(pk=article.pk).values_list("share_count", flat=True).first() or 0


def brief(language: Language, size: int = 10) -> list[Article]:
    """The news brief: short items the newsroom marked for it."""
    return list(Article.objects.published().in_language(language).for_list().filter(is_brief=True)[:size])


def get_tag(language: Language, slug: str) -> Tag:
    tag = Tag.objects.filter(language=language, slug=slug[:100]).first()
    if tag is None:
        raise ApiError("not_found", status=404)
    return tag


def year_features(language: Language, year: int, size: int = 20) -> tuple[list[Article], list[dict]]:
    """The feature page of a year (toim): the featured tags of that year and their latest news."""
    in_year = Article.objects.published().in_language(language).filter(publish_date__year=year)
    tags = [
        dict(tag) for tag in Tag.objects.filter(language=language, is_featured=True, articles__in=in_year)
        .annotate(count=Count("articles", distinct=True))
        .order_by("-count", "name")
        .values("id", "name", "slug", "count")
    ]
    articles = list(in_year.for_list().filter(tags__in=[t["id"] for t in tags]).distinct()[:size])
    return articles, tags


def feature_years(language: Language) -> list[int]:
    """The years whose feature page has news (a featured tag on a published article), newest first."""
    featured = Article.objects.published().in_language(language).filter(tags__is_featured=True)
    return [day.year for day in featured.dates("publish_date", "year", order="DESC")]


def mega_data(language: Language, project_id: int | None, content_id: int | None) -> dict:
    """The mega projects, the chosen one's articles, and the chosen content item."""
    projects = list(
        MegaProject.objects.filter(language=language, is_active=True).annotate(article_count=Count("articles"))
    )
    project = next((p for p in projects if p.id == project_id), None) if project_id else next(iter(projects), None)
    if project_id and project is None:
        raise ApiError("not_found", status=404)
    items = (
        list(Article.objects.published().for_list().filter(mega_project=project)[:30]) if project else []
    )
    content = None
    if content_id:
        content = next((a for a in items if a.id == content_id), None)
        if content is None:
            raise ApiError("not_found", status=404)
    return {"projects": projects, "project": project, "items": items, "content": content or (items or [None])[0]}
