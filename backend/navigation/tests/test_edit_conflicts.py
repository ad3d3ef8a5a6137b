"""Two editors of one menu entry: the second save is refused with who, when and what (common/edit_conflicts.py)."""
import pytest
from django.urls import reverse

from common.tests.edit_forms import form_values, two_saves
from navigation.models import Menu, MenuEntry

pytestmark = pytest.mark.django_db


def test_the_second_save_of_a_menu_entry_is_refused_and_takes_in_the_first_change():
    entry = MenuEntry.objects.create(menu=Menu.MAIN, language="mn", position=1, label="Ханш", path="/exchange")
    url = reverse("admin:navigation_menuentry_change", args=[entry.pk])

    refused, _, _ = two_saves(url, {"label": "Валютын ханш"}, {"position": "5"})

    page = refused.content.decode()
    assert refused.status_code == 200 and "Ханш" in page and "Валютын ханш" in page
    saved = MenuEntry.objects.get(pk=entry.pk)
    assert (saved.label, saved.position) == ("Валютын ханш", 1)
    shown = form_values(refused)
    assert shown["position"] == ["5"] and shown["label"] == ["Валютын ханш"]


def test_a_menu_entry_has_a_version_that_moves_on_each_save():
    entry = MenuEntry.objects.create(menu=Menu.FOOTER, label="Ханш", path="/exchange")
    before = entry.updated_at
    entry.save()
    assert entry.updated_at > before
