"""The newsroom's ad screens: slots with their creatives inline, and all creatives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib import admin
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import AdCreative, AdSlot, PageKind, normalize_pages

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


class AdSlotForm(forms.ModelForm):
    """Page kinds as checkboxes, stored as a comma list."""

    pages = forms.MultipleChoiceField(
        label=_("Pages"), choices=PageKind.choices, widget=forms.CheckboxSelectMultiple
    )

    class Meta:
        model = AdSlot
        fields = ["html_id", "name", "width", "height", "pages", "is_active"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.initial["pages"] = self.instance.page_kinds

    def clean_pages(self) -> str:
        return normalize_pages(self.cleaned_data["pages"])


def thumbnail(obj: AdCreative) -> str:
    """A small preview of the image rendition, or a dash."""
    url = obj.image_url(160)
    return format_html('<img src="{}" alt="" style="height:40px">', url) if url else "—"


class AdCreativeInline(admin.StackedInline):
    model = AdCreative
    extra = 0
    fields = [
        ("name", "kind", "language", "is_active"),
        ("image", "preview"),
        "html",
        ("link_url", "alt_text"),
        ("starts_at", "ends_at", "weight"),
        ("impressions", "clicks"),
    ]
    readonly_fields = ["preview", "impressions", "clicks"]

    @admin.display(description=_("preview"))
    def preview(self, obj: AdCreative) -> str:
        return thumbnail(obj)


@admin.register(AdSlot)
class AdSlotAdmin(admin.ModelAdmin):
    form = AdSlotForm
    list_display = ["html_id", "name", "width", "height", "pages", "is_active", "running_count"]
    list_filter = ["is_active", "pages"]
    list_editable = ["is_active"]
    search_fields = ["html_id", "name"]
    ordering = ["html_id"]
    inlines = [AdCreativeInline]

    @admin.display(description=_("running creatives"))
    def running_count(self, obj: AdSlot) -> int:
        return obj.creatives.running(timezone.now()).count()


class RunningFilter(admin.SimpleListFilter):
    """Creatives served now, scheduled for later, or finished."""

    title = _("campaign")
    parameter_name = "campaign"

    def lookups(self, request: Any, model_admin: Any) -> list[tuple[str, StrOrPromise]]:
        return [("running", _("Running now")), ("scheduled", _("Starts later")), ("ended", _("Ended"))]

    def queryset(self, request: Any, queryset: Any) -> Any:
        now = timezone.now()
        if self.value() == "running":
            return queryset.running(now)
        if self.value() == "scheduled":
            return queryset.filter(starts_at__gt=now)
        if self.value() == "ended":
            return queryset.filter(ends_at__lte=now)
        return queryset


@admin.register(AdCreative)
class AdCreativeAdmin(admin.ModelAdmin):
    list_display = [
        "name",
        "preview",
        "slot",
        "kind",
        "language",
        "starts_at",
        "ends_at",
        "weight",
        "is_active",
        "impressions",
        "clicks",
        "ctr",
    ]
    list_filter = [RunningFilter, "slot", "kind", "language", "is_active", "starts_at", "ends_at"]
    list_editable = ["weight", "is_active"]
    list_select_related = ["slot"]
    search_fields = ["name", "alt_text", "link_url", "slot__html_id"]
    ordering = ["slot__html_id", "-weight", "-starts_at"]
    date_hierarchy = "starts_at"
    readonly_fields = ["preview", "impressions", "clicks", "ctr", "created_at", "updated_at"]
    fieldsets = [
        (None, {"fields": ["slot", "name", "kind", "language", "is_active"]}),
        (_("Content"), {"fields": ["image", "preview", "html", "link_url", "alt_text"]}),
        (_("Campaign"), {"fields": [("starts_at", "ends_at"), "weight"]}),
        (_("Counters"), {"fields": [("impressions", "clicks", "ctr"), ("created_at", "updated_at")]}),
    ]

    @admin.display(description=_("preview"))
    def preview(self, obj: AdCreative) -> str:
        return thumbnail(obj)

    @admin.display(description=_("CTR %"))
    def ctr(self, obj: AdCreative) -> float:
        return obj.click_through_rate
