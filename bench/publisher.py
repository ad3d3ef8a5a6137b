"""The newsroom at work during a load row: saves the newest article every `--every` seconds for
`--seconds`, as an editor updating a breaking story would; each save bumps the content version, so
every cached page is made again (bench/load.py). With `--live LID` it posts an update to that live
article instead, as an editor running live coverage does. Prints how many saves it made.

With `--visible-through URL` (the long-tail row, bench/longtail.py) it alternates two newsroom
actions, each a model save that fires the signals the newsroom's "Save" fires: publishing a new
article (a copy of the newest one's category, type, journalist, picture and tags, with its own
title) and editing the title of one of the most read articles (`--edit-paths`, the readers' first
ranks). After each, a thread polls the front cache at URL, with the readers' own request (the same
cache key), until the change is visible: the new article's link on the front page, the new title
on the article's page. It prints one JSON object: the events with their seconds to visible. The
edited titles are put back afterwards (a plain UPDATE, which fires nothing); the new articles stay."""
import argparse
import gzip
import json
import os
import secrets
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

POLL_EVERY_S = 0.1
VISIBLE_WITHIN_S = 90.0
# The readers' request (wrk sends the same): one front-cache entry for both. The probe header only
# lets bench/longtail.py leave these requests out of the readers' figures in nginx's log.
PROBE_HEADERS = {"Accept-Encoding": "gzip", "X-Bench-Probe": "1"}


def fetch(url: str) -> tuple[int, str, str]:
    request = urllib.request.Request(url, headers=PROBE_HEADERS)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            body, status, headers = response.read(), response.status, response.headers
    except urllib.error.HTTPError as error:
        body, status, headers = error.read(), error.code, error.headers
    except OSError:
        return 0, "", ""
    if headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return status, headers.get("X-Cache-Status", ""), body.decode("utf-8", "replace")


def watch(event: dict, url: str, needle: str, since: float) -> None:
    """Poll `url` until its answer holds `needle`; note the seconds from `since` and what answered."""
    polls = 0
    while time.monotonic() - since < VISIBLE_WITHIN_S:
        status, cache, body = fetch(url)
        polls += 1
        if status == 200 and needle in body:
            event.update(visible_s=round(time.monotonic() - since, 3), polls=polls, cache_status=cache)
            return
        time.sleep(POLL_EVERY_S)
    event.update(visible_s=None, polls=polls)


def newsroom(args: argparse.Namespace) -> None:
    from django.db import transaction

    from news.models import Article, ArticleStatus

    base = args.visible_through.rstrip("/")
    lids = [line.strip().split("/")[-2] for line in Path(args.edit_paths).read_text().split() if line.strip()]
    lids = lids[: args.edit_ranks]
    newest = Article.objects.published().in_language("mn").exclude(image="").order_by("-publish_date", "-id").first()
    if newest is None or not lids:
        sys.exit("bench: no published article to copy or edit")
    originals: dict[int, tuple[str, str, str]] = {}
    events: list[dict] = []
    watchers: list[threading.Thread] = []
    end, n = time.monotonic() + args.seconds, 0
    while time.monotonic() < end:
        tick = time.monotonic()
        mark = f"bench{secrets.token_hex(4)}"
        if n % 2 == 0:
            # Publish: what the newsroom's form does on "Save" for a new, published story: the model
            # save (signals, revision), then its tags.
            with transaction.atomic():
                article = Article(
                    language="mn", title=f"Bench story {mark}", lead="Bench lead.", body_html="<p>Bench body.</p>",
                    status=ArticleStatus.PUBLISHED, category_id=newest.category_id, news_type_id=newest.news_type_id,
                    provider_id=newest.provider_id, image=newest.image, image_caption=newest.image_caption,
                )
                article.save()
                article.tags.set(newest.tags.all())
            event = {"kind": "publish", "lid": article.lid, "url": base + "/", "at": time.time()}
            needle = f"/{article.lid}/r"
        else:
            # Edit the title of one of the most read stories, as a correction would.
            lid = lids[(n // 2) % len(lids)]
            with transaction.atomic():  # the newsroom's form saves inside one transaction too
                article = Article.objects.get(lid=lid)
                originals.setdefault(article.pk, article.title)
                article.title = f"{originals[article.pk][:200]} {mark}"
                article.save()
            event = {"kind": "edit", "lid": lid, "url": f"{base}/{lid}/r", "at": time.time()}
            needle = mark
        saved = time.monotonic()
        event["save_s"] = round(saved - tick, 3)
        events.append(event)
        watcher = threading.Thread(target=watch, args=(event, event["url"], needle, saved), daemon=True)
        watcher.start()
        watchers.append(watcher)
        n += 1
        time.sleep(max(0.0, args.every - (time.monotonic() - tick)))
    for watcher in watchers:
        watcher.join(VISIBLE_WITHIN_S + 15)
    for pk, title in originals.items():
        Article.objects.filter(pk=pk).update(title=title)
    print(json.dumps({"events": events}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--every", type=float, default=1.0)
    parser.add_argument("--live", help="the link id of a live article to post updates to")
    parser.add_argument("--visible-through", help="the front cache's base URL: publish and edit, and time each")
    parser.add_argument("--edit-paths", help="with --visible-through: article paths, most read first")
    parser.add_argument("--edit-ranks", type=int, default=10, help="how many of --edit-paths' first to edit")
    args = parser.parse_args()

    import django

    django.setup()
    if args.visible_through:
        newsroom(args)
        return
    from news.models import Article, LiveUpdate

    article = Article.objects.published().order_by("-publish_date", "-id").first()
    if args.live:
        article = Article.objects.filter(lid=args.live).first()
    if article is None:
        sys.exit("bench: no published article to save")
    saves, end = 0, time.monotonic() + args.seconds
    while time.monotonic() < end:
        tick = time.monotonic()
        if args.live:
            LiveUpdate.objects.create(article=article, title=f"Bench update {saves + 1}", body_html="<p>Bench.</p>")
        else:
            article.save()  # as the newsroom's "Save": the body is parsed again and the version bumped
        saves += 1
        time.sleep(max(0.0, args.every - (time.monotonic() - tick)))
    print(saves)


if __name__ == "__main__":
    main()
