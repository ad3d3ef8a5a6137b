"""Comics: the latest, one comic, pages by lastComicDate that never skip or repeat, likes per reader."""
import threading
from datetime import datetime, timedelta

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.utils import timezone

from comics.models import Comic, ComicVote

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_cache(settings):
    settings.THROTTLE_RATES = {"like": "1000/60"}
    cache.clear()
    yield
    cache.clear()


def make_comics(count: int, language: str = "mn", tie: bool = False) -> list[Comic]:
    now = timezone.now()
    return [
        Comic.objects.create(
            title=f"Шог зураг {n}", language=language,
            publish_date=now - timedelta(hours=1 if tie and n % 2 else n + 1),
        )
        for n in range(count)
    ]


def test_latest_and_a_comic_by_id(client):
    comics = make_comics(3)
    Comic.objects.create(title="Ирээдүйн", publish_date=timezone.now() + timedelta(days=1))
    Comic.objects.create(title="English", language="en")

    assert client.get("/api/comic/last").json()["entity"]["id"] == comics[0].id
    assert client.get("/api/comic/last?lang=en").json()["entity"]["title"] == "English"
    assert client.get("/api/fetch/0/comic").json()["entity"]["id"] == comics[0].id
    assert client.get(f"/api/fetch/{comics[2].id}/comic").json()["entity"]["id"] == comics[2].id
    assert client.get("/api/fetch/999999/comic").status_code == 404
    assert client.get(f"/api/fetch/{2**70}/comic").status_code in (400, 404)


def test_pages_of_six_walk_every_comic_once_even_with_ties(client):
    ids = [c.id for c in make_comics(14, tie=True)]
    served: list[int] = []
    url = "/api/fetch/0/comic"
    for _ in range(10):
        body = client.get(url).json()
        served += [c["id"] for c in body["comics"]]
        if body["publish_date"] is None:
            break
        assert len(body["comics"]) == 6
        cursor = body["publish_date"].replace("+", "%2B")
        url = f"/api/fetch/0/comic?lastComicDate={cursor}&lastId={body['lastId']}"
    assert sorted(served) == sorted(ids) and len(served) == len(set(served))


def test_page_size_and_bad_cursors(client):
    make_comics(30)
    assert len(client.get("/api/fetch/0/comic?size=24").json()["comics"]) == 24
    assert client.get("/api/fetch/0/comic?size=25").status_code == 400
    assert client.get("/api/fetch/0/comic?size=abc").status_code == 400
    assert client.get("/api/fetch/0/comic?lastComicDate=yesterday").status_code == 400
    assert len(client.get("/api/fetch/0/comic?comiclength=27").json()["comics"]) == 3
    assert client.get("/api/fetch/0/comic?comiclength=-1").status_code == 400


def test_likes_toggle_and_move(client):
    comic = make_comics(1)[0]

    def like(kind: str) -> dict:
        return client.post("/api/comic/like", {"comicid": comic.id, "type": kind}).json()

    assert like("like") == {"status": "success", "likes": 1, "dislikes": 0, "myVote": "like"}
    assert like("dislike") == {"status": "success", "likes": 0, "dislikes": 1, "myVote": "dislike"}
    assert like("dislike") == {"status": "success", "likes": 0, "dislikes": 0, "myVote": ""}
    assert client.post("/api/comic/like", {"comicid": comic.id, "type": "meh"}).status_code == 400
    assert client.post("/api/comic/like", {"comicid": 123456, "type": "like"}).status_code == 404
    assert client.post("/api/comic/like", {}).status_code == 400


def test_likes_are_throttled(client, settings):
    settings.THROTTLE_RATES = {"like": "2/60"}
    comic = make_comics(1)[0]
    codes = [client.post("/api/comic/like", {"comicid": comic.id, "type": "like"}).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_likes_keep_counts_exact():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL")
    comic = make_comics(1)[0]
    barrier = threading.Barrier(20)

    def like(n: int) -> None:
        client = Client(REMOTE_ADDR=f"10.6.0.{n}")
        barrier.wait()
        client.post("/api/comic/like", {"comicid": comic.id, "type": "like" if n % 4 else "dislike"})
        connection.close()

    threads = [threading.Thread(target=like, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    comic.refresh_from_db()
    assert comic.likes == ComicVote.objects.filter(comic=comic, value=1).count() == 15
    assert comic.dislikes == ComicVote.objects.filter(comic=comic, value=-1).count() == 5


def test_the_front_page_slider_dates_comics_as_their_page_does_and_waits_for_their_time(client):
    # 07:30 in Ulaanbaatar is 23:30 UTC the day before: the date readers see is Ulaanbaatar's.
    early = timezone.make_aware(datetime(2026, 11, 24, 7, 30), timezone.get_default_timezone())
    released = Comic.objects.create(title="Түгжрэлийн өглөө", publish_date=early)
    Comic.objects.create(title="Маргаашийн", publish_date=timezone.now() + timedelta(days=1))
    slider = client.get("/api/home/slider/news-list").json()["comic"]
    assert [item["title"] for item in slider] == ["Түгжрэлийн өглөө"]
    page = client.get(f"/api/fetch/{released.id}/comic").json()["entity"]
    assert slider[0]["publish_date"][:10] == page["publish_date"][:10] == "2026-11-24"
