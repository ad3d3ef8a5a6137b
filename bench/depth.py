"""Page 1 against page 10,000 of a list with 1,000,000 articles (bench/run.sh); writes var/bench/depth.json.

Builds PostgreSQL database `portal_depth` once (BENCH_DEPTH_DB, BENCH_DEPTH_ARTICLES): the
portal's demo content, then copies of its published articles with earlier dates, inserted by
one SQL statement (the copies carry no search text, so the trigram indexes stay small; this
run measures list paging, not search). Then, through the real API endpoints in process, it
times the latest list and a category list at page 1 and deep in their cursors, and reads
PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) of each list query: the rows and buffers it touched
are what "costs the same" means, whatever the machine's speed.
"""
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
PG = os.environ.get("BENCH_PG", "postgres://postgres@127.0.0.1:5432")
DB = os.environ.get("BENCH_DEPTH_DB", "portal_depth")
TARGET = int(os.environ.get("BENCH_DEPTH_ARTICLES", "1000000"))
PAGE = 12
DEEP_PAGE = 10_000
RUNS = 15

os.environ["DATABASE_URL"] = f"{PG}/{DB}"
os.environ.pop("REDIS_URL", None)  # no cache: every call reaches the database
os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.prod"
os.environ.setdefault("SECRET_KEY", "depth-bench-only-" + "x" * 40)
os.environ.setdefault("SECURE_SSL_REDIRECT", "0")
sys.path.insert(0, str(ROOT / "backend"))

COPY_SQL = """
INSERT INTO news_article (renditions, image_width, image_height, rendered_name, lid, language, title, lead,
  body_html, body_blocks, image, image_caption, video_url, status, publish_date, updated_at, created_at,
  "order", is_featured, special_kind, is_live, opens_in_new_tab, is_election, is_brief, view_count,
  share_count, comment_count, category_id, mega_project_id, news_type_id, provider_id)
SELECT a.renditions, a.image_width, a.image_height, a.rendered_name, 'd' || g || 'x' || a.id, a.language,
  a.title, a.lead, '', '[]'::jsonb, a.image, a.image_caption, '', 'published',
  a.publish_date - make_interval(mins => (g * 37 + a.id % 37)::int), a.updated_at, a.created_at,
  NULL, false, '', false, false, false, false, a.view_count, 0, 0, a.category_id, NULL, a.news_type_id,
  a.provider_id
FROM (SELECT * FROM news_article WHERE status = 'published' AND "order" IS NOT NULL) a
CROSS JOIN generate_series(1, %(copies)s) g
"""


def psql(database: str, sql: str) -> str:
    return subprocess.run(
        ["psql", f"{PG}/{database}", "-Atqc", sql], capture_output=True, text=True, check=True
    ).stdout.strip()


def build() -> None:
    if not psql("postgres", f"select 1 from pg_database where datname = '{DB}'"):
        psql("postgres", f'create database "{DB}"')
    manage = [str(ROOT / ".venv" / "bin" / "python"), str(ROOT / "backend" / "manage.py")]
    env = {**os.environ, "LOG_LEVEL": "ERROR"}
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], check=True, env=env)
    if int(psql(DB, "select count(*) from news_article")) >= TARGET:
        return
    subprocess.run([*manage, "seed_demo", "--only-if-empty"], check=True, env=env, stdout=subprocess.DEVNULL)
    originals = int(psql(DB, "select count(*) from news_article where status = 'published' and \"order\" is not null"))
    copies = max(1, -(-(TARGET - int(psql(DB, "select count(*) from news_article"))) // originals))
    print(f"  copying {originals} articles {copies} times into {DB}", flush=True)
    started = time.monotonic()
    psql(DB, COPY_SQL.replace("%(copies)s", str(copies)))
    psql(DB, "vacuum analyze news_article")
    total = psql(DB, "select count(*) from news_article")
    print(f"  {total} articles in {time.monotonic() - started:.0f} s", flush=True)


def measure() -> dict:
    import django

    django.setup()
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from news.models import Article

    client = Client(HTTP_HOST="127.0.0.1", SERVER_NAME="127.0.0.1")
    published = Article.objects.published().in_language("mn")
    category = published.values_list("category", flat=True).first()
    in_category = published.filter(category=category).count()
    lists = {
        "latest": ("/api/news/shinemedee", published, "size", "lastNewsDate"),
        "category": (f"/api/fetch/{category}/i", published.filter(category=category), "limit", "lastDate"),
    }
    results: dict = {"articles": Article.objects.count(), "database": DB, "page_size": PAGE, "lists": {}}
    for name, (path, queryset, size_name, date_name) in lists.items():
        total = queryset.count()
        deep = min(DEEP_PAGE, total // PAGE - 1)
        anchor = queryset.order_by("-publish_date", "-id").values("publish_date", "id")[deep * PAGE - 1]
        pages = {
            "page 1": {"lang": "mn", size_name: PAGE},
            f"page {deep + 1:,}": {"lang": "mn", size_name: PAGE, date_name: anchor["publish_date"].isoformat(),
                                  "lastId": anchor["id"]},
        }
        rows = {}
        for label, params in pages.items():
            url = f"{path}?{urlencode(params)}"
            timings = []
            for _ in range(RUNS):
                started = time.perf_counter()
                response = client.get(url)
                timings.append((time.perf_counter() - started) * 1000)
                assert response.status_code == 200, (url, response.status_code, response.content[:200])
            with CaptureQueriesContext(connection) as queries:
                client.get(url)
            list_sql = max(queries.captured_queries, key=lambda q: len(q["sql"]))["sql"]
            with connection.cursor() as cursor:
                cursor.execute("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + list_sql)
                plan = cursor.fetchone()[0]
            plan = plan[0] if isinstance(plan, list) else json.loads(plan)[0]
            top = plan["Plan"]
            rows[label] = {
                "url": url,
                "median_ms": round(statistics.median(timings), 2),
                "queries": len(queries.captured_queries),
                "sql_ms": round(plan["Execution Time"], 3),
                "buffers": top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0),
                "index_rows": _index_rows(top),
                "plan": _plan_line(top),
            }
            print(f"  {name} {label}: {rows[label]['median_ms']} ms, {rows[label]['buffers']} buffers, "
                  f"{rows[label]['index_rows']} index rows, {rows[label]['plan']}", flush=True)
        results["lists"][name] = {"total": total, "rows": rows, "in_category": in_category}
    return results


def _index_rows(node: dict) -> int:
    """Rows the index scans handed up (the work a deep cursor would multiply if it were not a bound)."""
    own = node.get("Actual Rows", 0) * node.get("Actual Loops", 1) if "Index" in node.get("Node Type", "") else 0
    return own + sum(_index_rows(child) for child in node.get("Plans", []))


def _plan_line(node: dict) -> str:
    parts = [f"{node['Node Type']}" + (f" using {node['Index Name']}" if node.get("Index Name") else "")]
    for child in node.get("Plans", []):
        parts.append(_plan_line(child))
    return " > ".join(parts)


def main() -> None:
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    build()
    result = measure()
    (BENCH_DIR / "depth.json").write_text(json.dumps(result, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
