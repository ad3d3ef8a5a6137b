"""Demo ads: the portal's slots with made-up advertisers' banners drawn locally with Pillow.

Every banner is labelled "Sample ad" / "Жишээ сурталчилгаа" and every brand is invented.
One creative has ended and one starts later, so the date rules can be seen at work.
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache

from django.core.files.base import ContentFile
from PIL import Image, ImageDraw, ImageFont

from .models import AdCreative, AdSlot, CreativeKind

FONT_PATHS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "DejaVuSans-Bold.ttf",
)


@dataclass(frozen=True)
class SlotSpec:
    html_id: str
    name: str
    width: int
    height: int
    pages: str


@dataclass(frozen=True)
class Brand:
    name: str
    slogan: str
    action: str
    language: str
    colour: tuple[int, int, int]
    path: str


SLOTS = (
    SlotSpec("sidebar-1", "Sidebar, after the 3rd item", 293, 255, "all"),
    SlotSpec("sidebar-2", "Sidebar, after the 8th item", 293, 255, "all"),
    SlotSpec("article-top", "Article, above the text", 728, 90, "article"),
    SlotSpec("article-inline", "Article, inside the text", 300, 250, "article"),
    SlotSpec("article-bottom", "Article, below the text", 728, 90, "article"),
    SlotSpec("big-banner", "Front page big banner", 1170, 250, "home"),
    SlotSpec("hover-ad", "Front page dynamic (hover) ad", 1170, 514, "home"),
)

BRANDS = (
    Brand("Тэнгэр Кофе", "Өглөө бүр шинэхэн шарсан үр", "Дэлгэрэнгүй", "mn", (107, 62, 38), "tenger-coffee"),
    Brand("Steppe Byte", "Fibre internet for every ger district", "Learn more", "en", (29, 78, 137), "steppe-byte"),
    Brand("Говийн Зөгий", "Байгалийн цэвэр зөгийн бал", "Захиалах", "mn", (196, 132, 0), "gobi-bee"),
    Brand("Orgil Bikes", "Ride the city, skip the traffic", "Shop now", "en", (15, 123, 95), "orgil-bikes"),
    Brand("Хөх Нуурын Аялал", "Зуны аялал 20% хямдралтай", "Захиалах", "mn", (0, 119, 182), "khukh-nuur-tours"),
    Brand("Altan Ger Furniture", "Handmade in Ulaanbaatar", "See the range", "en", (140, 47, 57), "altan-ger"),
    Brand("Ногоон Талх", "Өдөр бүр шинэ талх, хүргэлттэй", "Дэлгэрэнгүй", "mn", (79, 119, 45), "nogoon-talkh"),
    Brand("Nomad Pixel School", "Learn to code in twelve weeks", "Apply today", "en", (90, 24, 154), "nomad-pixel"),
    Brand("Цасан Оргил Цана", "Хотоос 40 минутын зайд", "Дэлгэрэнгүй", "mn", (58, 134, 255), "tsasan-orgil-ski"),
)

SAMPLE_LABEL = {"mn": "Жишээ сурталчилгаа", "en": "Sample ad"}


@lru_cache(maxsize=64)
def _font(size: int) -> ImageFont.FreeTypeFont:
    """A bold font with Cyrillic letters when the system has one, else Pillow's own at that size."""
    for path in FONT_PATHS:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            continue
    font = ImageFont.load_default(size)
    if not isinstance(font, ImageFont.FreeTypeFont):  # only a Pillow built without FreeType
        raise RuntimeError("the demo ads need Pillow with FreeType")
    return font


def _fit(
    draw: ImageDraw.ImageDraw, text: str, max_width: float, start: int, smallest: int = 9
) -> ImageFont.FreeTypeFont:
    size = start
    while size > smallest and draw.textlength(text, font=_font(size)) > max_width:
        size -= 1
    return _font(size)


def _wrap(draw: ImageDraw.ImageDraw, text: str, font: ImageFont.FreeTypeFont, max_width: float) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font) <= max_width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _mix(colour: tuple[int, int, int], other: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    return tuple(round(a + (b - a) * share) for a, b in zip(colour, other, strict=True))  # type: ignore[return-value]


def banner_picture(brand: Brand, width: int, height: int, variant: int = 0) -> bytes:
    """A clean PNG banner: gradient, a few soft circles, name, slogan, a button and the sample label."""
    dark, light = _mix(brand.colour, (0, 0, 0), 0.25), _mix(brand.colour, (255, 255, 255), 0.25)
    mask = Image.linear_gradient("L").rotate(90 + variant * 30).resize((width, height))
    image = Image.composite(Image.new("RGB", (width, height), light), Image.new("RGB", (width, height), dark), mask)
    image = image.convert("RGBA")
    shapes = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(shapes)
    rng = random.Random(f"{brand.path}-{width}x{height}-{variant}")
    for _ in range(4):
        r = rng.randint(height // 3, height)
        x, y = rng.randint(width // 2, width), rng.randint(-r // 2, height)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 255, 255, rng.randint(18, 40)))
    image = Image.alpha_composite(image, shapes)
    draw = ImageDraw.Draw(image)
    white = (255, 255, 255, 255)
    pad = max(8, round(min(width, height) * 0.08))

    label = SAMPLE_LABEL[brand.language]
    label_font = _font(max(9, round(min(height, 300) * 0.055)))
    label_width = draw.textlength(label, font=label_font)
    label_box = (width - label_width - 12, 3, width - 3, 3 + label_font.size + 6)
    draw.rounded_rectangle(label_box, radius=4, fill=(255, 255, 255, 215))
    draw.text((label_box[0] + 4, label_box[1] + 2), label, font=label_font, fill=(*dark, 255))

    if height < 150:  # leaderboard: name and slogan on the left, the button on the right
        button_font = _font(round(height * 0.2))
        button_width = draw.textlength(brand.action, font=button_font) + 2 * pad
        text_width = width - button_width - 3 * pad
        name_font = _fit(draw, brand.name, text_width, round(height * 0.36))
        slogan_font = _fit(draw, brand.slogan, text_width, round(height * 0.2))
        draw.text((pad, height * 0.18), brand.name, font=name_font, fill=white)
        draw.text((pad, height * 0.6), brand.slogan, font=slogan_font, fill=(255, 255, 255, 225))
        top, bottom = height * 0.3, height * 0.78
        left = width - pad - button_width
    else:
        name_font = _fit(draw, brand.name, width - 2 * pad, round(height * 0.16), 12)
        draw.text((pad, pad + label_font.size), brand.name, font=name_font, fill=white)
        slogan_font = _font(max(11, round(name_font.size * 0.5)))
        line_top = pad + label_font.size + name_font.size * 1.35
        for line in _wrap(draw, brand.slogan, slogan_font, width * 0.8 - pad)[:3]:
            draw.text((pad, line_top), line, font=slogan_font, fill=(255, 255, 255, 230))
            line_top += slogan_font.size * 1.3
        button_font = _font(max(11, round(slogan_font.size * 0.9)))
        button_width = draw.textlength(brand.action, font=button_font) + 2 * pad
        left = pad
        bottom = height - pad
        top = bottom - button_font.size * 2.2
    draw.rounded_rectangle((left, top, left + button_width, bottom), radius=round((bottom - top) / 2), fill=white)
    text_y = top + ((bottom - top) - button_font.size) / 2 - 1
    draw.text((left + pad, text_y), brand.action, font=button_font, fill=(*dark, 255))

    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, "PNG", optimize=False)
    return buffer.getvalue()


def _html_creative(brand: Brand) -> str:
    label = SAMPLE_LABEL[brand.language]
    return (
        f"<p><em>{label}</em></p><h3>{brand.name}</h3><p>{brand.slogan}.</p>"
        f'<p><a href="https://example.com/{brand.path}">{brand.action}</a></p>'
    )


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """Create the demo slots with one to three creatives each; slots that exist already are left alone."""
    brands = list(BRANDS)
    rng.shuffle(brands)
    by_language = {code: [brand for brand in brands if brand.language == code] for code in ("mn", "en")}
    created_slots = created = ended = scheduled = 0
    picked = 0
    for spec in SLOTS:
        if AdSlot.objects.filter(html_id=spec.html_id).exists():
            continue
        slot = AdSlot.objects.create(
            html_id=spec.html_id, name=spec.name, width=spec.width, height=spec.height, pages=spec.pages
        )
        created_slots += 1
        # Banners alternate between the editions, so each edition has one running in every slot
        # (sidebar-1's third has ended and article-top's first has not started: each gets a third).
        count = {"sidebar-1": 3, "article-top": 3}.get(spec.html_id, 2)
        for index in range(count):
            language = "mn" if index % 2 == (0 if spec.html_id != "article-top" else 1) else "en"
            brand = by_language[language][picked % len(by_language[language])]
            picked += 1
            starts_at, ends_at = now - timedelta(days=rng.randint(2, 20)), None
            if rng.random() < 0.5:
                ends_at = now + timedelta(days=rng.randint(20, 90))
            if spec.html_id == "sidebar-1" and index == 2:  # a finished campaign
                starts_at, ends_at = now - timedelta(days=40), now - timedelta(days=5)
                ended += 1
            if spec.html_id == "article-top" and index == 0:  # a campaign that has not started
                starts_at, ends_at = now + timedelta(days=5), now + timedelta(days=40)
                scheduled += 1
            creative = AdCreative(
                slot=slot,
                name=f"{brand.name} (demo)",
                link_url=f"https://example.com/{brand.path}",
                alt_text=f"{brand.name}: {brand.slogan}",
                language=brand.language,
                starts_at=starts_at,
                ends_at=ends_at,
                weight=rng.choice([1, 1, 2, 3]),
            )
            if spec.html_id == "article-inline" and index == 1:
                creative.kind, creative.html = CreativeKind.HTML, _html_creative(brand)
            else:
                picture = banner_picture(brand, spec.width, spec.height, variant=index)
                creative.image.save(f"demo-{spec.html_id}-{index + 1}.png", ContentFile(picture), save=False)
            creative.save()
            created += 1
    return f"ads: {created_slots} slots, {created} creatives ({ended} ended, {scheduled} not started yet)"
