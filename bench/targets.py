"""Pick the benchmark's URLs from the seeded database; prints them as JSON (bench/run.sh).

An article with comments open, a category page about 5,000 items deep in its cursor, a search
word that finds news, and a few thousand other articles for the uncached article-page run.
"""
import json
import os
import random
import sys
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

import django  # noqa: E402

django.setup()

from django.db.models import Count  # noqa: E402

from news.models import Article  # noqa: E402

DEPTH = 5000
APP = f"http://127.0.0.1:{os.environ.get('APP_PORT', '8731')}"
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))


def status_of(path: str) -> int:
    try:
        with urllib.request.urlopen(APP + path, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def main() -> None:
    published = Article.objects.published().in_language("mn")
    article = published.filter(image__gt="").order_by("-publish_date", "-id").values("lid", "title")[3]
    lid = article["lid"]
    # The article page route is /{lid}/r; while it is not built, its data read stands in for it.
    page = f"/{lid}/r"
    article_page_ok = status_of(page) == 200
    if not article_page_ok:
        page = f"/api/cache/news/read/{lid}?lang=mn"

    category = (
        published.values("category").annotate(n=Count("id")).order_by("-n").first() or {"category": 1, "n": 0}
    )
    depth = min(DEPTH, max(category["n"] - 20, 0))
    anchor = (
        published.filter(category=category["category"])
        .order_by("-publish_date", "-id")
        .values("publish_date", "id")[depth]
    )
    cursor = urlencode(
        {"lang": "mn", "limit": 12, "lastDate": anchor["publish_date"].isoformat(), "lastId": anchor["id"]}
    )
    word = next(
        w for w in article["title"].split() if len(w) >= 5 and w.isalpha()
    ) if any(len(w) >= 5 and w.isalpha() for w in article["title"].split()) else "Улаанбаатар"
    search = urlencode({"query": word.lower(), "size": 10, "lang": "mn"})

    # Uncached article pages: each request asks for an article nobody asked for yet in this run.
    lids = list(published.exclude(lid=lid).values_list("lid", flat=True)[:50000])
    random.Random(7).shuffle(lids)
    prefix = "" if article_page_ok else "/api/cache/news/read"
    suffix = "/r" if article_page_ok else "?lang=mn"
    (BENCH_DIR / "uncached-paths.txt").write_text("".join(f"{prefix}/{x}{suffix}\n" for x in lids[:20000]))
    # Others again for the app's memory over many distinct pages (bench/memory.py), run last.
    (BENCH_DIR / "memory-paths.txt").write_text("".join(f"{prefix}/{x}{suffix}\n" for x in lids[20000:]))

    # A live article still running, whose update feed every reader of its page polls.
    live = published.filter(is_live=True, live_ended_at=None).order_by("-publish_date", "-id").values("lid").first()

    targets = {
        "article_page_ok": article_page_ok,
        "lid": lid,
        "front": "/",
        "article": page,
        "category_deep": f"/api/cache/fetch/{category['category']}/i?{cursor}",
        "category_deep_uncached": f"/api/fetch/{category['category']}/i?{cursor}",
        "category_depth": depth,
        "category_page": f"/{category['category']}/i",
        "latest": "/api/cache/news/shinemedee",
        "search": f"/api/cache/news/search?{search}",
        "search_uncached": f"/api/news/search?{search}",
        "search_word": word.lower(),
        "comment": f"/api/{lid}/r/comment-insert",
        "live_lid": live["lid"] if live else None,
        "live_feed": f"/api/cache/news/live/{live['lid']}?lang=mn" if live else None,
        "articles": Article.objects.count(),
    }
    print(json.dumps(targets, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
