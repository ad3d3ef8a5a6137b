"""The index tables and the engine's own structures for the database's vendor (0002 indexes the articles)."""
from django.db import migrations, models

POSTGRESQL = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    # The pre-stemmed Mongolian terms under 'simple' (no further stemming), English under 'english'.
    """ALTER TABLE search_searchdocument ADD COLUMN document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, title), 'A')
        || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, lead), 'B')
        || setweight(to_tsvector(CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'simple'::regconfig END, body), 'C')
    ) STORED""",
    "CREATE INDEX search_document_gin ON search_searchdocument USING gin (document)",
    "CREATE INDEX search_term_trgm ON search_searchterm USING gin (term gin_trgm_ops)",
]
SQLITE = [
    # Porter stems English words; it leaves Cyrillic terms as they are (already stemmed by us).
    # No diacritics folding: it would merge й with и.
    """CREATE VIRTUAL TABLE search_fts USING fts5(
        title, lead, body, content='search_searchdocument', content_rowid='article_id',
        tokenize='porter unicode61 remove_diacritics 0'
    )""",
    """CREATE TRIGGER search_fts_insert AFTER INSERT ON search_searchdocument BEGIN
        INSERT INTO search_fts(rowid, title, lead, body) VALUES (new.article_id, new.title, new.lead, new.body);
    END""",
    """CREATE TRIGGER search_fts_delete AFTER DELETE ON search_searchdocument BEGIN
        INSERT INTO search_fts(search_fts, rowid, title, lead, body)
        VALUES ('delete', old.article_id, old.title, old.lead, old.body);
    END""",
    """CREATE TRIGGER search_fts_update AFTER UPDATE ON search_searchdocument BEGIN
        INSERT INTO search_fts(search_fts, rowid, title, lead, body)
        VALUES ('delete', old.article_id, old.title, old.lead, old.body);
        INSERT INTO search_fts(rowid, title, lead, body) VALUES (new.article_id, new.title, new.lead, new.body);
    END""",
]


def create_engine(apps, schema_editor) -> None:
    vendor = schema_editor.connection.vendor
    for statement in POSTGRESQL if vendor == "postgresql" else SQLITE if vendor == "sqlite" else []:
        schema_editor.execute(statement)


def drop_engine(apps, schema_editor) -> None:
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute("DROP TABLE IF EXISTS search_fts")


def index_articles(apps, schema_editor) -> None:
    """Moved to 0002: the index's writer (search/indexing.py) writes the columns 0002 adds."""


class Migration(migrations.Migration):
    initial = True

    dependencies = [("news", "0014_review_before_publishing")]

    operations = [
        migrations.CreateModel(
            name="SearchDocument",
            fields=[
                ("article", models.OneToOneField(
                    on_delete=models.deletion.CASCADE, primary_key=True, related_name="+", serialize=False,
                    to="news.article",
                )),
                ("language", models.CharField(max_length=2)),
                ("title", models.TextField()),
                ("lead", models.TextField(blank=True, default="")),
                ("body", models.TextField(blank=True, default="")),
            ],
        ),
        migrations.CreateModel(
            name="SearchTerm",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("language", models.CharField(max_length=2)),
                ("kind", models.CharField(choices=[("w", "word"), ("s", "stem"), ("k", "Latin key")], max_length=1)),
                ("term", models.CharField(max_length=64)),
                ("length", models.PositiveSmallIntegerField()),
            ],
            options={
                "indexes": [models.Index(fields=["language", "kind", "length"], name="search_term_by_length")],
                "constraints": [
                    models.UniqueConstraint(fields=["language", "kind", "term"], name="search_term_unique"),
                ],
            },
        ),
        migrations.RunPython(create_engine, drop_engine),
        migrations.RunPython(index_articles, migrations.RunPython.noop),
    ]
