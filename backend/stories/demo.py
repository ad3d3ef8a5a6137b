"""Demo stories: six live stories per language with three to five frames each, on pictures drawn locally."""
import io
import random
from datetime import datetime, timedelta

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from PIL import Image, ImageDraw

from common.images import make_renditions

from .models import Story, StoryItem

PICTURES = 6
COLOURS = ["#1f4e8c", "#0f7b6c", "#b5542a", "#6a2c91", "#c0392b", "#2e7d4f"]
STORIES = {
    "mn": [
        ("Өнөөдрийн товч", ["Улаанбаатарт өнөөдөр", "Цаг агаар сэрүүн", "Замын хөдөлгөөн", "Оройн мэдээ"]),
        ("Наадам 2025", ["Бөхийн барилдаан", "Морин уралдаан", "Сур харваа"]),
        ("Хөвсгөл нуур", ["Цэнгэг усны нөөц", "Аялал жуулчлал", "Байгаль хамгаалал", "Зуны өнгө", "Оддын шөнө"]),
        ("Шинэ технологи", ["Хиймэл оюун", "Цахим үйлчилгээ", "Стартапууд"]),
        ("Спортын мэдээ", ["Сагсан бөмбөг", "Жүдо", "Марафон", "Шагналууд"]),
        ("Соёлын арга хэмжээ", ["Дуурийн тоглолт", "Үзэсгэлэн", "Номын баяр"]),
    ],
    "en": [
        ("Today in brief", ["Ulaanbaatar today", "Cool weather ahead", "Traffic update", "Evening news"]),
        ("Naadam 2025", ["Wrestling", "Horse racing", "Archery"]),
        ("Lake Khuvsgul",
         ["Fresh water reserves", "Tourism", "Protecting nature", "Colours of summer", "Starry night"]),
        ("New technology", ["Artificial intelligence", "E-government", "Start-ups"]),
        ("Sport", ["Basketball", "Judo", "Marathon", "Medals"]),
        ("Culture", ["Opera night", "Exhibition", "Book fair"]),
    ],
}


def draw_frame(variant: int, width: int = 720, height: int = 1280) -> bytes:
    """A tall frame: a colour field and a few soft shapes (the caption is the story item's text)."""
    from news.demo.images import hex_rgb, shade

    rng = random.Random(f"story-{variant}")
    base = hex_rgb(COLOURS[variant % len(COLOURS)])
    image = Image.new("RGB", (width, height), shade(base, 0.8))
    draw = ImageDraw.Draw(image, "RGBA")
    for _ in range(7):
        x, y, r = rng.randint(-100, width), rng.randint(-100, height), rng.randint(120, 420)
        draw.ellipse((x, y, x + r, y + r), fill=(*shade(base, rng.choice([0.5, 1.4, 1.7])), 90))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=84)
    return buffer.getvalue()


def _picture_sources() -> list[dict]:
    """Store the frames once and make their renditions once; rows then share name and renditions."""
    sources = []
    for n in range(PICTURES):
        name = f"demo/stories/frame-{n + 1}.jpg"
        if default_storage.exists(name):
            default_storage.delete(name)
        stored = default_storage.save(name, ContentFile(draw_frame(n)))
        holder = StoryItem(image=stored)
        result = make_renditions(holder.image)
        sources.append({"image": stored, "renditions": result.urls, "rendered_name": stored,
                        "image_width": result.width, "image_height": result.height})
    return sources


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Six live stories per language, three to five frames each."""
    sources = _picture_sources()
    stories = items = 0
    for language, entries in STORIES.items():
        for position, (title, captions) in enumerate(entries):
            cover = sources[(position + len(language)) % PICTURES]
            story = Story.objects.create(
                language=language, title=title, position=position, **cover,
                publish_at=now - timedelta(hours=rng.randint(1, 30)), expires_at=now + timedelta(days=30),
            )
            for n, caption in enumerate(captions):
                StoryItem.objects.create(
                    story=story, caption=caption, position=n, duration_ms=rng.choice([4000, 5000, 6000]),
                    **sources[(position + n) % PICTURES],
                )
                items += 1
            stories += 1
    return f"stories: {stories} live in two languages with {items} frames"
