"""The shared kernel: cursor parsing, throttling with its fallback, client keys, JSON bodies."""
import pytest
from django.core.cache import cache
from django.test import RequestFactory

from common import throttle
from common.clients import address_key, network_key, reader_key
from common.errors import ApiError
from common.paging import EARLIEST_CURSOR, LATEST_CURSOR, parse_cursor_date
from common.readers import sign_reader_id


def test_cursor_dates_accept_offsets_plain_dates_and_unencoded_plus():
    with_offset = parse_cursor_date("2026-11-20T10:00:00.123456+08:00")
    unencoded = parse_cursor_date("2026-11-20T10:00:00.123456 08:00")
    assert with_offset == unencoded and with_offset.microsecond == 123456
    assert parse_cursor_date("2026-11-20").hour == 23
    for text in ("2026-02-30T00:00:00", "", " 2026-11-20", "20261120", "2026-W47-5", "2026-11-20T10"):
        with pytest.raises(ApiError):
            parse_cursor_date(text)


@pytest.mark.parametrize(
    "text, edge",
    [
        ("0001-01-01T00:00:00", EARLIEST_CURSOR),
        ("0001-01-01T00:00:00+14:00", EARLIEST_CURSOR),
        ("0001-01-01", EARLIEST_CURSOR),
        ("9999-12-31T23:59:59-12:00", LATEST_CURSOR),
        ("9999-12-31", LATEST_CURSOR),
    ],
)
def test_cursor_dates_at_the_edge_of_the_calendar_stop_at_a_day_inside_it(text, edge):
    # Converted to UTC for the query, these used to overflow into a 500.
    assert parse_cursor_date(text) == edge


def test_client_keys_separate_readers_and_survive_cleared_cookies():
    factory = RequestFactory()
    a = factory.get("/", REMOTE_ADDR="1.1.1.1", HTTP_USER_AGENT="phone")
    b = factory.get("/", REMOTE_ADDR="2.2.2.2", HTTP_USER_AGENT="phone")
    assert network_key(a) != network_key(b)
    a.COOKIES["rid"] = "abc123"  # not an id the server signed: the address's reader
    assert reader_key(a) == address_key(a)
    a.COOKIES["rid"] = sign_reader_id("abc123")
    assert reader_key(a) != address_key(a)
    a.COOKIES.clear()
    assert reader_key(a) == address_key(a)
    other_browser = factory.get("/", REMOTE_ADDR="1.1.1.1", HTTP_USER_AGENT="desktop")
    assert reader_key(other_browser) == reader_key(a)  # a changed browser string is not a new reader


def test_throttle_limits_per_client_and_falls_back_when_the_cache_is_down(settings, monkeypatch):
    cache.clear()
    settings.THROTTLE_RATES = {"comment": "2/60"}
    request = RequestFactory().post("/", REMOTE_ADDR="3.3.3.3")
    throttle.check_rate(request, "comment")
    throttle.check_rate(request, "comment")
    with pytest.raises(ApiError) as raised:
        throttle.check_rate(request, "comment")
    assert raised.value.status == 429
    other = RequestFactory().post("/", REMOTE_ADDR="4.4.4.4")
    throttle.check_rate(other, "comment")

    def down(*args, **kwargs):
        raise ConnectionError("cache down")

    monkeypatch.setattr(throttle, "count_hit", down)
    lonely = RequestFactory().post("/", REMOTE_ADDR="5.5.5.5")
    throttle.check_rate(lonely, "comment")  # fallback limit is half: 1
    with pytest.raises(ApiError):
        throttle.check_rate(lonely, "comment")


@pytest.mark.django_db
def test_json_array_body_is_refused_clearly(client):
    response = client.post("/api/news/related", "[1,2]", content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 400 and response.json()["message"] == "The request is not valid."


@pytest.mark.django_db(transaction=True)
def test_migrate_makes_the_content_versions_table_even_where_redis_keeps_the_versions(settings):
    # A database migrated by a process with Redis is later written by one without (the bench seeds
    # so; a deployment may drop Redis): a missing table there broke the writer's transaction.
    from django.apps import apps
    from django.db import connection
    from django.db.models.signals import post_migrate

    with connection.cursor() as cursor:
        cursor.execute(f"DROP TABLE IF EXISTS {settings.VERSIONS_TABLE}")
    settings.CACHES = {**settings.CACHES, "versions": settings.CACHES["default"]}
    post_migrate.send(sender=apps.get_app_config("common"), app_config=apps.get_app_config("common"),
                      verbosity=0, interactive=False, using="default")
    assert settings.VERSIONS_TABLE in connection.introspection.table_names()
