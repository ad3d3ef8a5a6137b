"""What search engines and feed readers fetch: RSS per language and category, the corrections feed, each
live article's updates, sitemaps."""
from django.conf import settings
from django.contrib.sitemaps import views as sitemap_views
from django.http import Http404, HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.feedgenerator import Rss201rev2Feed

from common import cache, cache_tags
from common.errors import ApiError
from common.languages import Language, pick, translated
from corrections import logic as corrections
from news import live
from news.logic import public_path
from news.models import Article, Category
from performance import front_index

from .site_url import site_url
from .sitemaps import SITEMAPS, NewsSitemap, index_entries

FEED_SIZE = 30


def _article_url(site: str, article: Article) -> str:
    return f"{site}{public_path(article)}"


def _cached(request: HttpRequest, kind: str, language: str, build, tags: set[str]) -> HttpResponse:
    """The feed from the cache while the content it lists (`tags`, common/cache_tags.py) is unchanged;
    one copy per site its links are written on (web/site_url.py)."""
    key = cache.response_key(kind, request, language, site=site_url(request))
    entry = cache.current_entry(key)
    if entry is not None:
        return cache.to_response(request, entry)
    snapshot = cache_tags.snapshot({*tags, cache_tags.SITE})
    entry = cache.store(key, build(), snapshot)
    front_index.remember(request, entry.tags)
    return cache.to_response(request, entry, made=True)


def rss(request: HttpRequest, language: Language = "mn", category_id: int | None = None) -> HttpResponse:
    """The latest news of a language, optionally of one category, as RSS 2.0."""
    site = site_url(request)

    def build() -> HttpResponse:
        articles = Article.objects.published().in_language(language).for_list()
        title = settings.SITE_NAME[language]
        link = f"{site}{'/en' if language == 'en' else ''}/"
        if category_id is not None:
            category = Category.objects.filter(pk=category_id, is_active=True).first()
            if category is None:
                raise Http404
            articles = articles.filter(category=category)
            title = f"{pick(language, category.name_mn, category.name_en)} · {title}"
            link = f"{link}{category.id}/i"
        feed = Rss201rev2Feed(title=title, link=link, description=title, language=language)
        for article in articles[:FEED_SIZE]:
            feed.add_item(
                title=article.title,
                link=_article_url(site, article),
                description=article.lead,
                pubdate=article.publish_date,
                unique_id=_article_url(site, article),
                categories=[pick(language, article.category.name_mn, article.category.name_en)],
            )
        return HttpResponse(feed.writeString("utf-8"), content_type="application/rss+xml; charset=utf-8")

    return _cached(request, "rss", language, build, {cache_tags.NEWS_LISTS})


def corrections_rss(request: HttpRequest, language: Language = "mn") -> HttpResponse:
    """The corrections and clarifications of a language's edition, newest first, as RSS 2.0."""
    site = site_url(request)

    def build() -> HttpResponse:
        title = f"{translated(corrections.FEED_TITLE, language)} · {settings.SITE_NAME[language]}"
        link = f"{site}{'/en' if language == 'en' else ''}/corrections"
        feed = Rss201rev2Feed(title=title, link=link, description=title, language=language)
        for correction in corrections.newest(language, corrections.FEED_SIZE):
            article_url = _article_url(site, correction.article)
            feed.add_item(
                title=f"{corrections.kind_label(correction, language)}: {correction.article.title}",
                link=article_url,
                description=correction.text,
                pubdate=correction.published_at,
                unique_id=f"{article_url}#correction-{correction.id}",
            )
        return HttpResponse(feed.writeString("utf-8"), content_type="application/rss+xml; charset=utf-8")

    return _cached(request, "rss-corrections", language, build, {"corrections", cache_tags.NEWS_LISTS})


def live_rss(request: HttpRequest, lid: str, language: Language = "mn") -> HttpResponse:
    """A live article's updates, newest first, as RSS 2.0: readers follow the story in a feed reader."""
    site = site_url(request)

    def build() -> HttpResponse:
        try:
            article = live.live_article(lid)
        except ApiError as error:
            raise Http404 from error
        if article.language != language:
            raise Http404
        url = _article_url(site, article)
        feed = Rss201rev2Feed(title=article.title, link=url, description=article.lead or article.title,
                              language=language)
        for update in live.newest_first(article, FEED_SIZE):
            feed.add_item(
                title=update.title or article.title,
                link=f"{url}#update-{update.id}",
                description=update.body_html,
                pubdate=update.published_at,
                updateddate=update.updated_at,
                unique_id=f"{url}#update-{update.id}",
            )
        return HttpResponse(feed.writeString("utf-8"), content_type="application/rss+xml; charset=utf-8")

    return _cached(request, "rss-live", language, build, {cache_tags.article_tag(lid)})


def sitemap_index(request: HttpRequest) -> HttpResponse:
    """The sitemap index robots.txt names: the sections' sitemap and every page of the articles'."""

    def build() -> HttpResponse:
        body = render_to_string("sitemap_index.xml", {"sitemaps": index_entries(site_url(request))})
        return HttpResponse(body, content_type="application/xml")

    return _cached(request, "sitemap-index", "all", build, {cache_tags.ANY})


def sitemap(request: HttpRequest, section: str) -> HttpResponse:
    """One section's sitemap (`?p=N` for its further pages; past the last, a 404)."""
    if section not in SITEMAPS:
        raise Http404

    def build() -> HttpResponse:
        return sitemap_views.sitemap(request, {section: SITEMAPS[section]}).render()

    return _cached(request, f"sitemap-{section}", "all", build, {cache_tags.ANY})


def news_sitemap(request: HttpRequest) -> HttpResponse:
    """Google News sitemap: articles of the last two days in both languages."""

    def build() -> HttpResponse:
        return sitemap_views.sitemap(request, {"news": NewsSitemap}, template_name="web/news_sitemap.xml").render()

    return _cached(request, "news-sitemap", "all", build, {cache_tags.NEWS_LISTS})
