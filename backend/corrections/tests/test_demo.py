"""The demo notes: on sample articles of both editions, shown at once, and added only once."""
import random

import pytest
from django.utils import timezone

from corrections.demo import seed_demo_content
from corrections.models import Correction
from news.tests import factories as news

pytestmark = pytest.mark.django_db


def test_demo_corrections_in_both_editions_once():
    for language in ("mn", "en"):
        for _ in range(20):
            news.article(language=language)
    seed_demo_content(random.Random(1), timezone.now())
    count = Correction.objects.count()
    seed_demo_content(random.Random(1), timezone.now())

    assert Correction.objects.count() == count > 0
    for language in ("mn", "en"):
        notes = Correction.objects.for_readers(language)
        assert notes.exists()
        assert {note.kind for note in notes} == {"correction", "clarification"}
        assert all(note.revision is not None and note.revision.id == note.article_id for note in notes)
