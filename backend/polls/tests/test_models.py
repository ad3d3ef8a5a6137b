"""Poll model behaviour: open/closed by dates, one vote per voter, shares, image renditions."""

import io
from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from PIL import Image

from polls.models import Poll, PollAnswer, PollVote

pytestmark = pytest.mark.django_db


def png_upload(width: int = 700, height: int = 400, name: str = "answer.png") -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 40)).save(buffer, "PNG")
    return SimpleUploadedFile(name, buffer.getvalue(), content_type="image/png")


def make_poll(**fields) -> Poll:
    return Poll.objects.create(**({"question": "Та юу гэж бодож байна?"} | fields))


def test_active_polls_are_published_started_and_not_ended():
    now = timezone.now()
    open_ended = make_poll(start_date=now - timedelta(days=1))
    closing = make_poll(start_date=now - timedelta(hours=2), end_date=now + timedelta(hours=1))
    ended = make_poll(start_date=now - timedelta(days=9), end_date=now - timedelta(days=2))
    make_poll(start_date=now + timedelta(days=1))  # not yet open
    make_poll(start_date=now - timedelta(days=1), is_published=False)

    assert list(Poll.objects.active(now)) == [closing, open_ended]  # newest start first
    assert list(Poll.objects.closed(now)) == [ended]
    assert list(Poll.objects.started(now)) == [closing, open_ended, ended]
    assert closing.is_open(now) and not ended.is_open(now)


def test_language_and_special_filters():
    make_poll(language="mn")
    english = make_poll(language="en", is_special=True)

    assert list(Poll.objects.in_language("en").special()) == [english]
    assert Poll.objects.regular().count() == 1


def test_a_poll_cannot_end_before_it_starts():
    now = timezone.now()
    with pytest.raises(IntegrityError), transaction.atomic():
        make_poll(start_date=now, end_date=now - timedelta(hours=1))


def test_a_voter_votes_once_per_poll():
    poll = make_poll()
    yes = PollAnswer.objects.create(poll=poll, text="Тийм", position=1)
    no = PollAnswer.objects.create(poll=poll, text="Үгүй", position=2)
    PollVote.objects.create(poll=poll, answer=yes, voter_key="v1", client_fingerprint="f1")
    PollVote.objects.create(poll=poll, answer=yes, voter_key="v2", client_fingerprint="f2")
    PollVote.objects.create(poll=poll, answer=yes, voter_key="v3")  # no fingerprint: only the cookie layer
    PollVote.objects.create(poll=poll, answer=yes, voter_key="v4")

    with pytest.raises(IntegrityError), transaction.atomic():
        PollVote.objects.create(poll=poll, answer=no, voter_key="v1")
    with pytest.raises(IntegrityError), transaction.atomic():  # cookie cleared, same network and browser
        PollVote.objects.create(poll=poll, answer=no, voter_key="v5", client_fingerprint="f1")
    assert poll.votes.count() == 4


def test_answers_come_in_position_order_with_their_share():
    poll = make_poll(total_votes=3)
    second = PollAnswer.objects.create(poll=poll, text="B", position=2, vote_count=1)
    first = PollAnswer.objects.create(poll=poll, text="A", position=1, vote_count=2)

    assert list(poll.answers.all()) == [first, second]
    assert first.share == 66.67
    assert PollAnswer(poll=make_poll(), text="C").share == 0.0


def test_renditions_are_made_for_an_uploaded_answer_image(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    answer = PollAnswer.objects.create(poll=make_poll(), text="A", image=png_upload(700, 400))

    answer.refresh_from_db()
    assert (answer.image_width, answer.image_height) == (700, 400)
    assert set(answer.renditions) == {"160", "320", "480", "640", "700"}
    assert answer.image_url(300).endswith("-320.webp")
    assert answer.image_url(2000).endswith("-700.webp")
    stored = list(tmp_path.rglob("*.webp"))
    assert len(stored) == 5
