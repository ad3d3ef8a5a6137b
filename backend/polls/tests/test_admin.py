"""The poll builder screens open and save a poll with its answers."""

import pytest
from django.urls import reverse

from polls.models import Poll

pytestmark = pytest.mark.django_db


def test_poll_screens_open(admin_client):
    poll = Poll.objects.create(question="Q?")
    poll.answers.create(text="A")

    assert admin_client.get(reverse("admin:polls_poll_changelist"), {"q": "Q", "language": "mn"}).status_code == 200
    assert admin_client.get(reverse("admin:polls_poll_change", args=[poll.pk])).status_code == 200
    assert admin_client.get(reverse("admin:polls_poll_add")).status_code == 200


def poll_form(**fields: str) -> dict[str, str]:
    """The poll builder's form as the browser posts it, with two answer rows."""
    data = {
        "language": "mn", "question": "Шинэ санал асуулга?", "description": "",
        "start_date_0": "2026-11-24", "start_date_1": "10:00:00", "end_date_0": "", "end_date_1": "",
        "is_published": "on",
        "answers-TOTAL_FORMS": "2", "answers-INITIAL_FORMS": "0",
        "answers-MIN_NUM_FORMS": "0", "answers-MAX_NUM_FORMS": "1000",
        "answers-0-position": "0", "answers-0-text": "Тийм",
        "answers-1-position": "1", "answers-1-text": "Үгүй",
    }
    data.update(fields)
    return data


def test_a_poll_that_ends_before_it_starts_is_refused_on_the_end_date(admin_client):
    response = admin_client.post(reverse("admin:polls_poll_add"),
                                 poll_form(end_date_0="2026-11-23", end_date_1="10:00:00"))

    assert response.status_code == 200 and not Poll.objects.exists()
    assert response.context["adminform"].form.errors["end_date"] == ["Санал асуулга эхэлснээсээ хойш дуусах ёстой."]


def test_a_published_poll_needs_two_answers_a_draft_does_not(admin_client):
    # An empty row as the browser sends it: the default position, no text.
    refused = admin_client.post(reverse("admin:polls_poll_add"),
                                poll_form(**{"answers-1-text": "", "answers-1-position": "0"}))
    assert refused.status_code == 200 and not Poll.objects.exists()
    assert "Нийтлэгдсэн санал асуулга дор хаяж хоёр хариулттай байх ёстой." in refused.content.decode()

    draft = poll_form(**{"answers-0-text": "", "answers-1-text": "", "answers-1-position": "0"})
    del draft["is_published"]
    assert admin_client.post(reverse("admin:polls_poll_add"), draft).status_code == 302

    assert admin_client.post(reverse("admin:polls_poll_add"), poll_form()).status_code == 302
    assert Poll.objects.get(is_published=True).answers.count() == 2


def test_the_poll_builder_speaks_mongolian(admin_client):
    page = admin_client.get(reverse("admin:polls_poll_add")).content.decode()

    for label in ("Санал асуулга", "Асуулт", "Эхлэх огноо", "Дуусах огноо", "Хуваарь", "Хариултууд"):
        assert label in page, label
    for label in ("Question", "Start date", "End date", "Schedule", "Empty means open until unpublished."):
        assert label not in page, label
