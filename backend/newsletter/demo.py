"""Demo subscribers and yesterday's digest run (news/demo/seed.py runs `seed_demo_content`), so the newsroom's
"Өглөөний имэйл / Morning email" screens show the counts a newsroom sees.

Every address is on a reserved domain (RFC 2606, RFC 6761) that no mail reaches, and the digest skips such
addresses (models.reserved_address): a demo portal mails none of them, whatever its SMTP server.
"""
import random
from datetime import datetime, timedelta

from news.models import Category

from .digest import DIGEST_TIME, DIGEST_ZONE
from .models import DigestRun, Subscriber, SubscriberState

# (address, edition, state, section slugs of news/demo/text.py: none is every section), Mongolian first.
SUBSCRIBERS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("bat.demo@example.org", "mn", SubscriberState.CONFIRMED, ()),
    ("saraa.demo@example.org", "mn", SubscriberState.CONFIRMED, ("politics", "economy")),
    ("tuvshin.demo@mail.test", "mn", SubscriberState.CONFIRMED, ("sport",)),
    ("oyun.demo@mail.test", "mn", SubscriberState.PENDING, ()),
    ("dorj.demo@example.org", "mn", SubscriberState.UNSUBSCRIBED, ()),
    ("reader.demo@example.org", "en", SubscriberState.CONFIRMED, ()),
)


def seed_demo_content(rng: random.Random, now: datetime) -> str:
    """The demo subscribers (once each) and yesterday's run, as if their digest went out at 07:00."""
    today = now.astimezone(DIGEST_ZONE).date()
    yesterday = today - timedelta(days=1)
    made = 0
    for email, edition, state, slugs in SUBSCRIBERS:
        confirmed = state != SubscriberState.PENDING
        # A waiting address asked a little while ago (its link still valid); the others some weeks back.
        since = now - (timedelta(days=rng.randint(8, 40), minutes=rng.randint(0, 600)) if confirmed
                       else timedelta(minutes=rng.randint(20, 120)))
        changed = now - timedelta(days=rng.randint(1, 6)) if state == SubscriberState.UNSUBSCRIBED else since
        subscriber, created = Subscriber.objects.get_or_create(email=email, edition=edition, defaults={
            "state": state, "created_at": since, "confirmation_sent_at": since, "state_changed_at": changed,
            "confirmed_at": since + timedelta(minutes=rng.randint(2, 90)) if confirmed else None,
            "last_digest_on": yesterday if state == SubscriberState.CONFIRMED else None,
            # A confirmed address's link is spent, as confirming leaves it; a waiting one keeps a fresh key.
            **({"confirm_key": ""} if confirmed else {}),
        })
        if created:
            subscriber.sections.set(Category.objects.filter(slug__in=slugs))
            made += 1
    sent = sum(1 for row in SUBSCRIBERS if row[2] == SubscriberState.CONFIRMED)
    morning = datetime.combine(yesterday, DIGEST_TIME, tzinfo=DIGEST_ZONE)
    _, run_made = DigestRun.objects.get_or_create(day=yesterday, defaults={
        "since": morning - timedelta(days=1), "started_at": morning, "finished_at": morning + timedelta(seconds=14),
        "recipients": sent, "sent": sent, "attempts": 1,
    })
    return f"newsletter: {made} demo subscribers, {int(run_made)} digest run"
