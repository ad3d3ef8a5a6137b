"""Words of a text or a query, and the terms each one is indexed and searched by, per edition.

A Mongolian word is indexed as written (lower-case), by its stem (stemming.py) and by the Latin key
of its romanization (romanization.py), so an inflected, a Latin-typed or an exact query all meet it.
An English word is indexed as written (the engine stems it: PostgreSQL's english configuration,
FTS5's porter tokenizer) and by its Latin key, so Mongolian names match in any romanization.
Ө/ү and о/у stay apart in every Cyrillic term; only Latin keys merge them.
"""
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from .romanization import cyrillic_latin_key, latin_key, latin_to_cyrillic
from .stemming import stem_mn as _stem_mn

# Letters and digits; an apostrophe or hyphen splits words (both engines split there too).
_WORD = re.compile(r"[^\W_]+")
# The letters of the two alphabets the portal's editions are written in (the signs among them left out).
CYRILLIC_LETTERS = "\u0400-\u0481\u048a-\u04ff"
LATIN_LETTERS = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
# A query has a word we read when this finds something in it (search/schemas.py states it in the API schema).
READABLE = f"[0-9{LATIN_LETTERS}{CYRILLIC_LETTERS}]"
_CYRILLIC = re.compile(f"[{CYRILLIC_LETTERS}]")
_LATIN = re.compile(f"[{LATIN_LETTERS}]")
# Terms are cut at this length: longer "words" are noise (URLs, hashes) and would bloat the vocabulary.
MAX_TERM = 40
# How many Cyrillic readings of a Latin-typed word a query tries.
LATIN_READINGS = 4

# A text repeats its words: each is stemmed once per process (an index rebuild reads many texts).
stem_mn = lru_cache(maxsize=200_000)(_stem_mn)


@dataclass(frozen=True, slots=True)
class Word:
    text: str  # lower-case, as written
    start: int  # where it is in the text it came from
    end: int


def words(text: str) -> Iterator[Word]:
    for match in _WORD.finditer(text or ""):
        yield Word(match.group(0).lower()[:MAX_TERM], match.start(), match.end())


def script(word: str) -> str:
    """"cyrillic", "latin" (with or without diacritics: Khövsgöl), "digits" or "other"."""
    if _CYRILLIC.search(word):
        return "cyrillic"
    if _LATIN.search(word):
        return "latin"
    if re.search("[0-9]", word):
        return "digits"
    return "other"


def _key(word: str, kind: str) -> str:
    key = cyrillic_latin_key(word) if kind == "cyrillic" else latin_key(word) if kind == "latin" else ""
    return key[:MAX_TERM] if key and key.isascii() and _WORD.fullmatch(key) else ""


def index_terms(word: str, language: str) -> tuple[str, str, str]:
    """(word, stem, Latin key) a stored word is indexed by; stem and key are "" when none applies."""
    kind = script(word)
    stem = stem_mn(word) if kind == "cyrillic" else ""
    return word, stem if stem and stem != word else "", _key(word, kind)


def query_terms(word: str, language: str) -> tuple[frozenset[str], frozenset[str]]:
    """(exact terms, looser terms) a query word matches: exact is the word as typed (and, in the
    Mongolian edition, its Cyrillic readings when typed in Latin); looser its stems and Latin key."""
    kind = script(word)
    exact = {word}
    loose: set[str] = set()
    if kind == "cyrillic":
        loose.add(stem_mn(word))
        if language == "en":
            loose.add(_key(word, kind))
    elif kind == "latin":
        loose.add(_key(word, kind))
        if language == "mn":
            for reading in latin_to_cyrillic(word)[:LATIN_READINGS]:
                exact.add(reading)
                loose.add(stem_mn(reading))
    loose.discard("")
    return frozenset(exact), frozenset(loose - exact)
