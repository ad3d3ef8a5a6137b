"""Image renditions: WebP copies at fixed widths, made once for each upload (by a job: common/models.py)."""
import hashlib
import io
from dataclasses import dataclass

from django.conf import settings
from django.core.files import File
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db.models.fields.files import FieldFile
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from PIL import Image, ImageOps

# Pillow's own guard against decompression bombs: it refuses to open images of more than twice this.
Image.MAX_IMAGE_PIXELS = settings.IMAGE_MAX_PIXELS


@dataclass
class Renditions:
    urls: dict[str, str]
    width: int
    height: int


def upload_problem(upload: File) -> str | None:
    """Why the newsroom cannot take this image file (too many bytes or pixels, not an image), or None.

    Reads the header only: Pillow knows the size before decoding a pixel.
    """
    if upload.size and upload.size > settings.IMAGE_MAX_BYTES:
        return _("The image file is larger than %(limit)s MB.") % {"limit": settings.IMAGE_MAX_BYTES // 2**20}
    position = upload.tell() if hasattr(upload, "tell") else 0
    try:
        upload.seek(0)
        with Image.open(upload) as header:
            width, height = header.size
    except Image.DecompressionBombError:
        width, height = settings.IMAGE_MAX_PIXELS, 2  # more than twice the limit: Pillow would not open it
    except (OSError, SyntaxError):
        return _("The file is not an image that can be read.")
    finally:
        upload.seek(position)
    if width * height > settings.IMAGE_MAX_PIXELS:
        limit = settings.IMAGE_MAX_PIXELS // 1_000_000
        return ngettext(
            "The image has more than %(limit)s megapixel.", "The image has more than %(limit)s megapixels.", limit
        ) % {"limit": limit}
    return None


def image_size(field_file: FieldFile) -> tuple[int, int] | None:
    """The stored image's width and height as its header says (EXIF rotation applied), or None."""
    try:
        field_file.open("rb")
        try:
            with Image.open(field_file) as header:
                width, height = header.size
                orientation = header.getexif().get(0x0112, 1)  # the EXIF Orientation tag
        finally:
            field_file.close()
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None
    return (height, width) if orientation in (5, 6, 7, 8) else (width, height)


def make_renditions(field_file: FieldFile, widths: list[int] | None = None) -> Renditions:
    """Write WebP renditions of `field_file` and return their URLs by width.

    Widths above the original are not upscaled; the original width (at most
    IMAGE_MAX_RENDITION_WIDTH) is always included so that the largest request is served at full
    quality. A large JPEG is decoded at a reduced scale to begin with (Pillow's draft mode).
    """
    widths = widths or settings.IMAGE_RENDITION_WIDTHS
    widest = settings.IMAGE_MAX_RENDITION_WIDTH
    field_file.open("rb")
    try:
        original: Image.Image = Image.open(field_file)
        if original.width > widest:
            original.draft("RGB", (widest, round(original.height * widest / original.width)))
        original = ImageOps.exif_transpose(original)
        original.load()
    finally:
        field_file.close()
    if original.mode not in ("RGB", "RGBA"):
        original = original.convert("RGB")
    if original.width > widest:
        original = original.resize((widest, max(1, round(original.height * widest / original.width))),
                                   Image.Resampling.LANCZOS, reducing_gap=3.0)
    digest = _digest(field_file.name or "")
    targets = sorted({w for w in widths if w < original.width} | {original.width})
    urls: dict[str, str] = {}
    for width in targets:
        height = max(1, round(original.height * width / original.width))
        copy = original if width == original.width else original.resize((width, height), Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        copy.save(buffer, "WEBP", quality=78, method=4)
        name = f"{_renditions_folder(digest)}/{digest}-{width}.webp"
        if default_storage.exists(name):
            default_storage.delete(name)
        stored = default_storage.save(name, ContentFile(buffer.getvalue()))
        urls[str(width)] = default_storage.url(stored)
    return Renditions(urls=urls, width=original.width, height=original.height)


def _digest(name: str) -> str:
    return hashlib.sha1(name.encode()).hexdigest()[:16]


def _renditions_folder(digest: str) -> str:
    return f"renditions/{digest[:2]}"


def delete_image_files(name: str) -> list[str]:
    """Remove the stored original `name` and every rendition made of it; the names removed."""
    digest = _digest(name)
    folder = _renditions_folder(digest)
    try:
        _, files = default_storage.listdir(folder)
    except FileNotFoundError:  # the file system has no folder until a rendition is written
        files = []
    doomed = [f"{folder}/{file}" for file in files if file.startswith(f"{digest}-") and file.endswith(".webp")]
    if default_storage.exists(name):
        doomed.append(name)
    for stored in doomed:
        default_storage.delete(stored)
    return doomed


def pick_rendition(renditions: dict[str, str], width: int) -> str:
    """The smallest rendition whose width is at least `width`; the largest if none is."""
    if not renditions:
        return ""
    sizes = sorted(int(w) for w in renditions)
    chosen = next((w for w in sizes if w >= width), sizes[-1])
    return renditions[str(chosen)]
