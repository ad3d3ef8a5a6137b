"""The demo comics: the comic list in both languages and a 2024 election list longer than a page."""

import random
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone
from PIL import ImageDraw

from comics import demo
from comics.models import Comic
from elections.logic import COMIC_PAGE_SIZE

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path, monkeypatch):
    settings.MEDIA_ROOT = tmp_path
    original = demo.draw_comic
    monkeypatch.setattr(demo, "draw_comic", lambda variant, language: original(variant, language, 300, 200))


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
        # Drawn for this edition: the bubbles speak its language.
        drawn = Comic.objects.in_language(language)
        assert all(comic.image.name.startswith(f"demo/comics/{language}/") for comic in drawn)
        assert Comic.objects.in_language(language).filter(is_election=False).count() == demo.PER_LANGUAGE


CYRILLIC = set("абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя")


def test_speech_bubbles_speak_the_edition_language():
    english = " ".join(demo.bubble_words("en", cyrillic=True)).lower()
    mongolian = " ".join(demo.bubble_words("mn", cyrillic=True)).lower()
    assert not CYRILLIC & set(english) and any(letter.isalpha() for letter in english)
    assert CYRILLIC & set(mongolian) and not any("a" <= letter <= "z" for letter in mongolian)
    # Without a font for Cyrillic, a Mongolian comic says nothing in English either.
    assert not any(letter.isalpha() for letter in " ".join(demo.bubble_words("mn", cyrillic=False)))


@pytest.mark.parametrize("language", ["mn", "en"])
def test_a_comic_draws_only_its_language_and_no_demo_stamp(monkeypatch, language):
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        drawn.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    for variant in range(demo.PICTURES):
        demo.draw_comic(variant, language)
    assert drawn and all(text in demo.bubble_words(language, cyrillic=True) for text in drawn)
    assert not any("DEMO" in text.upper() for text in drawn)
