"""The newsroom's corrections: written on the article they correct, as an inline of its form
(news/admin.py places it there)."""

from __future__ import annotations

from django import forms
from django.contrib import admin

from .models import Correction


class CorrectionForm(forms.ModelForm):
    class Meta:
        model = Correction
        fields = ("kind", "text", "published_at", "position")
        widgets = {"text": forms.Textarea(attrs={"rows": 3, "cols": 60})}


class CorrectionInline(admin.StackedInline):
    """Readers see each correction where the editor places it, dated, in the article's language."""

    model = Correction
    form = CorrectionForm
    extra = 0
    fields = (("kind", "position"), "text", "published_at")
