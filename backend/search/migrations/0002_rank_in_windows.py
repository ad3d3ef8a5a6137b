"""The document carries what a search narrows by (publish time, category) and, on PostgreSQL, a
`heading` vector of title and lead to rank by: a search reads the index alone (engines.py)."""
from django.db import migrations, models
from django.db.models import OuterRef, Subquery

HEADING = """ALTER TABLE search_searchdocument ADD COLUMN heading tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, title), 'A')
    || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, lead), 'B')
) STORED"""


def add_heading(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(HEADING)


def drop_heading(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("ALTER TABLE search_searchdocument DROP COLUMN heading")


def copy_from_articles(apps, schema_editor) -> None:
    article = apps.get_model("news", "Article").objects.filter(pk=OuterRef("article_id"))
    apps.get_model("search", "SearchDocument").objects.update(
        published=Subquery(article.values("publish_date")[:1]),
        category_id=Subquery(article.values("category_id")[:1]),
    )


def index_articles(apps, schema_editor) -> None:
    """A database whose articles were never indexed (0001 made the tables empty) gets them all now."""
    from search.indexing import rebuild

    if not apps.get_model("search", "SearchDocument").objects.exists():
        rebuild(apps.get_model("news", "Article"))


class Migration(migrations.Migration):
    dependencies = [("search", "0001_initial"), ("news", "0015_drop_search_copies")]

    operations = [
        migrations.AddField(
            model_name="searchdocument", name="published", field=models.DateTimeField(null=True),
        ),
        migrations.AddField(
            model_name="searchdocument", name="category",
            field=models.ForeignKey(
                db_index=False, null=True, on_delete=models.deletion.SET_NULL, related_name="+", to="news.category",
            ),
        ),
        migrations.RunPython(copy_from_articles, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="searchdocument",
            index=models.Index(fields=["language", "published"], name="search_document_published"),
        ),
        migrations.RunPython(add_heading, drop_heading),
        migrations.RunPython(index_articles, migrations.RunPython.noop),
    ]
