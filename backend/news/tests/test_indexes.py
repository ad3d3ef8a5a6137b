"""On PostgreSQL, the list, cursor and search queries of the real endpoints use indexes (EXPLAIN).

A few thousand rows are enough for the planner to prefer the list indexes by itself; only the
search check turns sequential scans off (see there). The queries are the ones the endpoints
actually send, captured while calling them.
Skipped on SQLite, whose planner is not the one production runs.
"""
import io
import json
import random
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from news.models import Article, ArticleStatus
from news.tests import factories

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="EXPLAIN plans are checked on PostgreSQL"),
]

ROWS = 6000
RARE_WORD = "цэцэрлэг"
LETTERS = "абвгдеёжзийклмнопрстуфхцчшыэюяөү"


@pytest.fixture
def many_articles():
    """ROWS published articles in two languages and eight categories, some drafts, a rare title word."""
    categories = [factories.category() for _ in range(8)]
    news_type = factories.news_type()
    now = timezone.now()
    rng = random.Random(7)
    rows = []
    for n in range(ROWS):
        # Varied words, as real titles have, so trigram statistics mean something.
        words = ["".join(rng.choice(LETTERS) for _ in range(rng.randint(4, 9))) for _ in range(6)]
        title = " ".join(words + ([RARE_WORD] if n % 300 == 0 else []))
        published = now - timedelta(minutes=n)
        rows.append(Article(
            lid=f"ix{n:08d}", language="mn" if n % 4 else "en", title=title, lead="Товч",
            status=ArticleStatus.DRAFT if n % 50 == 0 else ArticleStatus.PUBLISHED,
            publish_date=published, order=int(published.timestamp() * 1_000_000),
            category=categories[n % len(categories)], news_type=news_type,
        ))
    Article.objects.bulk_create(rows, batch_size=2000)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE news_article")
    return categories


def article_plan(client, url: str, reading: str = 'FROM "news_article"') -> dict:
    """The EXPLAIN (FORMAT JSON) plan of the first query `url` sends that holds `reading` (news_article's)."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, response.content
    sql = next(q["sql"] for q in queries if reading in q["sql"])
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (FORMAT JSON) " + sql)
        raw = cursor.fetchone()[0]
    return (json.loads(raw) if isinstance(raw, str) else raw)[0]["Plan"]


def nodes(plan: dict) -> list[dict]:
    found = [plan]
    for child in plan.get("Plans", []):
        found += nodes(child)
    return found


def article_scans(plan: dict) -> list[dict]:
    return [n for n in nodes(plan) if n.get("Relation Name") == "news_article" or
            (n.get("Node Type") == "Bitmap Index Scan")]


def assert_uses_index(plan: dict, index_name: str) -> dict:
    scans = article_scans(plan)
    assert not [n for n in scans if n["Node Type"] == "Seq Scan"], f"sequential scan of news_article: {plan}"
    used = [n for n in scans if n.get("Index Name", "").startswith(index_name)]
    assert used, f"{index_name} is not used: {[(n['Node Type'], n.get('Index Name')) for n in scans]}"
    return used[0]


def cursor_of(category_id: int | None, depth: int) -> tuple[str, int]:
    items = Article.objects.published().in_language("mn").order_by("-publish_date", "-id")
    if category_id is not None:
        items = items.filter(category_id=category_id)
    anchor = items.values("publish_date", "id")[depth]
    return anchor["publish_date"].isoformat().replace("+", "%2B"), anchor["id"]


def test_category_cursor_page_and_search_use_their_indexes(client, many_articles):
    category = many_articles[1]
    last_date, last_id = cursor_of(category.id, 300)
    plan = article_plan(client, f"/api/fetch/{category.id}/i?lang=mn&limit=12&lastDate={last_date}&lastId={last_id}")
    scan = assert_uses_index(plan, "article_by_category")
    assert "category_id" in scan["Index Cond"]
    assert not [n for n in nodes(plan) if n["Node Type"] == "Sort"], "the index gives the order; no sort"

    # Search (search/engines.py) reads the index alone: its GIN index finds the matching documents,
    # never a scan of documents or articles. A few thousand short test rows fit in a few hundred
    # pages, where the planner may find a scan cheaper: scans are off here.
    call_command("rebuild_search_index", stdout=io.StringIO())
    with connection.cursor() as cursor:
        # As autovacuum would after a rebuild: the GIN index's pending list merged, the statistics taken.
        cursor.execute("SELECT gin_clean_pending_list('search_document_gin')")
        cursor.execute("ANALYZE search_searchdocument")
        cursor.execute("SET LOCAL enable_seqscan = off")
    plan = article_plan(client, f"/api/news/search?lang=mn&size=10&query={RARE_WORD}", "FROM search_searchdocument d")
    assert not [n for n in nodes(plan) if n["Node Type"] == "Seq Scan"], plan
    assert not [n for n in nodes(plan) if n.get("Relation Name") == "news_article"], plan
    assert [n for n in nodes(plan) if n.get("Index Name") == "search_document_gin"], plan


def test_latest_list_and_deep_cursors_are_index_bounded(client, many_articles):
    last_date, last_id = cursor_of(None, 1000)
    plan = article_plan(client, f"/api/news/shinemedee?lang=mn&size=8&lastNewsDate={last_date}&lastId={last_id}")
    scans = article_scans(plan)
    assert scans and all(n["Node Type"] != "Seq Scan" for n in scans), "latest list: sequential scan"
    assert not [n for n in nodes(plan) if n["Node Type"] == "Sort"], "latest list: sorted instead of index order"

    category = many_articles[1]
    last_date, last_id = cursor_of(category.id, 500)
    plan = article_plan(client, f"/api/fetch/{category.id}/i?lang=mn&limit=12&lastDate={last_date}&lastId={last_id}")
    scan = assert_uses_index(plan, "article_by_category")
    # The cursor's date must bound the index range (page 10,000 then costs what page 1 does).
    assert scan["Index Cond"].count("publish_date") >= 2, scan["Index Cond"]
