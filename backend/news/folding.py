"""Text folded for search: one loose form for stored text and queries, so case, ө/о, ү/у and Latin typing match.

Mongolians often type Cyrillic words in Latin letters on phones ("ulaanbaatar", "onoodor").
Stored text and queries are both folded to a loose Cyrillic-or-Latin form: lower case, ө→о,
ү→у, е→э, й/ы→и, signs dropped. A Latin query is matched twice: as typed (English articles)
and transliterated to Cyrillic (Mongolian articles).
"""
import re

LOOSE = str.maketrans({"ө": "о", "ү": "у", "е": "э", "ё": "о", "й": "и", "ы": "и", "ъ": "", "ь": ""})

# Longest Latin sequences first; these are the common phone spellings of Mongolian letters.
LATIN_TO_CYRILLIC = [
    ("shch", "щ"), ("kh", "х"), ("sh", "ш"), ("ch", "ч"), ("ts", "ц"), ("zh", "ж"), ("ya", "я"),
    ("yu", "ю"), ("yo", "ё"), ("ye", "е"), ("ai", "ай"), ("ei", "эй"), ("oi", "ой"), ("ui", "уй"),
    ("a", "а"), ("b", "б"), ("v", "в"), ("w", "в"), ("g", "г"), ("d", "д"), ("e", "э"), ("z", "з"),
    ("j", "ж"), ("i", "и"), ("k", "к"), ("l", "л"), ("m", "м"), ("n", "н"), ("o", "о"), ("q", "ө"),
    ("p", "п"), ("r", "р"), ("s", "с"), ("t", "т"), ("u", "у"), ("f", "ф"), ("h", "х"), ("x", "х"),
    ("c", "ц"), ("y", "и"),
]
_LATIN_RE = re.compile("|".join(re.escape(latin) for latin, _ in LATIN_TO_CYRILLIC))
_LATIN_MAP = dict(LATIN_TO_CYRILLIC)
_SPACES = re.compile(r"\s+")


def loose(text: str) -> str:
    """The folded form used on both sides of a match."""
    return _SPACES.sub(" ", (text or "").casefold().translate(LOOSE)).strip()


def transliterate(text: str) -> str:
    """Latin letters to Cyrillic the way Mongolian is typed in Latin; other characters stay."""
    return _LATIN_RE.sub(lambda m: _LATIN_MAP[m.group(0)], text.casefold())


def query_forms(query: str) -> list[str]:
    """The loose forms a query can match: as typed, and transliterated when it has Latin letters."""
    typed = loose(query)
    forms = [typed]
    if re.search(r"[a-z]", typed):
        cyrillic = loose(transliterate(typed))
        if cyrillic != typed:
            forms.append(cyrillic)
    return forms


def search_fields(title: str, lead: str, blocks: list[dict]) -> tuple[str, str]:
    """(folded title, folded title + lead + body text) for an article."""
    body = " ".join(
        block.get("text") or re.sub(r"<[^>]+>", " ", block.get("html", "")) or " ".join(block.get("items", []))
        for block in blocks
        if block.get("type") in {"paragraph", "heading", "quote", "list"}
    )
    return loose(title), loose(f"{title} {lead} {body}")
