"""Slot selection rules: campaign dates, weights, page kinds, id parsing and safe links."""

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from ads.logic import (
    MAX_HTML_IDS,
    CreativeView,
    SlotView,
    choose_placements,
    choose_weighted,
    is_running,
    page_kind,
    parse_creative_ids,
    parse_html_ids,
    safe_link,
    shows_on,
)
from common.errors import ApiError

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def creative(id: int, weight: int = 1, **fields) -> CreativeView:
    values = {
        "id": id,
        "kind": "image",
        "weight": weight,
        "is_active": True,
        "starts_at": NOW - timedelta(days=1),
        "ends_at": None,
        "image_url": f"/media/{id}.webp",
        "html": "",
        "link_url": "https://example.com/",
        "alt_text": "",
    }
    return CreativeView(**(values | fields))


def slot(html_id: str, pages: tuple[str, ...] = ("all",), creatives: tuple[CreativeView, ...] = ()) -> SlotView:
    return SlotView(html_id=html_id, width=293, height=255, pages=pages, creatives=creatives)


def test_running_means_active_and_inside_the_dates():
    assert is_running(creative(1), NOW)
    assert is_running(creative(1, starts_at=NOW), NOW)  # starts exactly now
    assert not is_running(creative(1, ends_at=NOW), NOW)  # the end is exclusive
    assert not is_running(creative(1, starts_at=NOW + timedelta(seconds=1)), NOW)
    assert not is_running(creative(1, ends_at=NOW - timedelta(days=1), starts_at=NOW - timedelta(days=9)), NOW)
    assert not is_running(creative(1, is_active=False), NOW)


def test_expired_future_and_inactive_creatives_are_never_chosen():
    current = creative(1, weight=1)
    others = [
        creative(2, weight=100, ends_at=NOW - timedelta(hours=1), starts_at=NOW - timedelta(days=3)),
        creative(3, weight=100, starts_at=NOW + timedelta(hours=1)),
        creative(4, weight=100, is_active=False),
    ]
    rng = random.Random(7)

    chosen = {choose_weighted([*others, current], NOW, rng).id for _ in range(300)}

    assert chosen == {1}
    assert choose_weighted(others, NOW, rng) is None
    assert choose_weighted([], NOW, rng) is None


def test_weights_share_the_draws_in_proportion():
    pool = [creative(1, weight=1), creative(2, weight=3), creative(3, weight=6)]
    rng = random.Random(2024)
    draws = 20_000

    counts = Counter(choose_weighted(pool, NOW, rng).id for _ in range(draws))

    for creative_id, share in {1: 0.1, 2: 0.3, 3: 0.6}.items():
        assert abs(counts[creative_id] / draws - share) < 0.02, counts


def test_a_seed_makes_the_draw_repeatable():
    pool = [creative(i, weight=i) for i in range(1, 6)]

    first = [choose_weighted(pool, NOW, random.Random(42)).id for _ in range(5)]
    again = [choose_weighted(pool, NOW, random.Random(42)).id for _ in range(5)]

    assert first == again


def test_placements_follow_the_page_kind_and_skip_empty_or_unknown_slots():
    slots = {
        "sidebar-1": slot("sidebar-1", ("all",), (creative(1),)),
        "article-top": slot("article-top", ("article",), (creative(2),)),
        "big-banner": slot("big-banner", ("home",), (creative(3),)),
        "empty": slot("empty", ("all",), (creative(4, is_active=False),)),
    }
    asked = ["big-banner", "sidebar-1", "article-top", "empty", "nope"]

    def ids(kind):
        return [(p.slot.html_id, p.creative.id) for p in choose_placements(slots, asked, kind, NOW, random.Random(1))]

    assert ids("article") == [("sidebar-1", 1), ("article-top", 2)]
    assert ids("home") == [("big-banner", 3), ("sidebar-1", 1)]
    assert ids("other") == [("sidebar-1", 1)]
    assert ids(None) == [("big-banner", 3), ("sidebar-1", 1), ("article-top", 2)]


def test_page_kind_and_shows_on():
    assert page_kind(None) is None and page_kind("  ") is None
    assert page_kind(" Article ") == "article"
    assert page_kind("poll") == "other"
    assert shows_on(("all",), "other") and shows_on(("article", "home"), "home")
    assert not shows_on(("article",), "home")


def test_html_ids_are_parsed_in_order_and_weird_ones_dropped():
    values = ["sidebar-1,article-top", " sidebar-1 ", "<script>", "a" * 61, "ok_2", ""]

    assert parse_html_ids(values) == ["sidebar-1", "article-top", "ok_2"]
    assert parse_html_ids([f"s{i}" for i in range(MAX_HTML_IDS)]) == [f"s{i}" for i in range(MAX_HTML_IDS)]
    with pytest.raises(ApiError) as error:
        parse_html_ids([f"s{i}" for i in range(MAX_HTML_IDS + 1)])
    assert error.value.status == 400
    assert "20" in error.value.message("en")


def test_creative_ids_are_parsed_without_repeats_or_junk():
    assert parse_creative_ids(["3,1,3", "x", "-2", "99999999999999999999", "0"]) == [1, 3]
    with pytest.raises(ApiError):
        parse_creative_ids([",".join(str(i) for i in range(1, 30))])


@pytest.mark.parametrize(
    "url, allowed",
    [
        ("https://example.com/shop?a=1", True),
        ("http://example.com", True),
        ("HTTPS://EXAMPLE.COM/", True),
        ("javascript:alert(1)", False),
        ("ftp://example.com/file", False),
        ("//example.com/", False),
        ("/local/path", False),
        ("https://", False),
        ("https://exa mple.com", False),
        ("https://example.com/\r\nSet-Cookie:x", False),
        ("", False),
        ("http://[::1", False),
    ],
)
def test_only_http_links_are_followed(url, allowed):
    assert (safe_link(url) == url) is allowed
