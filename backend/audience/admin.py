"""The audience desk in the newsroom ("Уншигчид" / "Audience"): readers now, the top stories of the
last hour and of today per edition, where readers came from, and each story's views over time with
its comments and reactions. Read-only; never cached (the admin's pages are not), and the buffered
views are flushed before the figures are read, so they are at most a few seconds old."""
import logging

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.translation import gettext_lazy as _

from news.logic import article_path

from . import buffer, charts, logic
from .models import StoryMinute

logger = logging.getLogger("portal.audience")

EDITION_NAMES = {"mn": _("Mongolian edition"), "en": _("English edition")}
REFRESH_SECONDS = 15
CHART_LABEL = _("Views per 15 minutes, last 24 hours")


def _flush() -> None:
    try:
        buffer.flush()
    except Exception:  # the figures are then one job run older, not missing
        logger.warning("audience: flush before the desk failed", exc_info=True)


@admin.register(StoryMinute)
class AudienceDeskAdmin(admin.ModelAdmin):
    """Not a list of rows: the model's list page is the desk, and each story has a page of its own."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def get_urls(self) -> list:
        story = self.admin_site.admin_view(self.story_view)
        return [path("story/<int:article_id>/", story, name="audience_story"), *super().get_urls()]

    def changelist_view(self, request: HttpRequest, extra_context: dict | None = None) -> HttpResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        _flush()
        desk = logic.desk()
        editions = [
            {
                "code": code, "name": EDITION_NAMES[code],
                "readers_now": desk.readers_now_total.get(code, 0),
                "views_today": desk.views_today.get(code, 0),
                "top_hour": [_story(f) for f in desk.top_hour.get(code, [])],
                "top_today": [_story(f) for f in desk.top_today.get(code, [])],
                "sources": _shares(desk.sources_today.get(code, [])),
            }
            for code in logic.EDITIONS
        ]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": _("Audience"),
            "desk": desk,
            "readers_now": [_story(f) for f in desk.readers_now],
            "editions": editions,
            "refresh_seconds": REFRESH_SECONDS,
            "flush_seconds": buffer.FLUSH_SECONDS,
            **(extra_context or {}),
        }
        return TemplateResponse(request, "admin/audience/desk.html", context)

    def story_view(self, request: HttpRequest, article_id: int) -> HttpResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        _flush()
        found = logic.story(article_id)
        if found is None:
            raise Http404(_("No such story."))
        article = found.article
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": article.title,  # type: ignore[attr-defined]
            "subtitle": _("Audience"),
            "story": found,
            "edition": EDITION_NAMES.get(article.language, article.language),  # type: ignore[attr-defined]
            "public_path": article_path(article.lid, article.language),  # type: ignore[attr-defined]
            "chart": charts.views_chart(found.buckets, found.bucket_minutes, str(CHART_LABEL)),
            "chart_rows": [(start, views) for start, views in found.buckets if views],
            "sources": _shares(found.sources),
            "refresh_seconds": REFRESH_SECONDS,
        }
        return TemplateResponse(request, "admin/audience/story.html", context)


def _story(figure: logic.StoryFigure) -> dict:
    return {"id": figure.article_id, "title": figure.title or f"#{figure.article_id}", "count": figure.count,
            "edition": figure.edition, "public_path": article_path(figure.lid, figure.edition) if figure.lid else ""}


def _shares(rows: list[tuple[str, str, int]]) -> list[dict]:
    total = sum(n for _, _, n in rows) or 1
    return [{"code": code, "label": label, "views": n, "percent": round(100 * n / total)} for code, label, n in rows]
