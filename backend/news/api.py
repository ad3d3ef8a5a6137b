"""News list endpoints (API.md "News" and "Lists by category, provider, type")."""
from collections.abc import Mapping

from django.http import HttpRequest
from django.utils import timezone
from ninja import Form, Query, Router

from audience import counting as audience
from common import api_reads, cache_tags
from common.languages import Language
from common.paging import page_before
from common.params import Flag, PageSize, StoredId
from common.wire import iso_local
from search import service as search
from search.schemas import SearchFilters, SearchOut

from . import breaking, live, logic, reactions, reading
from .models import Article, Category, NewsType
from .schemas import (
    ArticleEntityOut,
    BreakingOut,
    BriefOut,
    CategoryListOut,
    CounterIn,
    CounterOut,
    FeatureYear,
    LatestFilters,
    LatestOut,
    LiveFeedOut,
    LiveFilters,
    LivePageOut,
    MediaListOut,
    MegaDataOut,
    NavType,
    NextOut,
    PoliticOut,
    ProviderListOut,
    RelatedIn,
    RelatedOut,
    SectionFilters,
    SliderOut,
    SpecialsOut,
    TagListOut,
    TaxonomyOut,
    TrendOut,
    TypeListOut,
    ViewIn,
    YearFeaturesOut,
)

router = Router(tags=["news"])

LATEST_PAGE_SIZE = 8
TREND_PAGE_SIZE = 10
SEARCH_PAGE_SIZE = 10


def _one_article(values: Mapping[str, object]) -> set[str]:
    """An article's page shows that story, and its category, kind and provider by name."""
    return {cache_tags.article_tag(str(values["newsid"])), cache_tags.NEWS_META}


def _latest_args(filters: LatestFilters) -> tuple[int, logic.Cursor]:
    return filters.size or LATEST_PAGE_SIZE, logic.Cursor(filters.lastNewsDate, filters.lastId)


def _section_args(filters: SectionFilters) -> tuple[int, logic.Cursor]:
    return filters.limit or LATEST_PAGE_SIZE, logic.Cursor(filters.lastDate, filters.lastId)


@api_reads.get(router, "/news/shinemedee", response=LatestOut)
def list_latest(language: Language, filters: Query[LatestFilters]):
    items = logic.latest(language, *_latest_args(filters), leads=filters.lead)
    return {"shinemedee_list": items}


@api_reads.get(router, "/news/featured", response=LatestOut)
def list_featured(language: Language, filters: Query[LatestFilters]):
    items = logic.featured(language, *_latest_args(filters), leads=filters.lead)
    return {"shinemedee_list": items}


@api_reads.get(router, "/news/politic", response=PoliticOut)
def list_politics(language: Language, filters: Query[LatestFilters]):
    items = logic.politics(language, *_latest_args(filters), leads=filters.lead)
    return {"politicmedee_list": items}


@api_reads.get(router, "/news/specials", response=SpecialsOut)
def list_specials(language: Language, lead: Flag = True):
    return {"ontslohNewsList": logic.specials(language, leads=lead)}


@api_reads.get(router, "/news/video", response=MediaListOut)
def list_video(language: Language, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(language, "video", *_latest_args(filters), leads=filters.lead)
    return {"pv_news_list": items}


@api_reads.get(router, "/news/photo", response=MediaListOut)
def list_photo(language: Language, filters: Query[LatestFilters]):
    items = logic.by_news_type_slug(language, "photo", *_latest_args(filters), leads=filters.lead)
    return {"pv_news_list": items}


@api_reads.get(router, "/news/trend", response=TrendOut)
def list_trend(language: Language, size: PageSize | None = None, lead: Flag = True):
    return {"nav_news_list": logic.trend(language, size or TREND_PAGE_SIZE, leads=lead)}


@api_reads.get(router, "/fetch/{categoryid}/i", response=CategoryListOut)
def list_by_category(
    language: Language, categoryid: StoredId, filters: Query[SectionFilters], navType: NavType = "",  # noqa: N803
):
    category = logic.get_category(categoryid)
    size, cursor = _section_args(filters)
    items = logic.by_category(language, category, size, cursor, navType)
    return {"shinemedee_list": items, "category": category}


@api_reads.get(router, "/fetch/{providerid}/p", response=ProviderListOut)
def list_by_provider(language: Language, providerid: StoredId, filters: Query[SectionFilters]):
    provider = logic.get_provider(providerid)
    items = logic.by_provider(language, provider, *_section_args(filters))
    return {"shinemedee_list": items, "provider": provider}


@api_reads.get(router, "/fetch/{newstype}/t", response=TypeListOut)
def list_by_type(language: Language, newstype: StoredId, filters: Query[SectionFilters]):
    news_type = logic.get_news_type(newstype)
    items = logic.by_type(language, news_type, *_section_args(filters))
    return {"shinemedee_list": items, "type": news_type}


@api_reads.get(router, "/categories", response=TaxonomyOut)
def list_categories(language: Language):
    return {
        "categories": list(Category.objects.filter(is_active=True)),
        "news_types": list(NewsType.objects.all()),
    }


@api_reads.get(router, "/home/slider/news-list", response=SliderOut, tags=lambda _: {cache_tags.NEWS_LISTS, "comics"})
def get_slider(language: Language):
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


@api_reads.get(router, "/news/read/{newsid}", response=ArticleEntityOut, tags=_one_article)
def get_article(language: Language, newsid: str):
    article = reading.get_article(newsid)
    article.emotics = reactions.emotics(article.id)
    return {"entity": article}


@api_reads.get(router, "/news/live/{newsid}", response=LiveFeedOut, tags=_one_article, polled=True)
def get_live_coverage(language: Language, newsid: str):
    """A live article's pinned post, key events and newest updates: what its readers poll."""
    return {"live": live.coverage(live.live_article(newsid))}


@api_reads.get(router, "/news/live/{newsid}/updates", response=LivePageOut, tags=_one_article)
def list_live_updates(language: Language, newsid: str, filters: Query[LiveFilters]):
    """The next page of a live article's updates, after (`lastDate`, `lastId`)."""
    page = live.page(live.live_article(newsid), live.Cursor(filters.lastDate, filters.lastId))
    return {"updates": page.updates, "more": page.more}


@router.post("/news/related", response=RelatedOut)
def list_related(request: HttpRequest, data: Form[RelatedIn]):
    by_category, by_tags = reading.related(reading.get_article(data.newsid))
    return {"relatedNewsByCategory": by_category, "directRelatedNews": by_tags}


@router.post("/next/{id}", response=NextOut)
def get_next(request: HttpRequest, id: StoredId):  # noqa: A002 - the specification's name
    return {"nextNews": reading.next_article(id)}


@router.post("/news/view", response=CounterOut)
def count_view(request: HttpRequest, data: Form[ViewIn]):
    hit = reading.reader_hit(request, "view", data.newsid)
    counted = reading.count_view(data.newsid, hit.is_first)
    if hit.is_within_rate:  # the audience desk counts every view, a reader's repeats too
        audience.count_view(request, counted, data.ref)  # the audience desk (audience/counting.py); never raises
    return {"status": "success", "views": counted.count}


@router.post("/news/share", response=CounterOut)
def count_share(request: HttpRequest, data: Form[CounterIn]):
    """Counters are not errors when over the limit: the extra hits are simply not counted."""
    hit = reading.reader_hit(request, "share", data.newsid)
    return {"status": "success", "totalFavCount": reading.count_share(data.newsid, hit.is_first).count}


@api_reads.get(router, "/brief", response=BriefOut)
def list_brief(language: Language):
    return {"brief": reading.brief(language)}


@api_reads.get(router, "/breaking", response=BreakingOut, tags=lambda _: {cache_tags.BREAKING}, polled=True)
def get_breaking(language: Language):
    """The story of the breaking-news strip on every page, or null."""
    return {"breaking": breaking.current(language)}


@api_reads.get(router, "/news/search", response=SearchOut)
def search_news(language: Language, filters: Query[SearchFilters]):
    """The search (search/service.py): best match first, or newest first with `sort=date`."""
    query = filters.query.strip()
    page = search.search(
        language, query, size=filters.size or SEARCH_PAGE_SIZE, sort="date" if filters.sort == "date" else "relevance",
        scope=search.SearchScope(filters.category, filters.dateFrom, filters.dateTo),
        cursor=search.SearchCursor(filters.phase, filters.offset, filters.lastDate, filters.lastId),
    )
    return {
        "result": page.items, "phase": page.phase, "offset": page.offset, "query": query,
        "suggestion": page.suggestion, "highlights": page.highlights,
    }


@api_reads.get(router, "/fetch/{tag}/tag", response=TagListOut)
def list_by_tag(language: Language, tag: str, filters: Query[SectionFilters]):
    found = reading.get_tag(language, tag)
    size, cursor = _section_args(filters)
    queryset = Article.objects.published().in_language(language).for_list().filter(tags=found)
    items = page_before(queryset, "publish_date", cursor.last_date, cursor.last_id, size)
    return {"shinemedee_list": items, "tag": found}


@api_reads.get(router, "/tagmedee", response=YearFeaturesOut)
def list_year_features(language: Language, year: FeatureYear | None = None):
    chosen = year or timezone.localdate().year
    articles, tags = reading.year_features(language, chosen)
    return {"tagmedee_list": articles, "tagmedee_main": tags, "year": chosen, "years": reading.feature_years(language)}


@api_reads.get(router, "/getMegaData", response=MegaDataOut)
def get_mega_data(language: Language, projectid: StoredId | None = None, contid: StoredId | None = None):
    return reading.mega_data(language, projectid, contid)
