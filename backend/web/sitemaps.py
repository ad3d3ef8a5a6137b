"""The sitemaps search engines read, on Django's sitemap framework: an index (/sitemap.xml) of the
sections of both editions (/sitemap-sections.xml) and every article, newest first, 5,000 a page
(/sitemap-articles.xml?p=N); and the Google News sitemap of the last two days (/news-sitemap.xml,
its own template for the news: tags)."""
from datetime import date, timedelta
from typing import TYPE_CHECKING, NamedTuple
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.db.models import Max
from django.utils import timezone

from news.logic import public_path
from news.models import Article, Category

if TYPE_CHECKING:  # the sites framework is not installed: its models must not be imported at run time
    from django.contrib.sites.models import Site
    from django.contrib.sites.requests import RequestSite

SITEMAP_SIZE = 5000
NEWS_SITEMAP_SIZE = 1000  # Google News reads at most 1,000 URLs a sitemap
NEWS_SITEMAP_WINDOW = timedelta(days=2)


class PortalSitemap(Sitemap):
    """Addresses on SITE_URL when it is set, else on the scheme and host the request reached (Django's
    own choice), as every absolute link of the portal (web/site_url.py)."""

    def get_protocol(self, protocol: str | None = None) -> str:
        configured = urlsplit(settings.SITE_URL).scheme
        return configured or super().get_protocol(protocol)

    def get_domain(self, site: "Site | RequestSite | None" = None) -> str:
        return urlsplit(settings.SITE_URL).netloc or super().get_domain(site)


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
    """Every published article of both editions, newest first; older pages follow with ?p=2, 3 ..."""

    limit = SITEMAP_SIZE

    def items(self):  # noqa: ANN201 - a queryset the paginator slices
        return Article.objects.published().only("lid", "language", "updated_at")

    def location(self, item: Article) -> str:
        return public_path(item)

    def lastmod(self, item: Article):  # noqa: ANN201
        return item.updated_at.date()

    def get_latest_lastmod(self):  # noqa: ANN201
        # One aggregate, where Django's default would call lastmod() on every article.
        latest = self.items().aggregate(latest=Max("updated_at"))["latest"]
        return latest.date() if latest else None


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


# The sections of the index, each at /sitemap-<name>.xml.
SITEMAPS: dict[str, type[PortalSitemap]] = {"sections": SectionSitemap, "articles": ArticleSitemap}


class IndexEntry(NamedTuple):
    """One sitemap of the index, as Django's sitemap_index.xml template reads it."""

    location: str
    last_mod: date | None


def index_entries(site: str) -> list[IndexEntry]:
    """Each section's sitemap and every further page of it, on `site` (web/site_url.py)."""
    entries = []
    for name, sitemap_class in SITEMAPS.items():
        sitemap = sitemap_class()
        url, lastmod = f"{site}/sitemap-{name}.xml", sitemap.get_latest_lastmod()
        entries.append(IndexEntry(url, lastmod))
        entries += [IndexEntry(f"{url}?p={page}", lastmod) for page in range(2, sitemap.paginator.num_pages + 1)]
    return entries
