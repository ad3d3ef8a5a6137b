"""What readers may see of corrections, and that saving one refreshes the cached pages."""
from datetime import timedelta

import pytest
from django.utils import timezone

from common import cache_tags
from corrections.models import Correction
from news.models import ArticleStatus
from news.tests import factories as news

from .factories import correction

pytestmark = pytest.mark.django_db


def test_readers_see_corrections_of_published_articles_in_their_edition():
    shown = correction(news.article(language="en"))
    correction(news.article(language="mn"))
    correction(news.article(language="en", status=ArticleStatus.DRAFT))
    correction(news.article(language="en", publish_date=timezone.now() + timedelta(hours=1)))
    correction(news.article(language="en"), published_at=timezone.now() + timedelta(hours=1))

    assert list(Correction.objects.for_readers("en")) == [shown]


def test_an_article_shows_its_corrections_oldest_first_once_their_time_has_come():
    article = news.article()
    now = timezone.now()
    later = correction(article, published_at=now - timedelta(minutes=1))
    earlier = correction(article, published_at=now - timedelta(hours=2))
    correction(article, published_at=now + timedelta(hours=1))

    assert list(article.corrections.shown()) == [earlier, later]


def test_saving_or_deleting_a_correction_refreshes_the_cached_pages():
    article = news.article()
    before = cache_tags.version_of("corrections")
    note = correction(article)
    after_save = cache_tags.version_of("corrections")
    assert after_save != before
    note.delete()
    assert cache_tags.version_of("corrections") != after_save
