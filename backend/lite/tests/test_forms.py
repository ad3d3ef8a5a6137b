"""Lite's forms: plain posts through the API's logic, answered with a redirect and the result, or the
page again with the error in the reader's language; nothing stored on an error."""
from urllib.parse import urlsplit

import pytest

from comments.models import Comment
from common.languages import translated
from news.models import Article
from polls import logic as poll_logic
from polls.models import Poll, PollAnswer, PollVote

pytestmark = pytest.mark.django_db


def _open_poll(language: str) -> Poll:
    poll = Poll.objects.active().in_language(language).regular().first()
    assert poll is not None
    return poll


def _article(language: str) -> Article:
    return Article.objects.published().in_language(language).order_by("-publish_date").first()


@pytest.mark.parametrize("language", ["mn", "en"])
def test_a_vote_is_counted_once_per_reader(client, demo_portal, language):
    poll = _open_poll(language)
    answer = poll.answers.order_by("id").first()
    base = "/en/lite" if language == "en" else "/lite"
    votes, count, rows = poll.total_votes, answer.vote_count, PollVote.objects.filter(poll=poll).count()

    response = client.post(f"{base}/{poll.pk}/poll", {"answerID": answer.pk})
    assert response.status_code == 303
    assert urlsplit(response["Location"]).path == f"{base}/{poll.pk}/poll"
    page = client.get(response["Location"])
    thanks = {"mn": "Баярлалаа: таны санал тоологдлоо.", "en": "Thank you: your vote is counted."}[language]
    assert thanks in page.content.decode()
    assert page["Cache-Control"] == "no-store"  # this reader's result, never a shared copy

    again = client.post(f"{base}/{poll.pk}/poll", {"answerID": answer.pk})
    assert again.status_code == 409
    assert 'class="note error"' in again.content.decode()
    assert translated(poll_logic.MESSAGES["already_voted"], language) in again.content.decode()
    poll.refresh_from_db()
    answer.refresh_from_db()
    assert (poll.total_votes, answer.vote_count) == (votes + 1, count + 1)
    assert PollVote.objects.filter(poll=poll).count() == rows + 1


def test_the_front_pages_poll_form_posts_to_the_polls_lite_page(client, demo_portal):
    poll = _open_poll("mn")
    html = client.get("/lite/").content.decode()
    assert f'<form method="post" action="/lite/{poll.pk}/poll">' in html
    assert 'name="answerID"' in html


@pytest.mark.parametrize(("language", "message"), [
    ("mn", "Хариултуудаас нэгийг сонгоно уу."), ("en", "Please choose one of the answers."),
])
def test_a_vote_without_an_answer_is_refused_in_the_readers_language(client, demo_portal, language, message):
    poll = _open_poll(language)
    before = PollVote.objects.count()
    base = "/en/lite" if language == "en" else "/lite"
    response = client.post(f"{base}/{poll.pk}/poll", {"answerID": ""})
    assert response.status_code == 400
    assert message in response.content.decode()
    assert response["Cache-Control"] == "no-store"
    assert PollVote.objects.count() == before


def test_an_answer_of_another_poll_is_refused(client, demo_portal):
    poll = _open_poll("en")
    other = PollAnswer.objects.exclude(poll=poll).first()
    response = client.post(f"/en/lite/{poll.pk}/poll", {"answerID": other.pk})
    assert response.status_code == 400
    assert "The chosen answer is not part of this poll." in response.content.decode()


@pytest.mark.parametrize("language", ["mn", "en"])
def test_a_comment_is_posted_and_the_reader_is_told(client, demo_portal, language):
    article = _article(language)
    base = "/en/lite" if language == "en" else "/lite"
    before = Comment.objects.count()
    response = client.post(f"{base}/{article.lid}/r/comments", {
        "commentBy": "Бат" if language == "mn" else "Bat",
        "commentBody": "Сайхан нийтлэл байна, баярлалаа." if language == "mn" else "A good read, thank you.",
    })
    assert response.status_code == 303, response.content.decode()[:500]
    assert Comment.objects.count() == before + 1
    page = client.get(response["Location"]).content.decode()
    words = {"mn": "Баярлалаа", "en": "Thank you"}[language]
    assert 'class="note"' in page and words in page


@pytest.mark.parametrize(("language", "empty"), [("mn", "Сэтгэгдэл"), ("en", "comment")])
def test_an_empty_comment_is_refused_in_the_readers_language_and_keeps_the_name(client, demo_portal, language, empty):
    article = _article(language)
    base = "/en/lite" if language == "en" else "/lite"
    before = Comment.objects.count()
    response = client.post(f"{base}/{article.lid}/r/comments", {"commentBy": "Typed Name", "commentBody": "  "})
    assert response.status_code == 400
    html = response.content.decode()
    assert 'class="note error"' in html and empty.lower() in html.lower()
    assert 'value="Typed Name"' in html
    assert Comment.objects.count() == before


def test_a_comment_on_an_unknown_article_is_a_404(client, demo_portal):
    response = client.post("/lite/zzzzzzzz/r/comments", {"commentBy": "A", "commentBody": "Hello there"})
    assert response.status_code == 404


def test_another_sites_post_is_refused_and_stores_nothing(client, demo_portal):
    poll = _open_poll("mn")
    article = _article("mn")
    votes, comments = PollVote.objects.count(), Comment.objects.count()
    vote = client.post(f"/lite/{poll.pk}/poll", {"answerID": poll.answers.first().pk}, HTTP_SEC_FETCH_SITE="cross-site")
    comment = client.post(f"/lite/{article.lid}/r/comments", {"commentBy": "A", "commentBody": "Hello there"},
                          HTTP_ORIGIN="https://evil.example")
    assert vote.status_code == comment.status_code == 403
    assert "rid" not in vote.cookies and "rid" not in comment.cookies
    assert (PollVote.objects.count(), Comment.objects.count()) == (votes, comments)


def test_the_same_sites_form_post_is_accepted(client, demo_portal):
    poll = _open_poll("mn")
    response = client.post(f"/lite/{poll.pk}/poll", {"answerID": poll.answers.first().pk},
                           HTTP_SEC_FETCH_SITE="same-origin", HTTP_ORIGIN="http://testserver")
    assert response.status_code == 303
    assert "rid" in response.cookies  # the reader's signed id (common/readers.py), given on their first write


def test_a_post_to_a_page_without_a_form_is_not_allowed(client, demo_portal):
    assert client.post("/lite/i/list").status_code == 405


def test_a_forged_note_is_not_shown(client, demo_portal):
    html = client.get("/lite/poll/last?note=Send%20your%20password").content.decode()
    assert "password" not in html.replace("note=", "")
