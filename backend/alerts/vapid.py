"""The VAPID key pair that signs every push (RFC 8292): the private key is configuration
(VAPID_PRIVATE_KEY, base64url of the raw 32-byte P-256 key, the form web-push tools print), the public
key is served to browsers, which hand it to their push service when they subscribe.

`make start` makes a pair once into var/vapid-private-key (scripts/start.sh), as it does SECRET_KEY;
a deployment sets its own (docs/operations.md). Without one the API says alerts are off.
"""
import base64
from functools import cache

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from django.conf import settings
from py_vapid import Vapid


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Raises ValueError (binascii.Error) for text that is not base64url."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def new_private_key() -> str:
    """A new private key as VAPID_PRIVATE_KEY holds it."""
    key = ec.generate_private_key(ec.SECP256R1())
    return b64url(key.private_numbers().private_value.to_bytes(32, "big"))


def is_configured() -> bool:
    return bool(settings.VAPID_PRIVATE_KEY)


@cache
def _signer(private_key: str) -> Vapid:
    return Vapid.from_string(private_key)


def signer() -> Vapid:
    """The key that signs pushes (pywebpush takes it as it is)."""
    return _signer(settings.VAPID_PRIVATE_KEY)


def public_key() -> str:
    """The application server key browsers subscribe with: the uncompressed point, base64url."""
    if settings.VAPID_PUBLIC_KEY:
        return settings.VAPID_PUBLIC_KEY
    point = signer().public_key.public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint,
    )
    return b64url(point)
