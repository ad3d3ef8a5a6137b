"""Wire shapes of the morning email's operations: what a form sends and what each answers."""

from typing import Annotated, Literal

from common.errors import ApiError
from common.params import Matching, MaxLength, WireIn
from common.schema import WireSchema

from .logic import INVALID_EMAIL, INVALID_SECTIONS, LINK_INVALID, MAX_SECTIONS

# Text that cannot be a link at all is the schema's 400; a well-formed link we did not sign is logic's 404.
LINK_INVALID_TEXT = ApiError(LINK_INVALID.code, text=LINK_INVALID.text)

# What the server takes, stated as patterns so that the schema says exactly what is accepted: an address
# of the dot-atom form with an ASCII domain (a subset of what Django's EmailValidator accepts, which
# logic.py runs as well; spaces around it are trimmed), at most MAX_SECTIONS section ids, and the
# characters django.core.signing writes.
EMAIL_PATTERN = (
    r"^ *[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
    r"@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63} *$"
)
EmailText = Annotated[str, Matching(EMAIL_PATTERN, INVALID_EMAIL), MaxLength(254, INVALID_EMAIL)]
SectionsText = Annotated[
    str, Matching(rf"^ *([0-9]{{1,9}} *(, *[0-9]{{1,9}} *){{0,{MAX_SECTIONS - 1}}})?$", INVALID_SECTIONS)
]
TokenText = Annotated[str, Matching(r"^[A-Za-z0-9_:.\-]{1,400}$", LINK_INVALID_TEXT)]


class SubscribeIn(WireIn):
    """An address and, optionally, the ids of the sections wanted (comma-separated; none: every section).
    The edition is the request's language."""

    email: EmailText
    sections: SectionsText = ""


class TokenIn(WireIn):
    """The token of a signed link from an email."""

    token: TokenText


class SubscribeOut(WireSchema):
    """The same answer for every address, known or new: a link is on its way if one is due."""

    status: Literal["pending"]
    message: str


class ConfirmOut(WireSchema):
    status: Literal["confirmed"]
    edition: Literal["mn", "en"]
    message: str


class UnsubscribeOut(WireSchema):
    status: Literal["unsubscribed"]
    message: str
