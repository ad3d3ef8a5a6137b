"""The newsroom's language: Mongolian by default, English for an editor who picks it; readers unaffected."""
import pytest

from news.tests import factories

pytestmark = pytest.mark.django_db


def test_an_editor_switches_the_newsroom_to_english_and_back(editor_client):
    factories.article()
    page = editor_client.get("/admin/news/article/").content.decode()
    assert '<html lang="mn"' in page and "Одоо нийтлэх" in page
    assert 'href="/admin/language/en/?next=/admin/news/article/"' in page

    switched = editor_client.get("/admin/language/en/?next=/admin/news/article/")
    assert switched.status_code == 302 and switched["Location"] == "/admin/news/article/"
    assert switched.cookies["newsroom_lang"].value == "en" and switched.cookies["newsroom_lang"]["httponly"]
    english = editor_client.get("/admin/news/article/add/").content.decode()
    assert '<html lang="en"' in english
    for label in ("Title:", "Publish time:", "Placement", "Save and continue editing"):
        assert label in english, label
    assert "Гарчиг:" not in english and 'href="/admin/language/mn/?next=/admin/news/article/add/"' in english

    editor_client.get("/admin/language/mn/")
    assert "Гарчиг:" in editor_client.get("/admin/news/article/add/").content.decode()


def test_the_switch_goes_back_only_inside_the_newsroom_and_knows_two_languages(editor_client):
    for unsafe in ("https://evil.example/", "//evil.example/admin/", "/en/"):
        response = editor_client.get("/admin/language/en/", {"next": unsafe})
        assert response["Location"] == "/admin/", unsafe
    assert editor_client.get("/admin/language/fr/").status_code == 404


def test_only_staff_may_switch(client):
    response = client.get("/admin/language/en/")
    assert response.status_code == 302 and response["Location"].startswith("/admin/login/")
    assert "newsroom_lang" not in response.cookies


def test_readers_pages_and_the_api_ignore_the_newsroom_cookie(client):
    article = factories.article(title="Уншигчийн мэдээ")
    client.cookies["newsroom_lang"] = "en"
    page = client.get("/").content.decode()
    assert '<html lang="mn"' in page
    error = client.get("/api/news/read/nosuchlid").json()
    mongolian = client.get("/api/news/read/nosuchlid", HTTP_ACCEPT_LANGUAGE="mn").json()
    assert error == mongolian
    assert client.get(f"/api/news/read/{article.lid}").json()["entity"]["title"] == "Уншигчийн мэдээ"
