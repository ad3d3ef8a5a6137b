"""Demo alerts (news/demo/seed.py runs `seed_demo_content`): a few readers' browsers that turned alerts on, and
one alert recorded as sent to them (nothing was posted), so the newsroom's "Мэдэгдлүүд / Alerts" list shows what
an alert looks like.

The browsers are invented: their endpoints are on `.invalid` (RFC 6761), which no push service is under, so
an alert never counts nor posts to them (sending.py checks every endpoint against PUSH_SERVICE_HOSTS again).
"""
import base64
import random
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.db.models import Q

from news.logic import article_path
from news.models import Article, Category

from .models import Alert, AlertStatus, PushSubscription

DEMO_PUSH_HOST = "push.demo.invalid"
# (endpoint's last part, edition, breaking news, section slugs of news/demo/text.py), Mongolian first.
BROWSERS: tuple[tuple[str, str, bool, tuple[str, ...]], ...] = (
    ("mn-phone", "mn", True, ()),
    ("mn-laptop", "mn", True, ("politics", "economy")),
    ("mn-sport", "mn", False, ("sport",)),
    ("en-phone", "en", True, ()),
)
# The demo portal's address when SITE_URL is unset: where `make start` serves it.
DEMO_SITE = "http://127.0.0.1:8000"


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def demo_endpoint(name: str) -> str:
    return f"https://{DEMO_PUSH_HOST}/demo/{name}"


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """The demo browsers (once each), and one sent Mongolian alert when the list has none yet."""
    made = 0
    for name, edition, breaking, slugs in BROWSERS:
        subscription, created = PushSubscription.objects.get_or_create(endpoint=demo_endpoint(name), defaults={
            # Shaped as a browser's keys are (an uncompressed P-256 point, a 16-byte secret); random bytes.
            "p256dh": _b64url(b"\x04" + rng.randbytes(64)), "auth": _b64url(rng.randbytes(16)),
            "edition": edition, "breaking": breaking,
        })
        if created:
            subscription.sections.set(Category.objects.filter(slug__in=slugs))
            made += 1
    return f"alerts: {made} demo browsers, {_sent_alert(now)} sent alert"


def _sent_alert(now: datetime) -> int:
    """A Mongolian story's alert, sent more than an hour ago so that it leaves the hourly limit whole."""
    if Alert.objects.exists():
        return 0
    sent_at = now - timedelta(hours=1, minutes=5)
    story = Article.objects.published(sent_at).in_language("mn").order_by("-publish_date", "-id").first()
    if story is None:
        return 0
    mongolian = PushSubscription.objects.filter(endpoint__startswith=f"https://{DEMO_PUSH_HOST}/", edition="mn")
    reached = set(mongolian.filter(Q(breaking=True) | Q(sections=story.category_id)).values_list("pk", flat=True))
    count = len(reached)
    alert = Alert.objects.create(
        article=story, edition="mn", title=story.title,
        link=(settings.SITE_URL or DEMO_SITE).rstrip("/") + article_path(story.lid, "mn"),
        status=AlertStatus.SENT, queued_count=count, sent_count=count,
        queued_by=User.objects.filter(username="demo-chief-editor").first(),  # roles/demo.py, run before
    )
    # created_at is set on insert (auto_now_add): dated afterwards, a few minutes after the story.
    queued_at = min(story.publish_date + timedelta(minutes=3), sent_at)
    finished_at = queued_at + timedelta(seconds=20)
    Alert.objects.filter(pk=alert.pk).update(created_at=queued_at, finished_at=finished_at)
    PushSubscription.objects.filter(pk__in=reached).update(last_alert_id=alert.pk, last_success_at=finished_at)
    return 1
