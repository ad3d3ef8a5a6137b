"""News list endpoints (API.md "News" and "Lists by category, provider, type")."""
from django.http import HttpRequest
from ninja import Query, Router

from common.languages import request_language
from common.paging import parse_cursor_date, parse_cursor_id, parse_size

from . import logic
from .models import Category, NewsType
from .schemas import (
    CategoryListOut,
    LatestFilters,
    LatestOut,
    MediaListOut,
    PoliticOut,
    ProviderListOut,
    SectionFilters,
    SliderOut,
    SpecialsOut,
    TaxonomyOut,
    TrendOut,
    TypeListOut,
)

router = Router(tags=["news"])

LATEST_PAGE_SIZE = 8


def _cursor(last_date: str | None, last_id: int | None) -> logic.Cursor:
    return logic.Cursor(parse_cursor_date(last_date), parse_cursor_id(last_id))


def _latest_args(filters: LatestFilters) -> tuple[int, logic.Cursor]:
    return parse_size(filters.size, LATEST_PAGE_SIZE), _cursor(filters.lastNewsDate, filters.lastId)


def _section_args(filters: SectionFilters) -> tuple[int, logic.Cursor]:
    return parse_size(filters.limit, LATEST_PAGE_SIZE), _cursor(filters.lastDate, filters.lastId)


@router.get("/news/shinemedee", response=LatestOut)
def list_latest(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.latest(request_language(request), *_latest_args(filters))
    return {"shinemedee_list": items}


@router.get("/news/featured", response=LatestOut)
def list_featured(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.featured(request_language(request), *_latest_args(filters))
    return {"shinemedee_list": items}


@router.get("/news/politic", response=PoliticOut)
def list_politics(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.politics(request_language(request), *_latest_args(filters))
    return {"politicmedee_list": items}


@router.get("/news/specials", response=SpecialsOut)
def list_specials(request: HttpRequest):
    return {"ontslohNewsList": logic.specials(request_language(request))}


@router.get("/news/video", response=MediaListOut)
def list_video(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(request_language(request), "video", *_latest_args(filters))
    return {"pv_news_list": items}


@router.get("/news/photo", response=MediaListOut)
def list_photo(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(request_language(request), "photo", *_latest_args(filters))
    return {"pv_news_list": items}


@router.get("/news/trend", response=TrendOut)
def list_trend(request: HttpRequest, size: int | None = None):
    return {"nav_news_list": logic.trend(request_language(request), parse_size(size, 10))}


@router.get("/fetch/{categoryid}/i", response=CategoryListOut)
def list_by_category(request: HttpRequest, categoryid: int, filters: Query[SectionFilters], navType: str = ""):  # noqa: N803
    category = logic.get_category(categoryid)
    size, cursor = _section_args(filters)
    items = logic.by_category(request_language(request), category, size, cursor, navType)
    return {"shinemedee_list": items, "category": category}


@router.get("/fetch/{providerid}/p", response=ProviderListOut)
def list_by_provider(request: HttpRequest, providerid: int, filters: Query[SectionFilters]):
    provider = logic.get_provider(providerid)
    items = logic.by_provider(request_language(request), provider, *_section_args(filters))
    return {"shinemedee_list": items, "provider": provider}


@router.get("/fetch/{newstype}/t", response=TypeListOut)
def list_by_type(request: HttpRequest, newstype: int, filters: Query[SectionFilters]):
    news_type = logic.get_news_type(newstype)
    items = logic.by_type(request_language(request), news_type, *_section_args(filters))
    return {"shinemedee_list": items, "type": news_type}


@router.get("/categories", response=TaxonomyOut)
def list_categories(request: HttpRequest):
    return {
        "categories": list(Category.objects.filter(is_active=True)),
        "news_types": list(NewsType.objects.all()),
    }


@router.get("/home/slider/news-list", response=SliderOut)
def get_slider(request: HttpRequest):
    language = request_language(request)
    lists = logic.slider(language)
    return {**lists, "comic": slider_comics(language)}


def slider_comics(language: str) -> list[dict]:
    """The latest comics for the front page slider, once the comics app has them."""
    from comics.models import Comic

    if not hasattr(Comic, "objects") or not hasattr(Comic, "publish_date"):
        return []
    rows = Comic.objects.filter(language=language, is_published=True).order_by("-publish_date")[:6]
    return [
        {"id": c.id, "title": c.title, "image": c.image_url(480), "publish_date": c.publish_date.isoformat()}
        for c in rows
    ]
