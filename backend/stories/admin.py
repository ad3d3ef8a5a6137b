"""The newsroom's story screens: a story with its frames inline and its schedule."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import Count, IntegerField, OuterRef, QuerySet, Subquery
from django.http import HttpRequest
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import Story, StoryItem, StorySeen


def thumbnail(obj: Story | StoryItem) -> str:
    """A small preview of the image rendition, or a dash."""
    url = obj.image_url(160)
    return format_html('<img src="{}" alt="" style="height:48px">', url) if url else "—"


class StoryItemInline(admin.TabularInline):
    model = StoryItem
    extra = 1
    fields = ["position", "image", "preview", "caption", "link_url", "duration_ms"]
    readonly_fields = ["preview"]
    ordering = ["position", "id"]

    @admin.display(description=_("preview"))
    def preview(self, obj: StoryItem) -> str:
        return thumbnail(obj)


@admin.register(Story)
class StoryAdmin(admin.ModelAdmin):
    list_display = [
        "title",
        "preview",
        "language",
        "publish_at",
        "expires_at",
        "is_published",
        "is_live_now",
        "position",
        "item_count",
        "view_count",
    ]
    list_filter = ["language", "is_published", "publish_at", "expires_at"]
    list_editable = ["is_published", "position"]
    search_fields = ["title", "items__caption"]
    ordering = ["position", "-publish_at", "-id"]
    date_hierarchy = "publish_at"
    readonly_fields = ["preview", "created_at", "updated_at"]
    fieldsets = [
        (None, {"fields": ["language", "title", "image", "preview"]}),
        (_("Schedule"), {"fields": [("publish_at", "expires_at"), ("is_published", "position")]}),
        (_("History"), {"fields": [("created_at", "updated_at")]}),
    ]
    inlines = [StoryItemInline]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Story]:
        # Subqueries, not joins: a join of items x views would multiply rows on busy stories.
        def count_of(model: type[StoryItem] | type[StorySeen]) -> Subquery:
            rows = model.objects.filter(story=OuterRef("pk")).order_by().values("story")
            return Subquery(rows.annotate(total=Count("pk")).values("total"), output_field=IntegerField())

        return super().get_queryset(request).annotate(item_total=count_of(StoryItem), view_total=count_of(StorySeen))

    @admin.display(description=_("preview"))
    def preview(self, obj: Story) -> str:
        return thumbnail(obj)

    @admin.display(boolean=True, description=_("live now"))
    def is_live_now(self, obj: Story) -> bool:
        return obj.is_live(timezone.now())

    @admin.display(description=_("items"), ordering="item_total")
    def item_count(self, obj: Story) -> int:
        return obj.item_total or 0  # type: ignore[attr-defined]

    @admin.display(description=_("seen by"), ordering="view_total")
    def view_count(self, obj: Story) -> int:
        return obj.view_total or 0  # type: ignore[attr-defined]
