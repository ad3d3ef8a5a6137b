"""Demo figures for the demo portal (news/demo/seed.py runs `seed_demo_content`): invented counts for the
invented stories, marked `is_demo` so the desk says so while they are there."""
import math
import random
from datetime import datetime, timedelta

from .models import Source, StoryMinute

# A share of each edition's views per source, roughly what a news site sees.
SOURCE_WEIGHTS = {Source.SEARCH: 0.34, Source.SOCIAL: 0.28, Source.DIRECT: 0.2, Source.PORTAL: 0.14, Source.OTHER: 0.04}
HOURS = 24
STORIES_PER_EDITION = 12


def seed_demo_content(rng: random.Random, now: datetime) -> int:
    """Views per 5 minutes over the last day for the newest stories of each edition; the rows made."""
    from news.models import Article

    StoryMinute.objects.filter(is_demo=True).delete()
    rows: list[StoryMinute] = []
    last = now.replace(second=0, microsecond=0) - timedelta(minutes=1)  # the current minute is the readers'
    for language in ("mn", "en"):
        stories = list(Article.objects.published().in_language(language).order_by("-publish_date")
                       .values_list("id", "publish_date")[:STORIES_PER_EDITION])
        for rank, (article_id, published) in enumerate(stories):
            peak = (400 if language == "mn" else 90) / (rank + 1)
            start = max(published, now - timedelta(hours=HOURS))
            minute = last - timedelta(minutes=(last.minute % 5))
            while minute >= start:
                age = (now - minute).total_seconds() / 3600
                expected = peak * math.exp(-age / 6) * (0.6 + 0.4 * math.sin(minute.hour / 24 * math.pi))
                for source, weight in SOURCE_WEIGHTS.items():
                    views = int(rng.gauss(expected * weight, expected * weight * 0.3) + 0.5)
                    if views > 0:
                        rows.append(StoryMinute(article_id=article_id, minute=minute, edition=language, source=source,
                                                views=views, is_demo=True))
                minute -= timedelta(minutes=5)
    StoryMinute.objects.bulk_create(rows, batch_size=1000, ignore_conflicts=True)  # a real view's minute wins
    return len(rows)
