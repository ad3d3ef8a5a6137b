"""The newsroom's static pages and contact details."""

from __future__ import annotations

from django.contrib import admin
from django.utils.translation import gettext_lazy as _

from common.edit_conflicts import EditConflictMixin

from .models import ContactInfo, SiteNotice, StaticPage


@admin.register(StaticPage)
class StaticPageAdmin(EditConflictMixin, admin.ModelAdmin):
    list_display = ["title", "slug", "language", "is_published", "updated_at"]
    list_filter = ["slug", "language", "is_published"]
    list_editable = ["is_published"]
    search_fields = ["title", "body_html"]
    ordering = ["slug", "language"]
    readonly_fields = ["updated_at"]
    fields = [("slug", "language"), "title", "body_html", ("is_published", "updated_at")]


@admin.register(ContactInfo)
class ContactInfoAdmin(EditConflictMixin, admin.ModelAdmin):
    list_display = ["language", "address", "sales_phone", "sales_email", "news_phone", "news_email", "web_address"]
    list_filter = ["language"]
    search_fields = ["address", "sales_email", "news_email"]
    ordering = ["language"]
    readonly_fields = ["updated_at"]
    fieldsets = [
        (None, {"fields": ["language", "address", "web_address"]}),
        (_("Sales and marketing"), {"fields": [("sales_phone", "sales_email")]}),
        (_("News team"), {"fields": [("news_phone", "news_email")]}),
        (None, {"fields": ["updated_at"]}),
    ]


@admin.register(SiteNotice)
class SiteNoticeAdmin(EditConflictMixin, admin.ModelAdmin):
    list_display = ["text", "language", "is_shown", "is_demo", "updated_at"]
    list_filter = ["language", "is_shown", "is_demo"]
    list_editable = ["is_shown"]
    ordering = ["language"]
    readonly_fields = ["updated_at"]
    fields = ["language", "text", ("is_shown", "is_demo"), "updated_at"]
