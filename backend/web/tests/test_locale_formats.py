"""Pages drawn on the server write Mongolian dates as CLDR mn does and counts in their plural form
(the server's V8 draws them with the browser's code: shared/lib/formatDate.ts, shared/i18n/i18n.ts)."""
from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from news.models import Tag
from news.tests import factories
from polls.models import Poll, PollAnswer

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def test_the_mongolian_active_poll_writes_its_days_as_cldr_mn(client):
    start = timezone.make_aware(datetime(2024, 7, 1, 10, 0))
    poll = Poll.objects.create(question="Та аль улиралд дуртай вэ?", language="mn", start_date=start,
                               end_date=timezone.now() + timedelta(days=3))
    PollAnswer.objects.create(poll=poll, text="Зун", position=0)
    html = client.get("/poll/last").content.decode()
    assert '<time datetime="2024-07-01T10:00:00+08:00">2024 оны 7-р сарын 1</time>' in html


def test_an_english_year_review_counts_one_story_but_two_stories(client):
    moment = timezone.make_aware(datetime(2025, 5, 1, 12, 0))
    single = Tag.objects.create(name="Mining", slug="mining", language="en", is_featured=True)
    double = Tag.objects.create(name="Elections", slug="elections", language="en", is_featured=True)
    factories.article(language="en", publish_date=moment).tags.add(single, double)
    factories.article(language="en", publish_date=moment - timedelta(days=1)).tags.add(double)
    html = client.get("/en/toim/2025").content.decode()
    assert ">1 story<" in html and ">2 stories<" in html
