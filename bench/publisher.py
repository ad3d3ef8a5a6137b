"""The newsroom at work during a load row: saves the newest article every `--every` seconds for
`--seconds`, as an editor updating a breaking story would; each save bumps the content version, so
every cached page is made again (bench/load.py). With `--live LID` it posts an update to that live
article instead, as an editor running live coverage does. Prints how many saves it made."""
import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--every", type=float, default=1.0)
    parser.add_argument("--live", help="the link id of a live article to post updates to")
    args = parser.parse_args()

    import django

    django.setup()
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
