"""Two editors of one correction: the second save is refused with who, when and what (common/edit_conflicts.py)."""
import pytest
from django.urls import reverse

from common.tests.edit_forms import form_values, two_saves
from corrections.models import Correction

from .factories import correction

pytestmark = pytest.mark.django_db


def test_the_second_save_of_a_correction_is_refused_and_keeps_the_typed_text():
    fixed = correction(text="Огноог засав.")
    url = reverse("admin:corrections_correction_change", args=[fixed.pk])

    refused, _, _ = two_saves(url, {"text": "Огноог 5-нд гэж засав."}, {"kind": "clarification"})

    page = refused.content.decode()
    assert refused.status_code == 200 and "bold" in page and "Огноог 5-нд гэж засав." in page
    assert Correction.objects.get(pk=fixed.pk).kind == "correction"  # the second save was not made
    shown = form_values(refused)
    assert shown["kind"] == ["clarification"] and shown["text"] == ["Огноог 5-нд гэж засав."]


def test_a_correction_has_a_version_that_moves_on_each_save():
    fixed = correction()
    before = fixed.updated_at
    fixed.save()
    assert fixed.updated_at > before
