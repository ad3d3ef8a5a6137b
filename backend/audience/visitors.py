"""Who counts, and a visitor's hash for the day, the way privacy-first analytics make it (Plausible,
GoatCounter): hash(day's salt + site + address + browser string), no cookie.

The salt is random, one per day (the site's time zone), kept in the database so every app process
hashes alike; making the next day's salt deletes the one before, so yesterday's hashes can no longer
be made again from anybody's address. The hash serves one purpose, counting each story's distinct
readers of the last five minutes (audience.ReaderNow keeps it that long, and no longer).
"""
import hashlib
import re
import secrets
import threading
from datetime import date

from django.conf import settings
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone

from common.clients import client_ip

from .models import DailySalt

# Crawlers, link previewers, monitors and headless browsers name themselves in the user agent.
CRAWLER = re.compile(
    r"bot\b|bot/|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|preview|"
    r"headless|phantomjs|lighthouse|pingdom|uptime|monitor|curl/|wget/|python-|httpx|okhttp|java/|"
    r"go-http-client|axios/|node-fetch|scrapy|feedfetcher|mediapartners|bingpreview|yandex\w*/",
    re.IGNORECASE,
)
HASH_LENGTH = 16  # hex characters: 64 bits, plenty for one story's readers of one day
_memo_lock = threading.Lock()
_memo: tuple[date, str] | None = None


def is_crawler(user_agent: str) -> bool:
    """A user agent that is not a person's browser (empty, or one that names a robot)."""
    return not user_agent.strip() or bool(CRAWLER.search(user_agent))


def is_newsroom(request: HttpRequest) -> bool:
    """A signed-in member of the newsroom reading the site: their own reads are not the audience's."""
    if settings.SESSION_COOKIE_NAME not in request.COOKIES:  # no session: no lookup at all
        return False
    user = getattr(request, "user", None)
    return bool(user is not None and user.is_authenticated and user.is_staff)


def today() -> date:
    return timezone.localdate()


def salt_for(day: date) -> str:
    """The salt of `day`, made on first use; making it deletes every older day's salt."""
    global _memo
    memo = _memo
    if memo is not None and memo[0] == day:
        return memo[1]
    with _memo_lock:
        row = DailySalt.objects.filter(day=day).values_list("value", flat=True).first()
        if row is None:
            try:
                with transaction.atomic():
                    row = DailySalt.objects.create(day=day, value=secrets.token_hex(32)).value
            except IntegrityError:  # another process made it first
                row = DailySalt.objects.get(day=day).value
            DailySalt.objects.filter(day__lt=day).delete()
        _memo = (day, row)
        return row


def forget_salt() -> None:
    """Drop this process's copy of the salt (tests; the next hash reads the database again)."""
    global _memo
    _memo = None


def visitor_hash(request: HttpRequest, day: date | None = None) -> str:
    """The visitor's hash of `day` (today): the same all day for one address and browser on this site."""
    day = day or today()
    site = request.get_host()
    agent = request.META.get("HTTP_USER_AGENT", "")[:300]
    message = "|".join((salt_for(day), site, client_ip(request), agent)).encode("utf-8", "replace")
    return hashlib.blake2b(message, digest_size=HASH_LENGTH // 2).hexdigest()
