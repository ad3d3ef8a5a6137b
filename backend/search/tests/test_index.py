"""The index on whichever database the run uses (SQLite by default, PostgreSQL with `make backend-test-pg`)."""
import time
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from news.models import Article, ArticleStatus
from news.tests import factories
from search.models import SearchDocument, SearchTerm

pytestmark = pytest.mark.django_db


def found(client, query: str, **params) -> list[int]:
    response = client.get("/api/news/search", {"query": query, **params})
    assert response.status_code == 200, response.content
    return [item["id"] for item in response.json()["result"]]


def test_a_saved_story_is_found_at_once(client):
    story = factories.article(title="Тэмээний наадам Говьд болно")
    assert found(client, "тэмээ") == [story.id]


def test_drafts_and_stories_in_review_are_never_found(client):
    factories.article(title="Тэмээний ноорог", status=ArticleStatus.DRAFT)
    assert found(client, "тэмээ") == []
    assert not SearchDocument.objects.exists()


def test_a_scheduled_story_waits_for_its_time(client):
    later = timezone.now() + timedelta(seconds=1)
    story = factories.article(title="Тэмээний хориотой мэдээ", status=ArticleStatus.SCHEDULED, publish_date=later)
    assert found(client, "тэмээ") == []
    time.sleep(max(0.0, (later - timezone.now()).total_seconds()) + 0.05)
    assert found(client, "тэмээ") == [story.id]  # no job had to index it: its publish time let it in


def test_a_story_moved_in_time_or_section_is_searched_there(client):
    politics, sport = factories.category(), factories.category()
    story = factories.article(title="Тэмээний уралдаан", category=politics)
    story.category = sport
    story.publish_date = timezone.now() - timedelta(days=40)
    story.save()
    assert found(client, "тэмээ", category=sport.id) == [story.id]
    assert found(client, "тэмээ", category=politics.id) == []
    old = (timezone.now() - timedelta(days=41)).date().isoformat()
    assert found(client, "тэмээ", dateFrom=old, dateTo=(timezone.now() - timedelta(days=39)).date().isoformat()) == [
        story.id
    ]


def test_a_story_changed_without_a_save_is_not_shown_unpublished(client):
    story = factories.article(title="Тэмээний уралдаан")
    Article.objects.filter(pk=story.pk).update(status=ArticleStatus.DRAFT)  # no signal: the index still has it
    assert found(client, "тэмээ") == []


def test_an_unpublished_story_leaves_at_once(client):
    story = factories.article(title="Тэмээний уралдаан")
    story.status = ArticleStatus.DRAFT
    story.save()
    assert found(client, "тэмээ") == []


def test_an_edited_title_is_searched_as_edited(client):
    story = factories.article(title="Тэмээний уралдаан")
    story.title = "Морины уралдаан"
    story.save()
    assert found(client, "тэмээ") == []
    assert found(client, "морь") == [story.id]


def test_a_deleted_story_leaves_the_index(client):
    story = factories.article(title="Тэмээний уралдаан")
    story.delete()
    assert found(client, "тэмээ") == []
    assert not SearchDocument.objects.exists()


def test_the_rebuild_command_indexes_rows_written_without_save(client):
    story = factories.article(title="Тэмээний уралдаан")
    SearchDocument.objects.all().delete()
    SearchTerm.objects.all().delete()
    assert found(client, "тэмээ") == []
    call_command("rebuild_search_index", stdout=open("/dev/null", "w"))
    assert found(client, "тэмээ") == [story.id]
    assert SearchTerm.objects.filter(term="тэмээний", kind="w").exists()
