"""Alerts reach the browsers through a push service of the test's own, which checks the VAPID signature and
decrypts each payload: the breaking flag and "Send alert" queue one alert per story, sent in batches by jobs;
a browser the service reports gone is removed; the hourly limit refuses with a message; only published
stories alert."""
from datetime import timedelta

import pytest
from django.contrib.messages import get_messages
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from alerts import logic, sending
from alerts.models import Alert, AlertStatus, PushSubscription
from news import breaking
from news.models import Article, ArticleStatus
from news.tests import factories
from roles.grants import CHIEF_EDITOR, REPORTER, SECTION_EDITOR
from roles.tests.people import member, signed_in

from .push_service import Browser, PushService

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]


def subscribe(client, service: PushService, language: str = "mn", breaking: bool = True,
              sections: tuple = ()) -> Browser:
    """A browser of the service, subscribed through the API as the Alerts screen does."""
    browser = service.new_browser()
    answer = client.post(f"/api/push/subscribe?lang={language}", {
        "endpoint": browser.endpoint, "p256dh": browser.p256dh, "auth": browser.auth,
        "breaking": breaking, "sections": [section.pk for section in sections],
    }, content_type="application/json")
    assert answer.status_code == 200, answer.content
    return browser


def act(client, action: str, *stories: Article, capture) -> list[str]:  # noqa: ANN001 - the on-commit fixture
    """Run an article list action as the editor; the messages the newsroom shows."""
    with capture(execute=True):  # the alert's job is queued once the editor's save commits
        answer = client.post("/admin/news/article/", {"action": action, "_selected_action": [s.pk for s in stories]},
                             follow=True)
    assert answer.status_code == 200
    return [str(message) for message in get_messages(answer.wsgi_request)] or [
        str(message) for message in answer.context["messages"]
    ]


@pytest.fixture
def politics():
    return factories.category(name_mn="Улс төр", name_en="Politics")


@pytest.fixture
def editor(politics):
    return signed_in(member(SECTION_EDITOR, "politics-editor", [politics]))


def test_the_breaking_flag_alerts_the_editions_browsers_that_asked_and_removes_a_gone_one(
        client, editor, politics, push_service, django_capture_on_commit_callbacks):
    story = factories.article(category=politics, title="Улсын Их Хурал шинэ хууль баталлаа")
    for_breaking = subscribe(client, push_service)
    for_politics = subscribe(client, push_service, breaking=False, sections=(politics,))
    for_sport = subscribe(client, push_service, breaking=False, sections=(factories.category(),))
    english = subscribe(client, push_service, "en")
    gone = subscribe(client, push_service)
    push_service.answers[gone.endpoint.removeprefix(push_service.origin)] = 410

    shown = act(editor, "flag_breaking", story, capture=django_capture_on_commit_callbacks)

    expected = {"title": story.title, "url": f"http://testserver/{story.lid}/r", "edition": "mn",
                "tag": f"alert-{Alert.objects.get().pk}"}
    assert push_service.messages_to(for_breaking) == [expected]
    assert push_service.messages_to(for_politics) == [expected]
    assert push_service.messages_to(for_sport) == push_service.messages_to(english) == []
    assert push_service.messages_to(gone) == [expected]  # it was tried, and answered 410
    assert not PushSubscription.objects.filter(endpoint=gone.endpoint).exists()
    assert PushSubscription.objects.count() == 4
    alert = Alert.objects.get()
    assert (alert.status, alert.queued_count, alert.sent_count, alert.gone_count, alert.failed_count) == (
        AlertStatus.SENT, 3, 2, 1, 0)
    assert alert.queued_by.username == "politics-editor" and alert.edition == "mn"
    assert PushSubscription.objects.get(endpoint=for_breaking.endpoint).last_success_at is not None
    assert any("Мэдэгдэл илгээх дараалалд орлоо" in text or "мэдэгдэл илгээх дараалалд орлоо" in text
               for text in shown), shown
    assert any("Монгол хувилбар: энэ цагт 4 мэдэгдлээс 3 үлдсэн." in text for text in shown), shown


def test_a_story_alerts_once_however_often_its_flag_is_saved(
        client, editor, politics, push_service, django_capture_on_commit_callbacks):
    story = factories.article(category=politics)
    browser = subscribe(client, push_service)
    act(editor, "flag_breaking", story, capture=django_capture_on_commit_callbacks)
    act(editor, "flag_breaking", story, capture=django_capture_on_commit_callbacks)  # still flagged: no change
    act(editor, "end_breaking", story, capture=django_capture_on_commit_callbacks)
    again = act(editor, "flag_breaking", story, capture=django_capture_on_commit_callbacks)
    shown = act(editor, "send_alert", story, capture=django_capture_on_commit_callbacks)
    assert Alert.objects.count() == 1
    assert len(push_service.messages_to(browser)) == 1
    assert any("нэг мэдээний тухай нэг л удаа мэдэгдэнэ" in text for text in again + shown), (again, shown)


def test_the_hourly_limit_refuses_an_alert_with_a_message_and_counts_per_edition(
        client, settings, editor, politics, push_service, django_capture_on_commit_callbacks):
    settings.ALERTS_PER_HOUR = 2
    stories = [factories.article(category=politics, title=f"Мэдээ {n}") for n in range(3)]
    browser = subscribe(client, push_service)
    english_browser = subscribe(client, push_service, "en")
    for story in stories[:2]:
        act(editor, "send_alert", story, capture=django_capture_on_commit_callbacks)
    refused = act(editor, "send_alert", stories[2], capture=django_capture_on_commit_callbacks)
    assert Alert.objects.count() == 2
    assert [m["title"] for m in push_service.messages_to(browser)] == ["Мэдээ 0", "Мэдээ 1"]
    assert any("“Мэдээ 2” мэдэгдэл илгээгээгүй: хязгаартаа хүрсэн." in text
               and "энэ цагийн 2 мэдэгдэл бүгд илгээгдсэн" in text for text in refused), refused

    # The English edition has its own hour; the newsroom in English reads the limit in English.
    editor.cookies["newsroom_lang"] = "en"
    english = factories.article(category=politics, language="en", title="Parliament passes the law")
    shown = act(editor, "send_alert", english, capture=django_capture_on_commit_callbacks)
    assert [m["title"] for m in push_service.messages_to(english_browser)] == ["Parliament passes the law"]
    assert any("English edition: 1 of 2 alerts left this hour." in text for text in shown), shown

    # An hour after the first, a place is free again.
    Alert.objects.filter(edition="mn").update(created_at=timezone.now() - timedelta(minutes=61))
    act(editor, "send_alert", stories[2], capture=django_capture_on_commit_callbacks)
    assert [m["title"] for m in push_service.messages_to(browser)][-1] == "Мэдээ 2"


def test_a_story_readers_cannot_open_never_alerts(
        client, editor, politics, push_service, django_capture_on_commit_callbacks):
    browser = subscribe(client, push_service)
    scheduled = factories.article(category=politics, status=ArticleStatus.SCHEDULED,
                                  publish_date=timezone.now() + timedelta(hours=1))
    draft = factories.article(category=politics, status=ArticleStatus.DRAFT)
    shown = act(editor, "flag_breaking", scheduled, capture=django_capture_on_commit_callbacks)
    shown += act(editor, "send_alert", draft, capture=django_capture_on_commit_callbacks)
    assert not Alert.objects.exists()
    assert push_service.messages_to(browser) == []
    assert sum("зөвхөн нийтлэгдсэн мэдээний тухай" in text for text in shown) == 2, shown

    # Queued while published, then moved to draft before its job ran: nothing is sent.
    story = factories.article(category=politics)
    act(editor, "send_alert", story, capture=lambda execute: _no_commit())
    Article.objects.filter(pk=story.pk).update(status=ArticleStatus.DRAFT)
    sending.send_alert(Alert.objects.get().pk)
    assert Alert.objects.get().status == AlertStatus.FAILED
    assert push_service.messages_to(browser) == []


class _no_commit:
    """The editor's commit whose job has not run yet."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def test_send_alert_reaches_the_section_editors_stories_only_and_not_reporters(
        client, editor, politics, push_service, django_capture_on_commit_callbacks):
    elsewhere = factories.article(category=factories.category())
    factories.article(category=politics)  # a list with a row shows its actions
    subscribe(client, push_service)
    act(editor, "send_alert", elsewhere, capture=django_capture_on_commit_callbacks)
    assert not Alert.objects.exists()  # the list hands the action only the stories of the editor's sections

    reporter_login = member(REPORTER, "reporter", [])
    factories.article(category=politics, author=reporter_login, status=ArticleStatus.DRAFT)
    reporter = signed_in(reporter_login)
    assert "send_alert" not in reporter.get("/admin/news/article/").content.decode()
    assert "send_alert" in editor.get("/admin/news/article/").content.decode()
    chief = signed_in(member(CHIEF_EDITOR, "chief"))
    assert "send_alert" in chief.get("/admin/news/article/").content.decode()
    act(chief, "send_alert", elsewhere, capture=django_capture_on_commit_callbacks)
    assert Alert.objects.get().queued_by.username == "chief"


def test_the_alert_list_shows_each_editions_limit(client, editor):
    page = editor.get("/admin/alerts/alert/").content.decode()
    assert "Монгол хувилбар: энэ цагт 4 мэдэгдлээс 4 үлдсэн." in page
    assert "Англи хувилбар: энэ цагт 4 мэдэгдлээс 4 үлдсэн." in page
    assert signed_in(member(REPORTER, "reporter")).get("/admin/alerts/alert/").status_code == 403


def test_batches_and_a_passing_failure(client, settings, editor, politics, push_service,
                                       django_capture_on_commit_callbacks):
    settings.ALERT_BATCH_SIZE = 2
    browsers = [subscribe(client, push_service) for _ in range(5)]
    busy = browsers[3]
    push_service.answers[busy.endpoint.removeprefix(push_service.origin)] = 503
    act(editor, "send_alert", factories.article(category=politics), capture=django_capture_on_commit_callbacks)
    assert all(len(push_service.messages_to(browser)) == 1 for browser in browsers)
    alert = Alert.objects.get()
    # Jobs run inline here, tried once: the busy one counts as failed and stays subscribed.
    assert (alert.queued_count, alert.sent_count, alert.failed_count, alert.batches_left, alert.status) == (
        5, 4, 1, 0, AlertStatus.SENT)
    assert PushSubscription.objects.filter(endpoint=busy.endpoint).exists()


def test_a_flag_saved_outside_the_newsroom_alerts_with_the_configured_address(
        client, settings, politics, push_service, django_capture_on_commit_callbacks):
    settings.SITE_URL = "https://news.example.mn"
    browser = subscribe(client, push_service)
    story = factories.article(category=politics)
    with django_capture_on_commit_callbacks(execute=True):
        breaking.flag(Article.objects.filter(pk=story.pk), 2)
    assert push_service.messages_to(browser)[0]["url"] == f"https://news.example.mn/{story.lid}/r"
    assert Alert.objects.get().queued_by is None


def test_a_batchs_queries_do_not_grow_with_its_size(client, politics, push_service):
    """A batch reads its alert and subscribers once and writes its outcomes in a few statements."""
    counts = []
    for size in (2, 6):
        browsers = [subscribe(client, push_service) for _ in range(size)]
        endpoints = [browser.endpoint for browser in browsers]
        ids = list(PushSubscription.objects.filter(endpoint__in=endpoints).values_list("pk", flat=True))
        alert = logic.queue_alert(factories.article(category=politics), "https://news.example.mn")
        Alert.objects.filter(pk=alert.pk).update(queued_count=size, batches_left=1)
        with CaptureQueriesContext(connection) as queries:
            sending.send_batch(alert.pk, ids)
        counts.append(len(queries))
        assert Alert.objects.get(pk=alert.pk).sent_count == size
    assert counts[0] == counts[1] <= 8, counts


def test_keys_no_browser_could_have_made_are_removed_when_an_alert_is_encrypted_for_them(
        client, editor, politics, push_service, django_capture_on_commit_callbacks):
    browser = subscribe(client, push_service)
    forged = push_service.new_browser()
    off_curve = "BA" + "A" * 85  # the right size and form, but (0, 0) is no point of P-256
    answer = client.post("/api/push/subscribe", {"endpoint": forged.endpoint, "p256dh": off_curve,
                                                 "auth": forged.auth}, content_type="application/json")
    assert answer.status_code == 200
    act(editor, "send_alert", factories.article(category=politics), capture=django_capture_on_commit_callbacks)
    assert len(push_service.messages_to(browser)) == 1
    assert not PushSubscription.objects.filter(endpoint=forged.endpoint).exists()
    assert Alert.objects.get().gone_count == 1
