"""Who is asking, without accounts: a stable, salted key per client for votes, likes and limits."""
import hashlib
import hmac
import ipaddress

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


def valid_client_ip(request: HttpRequest) -> str | None:
    """The client's address when it is one (django-axes stores it in an address column), else None."""
    address = client_ip(request)
    try:
        ipaddress.ip_address(address)
    except ValueError:
        return None
    return address


def address_key(request: HttpRequest) -> str:
    """The client's address alone, salted: caps that a changed browser string must not reset."""
    return _digest("addr", client_ip(request))


def network_key(request: HttpRequest) -> str:
    """Address plus browser: survives cleared cookies (one layer of the one-vote rule)."""
    return _digest("net", client_ip(request), request.META.get("HTTP_USER_AGENT", "")[:300])


def reader_key(request: HttpRequest) -> str:
    """The reader's signed cookie id when there is one (common/readers.py), else their address: a
    changed browser string is not a new reader."""
    from .readers import reader_id

    found = reader_id(request)
    return _digest("rid", found) if found else address_key(request)
