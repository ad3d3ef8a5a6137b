"""Wire shapes of news: the specification's field names, mapped from plain model fields."""
from typing import Annotated, Literal

from ninja import Field
from typing_extensions import TypedDict  # pydantic needs this one before Python 3.12

from common.errors import ApiError
from common.languages import pick
from common.params import Between, CursorDate, CursorId, Flag, OneOf, PageSize, WireIn
from common.schema import WireSchema
from common.wire import context_language, iso_local

from . import live, logic, reading

CARD_IMAGE_WIDTH = 480
# What a category list narrows to (news.logic.by_category).
NavType = Annotated[str, OneOf(logic.NAV_TYPES, ApiError("invalid_input"))]
# The years of the feature pages (toim).
FeatureYear = Annotated[int, Between(reading.FIRST_FEATURE_YEAR, reading.LAST_FEATURE_YEAR, ApiError("invalid_input"))]


class LatestFilters(WireIn):
    """Paging of the latest-style lists: `size` items after (`lastNewsDate`, `lastId`)."""

    size: PageSize | None = None
    lastNewsDate: CursorDate | None = None  # noqa: N815 - wire name
    lastId: CursorId | None = None  # noqa: N815
    # lead=0: the cards come with an empty lead, for lists that show none (the sidebar, the front page).
    lead: Flag = True


class SectionFilters(WireIn):
    """Paging of the category, provider and type lists: `limit` items after (`lastDate`, `lastId`)."""

    limit: PageSize | None = None
    lastDate: CursorDate | None = None  # noqa: N815 - wire name
    lastId: CursorId | None = None  # noqa: N815


class NamedRef(WireSchema):
    id: int
    name: str


class NewsItemOut(WireSchema):
    """One news item in every list (spec section 3, API.md)."""

    id: int
    lid: str
    title: str
    lead: str
    welcome_pic_nodomain: str
    renditions: dict[str, str]
    publish_date: str
    comment_count: int
    totalFavCount: int
    views: int
    shuud: int
    newtab: int
    # The category: the original contract's name for it (spec section 3, "newstyppe.id (category)").
    newstyppe: NamedRef
    # The news type (news, video, photo, interview...), which the original contract does not carry.
    newsType: NamedRef  # noqa: N815 - wire name
    provider: NamedRef | None
    daraalal: int

    @staticmethod
    def resolve_lead(obj) -> str:
        # `card_lead` is set when the list was asked for without leads (ArticleQuerySet.without_leads).
        return obj.card_lead if hasattr(obj, "card_lead") else obj.lead

    @staticmethod
    def resolve_publish_date(obj) -> str:
        return iso_local(obj.publish_date)

    @staticmethod
    def resolve_welcome_pic_nodomain(obj) -> str:
        return obj.image_url(CARD_IMAGE_WIDTH)

    @staticmethod
    def resolve_totalFavCount(obj) -> int:  # noqa: N802 - wire name
        return obj.share_count

    @staticmethod
    def resolve_views(obj) -> int:
        return obj.view_count

    @staticmethod
    def resolve_shuud(obj) -> int:
        return int(obj.is_live_now)

    @staticmethod
    def resolve_newtab(obj) -> int:
        return int(obj.opens_in_new_tab)

    @staticmethod
    def resolve_newstyppe(obj, context) -> dict:
        category = obj.category
        return {"id": category.id, "name": pick(context_language(context), category.name_mn, category.name_en)}

    @staticmethod
    def resolve_newsType(obj, context) -> dict:  # noqa: N802 - wire name
        kind = obj.news_type
        return {"id": kind.id, "name": pick(context_language(context), kind.name_mn, kind.name_en)}

    @staticmethod
    def resolve_provider(obj, context) -> dict | None:
        if obj.provider is None:
            return None
        provider = obj.provider
        return {"id": provider.id, "name": pick(context_language(context), provider.name_mn, provider.name_en)}

    @staticmethod
    def resolve_daraalal(obj) -> int:
        return obj.order or 0


class LatestOut(WireSchema):
    shinemedee_list: list[NewsItemOut]


class PoliticOut(WireSchema):
    politicmedee_list: list[NewsItemOut]


class MediaListOut(WireSchema):
    pv_news_list: list[NewsItemOut]


class TrendOut(WireSchema):
    nav_news_list: list[NewsItemOut]


class SpecialsBody(WireSchema):
    classic: list[NewsItemOut]
    tom: list[NewsItemOut]
    zurag: list[NewsItemOut]


class SpecialsOut(WireSchema):
    ontslohNewsList: SpecialsBody  # noqa: N815 - wire name


class CategoryOut(WireSchema):
    id: int
    name: str
    name_mn: str
    name_en: str
    slug: str

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)


class NewsTypeOut(WireSchema):
    id: int
    name: str
    name_mn: str
    name_en: str
    slug: str

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)


class ProviderOut(WireSchema):
    id: int
    name: str
    bio: str
    image: str

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj.name_mn, obj.name_en)

    @staticmethod
    def resolve_bio(obj, context) -> str:
        return pick(context_language(context), obj.bio_mn, obj.bio_en)

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(160)


class CategoryListOut(WireSchema):
    shinemedee_list: list[NewsItemOut]
    category: CategoryOut


class ProviderListOut(WireSchema):
    shinemedee_list: list[NewsItemOut]
    provider: ProviderOut


class TypeListOut(WireSchema):
    shinemedee_list: list[NewsItemOut]
    type: NewsTypeOut


class TaxonomyOut(WireSchema):
    categories: list[CategoryOut]
    news_types: list[NewsTypeOut]


class SliderComicOut(WireSchema):
    """A comic of the front page's slider (news.api.slider_comics)."""

    id: int
    title: str
    image: str
    publish_date: str


class SliderOut(WireSchema):
    interview: list[NewsItemOut]
    lifestyle: list[NewsItemOut]
    tech: list[NewsItemOut]
    comic: list[SliderComicOut]


class ErrorOut(WireSchema):
    status: str
    code: str
    message: str


class TagOut(WireSchema):
    id: int
    name: str
    slug: str


class ReactionCountOut(WireSchema):
    id: int
    code: str
    emoji: str
    name: str
    count: int

    @staticmethod
    def resolve_name(obj, context) -> str:
        return pick(context_language(context), obj["name_mn"], obj["name_en"])


# The blocks of an article body, as news/blocks.py parses them on save; `type` tells them apart.
# TypedDicts rather than WireSchemas: the blocks are stored dicts, checked in pydantic's core without
# WireSchema's lookup per object (30 blocks: 19 us against 78).
class ParagraphBlockOut(TypedDict):
    type: Literal["paragraph"]
    html: str  # sanitised when the article was saved


class HeadingBlockOut(TypedDict):
    type: Literal["heading"]
    level: Literal[2, 3, 4]
    text: str


class ImageBlockOut(TypedDict):
    type: Literal["image"]
    src: str
    alt: str
    caption: str


class TableBlockOut(TypedDict):
    type: Literal["table"]
    html: str


class QuoteBlockOut(TypedDict):
    type: Literal["quote"]
    text: str


class ListBlockOut(TypedDict):
    type: Literal["list"]
    ordered: bool
    items: list[str]  # each item's sanitised inner HTML


class EmbedBlockOut(TypedDict):
    type: Literal["embed"]
    src: str
    title: str


BodyBlockOut = Annotated[
    ParagraphBlockOut | HeadingBlockOut | ImageBlockOut | TableBlockOut | QuoteBlockOut | ListBlockOut | EmbedBlockOut,
    Field(discriminator="type"),
]


class ArticleCorrectionOut(WireSchema):
    """A correction or clarification of the article, shown at its top or bottom as the editor chose."""

    id: int
    kind: Literal["correction", "clarification"]
    text: str  # plain text
    published_at: str
    position: Literal["top", "bottom"]

    @staticmethod
    def resolve_published_at(obj) -> str:
        return iso_local(obj.published_at)


class ArticlePairOut(WireSchema):
    """The same story in the other edition (news/translations.py), when readers may open it."""

    lid: str
    language: Literal["mn", "en"]
    title: str


LIVE_IMAGE_WIDTH = 720


class LiveKeyEventOut(WireSchema):
    """An update as the key events list names it, to jump to."""

    id: int
    title: str
    published_at: str

    @staticmethod
    def resolve_published_at(obj) -> str:
        return iso_local(obj.published_at)


class LiveUpdateOut(LiveKeyEventOut):
    """One update of a live article (news/live.py), its text in the same blocks as an article body."""

    body_blocks: list[BodyBlockOut]
    image: str  # "" without a picture
    renditions: dict[str, str]
    image_width: int | None
    image_height: int | None
    image_caption: str
    is_pinned: bool
    is_key_event: bool

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(LIVE_IMAGE_WIDTH)


class LiveCursorOut(WireSchema):
    """Where the next page of updates starts (the `lastDate` and `lastId` of LiveFilters)."""

    lastDate: str  # noqa: N815 - wire name
    lastId: int  # noqa: N815

    @staticmethod
    def resolve_lastDate(obj) -> str:  # noqa: N802 - wire name
        return iso_local(obj.published_at)

    @staticmethod
    def resolve_lastId(obj) -> int:  # noqa: N802 - wire name
        return obj.id


class LiveCoverageOut(WireSchema):
    """A live article's coverage: newest first while `live`, oldest first once `ended`."""

    state: Literal["live", "ended"]
    started_at: str
    ended_at: str | None
    pinned: LiveUpdateOut | None
    key_events: list[LiveKeyEventOut]  # newest first
    updates: list[LiveUpdateOut]
    more: LiveCursorOut | None

    @staticmethod
    def resolve_started_at(obj) -> str:
        return iso_local(obj.article.publish_date)

    @staticmethod
    def resolve_ended_at(obj) -> str | None:
        ended = obj.article.live_ended_at
        return iso_local(ended) if ended and not obj.article.is_live_now else None

    @staticmethod
    def resolve_updates(obj) -> list:
        return obj.first_page.updates

    @staticmethod
    def resolve_more(obj) -> object:
        return obj.first_page.more


class LiveFeedOut(WireSchema):
    """The coverage readers of a live article poll for new updates."""

    live: LiveCoverageOut


class LiveFilters(WireIn):
    """The page of updates after (`lastDate`, `lastId`), in the coverage's order."""

    lastDate: CursorDate  # noqa: N815 - wire name
    lastId: CursorId  # noqa: N815


class LivePageOut(WireSchema):
    updates: list[LiveUpdateOut]
    more: LiveCursorOut | None


class ArticleOut(NewsItemOut):
    """The full article (entity) of the article page."""

    language: str
    body_blocks: list[BodyBlockOut]
    image_caption: str
    image_width: int | None
    image_height: int | None
    video_url: str
    tags: list[TagOut]
    provider_image: str
    updated_at: str
    is_outdated: bool
    is_featured: bool
    mega_project: NamedRef | None
    emotics: list[ReactionCountOut]
    pair: ArticlePairOut | None
    corrections: list[ArticleCorrectionOut]  # oldest first
    live: LiveCoverageOut | None  # null for an article that was never live

    @staticmethod
    def resolve_updated_at(obj) -> str:
        return iso_local(obj.updated_at)

    @staticmethod
    def resolve_tags(obj) -> list:
        return list(obj.tags.all())

    @staticmethod
    def resolve_provider_image(obj) -> str:
        return obj.provider.image_url(160) if obj.provider else ""

    @staticmethod
    def resolve_mega_project(obj) -> dict | None:
        project = obj.mega_project
        return {"id": project.id, "name": project.title} if project else None

    @staticmethod
    def resolve_emotics(obj) -> list:
        return getattr(obj, "emotics", [])

    @staticmethod
    def resolve_pair(obj) -> object:
        return getattr(obj, "pair", None)

    @staticmethod
    def resolve_live(obj) -> object:
        # As the article is written out, as its corrections are: lookups for counters never need it.
        return live.coverage(obj)

    @staticmethod
    def resolve_corrections(obj) -> list:
        # One query, made as the article is written out rather than when it is looked up: the
        # counters and the related lists look an article up too, and never show its corrections.
        return list(obj.corrections.shown())


class ArticleEntityOut(WireSchema):
    entity: ArticleOut


class RelatedIn(WireIn):
    newsid: str


class RelatedOut(WireSchema):
    relatedNewsByCategory: list[NewsItemOut]  # noqa: N815 - wire name
    directRelatedNews: list[NewsItemOut]  # noqa: N815


class NextOut(WireSchema):
    nextNews: NewsItemOut | None  # noqa: N815 - wire name


class CounterIn(WireIn):
    newsid: str


class ViewIn(CounterIn):
    ref: str = Field("", description="The host of the page the reader came from (empty when they typed the "
                                     "address): the audience desk's sources. Cut to 300 characters, never refused.")


class CounterOut(WireSchema):
    status: str
    views: int | None = None
    totalFavCount: int | None = None  # noqa: N815 - wire name


class BriefOut(WireSchema):
    brief: list[NewsItemOut]


class BreakingStoryOut(WireSchema):
    """The story of the breaking-news strip: its link id, its title, and when the strip ends."""

    lid: str
    title: str
    until: str

    @staticmethod
    def resolve_until(obj) -> str:
        return iso_local(obj.breaking_until)


class BreakingOut(WireSchema):
    """`breaking` is null while no story is flagged (news/breaking.py)."""

    breaking: BreakingStoryOut | None


class TagListOut(WireSchema):
    shinemedee_list: list[NewsItemOut]
    tag: TagOut


class FeatureTagOut(WireSchema):
    id: int
    name: str
    slug: str
    count: int


class YearFeaturesOut(WireSchema):
    tagmedee_list: list[NewsItemOut]
    tagmedee_main: list[FeatureTagOut]
    year: int
    years: list[int] = Field(description="The years that have featured news, newest first: the page links only these.")


class MegaProjectOut(WireSchema):
    id: int
    title: str
    description: str
    image: str
    article_count: int

    @staticmethod
    def resolve_image(obj) -> str:
        return obj.image_url(640)


class MegaDataOut(WireSchema):
    projects: list[MegaProjectOut]
    project: MegaProjectOut | None
    items: list[NewsItemOut]
    content: NewsItemOut | None
