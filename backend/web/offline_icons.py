"""Draws the installed portal's icons from the site's mark (the favicon's white "D" on the
masthead's blue, web/views.py FAVICON): 192 and 512 px, a maskable 512 px whose mark keeps to the
safe zone's inner 80 %, and Apple's 180 px touch icon. The PNGs are committed under
web/static/web/icons/; run this again only to change them:

    .venv/bin/python backend/web/offline_icons.py
"""
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

BLUE = "#0b4f8a"
WHITE = "#ffffff"
FOLDER = Path(__file__).parent / "static" / "web" / "icons"
# A bold sans face from the system (Debian's fonts-dejavu-core), else Pillow's own.
FONT_FILES = ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in FONT_FILES:
        if Path(name).exists():
            return ImageFont.truetype(name, size)
    return ImageFont.load_default(size)


def draw(size: int, maskable: bool = False) -> Image.Image:
    """The mark at `size` px: rounded like the favicon, or full-bleed for a maskable icon."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    canvas = ImageDraw.Draw(image)
    if maskable:
        canvas.rectangle((0, 0, size, size), fill=BLUE)
    else:
        canvas.rounded_rectangle((0, 0, size - 1, size - 1), radius=round(size * 6 / 32), fill=BLUE)
    # The favicon's letter is 20/32 of the square; inside a maskable icon's safe circle, less.
    letter = round(size * (0.5 if maskable else 0.66))
    canvas.text((size / 2, size / 2), "D", font=_font(letter), fill=WHITE, anchor="mm")
    return image


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    draw(192).save(FOLDER / "icon-192.png", optimize=True)
    draw(512).save(FOLDER / "icon-512.png", optimize=True)
    draw(512, maskable=True).save(FOLDER / "icon-maskable-512.png", optimize=True)
    draw(180, maskable=True).convert("RGB").save(FOLDER / "apple-touch-icon.png", optimize=True)


if __name__ == "__main__":
    main()
