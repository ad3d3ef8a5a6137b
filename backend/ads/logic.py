"""Ad serving: which slots a page shows, which creative fills each (by dates and weight), and the counters.

The choice of a creative is made per request, so weighting holds for every reader; only the
query behind it (the slots and their creatives) is kept for a few seconds in each process, and
dropped everywhere as soon as an editor saves a slot or a creative (the shared content version,
which every newsroom save bumps, common/signals.py).
Campaign dates are checked at every choice, so a creative starts and stops on time anyway.
"""

from __future__ import annotations

import random
import re
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, TypeVar
from urllib.parse import urlsplit

from django.conf import settings
from django.db.models import F, Prefetch, Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from common import cache_tags
from common.errors import ApiError
from common.images import pick_rendition
from common.paging import is_storable_id

from .models import AdCreative, AdSlot, PageKind

MAX_HTML_IDS = 20
MAX_IMPRESSION_IDS = 20
SNAPSHOT_TTL = 30.0  # seconds a process reuses its slot table
HTML_ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,60}$")
CREATIVE_ID_PATTERN = re.compile(r"^[0-9]{1,19}$")

TOO_MANY_IDS = _("Too many ads in one request (at most %(max)s).")
NO_SUCH_AD = _("This ad does not exist.")
TOO_MANY_CREATIVES = ApiError("too_many_ads", params={"max": MAX_IMPRESSION_IDS}, text=TOO_MANY_IDS)


class Schedulable(Protocol):
    """What the date and weight rules need to know about a creative."""

    @property
    def is_active(self) -> bool: ...
    @property
    def starts_at(self) -> datetime: ...
    @property
    def ends_at(self) -> datetime | None: ...
    @property
    def weight(self) -> int: ...


S = TypeVar("S", bound=Schedulable)


@dataclass(frozen=True)
class CreativeView:
    """A creative as served: plain values, safe to share between threads."""

    id: int
    kind: str
    weight: int
    is_active: bool
    starts_at: datetime
    ends_at: datetime | None
    image_url: str
    html: str
    link_url: str
    alt_text: str
    language: str = ""  # the edition it shows in; "" for both


@dataclass(frozen=True)
class SlotView:
    """An active slot with the creatives that run now or may run soon."""

    html_id: str
    width: int
    height: int
    pages: tuple[str, ...]
    creatives: tuple[CreativeView, ...]


@dataclass(frozen=True)
class Placement:
    """One filled slot of a page."""

    slot: SlotView
    creative: CreativeView


# --- pure rules -------------------------------------------------------------------------------


def id_list_pattern(limit: int) -> str:
    """A comma list of at most `limit` items (blank ones count), as a JSON Schema pattern."""
    return rf"^[^,]*(,[^,]*){{0,{limit - 1}}}$"


def _split(values: list[str], limit: int) -> list[str]:
    """The non-blank items of `values`, each a comma list; more than `limit` values, or more than `limit`
    items in one value (blank ones count), is a 400: what id_list_pattern and maxItems say."""
    if len(values) > limit or any(value.count(",") >= limit for value in values):
        raise ApiError("too_many_ads", params={"max": limit}, text=TOO_MANY_IDS)
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def parse_html_ids(*lists: list[str]) -> list[str]:
    """The slot ids asked for (each list a parameter's values), in order, without repeats; malformed ones
    are dropped. A page has a handful of slots: past MAX_HTML_IDS in one list or value is a 400."""
    raw = [html_id for values in lists for html_id in _split(values, MAX_HTML_IDS)]
    wanted: list[str] = []
    for html_id in raw:
        if HTML_ID_PATTERN.match(html_id) and html_id not in wanted:
            wanted.append(html_id)
    return wanted


def parse_creative_ids(values: list[str]) -> list[int]:
    """Creative ids from comma lists, without repeats; tokens that are not ids are dropped."""
    raw = _split(values, MAX_IMPRESSION_IDS)
    ids = {int(token) for token in raw if CREATIVE_ID_PATTERN.match(token)}
    return sorted(i for i in ids if is_storable_id(i))


def page_kind(value: str | None) -> str | None:
    """The page kind of a request: None (no filter) when absent; unknown kinds show only 'all' slots."""
    if value is None or not value.strip():
        return None
    kind = value.strip().lower()
    return kind if kind in PageKind.values else "other"


def shows_on(pages: Sequence[str], kind: str | None) -> bool:
    """Whether a slot with these page kinds appears on a page of `kind` (None: any page)."""
    return kind is None or PageKind.ALL in pages or kind in pages


def is_running(creative: Schedulable, now: datetime) -> bool:
    """Switched on and inside its campaign dates (the end is exclusive)."""
    return creative.is_active and creative.starts_at <= now and (creative.ends_at is None or creative.ends_at > now)


def running(creatives: Iterable[S], now: datetime) -> list[S]:
    """The creatives that may be shown now: running, with a weight to be drawn by."""
    return [c for c in creatives if is_running(c, now) and c.weight > 0]


def choose_weighted(creatives: Sequence[S], now: datetime, rng: random.Random) -> S | None:
    """One running creative, each with a chance proportional to its weight; None when none runs."""
    candidates = running(creatives, now)
    if not candidates:
        return None
    return rng.choices(candidates, weights=[c.weight for c in candidates], k=1)[0]


def in_edition(creatives: Iterable[CreativeView], language: str | None) -> list[CreativeView]:
    """The creatives that show in an edition (those for both, and its own); all when None."""
    return [c for c in creatives if language is None or c.language in ("", language)]


def choose_placements(
    slots: Mapping[str, SlotView],
    html_ids: Sequence[str],
    kind: str | None,
    now: datetime,
    rng: random.Random,
    language: str | None = None,
) -> list[Placement]:
    """A creative for each asked slot that exists, shows on this page kind and has one running in the edition."""
    placements: list[Placement] = []
    for html_id in html_ids:
        slot = slots.get(html_id)
        if slot is None or not shows_on(slot.pages, kind):
            continue
        creative = choose_weighted(in_edition(slot.creatives, language), now, rng)
        if creative is not None:
            placements.append(Placement(slot, creative))
    return placements


def safe_link(url: str) -> str | None:
    """The link if a click may be sent there (absolute http or https, no spaces); else None."""
    if not url or any(ch.isspace() or ord(ch) < 32 for ch in url):
        return None
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    return url


# --- the slot table, per process --------------------------------------------------------------

_snapshot_lock = threading.Lock()
_snapshot: tuple[int, float, dict[str, SlotView]] | None = None


def load_slots(now: datetime) -> dict[str, SlotView]:
    """Active slots with their switched-on creatives that have not ended (two queries)."""
    unfinished = AdCreative.objects.filter(Q(ends_at__isnull=True) | Q(ends_at__gt=now), is_active=True)
    slots = AdSlot.objects.active().prefetch_related(Prefetch("creatives", queryset=unfinished.order_by("id")))
    return {
        slot.html_id: SlotView(
            html_id=slot.html_id,
            width=slot.width,
            height=slot.height,
            pages=tuple(slot.page_kinds),
            creatives=tuple(
                CreativeView(
                    id=c.id,
                    kind=c.kind,
                    weight=c.weight,
                    is_active=c.is_active,
                    starts_at=c.starts_at,
                    ends_at=c.ends_at,
                    image_url=pick_rendition(c.renditions, slot.width),
                    html=c.html,
                    link_url=c.link_url,
                    alt_text=c.alt_text,
                    language=c.language,
                )
                for c in slot.creatives.all()
            ),
        )
        for slot in slots
    }


def current_slots(now: datetime) -> dict[str, SlotView]:
    """The slot table, reloaded after SNAPSHOT_TTL seconds or when the content was edited anywhere.

    Keyed by the version of the `ads` tag, which this process already remembers for a second: no cache
    round trip per page (it used to read a token of its own from Redis on every render).
    """
    global _snapshot
    token = cache_tags.version_of("ads")
    snapshot = _snapshot
    if snapshot and snapshot[0] == token and time.monotonic() - snapshot[1] < SNAPSHOT_TTL:
        return snapshot[2]
    slots = load_slots(now)
    with _snapshot_lock:
        _snapshot = (token, time.monotonic(), slots)
    return slots


def forget_slots(**_signal: object) -> None:
    """Reload this process's slot table now (connected to editors' saves of slots and creatives;
    the other processes follow the content version those saves bump)."""
    global _snapshot
    with _snapshot_lock:
        _snapshot = None


_shared_rng = random.Random()


def placements_for(
    html_ids: Sequence[str], kind: str | None, seed: int | None = None, language: str | None = None
) -> list[Placement]:
    """The creatives to show in the asked slots now; `seed` makes the draw repeatable (tests)."""
    if not html_ids:
        return []
    now = timezone.now()
    rng = random.Random(seed) if seed is not None else _shared_rng
    return choose_placements(current_slots(now), html_ids, kind, now, rng, language)


# --- counters ---------------------------------------------------------------------------------


def count_impressions(creative_ids: Sequence[int]) -> int:
    """Add one impression to each creative shown, in one UPDATE; returns how many were counted."""
    if not creative_ids:
        return 0
    return AdCreative.objects.filter(pk__in=creative_ids).update(impressions=F("impressions") + 1)


def parse_creative_id(value: str) -> int:
    """A creative id from the path; anything else is a 404, as for an unknown id."""
    if not CREATIVE_ID_PATTERN.match(value or "") or not is_storable_id(int(value)):
        raise ApiError("not_found", status=404, text=NO_SUCH_AD)
    return int(value)


def click_target(creative_id: int) -> str:
    """Where a click on this creative goes; 404 for unknown creatives and links that are not http(s)."""
    link = AdCreative.objects.filter(pk=creative_id).values_list("link_url", flat=True).first()
    target = safe_link(link or "")
    if target is None:
        raise ApiError("not_found", status=404, text=NO_SUCH_AD)
    return target


def count_click(creative_id: int) -> None:
    """Add one click, exact under concurrent requests."""
    AdCreative.objects.filter(pk=creative_id).update(clicks=F("clicks") + 1)


def sdk_config() -> dict[str, object]:
    """Whether the front end should load the optional third-party ad SDK, and from where."""
    url = str(getattr(settings, "AD_SDK_URL", "") or "")
    return {"sdk_enabled": bool(url), "sdk_url": url}
