"""The newsroom's corrections: written on the article they correct, as an inline of its form
(news/admin.py places it there), and listed all together, newest first."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.db.models import QuerySet
from django.forms.models import BaseInlineFormSet
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _

from common.edit_conflicts import EditConflictMixin
from news.models import Article
from news.revisions import revision_label, revisions_of
from roles.access import publishable

from .models import Correction


class RevisionChoiceField(forms.ModelChoiceField):
    """A revision named by its time, its editor and the title it had."""

    def label_from_instance(self, obj: Any) -> str:
        return revision_label(obj)


class CorrectionForm(forms.ModelForm):
    """A correction of `article`: the revision it fixed is one of that article's own."""

    revision = RevisionChoiceField(
        queryset=revisions_of(None), required=False,
        label=capfirst(Correction._meta.get_field("revision").verbose_name),
        help_text=Correction._meta.get_field("revision").help_text,
    )

    class Meta:
        model = Correction
        fields: tuple[str, ...] = ("kind", "text", "published_at", "position", "revision")
        widgets = {"text": forms.Textarea(attrs={"rows": 3, "cols": 60})}

    def __init__(self, *args: Any, article: Article | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        article = article or (self.instance.article if self.instance.article_id else None)
        self.fields["revision"].queryset = revisions_of(article.pk if article else None)  # type: ignore[attr-defined]


class CorrectionFormSet(BaseInlineFormSet):
    def get_form_kwargs(self, index: int | None) -> dict:
        return super().get_form_kwargs(index) | {"article": self.instance if self.instance.pk else None}


def revision_link(correction: Correction, *, with_title: bool = True) -> str:
    """The corrected revision, linked to its page in the article's history."""
    revision = correction.revision
    if revision is None:
        return "—"
    url = reverse("admin:news_article_simple_history", args=[correction.article_id, revision.history_id])
    return format_html('<a href="{}">{}</a>', url, revision_label(revision, with_title=with_title))


class CorrectionInline(admin.StackedInline):
    """Readers see each correction where the editor places it, dated, in the article's language."""

    model = Correction
    form = CorrectionForm
    formset = CorrectionFormSet
    extra = 0
    fields = (("kind", "position"), "text", "published_at", ("revision", "revision_page"))
    readonly_fields = ("revision_page",)

    @admin.display(description=_("Open the revision"))
    def revision_page(self, obj: Correction) -> str:
        return revision_link(obj)


class CorrectionAdminForm(CorrectionForm):
    class Meta(CorrectionForm.Meta):
        fields = ("article", "kind", "text", "published_at", "position", "revision")


@admin.register(Correction)
class CorrectionAdmin(EditConflictMixin, admin.ModelAdmin):
    """Every correction and clarification, newest first: what the newsroom has told readers it got wrong."""

    form = CorrectionAdminForm
    # The place and the edition are filters: as columns they left the text a narrow strip at 1280 px.
    list_display = ("published_at", "kind", "text_start", "article_link", "revision_page")
    list_display_links = ("published_at",)
    list_filter = ("kind", "article__language", "position")
    list_select_related = ("article", "revision", "revision__history_user")
    search_fields = ("text", "article__title")
    date_hierarchy = "published_at"
    ordering = ("-published_at", "-id")
    autocomplete_fields = ("article",)
    list_per_page = 50

    def get_queryset(self, request: HttpRequest) -> QuerySet[Correction]:
        # A section editor corrects the stories of their sections only (roles/access.py), here as on the story's form.
        return super().get_queryset(request).filter(article__in=publishable(request.user, Article.objects.all()))

    def formfield_for_foreignkey(self, db_field: Any, request: HttpRequest, **kwargs: Any) -> Any:
        if db_field.name == "article":
            kwargs["queryset"] = publishable(request.user, Article.objects.all())
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def get_fields(self, request: HttpRequest, obj: Correction | None = None) -> tuple[str, ...]:
        # A revision is picked among the article's own, so only once the correction names its article.
        fields = ("article", "kind", "position", "text", "published_at")
        return (*fields, "revision") if obj else fields

    @admin.display(description=_("text"))
    def text_start(self, obj: Correction) -> str:
        return obj.text if len(obj.text) <= 100 else f"{obj.text[:99]}…"

    @admin.display(description=_("article"), ordering="article__title")
    def article_link(self, obj: Correction) -> str:
        return format_html('<a href="{}">{}</a>', reverse("admin:news_article_change", args=[obj.article_id]),
                           obj.article.title)

    @admin.display(description=_("revision corrected"))
    def revision_page(self, obj: Correction) -> str:
        return revision_link(obj, with_title=False)  # the article's title is in its own column
