"""News use-cases: the lists readers page through, each one query per page."""
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db.models import Case, Q, QuerySet, When
from django.utils import timezone

from common.errors import ApiError
from common.languages import Language
from common.paging import page_before

from .models import READER_STATES, Article, Category, NewsType, Photo, Provider, SpecialKind

TREND_WINDOW = timedelta(days=3)
SPECIAL_SIZES = {SpecialKind.CLASSIC: 6, SpecialKind.BIG: 3, SpecialKind.PICTURE: 6}
# How far back the front page looks for a lead with a picture before it falls back to a big story.
LEAD_WINDOW = timedelta(days=2)
PIN_HOURS = 12
NAV_TYPES = ("", "all", "featured", "live", "video", "photo")  # a category list's navType


@dataclass(frozen=True)
class Cursor:
    """Where the previous page ended: its last date and, for ties, its last id."""

    last_date: datetime | None = None
    last_id: int | None = None


def _published(language: Language, leads: bool = True):
    """Published cards; without their leads where the list that asked does not show them."""
    queryset = Article.objects.published().in_language(language).for_list()
    return queryset if leads else queryset.without_leads()


def latest(language: Language, size: int, cursor: Cursor, leads: bool = True) -> list[Article]:
    """The newest news first (shinemedee)."""
    return page_before(_published(language, leads), "publish_date", cursor.last_date, cursor.last_id, size)


def featured(language: Language, size: int, cursor: Cursor, leads: bool = True) -> list[Article]:
    """The newsroom's featured picks, newest first."""
    queryset = _published(language, leads).filter(is_featured=True)
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def politics(language: Language, size: int, cursor: Cursor, leads: bool = True) -> list[Article]:
    """News of the politics category (politicmedee)."""
    queryset = _published(language, leads).filter(category__slug="politics")
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def by_news_type_slug(language: Language, slug: str, size: int, cursor: Cursor, leads: bool = True) -> list[Article]:
    """Video or photo news (pv_news_list)."""
    queryset = _published(language, leads).filter(news_type__slug=slug)
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def specials(language: Language, leads: bool = True, now: datetime | None = None) -> dict[str, list[Article]]:
    """The three special lists of the front page (ontslohNewsList classic, tom, zurag).

    The first big story (tom) is the front page's lead (`front_lead`), then the newsroom's big
    stories. Without leads, the big stories keep theirs: every screen shows a big story with its lead.
    """
    queryset = _published(language)
    if not leads:
        queryset = queryset.without_leads(keep=Q(special_kind=SpecialKind.BIG))
    rows = list(
        queryset
        .exclude(special_kind="")
        .order_by("-publish_date", "-id")[: sum(SPECIAL_SIZES.values()) * 3]
    )
    result: dict[str, list[Article]] = {kind.value: [] for kind in SPECIAL_SIZES}
    lead = front_lead(language, now)
    if lead is not None:
        result[SpecialKind.BIG].append(lead)
    for article in rows:
        bucket = result[article.special_kind]
        if len(bucket) < SPECIAL_SIZES[SpecialKind(article.special_kind)] and article not in bucket:
            bucket.append(article)
    return result


def front_lead(language: Language, now: datetime | None = None) -> Article | None:
    """The story an editor pinned (while the pin lasts), else the newest story with a picture.

    Only stories of the last LEAD_WINDOW are looked at, so the read stays small on a large archive;
    when none has a picture the newsroom's newest big story leads (`specials`).
    """
    now = now or timezone.now()
    pinned = Q(pinned_until__gt=now)
    recent_with_picture = Q(publish_date__gt=now - LEAD_WINDOW) & ~Q(image="")
    candidates = _published(language).filter(pinned | recent_with_picture)
    return candidates.order_by(Case(When(pinned, then=0), default=1), "-publish_date", "-id").first()


def trend(language: Language, size: int, now: datetime | None = None, leads: bool = True) -> list[Article]:
    """The most read news of the last few days (nav_news_list)."""
    since = (now or timezone.now()) - TREND_WINDOW
    queryset = _published(language, leads).filter(publish_date__gte=since)
    queryset = queryset.order_by("-view_count", "-publish_date", "-id")
    return list(queryset[:size])


def get_category(category_id: int) -> Category:
    category = Category.objects.filter(pk=category_id, is_active=True).first()
    if category is None:
        raise ApiError("not_found", status=404)
    return category


def by_category(language: Language, category: Category, size: int, cursor: Cursor, nav_type: str) -> list[Article]:
    """A category's news; navType narrows to featured, live, video or photo items."""
    queryset = _published(language).filter(category=category)
    if nav_type == "featured":
        queryset = queryset.filter(is_featured=True)
    elif nav_type == "live":
        queryset = queryset.filter(is_live=True)
    elif nav_type in {"video", "photo"}:
        queryset = queryset.filter(news_type__slug=nav_type)
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def get_provider(provider_id: int) -> Provider:
    provider = Provider.objects.filter(pk=provider_id, is_active=True).first()
    if provider is None:
        raise ApiError("not_found", status=404)
    return provider


def by_provider(language: Language, provider: Provider, size: int, cursor: Cursor) -> list[Article]:
    queryset = _published(language).filter(provider=provider)
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def get_news_type(type_id: int) -> NewsType:
    news_type = NewsType.objects.filter(pk=type_id).first()
    if news_type is None:
        raise ApiError("not_found", status=404)
    return news_type


def by_type(language: Language, news_type: NewsType, size: int, cursor: Cursor) -> list[Article]:
    queryset = _published(language).filter(news_type=news_type)
    return page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)


def slider(language: Language, size: int = 6) -> dict[str, list[Article]]:
    """The front page sliders: interviews, lifestyle and tech (comics are added by the api)."""
    published = _published(language)
    return {
        "interview": list(published.filter(news_type__slug="interview")[:size]),
        "lifestyle": list(published.filter(category__slug="lifestyle")[:size]),
        "tech": list(published.filter(category__slug="tech")[:size]),
    }


def public_path(article: Article) -> str:
    """The article's address in its edition."""
    return article_path(article.lid, article.language)


def article_path(lid: str, language: str) -> str:
    """The address of the article `lid` of edition `language`."""
    return f"{'/en' if language == 'en' else ''}/{lid}/r"


def is_live(article: Article) -> bool:
    """Readers can open it: scheduled or published (not a draft nor in review), and its time has come."""
    return article.status in READER_STATES and article.publish_date <= timezone.now()


def publish_now(articles) -> int:
    """Publish the given articles at this moment (newsroom action); saves each so invariants hold."""
    count = 0
    now = timezone.now()
    for article in articles:
        article.status, article.publish_date = "published", now
        article.save()
        count += 1
    return count


def unpublish(articles) -> int:
    count = 0
    for article in articles:
        article.status = "draft"
        article.save(update_fields=["status", "updated_at"])
        count += 1
    return count


def set_featured(articles, is_featured: bool) -> None:
    for article in articles:
        article.is_featured = is_featured
        article.save(update_fields=["is_featured", "updated_at"])


def pin_lead(articles, hours: int) -> int:
    """Pin `articles` as the front page's lead for `hours` from now; 0 ends their pins."""
    return hold_until(articles, "pinned_until", hours)


def hold_until(articles, field: str, hours: int) -> int:
    """Set the time field `field` of `articles` to `hours` from now; 0 clears it. Not an edit of the
    story: `updated_at` stays (the sitemap's lastmod, and whether a translation is behind its original)."""
    until = timezone.now() + timedelta(hours=hours) if hours else None
    count = 0
    for article in articles:  # one save each: a save is what tells the caches (common/cache.py)
        setattr(article, field, until)
        article.save(update_fields=[field])
        count += 1
    return count


def articles_showing(photo: Photo) -> QuerySet[Article]:
    """The articles whose body shows one of the photo's renditions (by its address)."""
    urls = [url for url in photo.renditions.values() if url]
    if not urls:
        return Article.objects.none()
    shows = Q()
    for url in urls:
        shows |= Q(body_html__contains=url)
    return Article.objects.filter(shows).only("id", "title")
