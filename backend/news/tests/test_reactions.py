"""Emoji reactions: the kinds, one reaction per reader that moves, exact counts, mega items, bad input."""
import threading

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client

from common.tests.concurrency import one_reader_at_once
from news.models import MegaProject, Reaction, ReactionCount, ReactionKind

from . import factories


@pytest.fixture(autouse=True)
def fresh_cache(settings):
    settings.THROTTLE_RATES = {"reaction": "1000/60"}
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def kinds(db) -> list[ReactionKind]:
    return [
        ReactionKind.objects.create(code="like", emoji="👍", name_mn="Таалагдлаа", name_en="Like", position=1),
        ReactionKind.objects.create(code="wow", emoji="😮", name_mn="Гайхалтай", name_en="Wow", position=2),
    ]


def counts(body: dict) -> dict[str, int]:
    return {e["code"]: e["count"] for e in body["emotics"]}


@pytest.mark.django_db
def test_emoji_lists_the_kinds(client, kinds):
    body = client.post("/api/emoji").json()
    assert [e["code"] for e in body["emotics"]] == ["like", "wow"]


@pytest.mark.django_db
def test_one_reaction_per_reader_moves_and_is_removed(client, kinds):
    article = factories.article()
    like, wow = kinds

    first = client.post(f"/api/reaction/{article.id}", {"reactionId": like.id}).json()
    again = client.post(f"/api/reaction/{article.lid}", {"reactionId": like.id}).json()
    moved = client.post(f"/api/reaction/{article.id}", {"reactionId": wow.id}).json()

    assert first["status"] == "success" and counts(first) == {"like": 1, "wow": 0}
    assert counts(again) == {"like": 1, "wow": 0}
    assert counts(moved) == {"like": 0, "wow": 1} and moved["myReaction"] == wow.id
    other = Client().post(f"/api/reaction/{article.id}", {"reactionId": wow.id}, REMOTE_ADDR="10.0.0.9").json()
    assert counts(other) == {"like": 0, "wow": 2}
    stale = client.post(f"/api/reaction/remove/{article.id}", {"reactionId": like.id}).json()
    assert counts(stale) == {"like": 0, "wow": 2}  # not the reader's reaction: nothing to remove
    removed = client.post(f"/api/reaction/remove/{article.id}", {"reactionId": wow.id}).json()
    assert counts(removed) == {"like": 0, "wow": 1} and removed["myReaction"] is None
    assert Reaction.objects.count() == 1


@pytest.mark.django_db
def test_mega_items_must_belong_to_a_mega_project(client, kinds):
    plain = factories.article()
    mega = factories.article(mega_project=MegaProject.objects.create(title="Их төсөл"))

    assert client.post(f"/api/reaction/{plain.id}", {"reactionId": kinds[0].id, "isMega": "true"}).status_code == 404
    assert client.post(f"/api/reaction/{mega.id}", {"reactionId": kinds[0].id, "isMega": "1"}).status_code == 200


@pytest.mark.django_db
def test_bad_reactions_are_clear_errors(client, kinds):
    article = factories.article()
    unknown = client.post(f"/api/reaction/{article.id}?lang=en", {"reactionId": 999})
    assert (unknown.status_code, unknown.json()["message"]) == (404, "There is no such reaction.")
    mongolian = client.post(f"/api/reaction/{article.id}", {"reactionId": 999}).json()
    assert mongolian["message"] == "Ийм сэтгэл хөдлөл байхгүй."
    assert client.post(f"/api/reaction/{article.id}", {"reactionId": "x"}).status_code == 400
    assert client.post(f"/api/reaction/{article.id}", {}).status_code == 400
    assert client.post(f"/api/reaction/{2**70}", {"reactionId": kinds[0].id}).status_code == 404
    assert client.post("/api/reaction/1", {"reactionId": str(2**70)}).status_code in (400, 404)
    draft = factories.article(status="draft")
    assert client.post(f"/api/reaction/{draft.id}", {"reactionId": kinds[0].id}).status_code == 404


@pytest.mark.django_db
def test_reactions_are_throttled(client, kinds, settings):
    settings.THROTTLE_RATES = {"reaction": "2/60"}
    article = factories.article()
    codes = [client.post(f"/api/reaction/{article.id}", {"reactionId": kinds[0].id}).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_reactions_keep_counts_exact(kinds):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    article = factories.article()
    barrier = threading.Barrier(20)

    def react(n: int) -> None:
        client = Client(REMOTE_ADDR=f"10.4.0.{n}")
        barrier.wait()
        client.post(f"/api/reaction/{article.id}", {"reactionId": kinds[n % 2].id})
        client.post(f"/api/reaction/{article.id}", {"reactionId": kinds[(n + 1) % 2].id})
        connection.close()

    threads = [threading.Thread(target=react, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    for kind in kinds:
        stored = ReactionCount.objects.filter(article=article, kind=kind).values_list("count", flat=True).first() or 0
        assert stored == Reaction.objects.filter(article=article, kind=kind).count() == 10


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_reader_reacting_and_taking_it_back_sixty_times_at_once_ends_valid(kinds):
    """Parallel react/remove of the same reader: every answer 2xx/4xx, counts equal rows."""
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    article = factories.article()

    def click(client: Client, n: int):
        path = f"/api/reaction/{article.id}" if n % 3 else f"/api/reaction/remove/{article.id}"
        return client.post(path, {"reactionId": kinds[n % 2].id})

    codes = one_reader_at_once(60, click, reader="samereader0002")
    # Each click is applied or answered 409 (another click of theirs was in progress): never a 500.
    assert len(codes) == 60 and set(codes) <= {200, 409} and 200 in codes, codes
    assert Reaction.objects.filter(article=article).count() <= 1
    for kind in kinds:
        stored = ReactionCount.objects.filter(article=article, kind=kind).values_list("count", flat=True).first() or 0
        assert stored == Reaction.objects.filter(article=article, kind=kind).count()
