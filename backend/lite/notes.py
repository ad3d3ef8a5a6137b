"""The result of a lite form, carried across its redirect (post, redirect, get) in the address.

A lite page is one cached copy for everyone, so a reader's "your comment was sent" cannot live in it,
and a form has no script to show it. The form's handler redirects to the page with `?note=`: the
message, signed so that no link made elsewhere can put its own words on our page, and short-lived so
an old one is not shown again from a bookmark. A page with a note is drawn for that reader alone and
never kept (lite/views.py).
"""
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlencode

from django.core import signing

NOTE_PARAM = "note"
NOTE_MAX_AGE = 10 * 60  # seconds: long enough for a slow line to follow the redirect
_signer = signing.TimestampSigner(salt="portal.lite.note")

Kind = Literal["ok", "error"]


@dataclass(frozen=True)
class Note:
    kind: Kind
    text: str


def with_note(path: str, kind: Kind, text: str) -> str:
    """`path` (no query) with the signed note of the form's result."""
    signed = _signer.sign_object({"k": kind, "t": text}, compress=True)
    return f"{path}?{urlencode({NOTE_PARAM: signed})}"


def read_note(value: str | None) -> Note | None:
    """The note a form's handler signed, or None: absent, forged, too long or expired."""
    if not value or len(value) > 2000:
        return None
    try:
        data = _signer.unsign_object(value, max_age=NOTE_MAX_AGE)
    except (signing.BadSignature, ValueError):
        return None
    if not isinstance(data, dict) or data.get("k") not in ("ok", "error") or not isinstance(data.get("t"), str):
        return None
    return Note(data["k"], data["t"])
