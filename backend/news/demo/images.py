"""Pictures for the demo, drawn locally with Pillow (no downloads).

Article pictures are 1280x720: a two-colour gradient in the category's colour, a few
translucent shapes that differ per variant, and the category name in large letters in the
article's own language (picture_text), so cards of different categories look distinct at a
glance. No picture says "demo": the site says it once (pages.SiteNotice). Avatars show a
journalist's initials.
"""
import io
import random
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

FONT_CANDIDATES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    "/Library/Fonts/Arial Unicode.ttf",
    "DejaVuSans-Bold.ttf",
)


@lru_cache(maxsize=1)
def system_font_path() -> str | None:
    """A bold system font that has Cyrillic letters, if there is one."""
    for candidate in FONT_CANDIDATES:
        try:
            ImageFont.truetype(candidate, 12)
        except OSError:
            continue
        return candidate
    return None


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    """The system font at `size`, or Pillow's own (Latin-only) font when there is none."""
    path = system_font_path()
    return ImageFont.truetype(path, size) if path else ImageFont.load_default(size)


def can_draw_cyrillic() -> bool:
    return system_font_path() is not None


def picture_text(name_mn: str, name_en: str, site_name: str, language: str,
                 cyrillic: bool | None = None) -> tuple[str, str]:
    """The words on a category picture of `language`'s edition: the category name and the site's.

    Only in that language: a Mongolian picture without a font for Cyrillic gets no words at all
    rather than English ones.
    """
    if language == "en":
        return name_en.upper(), site_name
    if cyrillic is None:
        cyrillic = can_draw_cyrillic()
    return (name_mn.upper(), site_name) if cyrillic else ("", "")


def hex_rgb(colour: str) -> tuple[int, int, int]:
    colour = colour.lstrip("#")
    return int(colour[0:2], 16), int(colour[2:4], 16), int(colour[4:6], 16)


def shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Lighter (factor > 1, towards white) or darker (factor < 1) version of a colour."""
    if factor >= 1:
        return tuple(round(c + (255 - c) * (factor - 1)) for c in rgb)  # type: ignore[return-value]
    return tuple(round(c * factor) for c in rgb)  # type: ignore[return-value]


def _gradient(size: tuple[int, int], start: tuple[int, int, int], end: tuple[int, int, int], angle: int) -> Image.Image:
    mask = Image.linear_gradient("L").rotate(angle, resample=Image.Resampling.BICUBIC, expand=False)
    mask = mask.resize(size, Image.Resampling.BILINEAR)
    return Image.composite(Image.new("RGB", size, end), Image.new("RGB", size, start), mask)


def _fit_font(draw: ImageDraw.ImageDraw, text: str, max_width: int,
              start: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    size = start
    while size > 24:
        candidate = font(size)
        if draw.textlength(text, font=candidate) <= max_width:
            return candidate
        size -= 6
    return font(size)


def _encode(image: Image.Image, fmt: str) -> bytes:
    buffer = io.BytesIO()
    if fmt == "JPEG":
        image.convert("RGB").save(buffer, "JPEG", quality=86, optimize=False)
    else:
        image.save(buffer, fmt)
    return buffer.getvalue()


def article_picture(
    label: str, sublabel: str, colour: str, variant: int, width: int = 1280, height: int = 720
) -> bytes:
    """A JPEG picture for an article card: gradient, shapes and a large category label (if any)."""
    rng = random.Random(f"{label}-{variant}")
    base = hex_rgb(colour)
    angle = (variant * 67) % 360
    image = _gradient((width, height), shade(base, 0.55), shade(base, 1.35), angle).convert("RGBA")

    overlay = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    style = variant % 4
    for _ in range(rng.randint(5, 9)):
        x, y = rng.randint(-200, width), rng.randint(-200, height)
        r = rng.randint(60, 320)
        tone = shade(base, rng.choice([0.35, 0.7, 1.5, 1.8]))
        alpha = rng.randint(40, 110)
        if style == 0:
            draw.ellipse((x, y, x + r, y + r), fill=(*tone, alpha))
        elif style == 1:
            draw.rectangle((x, y, x + r * 1.6, y + r * 0.6), fill=(*tone, alpha))
        elif style == 2:
            draw.polygon([(x, y), (x + r, y + r // 3), (x + r // 2, y + r)], fill=(*tone, alpha))
        else:
            draw.line((x, 0, x - height // 2, height), fill=(*tone, alpha), width=rng.randint(20, 90))
    # Skyline-like bars at the bottom, a hint of a chart or a city.
    bar_w, ground = width // 24, height - 250
    for i in range(24):
        h = rng.randint(30, 200)
        draw.rectangle((i * bar_w, ground - h, (i + 1) * bar_w - 6, ground), fill=(*shade(base, 0.4), 80))
    image = Image.alpha_composite(image, overlay)

    if label or sublabel:
        band_top = height - 250
        shadow = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        ImageDraw.Draw(shadow).rectangle((0, band_top, width, height), fill=(0, 0, 0, 110))
        image = Image.alpha_composite(image, shadow)
        draw = ImageDraw.Draw(image)
        big = _fit_font(draw, label, width - 140, 120)
        draw.text((70, band_top + 40), label, font=big, fill=(255, 255, 255, 255))
        draw.text((74, band_top + 175), sublabel, font=font(44), fill=(255, 255, 255, 210))
    return _encode(image, "JPEG")


def figure_picture(colour: str, variant: int, width: int = 960, height: int = 540) -> bytes:
    """An inline illustration: a simple bar chart on a light background, without words."""
    rng = random.Random(f"figure-{colour}-{variant}")
    base = hex_rgb(colour)
    image = _gradient((width, height), shade(base, 1.85), shade(base, 1.55), 90)
    draw = ImageDraw.Draw(image)
    bars = rng.randint(5, 9)
    gap = width // (bars + 1)
    for i in range(bars):
        h = rng.randint(60, height - 140)
        x = gap // 2 + i * gap + 20
        draw.rectangle((x, height - 60 - h, x + gap * 0.6, height - 60), fill=shade(base, 0.6 + 0.08 * (i % 4)))
    draw.line((30, height - 60, width - 30, height - 60), fill=shade(base, 0.4), width=4)
    return _encode(image, "JPEG")


def avatar_picture(initials: str, colour: str, size: int = 400) -> bytes:
    """A round-looking avatar: the journalist's initials on their colour."""
    base = hex_rgb(colour)
    image = _gradient((size, size), shade(base, 0.7), shade(base, 1.3), 45)
    draw = ImageDraw.Draw(image)
    draw.ellipse((30, 30, size - 30, size - 30), outline=(255, 255, 255), width=8)
    face = _fit_font(draw, initials, size - 120, 150)
    box = draw.textbbox((0, 0), initials, font=face)
    w, h = box[2] - box[0], box[3] - box[1]
    draw.text(((size - w) / 2 - box[0], (size - h) / 2 - box[1]), initials, font=face, fill=(255, 255, 255))
    return _encode(image, "PNG")
