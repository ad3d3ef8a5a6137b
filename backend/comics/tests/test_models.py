"""Comic model behaviour: published list and cursor, election list, one vote per voter, renditions."""

import io
from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from PIL import Image

from comics.models import Comic, ComicVote, VoteValue

pytestmark = pytest.mark.django_db


def png_upload(width: int = 500, height: int = 300, name: str = "comic.png") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (20, 120, 200)).save(buffer, "PNG")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="image/png")


def make_comic(**fields) -> Comic:
    return Comic.objects.create(**({"title": "Шог зураг"} | fields))


def test_published_lists_released_comics_newest_first():
    now = timezone.now()
    older = make_comic(publish_date=now - timedelta(days=2))
    newer = make_comic(publish_date=now - timedelta(days=1))
    make_comic(publish_date=now + timedelta(hours=1))  # scheduled
    make_comic(publish_date=now - timedelta(days=1), is_published=False)

    assert list(Comic.objects.published(now)) == [newer, older]
    assert list(Comic.objects.published(now).before(newer.publish_date)) == [older]


def test_language_and_election_lists():
    now = timezone.now()
    make_comic(language="en")
    e2020 = make_comic(is_election=True, election_year=2020, publish_date=now - timedelta(days=1))
    e2024 = make_comic(is_election=True, election_year=2024, publish_date=now - timedelta(hours=1))

    assert Comic.objects.in_language("en").count() == 1
    assert list(Comic.objects.published(now).for_election()) == [e2024, e2020]
    assert list(Comic.objects.for_election(2020)) == [e2020]


def test_election_year_needs_the_election_flag():
    with pytest.raises(IntegrityError), transaction.atomic():
        make_comic(is_election=False, election_year=2020)


def test_a_voter_votes_once_per_comic():
    comic = make_comic()
    ComicVote.objects.create(comic=comic, voter_key="v1", value=VoteValue.LIKE)

    with pytest.raises(IntegrityError), transaction.atomic():
        ComicVote.objects.create(comic=comic, voter_key="v1", value=VoteValue.DISLIKE)
    with pytest.raises(IntegrityError), transaction.atomic():
        ComicVote.objects.create(comic=comic, voter_key="v2", value=0)


def test_the_newsroom_form_requires_an_image():
    with pytest.raises(ValidationError):
        Comic(title="No picture").full_clean()


def test_renditions_are_made_for_an_uploaded_comic(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    comic = make_comic(image=png_upload(500, 300))

    comic.refresh_from_db()
    assert set(comic.renditions) == {"160", "320", "480", "500"}
    assert comic.image_url(400).endswith("-480.webp")
    comic.full_clean()  # with its image the comic is valid
