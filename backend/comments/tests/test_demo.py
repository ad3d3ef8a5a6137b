"""The demo seeders of comments, polls, comics and stories: content in both languages, counters equal rows."""
import random

import pytest
from django.db.models import Count, Q
from django.utils import timezone

from comics.demo import seed_demo_content as seed_comics
from comics.models import Comic, ComicVote
from comments.demo import seed_demo_content as seed_comments
from comments.models import BannedWord, Comment, CommentVote
from news.models import Article
from news.tests import factories
from polls.demo import seed_demo_content as seed_polls
from polls.models import Poll
from stories.demo import seed_demo_content as seed_stories
from stories.models import Story

pytestmark = pytest.mark.django_db


def test_demo_content_is_consistent(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    rng, now = random.Random(4), timezone.now()
    for n in range(20):
        factories.article(language="mn" if n % 2 else "en")

    summaries = [seed_polls(rng, now), seed_comics(rng, now), seed_stories(rng, now), seed_comments(rng, now)]

    assert all(isinstance(s, str) and "\n" not in s for s in summaries)
    for language in ("mn", "en"):
        assert Poll.objects.active(now).in_language(language).count() == 1
        assert Poll.objects.closed(now).in_language(language).count() == 4
        assert Comic.objects.published(now).in_language(language).count() >= 20
        assert Story.objects.published(now).in_language(language).count() == 6
        assert Comment.objects.filter(language=language, parent__isnull=False).exists()
    for poll in Poll.objects.annotate(rows=Count("votes")):
        assert poll.total_votes == poll.rows == sum(poll.answers.values_list("vote_count", flat=True))
    for comic in Comic.objects.all():
        assert comic.likes == ComicVote.objects.filter(comic=comic, value=1).count()
        assert comic.renditions
    for comment in Comment.objects.annotate(up=Count("votes", filter=Q(votes__value=1)))[:50]:
        assert comment.likes == comment.up
    assert CommentVote.objects.exists()
    for article in Article.objects.all():
        assert article.comment_count == Comment.objects.visible().for_target("news", article.id).count()
    assert BannedWord.objects.banned().filter(word="тэнэг").exists()
    assert Story.objects.first().items.count() >= 3
