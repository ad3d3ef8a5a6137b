"""An article's revisions in the newsroom: each save is one, with its editor; readers' counters make
none; the history lists what changed, in Mongolian and English; a restore is a normal save."""
import importlib

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from common.word_diff import word_diff
from news import reading, revisions
from news.models import Article, ReactionKind
from search.models import SearchDocument

from . import factories

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def generous_limits(settings):
    settings.THROTTLE_RATES = {"comment": "1000/60", "reaction": "1000/60"}
    cache.clear()
    yield
    cache.clear()


def change_form(article: Article, **overrides) -> dict:
    """The article's change form as the browser posts it (no correction)."""
    publish = timezone.localtime(article.publish_date)
    data = {
        "language": article.language, "title": article.title, "lead": article.lead, "body_html": article.body_html,
        "status": article.status, "publish_date_0": f"{publish:%Y-%m-%d}", "publish_date_1": f"{publish:%H:%M:%S}",
        "category": article.category_id, "news_type": article.news_type_id, "special_kind": "",
        "image_caption": article.image_caption, "video_url": "",
        "corrections-TOTAL_FORMS": "0", "corrections-INITIAL_FORMS": "0",
    }
    return data | overrides


def edit(client, article: Article, **overrides) -> None:
    response = client.post(reverse("admin:news_article_change", args=[article.pk]), change_form(article, **overrides))
    assert response.status_code == 302, response.content[:3000]


def test_a_newsroom_save_is_a_revision_with_its_editor(editor_client):
    article = factories.article(title="Төсвийн тодотгол", body_html="<p>Эхний хувилбар.</p>")
    assert article.history.count() == 1 and article.history.get().history_type == "+"
    edit(editor_client, article, title="Төсвийн тодотгол батлагдлаа")
    latest = article.history.latest()
    assert article.history.count() == 2
    assert latest.title == "Төсвийн тодотгол батлагдлаа" and latest.history_user.username == "editor"


def test_readers_counters_make_no_revision(client, settings):
    article = factories.article()
    like = ReactionKind.objects.create(code="like", emoji="👍", name_mn="Таалагдлаа", name_en="Like")
    before = article.history.count()
    assert client.post("/api/news/view", {"newsid": article.lid}).json()["views"] == 1
    assert client.post("/api/news/share", {"newsid": article.lid}).json()["totalFavCount"] == 1
    reading.count_view(article.lid, is_first=True)
    assert client.post(f"/api/reaction/{article.id}", {"reactionId": like.id}).json()["status"] == "success"
    comment = {"commentBody": "Сонирхолтой мэдээ байна", "commentBy": "Бат", "emoticid": "0", "parentid": ""}
    assert client.post(f"/api/{article.lid}/r/comment-insert", comment).json()["status"] == "success"
    article.refresh_from_db()
    assert (article.view_count, article.share_count, article.comment_count) == (2, 1, 1)
    assert article.history.count() == before


def test_the_history_lists_who_when_and_what_changed_in_mongolian(editor_client):
    article = factories.article(title="Хуучин гарчиг", body_html="<p>Улсын төсвийг 12 их наяд төгрөгөөр баталлаа.</p>")
    edit(editor_client, article, title="Шинэ гарчиг",
         body_html="<p>Улсын төсвийг 14 их наяд төгрөгөөр баталлаа.</p>")
    page = editor_client.get(reverse("admin:news_article_history", args=[article.pk])).content.decode()
    assert "«Шинэ гарчиг» мэдээний хувилбарууд" in page
    for words in ("Хувилбар", "Редактор", "Юу өөрчлөгдсөн", "Зассан", "Үүсгэсэн", "2 хувилбар", "editor"):
        assert words in page, words
    assert "<strong>Гарчиг:</strong> Хуучин гарчиг&nbsp;&rarr; Шинэ гарчиг" in page
    assert "Нийтлэх цаг" not in page  # saved again to the second: no change to show
    assert "<del>12</del> <ins>14</ins>" in page  # the body as a word diff


def test_the_history_speaks_english_to_an_english_editor(editor_client):
    article = factories.article(title="Old title")
    edit(editor_client, article, title="New title")
    editor_client.get("/admin/language/en/")
    page = editor_client.get(reverse("admin:news_article_history", args=[article.pk])).content.decode()
    assert "Revisions of “New title”" in page and "What changed" in page and "Edited" in page
    assert "<strong>Title:</strong> Old title&nbsp;&rarr; New title" in page


def test_a_restore_brings_back_the_text_and_its_blocks_for_readers(editor_client):
    client = Client()  # a reader
    article = factories.article(title="Анхны гарчиг", body_html="<p>Анхны бичвэр.</p>")
    first = article.history.get()
    assert client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]["title"] == "Анхны гарчиг"
    edit(editor_client, article, title="Алдаатай гарчиг", body_html="<h2>Алдаатай</h2><p>Алдаатай бичвэр.</p>")
    assert client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]["title"] == "Алдаатай гарчиг"

    revision_page = reverse("admin:news_article_simple_history", args=[article.pk, first.history_id])
    shown = editor_client.get(revision_page).content.decode()
    assert "Энэ хувилбарыг сэргээх" in shown and "Анхны гарчиг" in shown
    article.refresh_from_db()
    response = editor_client.post(revision_page, change_form(article, title=first.title, body_html=first.body_html),
                                  follow=True)
    assert "үеийн хувилбарыг сэргээлээ" in response.content.decode()

    article.refresh_from_db()
    assert (article.title, article.body_html) == ("Анхны гарчиг", "<p>Анхны бичвэр.</p>")
    assert [block["type"] for block in article.body_blocks] == ["paragraph"]
    indexed = SearchDocument.objects.get(article=article)  # search reads the restored text
    assert "алдаатай" not in indexed.title + indexed.body and "бичвэр" in indexed.body
    read = client.get(f"/api/cache/news/read/{article.lid}").json()["entity"]
    assert read["title"] == "Анхны гарчиг" and "Алдаатай" not in str(read)
    restore = article.history.latest()
    assert restore.history_change_reason == f"{revisions.RESTORED}{first.history_id}"
    assert restore.history_user.username == "editor"
    history = editor_client.get(reverse("admin:news_article_history", args=[article.pk])).content.decode()
    assert "үеийн хувилбарыг сэргээсэн" in history


def test_a_restore_keeps_the_readers_counters(editor_client):
    article = factories.article(title="Эхний")
    first = article.history.get()
    edit(editor_client, article, title="Дараах")
    Article.objects.filter(pk=article.pk).update(view_count=40, share_count=3)
    revision_page = reverse("admin:news_article_simple_history", args=[article.pk, first.history_id])
    article.refresh_from_db()
    editor_client.post(revision_page, change_form(article, title="Эхний"))
    article.refresh_from_db()
    assert article.title == "Эхний" and (article.view_count, article.share_count) == (40, 3)


def test_the_body_diff_marks_words_and_keeps_little_context():
    before = "<p>" + " ".join(f"үг{n}" for n in range(40)) + "</p>"
    after = before.replace("үг20", "шинэ")
    diff = word_diff(before, after)
    assert "<del>үг20</del> <ins>шинэ</ins>" in diff
    assert "үг12" in diff and "үг11" not in diff and "…" in diff
    assert "&lt;script" in word_diff("<p>a</p>", "<p>a &lt;script&gt;</p>")


def test_articles_saved_before_revisions_were_kept_get_a_baseline_to_restore(editor_client):
    from django.apps import apps

    baseline = importlib.import_module("news.migrations.0013_article_revisions").keep_a_baseline
    article = factories.article(title="Хуучин мэдээ")
    article.history.all().delete()  # as the migration finds an article saved before it
    baseline(apps, None)
    kept = article.history.get()
    assert (kept.title, kept.history_change_reason) == ("Хуучин мэдээ", revisions.BASELINE)
    edit(editor_client, article, title="Засварласан мэдээ")
    page = editor_client.get(reverse("admin:news_article_history", args=[article.pk])).content.decode()
    assert "Байсан хэвээр нь хадгалсан" in page and "Хуучин мэдээ&nbsp;&rarr; Засварласан мэдээ" in page


def test_a_list_action_is_a_revision_named_by_the_middleware(editor_client):
    draft = factories.article(status="draft", title="Ноорог")
    response = editor_client.post("/admin/news/article/", {"action": "publish_now", "_selected_action": [draft.pk]})
    assert response.status_code == 302
    latest = draft.history.latest()
    assert latest.status == "published" and latest.history_user.username == "editor"


def test_a_revision_from_before_publication_opens_with_the_articles_status_now(editor_client):
    article = factories.article(status="draft", title="Ноорог гарчиг")
    draft = article.history.get()
    edit(editor_client, article, status="published", title="Нийтэлсэн гарчиг")
    page = editor_client.get(reverse("admin:news_article_simple_history", args=[article.pk, draft.history_id]))
    form = page.context["adminform"].form
    assert form["title"].value() == "Ноорог гарчиг" and form["status"].value() == "published"
