"""docs/newsroom.md's table of who may do what equals what the roles' groups grant, for every role and
every model of the newsroom (the admin's), and every action: view, add, change, delete, publish, review, every
section."""
import importlib
import re

import pytest
from django.conf import settings
from django.contrib import admin
from django.contrib.auth.models import Group, Permission

from roles.grants import CHIEF_EDITOR, CUSTOM_CODENAMES, DATA_DESK, ROLES, add_grants, remove_grants

pytestmark = pytest.mark.django_db

LETTERS = {"v": "view", "a": "add", "c": "change", "d": "delete", "p": "publish", "r": "review", "s": "any_section"}
CODENAME_ACTIONS = {codename: action for action, codename in CUSTOM_CODENAMES.items()}


def documented() -> tuple[list[str], dict[str, dict[str, set[str]]]]:
    """The roles (columns) and, per model label, each role's actions, as docs/newsroom.md writes them."""
    text = (settings.REPO_DIR / "docs" / "newsroom.md").read_text()
    table = re.search(r"<!-- roles-table -->\n(.*?)<!-- /roles-table -->", text, re.S)
    assert table, "docs/newsroom.md has no roles table"
    header, _rule, *rows = [line for line in table.group(1).splitlines() if line.strip()]
    roles = [cell.strip() for cell in header.strip("|").split("|")][1:]
    found: dict[str, dict[str, set[str]]] = {}
    for row in rows:
        model, *cells = [cell.strip() for cell in row.strip("|").split("|")]
        label = re.match(r"`([\w.]+)`", model)
        assert label, f"a row without a model label: {row}"
        assert len(cells) == len(roles), f"{label.group(1)}: {len(cells)} cells for {len(roles)} roles"
        found[label.group(1)] = {
            role: {LETTERS[letter] for letter in cell.split() if cell != "—"}
            for role, cell in zip(roles, cells, strict=True)
        }
    return roles, found


def granted(group: Group) -> dict[str, set[str]]:
    """Per model label, the actions the group's permissions allow."""
    found: dict[str, set[str]] = {}
    for permission in group.permissions.select_related("content_type"):
        label = f"{permission.content_type.app_label}.{permission.content_type.model}"
        action = CODENAME_ACTIONS.get(permission.codename) or permission.codename.rsplit("_", 1)[0]
        found.setdefault(label, set()).add(action)
    return found


def test_the_documented_table_is_what_the_groups_grant():
    assert_groups_match_the_table()


def assert_groups_match_the_table() -> None:
    roles, table = documented()
    assert roles == [role.key for role in ROLES]
    newsroom = {model._meta.label_lower for model in admin.site._registry}
    assert set(table) <= newsroom, f"rows for models the newsroom does not have: {set(table) - newsroom}"
    for role in ROLES:
        grants = granted(Group.objects.get(name=role.group))
        assert set(grants) <= newsroom, f"{role.key} is granted models outside the newsroom: {set(grants) - newsroom}"
        for label in sorted(newsroom):
            expected = table.get(label, {}).get(role.key, set())  # a model without a row: administrators' only
            assert grants.get(label, set()) == expected, f"{role.key} on {label}"


def test_users_and_groups_are_administrators_only():
    _, table = documented()
    for label in ("auth.user", "auth.group", "roles.sectionassignment"):
        assert all(not actions for actions in table[label].values())


def test_the_roles_are_created_once_and_edits_are_kept():
    from django.apps import apps

    from roles.grants import create_groups

    reporter = Group.objects.get(name=ROLES[0].group)
    reporter.permissions.clear()  # an administrator's edit
    Group.objects.filter(name=ROLES[1].group).delete()  # and a deleted role
    create_groups(apps)
    create_groups(apps)
    assert not reporter.permissions.exists()
    assert Group.objects.get(name=ROLES[1].group).permissions.filter(codename="publish_article").exists()
    assert Group.objects.filter(name__in=[role.group for role in ROLES]).count() == len(ROLES)


def test_a_roles_migration_brings_groups_made_before_an_app_to_the_table():
    from django.apps import apps

    migration = importlib.import_module("roles.migrations.0003_alerts_and_newsletter_grants")
    later = Permission.objects.filter(content_type__app_label__in=("alerts", "newsletter"))
    for group in Group.objects.all():  # as the groups were before those apps
        group.permissions.remove(*later)

    migration.grant(apps, None)
    assert_groups_match_the_table()

    migration.revoke(apps, None)
    assert not Group.objects.filter(permissions__in=later).exists()


def test_added_grants_keep_edits_and_deleted_groups():
    from django.apps import apps

    chief = Group.objects.get(name=CHIEF_EDITOR.group)
    chief.permissions.remove(*Permission.objects.filter(codename__in=("view_alert", "add_alert", "delete_poll")))
    Group.objects.filter(name=DATA_DESK.group).delete()

    add_grants(apps, ["alerts.alert"])
    add_grants(apps, ["alerts.alert"])

    assert set(chief.permissions.filter(content_type__app_label="alerts").values_list("codename", flat=True)) == {
        "view_alert", "add_alert"}
    assert not chief.permissions.filter(codename="delete_poll").exists()  # an administrator's edit stays
    assert not Group.objects.filter(name=DATA_DESK.group).exists()  # and so does a deletion
    remove_grants(apps, ["alerts.alert"])
    assert not chief.permissions.filter(content_type__app_label="alerts").exists()
    assert chief.permissions.filter(codename="view_digestrun").exists()
