"""The morning digest at 07:00 Ulaanbaatar time, sent over SMTP to a server of the test's own. The job is
given its `now`, so the clock is the test's."""

from datetime import datetime, timedelta
from urllib.parse import urlsplit

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from jobs.schedule import SCHEDULE
from news.tests import factories
from newsletter.digest import DIGEST_ZONE, digest_window, send_morning_digest
from newsletter.models import DigestRun, Subscriber, SubscriberState

from .helpers import SITE, confirmed, link, local, parts

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_throttle(settings, empty_cache):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "newsletter": "1000/60"}


@pytest.fixture
def morning() -> datetime:
    """07:00 in Ulaanbaatar two days ago: every story of the test is in the past of the real clock too."""
    day = (timezone.now() - timedelta(days=2)).astimezone(DIGEST_ZONE).date()
    return datetime(day.year, day.month, day.day, 7, 0, tzinfo=DIGEST_ZONE)


@pytest.fixture
def stories(morning):
    """Mongolian and English stories around the window [yesterday 07:00, today 07:00]."""
    economy, sport = factories.category(name_mn="Эдийн засаг", name_en="Economy"), factories.category(name_en="Sport")
    at = lambda hours: morning - timedelta(hours=hours)  # noqa: E731
    return {
        "mn_top": factories.article(title="Төсөв батлагдлаа", category=economy, publish_date=at(3), is_featured=True),
        "mn_read": factories.article(title="Наадмын бэлтгэл", category=sport, publish_date=at(5), view_count=900),
        "mn_quiet": factories.article(title="Цаг агаар", category=sport, publish_date=at(20), view_count=3),
        "mn_old": factories.article(
            title="Өмнөх өдрийн мэдээ", category=economy, publish_date=at(24) - timedelta(minutes=1)
        ),
        "mn_later": factories.article(
            title="Дараа нь гарах мэдээ", category=economy, publish_date=morning + timedelta(minutes=5)
        ),
        "mn_draft": factories.article(title="Ноорог", category=economy, publish_date=at(2), status="draft"),
        "en_top": factories.article(
            title="Budget passed", category=economy, language="en", publish_date=at(4), view_count=50
        ),
        "en_other": factories.article(title="Games ready", category=sport, language="en", publish_date=at(6)),
    }


def digests(mailbox, email: str):
    return [message for message in mailbox.to(email) if "List-Unsubscribe" in message]


def titles_in(message) -> list[str]:
    plain, _html = parts(message)
    return [line.split(". ", 1)[1] for line in plain.splitlines() if line[:1].isdigit() and ". " in line]


def test_the_schedule_runs_it_at_seven_in_ulaanbaatar(settings):
    [entry] = [entry for entry in SCHEDULE if entry.func == "newsletter.digest.send_morning_digest"]
    assert entry.cron == "0 7 * * *" and settings.TIME_ZONE == "Asia/Ulaanbaatar"


def test_the_window_is_from_yesterdays_seven_to_now(morning):
    assert digest_window(morning) == (morning.date(), morning - timedelta(days=1))
    assert digest_window(morning + timedelta(hours=3))[0] == morning.date()
    assert digest_window(morning - timedelta(minutes=1)) == (
        morning.date() - timedelta(days=1),
        morning - timedelta(days=2),
    )


def test_each_subscriber_gets_the_top_stories_of_their_edition_and_sections(client, mailbox, morning, stories):
    confirmed(client, mailbox, "mn@example.mn", "mn")
    confirmed(client, mailbox, "en@example.mn", "en")
    sport_only = confirmed(client, mailbox, "sport@example.mn", "mn", str(stories["mn_read"].category_id))
    pending = "pending@example.mn"
    client.post("/api/newsletter/subscribe?lang=mn", {"email": pending})
    mailbox.clear()

    run = send_morning_digest(morning)

    [mn] = digests(mailbox, "mn@example.mn")
    assert titles_in(mn) == ["Төсөв батлагдлаа", "Наадмын бэлтгэл", "Цаг агаар"]  # featured, most read, then the rest
    [en] = digests(mailbox, "en@example.mn")
    assert titles_in(en) == ["Budget passed", "Games ready"]
    [sport] = digests(mailbox, "sport@example.mn")
    assert titles_in(sport) == ["Наадмын бэлтгэл", "Цаг агаар"]
    assert not mailbox.to(pending)
    assert (run.recipients, run.sent, run.failed, run.bounced) == (3, 3, 0, 0) and run.finished_at is not None

    plain, html = parts(mn)
    assert mn["Subject"].strip().startswith("Өглөөний имэйл · ")
    assert en["Subject"].strip() == f"Morning email · {morning.day} {morning.strftime('%B')} {morning.year}"
    assert f'href="{SITE}/{stories["mn_top"].lid}/r"' in html and f"{SITE}/en/{stories['en_top'].lid}/r" in parts(en)[0]
    assert "<script" not in html.lower() and "<link" not in html.lower() and 'role="presentation"' in html
    assert "Эдийн засаг" in html and "Economy" in parts(en)[1]
    # One-click unsubscribe (RFC 8058) and the page link, in every digest.
    one_click = str(mn["List-Unsubscribe"]).strip()
    assert one_click.startswith(f"<{SITE}/api/newsletter/unsubscribe?token=") and one_click.endswith(">")
    assert mn["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert link(mn, "/newsletter/unsubscribe").startswith(f"{SITE}/newsletter/unsubscribe?token=")
    assert link(en, "/newsletter/unsubscribe").startswith(f"{SITE}/en/newsletter/unsubscribe?token=")
    assert sport_only.sections.count() == 1


def test_the_job_run_twice_sends_once(client, mailbox, morning, stories):
    confirmed(client, mailbox, "once@example.mn")
    mailbox.clear()
    send_morning_digest(morning)
    send_morning_digest(morning)
    send_morning_digest(morning + timedelta(hours=2))  # a retry later that morning
    assert len(digests(mailbox, "once@example.mn")) == 1
    run = DigestRun.objects.get()
    assert (run.sent, run.attempts) == (1, 1)
    send_morning_digest(morning + timedelta(days=1))  # the next morning is a new digest
    assert DigestRun.objects.count() == 2


def test_batches_use_one_smtp_connection_each_and_a_fixed_number_of_queries(
    client, mailbox, morning, stories, settings
):
    settings.NEWSLETTER_BATCH_SIZE = 2
    for n in range(5):
        confirmed(client, mailbox, f"batch{n}@example.mn")
    mailbox.clear()
    with CaptureQueriesContext(connection) as five:
        send_morning_digest(morning)
    assert len(mailbox.received) == 5
    assert len({item.connection for item in mailbox.received}) == 3  # 2 + 2 + 1
    # Per batch: the subscribers, their sections, the marks and the counters; the stories once per edition.
    for n in range(5, 10):
        confirmed(client, mailbox, f"batch{n}@example.mn")
    settings.NEWSLETTER_BATCH_SIZE = 100
    with CaptureQueriesContext(connection) as ten:
        send_morning_digest(morning + timedelta(days=1))
    assert len(ten.captured_queries) <= len(five.captured_queries), [q["sql"] for q in ten.captured_queries]


def test_one_click_unsubscribe_by_the_header_stops_the_mail(client, mailbox, morning, stories):
    subscriber = confirmed(client, mailbox, "header@example.mn", "en")
    send_morning_digest(morning)
    [digest] = digests(mailbox, "header@example.mn")
    url = str(digest["List-Unsubscribe"]).strip().strip("<>")
    assert urlsplit(url).netloc == urlsplit(SITE).netloc
    # What a mail provider sends (RFC 8058): a POST of this one field, no cookie, no Origin.
    answer = client.post(local(url), "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded")
    assert answer.status_code == 200, answer.content
    assert answer.json() == {
        "status": "unsubscribed",
        "message": "You are unsubscribed and will get no more morning emails.",
    }
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.UNSUBSCRIBED
    assert (
        client.post(
            local(url), "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
        ).status_code
        == 200
    )
    mailbox.clear()
    send_morning_digest(morning + timedelta(days=1))
    assert not mailbox.received


def test_unsubscribe_by_the_link_in_the_email_stops_the_mail(client, mailbox, morning, stories):
    subscriber = confirmed(client, mailbox, "link@example.mn", "mn")
    send_morning_digest(morning)
    [digest] = digests(mailbox, "link@example.mn")
    url = local(link(digest, "/newsletter/unsubscribe"))
    page = client.get(url)
    assert page.status_code == 200 and page["Cache-Control"] == "no-store"
    text = page.content.decode()
    assert '<html lang="mn">' in text and "<script" not in text and '<form method="post">' in text
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.CONFIRMED  # opening the page changes nothing
    token = urlsplit(url).query.removeprefix("token=")
    from urllib.parse import unquote

    done = client.post(url, {"token": unquote(token)})
    assert done.status_code == 200 and "Та захиалгаа цуцаллаа." in done.content.decode()
    subscriber.refresh_from_db()
    assert subscriber.state == SubscriberState.UNSUBSCRIBED
    mailbox.clear()
    send_morning_digest(morning + timedelta(days=1))
    assert not mailbox.received


def test_the_list_unsubscribe_address_opened_in_a_browser_leads_to_the_page(client, mailbox, morning, stories):
    confirmed(client, mailbox, "browser@example.mn", "en")
    send_morning_digest(morning)
    [digest] = digests(mailbox, "browser@example.mn")
    answer = client.get(local(str(digest["List-Unsubscribe"]).strip().strip("<>")))
    assert answer.status_code == 303 and answer["Location"].startswith("/en/newsletter/unsubscribe?token=")
    assert Subscriber.objects.get().state == SubscriberState.CONFIRMED


def test_an_smtp_550_marks_the_address_bounced_and_it_gets_nothing_more(client, mailbox, morning, stories):
    confirmed(client, mailbox, "gone@example.mn")
    confirmed(client, mailbox, "fine@example.mn")
    mailbox.clear()
    mailbox.refused.add("gone@example.mn")
    run = send_morning_digest(morning)
    assert (run.sent, run.bounced) == (1, 1)
    gone = Subscriber.objects.get(email="gone@example.mn")
    assert gone.state == SubscriberState.BOUNCED and "550" in gone.note
    mailbox.refused.clear()  # even when the server would take it now
    mailbox.clear()
    send_morning_digest(morning + timedelta(days=1))
    assert not mailbox.to("gone@example.mn") and len(mailbox.to("fine@example.mn")) == 1


def test_an_address_marked_by_the_command_gets_nothing_more(client, mailbox, morning, stories):
    confirmed(client, mailbox, "spam@example.mn", "mn")
    confirmed(client, mailbox, "spam@example.mn", "en")
    call_command("mark_subscriber", "SPAM@example.mn", "--complained", "--note", "provider report")
    assert set(Subscriber.objects.values_list("state", flat=True)) == {SubscriberState.COMPLAINED}
    mailbox.clear()
    send_morning_digest(morning)
    assert not mailbox.received
    # A complaining address cannot be subscribed again by a form.
    client.post("/api/newsletter/subscribe?lang=mn", {"email": "spam@example.mn"})
    assert not mailbox.received


def test_a_subscriber_with_nothing_new_gets_no_empty_email(client, mailbox, morning):
    confirmed(client, mailbox, "quiet@example.mn")
    mailbox.clear()
    run = send_morning_digest(morning)
    assert not mailbox.received and (run.sent, run.skipped) == (0, 1)
