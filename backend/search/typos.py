"""Typo correction against the vocabulary of indexed words (models.SearchTerm).

Candidates come from the database (words of about the same length sharing the first or second
letter, and on PostgreSQL those pg_trgm finds similar), the distance is counted here: one letter
missing, doubled, swapped or wrong is one edit (optimal string alignment).
"""
import os

from django.db import connection
from django.db.models import Q
from django.db.models.functions import Substr

from .models import SearchTerm, TermKind

# Shorter words have too many neighbours one letter away to correct them blindly.
MIN_TYPO_LENGTH = 5
MIN_STEM_LENGTH = 4
MAX_CANDIDATES = 400
MAX_CORRECTIONS = 5


def distance(a: str, b: str, limit: int = 2) -> int:
    """Edits between a and b (insert, delete, substitute, swap two neighbours); limit + 1 when over `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def _candidates(language: str, word: str, spread: int, kind: str = TermKind.WORD) -> list[str]:
    terms = SearchTerm.objects.filter(
        language=language, kind=kind, length__range=(len(word) - spread, len(word) + spread)
    )
    by_letters = terms.annotate(second=Substr("term", 2, 1)).filter(
        Q(term__startswith=word[0]) | Q(second=word[1:2])
    )
    found = list(by_letters.values_list("term", flat=True)[:MAX_CANDIDATES])
    # pg_trgm adds the words that share most of their letters whatever the first two are (one edit
    # away; two leave too few trigrams in common for its threshold).
    if connection.vendor == "postgresql" and spread == 1:
        similar = terms.extra(where=["search_searchterm.term %% %s"], params=[word])
        found += similar.values_list("term", flat=True)[:MAX_CANDIDATES]
    return found


def _closest(word: str, candidates: list[str], limit: int) -> list[tuple[int, str]]:
    scored = []
    for candidate in candidates:
        edits = distance(word, candidate, limit)
        if 0 < edits <= limit:
            shared = len(os.path.commonprefix([word, candidate]))
            scored.append((edits, -shared, candidate))
    scored.sort()
    return [(edits, candidate) for edits, _, candidate in scored]


def corrections(language: str, word: str, stem: str = "") -> list[str]:
    """Indexed words one edit from `word` (of MIN_TYPO_LENGTH letters or more), nearest first; and
    indexed stems one edit from its `stem`, since a typo in an inflected word (хагдлыг for хаягдлыг)
    is often one edit from every form's stem but two from the forms the stories hold."""
    if len(word) < MIN_TYPO_LENGTH:
        return []
    found = [candidate for _, candidate in _closest(word, _candidates(language, word, 1), 1)[:MAX_CORRECTIONS]]
    if stem and stem != word and len(stem) >= MIN_STEM_LENGTH:
        found += [c for _, c in _closest(stem, _candidates(language, stem, 1, TermKind.STEM), 1)[:MAX_CORRECTIONS]]
    return found


def suggestion(language: str, word: str) -> str | None:
    """The likely word meant ("did you mean"): the nearest indexed word up to two edits away."""
    if len(word) < 3:
        return None
    found = _closest(word, _candidates(language, word, 2), 2)
    return found[0][1] if found else None
