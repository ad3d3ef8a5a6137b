"""Top-level routes: API, cached API twins, translations, newsroom, feeds, media; every other path is a page."""
from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.i18n import JavaScriptCatalog
from django.views.static import serve

from common import newsroom
from common import views as common_views
from lite import views as lite_views
from newsletter import views as newsletter_views
from observability import views as observability_views
from web import feeds, offline, preview
from web import views as web_views

from .api import api

admin.site.site_header = "Newsroom · Мэдээний өрөө"
admin.site.site_title = "Newsroom"
admin.site.index_title = "Агуулга · Content"

# A lost database is a 503 and API errors keep the JSON error shape, even outside the views.
handler500 = "common.views.server_error"

urlpatterns = [
    path("api/cache/<path:rest>", common_views.cached_api, name="api-cache"),
    path("api/", api.urls),
    re_path(r"^api/(?P<rest>.*)$", common_views.api_not_found, name="api-not-found"),
    path("admin/language/<str:code>/", newsroom.switch_language, name="newsroom-language"),
    path("admin/login/", newsroom.login, name="newsroom-login"),
    path("admin/two-factor/", include("accounts.urls")),  # the sign-in's second step (accounts/views.py)
    # The admin's JavaScript strings and those of the body editor's dialogs (news's djangojs catalog).
    path("admin/jsi18n/", JavaScriptCatalog.as_view(packages=["django.contrib.admin", "news"]), name="newsroom-jsi18n"),
    # The newsroom's preview of an article: the page's own render (web/preview.py), behind the admin's sign-in.
    path("admin/news/article/<int:article_id>/preview/", admin.site.admin_view(preview.article_preview),
         name="newsroom-article-preview"),
    path("admin/", admin.site.urls),
    path("translations/", include("web.translation_urls")),
    path("robots.txt", web_views.robots_txt, name="robots"),
    path("rss.xml", feeds.rss, name="rss"),
    path("en/rss.xml", feeds.rss, {"language": "en"}, name="rss-en"),
    path("rss/<int:category_id>.xml", feeds.rss, name="rss-category"),
    path("en/rss/<int:category_id>.xml", feeds.rss, {"language": "en"}, name="rss-category-en"),
    path("corrections/rss", feeds.corrections_rss, name="rss-corrections"),
    path("en/corrections/rss", feeds.corrections_rss, {"language": "en"}, name="rss-corrections-en"),
    path("live/<str:lid>/rss", feeds.live_rss, name="rss-live"),
    path("en/live/<str:lid>/rss", feeds.live_rss, {"language": "en"}, name="rss-live-en"),
    path("sitemap.xml", feeds.sitemap_index, name="sitemap"),
    path("sitemap-<slug:section>.xml", feeds.sitemap, name="sitemap-section"),
    path("news-sitemap.xml", feeds.news_sitemap, name="news-sitemap"),
    # The morning email's unsubscribe page, drawn without the app (newsletter/views.py).
    path("newsletter/unsubscribe", newsletter_views.unsubscribe_page, name="newsletter-unsubscribe"),
    path("en/newsletter/unsubscribe", newsletter_views.unsubscribe_page, {"language": "en"},
         name="newsletter-unsubscribe-en"),
    path("metrics", observability_views.metrics, name="metrics"),  # Prometheus, trusted callers only
    path("healthz", web_views.healthz, name="healthz"),
    path("readyz", web_views.readyz, name="readyz"),
    path("favicon.ico", web_views.favicon, name="favicon"),
    # Installing and offline reading (web/offline.py): the worker at the root covers every page.
    path("sw.js", offline.service_worker, name="service-worker"),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
    path("en/manifest.webmanifest", offline.manifest, {"language": "en"}, name="manifest-en"),
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
    # The lite twin of every page, without scripts (lite/), before the page route that takes every path.
    re_path(r"^(?:en/)?lite$", lite_views.page, name="lite-front"),
    re_path(r"^(?:en/)?lite/", include("lite.urls")),
    re_path(r"^.*$", web_views.page, name="page"),
]
