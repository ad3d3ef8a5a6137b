"""Readers' notes and sources in both languages; the data file's own notes kept apart for the newsroom."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("elections", "0003_mongolian_admin_labels"),
    ]

    operations = [
        migrations.RenameField(model_name="election", old_name="system_note", new_name="data_system_note"),
        migrations.RenameField(model_name="election", old_name="notes", new_name="data_notes"),
        migrations.RenameField(model_name="election", old_name="sources", new_name="data_sources"),
        migrations.AddField(
            model_name="election",
            name="system_mn",
            field=models.TextField(blank=True, help_text="How the seats are allotted, for readers.",
                                   verbose_name="electoral system (Mongolian)"),
        ),
        migrations.AddField(
            model_name="election",
            name="system_en",
            field=models.TextField(blank=True, verbose_name="electoral system (English)"),
        ),
        migrations.AddField(
            model_name="election",
            name="notes_mn",
            field=models.TextField(
                blank=True, help_text="What the figures leave out or how far they can be trusted; one note a line.",
                verbose_name="notes for readers (Mongolian)"),
        ),
        migrations.AddField(
            model_name="election",
            name="notes_en",
            field=models.TextField(blank=True, verbose_name="notes for readers (English)"),
        ),
        migrations.AddField(
            model_name="election",
            name="sources_mn",
            field=models.TextField(blank=True, help_text="One source a line.", verbose_name="sources (Mongolian)"),
        ),
        migrations.AddField(
            model_name="election",
            name="sources_en",
            field=models.TextField(blank=True, verbose_name="sources (English)"),
        ),
        migrations.AlterField(
            model_name="election",
            name="data_system_note",
            field=models.TextField(blank=True, verbose_name="data file: electoral system"),
        ),
        migrations.AlterField(
            model_name="election",
            name="data_notes",
            field=models.TextField(blank=True, help_text="The notes of the imported file, for the newsroom only.",
                                   verbose_name="data file: notes"),
        ),
        migrations.AlterField(
            model_name="election",
            name="data_sources",
            field=models.TextField(
                blank=True, help_text="The sources the imported file names, for the newsroom only.",
                verbose_name="data file: sources"),
        ),
    ]
