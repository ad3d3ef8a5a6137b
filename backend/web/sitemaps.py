"""The sitemaps search engines read, on Django's sitemap framework: the sections of both editions
and the latest articles (/sitemap.xml), and the Google News sitemap of the last two days
(/news-sitemap.xml, its own template for the news: tags)."""
from datetime import timedelta
from typing import NamedTuple
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.utils import timezone

from news.logic import public_path
from news.models import Article, Category

SITEMAP_SIZE = 5000
NEWS_SITEMAP_SIZE = 1000  # Google News reads at most 1,000 URLs a sitemap
NEWS_SITEMAP_WINDOW = timedelta(days=2)


class PortalSitemap(Sitemap):
    """Addresses on the portal's own URL (SITE_URL), not the host a request named: one cached
    answer serves every host the portal answers on."""

    def get_protocol(self, protocol: str | None = None) -> str:
        return urlsplit(settings.SITE_URL).scheme or "https"

    def get_domain(self, site: object = None) -> str:
        return urlsplit(settings.SITE_URL).netloc


class SectionSitemap(PortalSitemap):
    changefreq = "hourly"

    def items(self) -> list[str]:
        paths = ["/", "/en/"]
        for category in Category.objects.filter(is_active=True):
            paths += [f"/{category.id}/i", f"/en/{category.id}/i"]
        return paths

    def location(self, item: str) -> str:
        return item


class ArticleSitemap(PortalSitemap):
    """The newest articles of both editions; older pages follow with ?p=2, 3 ..."""

    limit = SITEMAP_SIZE

    def items(self):  # noqa: ANN201 - a queryset the paginator slices
        return Article.objects.published().only("lid", "language", "updated_at")

    def location(self, item: Article) -> str:
        return public_path(item)

    def lastmod(self, item: Article):  # noqa: ANN201
        return item.updated_at.date()


class NewsEntry(NamedTuple):
    path: str
    title: str
    language: str
    publication: str
    published: object


class NewsSitemap(PortalSitemap):
    """Google News: what was published in the last two days, with its publication and title."""

    limit = NEWS_SITEMAP_SIZE

    def items(self) -> list[NewsEntry]:
        since = timezone.now() - NEWS_SITEMAP_WINDOW
        articles = Article.objects.published().filter(publish_date__gte=since)
        return [
            NewsEntry(public_path(article), article.title, article.language,
                      settings.SITE_NAME[article.language], timezone.localtime(article.publish_date))
            for article in articles.only("lid", "language", "title", "publish_date")[:NEWS_SITEMAP_SIZE]
        ]

    def location(self, item: NewsEntry) -> str:
        return item.path
