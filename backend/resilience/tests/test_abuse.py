"""Abuse: every anonymous write is throttled per client (429 in the reader's language), poll votes
need their intention-bound token, and no GET of the API or of a page changes any row (ASVS 3.5.3)."""
import base64
from collections.abc import Callable
from dataclasses import dataclass

import pytest
import schemathesis
from django.db import connection
from django.test import Client
from hypothesis import HealthCheck, given, settings
from schemathesis.generation import GenerationMode

from ads.models import AdCreative
from comics.models import Comic
from comments.models import Comment, CommentStatus
from common.errors import MESSAGES
from common.languages import translated
from config.wsgi import application
from news.models import Article, ReactionKind
from polls.models import Poll
from stories.models import Story

pytestmark = pytest.mark.django_db

VOTE_INTENTION = base64.b64encode(b"poll_vote").decode()


@dataclass
class World:
    article: Article
    comic: Comic
    poll: Poll
    story: Story
    reaction_id: int

    def comment_id(self, target_type: str) -> int:
        return Comment.objects.filter(target_type=target_type, status=CommentStatus.APPROVED).values_list(
            "id", flat=True
        ).first()


@pytest.fixture
def world(demo_portal) -> World:
    return World(
        article=Article.objects.published().filter(language="mn").first(),
        comic=Comic.objects.filter(language="mn", is_published=True).first(),
        poll=Poll.objects.filter(language="mn").first(),
        story=Story.objects.published().filter(language="mn").first(),
        reaction_id=ReactionKind.objects.values_list("id", flat=True).first(),
    )


def vote_token(client: Client) -> str:
    return client.post("/api/token/get", {"intention": VOTE_INTENTION}).json()["token"]


# scope -> (path, form data, extra headers) for one valid write of that scope; `n` varies the text.
WRITES: dict[str, Callable[[World, Client, int], tuple[str, dict, dict]]] = {
    "comment:news": lambda w, c, n: (f"/api/{w.article.lid}/r/comment-insert",
                                     {"commentBody": f"Сайхан мэдээ {n} байна", "commentBy": "Бат"}, {}),
    "comment:comic": lambda w, c, n: ("/api/comic/comment-set",
                                      {"comicid": w.comic.id, "commentBody": f"Хөгжилтэй {n}", "commentBy": "Бат"}, {}),
    "comment:poll": lambda w, c, n: ("/api/poll/comment-set",
                                     {"pollid": w.poll.id, "commentBody": f"Санал {n} өгье", "commentBy": "Бат"}, {}),
    "like:news-comment": lambda w, c, n: ("/api/news/comment-like-dislike",
                                          {"commentid": w.comment_id("news"), "type": "like"}, {}),
    "like:comic-comment": lambda w, c, n: ("/api/comic/comment-like-dislike",
                                           {"commentid": w.comment_id("comic"), "type": "like"}, {}),
    "like:poll-comment": lambda w, c, n: ("/api/poll/comment-like-dislike",
                                          {"commentid": w.comment_id("poll"), "type": "like"}, {}),
    "like:comic": lambda w, c, n: ("/api/comic/like", {"comicid": w.comic.id, "type": "like"}, {}),
    "report": lambda w, c, n: ("/api/comment/report", {"commentid": w.comment_id("news"), "reason": "spam"}, {}),
    "reaction:add": lambda w, c, n: (f"/api/reaction/{w.article.lid}", {"reactionId": w.reaction_id}, {}),
    "reaction:remove": lambda w, c, n: (f"/api/reaction/remove/{w.article.lid}", {"reactionId": w.reaction_id}, {}),
    "vote": lambda w, c, n: ("/api/poll/vote", {"pollID": w.poll.id, "answerID": w.poll.answers.first().id},
                             {"HTTP_X_CSRF_TOKEN": vote_token(c)}),
    "token": lambda w, c, n: ("/api/token/get", {"intention": VOTE_INTENTION}, {}),
    "story_seen": lambda w, c, n: ("/api/story/seen", {"id": w.story.id}, {}),
    "ad_impression": lambda w, c, n: ("/api/ads/impression", {"ids": "1"}, {}),
}
LIMIT = 2


@pytest.mark.parametrize("language", ["en", "mn"])
def test_every_anonymous_write_is_throttled_per_client_with_a_message_in_its_language(world, settings, language):
    settings.THROTTLE_RATES = {scope: f"{LIMIT}/60" for scope in settings.THROTTLE_RATES}
    settings.THROTTLE_RATES["token"] = "100/60"  # the vote needs tokens; "token" has its own row above
    expected = translated(MESSAGES["throttled"], language)
    failures = {}
    for number, (label, write) in enumerate(WRITES.items()):
        if label == "token":
            settings.THROTTLE_RATES["token"] = f"{LIMIT}/60"
        client = Client(REMOTE_ADDR=f"10.77.{number}.{1 if language == 'en' else 2}", HTTP_USER_AGENT="abuse")
        statuses = []
        for attempt in range(LIMIT + 1):
            path, data, headers = write(world, client, attempt)
            response = client.post(f"{path}?lang={language}", data, **headers)
            statuses.append(response.status_code)
        other = Client(REMOTE_ADDR=f"10.78.{number}.1", HTTP_USER_AGENT="abuse")
        path, data, headers = write(world, other, 99)
        other_status = other.post(path, data, **headers).status_code
        last = response.json()
        # a repeated vote is a 409 (one vote per poll), still a counted write
        if any(status >= 429 or status < 200 for status in statuses[:LIMIT]) or statuses[0] != 200 \
                or statuses[LIMIT] != 429 or last != {"status": "error", "code": "throttled", "message": expected} \
                or other_status != 200:
            failures[label] = (statuses, last, other_status)
    assert not failures, failures


def test_the_window_opens_at_the_first_write_and_closes_after_its_seconds(world, settings):
    """No wall-clock edge: the third write of a burst is refused whenever the burst starts, and the
    client may write again once its own window has passed."""
    import time

    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "like": "2/1"}
    client = Client(REMOTE_ADDR="10.79.1.1", HTTP_USER_AGENT="abuse")
    like = {"comicid": world.comic.id, "type": "like"}
    assert [client.post("/api/comic/like", like).status_code for _ in range(3)] == [200, 200, 429]
    time.sleep(1.2)
    assert client.post("/api/comic/like", like).status_code == 200


def test_the_limits_are_shared_through_the_cache_not_per_process(world, settings):
    from django.core.cache import cache
    from django.test import RequestFactory

    from common.clients import address_key

    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "like": "1/60"}
    client = Client(REMOTE_ADDR="10.79.0.1", HTTP_USER_AGENT="abuse")
    assert client.post("/api/comic/like", {"comicid": world.comic.id, "type": "like"}).status_code == 200
    key = address_key(RequestFactory().post("/", REMOTE_ADDR="10.79.0.1", HTTP_USER_AGENT="other"))
    assert cache.get(f"throttle:like:{key}:all") == 1, "the count lives in the shared cache"
    assert client.post("/api/comic/like", {"comicid": world.comic.id, "type": "like"}).status_code == 429


def test_a_poll_vote_needs_a_token_for_that_intention_from_that_client(world, settings):
    settings.THROTTLE_RATES = {}
    settings.VOTES_PER_ADDRESS_PER_ITEM = 1
    answer = world.poll.answers.first()
    voter, stranger = Client(REMOTE_ADDR="10.80.0.1"), Client(REMOTE_ADDR="10.80.0.2")
    data = {"pollID": world.poll.id, "answerID": answer.id}
    votes_before, count_before = world.poll.votes.count(), answer.vote_count

    without = voter.post("/api/poll/vote?lang=en", data)
    other_intention = voter.post("/api/token/get", {"intention": base64.b64encode(b"something_else").decode()})
    stolen = voter.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=vote_token(stranger))
    forged = voter.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=vote_token(voter)[:-2] + "xx")
    accepted = voter.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=vote_token(voter))
    again = voter.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=vote_token(voter))
    voter.cookies.clear()  # a new reader, but past the address's cap for this poll (docs/adr/014)
    cleared = voter.post("/api/poll/vote", data, HTTP_X_CSRF_TOKEN=vote_token(voter))

    assert without.status_code == 403 and without.json()["code"] == "token_invalid"
    assert other_intention.status_code == 400
    assert stolen.status_code == 403 and forged.status_code == 403
    assert accepted.status_code == 200
    assert again.status_code == 409 and cleared.status_code == 429
    answer.refresh_from_db()
    assert world.poll.votes.count() == votes_before + 1 and answer.vote_count == count_before + 1


class WriteBlocked(AssertionError):
    pass


def refuse_writes(execute, sql, params, many, context):
    statement = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
    if statement in {"INSERT", "UPDATE", "DELETE", "REPLACE", "MERGE", "TRUNCATE", "DROP", "ALTER", "CREATE"}:
        raise WriteBlocked(f"a GET wrote to the database: {sql[:200]}")
    return execute(sql, params, many, context)


def test_no_get_of_the_api_changes_any_row(world, wsgi_calls_in_the_test_transaction, settings):
    """Every GET operation of our OpenAPI schema, with generated valid parameters, under a write trap."""
    settings.THROTTLE_RATES = {}
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", application)
    blocked: dict[str, str] = {}
    with connection.execute_wrapper(refuse_writes):
        for result in schema.get_all_operations():
            operation = result.ok()
            if operation.method.upper() != "GET":
                continue

            @settings_for_get
            @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE))
            def run(case):
                response = case.call()
                assert response.status_code < 500, f"{case.path} -> {response.status_code}"

            try:
                run()
            except BaseException as error:  # WriteBlocked is surfaced by the app as a 500 or raised
                blocked[operation.label] = str(error)[:400]
    assert not blocked, blocked


settings_for_get = settings(max_examples=4, deadline=None, database=None, derandomize=True,
                            suppress_health_check=list(HealthCheck))


def test_no_page_get_changes_any_row(world, settings):
    settings.THROTTLE_RATES = {}
    article = world.article
    paths = ["/", "/en/", f"/{article.lid}/r", f"/{article.category_id}/i", "/msearch?query=мэдээ", "/polls",
             f"/api/cache/news/read/{article.lid}", "/api/cache/news/shinemedee", "/rss.xml", "/sitemap.xml",
             f"/api/ads/click/{AdCreative.objects.exclude(link_url='').values_list('id', flat=True).first()}",
             "/healthz", "/robots.txt", "/translations/messages.json"]
    client = Client(raise_request_exception=True)
    with connection.execute_wrapper(refuse_writes):
        statuses = {path: client.get(path).status_code for path in paths}
        with pytest.raises(WriteBlocked):  # the trap itself works: a POST that counts is caught
            client.post("/api/news/view", {"newsid": article.lid})
    assert all(status < 500 for status in statuses.values()), statuses
    assert statuses[paths[10]] == 302
