"""What search engines and feed readers fetch: RSS per language and category, sitemaps."""
from datetime import timedelta
from xml.sax.saxutils import escape

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.feedgenerator import Rss201rev2Feed

from common import cache
from common.languages import Language, pick
from news.models import Article, Category

FEED_SIZE = 30
SITEMAP_SIZE = 5000
NEWS_SITEMAP_WINDOW = timedelta(days=2)


def _site() -> str:
    return settings.SITE_URL.rstrip("/")


def _article_url(article: Article) -> str:
    prefix = "/en" if article.language == "en" else ""
    return f"{_site()}{prefix}/{article.lid}/r"


def _cached(request: HttpRequest, kind: str, language: str, build) -> HttpResponse:
    key = cache.response_key(kind, request, language)
    entry = cache.safe_get(key)
    if entry is None:
        entry = cache.store(key, build())
    return cache.to_response(request, entry)  # type: ignore[arg-type]


def rss(request: HttpRequest, language: Language = "mn", category_id: int | None = None) -> HttpResponse:
    """The latest news of a language, optionally of one category, as RSS 2.0."""

    def build() -> HttpResponse:
        articles = Article.objects.published().in_language(language).for_list()
        title = settings.SITE_NAME[language]
        link = f"{_site()}{'/en' if language == 'en' else ''}/"
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
                link=_article_url(article),
                description=article.lead,
                pubdate=article.publish_date,
                unique_id=_article_url(article),
                categories=[pick(language, article.category.name_mn, article.category.name_en)],
            )
        return HttpResponse(feed.writeString("utf-8"), content_type="application/rss+xml; charset=utf-8")

    return _cached(request, "rss", language, build)


def sitemap(request: HttpRequest) -> HttpResponse:
    """Sections of both languages and the latest articles."""

    def build() -> HttpResponse:
        urls = [f"{_site()}/", f"{_site()}/en/"]
        for category in Category.objects.filter(is_active=True):
            urls += [f"{_site()}/{category.id}/i", f"{_site()}/en/{category.id}/i"]
        rows = []
        for url in urls:
            rows.append(f"<url><loc>{escape(url)}</loc><changefreq>hourly</changefreq></url>")
        for article in Article.objects.published().only("lid", "language", "updated_at")[:SITEMAP_SIZE]:
            rows.append(
                f"<url><loc>{escape(_article_url(article))}</loc>"
                f"<lastmod>{article.updated_at.date().isoformat()}</lastmod></url>"
            )
        body = (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' + "".join(rows) + "</urlset>"
        )
        return HttpResponse(body, content_type="application/xml; charset=utf-8")

    return _cached(request, "sitemap", "all", build)


def news_sitemap(request: HttpRequest) -> HttpResponse:
    """Google News sitemap: articles of the last two days in both languages."""

    def build() -> HttpResponse:
        since = timezone.now() - NEWS_SITEMAP_WINDOW
        rows = []
        for article in Article.objects.published().filter(publish_date__gte=since).only(
            "lid", "language", "title", "publish_date"
        )[:1000]:
            rows.append(
                f"<url><loc>{escape(_article_url(article))}</loc><news:news><news:publication>"
                f"<news:name>{escape(settings.SITE_NAME[article.language])}</news:name>"
                f"<news:language>{article.language}</news:language></news:publication>"
                f"<news:publication_date>{timezone.localtime(article.publish_date).isoformat()}"
                f"</news:publication_date><news:title>{escape(article.title)}</news:title></news:news></url>"
            )
        body = (
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">' + "".join(rows) + "</urlset>"
        )
        return HttpResponse(body, content_type="application/xml; charset=utf-8")

    return _cached(request, "news-sitemap", "all", build)
