"""The push API's shapes: a browser's subscription and topics in, what is stored out.

The rules are stated as patterns, so the schema says what is accepted: an https address of at most
~1000 characters (which push service it names is checked against PUSH_SERVICE_HOSTS: 403 otherwise), the
browser's P-256 public key (65 bytes, an uncompressed point: base64url starting with 0x04) and its 16-byte
authentication secret, and section ids.
"""
from typing import Annotated

from pydantic import Field

from common.errors import ApiError
from common.params import Between, Matching, WireIn
from common.schema import WireSchema

from . import logic

_PORT = r"(:([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?"
ENDPOINT_PATTERN = rf"^https://[A-Za-z0-9.-]{{1,253}}{_PORT}/[!-~]{{1,700}}$"
# 65 bytes whose first is 0x04: "B", then a character of value 0-15; the last character holds 4 bits.
P256DH_PATTERN = r"^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]=?$"
# 16 bytes: 21 characters, then one that holds 2 bits.
AUTH_PATTERN = r"^[A-Za-z0-9_-]{21}[AQgw](==)?$"
MAX_SECTIONS = 100

Endpoint = Annotated[str, Matching(ENDPOINT_PATTERN, ApiError("invalid_endpoint", text=logic.INVALID_ENDPOINT))]
P256dh = Annotated[str, Matching(P256DH_PATTERN, ApiError("invalid_keys", text=logic.INVALID_KEYS))]
Auth = Annotated[str, Matching(AUTH_PATTERN, ApiError("invalid_keys", text=logic.INVALID_KEYS))]
SectionId = Annotated[int, Between(1, 999_999_999, ApiError("invalid_sections", text=logic.INVALID_SECTIONS))]
Sections = Annotated[list[SectionId], Field(max_length=MAX_SECTIONS)]


class PushSubscriptionIn(WireIn):
    """`PushSubscription.toJSON()` flattened: the endpoint and its two keys, with the topics (neither
    breaking news nor a section: alerts off, as unsubscribing)."""

    endpoint: Endpoint
    p256dh: P256dh
    auth: Auth
    breaking: bool = True
    sections: Sections = []


class PushTopicsIn(WireIn):
    endpoint: Endpoint
    breaking: bool = True
    sections: Sections = []


class PushEndpointIn(WireIn):
    endpoint: Endpoint


class PushKeyOut(WireSchema):
    publicKey: str


class PushSubscriptionOut(WireSchema):
    status: str = "success"
    edition: str
    breaking: bool
    sections: list[int]


class PushDoneOut(WireSchema):
    status: str = "success"
