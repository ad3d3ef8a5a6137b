"""Demo corrections and clarifications, a few per edition, on sample articles already seeded.

Each note says it is about a sample story, so no reader takes it for a real newsroom's admission;
it exists to show the article's notes and the /corrections list with something in them.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from news.models import Article

from .models import Correction, CorrectionKind, CorrectionPosition

# (kind, position, how many articles back from the newest, hours after the article, text) per edition.
NOTES: dict[str, list[tuple[str, str, int, int, str]]] = {
    "mn": [
        (CorrectionKind.CORRECTION, CorrectionPosition.TOP, 4, 5,
         "Энэ жишээ мэдээний өмнөх хувилбарт арга хэмжээ болох өдрийг буруу бичсэн байсан. Зөв огноог оруулж засав."),
        (CorrectionKind.CLARIFICATION, CorrectionPosition.BOTTOM, 9, 20,
         "Энэ жишээ мэдээнд дурдсан тоо эцсийн дүн биш, урьдчилсан тооцоо болохыг тодруулж байна."),
        (CorrectionKind.CORRECTION, CorrectionPosition.BOTTOM, 15, 30,
         "Энэ жишээ мэдээнд ярилцлага өгсөн хүний албан тушаалыг буруу нэрлэсэн байсныг засав."),
    ],
    "en": [
        (CorrectionKind.CORRECTION, CorrectionPosition.TOP, 3, 6,
         "An earlier version of this sample story gave the wrong day for the event. The date has been corrected."),
        (CorrectionKind.CLARIFICATION, CorrectionPosition.BOTTOM, 8, 18,
         "The figure in this sample story is a preliminary estimate, not a final count; the text now says so."),
    ],
}


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Add the demo notes to sample articles, once (the rng is unused; running it again adds nothing)."""
    added = 0
    for language, notes in NOTES.items():
        newest = list(Article.objects.published(now).in_language(language).order_by("-publish_date", "-id")[:20])
        for kind, position, back, hours, text in notes:
            if back >= len(newest):
                continue
            article = newest[back]
            # Dated after the story and never in the future, so every note shows at once.
            published_at = min(article.publish_date + timedelta(hours=hours), now)
            _, created = Correction.objects.get_or_create(
                article=article, text=text,
                # The seeded revision is the one "corrected": the newsroom's list links each note to it.
                defaults={"kind": kind, "position": position, "published_at": published_at,
                          "revision": article.history.order_by("-history_date", "-history_id").first()},
            )
            added += created
    return f"corrections: {added} demo corrections and clarifications"
