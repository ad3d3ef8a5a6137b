"""The signed links of the morning email (django.core.signing): which row, and the key it must still hold.

A confirmation link expires after CONFIRM_MAX_AGE; an unsubscribe link never does (an old email's
link still works), but it names the row's key, which only the row itself holds.
"""

from dataclasses import dataclass
from datetime import timedelta

from django.core import signing

CONFIRM_MAX_AGE = timedelta(days=7)
CONFIRM_SALT = "newsletter.confirm"
UNSUBSCRIBE_SALT = "newsletter.unsubscribe"


class LinkExpired(Exception):
    """A well-signed confirmation link older than CONFIRM_MAX_AGE."""


class LinkInvalid(Exception):
    """Not a link we signed (typed wrong, cut short, made up)."""


@dataclass(frozen=True)
class LinkClaim:
    subscriber_id: int
    key: str


def confirm_token(subscriber_id: int, key: str) -> str:
    return signing.TimestampSigner(salt=CONFIRM_SALT).sign_object([subscriber_id, key], compress=True)


def unsubscribe_token(subscriber_id: int, key: str) -> str:
    return signing.Signer(salt=UNSUBSCRIBE_SALT).sign_object([subscriber_id, key], compress=True)


def read_confirm_token(token: str) -> LinkClaim:
    try:
        value = signing.TimestampSigner(salt=CONFIRM_SALT).unsign_object(token, max_age=CONFIRM_MAX_AGE)
    except signing.SignatureExpired as expired:
        raise LinkExpired from expired
    except (signing.BadSignature, ValueError) as bad:
        raise LinkInvalid from bad
    return _claim(value)


def read_unsubscribe_token(token: str) -> LinkClaim:
    try:
        value = signing.Signer(salt=UNSUBSCRIBE_SALT).unsign_object(token)
    except (signing.BadSignature, ValueError) as bad:
        raise LinkInvalid from bad
    return _claim(value)


def _claim(value: object) -> LinkClaim:
    if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], int) and isinstance(value[1], str)):
        raise LinkInvalid
    return LinkClaim(value[0], value[1])
