"""import_zodiac on the shipped files and broken files; sign and year look-ups."""
import datetime as dt
import json
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from horoscope.models import Animal, YearCycle, ZodiacSign

pytestmark = pytest.mark.django_db


def test_import_zodiac() -> None:
    call_command("import_zodiac")
    assert ZodiacSign.objects.count() == 12
    assert YearCycle.objects.count() == 11
    aries = ZodiacSign.objects.get(slug="aries")
    assert (aries.name_mn, aries.symbol, aries.start, aries.end, aries.position) == ("Хонь", "♈", "03-21", "04-19", 1)
    rabbit = YearCycle.objects.for_year(2023)
    assert (rabbit.animal, rabbit.name_mn, rabbit.name_en) == (Animal.RABBIT, "харагчин туулай", "Water Rabbit")
    assert rabbit.polarity == YearCycle.Polarity.YIN
    assert rabbit.new_year_date is None  # Tsagaan Sar dates are not in the file
    assert YearCycle.objects.for_year(2030).colour_mn == "цагаан"
    assert YearCycle.objects.for_year(1999) is None


def test_import_zodiac_twice_changes_nothing() -> None:
    call_command("import_zodiac")
    before = (list(ZodiacSign.objects.values_list()), list(YearCycle.objects.values_list()))
    call_command("import_zodiac")
    assert (list(ZodiacSign.objects.values_list()), list(YearCycle.objects.values_list())) == before


@pytest.mark.parametrize(
    ("day", "slug"),
    [
        (dt.date(2024, 3, 21), "aries"),
        (dt.date(2024, 4, 19), "aries"),
        (dt.date(2024, 12, 22), "capricorn"),
        (dt.date(2025, 1, 19), "capricorn"),
        (dt.date(2025, 1, 20), "aquarius"),
        (dt.date(2024, 2, 29), "pisces"),
    ],
)
def test_sign_for_date(day: dt.date, slug: str) -> None:
    call_command("import_zodiac")
    assert ZodiacSign.objects.for_date(day).slug == slug


def test_malformed_zodiac_file_changes_nothing(tmp_path: Path) -> None:
    data = json.loads((Path(settings.SHARED_DATA_DIR) / "western_zodiac.json").read_text())
    data["signs"][3]["start"] = "6/21"
    path = tmp_path / "zodiac.json"
    path.write_text(json.dumps(data))
    with pytest.raises(CommandError, match="sign #4: start '6/21' is not MM-DD"):
        call_command("import_zodiac", "--zodiac-path", str(path))
    assert not ZodiacSign.objects.exists() and not YearCycle.objects.exists()


def test_malformed_year_file_changes_nothing(tmp_path: Path) -> None:
    call_command("import_zodiac")
    path = tmp_path / "years.json"
    path.write_text('{"years": [{"year": 2031, "animal_en": "cat"}]}')
    with pytest.raises(CommandError, match="unknown animal 'cat'"):
        call_command("import_zodiac", "--years-path", str(path))
    assert YearCycle.objects.count() == 11
