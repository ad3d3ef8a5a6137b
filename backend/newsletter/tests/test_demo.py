"""The demo morning email: subscribers in every state on reserved domains, yesterday's run, made once; the
digest mails none of them."""
import random
from datetime import timedelta

import pytest
from django.utils import timezone

from news.tests import factories
from newsletter import demo
from newsletter.digest import DIGEST_ZONE, send_morning_digest
from newsletter.models import DigestRun, Subscriber

pytestmark = pytest.mark.django_db


def test_demo_subscribers_and_yesterdays_run_once():
    now = timezone.now()
    factories.category(slug="politics")
    demo.seed_demo_content(random.Random(7), now)
    demo.seed_demo_content(random.Random(7), now)

    states = {(row.edition, row.state) for row in Subscriber.objects.all()}
    assert Subscriber.objects.count() == 6
    assert {("mn", "confirmed"), ("mn", "pending"), ("mn", "unsubscribed"), ("en", "confirmed")} == states
    assert all(row.email.endswith((".test", "@example.org")) for row in Subscriber.objects.all())
    assert Subscriber.objects.get(email="saraa.demo@example.org").sections.get().slug == "politics"
    run = DigestRun.objects.get()
    assert run.day == now.astimezone(DIGEST_ZONE).date() - timedelta(days=1)
    assert run.finished_at is not None and run.sent == run.recipients == 4


def test_the_digest_mails_no_demo_address(mailbox):
    demo.seed_demo_content(random.Random(7), timezone.now())
    factories.article(title="Өнөөдрийн мэдээ", publish_date=timezone.now())
    real = Subscriber.objects.create(email="reader@example.mn", state="confirmed")

    run = send_morning_digest(timezone.now() + timedelta(days=1))

    assert [item.recipients for item in mailbox.received] == [[real.email]]
    assert run.recipients == run.sent == 1
