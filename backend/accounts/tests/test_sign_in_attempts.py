"""django-axes' screens in the newsroom speak its language: the app's and models' names, the list's
columns and filters, the form's sections (axes ships no Mongolian)."""
import re

import pytest
from axes.models import AccessAttempt
from django.test import Client

from .helpers import newsroom_user

pytestmark = pytest.mark.django_db


def admin_client(language: str) -> Client:
    client = Client(REMOTE_ADDR="10.40.0.2")
    client.force_login(newsroom_user("admin", superuser=True))
    client.cookies["newsroom_lang"] = language
    return client


def test_the_sign_in_attempts_speak_mongolian():
    attempt = AccessAttempt.objects.create(username="reporter", ip_address="10.1.1.1", user_agent="UA",
                                           http_accept="*/*", path_info="/admin/login/", failures_since_start=2,
                                           get_data="", post_data="")
    client = admin_client("mn")
    index = client.get("/admin/").content.decode()
    assert "Нэвтрэх оролдлого" in index and "Axes" not in index

    listing = client.get("/admin/axes/accessattempt/").content.decode()
    headers = " ".join(re.findall(r'<th scope="col"[^>]*>.*?</th>', listing, re.S))
    for word in ("Оролдсон цаг", "IP хаяг", "Нэвтрэх нэр", "Буруу оролдлого", "Төлөв"):
        assert word in headers, word
    for english in ("Attempt Time", "IP Address", "Username", "Failed Logins", "Status"):
        assert english not in headers, english
    assert "3 оролдлого үлдсэн" in listing and "Түгжигдсэн" in listing  # the status column and its filter

    form = client.get(f"/admin/axes/accessattempt/{attempt.pk}/change/").content.decode()
    assert "Маягтын өгөгдөл" in form and "Хүсэлтийн мэдээлэл" in form and "Form Data" not in form


def test_the_sign_in_attempts_stay_english_for_an_english_newsroom():
    AccessAttempt.objects.create(username="reporter", ip_address="10.1.1.1", user_agent="UA", http_accept="*/*",
                                 path_info="/admin/login/", failures_since_start=5, get_data="", post_data="")
    listing = admin_client("en").get("/admin/axes/accessattempt/").content.decode()
    assert "Sign-in attempts" in listing and "Attempt Time" in listing and "Locked out" in listing
