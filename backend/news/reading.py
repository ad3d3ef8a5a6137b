"""One article: reading it, what comes next, what is related, and the readers' counters."""
import functools
from dataclasses import dataclass

from django.db import connections, router
from django.db.models import Count, Q
from django.db.models.functions import Now
from django.http import HttpRequest

from common.clients import reader_key
from common.errors import ApiError
from common.languages import Language
from common.throttle import Hit, count_once
from performance.compiled_reads import CompiledRead

from . import refs, translations
from .models import Article, MegaProject, Tag

RELATED_BY_CATEGORY = 6
FIRST_FEATURE_YEAR, LAST_FEATURE_YEAR = 2000, 2100  # the years a feature page (toim) may be asked for
RELATED_BY_TAGS = 4
VIEW_DEDUP_SECONDS = 30 * 60


# The column no reader's read of an article uses: the body's source, beside the parsed blocks the page shows.
NOT_READ = ("body_html",)
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


@dataclass(frozen=True)
class Counted:
    """A reader's counter on a published story, as it stands after the reader's hit."""

    pk: int
    language: str
    count: int


def reader_hit(request: HttpRequest, counter: str, lid: str) -> Hit:
    """A reader's hit of `counter` ("view", "share") on a story, against the counter's rate caps and
    marked for the half hour (one Redis round trip: common/throttle.count_once)."""
    seen = f"{counter}:{lid[:16]}:{reader_key(request)}"
    return count_once(request, counter, seen, VIEW_DEDUP_SECONDS)


def count_view(lid: str, is_first: bool) -> Counted:
    """Count a reader's view when it is their first within the half hour (common.throttle.count_once
    says). The view post is the portal's busiest write (every page a reader opens sends one), so it reads
    no article: one statement finds the story and counts it."""
    return _count("view_count", lid) if is_first else counter_of(lid, "view_count")


def count_share(lid: str, is_first: bool) -> Counted:
    """A reader shared the article (totalFavCount); once per reader per half hour."""
    return _count("share_count", lid) if is_first else counter_of(lid, "share_count")


def counter_of(lid: str, column: str) -> Counted:
    """A published story's counter, not counting (a reader over the rate cap, or seen already)."""
    found = Article.objects.published().filter(lid=lid[:16]).values_list("pk", "language", column).first()
    if found is None:
        raise ApiError("not_found", status=404)
    return Counted(*found)


_LID_MARK = "\x00lid"


@functools.cache
def _counting_sql(column: str, alias: str) -> tuple[str, tuple, int]:
    """UPDATE ... RETURNING (PostgreSQL, SQLite 3.35+) with the readers' own rule for "published" (the
    database's clock) as its subquery, so the row is found, counted and read back in one round trip.
    Made once per counter and database: building it through the ORM cost more than running it."""
    story = Article.objects.published(Now()).filter(lid=_LID_MARK).values("pk")
    subquery, params = story.query.get_compiler(using=alias).as_sql()
    quote = connections[alias].ops.quote_name
    table, counter, pk = quote(Article._meta.db_table), quote(column), quote("id")
    sql = (f"UPDATE {table} SET {counter} = {counter} + 1 WHERE {pk} IN ({subquery}) "
           f"RETURNING {pk}, {quote('language')}, {counter}")
    return sql, tuple(params), params.index(_LID_MARK)


def _count(column: str, lid: str) -> Counted:
    alias = router.db_for_write(Article)
    sql, params, lid_at = _counting_sql(column, alias)
    with connections[alias].cursor() as cursor:
        cursor.execute(sql, (*params[:lid_at], lid[:16], *params[lid_at + 1:]))
        found = cursor.fetchone()
    if found is None:
        raise ApiError("not_found", status=404)
    return Counted(*found)


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
