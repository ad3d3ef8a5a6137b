"""Nothing of a story readers may not have reaches them by any path: a draft, a story in review or sent back,
and a scheduled story before its time (its embargo; docs/newsroom.md). Each path is asked for it, by address
and among the lists, feeds, sitemaps, search, related lists, the live feed, the breaking strip and corrections."""
import pytest
from django.utils import timezone

from corrections.models import Correction
from news.models import ArticleStatus, Tag

from . import factories

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]

SECRET = "Нууцлагдсан"


@pytest.fixture(params=["draft", "in_review", "sent_back", "embargoed"])
def hidden(request):
    """A story in one of the states readers must not see, beside a published story of its section and tag."""
    category, tag = factories.category(), Tag.objects.create(name="нууцтаг", slug="nuuts-tag", language="mn")
    later = timezone.now() + timezone.timedelta(hours=6)
    status, when = {
        "draft": (ArticleStatus.DRAFT, None), "in_review": (ArticleStatus.IN_REVIEW, None),
        "sent_back": (ArticleStatus.SENT_BACK, None), "embargoed": (ArticleStatus.SCHEDULED, later),
    }[request.param]
    story = factories.article(
        category=category, status=status, publish_date=when, title=f"{SECRET} мэдээ", lead=f"{SECRET} товч",
        is_live=True, breaking_until=timezone.now() + timezone.timedelta(hours=2), is_brief=True, view_count=10**6,
    )
    story.tags.add(tag)
    Correction.objects.create(article=story, text=f"{SECRET} залруулга")
    sibling = factories.article(category=category, title="Нийтлэгдсэн мэдээ")
    sibling.tags.add(tag)
    return story, sibling, category


def test_the_story_itself_answers_404(client, hidden):
    story, _, _ = hidden
    for url in (f"/api/news/read/{story.lid}", f"/api/cache/news/read/{story.lid}", f"/api/news/live/{story.lid}",
                f"/api/news/live/{story.lid}/updates?lastDate=2030-01-01T00:00:00Z&lastId=1", f"/live/{story.lid}/rss",
                f"/{story.lid}/r"):
        response = client.get(url)
        assert response.status_code == 404, url
        assert SECRET not in response.content.decode(), url
    for url in (f"/api/{story.lid}/r/comments", f"/api/{story.lid}/r/comment-insert"):
        response = client.post(url, {"commentBody": "Сайхан", "commentBy": "Бат", "emoticid": "0", "parentid": ""})
        assert response.status_code == 404, url


def test_no_list_feed_sitemap_search_or_strip_names_it(client, hidden):
    story, sibling, category = hidden
    for url in (
        "/api/news/shinemedee", "/api/cache/news/shinemedee", f"/api/fetch/{category.id}/i", "/api/fetch/nuuts-tag/tag",
        "/api/news/specials", "/api/news/trend", "/api/brief", "/api/breaking", "/api/corrections",
        "/api/news/search?query=мэдээ", f"/api/news/read/{sibling.lid}", "/rss.xml", f"/rss/{category.id}.xml",
        "/corrections/rss", "/sitemap-articles.xml", "/news-sitemap.xml", "/tag/nuuts-tag", "/",
    ):
        response = client.get(url)
        body = response.content.decode()
        assert response.status_code == 200, url
        assert SECRET not in body and story.lid not in body, url
    # The published sibling is there: the paths were asked the right way.
    for url in ("/api/news/shinemedee", "/api/news/search?query=мэдээ", "/api/fetch/nuuts-tag/tag", "/rss.xml"):
        assert sibling.lid in client.get(url).content.decode(), url


def test_the_embargo_lifts_at_its_time(client):
    story = factories.article(status=ArticleStatus.SCHEDULED, publish_date=timezone.now() + timezone.timedelta(hours=1))
    assert client.get(f"/api/news/read/{story.lid}").status_code == 404
    story.publish_date = timezone.now() - timezone.timedelta(seconds=1)
    story.save()
    assert client.get(f"/api/news/read/{story.lid}").status_code == 200
