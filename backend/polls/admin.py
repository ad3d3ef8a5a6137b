"""The newsroom's poll builder: a poll with its answers inline."""

from __future__ import annotations

from django.contrib import admin
from django.core.exceptions import ValidationError
from django.forms.models import BaseInlineFormSet
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import Poll, PollAnswer


def thumbnail(obj: Poll | PollAnswer) -> str:
    """A small preview of the image rendition, or a dash."""
    url = obj.image_url(160)
    return format_html('<img src="{}" alt="" style="height:48px">', url) if url else "—"


class AnswersFormSet(BaseInlineFormSet):
    """A published poll goes live at once: readers must find something to choose."""

    def clean(self) -> None:
        super().clean()
        kept = [form for form in self.forms
                if form.cleaned_data.get("text") and not form.cleaned_data.get("DELETE")]
        if self.instance.is_published and len(kept) < 2:
            raise ValidationError(_("A published poll needs at least two answers."))


class PollAnswerInline(admin.TabularInline):
    model = PollAnswer
    formset = AnswersFormSet
    extra = 2
    fields = ["position", "text", "image", "preview", "vote_count"]
    readonly_fields = ["preview", "vote_count"]
    ordering = ["position", "id"]

    @admin.display(description=_("preview"))
    def preview(self, obj: PollAnswer) -> str:
        return thumbnail(obj)


@admin.register(Poll)
class PollAdmin(admin.ModelAdmin):
    list_display = [
        "question",
        "language",
        "start_date",
        "end_date",
        "is_special",
        "is_published",
        "total_votes",
        "comment_count",
    ]
    list_filter = ["language", "is_special", "is_published", "start_date", "end_date"]
    list_editable = ["is_published"]
    search_fields = ["question", "description"]
    ordering = ["-start_date", "-id"]
    date_hierarchy = "start_date"
    readonly_fields = ["preview", "total_votes", "comment_count", "created_at", "updated_at"]
    fieldsets = [
        (None, {"fields": ["language", "question", "description", "image", "preview"]}),
        (_("Schedule"), {"fields": [("start_date", "end_date"), ("is_published", "is_special")]}),
        (_("Counters"), {"fields": [("total_votes", "comment_count"), ("created_at", "updated_at")]}),
    ]
    inlines = [PollAnswerInline]

    @admin.display(description=_("preview"))
    def preview(self, obj: Poll) -> str:
        return thumbnail(obj)
