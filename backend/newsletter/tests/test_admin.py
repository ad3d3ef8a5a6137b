"""The newsroom: addresses for administrators only; the chief editor and the data desk see counts."""

import pytest
from django.contrib.auth.models import User

from newsletter.models import DigestRun, Subscriber, SubscriberState
from roles.grants import CHIEF_EDITOR, DATA_DESK, REPORTER
from roles.tests.people import member, signed_in

pytestmark = pytest.mark.django_db


@pytest.fixture
def subscribers():
    Subscriber.objects.create(email="secret-reader@example.mn", edition="mn", state=SubscriberState.CONFIRMED)
    Subscriber.objects.create(email="other@example.mn", edition="en", state=SubscriberState.PENDING)
    DigestRun.objects.create(day="2026-11-20", since="2026-11-19T07:00+08:00", recipients=1, sent=1)


@pytest.mark.parametrize("role", [CHIEF_EDITOR, DATA_DESK])
def test_editors_see_counts_and_never_an_address(subscribers, role):
    client = signed_in(member(role, f"nl-{role.key}"))
    runs = client.get("/admin/newsletter/digestrun/")
    assert runs.status_code == 200
    page = runs.content.decode()
    assert "secret-reader" not in page and "@example.mn" not in page
    assert "Subscribers" in page or "Захиалагчид" in page
    assert client.get("/admin/newsletter/subscriber/").status_code == 403
    subscriber = Subscriber.objects.first()
    assert client.get(f"/admin/newsletter/subscriber/{subscriber.pk}/change/").status_code == 403


def test_a_reporter_sees_neither(subscribers):
    client = signed_in(member(REPORTER, "nl-reporter"))
    assert client.get("/admin/newsletter/digestrun/").status_code == 403
    assert client.get("/admin/newsletter/subscriber/").status_code == 403


def test_an_administrator_marks_addresses_bounced_or_complained(subscribers):
    admin_user = User.objects.create_superuser("nl-admin", "nl-admin@example.invalid", "pw-for-tests-only")
    client = signed_in(admin_user)
    listing = client.get("/admin/newsletter/subscriber/")
    assert listing.status_code == 200 and "secret-reader@example.mn" in listing.content.decode()
    reader = Subscriber.objects.get(email="secret-reader@example.mn")
    answer = client.post("/admin/newsletter/subscriber/", {"action": "mark_bounced", "_selected_action": [reader.pk]})
    assert answer.status_code == 302
    reader.refresh_from_db()
    assert reader.state == SubscriberState.BOUNCED
    assert Subscriber.objects.get(email="other@example.mn").state == SubscriberState.PENDING
    client.post("/admin/newsletter/subscriber/", {"action": "mark_complained", "_selected_action": [reader.pk]})
    reader.refresh_from_db()
    assert reader.state == SubscriberState.COMPLAINED
