"""The newsroom's preview: an article as readers will see it, before they can.

The same server render as the public page, from the saved article whatever its status, for
the editor alone: no shared cache keeps it (private, no-store, and under /admin/, which the
front cache passes by), no search engine indexes it, and it carries no app code, so nothing
on it counts a view or sends a comment about an article readers cannot open.
"""
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common.languages import Language, translated
from common.theme import chosen_theme
from news import reactions, reading
from news.logic import is_live
from news.models import READER_STATES, Article
from roles import access

from .reads import Answer, PageRead, References, bind, page_reads, resolve
from .screens import match_screen, screen_table
from .site_url import site_url
from .views import render_document

# Shown above the screen in the article's own language (the page's): editor-facing, so kept
# here rather than in the readers' UI catalog that every page downloads.
NOTICE_TITLE = _("Preview")
NOTICE_DRAFT = _("Draft: readers cannot see it.")
NOTICE_SCHEDULED = _("Scheduled: goes out at %(when)s.")
NOTICE_PUBLISHED = _("Published: this is what readers see.")
NOTICE_BACK = _("Back to editing")


def article_preview(request: HttpRequest, article_id: int) -> HttpResponse:
    """The article's page as saved, with the preview's notice (the newsroom's admin_view makes
    sure an editor is signed in; config/urls.py)."""
    if not request.user.has_perm("news.view_article"):  # asked before the row is read
        raise PermissionDenied
    article = reading.article_for_preview(article_id)
    if article is None or not access.can_view_article(request.user, article):  # a reporter sees their own only
        raise Http404("No such article.")
    article.emotics = reactions.emotics(article.id)
    language: Language = article.language  # type: ignore[assignment]
    inner = f"/{article.lid}/r"
    screen, params = match_screen(inner)
    assert screen is not None and screen.reads, "an article's address is always a screen that reads it"
    refs = References(params, QueryDict())
    # The layout's lists as every page has them, and the article as the screen's first read, written
    # as the API writes it.
    reads = page_reads(screen_table().layout_reads, refs, language, is_layout=True)
    article_read = screen.reads[0]
    args = resolve(article_read, refs)
    assert args is not None, "the article's read takes its id from the path"
    written = bind(article_read).reader.write({"entity": article}, language)  # as the API writes an article
    reads.append(PageRead(article_read, args, Answer(200, written)))
    theme = chosen_theme(request.COOKIES)  # the editor's own, as on the public pages
    notice = _notice(article, language)
    response = render_document(language, inner, inner, screen, reads, 200, site_url(request), preview=notice,
                               theme=theme)
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


def _notice(article: Article, language: Language) -> dict[str, str]:
    if article.status not in READER_STATES:
        state = translated(NOTICE_DRAFT, language)
    elif not is_live(article):
        when = f"{timezone.localtime(article.publish_date):%Y-%m-%d %H:%M}"
        state = translated(NOTICE_SCHEDULED, language) % {"when": when}
    else:
        state = translated(NOTICE_PUBLISHED, language)
    back = reverse("admin:news_article_change", args=[article.pk])
    return {"title": translated(NOTICE_TITLE, language), "state": state, "back": back,
            "back_label": translated(NOTICE_BACK, language)}
