"""Section assignments: which categories each section editor works on (superusers only, like users and groups)."""
from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from .models import SectionAssignment


@admin.register(SectionAssignment)
class SectionAssignmentAdmin(admin.ModelAdmin):
    list_display = ("user", "sections")
    search_fields = ("user__username", "user__first_name", "user__last_name")
    autocomplete_fields = ("user",)
    filter_horizontal = ("categories",)

    @admin.display(description=SectionAssignment._meta.get_field("categories").verbose_name)
    def sections(self, obj: SectionAssignment) -> str:
        return ", ".join(category.name_mn for category in obj.categories.all())

    def get_queryset(self, request: HttpRequest) -> QuerySet[SectionAssignment]:
        return super().get_queryset(request).select_related("user").prefetch_related("categories")
