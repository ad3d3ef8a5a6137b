"""Editors who publish send alerts: the Section editor and Chief editor roles (roles/grants.py) may see the
alerts and send one (`add_alert`, which the article list's "Send alert" asks for). docs/newsroom.md's table
says the same (roles/tests/test_table.py)."""
from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

SENDERS = ("Хэсгийн редактор / Section editor", "Ерөнхий редактор / Chief editor")
CODENAMES = ("view_alert", "add_alert")


def grant(apps, schema_editor):
    create_permissions(global_apps.get_app_config("alerts"), apps=apps, verbosity=0)
    group_model = apps.get_model("auth", "Group")
    permissions = apps.get_model("auth", "Permission").objects.filter(
        content_type__app_label="alerts", codename__in=CODENAMES,
    )
    for group in group_model.objects.filter(name__in=SENDERS):
        group.permissions.add(*permissions)


def revoke(apps, schema_editor):
    permissions = apps.get_model("auth", "Permission").objects.filter(
        content_type__app_label="alerts", codename__in=CODENAMES,
    )
    for group in apps.get_model("auth", "Group").objects.filter(name__in=SENDERS):
        group.permissions.remove(*permissions)


class Migration(migrations.Migration):

    dependencies = [
        ("alerts", "0001_initial"),
        ("roles", "0002_newsroom_roles"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
