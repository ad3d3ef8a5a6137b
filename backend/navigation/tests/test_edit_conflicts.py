"""Two editors of one menu entry: the second save is refused with who, when and what (common/edit_conflicts.py)."""
import re

import pytest
from django.urls import reverse

from common.tests.edit_forms import editors, form_values, opened_form, post, two_saves
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


def _list_row(page: str, index: int) -> dict[str, str]:
    """The list's editable row `index` as the page gives it (the row's hidden key and version included)."""
    found = dict(re.findall(rf'name="form-{index}-(\w+)"[^>]*?value="([^"]*)"', page))
    assert "edit_version" in found and "id" in found, "the row carries no version mark"
    return found


def test_a_list_column_saved_after_someone_elses_save_is_refused_and_nothing_lost():
    entry = MenuEntry.objects.create(menu=Menu.MAIN, language="mn", position=1, label="Ханш", path="/exchange")
    first, second = editors("naraa", "tuya")
    url = reverse("admin:navigation_menuentry_changelist")
    page = second.get(url).content.decode()  # the list opened before the other editor's save
    row = _list_row(page, 0)

    opened = opened_form(first, reverse("admin:navigation_menuentry_change", args=[entry.pk]))
    assert post(first, reverse("admin:navigation_menuentry_change", args=[entry.pk]), opened,
                label="Валютын ханш").status_code == 302

    data = {"form-TOTAL_FORMS": "1", "form-INITIAL_FORMS": "1", "form-MIN_NUM_FORMS": "0",
            "form-MAX_NUM_FORMS": "1000", "form-0-id": row["id"], "form-0-position": "7",
            "form-0-label": row["label"], "form-0-is_active": "on", "form-0-edit_version": row["edit_version"],
            "_save": "1"}
    refused = second.post(url, data)
    assert refused.status_code == 200 and "naraa" in refused.content.decode()
    saved = MenuEntry.objects.get(pk=entry.pk)
    assert (saved.label, saved.position) == ("Валютын ханш", 1)  # the other's save stands, nothing reverted

    fresh = _list_row(second.get(url).content.decode(), 0)  # opened again: the change goes through
    assert second.post(url, data | {"form-0-label": fresh["label"], "form-0-edit_version": fresh["edit_version"]}) \
        .status_code == 302
    saved.refresh_from_db()
    assert (saved.label, saved.position) == ("Валютын ханш", 7)


def test_a_list_row_left_alone_is_not_refused_when_someone_saved_it():
    entry = MenuEntry.objects.create(menu=Menu.MAIN, language="mn", position=1, label="Ханш", path="/exchange")
    other = MenuEntry.objects.create(menu=Menu.MAIN, language="mn", position=2, label="Ханш 2", path="/exchange")
    (editor,) = editors("tuya")
    url = reverse("admin:navigation_menuentry_changelist") + "?o=4"  # ordered by position
    page = editor.get(url).content.decode()
    rows = [_list_row(page, 0), _list_row(page, 1)]
    entry.category = None  # a field the list does not show, saved meanwhile
    entry.save()
    data = {"form-TOTAL_FORMS": "2", "form-INITIAL_FORMS": "2", "form-MIN_NUM_FORMS": "0",
            "form-MAX_NUM_FORMS": "1000", "_save": "1"}
    for index, row in enumerate(rows):
        data |= {f"form-{index}-{name}": value for name, value in row.items()}
        data[f"form-{index}-is_active"] = "on"
    data["form-1-position"] = "9"
    assert editor.post(url, data).status_code == 302
    other.refresh_from_db()
    assert other.position == 9
