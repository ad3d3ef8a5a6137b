"""Mongolian typed in Latin letters: its likely Cyrillic readings, and a key that folds romanizations.

Readers type Mongolian in Latin letters without a standard: ө and ү as o, u, v or y, х as h, kh
or x, ы as ii or y, ц as ts or c. `latin_to_cyrillic` reads a word through a table of Latin
letters and their Cyrillic readings, each with a cost, and ranks the readings by that cost plus
the vowel harmony of Mongolian (a word's vowels are all back, а о у, or all front, э ө ү; after
a first ө the short vowels are ө, after а/у they are а), so "hurungu" reads хөрөнгө first. The
formal transliteration (MNS 5217:2012: ö, ü, kh, ts, ch, sh, j, y for ы, i for й and ь) is read by
the same table.

`latin_key` folds the romanizations of a name into one key for the English edition (Khuvsgul,
Khövsgöl, Hovsgol and Khovsgol all give "hovsgol"); `cyrillic_latin_key` gives a Cyrillic word
the same key, so an index term and a Latin query can meet.
"""

import heapq
import re
import unicodedata

# Latin letters (longest first when read) and their Cyrillic readings with a cost: 0 is the
# usual reading, higher costs are rarer. "i" and "y" after a vowel, and a final "i", are read in
# `_readings_of_i` because their reading depends on the letter before.
LATIN_READINGS: dict[str, tuple[tuple[str, float], ...]] = {
    "shch": (("щ", 0.0),),
    "kh": (("х", 0.0),),
    "sh": (("ш", 0.0),),
    "ch": (("ч", 0.0),),
    "ts": (("ц", 0.0),),
    "zh": (("ж", 0.0),),
    "dz": (("з", 0.3),),
    "ya": (("я", 0.0),),
    "yo": (("ё", 0.0),),
    "yu": (("ю", 0.0), ("юу", 0.5)),
    "ye": (("е", 0.0),),
    "ia": (("иа", 0.0), ("я", 0.4)),
    "ii": (("ий", 0.0), ("ы", 0.2)),
    # A doubled vowel is one long vowel: its two letters are read alike (uu: уу or үү, never уү).
    "aa": (("аа", 0.0),),
    "ee": (("ээ", 0.0),),
    "oo": (("оо", 0.0), ("өө", 0.3)),
    "uu": (("уу", 0.0), ("үү", 0.2), ("өө", 0.5)),
    "vv": (("үү", 0.0), ("өө", 0.3)),
    "yy": (("үү", 0.0), ("ы", 0.5)),
    "öö": (("өө", 0.0),),
    "üü": (("үү", 0.0),),
    "a": (("а", 0.0),),
    "b": (("б", 0.0),),
    "c": (("ц", 0.0), ("ч", 0.8)),
    "d": (("д", 0.0),),
    "e": (("э", 0.0), ("е", 0.8)),
    "f": (("ф", 0.0),),
    "g": (("г", 0.0),),
    "h": (("х", 0.0),),
    "i": (("и", 0.0), ("ы", 1.0), ("й", 1.5)),
    "j": (("ж", 0.0), ("й", 1.2)),
    "k": (("к", 0.3), ("х", 0.8)),
    "l": (("л", 0.0),),
    "m": (("м", 0.0),),
    "n": (("н", 0.0),),
    "o": (("о", 0.0), ("ө", 0.3)),
    "p": (("п", 0.0),),
    "q": (("к", 0.5),),
    "r": (("р", 0.0),),
    "s": (("с", 0.0),),
    "t": (("т", 0.0),),
    "u": (("у", 0.0), ("ү", 0.2), ("ө", 0.5)),
    "v": (("в", 0.0), ("ү", 0.6), ("ө", 0.8)),
    "w": (("в", 0.5), ("ү", 1.0)),
    "x": (("х", 0.0), ("кс", 2.0)),
    "y": (("й", 0.4), ("ы", 0.5), ("ү", 0.6), ("и", 0.8)),
    "z": (("з", 0.0),),
    # MNS 5217:2012 and other formal transliterations.
    "ö": (("ө", 0.0),),
    "ü": (("ү", 0.0),),
    "ø": (("ө", 0.0),),
    "ɵ": (("ө", 0.0),),
    "ı": (("ъ", 0.0),),
    "-": (("-", 0.0),),
}
_LONGEST = max(len(latin) for latin in LATIN_READINGS)
# Reading the letters of a table entry one by one (t, s for "ts") costs this much more.
SPLIT_COST = 0.7
# How many readings `latin_to_cyrillic` returns, and how many partial readings it keeps while reading.
MAX_READINGS = 8
_BEAM = 64

BACK_VOWELS = frozenset("аоуыяёю")
FRONT_VOWELS = frozenset("эөүе")
VOWELS = BACK_VOWELS | FRONT_VOWELS | {"и"}
# Harmony costs of a reading: back and front vowels in one word; a short у or ү after the first
# syllable (they are long there: сургууль, түүх); a short ө after ү, о after у (those take э, а).
MIXED_HARMONY = 4.0
LATE_SHORT_U = 1.0
WRONG_ROUNDING = 1.0
BACK_II = 0.5
_BACK_II = re.compile(r"(?<=[^гжчшьаэиоөуүыеёюя])ий")
_LATE_SHORT = {"у": LATE_SHORT_U, "ү": LATE_SHORT_U}
_ROUNDING_AFTER = {"ү": "ө", "у": "о", "а": "оө", "э": "оө"}


def _readings_of_i(before: str, at_end: bool) -> tuple[tuple[str, float], ...]:
    """Readings of "i" and "y" after a vowel (й: шуурхай) and of a final "i" (ь: сургууль)."""
    if before in VOWELS:
        return (("й", 0.0), ("и", 1.0))
    if at_end and before:
        return (("ь", 0.0), ("и", 0.3), ("ий", 0.8), ("ы", 1.0))
    return ()


def _harmony_cost(cyrillic: str) -> float:
    vowels = [(i, letter) for i, letter in enumerate(cyrillic) if letter in VOWELS]
    cost = 0.0
    if any(v in BACK_VOWELS for _, v in vowels) and any(v in FRONT_VOWELS for _, v in vowels):
        cost += MIXED_HARMONY
    first = vowels[0][1] if vowels else ""
    # A back word's "ii" is ы (улсын) but after г, ж, ч, ш (Засгийн).
    if any(v in BACK_VOWELS for _, v in vowels):
        cost += BACK_II * len(_BACK_II.findall(cyrillic))
    for index, (i, letter) in enumerate(vowels):
        if index == 0:
            continue
        is_long = (i > 0 and cyrillic[i - 1] == letter) or (i + 1 < len(cyrillic) and cyrillic[i + 1] == letter)
        if is_long or vowels[index - 1][0] == i - 1:
            continue
        cost += _LATE_SHORT.get(letter, 0.0)
        if letter in _ROUNDING_AFTER.get(first, ""):
            cost += WRONG_ROUNDING
    return cost


def _fold_latin(word: str) -> str:
    return unicodedata.normalize("NFC", word).lower()


def latin_to_cyrillic(word: str) -> list[str]:
    """The likely Cyrillic readings of one Latin-typed Mongolian word, most likely first (at most 8)."""
    word = _fold_latin(word)
    if not word:
        return []
    # beams[i]: (cost, reading) of the first i letters, the cheapest _BEAM of them.
    beams: list[list[tuple[float, str]]] = [[] for _ in range(len(word) + 1)]
    beams[0] = [(0.0, "")]
    for start in range(len(word)):
        if not beams[start]:
            continue
        beams[start] = heapq.nsmallest(_BEAM, set(beams[start]))
        split = 0.0
        for length in range(min(_LONGEST, len(word) - start), 0, -1):
            latin = word[start : start + length]
            if latin not in LATIN_READINGS and length > 1:
                continue
            for cost, reading in beams[start]:
                options = LATIN_READINGS.get(latin, ((latin, 1.0),))  # an unknown letter is kept as typed
                if latin in ("i", "y"):
                    options = _readings_of_i(reading[-1:], start + 1 == len(word)) or options
                for cyrillic, extra in options:
                    beams[start + length].append((cost + split + extra, reading + cyrillic))
            if length > 1:
                split = SPLIT_COST
    ranked: dict[str, float] = {}
    for cost, reading in beams[len(word)]:
        total = cost + _harmony_cost(reading)
        if total < ranked.get(reading, float("inf")):
            ranked[reading] = total
    return [reading for reading, _ in sorted(ranked.items(), key=lambda kv: (kv[1], kv[0]))[:MAX_READINGS]]


# Cyrillic letters in the Latin that `latin_key` folds (MNS 5217:2012, with ь and й as i).
CYRILLIC_TO_LATIN = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "ye", "ё": "yo", "ж": "j", "з": "z",
    "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "ө": "ö", "п": "p",
    "р": "r", "с": "s", "т": "t", "у": "u", "ү": "ü", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch",
    "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "i", "э": "e", "ю": "yu", "я": "ya",
}  # fmt: skip

# Folds applied in order to a lower-case, diacritic-free spelling: each makes spellings of one
# sound the same letter. After them o and u are one letter (ө, ү, о, у are all o or u in English
# romanizations), and a doubled letter is one (Ölgii, Ulaanbaatar).
KEY_FOLDS: tuple[tuple[str, str], ...] = (
    (r"kh|x", "h"),
    (r"dz", "z"),
    (r"ts", "c"),
    (r"zh", "j"),
    (r"w", "v"),
    (r"y", "i"),
    (r"u", "o"),
    (r"(?<=[aeiou])b(?=[aeiou])", "v"),  # Gobi, Govi
    (r"(.)\1+", r"\1"),
)
_KEY_FOLDS = tuple((re.compile(pattern), replacement) for pattern, replacement in KEY_FOLDS)
_SPECIAL_LATIN = str.maketrans({"ø": "o", "ɵ": "o", "ı": "i", "ð": "d"})


def latin_key(word: str) -> str:
    """The key of a Latin-written Mongolian name that its other romanizations share (ASCII)."""
    plain = unicodedata.normalize("NFKD", word.lower().translate(_SPECIAL_LATIN))
    key = "".join(letter for letter in plain if letter.isascii() and letter.isalnum())
    for pattern, replacement in _KEY_FOLDS:
        key = pattern.sub(replacement, key)
    return key


def cyrillic_latin_key(word: str) -> str:
    """The `latin_key` of a Cyrillic word, so Хөвсгөл meets Khuvsgul."""
    latin = "".join(CYRILLIC_TO_LATIN.get(letter, letter) for letter in word.lower())
    return latin_key(latin)
