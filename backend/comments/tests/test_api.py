"""Comment endpoints: writing through moderation, messages in both languages, the tree, likes, reports, limits."""
import json

import pytest
from django.core.cache import cache
from django.db import DatabaseError, connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from comics.models import Comic
from comments import logic
from comments.models import BannedWord, Comment, CommentStatus, TargetType, WordKind
from news.models import Article
from news.tests import factories
from polls.models import Poll

pytestmark = pytest.mark.django_db

GENEROUS = {
    "comment": "1000/60", "vote": "1000/60", "like": "1000/60", "reaction": "1000/60",
    "story_seen": "1000/60", "report": "1000/60", "token": "1000/60",
}


@pytest.fixture(autouse=True)
def generous_limits(settings):
    settings.THROTTLE_RATES = dict(GENEROUS)
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def article() -> Article:
    return factories.article()


def insert(client, article, lang="mn", address="10.0.0.1", **fields):
    data = {"commentBody": "Маш сонирхолтой мэдээ байна", "commentBy": "Бат", "emoticid": "0", "parentid": ""} | fields
    return client.post(f"/api/{article.lid}/r/comment-insert?lang={lang}", data, REMOTE_ADDR=address)


def tree(client, article):
    return client.post(f"/api/{article.lid}/r/comments").json()["comments"]


def test_an_approved_comment_is_stored_counted_and_answered_with_success(client, article):
    response = insert(client, article)

    body = response.json()
    assert response.status_code == 200
    assert body["status"] == "success"
    assert body["entity"]["commentBody"] == "Маш сонирхолтой мэдээ байна"
    assert body["entity"]["commentBy"] == "Бат"
    assert body["entity"]["children"] == [] and body["entity"]["parentId"] is None
    assert response.cookies["rid"].value  # the reader gets a long-lived id
    article.refresh_from_db()
    assert article.comment_count == 1


def test_json_bodies_work_like_forms(client, article):
    data = {"commentBody": "JSON-оор бичсэн сэтгэгдэл", "commentBy": "Сараа", "parentid": None}
    response = client.post(f"/api/{article.id}/r/comment-insert", json.dumps(data), content_type="application/json")
    assert response.json()["status"] == "success"


@pytest.mark.parametrize(
    ("fields", "lang", "message"),
    [
        ({"commentBody": "  "}, "mn", "Сэтгэгдлээ бичнэ үү!"),
        ({"commentBody": ""}, "en", "Please write your comment!"),
        ({"commentBy": ""}, "mn", "Нэрээ оруулна уу!"),
        ({"commentBy": ""}, "en", "Please enter your name!"),
        ({"commentBody": "x"}, "en", "Your comment must be between 2 and 2000 characters long."),
        ({"commentBody": "x" * 2001}, "mn", "Сэтгэгдэл 2-оос 2000 тэмдэгтийн урттай байх ёстой."),
    ],
)
def test_input_errors_are_told_in_the_request_language_and_not_stored(client, article, fields, lang, message):
    response = insert(client, article, lang=lang, **fields)

    assert response.status_code == 400
    assert response.json()["status"] == "error"
    assert response.json()["message"] == message
    assert not Comment.objects.exists()


@pytest.mark.parametrize(
    ("lang", "message"),
    [("mn", "Таны сэтгэгдэл хүлээн зөвшөөрөгдөхгүй байна."), ("en", "Your comment is not acceptable.")],
)
def test_a_banned_word_rejects_the_comment_and_keeps_it_for_the_moderator(client, article, lang, message):
    BannedWord.objects.create(word="тэнэг", kind=WordKind.BANNED)

    response = insert(client, article, lang=lang, commentBody="Чи ТЭНЭГ юм аа")

    assert (response.status_code, response.json()["message"]) == (400, message)
    stored = Comment.objects.get()
    assert (stored.status, stored.reason_code, stored.matched_word) == ("rejected", "banned_word", "тэнэг")
    article.refresh_from_db()
    assert article.comment_count == 0
    assert tree(client, article) == []


def test_a_suspect_word_holds_the_comment_and_the_reader_is_told(client, article):
    BannedWord.objects.create(word="scam", kind=WordKind.SUSPECT)

    mn = insert(client, article, commentBody="This looks like a SCAM to me").json()
    en = insert(client, article, lang="en", commentBody="Another scam story").json()

    assert mn["status"] == "pending" and mn["entity"] is None
    assert mn["message"] == "Таны сэтгэгдлийг хүлээн авлаа. Зохицуулагч хянасны дараа нийтлэгдэнэ."
    assert en["message"] == "Thank you. Your comment will appear after a moderator reviews it."
    assert Comment.objects.filter(status=CommentStatus.HELD).count() == 2
    article.refresh_from_db()
    assert article.comment_count == 0


def test_comment_text_is_stored_and_served_as_plain_text(client, article):
    text = '<script>alert("x")</script> & <b>тод</b>'

    insert(client, article, commentBody=text, commentBy="<i>Бат</i>")

    assert Comment.objects.get().body == text
    served = tree(client, article)[0]
    assert served["commentBody"] == text and served["commentBy"] == "<i>Бат</i>"


def test_the_tree_is_newest_first_at_every_level_with_replies_under_their_parent(client, article):
    first = insert(client, article, commentBody="Эхний сэтгэгдэл", address="10.0.0.1").json()["entity"]
    second = insert(client, article, commentBody="Хоёр дахь сэтгэгдэл", address="10.0.0.2").json()["entity"]
    reply_a = insert(client, article, commentBody="Эхний хариулт", parentid=first["id"], address="10.0.0.3").json()
    reply_b = insert(client, article, commentBody="Дараагийн хариулт", parentid=first["id"], address="10.0.0.4").json()
    nested = insert(
        client, article, commentBody="Хариултын хариулт", parentid=reply_a["entity"]["id"], address="10.0.0.5"
    ).json()

    served = tree(client, article)

    assert [c["id"] for c in served] == [second["id"], first["id"]]
    assert [c["id"] for c in served[1]["children"]] == [reply_b["entity"]["id"], reply_a["entity"]["id"]]
    assert served[1]["children"][1]["children"][0]["id"] == nested["entity"]["id"]
    assert reply_a["entity"]["parentId"] == first["id"]
    article.refresh_from_db()
    assert article.comment_count == 5


def test_the_tree_takes_the_same_few_queries_however_many_comments(client, article):
    def count_queries() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert client.post(f"/api/{article.lid}/r/comments").status_code == 200
        return len(queries)

    parent = Comment.objects.create(
        target_type=TargetType.NEWS, target_id=article.id, author_name="А", body="эх", client_key="k"
    )
    small = count_queries()
    for n in range(30):
        Comment.objects.create(
            target_type=TargetType.NEWS, target_id=article.id, author_name="Б", body=f"хариу {n}", client_key="k",
            parent=parent if n % 2 else None,
        )
    assert count_queries() == small <= 3


def test_a_reply_must_answer_a_shown_comment_of_the_same_target(client, article):
    other = factories.article()
    foreign = Comment.objects.create(
        target_type=TargetType.NEWS, target_id=other.id, author_name="А", body="өөр", client_key="k"
    )

    response = insert(client, article, parentid=str(foreign.id))

    assert response.status_code == 404
    assert insert(client, article, parentid="abc").status_code == 400
    assert insert(client, article, parentid=str(2**70)).status_code == 404


def test_unknown_targets_and_bad_input_are_clear_errors_never_500(client, article):
    assert client.post("/api/nosuchlid/r/comments").status_code == 404
    assert client.post("/api/99999999999999999999999/r/comments").status_code == 404
    assert client.post("/api/nosuchlid/r/comment-insert", {"commentBody": "сайн", "commentBy": "Б"}).status_code == 404
    assert client.post("/api/comic/comment", {"comicId": "x"}).status_code == 400
    assert client.post("/api/comic/comment", {}).status_code == 400
    assert client.post("/api/comic/comment", {"comicId": str(2**64)}).status_code == 404
    assert client.post("/api/news/comment-like-dislike", {"commentid": "1", "type": "love"}).status_code == 400
    assert client.post("/api/news/comment-like-dislike", {"commentid": str(2**63)}).status_code in (400, 404)
    assert insert(client, article, emoticid="5000").status_code == 400
    assert insert(client, article, commentBody="я" * 1_000_000).status_code == 400
    bad_json = client.post(f"/api/{article.lid}/r/comment-insert", "{", content_type="application/json")
    assert bad_json.status_code == 400


def test_an_unexpected_failure_gives_the_failed_message(client, article, monkeypatch):
    def broken(*args, **kwargs):
        raise DatabaseError("disk full")

    monkeypatch.setattr(logic, "_store", broken)

    mn = insert(client, article)
    en = insert(client, article, lang="en", commentBody="Өөр текст")

    assert mn.status_code == 503
    assert mn.json()["message"].startswith("Уучлаарай, сэтгэгдэл илгээх оролдлого амжилтгүй боллоо.")
    assert en.json()["message"] == "Sorry, your comment attempt is unsuccessful. Please wait and try again"


def test_a_flood_from_one_client_is_throttled(client, article, settings):
    settings.THROTTLE_RATES = GENEROUS | {"comment": "2/60"}

    codes = [insert(client, article, commentBody=f"Сэтгэгдэл дугаар {n}").status_code for n in range(3)]
    other = insert(Client(), article, commentBody="Өөр хүний сэтгэгдэл", address="10.9.9.9")  # another reader

    assert codes == [200, 200, 429]
    assert other.status_code == 200
    throttled = insert(client, article, lang="en", commentBody="Дахиад нэг")
    assert throttled.json()["message"] == "Too many requests. Please wait and try again."


def test_likes_toggle_and_move_one_per_reader(client, article):
    comment_id = insert(client, article).json()["entity"]["id"]

    def vote(kind: str, address: str = "10.1.1.1") -> dict:
        data = {"commentid": comment_id, "type": kind}
        return client.post("/api/news/comment-like-dislike", data, REMOTE_ADDR=address).json()

    assert vote("like") == {"status": "success", "likes": 1, "dislikes": 0, "myVote": "like"}
    assert vote("like") == {"status": "success", "likes": 0, "dislikes": 0, "myVote": ""}  # taken back
    assert vote("dislike") == {"status": "success", "likes": 0, "dislikes": 1, "myVote": "dislike"}
    assert vote("like") == {"status": "success", "likes": 1, "dislikes": 0, "myVote": "like"}  # moved
    comment = Comment.objects.get(pk=comment_id)
    assert (comment.likes, comment.dislikes, comment.votes.count()) == (1, 0, 1)
    other = client.__class__()
    response = other.post("/api/news/comment-like-dislike", {"commentid": comment_id, "type": "like"})
    assert response.json()["likes"] == 2
    assert tree(client, article)[0]["myVote"] == "like"


def test_likes_are_per_target_route(client, article):
    comment_id = insert(client, article).json()["entity"]["id"]
    response = client.post("/api/comic/comment-like-dislike", {"commentid": comment_id, "type": "like"})
    assert response.status_code == 404


def test_comics_and_polls_take_comments_and_count_them(client):
    comic = Comic.objects.create(title="Шог зураг", language="mn", publish_date=timezone.now())
    poll = Poll.objects.create(question="Асуулт?", start_date=timezone.now() - timezone.timedelta(days=1))

    comic_reply = client.post(
        "/api/comic/comment-set", {"comicid": comic.id, "commentBody": "Инээдтэй юм", "commentBy": "Дорж"}
    )
    poll_reply = client.post(
        "/api/poll/comment-set", {"pollid": poll.id, "commentBody": "Сайн асуулт", "commentBy": "Дорж"}
    )

    assert comic_reply.json()["status"] == poll_reply.json()["status"] == "success"
    comic_comments = client.post("/api/comic/comment", {"comicId": comic.id}).json()["comments"]
    assert comic_comments[0]["commentBody"] == "Инээдтэй юм"
    assert client.post("/api/poll/comments", {"pollId": poll.id}).json()["comments"][0]["commentBy"] == "Дорж"
    comic.refresh_from_db()
    poll.refresh_from_db()
    assert comic.comment_count == poll.comment_count == 1
    comment_id = comic_reply.json()["entity"]["id"]
    liked = client.post("/api/comic/comment-like-dislike", {"commentid": comment_id, "type": "like"}).json()
    assert liked["likes"] == 1


def test_a_reader_reports_once_and_many_reports_send_the_comment_to_review(client, article):
    comment_id = insert(client, article).json()["entity"]["id"]

    for _ in range(2):
        assert client.post("/api/comment/report", {"commentid": comment_id, "reason": "spam"}).status_code == 200
    assert Comment.objects.get(pk=comment_id).report_count == 1
    for n in range(logic.REPORT_HOLD_THRESHOLD - 1):
        client.cookies.clear()
        client.post("/api/comment/report", {"commentid": comment_id}, REMOTE_ADDR=f"10.2.0.{n}")

    comment = Comment.objects.get(pk=comment_id)
    assert (comment.status, comment.reason_code) == (CommentStatus.HELD, "reported")
    article.refresh_from_db()
    assert article.comment_count == 0
    assert client.post("/api/comment/report", {"commentid": 12345}).status_code == 404


def test_reports_are_throttled(client, article, settings):
    settings.THROTTLE_RATES = GENEROUS | {"report": "1/600"}
    comment_id = insert(client, article).json()["entity"]["id"]
    client.post("/api/comment/report", {"commentid": comment_id})
    assert client.post("/api/comment/report", {"commentid": comment_id}).status_code == 429
