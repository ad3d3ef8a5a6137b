"""The newsroom: an editor writes, schedules, publishes and finds articles in the admin."""
import json

import pytest
from django.utils import timezone

from common import cache_tags
from news.models import Article, ArticleStatus, Photo, Tag

from . import factories

pytestmark = pytest.mark.django_db


def form_data(**overrides) -> dict:
    cat, kind = factories.category(), factories.news_type()
    publish = timezone.localtime() + timezone.timedelta(hours=3)
    data = {
        "language": "mn",
        "title": "Шинэ хууль батлагдлаа",
        "lead": "Товч",
        "body_html": '<p>Эх <img src=x onerror="alert(1)"> бичвэр</p><script>alert(2)</script>',
        "status": ArticleStatus.PUBLISHED,
        "publish_date_0": publish.strftime("%Y-%m-%d"),
        "publish_date_1": publish.strftime("%H:%M:%S"),
        "category": cat.id,
        "news_type": kind.id,
        "special_kind": "",
        "image_caption": "",
        "video_url": "",
        # The corrections inline (corrections/admin.py) with no correction: its formset's management form.
        "corrections-TOTAL_FORMS": "0",
        "corrections-INITIAL_FORMS": "0",
    }
    return data | overrides


def test_editor_schedules_an_article_that_appears_at_its_time(editor_client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    data = form_data(image=factories.png_upload())
    response = editor_client.post("/admin/news/article/add/", data, follow=True)
    assert response.redirect_chain, response.content[:2000]
    article = Article.objects.get(title="Шинэ хууль батлагдлаа")
    assert article.status == ArticleStatus.SCHEDULED
    # "Published" was picked: the newsroom says it became scheduled, and for when.
    when = timezone.localtime(article.publish_date)
    shown = [str(message) for message in response.context["messages"]]
    notice = f"Нийтлэх цаг ирээдүйд байгаа тул товлолоо: {when:%Y-%m-%d %H:%M}."
    assert any(notice in message for message in shown), shown
    assert "onerror" not in article.body_html and "<script" not in article.body_html
    assert article.renditions and "480" in article.renditions
    assert not Article.objects.published().filter(pk=article.pk).exists()
    assert Article.objects.published(article.publish_date + timezone.timedelta(seconds=1)).filter(pk=article.pk)


def test_editor_saves_a_draft_that_readers_do_not_see(editor_client, client):
    editor_client.post("/admin/news/article/add/", form_data(status=ArticleStatus.DRAFT, title="Ноорог"))
    assert Article.objects.get(title="Ноорог").status == ArticleStatus.DRAFT
    assert not Article.objects.published().filter(title="Ноорог").exists()


def test_publish_now_action_and_search(editor_client):
    draft = factories.article(status=ArticleStatus.DRAFT, title="Эрчим хүчний үнэ")
    response = editor_client.post(
        "/admin/news/article/", {"action": "publish_now", "_selected_action": [draft.pk]}
    )
    assert response.status_code == 302
    draft.refresh_from_db()
    assert draft.status == ArticleStatus.PUBLISHED and draft.publish_date <= timezone.now()
    found = editor_client.get("/admin/news/article/?q=Эрчим")
    assert "Эрчим хүчний үнэ" in found.content.decode()
    filtered = editor_client.get("/admin/news/article/?status__exact=draft")
    assert "Эрчим хүчний үнэ" not in filtered.content.decode()


def test_every_admin_changelist_opens(editor_client):
    from django.contrib import admin

    for model in admin.site._registry:
        url = f"/admin/{model._meta.app_label}/{model._meta.model_name}/"
        assert editor_client.get(url).status_code == 200, url
        assert editor_client.get(url + "add/").status_code in (200, 403), url + "add/"


def publish_draft(editor_client, draft: Article, shown: timezone.datetime, **overrides) -> Article:
    """Posts the draft's change form with the status set to published, as the browser sends it
    (the date fields plus their hidden initial copies)."""
    shown = timezone.localtime(shown)
    data = form_data(
        title=draft.title, category=draft.category_id, news_type=draft.news_type_id,
        publish_date_0=shown.strftime("%Y-%m-%d"), publish_date_1=shown.strftime("%H:%M:%S"),
        **{"initial-publish_date_0": timezone.localtime(draft.publish_date).strftime("%Y-%m-%d"),
           "initial-publish_date_1": timezone.localtime(draft.publish_date).strftime("%H:%M:%S")},
    ) | overrides
    response = editor_client.post(f"/admin/news/article/{draft.pk}/change/", data)
    assert response.status_code == 302, response.content[:2000]
    draft.refresh_from_db()
    return draft


def test_a_draft_published_from_its_form_goes_out_now_not_on_its_old_date(editor_client):
    yesterday = (timezone.now() - timezone.timedelta(days=1)).replace(microsecond=0)
    draft = factories.article(status=ArticleStatus.DRAFT, title="Өчигдрийн ноорог", publish_date=yesterday)
    before = timezone.now()

    published = publish_draft(editor_client, draft, shown=yesterday)

    assert published.status == ArticleStatus.PUBLISHED
    assert before <= published.publish_date <= timezone.now()


def test_an_editor_backdating_a_draft_keeps_the_date_they_chose(editor_client):
    yesterday = (timezone.now() - timezone.timedelta(days=1)).replace(microsecond=0)
    draft = factories.article(status=ArticleStatus.DRAFT, title="Хуучин мэдээ", publish_date=yesterday)
    chosen = yesterday - timezone.timedelta(days=2)

    published = publish_draft(editor_client, draft, shown=chosen)

    assert (published.status, published.publish_date) == (ArticleStatus.PUBLISHED, chosen)


def test_an_article_takes_only_tags_of_its_own_language(editor_client):
    mongolian = Tag.objects.create(name="Агаарын бохирдол", slug="агаарын-бохирдол", language="mn")
    english = Tag.objects.create(name="Air pollution", slug="air-pollution", language="en")

    refused = editor_client.post("/admin/news/article/add/",
                                 form_data(language="en", title="Smog", tags=[mongolian.id, english.id]))
    assert refused.status_code == 200 and not Article.objects.filter(title="Smog").exists()
    assert refused.context["adminform"].form.errors["tags"] == ["Мэдээний хэл дээр биш: Агаарын бохирдол."]

    saved = editor_client.post("/admin/news/article/add/", form_data(language="en", title="Smog", tags=[english.id]))
    assert saved.status_code == 302
    assert list(Article.objects.get(title="Smog").tags.all()) == [english]


def test_an_editor_pins_a_story_as_the_front_page_lead_in_mongolian(editor_client, client):
    older = factories.article(title="Өчигдрийн гол мэдээ", publish_date=timezone.now() - timezone.timedelta(hours=20))
    factories.article(special_kind="tom")
    listing = editor_client.get("/admin/news/article/").content.decode()
    assert "Нүүр хуудасны тэргүүн мэдээ болгох (12 цаг)" in listing and "Lead the front page" not in listing
    response = editor_client.post(
        "/admin/news/article/", {"action": "pin_lead", "_selected_action": [older.pk]}, follow=True
    )
    assert "1 мэдээ 12 цагийн турш нүүр хуудасны тэргүүнд байна." in response.content.decode()
    older.refresh_from_db()
    assert timezone.timedelta(hours=11) < older.pinned_until - timezone.now() <= timezone.timedelta(hours=12)
    assert client.get("/api/cache/news/specials").json()["ontslohNewsList"]["tom"][0]["id"] == older.id
    editor_client.post("/admin/news/article/", {"action": "unpin_lead", "_selected_action": [older.pk]})
    assert client.get("/api/cache/news/specials").json()["ontslohNewsList"]["tom"][0]["id"] != older.id
    form = editor_client.get(f"/admin/news/article/{older.pk}/change/").content.decode()
    assert "нүүр хуудасны тэргүүнд байх хугацаа" in form.lower()


def test_the_article_screens_speak_mongolian(editor_client):
    """The newsroom is Mongolian: Django's own words and the portal's (news/locale)."""
    factories.article(title="Жагсаалтын мэдээ")
    listing = editor_client.get("/admin/news/article/").content.decode()
    assert "Одоо нийтлэх" in listing and "Төлөв" in listing and "Publish now" not in listing
    form = editor_client.get("/admin/news/article/add/").content.decode()
    for label in ("Гарчиг:", "Товч агуулга:", "Нийтлэх цаг:", "Ангилал:", "Түлхүүр үгс:", "Нийтлэлт"):
        assert label in form, label
    for english in ("Title:", "Publish date:", "Placement"):
        assert english not in form, english
    assert '<option value="draft" selected>Ноорог</option>' in form


def test_a_photo_uploaded_for_the_body_gives_the_address_an_article_body_takes(editor_client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    shown = (cache_tags.ANY, cache_tags.NEWS_LISTS, cache_tags.NEWS_META)
    version = cache_tags.version_of(*shown)
    response = editor_client.post("/admin/news/photo/add/",
                                  {"image": factories.png_upload(2000, 1000), "caption": "Сүхбаатарын талбай"},
                                  follow=True)
    assert response.status_code == 200
    photo = Photo.objects.get(caption="Сүхбаатарын талбай")
    assert cache_tags.version_of(*shown) == version, "an upload alone changes no page: the caches stay"
    assert photo.body_url.endswith("-960.webp") and (tmp_path / photo.body_url.removeprefix("/media/")).exists()
    listing = editor_client.get("/admin/news/photo/").content.decode()
    assert f'readonly value="{photo.body_url}"' in listing and "Бичвэрт оруулах хаяг" in listing
    # Pasted into the editor's picture button, it is kept on save and read as the body's picture.
    article = factories.article(body_html=f'<p>Өглөө.</p><img src="{photo.body_url}" alt="Талбай">')
    assert {"type": "image", "src": photo.body_url, "alt": "Талбай", "caption": ""} in article.body_blocks
    form = editor_client.get("/admin/news/article/add/").content.decode()
    assert "«Бичвэрийн зургууд» хэсэгт зургаа байршуулж" in form


def test_a_photo_an_article_shows_cannot_be_deleted(editor_client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    shown, unused = (Photo.objects.create(image=factories.png_upload(name=f"{n}.png")) for n in ("shown", "unused"))
    article = factories.article(title="Талбайн мэдээ", body_html=f'<img src="{shown.body_url}" alt="">')
    page = editor_client.get(f"/admin/news/photo/{shown.pk}/delete/").content.decode()
    assert f'href="/admin/news/article/{article.pk}/change/">Талбайн мэдээ</a>' in page
    editor_client.post(f"/admin/news/photo/{shown.pk}/delete/", {"post": "yes"})
    assert Photo.objects.filter(pk=shown.pk).exists()
    # Both at once from the list: refused while one of them is shown, and nothing is deleted.
    editor_client.post("/admin/news/photo/", {"action": "delete_selected", "_selected_action": [shown.pk, unused.pk],
                                               "post": "yes"})
    assert Photo.objects.count() == 2
    editor_client.post(f"/admin/news/photo/{unused.pk}/delete/", {"post": "yes"})
    assert not Photo.objects.filter(pk=unused.pk).exists()


def test_the_body_editors_dialogs_speak_the_newsrooms_language(editor_client):
    """The editor's figure and table dialogs take their words from the admin's JavaScript strings."""
    def in_catalog(word: str, catalog: str) -> bool:
        return json.dumps(word)[1:-1] in catalog  # the catalog is JSON with its letters escaped

    mongolian = editor_client.get("/admin/jsi18n/").content.decode()
    for word in ("Зураг оруулах", "Хүснэгт оруулах", "Болих", "Багана"):
        assert in_catalog(word, mongolian), word

    editor_client.cookies["newsroom_lang"] = "en"
    english = editor_client.get("/admin/jsi18n/").content.decode()
    assert not in_catalog("Зураг оруулах", english) and not in_catalog("Болих", english)


def test_the_body_editors_toolbar_names_its_buttons_in_the_newsrooms_language(editor_client):
    """The toolbar's buttons come named in English; the form's script looks each name up in the catalog."""
    for form in ("/admin/news/article/add/", "/admin/news/liveupdate/add/"):
        assert "news/admin/editor_labels.js" in editor_client.get(form).content.decode(), form
    catalog = editor_client.get("/admin/jsi18n/").content.decode()
    for english, mongolian in (("bold", "Тод"), ("insert link", "Холбоос оруулах"), ("heading 2", "Гарчиг 2"),
                               ("undo", "Буцаах"), ("Merge cells", "Нүд нэгтгэх")):
        assert f'"{english}": "{json.dumps(mongolian)[1:-1]}"' in catalog, english
