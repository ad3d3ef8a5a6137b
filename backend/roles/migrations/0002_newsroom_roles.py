"""The newsroom's roles as groups with their permissions (roles/grants.py), created once: the
administrators edit them in the admin afterwards, and running this again changes nothing."""
from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations


def create_roles(apps, schema_editor):
    # Permissions are made after migrate (post_migrate): make them now, for every app, so the groups can hold them.
    for app_config in global_apps.get_app_configs():
        create_permissions(app_config, apps=apps, verbosity=0)
    from roles.grants import create_groups

    create_groups(apps)


class Migration(migrations.Migration):

    dependencies = [
        ("roles", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("news", "0014_review_before_publishing"),
        ("ads", "0003_mongolian_admin_labels"),
        ("audience", "0001_initial"),
        ("comics", "0002_mongolian_admin_labels"),
        ("comments", "0003_mongolian_admin_labels"),
        ("corrections", "0002_correction_revision"),
        ("elections", "0005_party_short_forms_fit_full_names"),
        ("horoscope", "0002_mongolian_admin_labels"),
        ("navigation", "0001_initial"),
        ("pages", "0003_site_notice"),
        ("polls", "0003_mongolian_admin_labels"),
        ("stories", "0002_mongolian_admin_labels"),
        ("widgets", "0002_mongolian_admin_labels"),
    ]

    operations = [migrations.RunPython(create_roles, migrations.RunPython.noop)]
