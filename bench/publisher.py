"""The newsroom at work during a load row: saves the newest article every `--every` seconds for
`--seconds`, as an editor updating a breaking story would; each save bumps the content version, so
every cached page is made again (bench/load.py). Prints how many saves it made."""
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
    args = parser.parse_args()

    import django

    django.setup()
    from news.models import Article

    article = Article.objects.published().order_by("-publish_date", "-id").first()
    if article is None:
        sys.exit("bench: no published article to save")
    saves, end = 0, time.monotonic() + args.seconds
    while time.monotonic() < end:
        tick = time.monotonic()
        article.save()  # as the newsroom's "Save": the body is parsed again and the version bumped
        saves += 1
        time.sleep(max(0.0, args.every - (time.monotonic() - tick)))
    print(saves)


if __name__ == "__main__":
    main()
