"""The moderation screen: filters, reported-first ordering and the approve/hide actions."""

import pytest
from django.urls import reverse

from comments.models import BannedWord, BlockedClient, Comment, CommentStatus, ReasonCode, TargetType

pytestmark = pytest.mark.django_db


def make_comment(**fields) -> Comment:
    defaults = {"target_type": TargetType.NEWS, "target_id": 1, "author_name": "A", "body": "b", "client_key": "k"}
    return Comment.objects.create(**(defaults | fields))


def test_moderation_list_shows_reported_first_on_request(admin_client):
    make_comment(body="quiet one")
    make_comment(body="reported one", report_count=4)

    response = admin_client.get(reverse("admin:comments_comment_changelist"), {"reported": "first"})

    assert response.status_code == 200
    shown = list(response.context["cl"].result_list)
    assert [c.body for c in shown] == ["reported one", "quiet one"]


def test_moderation_list_filters_and_searches(admin_client):
    make_comment(body="held text", status=CommentStatus.HELD, matched_word="муу")
    url = reverse("admin:comments_comment_changelist")

    assert admin_client.get(url, {"status": "held", "target_type": "news", "q": "held"}).status_code == 200


def test_approve_and_hide_actions(admin_client):
    held = make_comment(status=CommentStatus.HELD)
    shown = make_comment()
    url = reverse("admin:comments_comment_changelist")

    admin_client.post(url, {"action": "approve_comments", "_selected_action": [held.pk]})
    admin_client.post(url, {"action": "hide_comments", "_selected_action": [shown.pk]})

    held.refresh_from_db()
    shown.refresh_from_db()
    assert held.status == CommentStatus.APPROVED
    assert (shown.status, shown.reason_code) == (CommentStatus.HIDDEN, ReasonCode.EDITOR)


def test_word_and_block_lists_open(admin_client):
    BannedWord.objects.create(word="муу")
    BlockedClient.objects.create(client_key="abc")

    assert admin_client.get(reverse("admin:comments_bannedword_changelist")).status_code == 200
    assert admin_client.get(reverse("admin:comments_blockedclient_changelist")).status_code == 200


def test_the_moderation_screen_speaks_mongolian(admin_client):
    make_comment(status=CommentStatus.HELD)

    page = admin_client.get(reverse("admin:comments_comment_changelist")).content.decode()

    for label in ("Сэтгэгдэл", "Бичсэн хүний нэр", "Гомдол ихтэйг эхэнд", "Сонгосон сэтгэгдлийг зөвшөөрөх",
                  "Хянуулахаар саатуулсан"):
        assert label in page, label
    for label in ("Author name", "Reported first", "Approve selected comments", "Held for review"):
        assert label not in page, label


def test_the_approve_message_is_mongolian(admin_client):
    held = make_comment(status=CommentStatus.HELD)

    response = admin_client.post(reverse("admin:comments_comment_changelist"),
                                 {"action": "approve_comments", "_selected_action": [held.pk]}, follow=True)

    assert "1 сэтгэгдэл зөвшөөрөгдлөө." in response.content.decode()
