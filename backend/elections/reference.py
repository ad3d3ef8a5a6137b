"""Names the election files leave to us: parties in both languages, Latin spellings, place names.

The data files name most parties in one language only (the 2020 candidate register in Mongolian,
the presidential file in English). Readers see a party's name and short form in their edition's
language, so the importer completes them from here. Established English names and abbreviations
are used where there are some; for the small parties of 2020 the English name is our translation
and no abbreviation is made up (the short form is the name), as the readers' notes say.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from django.utils.text import slugify


@dataclass(frozen=True)
class PartyNames:
    abbreviation_en: str
    name_en: str
    abbreviation_mn: str
    name_mn: str


# By Party.slug (the English abbreviation, slugified).
PARTY_NAMES: dict[str, PartyNames] = {
    "mpp": PartyNames("MPP", "Mongolian People's Party", "МАН", "Монгол Ардын Нам"),
    "dp": PartyNames("DP", "Democratic Party", "АН", "Ардчилсан Нам"),
    "hun": PartyNames("HUN", "HUN Party", "ХҮН", "ХҮН Нам"),
    "nc": PartyNames("NC", "National Coalition (Mongolian National Democratic Party and Mongolian Green Party)",
                     "ҮЭ", "Үндэсний эвсэл"),
    "cwgp": PartyNames("CWGP", "Civil Will–Green Party", "ИЗНН", "Иргэний Зориг Ногоон Нам"),
    "oc": PartyNames("OC", "Our Coalition (Mongolian People's Revolutionary Party, Civil Will–Green Party and "
                     "Mongolian Traditional United Party)", "ТБЭ", "Та Бидний эвсэл"),
    "rpec": PartyNames("RPEC", "Right Person Electorate Coalition (National Labour Party, Mongolian Social "
                       "Democratic Party and Justice Party)", "ЗХЭЭ", "Зөв хүн электорат эвсэл"),
    "ind": PartyNames("Independent", "Independent", "Бие даагч", "Бие даагч"),
    "mgp": PartyNames("MGP", "Mongolian Green Party", "МНН", "Монголын Ногоон нам"),
    "mprp": PartyNames("MPRP", "Mongolian People's Revolutionary Party", "МАХН", "Монгол Ардын Хувьсгалт Нам"),
    "new-coalition": PartyNames("New Coalition", "New Coalition", "Шинэ эвсэл", "Шинэ эвсэл"),
}

# The 2020 candidate register's party names (Mongolian) and the key each one has here: the
# English abbreviation of a PARTY_NAMES entry, or the English name of a small party.
SMALL_PARTIES_2020: dict[str, str] = {
    "Сахигтун! Үндсэн хуулийн 19 эвсэл": "Protect the Constitution 19 Coalition",
    "Зон Олны нам": "Party of the Many",
    "Ард Түмний Олонхийн Засаглал нам": "People's Majority Governance Party",
    "Эрх Чөлөөг Хэрэгжүүлэгч нам": "Freedom Implementing Party",
    "Хөгжлийн Хөтөлбөр нам": "Development Programme Party",
    "Гэр хороолол хөгжлийн нам": "Ger District Development Party",
    "Дэлхийн Монголчууд нам": "World Mongols Party",
    "Ард Түмнээ Хайрлая нам": "Love the People Party",
    "Эх Орончдын Нэгдсэн нам": "United Patriots Party",
    "Их Эв нам": "Great Unity Party",
    "Ард Түмний нам": "People's Party",
}
REGISTER_PARTIES_2020: dict[str, str] = {
    "Монгол Ардын нам": "MPP",
    "Ардчилсан нам": "DP",
    "Монголын Ногоон нам": "MGP",
    "Та бидний эвсэл": "OC",
    "Шинэ эвсэл": "New Coalition",
    "Зөв хүн электорат эвсэл": "RPEC",
    "Бие даан нэр дэвшигч": "IND",
    **{name: name_en for name, name_en in SMALL_PARTIES_2020.items()},
}
PARTY_NAMES.update({
    slugify(name_en): PartyNames(name_en, name_en, name_mn, name_mn)
    for name_mn, name_en in SMALL_PARTIES_2020.items()
})


# --- Latin spellings ------------------------------------------------------------------------

# The Mongolian standard MNS 5217:2012, which parliament.mn's own Latin names follow
# (Оюунсайханы → Oyuunsaikhany, Батмөнхийн → Batmunkhiin).
LATIN: dict[str, str] = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "ye", "ё": "yo", "ж": "j", "з": "z", "и": "i",
    "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "ө": "u", "п": "p", "р": "r", "с": "s",
    "т": "t", "у": "u", "ү": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "i",
    "ы": "y", "ь": "i", "э": "e", "ю": "yu", "я": "ya",
}


def to_latin(text: str) -> str:
    """A Cyrillic Mongolian name in Latin letters (MNS 5217:2012; a word-final soft sign is dropped)."""
    out: list[str] = []
    for index, char in enumerate(text):
        lower = char.lower()
        if lower not in LATIN:
            out.append(char)
            continue
        is_word_end = index + 1 == len(text) or not text[index + 1].isalpha()
        latin = "" if lower == "ь" and is_word_end else LATIN[lower]
        out.append(latin.capitalize() if char != lower else latin)
    return "".join(out)


# --- places ---------------------------------------------------------------------------------

# Aimags and the capital's districts, as the 2024 file spells them in English.
PLACES: dict[str, str] = {
    "Архангай": "Arkhangai", "Баян-Өлгий": "Bayan-Ölgii", "Баянхонгор": "Bayankhongor", "Булган": "Bulgan",
    "Говь-Алтай": "Govi-Altai", "Говьсүмбэр": "Govisümber", "Дархан-Уул": "Darkhan-Uul", "Дорноговь": "Dornogovi",
    "Дорнод": "Dornod", "Дундговь": "Dundgovi", "Завхан": "Zavkhan", "Орхон": "Orkhon",
    "Өвөрхангай": "Övörkhangai", "Өмнөговь": "Ömnögovi", "Сүхбаатар": "Sükhbaatar", "Сэлэнгэ": "Selenge",
    "Төв": "Töv", "Увс": "Uvs", "Ховд": "Khovd", "Хөвсгөл": "Khövsgöl", "Хэнтий": "Khentii",
    "Багануур": "Baganuur", "Багахангай": "Bagakhangai", "Баянгол": "Bayangol", "Баянзүрх": "Bayanzürkh",
    "Налайх": "Nalaikh", "Сонгинохайрхан": "Songinokhairkhan", "Хан-Уул": "Khan-Uul", "Чингэлтэй": "Chingeltei",
}
KHOROOS = re.compile(r"^(?P<district>[^()]+?)\s*\((?P<numbers>[\d,\s]+)\s+д[уү]г[аэ]{2}р хороо\)$")
DISTRICTS = re.compile(r"^(?P<names>.+?)\s+дүүрэг$")


class UnknownPlace(ValueError):
    """A place name this module has no English spelling for."""


def _place(name: str) -> str:
    name = name.strip()
    if name not in PLACES:
        raise UnknownPlace(name)
    return PLACES[name]


def area_in_english(area_mn: str) -> str:
    """The English of a 2020 register area: an aimag, capital districts, or one district's khoroos."""
    match = KHOROOS.match(area_mn)
    if match:
        return f"{_place(match['district'])} district (UB), khoroos {match['numbers'].strip()}"
    match = DISTRICTS.match(area_mn)
    if match:
        names = [_place(name) for name in match["names"].split(",")]
        return f"{', '.join(names)} district{'s' if len(names) > 1 else ''} (UB)"
    return ", ".join(_place(name) for name in area_mn.split(","))
