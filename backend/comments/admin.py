"""The newsroom's comment moderation screens, banned words and blocked clients."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest

from .models import (
    BannedWord,
    BlockedClient,
    Comment,
    CommentReport,
    CommentStatus,
    ReasonCode,
)


class ReportedFilter(admin.SimpleListFilter):
    """Show only reported comments, or put the most reported first."""

    title = "reports"
    parameter_name = "reported"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple[str, str]]:
        return [("first", "Reported first"), ("only", "Only reported"), ("none", "Not reported")]

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
    fields = ["reporter_key", "reason", "created_at"]
    readonly_fields = fields

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
    actions = ["approve_comments", "hide_comments"]  # plus the built-in "delete selected"

    @admin.display(description="comment")
    def short_body(self, obj: Comment) -> str:
        return obj.body if len(obj.body) <= 80 else obj.body[:77] + "…"

    def get_ordering(self, request: HttpRequest) -> list[str]:
        if request.GET.get(ReportedFilter.parameter_name) == "first":
            return ["-report_count", "-created_at", "-id"]
        return super().get_ordering(request)

    # TODO: once comments/logic.py exists, route these through it so target comment counts follow.
    @admin.action(description="Approve selected comments")
    def approve_comments(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        count = queryset.update(status=CommentStatus.APPROVED)
        self.message_user(request, f"{count} comment(s) approved.", messages.SUCCESS)

    @admin.action(description="Hide selected comments")
    def hide_comments(self, request: HttpRequest, queryset: QuerySet[Comment]) -> None:
        count = queryset.update(status=CommentStatus.HIDDEN, reason_code=ReasonCode.EDITOR)
        self.message_user(request, f"{count} comment(s) hidden.", messages.SUCCESS)


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

    @admin.display(boolean=True, description="in force")
    def is_in_force(self, obj: BlockedClient) -> bool:
        return obj.is_active()
