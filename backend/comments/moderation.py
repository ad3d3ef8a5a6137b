"""The one moderation pipeline every new comment passes: small checks in order, the first verdict wins.

Each check looks at a `Draft` and answers approve, hold or reject with a reason code that the
moderator sees on the comment. Input checks (empty, name, length) reject without storing
anything; content checks store the comment as held or rejected so the newsroom can review it.
"""
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum

from django.http import HttpRequest

from common.throttle import check_rate

from .models import BannedWord, BlockedClient, Comment, ReasonCode

BODY_MIN, BODY_MAX = 2, 2000
NAME_MIN, NAME_MAX = 1, 60
LINKS_HELD = 1  # this many links or more: held for review
LINKS_REJECTED = 3  # this many or more: link spam, rejected
REPEAT_WINDOW = timedelta(minutes=30)

# Latin letters and digits that look like Cyrillic ones; ө and ү have no look-alike and stay distinct.
LOOK_ALIKES = str.maketrans({
    "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "k": "к", "m": "м",
    "t": "т", "h": "н", "b": "в", "0": "о", "3": "з", "6": "б",
})
INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
WORD = re.compile(r"\w+")
LINK = re.compile(r"(https?://|www\.)\S+|\b[\w-]+\.(com|net|org|mn|ru|info|io|xyz|top|link)\b", re.IGNORECASE)


class Verdict(StrEnum):
    APPROVE = "approve"
    HOLD = "hold"
    REJECT = "reject"


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    reason: str = ReasonCode.NONE
    message: str = ""  # a key of comments.logic.MESSAGES, told to the reader
    matched_word: str = ""
    store: bool = True  # False: bad input, nothing worth keeping

    @property
    def is_approved(self) -> bool:
        return self.verdict == Verdict.APPROVE


APPROVE = Decision(Verdict.APPROVE)


@dataclass(frozen=True)
class Draft:
    body: str
    author_name: str
    client_key: str
    now: datetime
    request: HttpRequest | None = field(default=None, compare=False)  # only for the flood limit


def normalize(text: str) -> str:
    """Case-folded, compatibility-normalised, invisible characters removed, Latin look-alikes made Cyrillic."""
    text = unicodedata.normalize("NFKC", INVISIBLE.sub("", text)).casefold()
    return text.translate(LOOK_ALIKES)


def words(text: str) -> list[str]:
    return WORD.findall(normalize(text))


def find_listed_word(text: str, entries: list[str]) -> str:
    """The first list entry found in `text` on word boundaries ("stem*" matches words starting with stem)."""
    tokens = words(text)
    if not tokens:
        return ""
    joined = " " + " ".join(tokens) + " "
    for entry in entries:
        stem = entry.endswith("*")
        parts = words(entry.rstrip("*"))
        if not parts:
            continue
        phrase = " ".join(parts)
        if stem and len(parts) == 1:
            if any(token.startswith(phrase) for token in tokens):
                return entry
        elif f" {phrase} " in joined:
            return entry
    return ""


def check_empty(draft: Draft) -> Decision:
    if not draft.body.strip():
        return Decision(Verdict.REJECT, message="empty", store=False)
    return APPROVE


def check_name(draft: Draft) -> Decision:
    if not draft.author_name.strip():
        return Decision(Verdict.REJECT, message="name_required", store=False)
    return APPROVE


def check_length(draft: Draft) -> Decision:
    if not BODY_MIN <= len(draft.body.strip()) <= BODY_MAX:
        return Decision(Verdict.REJECT, message="body_length", store=False)
    if not NAME_MIN <= len(draft.author_name.strip()) <= NAME_MAX:
        return Decision(Verdict.REJECT, message="name_length", store=False)
    return APPROVE


def check_blocked_client(draft: Draft) -> Decision:
    if BlockedClient.objects.is_blocked(draft.client_key, draft.now):
        return Decision(Verdict.REJECT, ReasonCode.BLOCKED_CLIENT, message="rejected")
    return APPROVE


def check_flood(draft: Draft) -> Decision:
    """Too many comments from one client in a short time: a 429 from the shared throttle."""
    if draft.request is not None:
        check_rate(draft.request, "comment")
    return APPROVE


def check_banned_words(draft: Draft) -> Decision:
    entries = list(BannedWord.objects.banned().values_list("word", flat=True))
    matched = find_listed_word(f"{draft.author_name}\n{draft.body}", entries)
    if matched:
        return Decision(Verdict.REJECT, ReasonCode.BANNED_WORD, message="rejected", matched_word=matched)
    return APPROVE


def check_repeated(draft: Draft) -> Decision:
    """The same text again from the same client within the window."""
    recent = Comment.objects.by_client(draft.client_key).since(draft.now - REPEAT_WINDOW)
    if recent.filter(body=draft.body.strip()).exists():
        return Decision(Verdict.REJECT, ReasonCode.REPEATED, message="repeated")
    return APPROVE


def check_links(draft: Draft) -> Decision:
    links = len(LINK.findall(draft.body))
    if links >= LINKS_REJECTED:
        return Decision(Verdict.REJECT, ReasonCode.LINK, message="rejected")
    if links >= LINKS_HELD:
        return Decision(Verdict.HOLD, ReasonCode.LINK, message="held")
    return APPROVE


def check_suspect_words(draft: Draft) -> Decision:
    entries = list(BannedWord.objects.suspect().values_list("word", flat=True))
    matched = find_listed_word(f"{draft.author_name}\n{draft.body}", entries)
    if matched:
        return Decision(Verdict.HOLD, ReasonCode.SUSPECT_WORD, message="held", matched_word=matched)
    return APPROVE


# Input first (free), then who is writing, then what they wrote; rejections before holds.
CHECKS: tuple[Callable[[Draft], Decision], ...] = (
    check_empty,
    check_name,
    check_length,
    check_blocked_client,
    check_flood,
    check_banned_words,
    check_repeated,
    check_links,
    check_suspect_words,
)


def moderate(draft: Draft) -> Decision:
    """Run the checks in order; the first that does not approve decides."""
    for check in CHECKS:
        decision = check(draft)
        if not decision.is_approved:
            return decision
    return APPROVE
