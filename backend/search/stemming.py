"""Stems of Mongolian (Cyrillic) words: the suffix tables, and the one canonical form of a stem.

No stemmer for Mongolian ships with Snowball, Lucene or PostgreSQL, so this is ours. A word is
read from its end: a reflexive possessive (-аа, -гаа), then a case ending (-ын, -д, -аас, -ыг,
-тай, -аар, -руу...), then a plural (-ууд, -нууд, -чууд) or a verb ending (-сан, -на, -ж, -лаа,
-х, -жээ, -даг, -аад...). Each slot strips at most one suffix; a suffix says which letters may
stand before it (vowel harmony is in the tables: -аас, -ээс, -оос, -өөс), and of the readings the
tables allow, the one that strips the most wins. A few common words whose ending only looks like
a suffix are listed whole (WHOLE_WORDS).

Mongolian drops the short vowel of a last syllable before a suffix (газар -> газрын, мэдээлэл ->
мэдээллийн) and replaces a final short vowel (орлого -> орлогын). Rather than guess which form a
stem had, every stem, the plain word's included, is put in one canonical form (`_canonical`):
what it gives is a key that all forms of a word share, not a dictionary word.

Ө and ү are never folded into о and у: бөх (wrestling) and бохирдол (pollution) stay apart.
"""

import re
import unicodedata
from dataclasses import dataclass

# The short vowels of each harmony group: a template's "A" becomes each of them ("AA" a long one).
HARMONY_VOWELS = ("а", "э", "о", "ө")
VOWELS = frozenset("аэиоөуүыеёюя")
# A stem never gets shorter than this; two letters keep the short verb roots (ир-, яв-, өг-).
MIN_STEM = 2
# Look-alike letters typed from other keyboards (Kazakh ұ, the old fita) read as the Mongolian ones.
LOOKALIKES = str.maketrans({"ѳ": "ө", "ɵ": "ө", "ұ": "ү"})

# Which letters may stand before a suffix (the end of what is left once it is stripped).
ANY = "any"
VOWEL = "vowel"  # any vowel letter
CONSONANT = "consonant"
LONG = "long"  # a long vowel or a diphthong (мэдээ, далай): takes -г-, -н- linking consonants
LONG_STEM_VOWEL = "long stem vowel"  # a vowel ending a stem of two syllables or more (зарла-х, not бө-х)
ONE_SYLLABLE_G = "one-syllable г"  # өг-ч; after a longer stem -гч makes a noun (сурагч)
CASE_FOLLOWS = "case"  # only when a case ending is stripped next (-аа alone is too often part of a word)


@dataclass(frozen=True, slots=True)
class Suffix:
    text: str
    after: tuple[str, ...]  # ANY, VOWEL, CONSONANT, LONG, LONG_STEM_VOWEL, CASE_FOLLOWS, or letters
    min_rest: int = MIN_STEM


Table = dict[str, Suffix]  # by its text, so a word is looked up by its last letters


def _table(*rows: tuple[str, str], one_letter_min_rest: int = MIN_STEM) -> Table:
    """Expand harmony templates ("AAс" -> аас, ээс, оос, өөс); rows of one suffix join their conditions."""
    conditions: dict[str, list[str]] = {}
    for template, after in rows:
        variants = [template.replace("A", v) for v in HARMONY_VOWELS] if "A" in template else [template]
        for text in variants:
            conditions.setdefault(text, [])
            if after not in conditions[text]:
                conditions[text].append(after)
    return {
        text: Suffix(text, tuple(after), one_letter_min_rest if len(text) == 1 else MIN_STEM)
        for text, after in conditions.items()
    }


# The tables keep a grammar's grouping, a row per ending, rather than one suffix a line.
# fmt: off

# Reflexive possessive, the outermost suffix: ажлаас-аа, мэдээ-гээ, хотдоо, гэртээ.
POSSESSIVE = _table(
    ("гAA", LONG),
    ("дAA", "лмнйьдтсзшжчцх"), ("дAA", LONG), ("дAA", LONG_STEM_VOWEL), ("тAA", "рвгс"),
    ("AA", CASE_FOLLOWS),
)

# Case endings, in a grammar's order: genitive, dative-locative, accusative, ablative,
# instrumental, comitative, directional. A one-letter ending leaves three letters at least: мод,
# сайд, хот are words, not мо-д, сай-д, хо-т.
CASE = _table(
    ("ын", CONSONANT), ("ийн", CONSONANT), ("ины", CONSONANT), ("йн", "и"), ("гийн", LONG),
    ("ы", "н"), ("ий", "н"), ("ны", CONSONANT), ("ний", LONG), ("н", LONG),
    ("д", LONG), ("д", LONG_STEM_VOWEL), ("д", "лмнйь"), ("т", "рвгс"), ("Aд", "дтсзшжчцх"), ("ид", "жчш"),
    ("нд", LONG), ("Aнд", CONSONANT),
    ("ыг", CONSONANT), ("ийг", CONSONANT), ("г", LONG), ("гийг", LONG),
    ("AAс", CONSONANT), ("гAAс", LONG), ("нAAс", CONSONANT), ("нAAс", LONG), ("Aс", "и"),
    ("AAр", CONSONANT), ("гAAр", LONG), ("нAAр", CONSONANT), ("нAAр", LONG), ("Aр", "и"),
    ("тAй", ANY),
    ("руу", ANY), ("рүү", ANY), ("луу", ANY), ("лүү", ANY),
    one_letter_min_rest=MIN_STEM + 1,
)

# Plurals, the innermost suffix of a noun (сургалт-ууд-ын).
PLURAL = _table(
    ("ууд", CONSONANT), ("үүд", CONSONANT), ("иуд", CONSONANT), ("иүд", CONSONANT),
    ("нууд", ANY), ("нүүд", ANY), ("чууд", ANY), ("чүүд", ANY), ("гууд", LONG), ("гүүд", LONG),
)

# Participles and the infinitive: verb forms that also take a case (ирс-ний -> ирсн -> ир,
# ирэх-эд). Not after a short one-syllable stem, which is a noun's (ца-сны is цас-ны).
PARTICIPLE = _table(
    ("сAн", CONSONANT), ("сAн", LONG), ("сAн", LONG_STEM_VOWEL), ("сAн", "йь"),
    ("сн", CONSONANT), ("сн", LONG), ("сн", LONG_STEM_VOWEL), ("сн", "йь"),
    ("х", LONG), ("х", LONG_STEM_VOWEL), ("Aх", CONSONANT), ("их", "жчш"),
    ("дAг", ANY),
)

# Finite verb forms and converbs, which end a word: no case ending follows them.
FINITE = _table(
    ("нA", CONSONANT), ("нA", LONG), ("нA", "и"), ("инA", "жчш"), ("AнA", CONSONANT),
    ("ж", VOWEL), ("ж", "влмнрйь"), ("ч", "врс"), ("ч", ONE_SYLLABLE_G), ("Aж", CONSONANT), ("иж", "жчш"),
    ("лAA", ANY),
    ("жээ", VOWEL), ("жээ", "бвгдзлнрйьц"), ("чээ", ANY),
    ("AAд", CONSONANT), ("гAAд", LONG), ("Aд", "и"),
    ("хгүй", ANY), ("Aхгүй", CONSONANT), ("сAнгүй", ANY),
)
# fmt: on


def _joined(*tables: Table) -> Table:
    joined: Table = {}
    for table in tables:
        for text, suffix in table.items():
            known = joined.get(text)
            joined[text] = Suffix(text, known.after + suffix.after, suffix.min_rest) if known else suffix
    return joined


# The innermost slot holds a plural (nouns) or a verb ending; after a case ending, not a finite one.
INNER_AFTER_CASE = _joined(PLURAL, PARTICIPLE)
INNER = _joined(PLURAL, PARTICIPLE, FINITE)

# Words whose ending reads as a suffix but is their own (хүүхэд is not хүүх-эд, агаар not аг-аар).
WHOLE_WORDS = frozenset({"хүүхэд", "эмэгтэй", "агаар", "сайд"})

_LONGEST_SUFFIX = max(len(text) for table in (POSSESSIVE, CASE, INNER) for text in table)

_WORD = re.compile(r"[^\W_]+")
_VOWEL_RUN = re.compile("[" + "".join(sorted(VOWELS)) + "]+")


def _fits(rest: str, after: str) -> bool:
    last = rest[-1]
    if after in (ANY, CASE_FOLLOWS):
        return True
    if after == VOWEL:
        return last in VOWELS
    if after == CONSONANT:
        return last not in VOWELS and last not in "ьъй"
    if after == LONG:
        return len(rest) >= 2 and rest[-2] in VOWELS and (last in VOWELS or last == "й")
    if after == ONE_SYLLABLE_G:
        return last == "г" and _syllables(rest) == 1
    if after == LONG_STEM_VOWEL:
        return last in VOWELS and _has_vowel(rest[:-2])
    return last in after


def _has_vowel(text: str) -> bool:
    return any(letter in VOWELS for letter in text)


def _syllables(text: str) -> int:
    return len(_VOWEL_RUN.findall(text))


def _endings(word: str, table: Table) -> list[tuple[str, Suffix | None]]:
    """The word as is, and what is left after each suffix of the table that may end it."""
    found: list[tuple[str, Suffix | None]] = [(word, None)]
    for length in range(1, min(_LONGEST_SUFFIX, len(word) - 1) + 1):
        suffix = table.get(word[-length:])
        if suffix is None:
            continue
        rest = word[:-length]
        # A stem is a syllable at least: a vowel and a consonant (ээж is not ээ-ж).
        is_syllable = _has_vowel(rest) and not set(rest) <= VOWELS
        if len(rest) >= suffix.min_rest and is_syllable and any(_fits(rest, a) for a in suffix.after):
            found.append((rest, suffix))
    return found


def _last_vowel_run(stem: str) -> tuple[int, int]:
    """(start, end) of the last run of vowel letters, (-1, -1) if none."""
    end = -1
    for i in range(len(stem) - 1, -1, -1):
        if stem[i] in VOWELS or stem[i] == "й":  # й closes a diphthong (далай)
            if end < 0:
                end = i + 1
        elif end >= 0:
            return i + 1, end
    return (0, end) if end >= 0 else (-1, -1)


def _canonical(stem: str) -> str:
    """The one spelling every form of a stem is given (see the module's docstring)."""
    # A soft sign only marks the consonant (сургууль, сургуулийн).
    stem = stem.rstrip("ьъ") or stem
    # A final -ий and -и are one ending before a suffix (дэлхий, дэлхийн; Ази, Азийн).
    if stem.endswith("ий") and len(stem) > MIN_STEM + 1:
        stem = stem[:-1]
    # A final short vowel is replaced by the suffixes (орлого, орлогын).
    if len(stem) > MIN_STEM and stem[-1] in VOWELS and stem[-2] not in VOWELS:
        stem = stem[:-1]
    # The short vowel of a last syllable drops before a suffix (газар, газрын): drop it always.
    start, end = _last_vowel_run(stem)
    if end - start == 1 and end == len(stem) - 1 and start > 0 and stem[start - 1] not in VOWELS:
        if _has_vowel(stem[:start]):
            stem = stem[:start] + stem[end:]
    # A final н after a long vowel or two vowels may be a linking one (мэдээ-ний, видео-ны) or the
    # word's own (тэмцээн-ий).
    if len(stem) > MIN_STEM + 1 and stem[-1] == "н" and stem[-2] in VOWELS and stem[-3] in VOWELS:
        stem = stem[:-1]
    # A final н after a consonant is the "hidden" н (оюутан, оюутны; мөнгө, мөнгөний), and a
    # final д or т after a consonant reads like the dative (хүүхэд, хүүхдэд; онд): fold them
    # away, н first. The price of it: үнэн (truth) meets үнэ (price).
    if len(stem) > MIN_STEM and stem[-1] == "н" and stem[-2] not in VOWELS and stem[-2] not in "ьъй":
        stem = stem[:-1]
    if len(stem) > MIN_STEM and stem[-1] in "дт" and stem[-2] not in VOWELS and stem[-2] not in "ьъй":
        stem = stem[:-1]
    return stem


def normalize_mn(word: str) -> str:
    """Lower-case, composed, with look-alike letters read as Mongolian ones."""
    return unicodedata.normalize("NFC", word).lower().translate(LOOKALIKES)


def stem_mn(word: str) -> str:
    """The stem of one lower-cased Cyrillic Mongolian word (a word of another script is returned as is)."""
    word = normalize_mn(word)
    if not any("\u0400" <= letter <= "\u04ff" for letter in word):
        return word
    return _canonical(_strip_suffixes(word))


def _strip_suffixes(word: str) -> str:
    """What is left of a word without its possessive, case ending and plural or verb ending.

    Every reading the tables allow is tried and the one that strips the most wins: a slot taken
    greedily would read the -д of -ууд as a dative (газрууд -> газруу).
    """
    if word in WHOLE_WORDS:
        return word
    best = word
    for after_possessive, possessive in _endings(word, POSSESSIVE):
        for after_case, case in _endings(after_possessive, CASE):
            if possessive is not None and CASE_FOLLOWS in possessive.after:
                # -аа is a possessive only after a case ending, and never leaves a two-letter
                # stem: otherwise it is part of the word (мэдээ, гэрээ).
                if case is None or len(after_case) <= MIN_STEM:
                    continue
            for rest, _ in _endings(after_case, INNER if case is None else INNER_AFTER_CASE):
                if len(rest) < len(best):
                    best = rest
    return best


def stems_mn(text: str) -> list[str]:
    """The stems of the words of a text: lower-cased letters and digits, ө/ү kept apart from о/у."""
    return [stem_mn(word) for word in _WORD.findall(normalize_mn(text))]
