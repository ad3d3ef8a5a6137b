"""Another site's page cannot write as our readers: every unsafe request a browser marks as coming from
another site is refused before any view runs, with no row stored and no cookie set; the portal's own
pages, its subdomains and clients that are not browsers still write."""
import re

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client

from comments.models import Comment
from common.cross_site import is_cross_site
from config.api import api
from news.tests import factories

pytestmark = pytest.mark.django_db

EVIL = "https://evil.example"
GENEROUS = {name: "1000/60" for name in ("comment", "vote", "like", "reaction", "story_seen", "report", "token",
                                          "login")}


@pytest.fixture(autouse=True)
def generous_limits(settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, **GENEROUS}
    cache.clear()
    yield
    cache.clear()


def post_operations() -> list[str]:
    """Every POST path the API declares, with a placeholder for each path parameter."""
    schema = api.get_openapi_schema()
    paths = [path for path, operations in schema["paths"].items() if "post" in operations]
    return [re.sub(r"\{[^}]+\}", "1", path) for path in paths]


def comment_insert(client: Client, article, **headers):
    data = {"commentBody": "Сайн мэдээ байна", "commentBy": "Бат", "emoticid": "0", "parentid": ""}
    return client.post(f"/api/{article.lid}/r/comment-insert", data, **headers)


def test_every_post_operation_refuses_another_sites_page_and_sets_no_cookie():
    operations = post_operations()
    assert len(operations) >= 25  # the comments, likes, reactions, votes, views, impressions and POST reads
    for path in operations:
        for headers in ({"HTTP_SEC_FETCH_SITE": "cross-site", "HTTP_ORIGIN": EVIL},
                        {"HTTP_ORIGIN": EVIL}, {"HTTP_ORIGIN": "null"}):
            response = Client().post(path, {"id": "1"}, **headers)
            assert response.status_code == 403, (path, headers, response.status_code)
            assert response.json()["code"] == "cross_site"
            assert not response.cookies, (path, response.cookies)


def test_a_cross_site_comment_is_not_stored_and_the_readers_cookie_stays():
    article = factories.article()
    reader = Client()
    assert comment_insert(reader, article, HTTP_SEC_FETCH_SITE="same-origin").json()["status"] == "success"
    cookie = reader.cookies["rid"].value

    refused = comment_insert(reader, article, HTTP_SEC_FETCH_SITE="cross-site", HTTP_ORIGIN=EVIL)

    assert refused.status_code == 403 and "rid" not in refused.cookies
    assert reader.cookies["rid"].value == cookie
    assert Comment.objects.count() == 1
    article.refresh_from_db()
    assert article.comment_count == 1


def test_the_refusal_is_in_the_readers_language():
    mongolian = Client().post("/api/news/view", {"id": 1}, HTTP_SEC_FETCH_SITE="cross-site").json()
    english = Client().post("/api/news/view?lang=en", {"id": 1}, HTTP_SEC_FETCH_SITE="cross-site").json()
    assert mongolian["message"].startswith("Өөр вэб сайтаас")
    assert english["message"].startswith("This request came from another website")


@pytest.mark.parametrize("headers", [
    {"HTTP_SEC_FETCH_SITE": "same-origin", "HTTP_ORIGIN": "http://testserver"},
    {"HTTP_SEC_FETCH_SITE": "same-site", "HTTP_ORIGIN": "https://embed.testserver"},  # the portal's own subdomain
    {"HTTP_ORIGIN": "http://testserver"},  # an older browser: Origin only
    {},  # not a browser: no reader's cookie rides along by accident
])
def test_the_portals_own_pages_and_other_clients_still_write(headers):
    article = factories.article()
    response = comment_insert(Client(), article, **headers)
    assert response.status_code == 200 and response.json()["status"] == "success"
    assert response.cookies["rid"].value


def test_reads_from_another_site_are_not_refused():
    assert Client().get("/api/cache/news/shinemedee", HTTP_SEC_FETCH_SITE="cross-site").status_code == 200


@pytest.mark.parametrize(("origin", "host", "refused"), [
    ("http://127.0.0.1:8000", "127.0.0.1:8000", False),
    ("http://portal.mn", "portal.mn", False),  # nginx passes $host without the port
    ("http://portal.mn:8080", "portal.mn", False),
    ("http://portal.mn.evil.example", "portal.mn", True),
    ("http://evil.example:8000", "127.0.0.1:8000", True),
    ("null", "127.0.0.1:8000", True),
    ("not a url", "127.0.0.1:8000", True),
])
def test_origin_without_fetch_metadata(rf, origin, host, refused):
    request = rf.post("/api/news/view", HTTP_ORIGIN=origin, HTTP_HOST=host)
    assert is_cross_site(request) is refused


def test_the_newsroom_login_refuses_another_sites_form_and_never_lands_on_a_missing_page():
    User.objects.create_user("desk", password="right-password-1", is_staff=True)
    forged = Client().post("/admin/login/", {"username": "desk", "password": "right-password-1"},
                           HTTP_SEC_FETCH_SITE="cross-site", HTTP_ORIGIN=EVIL)
    assert forged.status_code == 403 and "sessionid" not in forged.cookies

    unsafe_next = Client().post("/admin/login/?next=https://evil.example/", {
        "username": "desk", "password": "right-password-1"}, HTTP_SEC_FETCH_SITE="same-origin")
    assert unsafe_next.status_code == 302 and unsafe_next["Location"] == "/admin/"

