"""Demo updates for the sample live articles: a pinned summary, key events and a run of short posts.

Every text says it is a sample, so no reader takes a demo update for real reporting; they exist to
show the live page, its notice, key events and feed with something in them.
"""
from __future__ import annotations

import random
from datetime import datetime, timedelta

from news.models import Article, LiveUpdate

# (title, text, is_key_event) per edition, oldest first; the first, which says what the page is, is pinned.
UPDATES: dict[str, list[tuple[str, str, bool]]] = {
    "mn": [
        ("Жишээ шууд мэдээлэл эхэллээ", "Энэ бол шууд мэдээллийн хуудсыг харуулах жишээ. Шинэ мэдээлэл "
         "орох тусам энд дээрээс нь нэмэгдэнэ.", True),
        ("", "Жишээ: газар дээр байгаа сурвалжлагч маань нөхцөл байдлыг тайлбарлаж байна.", False),
        ("Хэвлэлийн бага хурал", "Жишээ: албаны хүмүүс хэвлэлийн бага хурал хийж, дараагийн алхмаа "
         "танилцууллаа.", True),
        ("", "Жишээ: уншигчдаас ирсэн асуултуудад хариулж байна.", False),
        ("Цаг агаар", "Жишээ: өнөө орой салхи ихсэх төлөвтэй гэж цаг уурчид мэдээллээ.", False),
        ("Шийдвэр гарлаа", "Жишээ: холбогдох байгууллага шийдвэрээ албан ёсоор зарлалаа.", True),
        ("", "Жишээ: газар дээрх байдал тайван байна.", False),
        ("Товч тойм", "Жишээ тойм: өнөөдрийн гол үйл явдлуудыг дээрх жагсаалтаас үзнэ үү.", False),
    ],
    "en": [
        ("Sample live coverage begins", "This is a sample of a live page. New updates appear at the top "
         "as they are posted.", True),
        ("", "Sample: our reporter on the scene describes the situation.", False),
        ("Press conference", "Sample: officials held a press conference and set out their next steps.", True),
        ("", "Sample: we are answering readers' questions as they come in.", False),
        ("Weather", "Sample: forecasters expect the wind to pick up this evening.", False),
        ("Decision announced", "Sample: the authority concerned announced its decision.", True),
        ("", "Sample: the situation on the ground is calm.", False),
        ("Summary so far", "Sample summary: see the key events above for the day's main moments.", False),
    ],
}


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Updates on each sample live article that has none yet, spread over the hours before `now`."""
    added = 0
    for language, texts in UPDATES.items():
        for article in Article.objects.published(now).in_language(language).filter(is_live=True):
            if article.live_updates.exists():
                continue
            start = max(article.publish_date, now - timedelta(hours=6))
            step = (now - start) / (len(texts) + 1)
            for n, (title, text, is_key) in enumerate(texts, 1):
                LiveUpdate.objects.create(
                    article=article, title=title, body_html=f"<p>{text}</p>", is_key_event=is_key,
                    is_pinned=n == 1, published_at=start + step * n - timedelta(seconds=rng.randint(0, 59)),
                )
                added += 1
    return f"live coverage: {added} demo updates"
