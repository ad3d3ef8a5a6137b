"""Demo comics: a few cartoon-like panels drawn locally with Pillow, shared by 22 comics per language
and by the 2024 election's comic list (each comic reuses a stored picture with its renditions), with
likes stored as votes. Each edition's pictures have their speech bubbles in its language, and none
says "demo": the site says it once (pages.SiteNotice)."""
import io
import random
from collections import Counter
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageDraw

from .models import Comic, ComicVote

PICTURES = 8
PER_LANGUAGE = 22
TITLES = {
    "mn": ["Түгжрэлийн өглөө", "Шинэ зам", "Цалингийн өдөр", "Өвлийн хүйтэн", "Утааны улирал", "Сонгуулийн амлалт",
           "Интернэт тасрав", "Наадмын бэлтгэл", "Шалгалтын өмнө", "Үнийн өсөлт", "Ажлын уулзалт", "Зуны амралт"],
    "en": ["Morning traffic", "The new road", "Payday", "Winter cold", "Smog season", "Campaign promises",
           "Internet is down", "Naadam preparations", "Before the exam", "Rising prices", "The meeting",
           "Summer holiday"],
}
# The election screen of 2024 lists its comics six at a time: eight per language give it a second page.
# Dated in the weeks up to the vote of 28 June 2024, newest first.
ELECTION_YEAR = 2024
ELECTION_EVENING = datetime(2024, 6, 28, 21, 0, tzinfo=ZoneInfo("Asia/Ulaanbaatar"))
ELECTION_TITLES = {
    "mn": ["Санал тоолж байна", "Санал өгөх өдөр", "Сурталчилгааны самбар", "Мэтгэлцээний орой",
           "Амлалтын жагсаалт", "Хаалга тогшсон нэр дэвшигч", "Намын лого", "Сурталчилгаа эхэллээ"],
    "en": ["Counting the votes", "Election day", "Billboards everywhere", "Debate night",
           "The list of promises", "A candidate at the door", "Party colours", "The campaign begins"],
}
# What the figures say, in each edition's language.
BUBBLES = {
    "mn": ["...", "!?", "Хм", "Ха ха", "Өө, үгүй", "Уф", "Яав аа?", "Ёстой!"],
    "en": ["...", "!?", "Hmm", "Ha ha", "Oh no", "Phew", "What now?", "Really!"],
}
PALETTE = [(246, 213, 92), (237, 85, 59), (32, 99, 155), (60, 174, 163), (173, 216, 230), (255, 255, 255)]


def bubble_words(language: str, cyrillic: bool) -> list[str]:
    """What a comic's speech bubbles may say in `language`'s edition. Without a font for Cyrillic a
    Mongolian comic keeps to punctuation, never English words."""
    return BUBBLES[language] if language == "en" or cyrillic else ["...", "!?", "!"]


def draw_comic(variant: int, language: str, width: int = 1200, height: int = 500) -> bytes:
    """Three panels with simple figures and speech bubbles in `language`."""
    from news.demo.images import can_draw_cyrillic, font

    rng = random.Random(f"comic-{variant}")
    words = random.Random(f"comic-{variant}-{language}")
    bubbles = bubble_words(language, can_draw_cyrillic())
    image = Image.new("RGB", (width, height), (250, 247, 240))
    draw = ImageDraw.Draw(image)
    panel_w = (width - 40) // 3
    for p in range(3):
        x0, y0 = 10 + p * (panel_w + 10), 10
        x1, y1 = x0 + panel_w, height - 10
        draw.rectangle((x0, y0, x1, y1), fill=rng.choice(PALETTE[3:]), outline=(20, 20, 20), width=5)
        draw.rectangle((x0 + 5, y1 - 60, x1 - 5, y1 - 5), fill=(120, 170, 90))  # ground
        for f in range(rng.randint(1, 2)):
            cx = x0 + panel_w // 3 * (f + 1)
            base = y1 - 60
            colour = rng.choice(PALETTE[:3])
            draw.rectangle((cx - 28, base - 120, cx + 28, base - 30), fill=colour, outline=(20, 20, 20), width=3)
            draw.line((cx - 15, base - 30, cx - 20, base), fill=(20, 20, 20), width=6)
            draw.line((cx + 15, base - 30, cx + 20, base), fill=(20, 20, 20), width=6)
            head = (cx - 35, base - 190, cx + 35, base - 120)
            draw.ellipse(head, fill=(255, 224, 189), outline=(20, 20, 20), width=3)
            draw.ellipse((cx - 15, base - 165, cx - 7, base - 157), fill=(20, 20, 20))
            draw.ellipse((cx + 7, base - 165, cx + 15, base - 157), fill=(20, 20, 20))
            draw.arc((cx - 15, base - 150, cx + 15, base - 132), 10 if (p + f) % 2 else 190,
                     170 if (p + f) % 2 else 350, fill=(20, 20, 20), width=3)
        said = words.choice(bubbles)
        text_width = int(draw.textlength(said, font=font(32)))
        bubble_width = max(120, text_width + 50)
        bx = min(x0 + rng.randint(20, panel_w // 3), x1 - bubble_width - 10)
        draw.rounded_rectangle((bx, y0 + 20, bx + bubble_width, y0 + 90), radius=25, fill=(255, 255, 255),
                               outline=(20, 20, 20), width=3)
        draw.text((bx + 25, y0 + 35), said, font=font(32), fill=(20, 20, 20))
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=False)
    return buffer.getvalue()


def _pictures(language: str) -> list[Comic]:
    """Comics holding the stored pictures of one edition (renditions made once each)."""
    made = []
    for n in range(PICTURES):
        name = f"demo/comics/{language}/comic-{n + 1}.png"
        if default_storage.exists(name):
            default_storage.delete(name)
        stored = default_storage.save(name, ContentFile(draw_comic(n, language)))
        made.append(Comic(title="", language=language, image=stored))
    return made


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """22 comics per language, one every two or three days, sharing eight drawn pictures per language."""
    pictures = {language: _pictures(language) for language in TITLES}
    saved = 0
    for language, titles in TITLES.items():
        when = now - timedelta(hours=rng.randint(2, 20))
        for n in range(PER_LANGUAGE):
            source = pictures[language][(n + (3 if language == "en" else 0)) % PICTURES]
            comic = source if source.pk is None else Comic(
                image=source.image.name, renditions=source.renditions, rendered_name=source.rendered_name,
                image_width=source.image_width, image_height=source.image_height,
            )
            comic.title = f"{titles[n % len(titles)]}" + (f" {n // len(titles) + 1}" if n >= len(titles) else "")
            comic.language, comic.publish_date = language, when
            comic.save()  # the first use of a picture makes its renditions; later ones reuse them
            saved += 1
            when -= timedelta(days=rng.choice([2, 2, 3]), hours=rng.randint(0, 8))
    elections = _election_comics(pictures)
    votes = _votes(rng)
    return (
        f"comics: {saved} in two languages and {elections} for the {ELECTION_YEAR} election from {PICTURES}"
        f" drawn pictures per language, {votes} likes/dislikes"
    )


def _election_comics(pictures: dict[str, list[Comic]]) -> int:
    """The election comic list of ELECTION_YEAR, reusing the pictures (already saved with renditions)."""
    comics = [
        Comic(
            image=source.image.name, renditions=source.renditions, rendered_name=source.rendered_name,
            image_width=source.image_width, image_height=source.image_height, title=title, language=language,
            publish_date=ELECTION_EVENING - timedelta(days=3 * n), is_election=True, election_year=ELECTION_YEAR,
        )
        for language, titles in ELECTION_TITLES.items()
        for n, (title, source) in enumerate(zip(titles, pictures[language], strict=False))
    ]
    Comic.objects.bulk_create(comics)
    return len(comics)


def _votes(rng: random.Random) -> int:
    rows = [
        ComicVote(comic_id=comic_id, voter_key=f"demo-voter-{v}", value=1 if rng.random() < 0.8 else -1)
        for comic_id in Comic.objects.values_list("id", flat=True)
        for v in rng.sample(range(800), rng.randint(3, 60))
    ]
    ComicVote.objects.bulk_create(rows, batch_size=1000, ignore_conflicts=True)
    tallies = Counter((v.comic_id, v.value) for v in rows)
    for comic_id in {v.comic_id for v in rows}:
        Comic.objects.filter(pk=comic_id).update(likes=tallies[(comic_id, 1)], dislikes=tallies[(comic_id, -1)])
    return len(rows)
