"""A newsroom session left alone for NEWSROOM_IDLE_SECONDS is signed out; readers get no session at all."""
import time

import pytest
from django.test import Client

from accounts import logic
from accounts.middleware import LAST_SEEN
from accounts.models import AuditAction, AuditEvent

from .helpers import newsroom_user

pytestmark = pytest.mark.django_db


def idle_for(client: Client, seconds: int) -> None:
    session = client.session
    session[LAST_SEEN] = int(time.time()) - seconds
    session.save()


@pytest.mark.parametrize("language, message", [
    ("mn", "Та 30 минут идэвхгүй байсан тул системээс гарлаа."),
    ("en", "You were signed out after 30 minutes without activity."),
])
def test_an_idle_newsroom_session_is_signed_out(settings, language, message):
    assert settings.NEWSROOM_IDLE_SECONDS == 30 * 60
    editor = newsroom_user("chief", logic.CHIEF_EDITOR)
    client = Client()
    client.cookies["newsroom_lang"] = language
    client.force_login(editor)
    assert client.get("/admin/").status_code == 200
    idle_for(client, 29 * 60)  # still in time: the visit moves the clock on
    assert client.get("/admin/").status_code == 200
    assert int(time.time()) - client.session[LAST_SEEN] < 5

    idle_for(client, 31 * 60)
    response = client.get("/admin/news/article/?q=x")
    assert response.status_code == 302
    assert response["Location"] == "/admin/login/?next=%2Fadmin%2Fnews%2Farticle%2F%3Fq%3Dx"
    assert message in client.get(response["Location"]).content.decode()
    assert client.get("/admin/")["Location"].startswith("/admin/login/")  # signed out for good
    event = AuditEvent.objects.get(action=AuditAction.SESSION_EXPIRED)
    assert event.actor == editor
    assert not AuditEvent.objects.filter(action=AuditAction.SIGNED_OUT).exists()


def test_an_idle_session_is_not_used_outside_the_newsroom_either(settings):
    editor = newsroom_user("chief", logic.CHIEF_EDITOR)
    client = Client()
    client.force_login(editor)
    client.get("/admin/")
    idle_for(client, settings.NEWSROOM_IDLE_SECONDS + 1)
    client.get("/robots.txt")
    assert "_auth_user_id" not in client.session


def test_readers_get_no_session_cookie():
    reader = Client()
    for path in ("/robots.txt", "/api/news/list", "/admin/login/"):
        response = reader.get(path)
        assert settings_cookie() not in response.cookies, path


def settings_cookie() -> str:
    from django.conf import settings

    return settings.SESSION_COOKIE_NAME
