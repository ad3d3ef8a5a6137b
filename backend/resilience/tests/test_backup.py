"""Backups (docs/operations.md): dump the database, restore it into a fresh one, compare; media by tar.

PostgreSQL: pg_dump -Fc of the test database, createdb, pg_restore. SQLite: the online backup
API (what `sqlite3 portal.sqlite3 ".backup ..."` does). Then row counts of every table and one
article, field by field, must match.
"""
import shutil
import sqlite3
import subprocess
import tarfile
import uuid
from pathlib import Path

import pytest
from django.db import connection

from comments.models import Comment
from news.tests import factories
from resilience.servers import postgres_bin

pytestmark = pytest.mark.django_db(transaction=True)  # the rows must be committed for the dump to see them

SAMPLE_FIELDS = ("id", "lid", "title", "lead", "body_html", "language", "publish_date", "comment_count")


@pytest.fixture
def content():
    category = factories.category()
    articles = [factories.article(category=category, title=f"Өнөөдрийн мэдээ {n} ү ө 👍") for n in range(5)]
    Comment.objects.create(target_type="news", target_id=articles[0].id, body="Сайхан", author_name="Бат",
                           status="approved", client_key="k", language="mn")
    return articles[2]


def table_counts(cursor, tables: list[str]) -> dict[str, int]:
    counts = {}
    for table in tables:
        cursor.execute(f'SELECT COUNT(*) FROM "{table}"')
        counts[table] = cursor.fetchone()[0]
    return counts


def sample(cursor, article_id: int, placeholder: str) -> tuple:
    cursor.execute(f"SELECT {', '.join(SAMPLE_FIELDS)} FROM news_article WHERE id = {placeholder}", [article_id])
    return tuple(str(value) for value in cursor.fetchone())


def test_a_database_dump_restores_into_a_fresh_database_with_the_same_rows(content):
    tables = connection.introspection.table_names()
    with connection.cursor() as cursor:
        expected_counts = table_counts(cursor, tables)
        placeholder = "%s"
        expected_sample = sample(cursor, content.id, placeholder)
    assert expected_counts["news_article"] == 5 and expected_counts["comments_comment"] == 1

    if connection.vendor == "postgresql":
        restored_counts, restored_sample = _postgres_round_trip(tables, content.id)
    elif connection.vendor == "sqlite":
        restored_counts, restored_sample = _sqlite_round_trip(tables, content.id)
    else:
        pytest.skip(f"no backup recipe for {connection.vendor}")

    assert restored_counts == expected_counts
    assert restored_sample == expected_sample


def _sqlite_round_trip(tables: list[str], article_id: int) -> tuple[dict[str, int], tuple]:
    connection.ensure_connection()
    restored = sqlite3.connect(":memory:")
    connection.connection.backup(restored)  # the online backup API behind sqlite3's ".backup"
    cursor = restored.cursor()
    return table_counts(cursor, tables), sample(cursor, article_id, "?")


def _postgres_round_trip(tables: list[str], article_id: int) -> tuple[dict[str, int], tuple]:
    import psycopg

    binaries = postgres_bin()
    if binaries is None or not (binaries / "pg_dump").exists():
        pytest.skip("pg_dump and pg_restore are not installed")
    params = connection.settings_dict
    host, port, user = params["HOST"] or "127.0.0.1", str(params["PORT"] or 5432), params["USER"] or "postgres"
    target = f"portal_restore_{uuid.uuid4().hex[:8]}"
    dump = Path(f"/tmp/{target}.dump")
    common = ["-h", host, "-p", port, "-U", user]
    try:
        subprocess.run([str(binaries / "pg_dump"), *common, "-Fc", "-f", str(dump), params["NAME"]],
                       check=True, capture_output=True, timeout=120)
        subprocess.run([str(binaries / "createdb"), *common, target], check=True, capture_output=True, timeout=60)
        subprocess.run([str(binaries / "pg_restore"), *common, "--no-owner", "-d", target, str(dump)],
                       check=True, capture_output=True, timeout=120)
        with psycopg.connect(host=host, port=port, user=user, dbname=target) as restored:
            cursor = restored.cursor()
            return table_counts(cursor, tables), sample(cursor, article_id, "%s")
    finally:
        dump.unlink(missing_ok=True)
        subprocess.run([str(binaries / "dropdb"), *common, "--if-exists", target], capture_output=True, timeout=60)


def test_media_backed_up_with_tar_restores_every_file(tmp_path):
    media = tmp_path / "media"
    (media / "news" / "2026").mkdir(parents=True)
    (media / "news" / "2026" / "a-480.webp").write_bytes(b"RIFF....WEBP")
    (media / "ads" ).mkdir()
    (media / "ads" / "өдөр.png").write_bytes(b"\x89PNG")
    archive = tmp_path / "media.tar.gz"

    with tarfile.open(archive, "w:gz") as tar:  # = tar -czf media.tar.gz -C MEDIA_ROOT .
        tar.add(media, arcname=".")
    restored = tmp_path / "restored"
    restored.mkdir()
    with tarfile.open(archive) as tar:
        tar.extractall(restored, filter="data")

    def listing(root: Path) -> dict[str, bytes]:
        return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}

    assert listing(restored) == listing(media) and len(listing(media)) == 2
    shutil.rmtree(restored)
