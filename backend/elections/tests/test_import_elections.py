"""The import_elections command on the shipped files, newsroom files and malformed files."""
import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from elections.models import Candidate, District, Election, ElectionKind, ElectionParty, Party

pytestmark = pytest.mark.django_db


def snapshot() -> dict[str, list[tuple]]:
    """Every imported row's values, to compare before and after."""
    return {
        "elections": list(Election.objects.order_by("pk").values_list()),
        "parties": list(Party.objects.order_by("pk").values_list()),
        "results": list(ElectionParty.objects.order_by("pk").values_list()),
        "districts": list(District.objects.order_by("pk").values_list()),
        "candidates": list(Candidate.objects.order_by("pk").values_list()),
    }


@pytest.fixture
def imported() -> None:
    call_command("import_elections")


def test_imports_three_elections(imported: None) -> None:
    assert Election.objects.count() == 3
    assert Election.objects.filter(kind=ElectionKind.PARLIAMENT).count() == 2
    assert Election.objects.latest_of(ElectionKind.PARLIAMENT).year == 2024
    assert Election.objects.latest_of(ElectionKind.PRESIDENT).date == dt.date(2021, 6, 9)
    assert Election.objects.for_page(ElectionKind.PARLIAMENT, 2020).date == dt.date(2020, 6, 24)
    assert Election.objects.for_page(ElectionKind.PARLIAMENT, 1990) is None


def test_2024_parliament_figures(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    assert (election.total_seats, election.constituency_seats, election.list_seats) == (126, 78, 48)
    assert election.district_count == 13
    assert election.turnout_percent == Decimal("69.30")
    assert election.is_turnout_preliminary
    assert election.candidates_registered == 1341
    assert election.registered_voters is None  # not in the source, never invented
    seats = {r.party.abbreviation_en: r.seats for r in ElectionParty.objects.for_election(election)}
    assert seats == {"MPP": 68, "DP": 42, "HUN": 8, "NC": 4, "CWGP": 4}
    assert sum(seats.values()) == 126
    mpp = ElectionParty.objects.get(election=election, party__abbreviation_en="MPP")
    assert mpp.vote_share == Decimal("35.00") and mpp.is_vote_share_approximate
    assert mpp.party.abbreviation_mn == "МАН"
    assert ElectionParty.objects.get(election=election, party__abbreviation_en="DP").vote_share is None
    assert ElectionParty.objects.for_election(election).first().party.abbreviation_en == "MPP"


def test_2024_districts(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    districts = list(District.objects.for_election(election))
    assert [d.number for d in districts] == list(range(1, 14))
    first = districts[0]
    assert first.mandates == 9
    assert first.area_en == "Arkhangai, Bayankhongor, Övörkhangai"
    assert first.area_mn == "Архангай, Баянхонгор, Өвөрхангай"
    assert (first.name_mn, first.name_en) == ("1-р тойрог", "Constituency 1")
    assert districts[10].mandates is None and districts[11].mandates is None
    assert sum(d.mandates or 0 for d in districts) == 78 - 8
    assert districts[0].result_time is None
    assert not Candidate.objects.filter(election=election).exists()  # the file has no candidates


def test_2020_parliament_figures(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2020)
    assert election.total_seats == 76
    assert (election.constituency_seats, election.list_seats) == (76, 0)
    assert (election.registered_voters, election.ballots_cast) == (2003969, 1475895)
    assert election.turnout_percent == Decimal("73.65")
    assert election.women_elected == 13
    assert not District.objects.filter(election=election).exists()
    results = {r.party.abbreviation_en: (r.seats, r.vote_share) for r in election.party_results.all()}
    assert results["MPP"] == (62, Decimal("44.93"))
    assert results["IND"] == (1, Decimal("8.71"))
    winners = Candidate.objects.for_election(election).winners()
    assert sorted(c.name_en for c in winners) == ["N. Altankhuyag", "S. Ganbaatar", "T. Dorjkhand"]
    assert Party.objects.get(slug="ind").is_independent
    assert Party.objects.get(slug="oc").is_coalition


def test_2021_presidential(imported: None) -> None:
    election = Election.objects.latest_of(ElectionKind.PRESIDENT)
    assert (election.registered_voters, election.ballots_cast, election.blank_votes) == (2049379, 1216246, 71937)
    assert election.turnout_percent == Decimal("59.35")
    candidates = list(Candidate.objects.for_election(election).by_vote_share())
    assert [c.name_en for c in candidates] == [
        "Ukhnaagiin Khürelsükh", "Dangaasürengiin Enkhbat", "Sodnomzunduin Erdene"
    ]
    winner = candidates[0]
    assert winner.is_winner and winner.votes == 823326
    assert winner.vote_share == Decimal("67.76") and winner.valid_vote_share == Decimal("72.02")
    assert winner.party.slug == "mpp"
    assert candidates[1].party.name_en.startswith("Right Person Electorate Coalition")
    assert not ElectionParty.objects.filter(election=election).exists()


def test_running_twice_changes_nothing(imported: None) -> None:
    before = snapshot()
    call_command("import_elections")
    assert snapshot() == before
    assert Party.objects.count() == 8  # MPP, DP, OC, RPEC, IND, HUN, NC, CWGP shared across elections


def test_malformed_json_is_refused_and_changes_nothing(imported: None, tmp_path: Path) -> None:
    before = snapshot()
    bad = json.loads((Path(settings.SHARED_DATA_DIR) / "election_2024_parliament.json").read_text())
    bad["date"] = "2028-06-28"
    bad["party_seats"][0]["seats"] = "many"
    path = tmp_path / "election_2028.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(CommandError, match="party #1 seats: expected a whole number"):
        call_command("import_elections", "--path", str(path))
    assert snapshot() == before


def test_a_bad_file_among_good_ones_changes_nothing(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    good = Path(settings.SHARED_DATA_DIR) / "election_2020_parliament.json"
    with pytest.raises(CommandError, match="broken.json: not valid JSON"):
        call_command("import_elections", "--path", str(good), "--path", str(broken))
    assert not Election.objects.exists()


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no such file"):
        call_command("import_elections", "--path", str(tmp_path / "nope.json"))


NEWSROOM_CSV = """\
row_type,number,abbr_en,abbr_mn,name_en,name_mn,party,district,mandates,seats,votes,vote_share,is_winner
party,,AAA,ААА,Alpha Party,Альфа нам,,,,2,"12,345",55.5,
party,,BBB,,Beta Party,Бета нам,,,,1,,,
district,1,,,,,,,2,,,,
district,2,,,,,,,1,,,,
candidate,,,,A. Bat,А. Бат,AAA,1,,,"5,001",40.1,yes
candidate,,,,B. Dorj,Б. Дорж,BBB,1,,,4000,,1
candidate,,,,C. Tsetseg,Ц. Цэцэг,AAA,2,,,,,no
"""


def test_newsroom_csv(tmp_path: Path) -> None:
    path = tmp_path / "by_election.csv"
    path.write_text(NEWSROOM_CSV, encoding="utf-8")
    call_command("import_elections", "--path", str(path), "--kind", "parliament", "--date", "2026-10-01")
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, date=dt.date(2026, 10, 1))
    assert election.total_seats == 3 and election.district_count == 2
    alpha = ElectionParty.objects.get(election=election, party__slug="aaa")
    assert (alpha.seats, alpha.votes, alpha.vote_share) == (2, 12345, Decimal("55.50"))
    assert ElectionParty.objects.get(election=election, party__slug="bbb").votes is None
    bat = Candidate.objects.get(name_en="A. Bat")
    assert (bat.district.number, bat.party.slug, bat.votes, bat.is_winner) == (1, "aaa", 5001, True)
    assert Candidate.objects.get(name_en="C. Tsetseg").votes is None
    assert list(Candidate.objects.winners().values_list("name_en", flat=True).order_by("name_en")) == [
        "A. Bat", "B. Dorj"
    ]
    before = snapshot()
    call_command("import_elections", "--path", str(path), "--kind", "parliament", "--date", "2026-10-01")
    assert snapshot() == before


@pytest.mark.parametrize(
    ("csv_text", "message"),
    [
        ("row_type,colour\nparty,red\n", "unknown column"),
        ("name_en\nX\n", "must include row_type"),
        ("row_type,name_en\nleader,X\n", "row_type must be party, district or candidate"),
        ("row_type,name_en,party\ncandidate,X,ZZZ\n", "party 'ZZZ' is not among"),
        ("row_type,name_en,district\ncandidate,X,4\n", "constituency 4 is not among"),
        ("row_type,abbr_en,vote_share\nparty,AAA,140\n", "between 0 and 100"),
        ("row_type,name_en\ncandidate,\n", "has no name"),
    ],
)
def test_malformed_csv_is_refused(tmp_path: Path, csv_text: str, message: str) -> None:
    path = tmp_path / "bad.csv"
    path.write_text(csv_text, encoding="utf-8")
    with pytest.raises(CommandError, match=message):
        call_command("import_elections", "--path", str(path), "--kind", "parliament", "--date", "2026-10-01")
    assert not Election.objects.exists() and not Party.objects.exists()


def test_csv_needs_kind_and_date(tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(NEWSROOM_CSV, encoding="utf-8")
    with pytest.raises(CommandError, match="needs --kind and --date"):
        call_command("import_elections", "--path", str(path))


def test_str_and_querysets(imported: None) -> None:
    election = Election.objects.get(year=2024)
    assert str(election) == "УИХ-ын сонгууль 2024"  # the kind label, in the newsroom's language
    assert str(Party.objects.get(slug="mpp")) == "MPP"
    assert str(District.objects.get(election=election, number=3)).startswith("Constituency 3")
    assert ElectionParty.objects.with_seats().filter(election=election).count() == 5
