"""No lost edits (common/edit_conflicts.py) on articles and live updates: a save made after another's is
refused with who, when and what, the second editor's values kept; two saves at once, one wins."""
import threading

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from common.edit_conflicts import word_diff
from news.models import Article, LiveUpdate
from news.tests import factories

from .edit_forms import editors, form_values, opened_form, post, two_saves

pytestmark = pytest.mark.django_db


def article_url(article: Article) -> str:
    return reverse("admin:news_article_change", args=[article.pk])


def test_the_second_save_of_an_article_is_refused_with_who_when_and_what_and_keeps_the_typed_values():
    article = factories.article(title="Зам засвар эхэллээ", lead="Хуучин товч")
    url = article_url(article)

    refused, _, second = two_saves(url, {"title": "Зам засвар маргааш эхэлнэ"},
                                   {"lead": "Шинэ товч: 3 гудамж хаагдана"})

    assert refused.status_code == 200
    page = refused.content.decode()
    saved = Article.objects.get(pk=article.pk)
    when = f"{timezone.localtime(saved.updated_at):%Y-%m-%d %H:%M:%S}"
    assert "bold" in page and when in page and "хадгалсан" in page  # who and when, in Mongolian
    assert "Зам засвар эхэллээ" in page and "Зам засвар маргааш эхэлнэ" in page  # what: the title, before and after
    assert saved.title == "Зам засвар маргааш эхэлнэ" and saved.lead == "Хуучин товч"  # nothing overwritten
    shown = form_values(refused)
    assert shown["lead"] == ["Шинэ товч: 3 гудамж хаагдана"]  # the second editor's typing kept
    assert shown["title"] == ["Зам засвар маргааш эхэлнэ"]  # and the first's change taken in, not undone

    again = post(second, url, shown)  # saving again, having seen it, is deliberate: both changes stay
    assert again.status_code == 302
    saved.refresh_from_db()
    assert (saved.title, saved.lead) == ("Зам засвар маргааш эхэлнэ", "Шинэ товч: 3 гудамж хаагдана")


def test_a_field_both_changed_keeps_the_second_editors_value_and_says_so_in_english():
    article = factories.article(title="Old title", language="en")
    url = article_url(article)
    first, second = editors("bold", "saraa")
    second.cookies["newsroom_lang"] = "en"
    first_values, second_values = opened_form(first, url), opened_form(second, url)
    assert post(first, url, first_values, title="First editor's title").status_code == 302

    refused = post(second, url, second_values, title="Second editor's title")

    page = refused.content.decode()
    assert "bold saved this at" in page and "your save was not made" in page
    assert "You changed it too: the form keeps yours." in page
    assert form_values(refused)["title"] == ["Second editor's title"]


def test_the_body_change_is_shown_as_words_removed_and_added():
    assert str(word_diff("<p>Замын хөдөлгөөн маргааш хаагдана</p>", "<p>Замын хөдөлгөөн өнөөдөр хаагдана</p>")) == (
        "Замын хөдөлгөөн <del>маргааш</del> <ins>өнөөдөр</ins> хаагдана"
    )


def test_the_second_save_of_a_live_update_is_refused():
    article = factories.article(is_live=True)
    update = LiveUpdate.objects.create(article=article, title="Сонгуулийн дүн", body_html="<p>Эхний дүн</p>")
    url = reverse("admin:news_liveupdate_change", args=[update.pk])

    refused, _, _ = two_saves(url, {"title": "Сонгуулийн эцсийн дүн"}, {"body_html": "<p>Хоёр дахь дүн</p>"})

    assert refused.status_code == 200 and "Сонгуулийн эцсийн дүн" in refused.content.decode()
    update.refresh_from_db()
    assert update.body_html == "<p>Эхний дүн</p>"
    assert form_values(refused)["body_html"] == ["<p>Хоёр дахь дүн</p>"]


def test_a_post_without_the_version_mark_saves_as_before():
    """A script's or an older page's post carries no mark: nothing to compare, so it saves."""
    article = factories.article(title="Гарчиг")
    url = article_url(article)
    (editor,) = editors("bold")
    values = opened_form(editor, url)
    del values["edit_version"]
    assert post(editor, url, values, title="Шинэ гарчиг").status_code == 302


def test_the_form_says_who_else_has_the_story_open_and_the_heartbeat_keeps_it(empty_cache):
    article = factories.article()
    url = article_url(article)
    bold, saraa = editors("bold", "saraa")
    presence = reverse("admin:news_article_presence", args=[article.pk])

    assert 'class="edit-presence" id="edit-presence" role="status" hidden' in bold.get(url).content.decode()
    page = saraa.get(url).content.decode()
    assert "Одоо бас нээсэн:" in page and '<span class="edit-presence-names">bold</span>' in page
    assert bold.post(presence).json() == {"others": ["saraa"]}
    assert saraa.post(presence, {"leave": "1"}).json() == {"others": ["bold"]}
    assert bold.post(presence).json() == {"others": []}
    assert Client().post(presence).status_code == 302  # the newsroom's only: to the login
    assert bold.get(presence).status_code == 405


def test_a_successful_save_tells_the_browser_to_drop_the_text_it_kept():
    article = factories.article()
    url = article_url(article)
    (editor,) = editors("bold")
    saved = post(editor, url, opened_form(editor, url), title="Шинэ")
    assert saved.cookies["newsroom_saved"].value == url.replace("/", "%2F")


def test_the_change_form_offers_the_camera_and_keeps_text_with_its_script():
    article = factories.article()
    (editor,) = editors("bold")
    page = editor.get(article_url(article)).content.decode()
    assert 'accept="image/*"' in page  # the phone offers its camera and its gallery
    assert "edit_conflicts/change_form.js" in page and 'data-camera="Зураг авах"' in page


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks are PostgreSQL's; SQLite writes one at a time")
def test_two_saves_at_once_one_wins_and_the_other_is_refused():
    article = factories.article(title="Эхний гарчиг")
    url = article_url(article)
    clients = editors("bold", "saraa")
    values = [opened_form(client, url) for client in clients]
    barrier = threading.Barrier(2)
    codes: list[int] = []

    def save(n: int) -> None:
        barrier.wait()
        codes.append(post(clients[n], url, values[n], title=f"Гарчиг {n}").status_code)
        connection.close()

    threads = [threading.Thread(target=save, args=(n,)) for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(codes) == [200, 302]
    assert Article.history.filter(id=article.pk).count() == 2  # created, then one save: no silent second
