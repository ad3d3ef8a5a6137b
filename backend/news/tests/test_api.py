import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from news import logic, refs
from news.models import Article, SpecialKind, Tag

from . import factories

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def page_ids(client, url: str, list_name: str, cursor_name: str, size: int) -> list[int]:
    """Walk a cursor list to its end, returning ids in the order served."""
    seen: list[int] = []
    params = f"size={size}" if "shinemedee" in url else f"limit={size}"
    next_url = f"{url}?{params}"
    for _ in range(100):
        body = client.get(next_url).json()
        items = body[list_name]
        if not items:
            return seen
        seen += [item["id"] for item in items]
        last = items[-1]
        next_url = f"{url}?{params}&{cursor_name}={last['publish_date']}&lastId={last['id']}".replace("+", "%2B")
    raise AssertionError("paging did not end")


def test_latest_pages_never_skip_or_repeat_even_when_dates_tie(client):
    moment = timezone.now() - timezone.timedelta(hours=1)
    cat = factories.category()
    kind = factories.news_type()
    ids = [factories.article(category=cat, news_type=kind, publish_date=moment).id for _ in range(7)]
    ids += [factories.article(category=cat, news_type=kind).id for _ in range(6)]

    served = page_ids(client, "/api/news/shinemedee", "shinemedee_list", "lastNewsDate", 3)

    assert sorted(served) == sorted(ids)
    assert len(served) == len(set(served))
    dates = [Article.objects.get(pk=i).publish_date for i in served]
    assert dates == sorted(dates, reverse=True)


def test_category_pages_walk_every_item_once(client):
    moment = timezone.now() - timezone.timedelta(hours=1)
    cat = factories.category()
    other = factories.category()
    ids = [factories.article(category=cat, publish_date=moment).id for _ in range(5)]
    factories.article(category=other)

    served = page_ids(client, f"/api/fetch/{cat.id}/i", "shinemedee_list", "lastDate", 2)
    assert sorted(served) == sorted(ids)


def test_date_only_cursor_starts_strictly_before_it(client):
    old = factories.article(publish_date=timezone.now() - timezone.timedelta(days=2))
    new = factories.article(publish_date=timezone.now() - timezone.timedelta(minutes=1))
    body = client.get(f"/api/news/shinemedee?lastNewsDate={new.publish_date.isoformat().replace('+', '%2B')}").json()
    assert [i["id"] for i in body["shinemedee_list"]] == [old.id]


def test_news_item_has_the_specification_field_names(client):
    item = factories.article(
        is_live=True, opens_in_new_tab=True, share_count=7,
        category=factories.category(name_mn="Улс төр"), news_type=factories.news_type(name_mn="Видео"),
    )
    body = client.get("/api/news/shinemedee").json()
    wire = body["shinemedee_list"][0]
    assert wire["id"] == item.id and wire["lid"] == item.lid
    assert {"welcome_pic_nodomain", "publish_date", "comment_count", "newstyppe", "daraalal"} <= wire.keys()
    assert wire["shuud"] == 1 and wire["newtab"] == 1 and wire["totalFavCount"] == 7
    # newstyppe is the category (spec section 3); the news type has a field of its own (docs/api-notes.md).
    assert wire["newstyppe"] == {"id": item.category_id, "name": "Улс төр"}
    assert wire["newsType"] == {"id": item.news_type_id, "name": "Видео"}
    assert "category" not in wire
    assert wire["daraalal"] == item.order


def test_every_news_list_files_its_items_under_their_category(client):
    """The category travels as `newstyppe` in every answer that carries news items."""
    cat = factories.category(slug="politics")
    kind = factories.news_type(slug="video")
    tag = Tag.objects.create(name="Сонгууль", slug="songuuli", language="mn")
    item = factories.article(category=cat, news_type=kind, special_kind=SpecialKind.CLASSIC, title="Ангиллын шалгалт")
    item.tags.add(tag)
    sibling = factories.article(category=cat, news_type=factories.news_type())
    sibling.tags.add(tag)
    factories.article(category=factories.category(), news_type=kind)
    lists = {
        "latest": client.get("/api/news/shinemedee").json()["shinemedee_list"],
        "video": client.get("/api/news/video").json()["pv_news_list"],
        "trend": client.get("/api/news/trend").json()["nav_news_list"],
        "specials": client.get("/api/news/specials").json()["ontslohNewsList"]["classic"],
        "category": client.get(f"/api/fetch/{cat.id}/i").json()["shinemedee_list"],
        "type": client.get(f"/api/fetch/{kind.id}/t").json()["shinemedee_list"],
        "entity": [client.get(f"/api/news/read/{item.lid}").json()["entity"]],
        "search": client.get("/api/news/search?query=Ангиллын").json()["result"],
    }
    related = client.post("/api/news/related", {"newsid": sibling.lid}).json()
    lists["related"] = related["relatedNewsByCategory"]
    for name, items in lists.items():
        mine = [wire for wire in items if wire["id"] == item.id]
        assert mine, name
        assert mine[0]["newstyppe"]["id"] == cat.id and mine[0]["newsType"]["id"] == kind.id, name
    # The related list by category holds news of the article's own category, which it names in newstyppe.
    assert {wire["newstyppe"]["id"] for wire in related["relatedNewsByCategory"]} == {cat.id}
    assert all(wire["newstyppe"]["id"] == cat.id for wire in lists["category"])


def test_language_separates_lists_and_names(client):
    cat = factories.category(name_mn="Спорт", name_en="Sport")
    factories.article(category=cat, language="mn", title="Монгол мэдээ")
    factories.article(category=cat, language="en", title="English news")
    mn = client.get("/api/news/shinemedee").json()["shinemedee_list"]
    en = client.get("/api/news/shinemedee?lang=en").json()["shinemedee_list"]
    assert [i["title"] for i in mn] == ["Монгол мэдээ"] and mn[0]["newstyppe"]["name"] == "Спорт"
    assert [i["title"] for i in en] == ["English news"] and en[0]["newstyppe"]["name"] == "Sport"


@pytest.mark.parametrize(
    "url, status, code",
    [
        ("/api/news/shinemedee?size=0", 400, "invalid_size"),
        ("/api/news/shinemedee?size=-5", 400, "invalid_size"),
        ("/api/news/shinemedee?size=100000", 400, "invalid_size"),
        ("/api/news/shinemedee?size=abc", 400, "invalid_input"),
        ("/api/news/shinemedee?lastNewsDate=yesterday", 400, "invalid_date"),
        ("/api/news/shinemedee?lastNewsDate=2026-13-45", 400, "invalid_date"),
        ("/api/news/shinemedee?lastId=-1&lastNewsDate=2026-01-01", 400, "invalid_cursor"),
        ("/api/fetch/999999/i", 404, "not_found"),
        ("/api/fetch/999999/p", 404, "not_found"),
        ("/api/fetch/999999/t", 404, "not_found"),
        ("/api/fetch/abc/i", 400, "invalid_input"),
        ("/api/fetch/99999999999999999999999/i", 404, "not_found"),
        ("/api/no/such/endpoint", 404, "not_found"),
        ("/api/cache/no/such/endpoint", 404, "not_found"),
    ],
)
def test_bad_input_gets_a_json_error_never_a_500(client, url, status, code):
    response = client.get(url)
    assert response.status_code == status
    body = response.json()
    assert body["status"] == "error" and body["code"] == code and body["message"]


@pytest.mark.parametrize("cursor", ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00%2B14:00", "0001-01-01T00:00:00"])
def test_cursor_dates_at_the_calendars_edge_page_from_there(client, cursor):
    item = factories.article(title="Сүүлийн мэдээ")
    for url in (f"/api/news/shinemedee?lastNewsDate={cursor}", f"/api/fetch/{item.category_id}/i?lastDate={cursor}"):
        response = client.get(url)
        assert response.status_code == 200, response.content
    newest = client.get(f"/api/news/shinemedee?lastNewsDate={cursor}").json()["shinemedee_list"]
    assert [i["title"] for i in newest] == (["Сүүлийн мэдээ"] if cursor.startswith("9999") else [])


def test_category_nav_type_must_be_known(client):
    cat = factories.category()
    assert client.get(f"/api/fetch/{cat.id}/i?navType=bogus").status_code == 400
    assert client.get(f"/api/fetch/{cat.id}/i?navType=featured").status_code == 200


def test_error_messages_follow_the_request_language(client):
    mn = client.get("/api/news/shinemedee?size=0").json()["message"]
    en = client.get("/api/news/shinemedee?size=0&lang=en").json()["message"]
    assert "хэмжээ" in mn and "page size" in en


def test_specials_are_grouped_by_kind(client):
    tom = factories.article(special_kind=SpecialKind.BIG)
    classic = factories.article(special_kind=SpecialKind.CLASSIC)
    picture = factories.article(special_kind=SpecialKind.PICTURE)
    factories.article()
    body = client.get("/api/news/specials").json()["ontslohNewsList"]
    assert [i["id"] for i in body["tom"]] == [tom.id]
    assert [i["id"] for i in body["classic"]] == [classic.id]
    assert [i["id"] for i in body["zurag"]] == [picture.id]


def picture(name: str):
    return factories.png_upload(64, 36, f"{name}.png")


def test_the_front_page_lead_is_the_newest_story_with_a_picture(client):
    hours, now = timezone.timedelta(hours=1), timezone.now()
    big = factories.article(special_kind=SpecialKind.BIG, image=picture("big"), publish_date=now - 30 * hours)
    fresh = factories.article(image=picture("fresh"), publish_date=now - hours)
    factories.article(publish_date=now - hours / 2)  # newer, but a lead needs a picture
    body = client.get("/api/news/specials").json()["ontslohNewsList"]
    assert [item["id"] for item in body["tom"]] == [fresh.id, big.id]
    assert client.get("/api/news/specials?lead=0").json()["ontslohNewsList"]["tom"][0]["lead"] == fresh.lead


def test_an_editors_pin_leads_until_it_ends_and_a_stale_archive_falls_back_to_big_stories(client):
    days = timezone.timedelta(days=1)
    big = factories.article(special_kind=SpecialKind.BIG, image=picture("big"), publish_date=timezone.now() - 5 * days)
    factories.article(image=picture("old"), publish_date=timezone.now() - 4 * days)  # before the lead window
    english = factories.article(image=picture("en"), language="en")
    tom = client.get("/api/news/specials").json()["ontslohNewsList"]["tom"]
    assert [item["id"] for item in tom] == [big.id]
    pinned = factories.article(image="", publish_date=timezone.now() - 3 * days)
    fresh = factories.article(image=picture("fresh"))
    logic.pin_lead(Article.objects.filter(pk=pinned.pk), logic.PIN_HOURS)
    tom = client.get("/api/news/specials").json()["ontslohNewsList"]["tom"]
    assert [item["id"] for item in tom] == [pinned.id, big.id]  # the save reached the cached answer
    assert client.get("/api/news/specials?lang=en").json()["ontslohNewsList"]["tom"][0]["id"] == english.id
    Article.objects.filter(pk=pinned.pk).update(pinned_until=timezone.now() - timezone.timedelta(seconds=1))
    assert logic.specials("mn")["tom"][0] == fresh  # an ended pin no longer leads
    logic.pin_lead(Article.objects.filter(pk=pinned.pk), 0)
    assert Article.objects.get(pk=pinned.pk).pinned_until is None


def test_lists_asked_without_leads_send_empty_leads_in_the_same_one_query(client):
    """`lead=0` (the sidebar's and the front page's lists): every card keeps its shape, lead empty."""
    for n in range(3):
        factories.article(lead=f"Товч агуулга {n}", is_featured=True, view_count=10 + n)
    for url, list_name in (
        ("/api/news/shinemedee?size=3", "shinemedee_list"),
        ("/api/news/featured?size=3", "shinemedee_list"),
        ("/api/news/trend?size=3", "nav_news_list"),
    ):
        full = client.get(url).json()[list_name]
        with CaptureQueriesContext(connection) as queries:
            brief = client.get(url + "&lead=0").json()[list_name]
        assert {item["lead"] for item in full} == {"Товч агуулга 0", "Товч агуулга 1", "Товч агуулга 2"}, url
        assert [item["lead"] for item in brief] == ["", "", ""], url
        assert [{**item, "lead": ""} for item in full] == brief, url
        assert len(queries) == 1, url
        assert all("lead" not in query["sql"].split("FROM")[0].replace("card_lead", "") for query in queries)
    assert client.get("/api/news/shinemedee?size=3&lead=1").json()["shinemedee_list"][0]["lead"]


def test_specials_without_leads_keep_the_big_storys_lead(client):
    """Every screen shows a big story (tom) with its lead; the classic and picture rows show none."""
    factories.article(special_kind=SpecialKind.BIG, lead="Гол мэдээний товч")
    factories.article(special_kind=SpecialKind.CLASSIC, lead="Энгийн товч")
    factories.article(special_kind=SpecialKind.PICTURE, lead="Зургийн товч")
    body = client.get("/api/news/specials?lead=0").json()["ontslohNewsList"]
    assert [item["lead"] for item in body["tom"]] == ["Гол мэдээний товч"]
    assert [item["lead"] for item in body["classic"] + body["zurag"]] == ["", ""]
    full = client.get("/api/news/specials").json()["ontslohNewsList"]
    assert [item["lead"] for item in full["classic"] + full["zurag"]] == ["Энгийн товч", "Зургийн товч"]


@pytest.mark.parametrize(
    ("lang", "message"), [("mn", "Оруулсан утга буруу байна."), ("en", "The request is not valid.")]
)
def test_a_lead_flag_that_is_not_one_is_a_clear_400(client, lang, message):
    for url in ("/api/news/shinemedee?lead=maybe", "/api/news/specials?lead=2", "/api/cache/news/trend?lead=x"):
        response = client.get(f"{url}&lang={lang}")
        assert response.status_code == 400, url
        assert response.json()["code"] == "invalid_input" and response.json()["message"] == message, url


def test_trend_is_most_read_within_the_window(client):
    popular = factories.article(view_count=500)
    factories.article(view_count=10)
    factories.article(view_count=9999, publish_date=timezone.now() - timezone.timedelta(days=10))
    body = client.get("/api/news/trend?size=2").json()["nav_news_list"]
    assert body[0]["id"] == popular.id and len(body) == 2


def test_list_query_count_is_constant_whatever_the_page_size(client):
    for _ in range(20):
        factories.article(provider=factories.provider())
    refs.load_tables(Article)  # what cards point to comes from memory (news/refs.py, its own test in test_reading.py)
    with CaptureQueriesContext(connection) as small:
        client.get("/api/news/shinemedee?size=2")
    with CaptureQueriesContext(connection) as large:
        client.get("/api/news/shinemedee?size=20")
    assert len(small) == len(large) == 1


def test_cached_twin_serves_etag_304_and_refreshes_when_an_editor_saves(client):
    item = factories.article(title="Эхний гарчиг")
    first = client.get("/api/cache/news/shinemedee")
    assert first.status_code == 200
    assert "s-maxage" in first["Cache-Control"] and "stale-while-revalidate" in first["Cache-Control"]
    etag = first["ETag"]
    assert client.get("/api/cache/news/shinemedee", HTTP_IF_NONE_MATCH=etag).status_code == 304

    with CaptureQueriesContext(connection) as cached:
        client.get("/api/cache/news/shinemedee")
    assert len(cached) == 0

    item.title = "Засварласан гарчиг"
    item.save()
    refreshed = client.get("/api/cache/news/shinemedee")
    assert refreshed.json()["shinemedee_list"][0]["title"] == "Засварласан гарчиг"
    assert refreshed["ETag"] != etag


def test_reader_counter_updates_do_not_invalidate_the_cache(client):
    item = factories.article()
    client.get("/api/cache/news/shinemedee")
    Article.objects.filter(pk=item.pk).update(view_count=99)
    with CaptureQueriesContext(connection) as queries:
        client.get("/api/cache/news/shinemedee")
    assert len(queries) == 0


def test_categories_carry_both_names(client):
    factories.category(name_mn="Эдийн засаг", name_en="Economy", slug="economy")
    body = client.get("/api/cache/categories?lang=en").json()
    economy = next(c for c in body["categories"] if c["slug"] == "economy")
    assert economy["name"] == "Economy" and economy["name_mn"] == "Эдийн засаг"


def test_openapi_schema_is_served(client):
    schema = client.get("/api/openapi.json").json()
    assert "/api/news/shinemedee" in schema["paths"]
