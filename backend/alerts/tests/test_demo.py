"""The demo alerts: invented browsers in both editions and one sent Mongolian alert, made once, that leave the
hourly limit whole; an alert sent on a demo portal posts nothing to those browsers."""
import random
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from django.utils import timezone

from alerts import demo, logic, sending
from alerts.models import Alert, AlertStatus, PushSubscription
from news.tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def stories():
    politics = factories.category(slug="politics")
    factories.category(slug="sport")
    return [factories.article(category=politics, publish_date=timezone.now() - timedelta(minutes=minutes))
            for minutes in (300, 180, 30)]


def test_demo_browsers_and_one_sent_alert_once(stories):
    now = timezone.now()
    demo.seed_demo_content(random.Random(7), now)
    demo.seed_demo_content(random.Random(7), now)

    browsers = PushSubscription.objects.order_by("pk")
    assert [browser.edition for browser in browsers] == ["mn", "mn", "mn", "en"]
    assert all(urlsplit(browser.endpoint).hostname.endswith(".invalid") for browser in browsers)
    assert [section.slug for section in browsers[2].sections.all()] == ["sport"]
    alert = Alert.objects.get()
    assert (alert.edition, alert.status, alert.queued_count, alert.sent_count) == ("mn", AlertStatus.SENT, 2, 2)
    assert alert.article == stories[1]  # the newest story out more than an hour before
    assert alert.created_at <= now - timedelta(hours=1) and alert.finished_at > alert.created_at
    assert alert.link.endswith(f"/{alert.article.lid}/r")
    assert logic.allowance("mn", now).used == 0
    assert browsers.filter(last_alert_id=alert.pk).count() == 2


def test_an_alert_on_a_demo_portal_posts_nothing_to_the_demo_browsers(stories, vapid_keys, monkeypatch):
    demo.seed_demo_content(random.Random(7), timezone.now())
    posted = []
    monkeypatch.setattr(sending, "webpush", lambda info, *args, **kwargs: posted.append(info["endpoint"]))
    alert = Alert.objects.create(article=stories[2], edition="mn", title="t", link="http://127.0.0.1:8000/x/r")

    sending.send_alert(alert.pk)
    alert.refresh_from_db()
    assert (alert.status, alert.queued_count, alert.sent_count, alert.failed_count) == (AlertStatus.SENT, 0, 0, 0)

    demo_browsers = list(PushSubscription.objects.filter(edition="mn").values_list("pk", flat=True))
    Alert.objects.filter(pk=alert.pk).update(status=AlertStatus.QUEUED, batches_left=1)
    sending.send_batch(alert.pk, demo_browsers)  # a batch queued before PUSH_SERVICE_HOSTS changed
    alert.refresh_from_db()
    assert alert.failed_count == len(demo_browsers) and alert.sent_count == 0
    assert posted == []
    assert PushSubscription.objects.count() == 4  # not removed: no push service said they were gone
