"""The newsroom login under guessing: a user name locks out from an address after 5 wrong passwords
(django-axes), before any password is hashed, and an address has a cap on tries whatever the name."""
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from django.utils import translation

from common.newsroom import locked_out

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor():
    cache.clear()
    return User.objects.create_user("editor", password="right-password-1", is_staff=True, is_superuser=True)


def sign_in(client: Client, username: str, password: str):
    return client.post("/admin/login/?next=/admin/", {"username": username, "password": password})


def test_five_wrong_passwords_lock_the_name_out_from_that_address_only(editor, monkeypatch):
    guesser = Client(REMOTE_ADDR="10.20.0.1")
    for n in range(4):
        assert sign_in(guesser, "editor", f"guess-{n}").status_code == 200  # the form again, with its error
    assert sign_in(guesser, "editor", "guess-4").status_code == 429  # the fifth wrong one locks it
    checked: list[str] = []
    original = User.check_password
    monkeypatch.setattr(User, "check_password", lambda self, raw: checked.append(raw) or original(self, raw))
    locked = sign_in(guesser, "editor", "right-password-1")
    assert locked.status_code == 429 and locked["Retry-After"]
    assert "Нэвтрэх оролдлого хэт олон" in locked.content.decode()  # the newsroom's language: Mongolian
    assert checked == []  # refused before any password was hashed
    english = Client(REMOTE_ADDR="10.20.0.1")
    english.cookies["newsroom_lang"] = "en"
    assert "Too many sign-in attempts" in sign_in(english, "editor", "x").content.decode()

    office = Client(REMOTE_ADDR="10.20.0.2")  # the same editor elsewhere is not locked out
    response = sign_in(office, "editor", "right-password-1")
    assert response.status_code == 302 and response["Location"] == "/admin/"


def test_a_right_password_clears_the_count(editor):
    client = Client(REMOTE_ADDR="10.20.0.3")
    for n in range(4):
        sign_in(client, "editor", f"typo-{n}")
    assert sign_in(client, "editor", "right-password-1").status_code == 302
    client.logout()
    for n in range(4):
        assert sign_in(client, "editor", f"typo-again-{n}").status_code == 200
    assert sign_in(client, "editor", "right-password-1").status_code == 302


def test_an_address_trying_many_names_is_capped(editor, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "login": "10/600"}
    sprayer = Client(REMOTE_ADDR="10.20.0.4")
    codes = [sign_in(Client(REMOTE_ADDR="10.20.0.4", HTTP_USER_AGENT=f"ua-{n}"), f"name{n}", "x").status_code
             for n in range(10)]
    assert codes == [200] * 10
    capped = sign_in(sprayer, "editor", "right-password-1")
    assert capped.status_code == 429  # over the address's cap
    # It names the cap's own window and blames the address, not a password that may have been right.
    assert capped["Retry-After"] == "600"
    assert "Таны хаягаас нэвтрэх оролдлого хэт олон" in capped.content.decode()
    assert "10 минутын дараа" in capped.content.decode() and "Нууц үг" not in capped.content.decode()
    assert sign_in(Client(REMOTE_ADDR="10.20.0.5"), "editor", "right-password-1").status_code == 302


@pytest.mark.parametrize(("cooloff", "english", "mongolian"), [
    (15, "try again in 15 minutes.", "15 минутын дараа"),
    (1, "try again in 1 minute.", "1 минутын дараа"),
])
def test_the_lockout_page_says_how_long_to_wait_in_the_right_plural(editor, settings, cooloff, english, mongolian):
    """The wait comes from settings.AXES_COOLOFF_TIME through ngettext: "1 minute", "15 minutes"."""
    settings.AXES_COOLOFF_TIME = timedelta(minutes=cooloff)
    request = Client().get("/admin/login/").wsgi_request
    request.user = editor
    with translation.override("en"):
        response = locked_out(request)
    assert english in response.content.decode() and response["Retry-After"] == str(cooloff * 60)
    with translation.override("mn"):
        assert mongolian in locked_out(request).content.decode()
