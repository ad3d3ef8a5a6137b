"""The roles' grants (roles/grants.py) on the alerts and the morning email, which came after the groups were made:
added to the groups that exist, as 0002 made them (edits of other models are kept)."""
from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

LABELS = ("alerts.alert", "newsletter.digestrun")


def grant(apps, schema_editor):
    # Permissions are made after migrate (post_migrate): make these apps' now, so the groups can hold them.
    for app_label in ("alerts", "newsletter"):
        create_permissions(global_apps.get_app_config(app_label), apps=apps, verbosity=0)
    from roles.grants import add_grants

    add_grants(apps, LABELS)


def revoke(apps, schema_editor):
    from roles.grants import remove_grants

    remove_grants(apps, LABELS)


class Migration(migrations.Migration):

    dependencies = [
        ("roles", "0002_newsroom_roles"),
        ("alerts", "0001_initial"),
        ("newsletter", "0001_initial"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
