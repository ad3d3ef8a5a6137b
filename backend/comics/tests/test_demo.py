"""The demo comics: the comic list in both languages and a 2024 election list longer than a page."""

import random
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone

from comics import demo
from comics.models import Comic
from elections.logic import COMIC_PAGE_SIZE

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path, monkeypatch):
    settings.MEDIA_ROOT = tmp_path
    original = demo.draw_comic
    monkeypatch.setattr(demo, "draw_comic", lambda variant: original(variant, width=300, height=200))


def test_demo_comics_include_a_second_page_of_election_comics():
    summary = demo.seed_demo_content(random.Random(7), timezone.now())

    assert summary.startswith("comics: 44 in two languages and 16 for the 2024 election")
    vote_day_ends = datetime(2024, 6, 29, tzinfo=ZoneInfo("Asia/Ulaanbaatar"))
    for language in ("mn", "en"):
        election = list(Comic.objects.published().in_language(language).for_election(2024))
        assert len(election) == 8 > COMIC_PAGE_SIZE  # the election screen gets a second page
        assert len({comic.title for comic in election}) == 8
        assert all(comic.publish_date < vote_day_ends for comic in election)
        # Each reuses a stored picture that already has its renditions.
        assert all(comic.image.name.startswith("demo/comics/") and comic.renditions for comic in election)
        assert Comic.objects.in_language(language).filter(is_election=False).count() == demo.PER_LANGUAGE
