"""The newsroom's second factor: who must have one, setting it up, signing in with a code or a recovery
code, and wrong codes counted per user."""
import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django_otp.plugins.otp_static.models import StaticToken
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts import logic
from accounts.models import AuditAction, AuditEvent

from .helpers import REPORTER, SECRET, code_of, newsroom_user, sign_in

pytestmark = pytest.mark.django_db

NEWSROOM_PAGES = ["/admin/", "/admin/news/article/", "/admin/news/article/add/", "/admin/auth/user/",
                  "/admin/password_change/", "/admin/accounts/auditevent/"]


def english(client: Client) -> Client:
    client.cookies["newsroom_lang"] = "en"
    return client


@pytest.mark.parametrize("groups, superuser", [((logic.SECTION_EDITOR,), False), ((logic.CHIEF_EDITOR,), False),
                                               ((), True)])
def test_an_editor_without_an_authenticator_sets_one_up_right_after_the_password(groups, superuser):
    user = newsroom_user("desk", *groups, superuser=superuser)
    client = Client()
    response = sign_in(client, "desk", next_path="/admin/news/article/")
    assert response.status_code == 302
    setup = "/admin/two-factor/setup/?next=%2Fadmin%2Fnews%2Farticle%2F"
    assert client.get(response["Location"])["Location"] == setup
    for path in NEWSROOM_PAGES:  # every newsroom page sends them to set it up, and nothing is shown
        refused = client.get(path)
        assert refused.status_code == 302 and refused["Location"].startswith("/admin/two-factor/setup/"), path
    assert client.post("/admin/news/article/add/", {"title": "x"}).status_code == 302

    page = client.get(setup)
    assert page.status_code == 200
    html = page.content.decode()
    assert "<svg" in html and "<script" not in html.split("</head>")[1]  # the QR code inline, no script
    assert "'unsafe-inline'" not in page["Content-Security-Policy"].split("script-src")[1].split(";")[0]
    device = TOTPDevice.objects.get(user=user, confirmed=False)
    assert logic.secret_text(device) in html
    assert client.get(setup).content.decode().count(logic.secret_text(device)) == 1  # the same secret on reload

    wrong = client.post(setup, {"code": "000000" if code_of(device) != "000000" else "111111"})
    assert wrong.status_code == 200 and "errorlist" in wrong.content.decode()
    done = client.post(setup, {"code": code_of(device)})
    assert done.status_code == 302 and done["Location"].startswith("/admin/two-factor/recovery-codes/")
    codes_page = client.get(done["Location"]).content.decode()
    codes = re.findall(r"<li[^>]*>([a-z2-7]{8})</li>", codes_page)
    assert len(codes) == logic.RECOVERY_CODE_COUNT
    assert sorted(codes) == sorted(StaticToken.objects.filter(device__user=user).values_list("token", flat=True))
    again = client.get(done["Location"])
    assert again.status_code == 302 and again["Location"] == "/admin/news/article/"  # shown once
    assert client.get("/admin/").status_code == 200  # past the second factor, the role's own rights apply
    assert AuditEvent.objects.filter(actor=user, action=AuditAction.ENROLLED).exists()


def test_the_next_sign_ins_ask_for_the_code_and_a_code_works_once():
    user = newsroom_user("chief", logic.CHIEF_EDITOR)
    device = logic.give_authenticator(user, SECRET)
    client = Client()
    assert client.get(sign_in(client, "chief")["Location"])["Location"] == "/admin/two-factor/?next=%2Fadmin%2F"
    assert client.get("/admin/news/article/")["Location"].startswith("/admin/two-factor/?next=")
    page = client.get("/admin/two-factor/?next=/admin/news/article/")
    assert "6 оронтой кодыг" in page.content.decode()  # Mongolian first
    code = code_of(device)
    passed = client.post("/admin/two-factor/?next=/admin/news/article/", {"code": code})
    assert passed.status_code == 302 and passed["Location"] == "/admin/news/article/"
    assert client.get("/admin/").status_code == 200
    assert AuditEvent.objects.filter(actor=user, action=AuditAction.VERIFIED, detail__method="authenticator").exists()

    other = english(Client())  # someone who watched the code typed cannot use it again
    sign_in(other, "chief")
    replay = other.post("/admin/two-factor/", {"code": code})
    assert replay.status_code == 200 and "That code is not right" in replay.content.decode()
    assert other.get("/admin/").status_code == 302
    assert other.post("/admin/two-factor/", {"code": code_of(device, steps_ahead=1)}).status_code == 302
    assert other.get("/admin/").status_code == 200


def test_a_recovery_code_signs_in_once():
    user = newsroom_user("section", logic.SECTION_EDITOR)
    logic.give_authenticator(user, SECRET)
    first, second, *_ = logic.issue_recovery_codes(user)
    client = Client()
    sign_in(client, "section")
    assert client.post("/admin/two-factor/", {"code": first.upper()[:4] + " " + first[4:]}).status_code == 302
    assert client.get("/admin/").status_code == 200
    assert logic.recovery_codes_left(user) == logic.RECOVERY_CODE_COUNT - 1
    assert AuditEvent.objects.filter(actor=user, action=AuditAction.VERIFIED, detail__method="recovery_code").exists()

    again = Client()
    sign_in(again, "section")
    assert again.post("/admin/two-factor/", {"code": first}).status_code == 200  # used
    assert again.get("/admin/").status_code == 302
    assert again.post("/admin/two-factor/", {"code": second}).status_code == 302


def test_wrong_codes_are_counted_per_user_and_lock_the_second_factor(settings):
    user = newsroom_user("chief", logic.CHIEF_EDITOR)
    device = logic.give_authenticator(user, SECRET)
    right = code_of(device)
    wrong = f"{(int(right) + 500_000) % 1_000_000:06d}"
    guesser = Client(REMOTE_ADDR="10.30.0.1")
    sign_in(guesser, "chief")
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert guesser.post("/admin/two-factor/", {"code": wrong}).status_code == 200
    locked = guesser.post("/admin/two-factor/", {"code": wrong})
    assert locked.status_code == 429 and int(locked["Retry-After"]) > 0
    page = locked.content.decode()
    assert "Нэвтрэх код олон удаа буруу орсон" in page and "15 минутын дараа" in page
    assert guesser.get("/admin/")["Location"].startswith("/admin/login/")  # signed out
    refused_codes = AuditEvent.objects.filter(actor=user, action=AuditAction.CODE_REFUSED)
    assert refused_codes.count() == settings.AXES_FAILURE_LIMIT
    assert AuditEvent.objects.filter(actor=user, action=AuditAction.CODE_LOCKED).count() == 1

    # The count is the user's, whatever the address: the right code from elsewhere waits too.
    office = english(Client(REMOTE_ADDR="10.30.0.2"))
    sign_in(office, "chief")
    refused = office.post("/admin/two-factor/", {"code": right})
    assert refused.status_code == 429 and "The sign-in code was wrong too many times" in refused.content.decode()
    assert office.get("/admin/").status_code == 302
    device.refresh_from_db()
    assert device.last_t == -1  # the right code was never checked

    AuditEvent.objects.filter(actor=user).update(at=AuditEvent.objects.get(action=AuditAction.CODE_LOCKED).at
                                                 - settings.AXES_COOLOFF_TIME)
    assert office.post("/admin/two-factor/", {"code": right}).status_code == 302  # after the wait


def test_a_right_code_clears_the_count():
    user = newsroom_user("chief", logic.CHIEF_EDITOR)
    device = logic.give_authenticator(user, SECRET)
    client = Client()
    sign_in(client, "chief")
    for _ in range(4):
        client.post("/admin/two-factor/", {"code": "12345"})
    assert client.post("/admin/two-factor/", {"code": code_of(device)}).status_code == 302
    client.logout()
    sign_in(client, "chief")
    for _ in range(4):
        assert client.post("/admin/two-factor/", {"code": "12345"}).status_code == 200
    assert logic.code_lock(user) is None


def test_codes_count_against_the_address_cap_on_sign_in_tries(settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "login": "3/600"}
    newsroom_user("chief", logic.CHIEF_EDITOR)
    logic.give_authenticator(User.objects.get(username="chief"), SECRET)
    client = Client(REMOTE_ADDR="10.30.0.9")
    sign_in(client, "chief")
    codes = [client.post("/admin/two-factor/", {"code": "1"}).status_code for _ in range(3)]
    assert codes == [200, 200, 429]  # the password's try and two codes make the three
    assert "Таны хаягаас" in client.post("/admin/two-factor/", {"code": "1"}).content.decode()


def test_a_reporter_needs_no_second_factor_but_may_set_one_up():
    user = newsroom_user("reporter", REPORTER)
    client = Client()
    sign_in(client, "reporter")
    index = client.get("/admin/")
    assert index.status_code == 200 and 'id="two-factor-setup-link"' in index.content.decode()
    setup = client.get("/admin/two-factor/setup/")
    assert setup.status_code == 200 and "утсан дээрх баталгаажуулах аппын кодоор" in setup.content.decode()
    device = TOTPDevice.objects.get(user=user)
    assert client.post("/admin/two-factor/setup/", {"code": code_of(device)}).status_code == 302
    assert 'id="two-factor-setup-link"' not in client.get("/admin/").content.decode()

    client.logout()  # once set up, it is asked for
    sign_in(client, "reporter")
    assert client.get("/admin/")["Location"].startswith("/admin/two-factor/")


def test_an_administrator_resets_a_lost_authenticator():
    admin_user = newsroom_user("admin", superuser=True)
    chief = newsroom_user("chief", logic.CHIEF_EDITOR)
    logic.give_authenticator(chief, SECRET)
    logic.issue_recovery_codes(chief)
    client = Client()
    client.force_login(admin_user)  # verified (backend/conftest.py)
    listing = client.get("/admin/accounts/newsroomlogin/")
    assert listing.status_code == 200 and "chief" in listing.content.decode()
    response = client.post("/admin/accounts/newsroomlogin/", {
        "action": "reset_second_factor", "_selected_action": [chief.pk]})
    assert response.status_code == 302
    assert not TOTPDevice.objects.filter(user=chief).exists() and logic.recovery_codes_left(chief) == 0
    event = AuditEvent.objects.get(action=AuditAction.TWO_FACTOR_RESET)
    assert event.actor == admin_user and event.object_repr == "chief"

    chief_client = Client()
    sign_in(chief_client, "chief")
    assert chief_client.get("/admin/")["Location"].startswith("/admin/two-factor/setup/")

    chief_as_editor = Client()
    chief_as_editor.force_login(User.objects.get(username="chief"))
    assert chief_as_editor.get("/admin/accounts/newsroomlogin/").status_code == 403  # administrators only


def test_the_command_gives_a_known_secret(capsys):
    from django.core.management import call_command

    user = newsroom_user("e2e-chief-editor", logic.CHIEF_EDITOR)
    call_command("give_authenticator", "e2e-chief-editor", "--secret", SECRET.lower())
    device = TOTPDevice.objects.get(user=user)
    assert device.confirmed and logic.secret_text(device).replace(" ", "") == SECRET


def test_a_user_renews_their_own_recovery_codes_with_the_authenticator():
    user = newsroom_user("chief", logic.CHIEF_EDITOR)
    device = logic.give_authenticator(user, SECRET)
    old = logic.issue_recovery_codes(user)
    client = Client()
    sign_in(client, "chief")
    renew = "/admin/two-factor/recovery-codes/renew/"
    assert client.get(renew)["Location"].startswith("/admin/two-factor/?next=")  # a verified session first
    client.post("/admin/two-factor/", {"code": old[0]})  # signed in with one of the old codes
    first_page = client.get("/admin/").content.decode()
    assert 'id="recovery-codes-link"' in first_page and renew in first_page
    page = client.get(renew).content.decode()
    assert "Танд ашиглаагүй 9 нөөц код байна." in page  # Mongolian first; one of ten was used

    refused = client.post(renew, {"code": old[1]})  # an old recovery code cannot buy new ones
    assert refused.status_code == 200 and "errorlist" in refused.content.decode()
    assert logic.recovery_codes_left(user) == 9

    done = client.post(renew, {"code": code_of(device)})
    assert done.status_code == 302 and done["Location"].startswith("/admin/two-factor/recovery-codes/?renewed=1")
    shown = client.get(done["Location"]).content.decode()
    codes = re.findall(r"<li[^>]*>([a-z2-7]{8})</li>", shown)
    assert "хуучин кодууд ажиллахаа больсон" in shown
    assert sorted(codes) == sorted(StaticToken.objects.filter(device__user=user).values_list("token", flat=True))
    assert not set(codes) & set(old) and len(codes) == logic.RECOVERY_CODE_COUNT
    assert AuditEvent.objects.filter(action=AuditAction.RECOVERY_CODES_RENEWED, actor=user).exists()

    other = Client()  # an old code no longer signs in
    sign_in(other, "chief")
    assert other.post("/admin/two-factor/", {"code": old[2]}).status_code == 200
    assert other.post("/admin/two-factor/", {"code": codes[0]}).status_code == 302
