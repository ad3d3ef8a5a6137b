"""The newsroom's comic screens."""

from __future__ import annotations

from django.contrib import admin
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import Comic


@admin.register(Comic)
class ComicAdmin(admin.ModelAdmin):
    list_display = [
        "title",
        "preview",
        "language",
        "publish_date",
        "is_published",
        "is_election",
        "election_year",
        "likes",
        "dislikes",
        "comment_count",
    ]
    list_filter = ["language", "is_published", "is_election", "election_year", "publish_date"]
    list_editable = ["is_published"]
    search_fields = ["title"]
    ordering = ["-publish_date", "-id"]
    date_hierarchy = "publish_date"
    readonly_fields = ["preview", "likes", "dislikes", "comment_count", "created_at", "updated_at"]
    fieldsets = [
        (None, {"fields": ["language", "title", "image", "preview"]}),
        (_("Publishing"), {"fields": [("publish_date", "is_published"), ("is_election", "election_year")]}),
        (_("Counters"), {"fields": [("likes", "dislikes", "comment_count"), ("created_at", "updated_at")]}),
    ]

    @admin.display(description=_("preview"))
    def preview(self, obj: Comic) -> str:
        url = obj.image_url(160)
        return format_html('<img src="{}" alt="" style="height:48px">', url) if url else "—"
