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
