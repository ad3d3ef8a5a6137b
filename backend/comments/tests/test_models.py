"""Comment model behaviour: visibility, targeting, one vote/report per client, word lists, blocks."""

from datetime import timedelta

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from comments.models import (
    BannedWord,
    BlockedClient,
    Comment,
    CommentReport,
    CommentStatus,
    CommentVote,
    TargetType,
    VoteValue,
    WordKind,
)

pytestmark = pytest.mark.django_db


def make_comment(**fields) -> Comment:
    defaults = {
        "target_type": TargetType.NEWS,
        "target_id": 1,
        "author_name": "Бат",
        "body": "Сайн мэдээ",
        "client_key": "client-a",
    }
    return Comment.objects.create(**(defaults | fields))


def test_visible_for_target_returns_only_approved_comments_of_that_target():
    shown = make_comment()
    make_comment(status=CommentStatus.HELD)
    make_comment(status=CommentStatus.HIDDEN)
    make_comment(target_id=2)
    make_comment(target_type=TargetType.COMIC)

    assert list(Comment.objects.visible().for_target(TargetType.NEWS, 1)) == [shown]


def test_comments_list_newest_first_and_replies_hang_off_their_parent():
    now = timezone.now()
    old = make_comment(created_at=now - timedelta(hours=1))
    new = make_comment(created_at=now)
    reply = make_comment(parent=old)

    assert list(Comment.objects.top_level()) == [new, old]
    assert list(old.replies.all()) == [reply]


def test_reported_first_orders_by_report_count_then_newest():
    now = timezone.now()
    quiet = make_comment(created_at=now)
    noisy = make_comment(report_count=3, created_at=now - timedelta(days=1))
    some = make_comment(report_count=1, created_at=now - timedelta(hours=1))

    assert list(Comment.objects.reported_first()) == [noisy, some, quiet]
    assert set(Comment.objects.reported()) == {noisy, some}


def test_a_client_votes_once_per_comment():
    comment = make_comment()
    CommentVote.objects.create(comment=comment, voter_key="v1", value=VoteValue.LIKE)
    CommentVote.objects.create(comment=comment, voter_key="v2", value=VoteValue.DISLIKE)

    with pytest.raises(IntegrityError), transaction.atomic():
        CommentVote.objects.create(comment=comment, voter_key="v1", value=VoteValue.DISLIKE)


def test_a_vote_is_plus_or_minus_one():
    comment = make_comment()
    with pytest.raises(IntegrityError), transaction.atomic():
        CommentVote.objects.create(comment=comment, voter_key="v1", value=5)


def test_a_client_reports_a_comment_once():
    comment = make_comment()
    CommentReport.objects.create(comment=comment, reporter_key="r1", reason="spam")

    with pytest.raises(IntegrityError), transaction.atomic():
        CommentReport.objects.create(comment=comment, reporter_key="r1")


def test_banned_words_are_stored_lower_case_and_unique_per_kind():
    BannedWord.objects.create(word="  Муу ")
    BannedWord.objects.create(word="муу", kind=WordKind.SUSPECT)

    assert list(BannedWord.objects.banned().values_list("word", flat=True)) == ["муу"]
    assert BannedWord.objects.suspect().count() == 1
    with pytest.raises(IntegrityError), transaction.atomic():
        BannedWord.objects.create(word="МУУ", kind=WordKind.BANNED)


def test_blocked_client_is_blocked_until_its_end():
    now = timezone.now()
    BlockedClient.objects.create(client_key="forever")
    BlockedClient.objects.create(client_key="for-a-day", until=now + timedelta(days=1))
    BlockedClient.objects.create(client_key="expired", until=now - timedelta(minutes=1))

    assert BlockedClient.objects.is_blocked("forever", now)
    assert BlockedClient.objects.is_blocked("for-a-day", now)
    assert not BlockedClient.objects.is_blocked("expired", now)
    assert not BlockedClient.objects.is_blocked("for-a-day", now + timedelta(days=2))
    assert not BlockedClient.objects.is_blocked("unknown", now)


def test_body_is_kept_as_plain_text():
    comment = make_comment(body="<b>hi</b> & bye")
    comment.refresh_from_db()
    assert comment.body == "<b>hi</b> & bye"  # stored verbatim; escaping is the renderer's job
