"""Mongolian typed in Latin letters: its Cyrillic readings, and the key that folds romanizations."""

import re

import pytest

from search.romanization import MAX_READINGS, cyrillic_latin_key, latin_key, latin_to_cyrillic

# How readers type Mongolian in Latin letters (ө, ү as o, u, v; х as h, kh, x; ц as ts, c...) and
# the formal MNS 5217:2012 transliteration, with the word they mean.
INFORMAL_LATIN = [
    ("hurungu", "хөрөнгө"),
    ("khurungu", "хөрөнгө"),
    ("xurungu", "хөрөнгө"),
    ("khöröngö", "хөрөнгө"),
    ("hurungiin", "хөрөнгийн"),
    ("surguuli", "сургууль"),
    ("surguuliin", "сургуулийн"),
    ("songuuli", "сонгууль"),
    ("ulaanbaatar", "улаанбаатар"),
    ("mongol", "монгол"),
    ("uls", "улс"),
    ("ulsiin", "улсын"),
    ("ulsyn", "улсын"),
    ("tsakhilgaan", "цахилгаан"),
    ("tsahilgaan", "цахилгаан"),
    ("cahilgaan", "цахилгаан"),
    ("zasgiin", "засгийн"),
    ("gazar", "газар"),
    ("shuurhai", "шуурхай"),
    ("shuurkhai", "шуурхай"),
    ("huuhed", "хүүхэд"),
    ("hvvhed", "хүүхэд"),
    ("khuukhed", "хүүхэд"),
    ("hüühed", "хүүхэд"),
    ("medee", "мэдээ"),
    ("medeelel", "мэдээлэл"),
    ("ih", "их"),
    ("ikh", "их"),
    ("hural", "хурал"),
    ("bohirdol", "бохирдол"),
    ("buh", "бөх"),
    ("boh", "бөх"),
    ("tsag", "цаг"),
    ("cag", "цаг"),
    ("orlogo", "орлого"),
    ("tusuv", "төсөв"),
    ("tosov", "төсөв"),
    ("tösöv", "төсөв"),
    ("uildver", "үйлдвэр"),
    ("vildver", "үйлдвэр"),
    ("üildver", "үйлдвэр"),
    ("jil", "жил"),
    ("zhil", "жил"),
    ("shiidver", "шийдвэр"),
    ("yaaraltai", "яаралтай"),
    ("chuluu", "чулуу"),
    ("vvl", "үүл"),
    ("nvvr", "нүүр"),
    ("nuur", "нуур"),
    ("ajil", "ажил"),
    ("ajiltan", "ажилтан"),
    ("oyuutan", "оюутан"),
    ("oyutan", "оюутан"),
    ("tsagdaa", "цагдаа"),
    ("emneleg", "эмнэлэг"),
    ("ardchilsan", "ардчилсан"),
    ("tur", "төр"),
    ("yostoi", "ёстой"),
    ("yamar", "ямар"),
    ("baina", "байна"),
    ("bolson", "болсон"),
    ("ireh", "ирэх"),
    ("dugaar", "дугаар"),
    ("dugeer", "дүгээр"),
    ("khot", "хот"),
    ("xot", "хот"),
    ("us", "ус"),
    ("vs", "үс"),
    ("erdenet", "эрдэнэт"),
    ("darkhan", "дархан"),
    ("bayan", "баян"),
    ("ulgii", "өлгий"),
    ("khuvsgul", "хөвсгөл"),
    ("sukhbaatar", "сүхбаатар"),
]

# The readings the search tries first (search/words.py takes the first few).
FIRST_FEW = 4


@pytest.mark.parametrize(("latin", "cyrillic"), INFORMAL_LATIN, ids=[latin for latin, _ in INFORMAL_LATIN])
def test_a_latin_typed_word_reads_as_the_word_meant(latin: str, cyrillic: str) -> None:
    readings = latin_to_cyrillic(latin)
    assert cyrillic in readings[:FIRST_FEW], readings


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [("hurungu", "хөрөнгө"), ("surguuli", "сургууль"), ("zasgiin", "засгийн"), ("huuhed", "хүүхэд"),
     ("tsakhilgaan", "цахилгаан"), ("shuurhai", "шуурхай"), ("ulaanbaatar", "улаанбаатар"), ("mongol", "монгол")],
)  # fmt: skip
def test_vowel_harmony_puts_the_word_meant_first(latin: str, cyrillic: str) -> None:
    assert latin_to_cyrillic(latin)[0] == cyrillic


def test_readings_are_few_distinct_and_cyrillic() -> None:
    for latin, _ in INFORMAL_LATIN:
        readings = latin_to_cyrillic(latin)
        assert 1 <= len(readings) <= MAX_READINGS
        assert len(set(readings)) == len(readings)
        assert all(re.fullmatch(r"[а-яёөү-]+", reading) for reading in readings), readings


def test_upper_case_and_odd_input_are_read_or_give_nothing() -> None:
    assert latin_to_cyrillic("HURUNGU")[0] == "хөрөнгө"
    assert latin_to_cyrillic("") == []
    assert latin_to_cyrillic("covid19")  # an unknown letter or a digit is kept, never an error


# The romanizations of one name in the English edition, with its Cyrillic spelling first.
PLACE_NAMES = [
    ("Хөвсгөл", "Khuvsgul", "Khövsgöl", "Hovsgol", "Khuvsgol", "Khovsgol", "Huvsgul"),
    ("Дархан", "Darkhan", "Darhan", "Darxan"),
    ("Эрдэнэт", "Erdenet"),
    ("Баян-Өлгий", "Bayan-Ölgii", "Bayan-Olgii", "Bayan-Ulgii", "Bayan-Ölgiy"),
    ("Завхан", "Zavkhan", "Dzavhan", "Zavhan", "Dzavkhan"),
    ("Улаанбаатар", "Ulaanbaatar", "Ulanbaatar", "Ulaan Baatar"),
    ("Сүхбаатар", "Sükhbaatar", "Sukhbaatar", "Suhbaatar"),
    ("Өмнөговь", "Ömnögovi", "Umnugovi", "Omnogovi", "Umnugobi"),
    ("Өвөрхангай", "Övörkhangai", "Uvurkhangai", "Ovorhangai"),
    ("Хэнтий", "Khentii", "Hentii", "Khentiy"),
    ("Төв", "Töv", "Tuv", "Tov"),
    ("Цэцэрлэг", "Tsetserleg", "Cecerleg"),
    ("Мөрөн", "Mörön", "Murun", "Moron"),
    ("Чингис", "Chinggis", "Chingis"),
    ("Говь-Алтай", "Govi-Altai", "Gobi-Altai", "Govi-Altay"),
    ("Орхон", "Orkhon", "Orhon"),
    ("Архангай", "Arkhangai", "Arhangai"),
]


@pytest.mark.parametrize("spellings", PLACE_NAMES, ids=[names[1] for names in PLACE_NAMES])
def test_every_romanization_of_a_name_has_one_key(spellings: tuple[str, ...]) -> None:
    cyrillic, *latin = spellings
    keys = {latin_key(name) for name in latin} | {cyrillic_latin_key(cyrillic)}
    assert len(keys) == 1, keys


@pytest.mark.parametrize(
    ("name", "other"),
    [("Khuvsgul", "Khovd"), ("Darkhan", "Dornod"), ("Erdenet", "Erdene"), ("Zavkhan", "Zuunkharaa"),
     ("Selenge", "Sükhbaatar"), ("Govi-Altai", "Gobi")],
)  # fmt: skip
def test_different_names_keep_different_keys(name: str, other: str) -> None:
    assert latin_key(name) != latin_key(other)


def test_a_key_is_plain_ascii_letters_and_digits() -> None:
    for spellings in PLACE_NAMES:
        for name in spellings[1:]:
            assert re.fullmatch(r"[a-z0-9]+", latin_key(name))
        assert re.fullmatch(r"[a-z0-9]+", cyrillic_latin_key(spellings[0]))
    assert latin_key("") == ""
    assert latin_key("2024") == "2024"
