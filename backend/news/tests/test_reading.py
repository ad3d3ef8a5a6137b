import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from news import reading
from news.models import Article, ArticleStatus, MegaProject, ReactionKind, Tag
from performance import table_copies

from . import factories

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def test_read_returns_the_full_article_with_blocks_tags_and_reactions(client):
    ReactionKind.objects.create(code="like", emoji="👍", name_mn="Таалагдлаа", name_en="Like")
    tag = Tag.objects.create(name="Уул уурхай", slug="uul-uurhai")
    item = factories.article(body_html="<p>Нэг</p><blockquote>Ишлэл</blockquote>")
    item.tags.add(tag)
    body = client.get(f"/api/news/read/{item.lid}").json()["entity"]
    assert body["lid"] == item.lid and body["language"] == "mn"
    assert [b["type"] for b in body["body_blocks"]] == ["paragraph", "quote"]
    assert body["tags"] == [{"id": tag.id, "name": "Уул уурхай", "slug": "uul-uurhai"}]
    assert body["emotics"][0]["code"] == "like" and body["emotics"][0]["count"] == 0
    assert body["is_outdated"] is False


def test_old_articles_are_marked_outdated(client):
    item = factories.article(publish_date=timezone.now() - timezone.timedelta(days=400))
    assert client.get(f"/api/news/read/{item.lid}").json()["entity"]["is_outdated"] is True


def test_drafts_and_unknown_articles_are_404(client):
    draft = factories.article(status="draft")
    assert client.get(f"/api/news/read/{draft.lid}").status_code == 404
    assert client.get("/api/news/read/nope").json()["code"] == "not_found"


def test_related_by_category_and_by_shared_tags(client):
    cat = factories.category()
    tag = Tag.objects.create(name="Төмөр зам", slug="tomor-zam")
    item = factories.article(category=cat)
    item.tags.add(tag)
    same_category = factories.article(category=cat)
    tagged = factories.article()
    tagged.tags.add(tag)
    body = client.post("/api/news/related", {"newsid": item.lid}).json()
    assert [i["id"] for i in body["relatedNewsByCategory"]] == [same_category.id]
    assert [i["id"] for i in body["directRelatedNews"]] == [tagged.id]


def test_related_accepts_json_bodies_too(client):
    item = factories.article()
    response = client.post("/api/news/related", {"newsid": item.lid}, content_type="application/json")
    assert response.status_code == 200
    broken = client.post("/api/news/related", "{not json", content_type="application/json")
    assert broken.status_code == 400 and broken.json()["status"] == "error"


def test_next_is_the_previous_article_in_publication_order(client):
    older = factories.article(publish_date=timezone.now() - timezone.timedelta(hours=5))
    newer = factories.article(publish_date=timezone.now() - timezone.timedelta(hours=1))
    assert client.post(f"/api/next/{newer.id}").json()["nextNews"]["id"] == older.id
    assert client.post(f"/api/next/{older.id}").json()["nextNews"] is None
    assert client.post("/api/next/99999999999999999999").status_code == 404


def test_views_and_shares_count_once_per_reader_and_do_not_flush_the_cache(client):
    item = factories.article()
    client.get("/api/cache/news/shinemedee")
    first = client.post("/api/news/view", {"newsid": item.lid}).json()
    again = client.post("/api/news/view", {"newsid": item.lid}).json()
    assert first["views"] == 1 and again["views"] == 1
    assert client.post("/api/news/share", {"newsid": item.lid}).json()["totalFavCount"] == 1
    other_reader = client.post("/api/news/view", {"newsid": item.lid}, REMOTE_ADDR="10.9.9.9").json()
    assert other_reader["views"] == 2
    assert Article.objects.get(pk=item.pk).view_count == 2


def test_a_view_is_found_and_counted_in_one_statement_and_never_counts_what_readers_cannot_see(client):
    item = factories.article()
    with CaptureQueriesContext(connection) as queries:
        assert client.post("/api/news/view", {"newsid": item.lid}).json()["views"] == 1
    assert len(queries) == 1, [query["sql"] for query in queries]
    draft = factories.article(status=ArticleStatus.DRAFT)
    later = factories.article(publish_date=timezone.now() + timezone.timedelta(hours=1))
    for hidden in (draft, later, None):
        answer = client.post("/api/news/view", {"newsid": hidden.lid if hidden else "no-such-story"})
        assert answer.status_code == 404 and answer.json()["code"] == "not_found"
    assert Article.objects.filter(pk__in=[draft.pk, later.pk], view_count__gt=0).count() == 0


def test_brief_tag_year_and_mega_lists(client):
    brief = factories.article(is_brief=True)
    tag = Tag.objects.create(name="Наадам", slug="naadam", is_featured=True)
    tagged = factories.article()
    tagged.tags.add(tag)
    project = MegaProject.objects.create(title="Шинэ Улаанбаатар")
    in_project = factories.article(mega_project=project)

    assert [i["id"] for i in client.get("/api/brief").json()["brief"]] == [brief.id]
    by_tag = client.get("/api/fetch/naadam/tag").json()
    assert [i["id"] for i in by_tag["shinemedee_list"]] == [tagged.id] and by_tag["tag"]["name"] == "Наадам"
    assert client.get("/api/fetch/unknown/tag").status_code == 404
    year = client.get(f"/api/tagmedee?year={timezone.localdate().year}").json()
    assert year["tagmedee_main"][0]["slug"] == "naadam" and year["tagmedee_list"][0]["id"] == tagged.id
    older = factories.article(publish_date=timezone.now() - timezone.timedelta(days=800))
    older.tags.add(tag)
    factories.article(publish_date=timezone.now() - timezone.timedelta(days=400))  # no featured tag
    factories.article(publish_date=timezone.now() - timezone.timedelta(days=1200), status="draft").tags.add(tag)
    this_year = timezone.localdate().year
    years = client.get(f"/api/tagmedee?year={this_year - 1}").json()["years"]
    assert years == [this_year, timezone.localtime(older.publish_date).year]
    assert client.get("/api/tagmedee?year=1").status_code == 400
    assert client.get("/api/tagmedee?year=0").status_code == 400
    mega = client.get("/api/getMegaData").json()
    assert mega["project"]["id"] == project.id and [i["id"] for i in mega["items"]] == [in_project.id]
    assert client.get(f"/api/getMegaData?projectid={project.id}&contid={in_project.id}").json()["content"]["id"] == (
        in_project.id
    )
    assert client.get("/api/getMegaData?projectid=424242").status_code == 404


def test_an_articles_references_come_from_memory_yet_follow_the_newsroom(client):
    """news/refs.py: the reference tables are read once per content version and process; after that
    an article and a page of cards of any category read no reference, and an editor's rename reaches
    the next read (it bumps the content version)."""
    section, kind, reporter = factories.category(name_mn="Спорт"), factories.news_type(), factories.provider()
    first = factories.article(category=section, news_type=kind, provider=reporter)
    other = factories.article(category=factories.category(name_mn="Эдийн засаг"), provider=factories.provider())
    with CaptureQueriesContext(connection) as cold:
        assert reading.get_article(first.lid).category.name_mn == "Спорт"
    with CaptureQueriesContext(connection) as warm:
        article = reading.get_article(other.lid)
        assert article.category.name_mn == "Эдийн засаг" and article.provider == other.provider
        assert article.mega_project is None
    whole_tables = [q["sql"] for q in cold.captured_queries if "WHERE" not in q["sql"]]
    assert len(whole_tables) == len(cold) - len(warm) == 3, "category, news type and provider: each once, whole"
    with CaptureQueriesContext(connection) as cards:
        listed = client.get("/api/news/shinemedee?size=20").json()["shinemedee_list"]
    assert len(cards) == 1 and {item["newstyppe"]["name"] for item in listed} == {"Спорт", "Эдийн засаг"}
    assert "JOIN" not in cards.captured_queries[0]["sql"]

    section.name_mn = "Спорт, тамир"
    section.save()
    assert reading.get_article(first.lid).category.name_mn == "Спорт, тамир"
    renamed = client.get("/api/news/shinemedee").json()["shinemedee_list"]
    assert next(item for item in renamed if item["lid"] == first.lid)["newstyppe"]["name"] == "Спорт, тамир"


def test_an_article_is_read_without_its_body_source_or_search_copies(client):
    """The read selects what the answer shows: the parsed blocks, not the body's HTML nor its folded search
    text (three copies of the body in one row), and nothing deferred is loaded afterwards."""
    item = factories.article(body_html="<p>" + "Урт өгүүлбэр. " * 200 + "</p>")
    with CaptureQueriesContext(connection) as queries:
        response = client.get(f"/api/news/read/{item.lid}").json()
    article_sql = next(q["sql"] for q in queries.captured_queries if '"lid"' in q["sql"])
    assert "body_blocks" in article_sql
    assert "body_html" not in article_sql
    assert "Урт өгүүлбэр." in response["entity"]["body_blocks"][0]["html"]
    assert not any("body_html" in q["sql"] for q in queries.captured_queries)


def test_a_reference_table_too_large_to_keep_is_read_by_id(client, monkeypatch):
    """A table over table_copies.TABLE_ROWS is not kept whole: each read asks for the rows it points to."""
    monkeypatch.setattr(table_copies, "TABLE_ROWS", 1)
    first = factories.article(provider=factories.provider(name_mn="Бат"))
    second = factories.article(provider=factories.provider(name_mn="Дорж"))
    client.get("/api/news/shinemedee?size=20")  # finds the tables too large, and remembers it
    with CaptureQueriesContext(connection) as queries:
        listed = client.get("/api/news/shinemedee?size=20").json()["shinemedee_list"]
    by_lid = {item["lid"]: item["provider"]["name"] for item in listed}
    assert by_lid == {first.lid: "Бат", second.lid: "Дорж"}
    lookups = [q["sql"] for q in queries.captured_queries[1:]]
    assert lookups and all(" IN (" in sql for sql in lookups), lookups
