"""Image renditions: WebP copies at fixed widths, made once when an image is uploaded."""
import hashlib
import io
from dataclasses import dataclass

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db.models.fields.files import FieldFile
from PIL import Image, ImageOps


@dataclass
class Renditions:
    urls: dict[str, str]
    width: int
    height: int


def make_renditions(field_file: FieldFile, widths: list[int] | None = None) -> Renditions:
    """Write WebP renditions of `field_file` and return their URLs by width.

    Widths above the original are not upscaled; the original width is always included so
    that the largest request is served at full quality.
    """
    widths = widths or settings.IMAGE_RENDITION_WIDTHS
    field_file.open("rb")
    try:
        original = Image.open(field_file)
        original = ImageOps.exif_transpose(original)
        original.load()
    finally:
        field_file.close()
    if original.mode not in ("RGB", "RGBA"):
        original = original.convert("RGB")
    digest = hashlib.sha1(field_file.name.encode()).hexdigest()[:16]
    targets = sorted({w for w in widths if w < original.width} | {original.width})
    urls: dict[str, str] = {}
    for width in targets:
        height = max(1, round(original.height * width / original.width))
        copy = original if width == original.width else original.resize((width, height), Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        copy.save(buffer, "WEBP", quality=78, method=4)
        name = f"renditions/{digest[:2]}/{digest}-{width}.webp"
        if default_storage.exists(name):
            default_storage.delete(name)
        stored = default_storage.save(name, ContentFile(buffer.getvalue()))
        urls[str(width)] = default_storage.url(stored)
    return Renditions(urls=urls, width=original.width, height=original.height)


def pick_rendition(renditions: dict[str, str], width: int) -> str:
    """The smallest rendition whose width is at least `width`; the largest if none is."""
    if not renditions:
        return ""
    sizes = sorted(int(w) for w in renditions)
    chosen = next((w for w in sizes if w >= width), sizes[-1])
    return renditions[str(chosen)]
