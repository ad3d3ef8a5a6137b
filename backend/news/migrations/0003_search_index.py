"""Fill the search columns of existing rows; on PostgreSQL add trigram indexes so search needs no scan."""
from django.db import migrations


def fill_search_fields(apps, schema_editor):
    """Nothing now: the copies it filled were replaced by the search app's index and dropped (0015)."""


def add_trigram_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    schema_editor.execute(
        "CREATE INDEX IF NOT EXISTS article_search_text_trgm ON news_article USING gin (search_text gin_trgm_ops)"
    )
    schema_editor.execute(
        "CREATE INDEX IF NOT EXISTS article_search_title_trgm ON news_article USING gin (search_title gin_trgm_ops)"
    )


def drop_trigram_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("DROP INDEX IF EXISTS article_search_text_trgm")
    schema_editor.execute("DROP INDEX IF EXISTS article_search_title_trgm")


class Migration(migrations.Migration):
    dependencies = [("news", "0002_search_fields")]

    operations = [
        migrations.RunPython(fill_search_fields, migrations.RunPython.noop),
        migrations.RunPython(add_trigram_indexes, drop_trigram_indexes),
    ]
