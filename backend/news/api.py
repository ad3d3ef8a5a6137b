"""News list endpoints (API.md "News" and "Lists by category, provider, type")."""
from django.http import HttpRequest
from django.utils import timezone
from ninja import Form, Query, Router

from common.clients import reader_key
from common.errors import ApiError
from common.languages import request_language
from common.paging import page_before
from common.params import PageSize, StoredId
from common.throttle import check_rate
from common.wire import iso_local

from . import logic, reactions, reading, search
from .models import Article, Category, NewsType
from .schemas import (
    ArticleEntityOut,
    BriefOut,
    CategoryListOut,
    CounterIn,
    CounterOut,
    FeatureYear,
    LatestFilters,
    LatestOut,
    MediaListOut,
    MegaDataOut,
    NavType,
    NextOut,
    PoliticOut,
    ProviderListOut,
    RelatedIn,
    RelatedOut,
    SearchFilters,
    SearchOut,
    SectionFilters,
    SliderOut,
    SpecialsOut,
    TagListOut,
    TaxonomyOut,
    TrendOut,
    TypeListOut,
    YearFeaturesOut,
)

router = Router(tags=["news"])

LATEST_PAGE_SIZE = 8
TREND_PAGE_SIZE = 10
SEARCH_PAGE_SIZE = 10


def _latest_args(filters: LatestFilters) -> tuple[int, logic.Cursor]:
    return filters.size or LATEST_PAGE_SIZE, logic.Cursor(filters.lastNewsDate, filters.lastId)


def _section_args(filters: SectionFilters) -> tuple[int, logic.Cursor]:
    return filters.limit or LATEST_PAGE_SIZE, logic.Cursor(filters.lastDate, filters.lastId)


@router.get("/news/shinemedee", response=LatestOut)
def list_latest(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.latest(request_language(request), *_latest_args(filters), leads=filters.lead)
    return {"shinemedee_list": items}


@router.get("/news/featured", response=LatestOut)
def list_featured(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.featured(request_language(request), *_latest_args(filters), leads=filters.lead)
    return {"shinemedee_list": items}


@router.get("/news/politic", response=PoliticOut)
def list_politics(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.politics(request_language(request), *_latest_args(filters), leads=filters.lead)
    return {"politicmedee_list": items}


@router.get("/news/specials", response=SpecialsOut)
def list_specials(request: HttpRequest, lead: bool = True):
    return {"ontslohNewsList": logic.specials(request_language(request), leads=lead)}


@router.get("/news/video", response=MediaListOut)
def list_video(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(request_language(request), "video", *_latest_args(filters), leads=filters.lead)
    return {"pv_news_list": items}


@router.get("/news/photo", response=MediaListOut)
def list_photo(request: HttpRequest, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(request_language(request), "photo", *_latest_args(filters), leads=filters.lead)
    return {"pv_news_list": items}


@router.get("/news/trend", response=TrendOut)
def list_trend(request: HttpRequest, size: PageSize | None = None, lead: bool = True):
    return {"nav_news_list": logic.trend(request_language(request), size or TREND_PAGE_SIZE, leads=lead)}


@router.get("/fetch/{categoryid}/i", response=CategoryListOut)
def list_by_category(
    request: HttpRequest, categoryid: StoredId, filters: Query[SectionFilters], navType: NavType = "",  # noqa: N803
):
    category = logic.get_category(categoryid)
    size, cursor = _section_args(filters)
    items = logic.by_category(request_language(request), category, size, cursor, navType)
    return {"shinemedee_list": items, "category": category}


@router.get("/fetch/{providerid}/p", response=ProviderListOut)
def list_by_provider(request: HttpRequest, providerid: StoredId, filters: Query[SectionFilters]):
    provider = logic.get_provider(providerid)
    items = logic.by_provider(request_language(request), provider, *_section_args(filters))
    return {"shinemedee_list": items, "provider": provider}


@router.get("/fetch/{newstype}/t", response=TypeListOut)
def list_by_type(request: HttpRequest, newstype: StoredId, filters: Query[SectionFilters]):
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
    """The latest released comics for the front page slider, dated in Ulaanbaatar time as the comic
    page dates them (the card shows the date part: a UTC date was a day behind before 08:00)."""
    from comics.models import Comic

    rows = Comic.objects.published().in_language(language)[:6]
    return [
        {"id": c.id, "title": c.title, "image": c.image_url(480), "publish_date": iso_local(c.publish_date)}
        for c in rows
    ]


@router.get("/news/read/{newsid}", response=ArticleEntityOut)
def get_article(request: HttpRequest, newsid: str):
    article = reading.get_article(newsid)
    article.emotics = reactions.emotics(article.id)
    return {"entity": article}


@router.post("/news/related", response=RelatedOut)
def list_related(request: HttpRequest, data: Form[RelatedIn]):
    by_category, by_tags = reading.related(reading.get_article(data.newsid))
    return {"relatedNewsByCategory": by_category, "directRelatedNews": by_tags}


@router.post("/next/{id}", response=NextOut)
def get_next(request: HttpRequest, id: StoredId):  # noqa: A002 - the specification's name
    return {"nextNews": reading.next_article(id)}


@router.post("/news/view", response=CounterOut)
def count_view(request: HttpRequest, data: Form[CounterIn]):
    article = reading.get_article(data.newsid)
    if not _within_rate(request, "view"):
        return {"status": "success", "views": article.view_count}
    return {"status": "success", "views": reading.count_view(article, reader_key(request))}


@router.post("/news/share", response=CounterOut)
def count_share(request: HttpRequest, data: Form[CounterIn]):
    article = reading.get_article(data.newsid)
    if not _within_rate(request, "share"):
        return {"status": "success", "totalFavCount": article.share_count}
    return {"status": "success", "totalFavCount": reading.count_share(article, reader_key(request))}


def _within_rate(request: HttpRequest, scope: str) -> bool:
    """Counters are not errors when over the limit: the extra hits are simply not counted."""
    try:
        check_rate(request, scope)
    except ApiError:
        return False
    return True


@router.get("/brief", response=BriefOut)
def list_brief(request: HttpRequest):
    return {"brief": reading.brief(request_language(request))}


@router.get("/news/search", response=SearchOut)
def search_news(request: HttpRequest, filters: Query[SearchFilters]):
    query = filters.query.strip()
    items, phase = search.search_articles(
        request_language(request), query, filters.size or SEARCH_PAGE_SIZE, filters.lastDate, filters.lastId,
        filters.phase,
    )
    return {"result": items, "phase": phase, "query": query}


@router.get("/fetch/{tag}/tag", response=TagListOut)
def list_by_tag(request: HttpRequest, tag: str, filters: Query[SectionFilters]):
    language = request_language(request)
    found = reading.get_tag(language, tag)
    size, cursor = _section_args(filters)
    queryset = Article.objects.published().in_language(language).for_list().filter(tags=found)
    items = page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)
    return {"shinemedee_list": items, "tag": found}


@router.get("/tagmedee", response=YearFeaturesOut)
def list_year_features(request: HttpRequest, year: FeatureYear | None = None):
    chosen = year or timezone.localdate().year
    language = request_language(request)
    articles, tags = reading.year_features(language, chosen)
    return {"tagmedee_list": articles, "tagmedee_main": tags, "year": chosen, "years": reading.feature_years(language)}


@router.get("/getMegaData", response=MegaDataOut)
def get_mega_data(request: HttpRequest, projectid: StoredId | None = None, contid: StoredId | None = None):
    return reading.mega_data(request_language(request), projectid, contid)
