"""Where the query's words are in a title or a lead: the ranges the page draws with <mark>.

A word is marked when it, its stem or its Latin key is one of the terms searched for (an English
word also by a rough root, since the engine's own stemmer is not at hand here). Ranges count
UTF-16 code units, as the browser's strings do.
"""
from .words import index_terms, stem_mn, words

_ENGLISH_ENDINGS = ("ing", "ed", "es", "s")


def _root(word: str) -> str:
    for ending in _ENGLISH_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def searched(terms: set[str], language: str) -> set[str]:
    """The forms a text's word is compared by: the terms, and their stems or roots."""
    forms = set(terms)
    for term in terms:
        forms.add(_root(term) if language == "en" else stem_mn(term))
    forms.discard("")
    return forms


def _utf16(text: str, index: int) -> int:
    return len(text[:index].encode("utf-16-le")) // 2


def ranges(text: str, forms: set[str], language: str) -> list[tuple[int, int]]:
    marked = []
    for word in words(text):
        exact, stem, key = index_terms(word.text, language)
        if {exact, stem, key, _root(exact) if language == "en" else ""} & forms:
            marked.append((_utf16(text, word.start), _utf16(text, word.end)))
    return marked
