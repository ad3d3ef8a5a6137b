"""The newsroom's menus: editors order, rename, hide and add entries per edition."""

from __future__ import annotations

from django.contrib import admin

from common.edit_conflicts import EditConflictMixin

from .models import MenuEntry


@admin.register(MenuEntry)
class MenuEntryAdmin(EditConflictMixin, admin.ModelAdmin):
    list_display = ["__str__", "menu", "language", "position", "label", "category", "path", "is_active"]
    list_display_links = ["__str__"]
    list_editable = ["position", "label", "is_active"]
    list_filter = ["language", "menu", "is_active"]
    search_fields = ["label", "path", "category__name_mn", "category__name_en"]
    ordering = ["language", "menu", "position", "id"]
    autocomplete_fields = ["category"]
    fields = [("menu", "language"), ("position", "is_active"), "label", "category", "path"]
