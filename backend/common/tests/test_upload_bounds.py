"""Newsroom uploads are bounded in bytes and pixels before any pixel is decoded, and renditions in width."""
import io

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import translation
from PIL import Image

from common.images import upload_problem
from news.models import Photo


def png(width: int, height: int, mode: str = "1") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new(mode, (width, height)).save(buffer, "PNG")
    return SimpleUploadedFile("big.png", buffer.getvalue(), content_type="image/png")


def test_an_84_megapixel_png_is_refused_from_its_header(settings):
    huge = png(10_000, 8_400)  # one bit per pixel: small on disk, 84 megapixels decoded
    assert huge.size < settings.IMAGE_MAX_BYTES
    with translation.override("en"):
        assert "more than 40 megapixels" in upload_problem(huge)
    with translation.override("mn"):
        assert "мегапикселээс их" in upload_problem(huge)


def test_bytes_and_unreadable_files_are_refused(settings):
    settings.IMAGE_MAX_BYTES = 1000
    with translation.override("en"):
        assert "larger than" in upload_problem(SimpleUploadedFile("a.png", b"x" * 2000))
        settings.IMAGE_MAX_BYTES = 10**7
        assert "not an image" in upload_problem(SimpleUploadedFile("a.png", b"not a picture"))
        assert upload_problem(png(1200, 800, "RGB")) is None


@pytest.mark.django_db
def test_the_newsroom_form_says_so_on_the_image_field():
    photo = Photo(image=png(10_000, 8_400))
    with pytest.raises(ValidationError) as refused:
        photo.full_clean()
    assert "image" in refused.value.message_dict


@pytest.mark.django_db
def test_renditions_stop_at_the_widest_the_page_shows(settings):
    settings.IMAGE_MAX_RENDITION_WIDTH = 1600
    photo = Photo(image=png(4000, 2000, "RGB"))
    photo.save()
    assert max(int(width) for width in photo.renditions) == 1600
    assert photo.image_width == 1600 and photo.image_height == 800
