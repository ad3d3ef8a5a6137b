"""Who is asking, without accounts: a stable, salted key per client for votes, likes and limits."""
import hashlib
import hmac

from django.conf import settings
from django.http import HttpRequest

READER_COOKIE = "rid"


def client_ip(request: HttpRequest) -> str:
    """The client's address; behind the load balancer, the first X-Forwarded-For hop it set."""
    if getattr(settings, "TRUST_X_FORWARDED_FOR", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        if forwarded:
            return forwarded.split(",")[0].strip()
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def _digest(*parts: str) -> str:
    message = "|".join(parts).encode("utf-8", "replace")
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).hexdigest()[:32]


def network_key(request: HttpRequest) -> str:
    """Address plus browser: survives cleared cookies (one layer of the one-vote rule)."""
    return _digest("net", client_ip(request), request.META.get("HTTP_USER_AGENT", "")[:300])


def reader_key(request: HttpRequest) -> str:
    """The reader's cookie id when there is one, else the network key."""
    cookie = request.COOKIES.get(READER_COOKIE, "")
    if cookie and len(cookie) <= 64 and cookie.isalnum():
        return _digest("rid", cookie)
    return network_key(request)
