"""The newsroom's comment moderation screens, banned words and blocked clients."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from roles import access

from . import logic
from .models import (
    BannedWord,
    BlockedClient,
    Comment,
    CommentReport,
    ReasonCode,
)

if TYPE_CHECKING:
    from django.db.models.expressions import Combinable
    from django_stubs_ext import StrOrPromise


class ReportedFilter(admin.SimpleListFilter):
    """Show only reported comments, or put the most reported first."""

    title = _("reports")
    parameter_name = "reported"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, StrOrPromise]]:
        return [("first", _("Reported first")), ("only", _("Only reported")), ("none", _("Not reported"))]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Comment]) -> QuerySet[Comment]:
        if self.value() == "only":
            return queryset.filter(report_count__gt=0)
        if self.value() == "none":
            return queryset.filter(report_count=0)
        return queryset  # "first" changes the ordering only, see CommentAdmin.get_ordering


class CommentReportInline(admin.TabularInline):
    model = CommentReport
    extra = 0
    can_delete = False
    fields = readonly_fields = ("reporter_key", "reason", "created_at")

    def has_add_permission(self, request: HttpRequest, obj: Comment | None = None) -> bool:
        return False


@admin.register(Comment)
class CommentAdmin(admin.ModelAdmin):
    list_display = [
        "id",
        "short_body",
        "author_name",
        "target_type",
        "target_id",
        "status",
        "reason_code",
        "matched_word",
        "likes",
        "dislikes",
        "report_count",
        "language",
        "created_at",
    ]
    list_display_links = ["id", "short_body"]
    list_filter = [ReportedFilter, "target_type", "status", "reason_code", "language", "created_at"]
    search_fields = ["body", "author_name"]
    ordering = ["-created_at", "-id"]
    date_hierarchy = "created_at"
    list_per_page = 50
    raw_id_fields = ["parent"]
    readonly_fields = [
        "target_type",
        "target_id",
        "parent",
        "client_key",
        "matched_word",
        "likes",
        "dislikes",
        "report_count",
        "created_at",
    ]
    fields = [
        ("target_type", "target_id", "parent"),
        ("author_name", "emoticon_id", "language"),
        "body",
        ("status", "reason_code", "matched_word"),
        ("likes", "dislikes", "report_count"),
        ("client_key", "created_at"),
    ]
    inlines = [CommentReportInline]
    actions = ["approve_comments", "hide_comments", "block_writers"]  # "delete selected" ends in delete_queryset

    def get_queryset(self, request: HttpRequest) -> QuerySet[Comment]:
        """A moderator's: every comment; a section editor's: those on the stories of their sections
        (roles/access.py), the list and every form and action alike."""
        return access.comments_for(request.user, super().get_queryset(request))

    @admin.display(description=_("comment"))
    def short_body(self, obj: Comment) -> str:
        return obj.body if len(obj.body) <= 80 else obj.body[:77] + "…"

    def get_ordering(self, request: HttpRequest) -> list[str | Combinable] | tuple[str | Combinable, ...]:
        if request.GET.get(ReportedFilter.parameter_name) == "first":
            return ["-report_count", "-created_at", "-id"]
        return super().get_ordering(request)

    # Every decision goes through comments.logic, so the target's comment_count follows.
    @admin.action(description=_("Approve selected comments"))
    def approve_comments(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        count = logic.approve(queryset.values_list("id", flat=True))
        text = ngettext("%(count)d comment approved.", "%(count)d comments approved.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("Hide selected comments"))
    def hide_comments(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        count = logic.hide(queryset.values_list("id", flat=True))
        text = ngettext("%(count)d comment hidden.", "%(count)d comments hidden.", count)
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    @admin.action(description=_("Block the writers of selected comments"))
    def block_writers(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        reason = gettext("blocked by %(user)s") % {"user": request.user}
        count = logic.block_clients(queryset.values_list("id", flat=True), reason=reason)
        text = ngettext(
            "%(count)d client blocked from commenting.", "%(count)d clients blocked from commenting.", count
        )
        self.message_user(request, text % {"count": count}, messages.SUCCESS)

    def save_model(self, request: HttpRequest, obj: Comment, form, change: bool) -> None:
        new_status = obj.status
        if change and "status" in form.changed_data:
            obj.status = form.initial.get("status", new_status)  # the status moves through logic below
        super().save_model(request, obj, form, change)
        if change and "status" in form.changed_data:
            logic.set_status([obj.pk], new_status, obj.reason_code or ReasonCode.EDITOR)

    def delete_model(self, request: HttpRequest, obj: Comment) -> None:
        logic.delete_comments([obj.pk])

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        logic.delete_comments(list(queryset.values_list("id", flat=True)))


@admin.register(BannedWord)
class BannedWordAdmin(admin.ModelAdmin):
    list_display = ["word", "kind", "note", "created_at"]
    list_editable = ["kind", "note"]
    list_filter = ["kind"]
    search_fields = ["word", "note"]
    ordering = ["kind", "word"]
    readonly_fields = ["created_at"]


@admin.register(BlockedClient)
class BlockedClientAdmin(admin.ModelAdmin):
    list_display = ["client_key", "reason", "until", "is_in_force", "created_at"]
    list_editable = ["reason", "until"]
    list_filter = ["until", "created_at"]
    search_fields = ["client_key", "reason"]
    ordering = ["-created_at"]
    readonly_fields = ["created_at"]

    @admin.display(boolean=True, description=_("in force"))
    def is_in_force(self, obj: BlockedClient) -> bool:
        return obj.is_active()
