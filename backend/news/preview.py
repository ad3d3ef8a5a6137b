"""The newsroom's preview: an article as readers will see it, before they can.

The same server render as the public page, from the saved article whatever its status, for
the editor alone: no shared cache keeps it (private, no-store, and under /admin/, which the
front cache passes by), no search engine indexes it, and it carries no app code, so nothing
on it counts a view or sends a comment about an article readers cannot open.
"""
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.languages import Language, translated
from common.theme import chosen_theme
from web.routes import LAYOUT_NEEDS, match_route
from web.views import embedded_reads, render_document

from . import reactions, reading
from .models import Article, ArticleStatus
from .schemas import ArticleEntityOut

# Shown above the screen in the article's own language (the page's): editor-facing, so kept
# here rather than in the readers' UI catalog that every page downloads.
NOTICE_TITLE = _("Preview")
NOTICE_DRAFT = _("Draft: readers cannot see it.")
NOTICE_SCHEDULED = _("Scheduled: goes out at %(when)s.")
NOTICE_PUBLISHED = _("Published: this is what readers see.")
NOTICE_BACK = _("Back to editing")


def public_path(article: Article) -> str:
    return f"{'/en' if article.language == 'en' else ''}/{article.lid}/r"


def is_live(article: Article) -> bool:
    return article.status != ArticleStatus.DRAFT and article.publish_date <= timezone.now()


def article_preview(request: HttpRequest, article_id: int) -> HttpResponse | None:
    """The article's page as saved, with the preview's notice; None when there is no such article."""
    article = reading.article_for_preview(article_id)
    if article is None:
        return None
    article.emotics = reactions.emotics(article.id)
    language: Language = article.language  # type: ignore[assignment]
    inner = f"/{article.lid}/r"
    route, params = match_route(inner)
    assert route is not None, "an article's address is always a page route"
    # The layout's lists as every page has them, and the article where the screen looks for it.
    queries, _ = embedded_reads(request, LAYOUT_NEEDS, language)
    request.portal_language = language  # type: ignore[attr-defined] # the schema's names in this language
    entity = ArticleEntityOut.model_validate({"entity": article}, context={"request": request})
    queries[route.needs(params)[0].url(language)] = {"status": 200, "data": entity.model_dump(by_alias=True)}
    theme = chosen_theme(request.COOKIES)  # the editor's own, as on the public pages
    notice = _notice(article, language)
    response = render_document(language, inner, inner, route, queries, 200, preview=notice, theme=theme)
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


def _notice(article: Article, language: Language) -> dict[str, str]:
    if article.status == ArticleStatus.DRAFT:
        state = translated(NOTICE_DRAFT, language)
    elif not is_live(article):
        when = f"{timezone.localtime(article.publish_date):%Y-%m-%d %H:%M}"
        state = translated(NOTICE_SCHEDULED, language) % {"when": when}
    else:
        state = translated(NOTICE_PUBLISHED, language)
    back = reverse("admin:news_article_change", args=[article.pk])
    return {"title": translated(NOTICE_TITLE, language), "state": state, "back": back,
            "back_label": translated(NOTICE_BACK, language)}
