"""`manage.py seed_demo`: fill a new database with a demo portal in Mongolian and English."""
import time

from django.core.management.base import BaseCommand, CommandError, CommandParser

from news.demo.seed import run_other_seeders, seed_news, seed_scale
from news.models import Article
from search import indexing as search_index


class Command(BaseCommand):
    help = (
        "Fill an empty database with demo news in both languages: categories, news types, journalists, "
        "tags, reactions, mega projects and articles with locally drawn pictures; then other apps' demo and "
        "reference data when those apps provide it. With --scale N, write N articles in bulk for benchmarks."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=2024, help="Random seed (same seed, same content).")
        parser.add_argument("--articles-mn", type=int, default=320, help="Published Mongolian articles.")
        parser.add_argument("--articles-en", type=int, default=120, help="Published English articles.")
        parser.add_argument("--days", type=int, default=None,
                            help="Spread publish dates over this many days (default 30; 365 with --scale).")
        parser.add_argument("--pictures", type=int, default=3, help="Distinct pictures drawn per category.")
        parser.add_argument("--only-if-empty", action="store_true", help="Do nothing when any article exists.")
        parser.add_argument("--scale", type=int, default=0, metavar="N",
                            help="Bench mode: add N published articles with bulk inserts (no new pictures).")
        parser.add_argument("--news-only", action="store_true", help="Skip the other apps' seeders.")

    def handle(self, *args, **options) -> None:
        if options["only_if_empty"] and Article.objects.exists():
            self.stdout.write("Articles exist already; nothing seeded (--only-if-empty).")
            return
        for name in ("articles_mn", "articles_en", "scale", "pictures"):
            if options[name] < 0:
                raise CommandError(f"--{name.replace('_', '-')} must not be negative.")
        if options["pictures"] < 1:
            raise CommandError("--pictures must be at least 1.")
        started = time.monotonic()
        if options["scale"]:
            summary = seed_scale(total=options["scale"], seed=options["seed"], days=options["days"] or 365,
                                 log=self.stdout.write)
        else:
            summary = seed_news(
                seed=options["seed"], articles_mn=options["articles_mn"], articles_en=options["articles_en"],
                days=options["days"] or 30, pictures=options["pictures"], log=self.stdout.write,
            )
            if not options["news_only"]:
                self.stdout.write("Other apps' data:")
                run_other_seeders(log=self.stdout.write)
        # Bulk inserts bypass the signals that index each saved story: the search index is made whole.
        self.stdout.write(f"Search index: {search_index.rebuild()} articles.")
        for label, value in summary.counts.items():
            self.stdout.write(f"  {label}: {value}")
        self.stdout.write(self.style.SUCCESS(f"Demo content ready in {time.monotonic() - started:.1f} s."))
