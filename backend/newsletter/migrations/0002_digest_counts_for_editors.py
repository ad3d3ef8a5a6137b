"""The chief editor and the data desk see the digest runs and the subscriber counts (never an address):
the view permission added to their groups, which roles/migrations/0002 made before this app existed."""
from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUPS = ("Ерөнхий редактор / Chief editor", "Мэдээллийн баг / Data desk")  # roles/grants.py


def grant(apps, schema_editor):
    create_permissions(global_apps.get_app_config("newsletter"), apps=apps, verbosity=0)
    permission = apps.get_model("auth", "Permission").objects.get(
        content_type__app_label="newsletter", codename="view_digestrun",
    )
    for group in apps.get_model("auth", "Group").objects.filter(name__in=GROUPS):
        group.permissions.add(permission)


def revoke(apps, schema_editor):
    permission_model = apps.get_model("auth", "Permission")
    for permission in permission_model.objects.filter(content_type__app_label="newsletter", codename="view_digestrun"):
        permission.group_set.clear()


class Migration(migrations.Migration):

    dependencies = [
        ("newsletter", "0001_initial"),
        ("roles", "0002_newsroom_roles"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
