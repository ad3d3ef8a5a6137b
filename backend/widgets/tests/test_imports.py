"""import_covid and import_reference_places on the shipped files and on broken files."""
import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from widgets.models import City, CovidDay

pytestmark = pytest.mark.django_db


def test_import_covid_counts_and_final_totals() -> None:
    call_command("import_covid")
    assert CovidDay.objects.count() == 1143
    first = CovidDay.objects.between().first()
    assert first.date == dt.date(2020, 1, 22)
    last = CovidDay.objects.latest_day()
    assert last.date == dt.date(2023, 3, 9)
    assert (last.total_cases, last.total_deaths) == (1_007_900, 2_136)
    assert CovidDay.objects.get(date=dt.date(2022, 5, 22)).new_cases == -1417


def test_total_recovered_is_null_after_reporting_stopped() -> None:
    call_command("import_covid")
    assert CovidDay.objects.get(date=dt.date(2021, 8, 4)).total_recovered == 158685
    assert not CovidDay.objects.filter(date__gt=dt.date(2021, 8, 4), total_recovered__isnull=False).exists()
    assert not CovidDay.objects.filter(date__lte=dt.date(2021, 8, 4), total_recovered__isnull=True).exists()


def test_import_covid_twice_changes_nothing() -> None:
    call_command("import_covid")
    before = list(CovidDay.objects.values_list("date", "new_cases", "total_cases", "new_deaths", "total_deaths",
                                               "total_recovered"))
    call_command("import_covid")
    after = list(CovidDay.objects.values_list("date", "new_cases", "total_cases", "new_deaths", "total_deaths",
                                              "total_recovered"))
    assert after == before


def test_import_covid_updates_a_corrected_day(tmp_path: Path) -> None:
    call_command("import_covid")
    path = tmp_path / "covid.csv"
    path.write_text("date,new_cases,total_cases,new_deaths,total_deaths,total_recovered\n"
                    "2023-03-09,1,1007901,0,2136,\n")
    call_command("import_covid", "--path", str(path))
    assert CovidDay.objects.count() == 1143
    assert CovidDay.objects.latest_day().total_cases == 1007901


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("day,cases\n2020-01-01,1\n", "the header must be"),
        ("date,new_cases,total_cases,new_deaths,total_deaths,total_recovered\n2020-13-01,0,0,0,0,0\n", "line 2"),
        ("date,new_cases,total_cases,new_deaths,total_deaths,total_recovered\n2020-01-01,0,x,0,0,0\n", "line 2"),
        ("date,new_cases,total_cases,new_deaths,total_deaths,total_recovered\n2020-01-01,0,0,0\n", "cells"),
        ("date,new_cases,total_cases,new_deaths,total_deaths,total_recovered\n", "no rows"),
    ],
)
def test_malformed_covid_file_changes_nothing(tmp_path: Path, content: str, message: str) -> None:
    call_command("import_covid")
    path = tmp_path / "bad.csv"
    path.write_text(content)
    with pytest.raises(CommandError, match=message):
        call_command("import_covid", "--path", str(path))
    assert CovidDay.objects.count() == 1143
    assert CovidDay.objects.latest_day().total_cases == 1_007_900


def test_import_reference_places() -> None:
    call_command("import_reference_places")
    assert City.objects.count() == 22
    capital = City.objects.get(is_capital=True)
    assert (capital.slug, capital.name_mn, capital.position) == ("ulaanbaatar", "Улаанбаатар", 0)
    assert (capital.latitude, capital.longitude) == (Decimal("47.90771"), Decimal("106.88324"))
    olgii = City.objects.get(slug="bayan-olgii")
    assert (olgii.name_en, olgii.aimag_mn) == ("Ölgii", "Баян-Өлгий")
    assert list(City.objects.values_list("slug", flat=True))[:2] == ["ulaanbaatar", "arkhangai"]


def test_import_reference_places_twice_keeps_editor_choices() -> None:
    call_command("import_reference_places")
    City.objects.filter(slug="uvs").update(is_shown=False)
    call_command("import_reference_places")
    assert City.objects.count() == 22
    assert not City.objects.get(slug="uvs").is_shown


def test_malformed_places_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "places.json"
    path.write_text('{"capital": {"name_en": "X", "name_mn": "Х", "lat": 95, "lon": 1}, "aimag_centres": []}')
    with pytest.raises(CommandError, match="out of range"):
        call_command("import_reference_places", "--path", str(path))
    assert not City.objects.exists()
