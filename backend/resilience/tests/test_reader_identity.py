"""Anonymous writes cannot be multiplied from one address, and readers sharing an address still count.

Measured before (docs/adr/014): without a `rid` cookie every like counted again (7 -> 8 -> 9), a new
made-up `rid` each time counted 10 of 10 likes and 8 of 8 reactions, and a new browser string each
time counted 10 of 10 poll votes and let 30 of 30 comments through.
"""
import base64

import pytest
from django.test import Client

from comments.models import Comment, CommentStatus, CommentVote
from news.models import Article, Reaction, ReactionKind
from polls.models import Poll, PollVote

pytestmark = pytest.mark.django_db

VOTE = base64.b64encode(b"poll_vote").decode()
ADDRESS = "10.61.0.1"


@pytest.fixture
def generous(settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "like": "1000/60", "reaction": "1000/60",
                               "vote": "1000/60", "token": "1000/60"}


def a_new_client(n: int, address: str = ADDRESS) -> Client:
    """A client with no cookies and a browser string of its own, as a cookie-dropping script is."""
    return Client(REMOTE_ADDR=address, HTTP_USER_AGENT=f"Script/{n}", raise_request_exception=False)


def poll_vote(client: Client, poll: Poll) -> int:
    token = client.post("/api/token/get", {"intention": VOTE}).json()["token"]
    return client.post("/api/poll/vote", {"pollID": poll.id, "answerID": poll.answers.first().id},
                       HTTP_X_CSRF_TOKEN=token).status_code


def test_one_address_dropping_cookies_and_changing_browsers_adds_only_a_few(demo_portal, generous, settings):
    cap = settings.VOTES_PER_ADDRESS_PER_ITEM
    comment = Comment.objects.filter(status=CommentStatus.APPROVED, target_type="news").first()
    likes_before = comment.likes
    likes = [a_new_client(n).post("/api/news/comment-like-dislike", {"commentid": comment.id, "type": "like"})
             for n in range(20)]
    comment.refresh_from_db()
    assert comment.likes - likes_before == cap == sum(r.status_code == 200 for r in likes)
    assert {r.json()["code"] for r in likes if r.status_code != 200} == {"network_votes"}

    # A made-up `rid` each time is no reader at all.
    forged = a_new_client(99)
    forged.cookies["rid"] = "deadbeefdeadbeefdeadbeefdeadbeef"
    assert forged.post("/api/news/comment-like-dislike", {"commentid": comment.id, "type": "like"}).status_code == 429

    article = Article.objects.published().filter(language="mn").first()
    kind = ReactionKind.objects.first()
    before = Reaction.objects.filter(article=article).count()
    for n in range(12):  # (each part from an address of its own: new reader ids are capped per address too)
        a_new_client(n, "10.61.0.2").post(f"/api/reaction/{article.id}", {"reactionId": kind.id})
    assert Reaction.objects.filter(article=article).count() - before == cap

    poll = Poll.objects.filter(language="mn").first()
    votes_before = PollVote.objects.filter(poll=poll).count()
    codes = [poll_vote(a_new_client(n, "10.61.0.3"), poll) for n in range(10)]
    assert PollVote.objects.filter(poll=poll).count() - votes_before == cap
    assert codes.count(200) == cap and codes.count(429) == 10 - cap


def test_comments_from_one_address_are_capped_whatever_the_browser_string(demo_portal, settings):
    article = Article.objects.published().filter(language="mn").first()
    per_reader, _ = settings.THROTTLE_RATES["comment"].split("/")
    accepted = 0
    for n in range(30):
        response = a_new_client(n).post(f"/api/{article.lid}/r/comment-insert",
                                         {"commentBody": f"Дахин дахин бичнэ {n}", "commentBy": "Б"})
        accepted += response.status_code == 200
    assert accepted == int(per_reader) * settings.ADDRESS_LIMIT_FACTOR < 30


def test_readers_behind_one_address_each_vote_once(demo_portal, generous, settings):
    """A carrier's shared address with several readers on the same phone and browser: each counts once."""
    readers = [Client(REMOTE_ADDR=ADDRESS, HTTP_USER_AGENT="Mozilla/5.0 (Linux; Android 14) Chrome/131")
               for _ in range(settings.VOTES_PER_ADDRESS_PER_ITEM)]
    poll = Poll.objects.filter(language="en").first()
    before = PollVote.objects.filter(poll=poll).count()
    assert [poll_vote(reader, poll) for reader in readers] == [200] * len(readers)
    assert [poll_vote(reader, poll) for reader in readers] == [409] * len(readers)  # once each
    assert PollVote.objects.filter(poll=poll).count() - before == len(readers)

    comment = Comment.objects.filter(status=CommentStatus.APPROVED, target_type="news").last()
    data = {"commentid": comment.id, "type": "like"}
    assert [r.post("/api/news/comment-like-dislike", data).json()["myVote"] for r in readers] == ["like"] * 5
    assert CommentVote.objects.filter(comment=comment, value=1).count() >= len(readers)
    assert [r.post("/api/news/comment-like-dislike", data).json()["myVote"] for r in readers] == [""] * 5


def test_new_reader_ids_per_address_are_limited(demo_portal, generous, settings):
    settings.NEW_READERS_PER_HOUR = 3
    comic_like = {"comicid": 0, "type": "like"}
    from comics.models import Comic

    comic_like["comicid"] = Comic.objects.filter(is_published=True).first().id
    given = [bool(a_new_client(n, "10.62.0.1").post("/api/comic/like", comic_like).cookies.get("rid"))
             for n in range(5)]
    assert given == [True, True, True, False, False]  # then the address writes as one reader


def test_a_reader_taking_a_like_back_and_giving_it_again_is_one_voter(demo_portal, generous, settings):
    settings.VOTES_PER_ADDRESS_PER_ITEM = 2
    comment = Comment.objects.filter(status=CommentStatus.APPROVED, target_type="news").first()
    data = {"commentid": comment.id, "type": "like"}
    reader = Client(REMOTE_ADDR="10.63.0.1")
    assert [reader.post("/api/news/comment-like-dislike", data).status_code for _ in range(8)] == [200] * 8
    second = Client(REMOTE_ADDR="10.63.0.1")
    assert second.post("/api/news/comment-like-dislike", data).status_code == 200
    third = Client(REMOTE_ADDR="10.63.0.1")
    assert [third.post("/api/news/comment-like-dislike", data).status_code for _ in range(2)] == [429, 429]
