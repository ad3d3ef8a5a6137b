"""Polls: finding them, the intention token, one vote per reader (cookie and network), the window, the results."""
import base64
import threading
import time
from datetime import timedelta

import pytest
from django.core import signing
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.utils import timezone

from polls import logic
from polls.models import Poll, PollAnswer, PollVote

pytestmark = pytest.mark.django_db
INTENTION = base64.b64encode(b"poll_vote").decode()


@pytest.fixture(autouse=True)
def fresh_cache(settings):
    settings.THROTTLE_RATES = {"vote": "1000/60", "token": "1000/60"}
    cache.clear()
    yield
    cache.clear()


def make_poll(language: str = "mn", days_ago: int = 1, ends_in: int | None = 5, **fields) -> Poll:
    now = timezone.now()
    poll = Poll.objects.create(
        question=fields.pop("question", "Та ямар улирал илүү дуртай вэ?"), language=language,
        start_date=now - timedelta(days=days_ago), end_date=now + timedelta(days=ends_in) if ends_in else None,
        **fields,
    )
    for position, text in enumerate(["Хавар", "Зун", "Намар"]):
        PollAnswer.objects.create(poll=poll, text=text, position=position)
    return poll


def token(client: Client, address: str = "10.0.0.1", agent: str = "Browser/1") -> str:
    response = client.post("/api/token/get", {"intention": INTENTION}, REMOTE_ADDR=address, HTTP_USER_AGENT=agent)
    assert response.status_code == 200
    return response.json()["token"]


def vote(client: Client, poll: Poll, answer: PollAnswer, address: str = "10.0.0.1", agent: str = "Browser/1",
         lang: str = "mn", csrf: str | None = None):
    csrf = token(client, address, agent) if csrf is None else csrf
    return client.post(
        f"/api/poll/vote?lang={lang}", {"pollID": poll.id, "answerID": answer.id},
        REMOTE_ADDR=address, HTTP_USER_AGENT=agent, HTTP_X_CSRF_TOKEN=csrf,
    )


def test_last_detail_special_and_list(client):
    old = make_poll(days_ago=30, ends_in=None, question="Хуучин асуулт")
    Poll.objects.filter(pk=old.pk).update(end_date=timezone.now() - timedelta(days=20))
    active = make_poll()
    special = make_poll(is_special=True, question="Онцгой асуулт")
    make_poll(language="en", question="Which season?")
    make_poll(days_ago=-2, ends_in=5, question="Ирээдүйн асуулт")  # not started yet

    last = client.get("/api/poll/last").json()["activePoll"]
    detail = client.post("/api/poll/detail", {"pollId": active.id}).json()["entity"]
    latest = client.post("/api/poll", {"pollId": 0}).json()["entity"]

    assert last["poll_id"] == active.id
    assert [a["img_src"] for a in detail["pollAnswersArray"]] == ["", "", ""]
    assert {"poll_answer_id", "text", "count", "percentage"} <= set(detail["pollAnswersArray"][0])
    assert detail["isScientific"] is False
    assert detail["notice"].startswith("Энэ бол шинжлэх ухааны судалгаа биш")
    english = client.post("/api/poll/detail?lang=en", {"pollId": active.id}).json()["entity"]
    assert english["notice"].startswith("This is not a scientific survey")
    assert latest["poll_id"] == special.id
    assert client.post("/api/poll/special").json()["entity"]["poll_id"] == special.id
    assert client.get("/api/poll/last?lang=en").json()["activePoll"]["question"] == "Which season?"
    listed = client.post("/api/poll/list", {"date": timezone.localdate().isoformat()}).json()["polls"]
    assert [p["poll_id"] for p in listed] == [special.id, active.id, old.id]
    before = (timezone.localdate() - timedelta(days=10)).isoformat()
    assert [p["poll_id"] for p in client.post("/api/poll/list", {"date": before}).json()["polls"]] == [old.id]
    paged = client.post("/api/poll/list", {"size": 2}).json()["polls"]
    rest = client.post(
        "/api/poll/list", {"size": 2, "lastPollDate": paged[-1]["start_date"], "lastId": paged[-1]["poll_id"]}
    ).json()["polls"]
    assert [p["poll_id"] for p in paged + rest] == [special.id, active.id, old.id]


def test_bad_poll_input_is_a_clear_error(client):
    assert client.post("/api/poll/detail", {"pollId": 424242}).status_code == 404
    assert client.post("/api/poll/detail", {"pollId": str(2**70)}).status_code == 404
    assert client.post("/api/poll/detail", {"pollId": "abc"}).status_code == 400
    assert client.post("/api/poll/list", {"date": "2024-13-45"}).status_code == 400
    assert client.post("/api/poll/list", {"size": 0}).status_code == 400
    assert client.post("/api/poll/special").status_code == 404
    assert client.get("/api/poll/last").json() == {"activePoll": None}


@pytest.mark.parametrize(
    "intention", ["", "!!!not base64!!!", base64.b64encode(b"comment").decode(), "cG9sbF92b3Rl\n", None]
)
def test_token_needs_a_known_intention_in_base64(client, intention):
    # Exactly as the schema's enum lists it: base64 of "poll_vote", without stray spaces or newlines.
    response = client.post("/api/token/get?lang=en", {} if intention is None else {"intention": intention})
    assert (response.status_code, response.json()["message"]) == (400, "The intention is not valid.")
    assert client.post("/api/token/get", {"intention": "cG9sbF92b3Rl"}).status_code == 200


def test_a_vote_counts_once_and_answers_results(client):
    poll = make_poll()
    answers = list(poll.answers.all())

    response = vote(client, poll, answers[1])

    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "success"
    assert body["entity"]["total"] == 1
    assert [a["percentage"] for a in body["entity"]["pollAnswersArray"]] == [0.0, 100.0, 0.0]
    assert body["entity"]["myAnswerId"] == answers[1].id
    assert response.cookies["rid"].value
    detail = client.post("/api/poll/detail", {"pollId": poll.id}, REMOTE_ADDR="10.0.0.1",
                         HTTP_USER_AGENT="Browser/1").json()["entity"]
    assert detail["myAnswerId"] == answers[1].id


def test_one_vote_per_reader_and_a_cap_per_address(client, settings):
    """A reader is their signed cookie id; clearing it makes a new reader only within the address's
    caps (docs/adr/014), and a changed browser string changes nothing."""
    settings.VOTES_PER_ADDRESS_PER_ITEM = 3
    poll = make_poll()
    answer = poll.answers.first()
    first = vote(client, poll, answer)
    assert first.status_code == 200
    reader_id = first.cookies["rid"].value

    same_cookie = vote(client, poll, answer, agent="Other/9")  # same cookie, another browser string
    assert (same_cookie.status_code, same_cookie.json()["message"]) == (
        409, "Та энэ санал асуулгад аль хэдийн санал өгсөн байна.")
    client.cookies["rid"] = reader_id
    moved = vote(client, poll, answer, address="10.7.7.7")  # the same reader from another network
    assert moved.status_code == 409
    client.cookies["rid"] = reader_id[:-3] + "abc"  # an edited id is no id
    forged = vote(client, poll, answer, lang="en")
    assert forged.status_code == 200 and forged.cookies["rid"].value != reader_id  # a new reader: 2 of 3
    client.cookies.clear()
    third = vote(client, poll, answer)  # cookie cleared: a new reader again, 3 of 3
    assert third.status_code == 200
    client.cookies.clear()
    over = vote(client, poll, answer, lang="en")  # the address's cap for this poll is reached
    assert (over.status_code, over.json()["code"]) == (429, "network_votes")
    assert over.json()["message"] == "Too many votes for this came from your network. Please try again later."
    stranger = vote(Client(), poll, answer, address="10.8.8.8", agent="Other/2")  # another address
    assert stranger.status_code == 200
    poll.refresh_from_db()
    assert poll.total_votes == PollVote.objects.filter(poll=poll).count() == 4
    assert sum(poll.answers.values_list("vote_count", flat=True)) == 4


def test_voting_needs_a_valid_token_for_the_intention_and_client(client):
    poll = make_poll()
    answer = poll.answers.first()

    missing = vote(client, poll, answer, csrf="")
    assert (missing.status_code, missing.json()["message"]) == (
        403, "Санал өгөх түлхүүр байхгүй эсвэл хүчингүй байна. Хуудсаа дахин ачаалаад оролдоно уу.")
    forged = vote(client, poll, answer, csrf="abc:def:ghi", lang="en")
    assert forged.json()["message"] == "The voting token is missing or not valid. Please reload the page and try again."
    other_client = token(client, address="10.9.9.9")
    assert vote(client, poll, answer, csrf=other_client).status_code == 403
    other_intention = logic._signer("other", "x").sign("n")
    assert vote(client, poll, answer, csrf=other_intention).status_code == 403
    assert PollVote.objects.count() == 0


def test_an_expired_token_is_refused(client, monkeypatch):
    poll = make_poll()
    issued = token(client)
    later = time.time() + logic.TOKEN_MAX_AGE + 5
    monkeypatch.setattr(signing.time, "time", lambda: later)

    response = vote(client, poll, poll.answers.first(), csrf=issued, lang="en")

    assert (response.status_code, response.json()["message"]) == (
        403, "The voting token has expired. Please reload the page and try again.")


def test_a_poll_outside_its_dates_refuses_votes(client):
    future = make_poll(days_ago=-1)
    ended = make_poll(days_ago=10, ends_in=None)
    Poll.objects.filter(pk=ended.pk).update(end_date=timezone.now() - timedelta(days=1))
    unpublished = make_poll(is_published=False)

    closed = vote(client, ended, ended.answers.first(), lang="en")
    assert (closed.status_code, closed.json()["message"]) == (409, "This poll is not accepting votes at this time.")
    assert vote(client, future, future.answers.first()).status_code == 409
    assert vote(client, unpublished, unpublished.answers.first()).status_code == 404
    other_answer = make_poll().answers.first()
    assert vote(client, future, other_answer).status_code in (400, 409)
    assert PollVote.objects.count() == 0


def test_an_answer_of_another_poll_is_refused(client):
    poll, other = make_poll(), make_poll()
    response = vote(client, poll, other.answers.first(), lang="en")
    assert (response.status_code, response.json()["message"]) == (400, "The chosen answer is not part of this poll.")


def test_malformed_votes_are_400_not_500(client):
    csrf = token(client)
    for data in ({}, {"pollID": "x", "answerID": 1}, {"pollID": 2**70, "answerID": 2**70}):
        response = client.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=csrf, REMOTE_ADDR="10.0.0.1",
                               HTTP_USER_AGENT="Browser/1")
        assert response.status_code in (400, 404)


def test_votes_are_throttled(client, settings):
    settings.THROTTLE_RATES = {"vote": "1/60", "token": "1000/60"}
    poll = make_poll()
    vote(client, poll, poll.answers.first())
    assert vote(client, poll, poll.answers.first()).status_code == 429


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_votes_keep_counts_exact():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    poll = make_poll()
    answers = list(poll.answers.all())
    barrier = threading.Barrier(28)
    codes: list[int] = []

    def cast(n: int) -> None:
        client = Client()
        # Five networks vote twice (two readers each) and one network eight times at once: its
        # votes past the address's cap (5 a poll) are refused, however they interleave.
        address = f"10.5.0.{n % 15}" if n < 20 else "10.5.1.1"
        csrf = token(client, address)
        barrier.wait()
        codes.append(vote(client, poll, answers[n % 3], address=address, csrf=csrf).status_code)
        connection.close()

    threads = [threading.Thread(target=cast, args=(n,)) for n in range(28)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    poll.refresh_from_db()
    assert sorted(codes) == [200] * 25 + [429] * 3
    assert poll.total_votes == PollVote.objects.filter(poll=poll).count() == 25
    for answer in poll.answers.all():
        assert answer.vote_count == PollVote.objects.filter(answer=answer).count()
