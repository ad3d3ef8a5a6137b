"""External feeds: the Bank of Mongolia daily rates and Open-Meteo current weather.

Network access is one small function per feed (`post_bytes`, `get_bytes`) so that tests and
callers can pass another fetcher; the parsers are pure functions of the answer's bytes.
"""
from __future__ import annotations

import datetime as dt
import json
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

MONGOLBANK_RATES_URL = "https://www.mongolbank.mn/mn/currency-rates/data"
OPEN_METEO_URL = "https://api.open-meteo.com/v1/forecast"
OPEN_METEO_CURRENT = "temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,wind_speed_10m"
TIMEOUT_SECONDS = 10
USER_AGENT = "news-portal/1.0 (+scheduled widget refresh)"

Fetcher = Callable[[str], bytes]
"""Takes a full URL, returns the answer's body; raises FeedError (or OSError) on failure."""


class FeedError(Exception):
    """A feed could not be reached or answered something we cannot use."""


def _open(request: urllib.request.Request) -> bytes:
    where = request.full_url.split("?", 1)[0]  # the query can list 22 coordinates; keep log lines short
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:  # noqa: S310 (fixed https URLs)
            return response.read()
    except urllib.error.HTTPError as error:
        raise FeedError(f"{where} answered HTTP {error.code}") from error
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        raise FeedError(f"{where} could not be reached: {error}") from error


def post_bytes(url: str) -> bytes:
    """POST with an empty body (the Bank's feed takes its dates in the query string)."""
    request = urllib.request.Request(
        url, data=b"", method="POST",
        headers={"User-Agent": USER_AGENT, "Accept": "application/json", "X-Requested-With": "XMLHttpRequest"},
    )
    return _open(request)


def get_bytes(url: str) -> bytes:
    """A plain GET."""
    return _open(urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "application/json"}))


def _load_json(body: bytes | str, feed: str) -> Any:
    try:
        return json.loads(body)
    except (ValueError, TypeError) as error:
        raise FeedError(f"{feed} answered something that is not JSON ({error})") from None


# --- Bank of Mongolia -----------------------------------------------------------------------


@dataclass(frozen=True)
class ParsedRate:
    code: str
    date: dt.date
    rate_mnt: Decimal


def mongolbank_rates_url(start: dt.date, end: dt.date) -> str:
    """The rates feed URL for a date range (dates go in the query string)."""
    query = urllib.parse.urlencode({"startDate": start.isoformat(), "endDate": end.isoformat()})
    return f"{MONGOLBANK_RATES_URL}?{query}"


def _rate_date(value: Any) -> dt.date:
    text = str(value or "").strip()
    match = re.match(r"^(\d{4})[-./](\d{1,2})[-./](\d{1,2})", text)
    if not match:
        raise FeedError(f"Bank of Mongolia: RATE_DATE {value!r} is not a date")
    try:
        return dt.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        raise FeedError(f"Bank of Mongolia: RATE_DATE {value!r} is not a date") from None


def parse_mongolbank_rates(body: bytes | str) -> list[ParsedRate]:
    """Rates from a `currency-rates/data` answer: "3,594.47" -> Decimal, "-" or "" -> left out."""
    data = _load_json(body, "Bank of Mongolia")
    if not isinstance(data, dict) or data.get("success") is False or not isinstance(data.get("data"), list):
        raise FeedError("Bank of Mongolia: the answer has no 'data' list")
    rates: list[ParsedRate] = []
    for item in data["data"]:
        if not isinstance(item, dict) or "RATE_DATE" not in item:
            raise FeedError("Bank of Mongolia: a day without RATE_DATE")
        date = _rate_date(item["RATE_DATE"])
        for key, value in item.items():
            if not re.fullmatch(r"[A-Z]{3}", key):
                continue  # RATE_DATE and any other bookkeeping keys
            text = str(value if value is not None else "").replace(",", "").replace(" ", "").strip()
            if text in {"", "-"}:
                continue
            try:
                rate = Decimal(text)
            except InvalidOperation:
                raise FeedError(f"Bank of Mongolia: {key} on {date} is {value!r}, not a number") from None
            if not rate.is_finite() or rate <= 0:
                raise FeedError(f"Bank of Mongolia: {key} on {date} is {value!r}, not a positive rate")
            rates.append(ParsedRate(code=key, date=date, rate_mnt=rate))
    if not rates:
        raise FeedError("Bank of Mongolia: the answer holds no rates")
    return rates


def fetch_mongolbank_rates(start: dt.date, end: dt.date, fetcher: Fetcher = post_bytes) -> list[ParsedRate]:
    """Fetch and parse the official rates from `start` to `end`."""
    try:
        body = fetcher(mongolbank_rates_url(start, end))
    except OSError as error:
        raise FeedError(f"Bank of Mongolia could not be reached: {error}") from error
    return parse_mongolbank_rates(body)


# --- Open-Meteo -----------------------------------------------------------------------------


@dataclass(frozen=True)
class CurrentWeather:
    observed_at: dt.datetime
    temperature_c: Decimal
    apparent_c: Decimal | None
    weather_code: int
    wind_kmh: Decimal
    humidity: int | None
    is_day: bool | None


def open_meteo_url(points: Sequence[tuple[Decimal | float, Decimal | float]]) -> str:
    """One request for the current conditions at all `points` (latitude, longitude)."""
    query = urllib.parse.urlencode({
        "latitude": ",".join(str(lat) for lat, _ in points),
        "longitude": ",".join(str(lon) for _, lon in points),
        "current": OPEN_METEO_CURRENT,
        "wind_speed_unit": "kmh",
        "timezone": "auto",
    }, safe=",")
    return f"{OPEN_METEO_URL}?{query}"


def _number(current: dict[str, Any], key: str, where: str, required: bool = True) -> Decimal | None:
    value = current.get(key)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FeedError(f"Open-Meteo: {where} {key} is {value!r}, not a number")
    return Decimal(str(value)).quantize(Decimal("0.1"))


def _observed_at(location: dict[str, Any], current: dict[str, Any], where: str) -> dt.datetime:
    try:
        naive = dt.datetime.fromisoformat(str(current.get("time")))
    except ValueError:
        raise FeedError(f"Open-Meteo: {where} time {current.get('time')!r} is not a time") from None
    if naive.tzinfo is not None:
        return naive
    offset = location.get("utc_offset_seconds")
    if isinstance(offset, int) and not isinstance(offset, bool):
        return naive.replace(tzinfo=dt.timezone(dt.timedelta(seconds=offset)))
    try:
        return naive.replace(tzinfo=ZoneInfo(str(location.get("timezone") or "UTC")))
    except (ZoneInfoNotFoundError, ValueError):
        raise FeedError(f"Open-Meteo: {where} has an unknown timezone {location.get('timezone')!r}") from None


def parse_open_meteo_current(body: bytes | str, expected: int) -> list[CurrentWeather]:
    """Current conditions per requested point, in request order (one object or a list of them)."""
    data = _load_json(body, "Open-Meteo")
    if isinstance(data, dict) and data.get("error"):
        raise FeedError(f"Open-Meteo refused the request: {data.get('reason', 'no reason given')}")
    locations = data if isinstance(data, list) else [data]
    if len(locations) != expected:
        raise FeedError(f"Open-Meteo: asked for {expected} places, got {len(locations)}")
    readings = []
    for index, location in enumerate(locations, start=1):
        where = f"place #{index}"
        current = location.get("current") if isinstance(location, dict) else None
        if not isinstance(current, dict):
            raise FeedError(f"Open-Meteo: {where} has no 'current' block")
        code = current.get("weather_code")
        if isinstance(code, bool) or not isinstance(code, int | float) or code < 0 or int(code) != code:
            raise FeedError(f"Open-Meteo: {where} weather_code is {code!r}")
        humidity = _number(current, "relative_humidity_2m", where, required=False)
        is_day = current.get("is_day")
        readings.append(CurrentWeather(
            observed_at=_observed_at(location, current, where),
            temperature_c=_number(current, "temperature_2m", where),  # type: ignore[arg-type]
            apparent_c=_number(current, "apparent_temperature", where, required=False),
            weather_code=int(code),
            wind_kmh=_number(current, "wind_speed_10m", where),  # type: ignore[arg-type]
            humidity=round(humidity) if humidity is not None else None,
            is_day=bool(is_day) if is_day in (0, 1) else None,
        ))
    return readings


def fetch_open_meteo_current(points: Sequence[tuple[Decimal | float, Decimal | float]],
                             fetcher: Fetcher = get_bytes) -> list[CurrentWeather]:
    """Fetch and parse current conditions for all `points` in one request."""
    try:
        body = fetcher(open_meteo_url(points))
    except OSError as error:
        raise FeedError(f"Open-Meteo could not be reached: {error}") from error
    return parse_open_meteo_current(body, len(points))
