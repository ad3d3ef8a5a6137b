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
# Then the other way: Cyrillic and Greek letters that Mongolian does not use and that pass for Latin
# ones inside English words (іdiot, ѕtupid). Entries and text are folded alike, so either script matches.
LOOK_ALIKES = str.maketrans({
    "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "k": "к", "m": "м",
    "t": "т", "h": "н", "b": "в", "0": "о", "3": "з", "6": "б",
    "і": "i", "ї": "i", "ѕ": "s", "ј": "j", "ԁ": "d", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ɡ": "g",
    "ο": "о", "α": "а", "ε": "е", "ρ": "р", "τ": "т", "ι": "i", "κ": "к", "ν": "v",
})
INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
WORD = re.compile(r"\w+")
# Separators put inside a word to hide it (тэ.нэг, т-э-н-э-г): removed between letters.
INNER_SEPARATORS = re.compile(r"(?<=\w)[.\-_*'’`•·,/|+~^]+(?=\w)")
# Mongolian inflection a listed word may carry and still be that word (тэнэгүүд, тэнэгээ, новшийн):
# plural, then case, then the reflexive possessive, each optional. Derivation (мал -> малчин, a
# herder) is not inflection, so a word that only starts with a listed one still does not match.
PLURAL = "(?:ууд|үүд|нууд|нүүд|чууд|чүүд|нар|с|д)"
CASE = (
    "(?:ын|ийн|ний|ны|н|ий|ыг|ийг|г|ад|эд|од|өд|нд|д|т|аас|ээс|оос|өөс|наас|нээс|гаас|гээс|"
    "аар|ээр|оор|өөр|гаар|гээр|наар|нээр|тай|тэй|той|руу|рүү|луу|лүү)"
)
REFLEXIVE = "(?:аа|ээ|оо|өө|гаа|гээ|гоо|гөө|наа|нээ)"
LATIN_PLURAL = "(?:s|еs)"  # English entries: idiots (e is folded to Cyrillic е)
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
    """Case-folded, compatibility-normalised, invisible characters and separators inside words removed,
    look-alike letters folded to one script."""
    text = unicodedata.normalize("NFKC", INVISIBLE.sub("", text)).casefold()
    return INNER_SEPARATORS.sub("", text.translate(LOOK_ALIKES))


def words(text: str) -> list[str]:
    """The words of `text`; a run of three or more single letters (т э н э г) is read as one word."""
    tokens: list[str] = []
    run: list[str] = []
    for token in WORD.findall(normalize(text)) + [""]:
        if len(token) == 1:
            run.append(token)
            continue
        tokens.extend(["".join(run)] if len(run) >= 3 else run)
        run = []
        if token:
            tokens.append(token)
    return tokens


def _inflected(word: str, is_english: bool) -> re.Pattern[str]:
    ending = f"{LATIN_PLURAL}?" if is_english else f"{PLURAL}?{CASE}?{REFLEXIVE}?"
    return re.compile(re.escape(word) + ending)


def find_listed_word(text: str, entries: list[str]) -> str:
    """The first list entry found in `text` on word boundaries: a word as it is or inflected, a phrase
    word for word, and "stem*" any word starting with the stem."""
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
        elif len(parts) == 1:
            pattern = _inflected(phrase, is_english=entry.isascii())
            if any(pattern.fullmatch(token) for token in tokens):
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
