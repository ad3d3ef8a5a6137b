"""The import_elections command on the shipped files, newsroom files and malformed files."""
import datetime as dt
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from elections.importers import MEMBERS_FILE, PROJECT_DATA_DIR, PROJECT_FILES, SHIPPED_FILES
from elections.models import Candidate, District, Election, ElectionKind, ElectionParty, Party
from elections.reference import UnknownPlace, area_in_english, to_latin

# The shipped files are read as they are; without the member file (an older data folder) skip.
pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(not (Path(settings.SHARED_DATA_DIR) / MEMBERS_FILE).is_file(),
                       reason=f"{MEMBERS_FILE} is not in SHARED_DATA_DIR"),
]


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


def test_imports_the_shared_and_the_project_elections(imported: None) -> None:
    # The shared folder's three, and the project's 2017 presidential election in its two rounds.
    assert Election.objects.count() == 5
    assert Election.objects.filter(kind=ElectionKind.PARLIAMENT).count() == 2
    assert Election.objects.latest_of(ElectionKind.PARLIAMENT).year == 2024
    assert Election.objects.latest_of(ElectionKind.PRESIDENT).date == dt.date(2021, 6, 9)
    assert Election.objects.for_page(ElectionKind.PARLIAMENT, 2020).date == dt.date(2020, 6, 24)
    assert Election.objects.for_page(ElectionKind.PARLIAMENT, 1990) is None


@pytest.fixture
def results_only() -> None:
    """The three results files without the member and candidate file."""
    data = Path(settings.SHARED_DATA_DIR)
    call_command("import_elections", *(arg for name in SHIPPED_FILES for arg in ("--path", str(data / name))))


def test_2024_results_file_alone(results_only: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    assert (election.total_seats, election.constituency_seats, election.list_seats) == (126, 78, 48)
    assert election.district_count == 13
    assert election.turnout_percent == Decimal("69.30")
    assert election.is_turnout_preliminary
    assert election.candidates_registered == 1341
    assert election.registered_voters is None  # not in the source, never invented
    seats = {r.party.abbreviation_en: r.seats for r in ElectionParty.objects.for_election(election)}
    assert seats == {"MPP": 68, "DP": 42, "HUN": 8, "NC": 4, "CWGP": 4}
    mpp = ElectionParty.objects.get(election=election, party__abbreviation_en="MPP")
    assert mpp.vote_share == Decimal("35.00") and mpp.is_vote_share_approximate
    assert ElectionParty.objects.get(election=election, party__abbreviation_en="DP").vote_share is None
    districts = list(District.objects.for_election(election))
    assert districts[10].mandates is None and districts[11].mandates is None
    assert sum(d.mandates or 0 for d in districts) == 78 - 8
    assert not Candidate.objects.filter(election=election).exists()  # the file has no candidates
    # Readers' notes are ours, in both languages; the file's own words stay in the newsroom.
    assert "Wikipedia gives a 4% list threshold" in election.data_system_note
    assert "Wikipedia gives" not in election.system_en and "Википедиа" in election.system_mn
    assert "per-candidate votes per constituency" in election.data_notes
    assert "individual candidates" in election.notes_en and "нэр дэвшигч" in election.notes_mn.lower()
    assert "Xinhua" in election.sources_en and "Синьхуа" in election.sources_mn


def test_2024_parliament_figures(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    assert (election.total_seats, election.constituency_seats, election.list_seats) == (126, 78, 48)
    assert election.turnout_percent == Decimal("69.85")  # the final figure, from the member file
    assert not election.is_turnout_preliminary
    assert election.women_elected == 32
    assert election.registered_voters is None  # not in the source, never invented
    results = {r.party.abbreviation_en: (r.seats, r.constituency_seats, r.list_seats, r.vote_share)
               for r in ElectionParty.objects.for_election(election)}
    assert results == {
        "MPP": (68, 50, 18, Decimal("35.01")), "DP": (42, 26, 16, Decimal("30.14")),
        "HUN": (8, 2, 6, Decimal("10.38")), "NC": (4, 0, 4, Decimal("5.17")), "CWGP": (4, 0, 4, Decimal("5.02")),
    }
    assert not ElectionParty.objects.filter(election=election, is_vote_share_approximate=True).exists()
    assert not ElectionParty.objects.filter(election=election).exclude(votes=None).exists()  # counts not found
    assert ElectionParty.objects.for_election(election).first().party.abbreviation_mn == "МАН"


def test_2024_members(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    members = Candidate.objects.for_election(election)
    assert members.count() == 126 and members.winners().count() == 126
    assert members.exclude(district=None).count() == 78 and members.exclude(list_position=None).count() == 48
    assert not members.exclude(votes=None).exists() and not members.exclude(vote_share=None).exists()
    first = members.get(name_mn="О.Алтангэрэл")
    assert (first.name_en, first.district.number, first.party.slug) == ("Oyuunsaikhany Altangerel", 1, "dp")
    anar = members.get(name_mn="Ч.Анар")
    assert (anar.district, anar.list_position, anar.party.slug) == (None, 3, "mpp")
    for slug, seats in {"mpp": 18, "dp": 16, "hun": 6, "nc": 4, "cwgp": 4}.items():
        places = sorted(members.filter(party__slug=slug).exclude(list_position=None)
                        .values_list("list_position", flat=True))
        assert places == list(range(1, seats + 1))
    districts = list(District.objects.for_election(election))
    assert [d.mandates for d in districts] == [9, 10, 3, 8, 10, 7, 7, 5, 3, 6, 5, 3, 2]
    assert [members.filter(district=d).count() for d in districts] == [d.mandates for d in districts]
    first_district = districts[0]
    assert first_district.area_en == "Arkhangai, Bayankhongor, Övörkhangai"
    assert first_district.area_mn == "Архангай, Баянхонгор, Өвөрхангай"
    assert (first_district.name_mn, first_district.name_en) == ("1-р тойрог", "Constituency 1")
    assert first_district.result_time is None
    assert "parliament.mn" in election.sources_en and "parliament.mn" in election.sources_mn
    assert "parliament-members.csv" in election.data_sources  # the file's own source line, for the newsroom


def test_2020_parliament_figures(imported: None) -> None:
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2020)
    assert election.total_seats == 76
    assert (election.constituency_seats, election.list_seats) == (76, 0)
    assert (election.registered_voters, election.ballots_cast) == (2003969, 1475895)
    assert election.turnout_percent == Decimal("73.65")
    assert election.women_elected == 13
    results = {r.party.slug: (r.seats, r.votes, r.vote_share) for r in election.party_results.all()}
    assert results["mpp"] == (62, 1795793, Decimal("44.93"))
    assert results["ind"] == (1, 348078, Decimal("8.71"))
    assert results["new-coalition"] == (0, 213812, Decimal("5.35"))  # every seat is held by the others
    assert len(results) == 6  # parties with figures; the others only name their candidates
    districts = list(District.objects.for_election(election))
    assert len(districts) == 29 and sum(d.mandates for d in districts) == 76
    assert (districts[5].area_mn, districts[5].area_en) == ("Дундговь, Говьсүмбэр", "Dundgovi, Govisümber")
    assert districts[21].area_en == "Bayanzürkh district (UB), khoroos 4, 5, 6, 8, 13, 14, 15, 16, 18, 25, 26"
    candidates = Candidate.objects.for_election(election)
    assert candidates.count() == 606 and candidates.filter(district=None).count() == 0
    assert candidates.filter(party__slug="ind").count() == 121
    winners = candidates.winners()
    assert winners.count() == 59  # of 76: the sources name no more (data/2020_winners.json adds 33)
    assert not candidates.exclude(votes=None).exists()  # a few preliminary press counts are not taken
    ganbaatar = winners.get(name_mn="Сайнхүүгийн Ганбаатар")
    assert (ganbaatar.name_en, ganbaatar.district.number, ganbaatar.party.slug) == (
        "Sainkhuugiin Ganbaatar", 20, "oc")
    assert not candidates.filter(name_en="S. Ganbaatar").exists()  # the results file's party-row winner
    # Two people of one name in No. 28, for two parties: both kept.
    assert candidates.filter(district__number=28, name_mn="Шагдарсүрэнгийн Гантулга").count() == 2
    assert Party.objects.get(slug="ind").is_independent
    assert Party.objects.get(slug="oc").is_coalition


def test_2020_winners_agree_with_the_published_seats(imported: None) -> None:
    """The named 2020 winners (shared file + data/2020_winners.json): as many as the sources confirm, never more
    per party than the GEC's seat totals or per constituency than its mandates; all 76 must match them exactly."""
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2020)
    winners = Candidate.objects.for_election(election).winners()
    assert winners.count() == 59  # 17 of 76 not confirmed by any source read (data/SOURCES.md)
    published = {"mpp": 62, "dp": 11, "oc": 1, "rpec": 1, "ind": 1}
    by_party = {slug: winners.filter(party__slug=slug).count() for slug in published}
    assert sum(by_party.values()) == winners.count()  # no winner of another party
    for district in District.objects.for_election(election):
        assert winners.filter(district=district).count() <= district.mandates, district.number
    if winners.count() == 76:
        assert by_party == published
    else:
        assert all(by_party[slug] <= seats for slug, seats in published.items()), by_party
        assert by_party == {"mpp": 49, "dp": 7, "oc": 1, "rpec": 1, "ind": 1}


def test_2021_presidential(imported: None) -> None:
    election = Election.objects.latest_of(ElectionKind.PRESIDENT)
    assert (election.registered_voters, election.ballots_cast, election.blank_votes) == (2049379, 1216246, 71937)
    assert election.turnout_percent == Decimal("59.35")
    candidates = list(Candidate.objects.for_election(election).by_vote_share())
    assert [c.name_en for c in candidates] == [
        "Ukhnaagiin Khürelsükh", "Dangaasürengiin Enkhbat", "Sodnomzunduin Erdene"
    ]
    # Mongolian names as the sources write them: Enkhbat's patronymic was not found in Cyrillic.
    assert [c.name_mn for c in candidates] == ["Ухнаагийн Хүрэлсүх", "Д.Энхбат", "Содномзундуй Эрдэнэ"]
    winner = candidates[0]
    assert winner.is_winner and winner.votes == 823326
    assert winner.vote_share == Decimal("67.76") and winner.valid_vote_share == Decimal("72.02")
    assert winner.party.slug == "mpp"
    assert candidates[1].party.name_en.startswith("Right Person Electorate Coalition")
    assert (candidates[1].party.abbreviation_mn, candidates[1].party.name_mn) == ("ЗХЭЭ", "Зөв хүн электорат эвсэл")
    assert not ElectionParty.objects.filter(election=election).exists()
    assert "59.29%" in election.notes_en and "59.29%" in election.notes_mn


def test_parties_are_named_in_both_scripts(imported: None) -> None:
    cyrillic = re.compile(r"[А-Яа-яӨөҮүЁё]")
    for party in Party.objects.all():
        assert cyrillic.search(party.name_mn) and cyrillic.search(party.abbreviation_mn), party.slug
        assert not cyrillic.search(party.name_en) and not cyrillic.search(party.abbreviation_en), party.slug
    assert (Party.objects.get(slug="ind").abbreviation_mn, Party.objects.get(slug="ind").name_en) == (
        "Бие даагч", "Independent")


def test_every_imported_row_fits_its_columns(imported: None) -> None:
    # SQLite stores an over-long name silently where PostgreSQL refuses the whole import.
    for model in (Election, Party, ElectionParty, District, Candidate):
        for row in model.objects.all():
            row.full_clean(validate_unique=False, validate_constraints=False)


def test_running_twice_changes_nothing(imported: None) -> None:
    before = snapshot()
    call_command("import_elections")
    assert snapshot() == before
    # Shared across elections: 8 with results, 13 more from the 2020 register, the MPRP of 2017.
    assert Party.objects.count() == 22


def test_member_file_completes_an_earlier_import(results_only: None) -> None:
    """A database filled before the member file existed ends as if both were imported together."""
    call_command("import_elections")
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2020)
    assert not Candidate.objects.filter(election=election, district=None).exists()
    assert Candidate.objects.filter(election=election).count() == 606


def test_member_file_alone_is_refused(tmp_path: Path) -> None:
    path = Path(settings.SHARED_DATA_DIR) / MEMBERS_FILE
    with pytest.raises(CommandError, match="import it together with"):
        call_command("import_elections", "--path", str(path))
    assert not Election.objects.exists()


def test_a_broken_member_file_changes_nothing(imported: None, tmp_path: Path) -> None:
    before = snapshot()
    data = json.loads((Path(settings.SHARED_DATA_DIR) / MEMBERS_FILE).read_text())
    data["datasets"]["parliament_2024"]["members"]["records"][0]["constituency"] = 2  # No. 1 one member short
    path = tmp_path / MEMBERS_FILE
    path.write_text(json.dumps(data))
    paths = [arg for name in SHIPPED_FILES for arg in ("--path", str(Path(settings.SHARED_DATA_DIR) / name))]
    with pytest.raises(CommandError, match="constituency 1 has 9 seats but 8 members"):
        call_command("import_elections", *paths, "--path", str(path))
    assert snapshot() == before


@pytest.mark.parametrize(("dataset", "group", "key", "value", "message"), [
    ("parliament_2020", "party_vote_totals", "votes", "many",
     r"parliament_2020\.party_vote_totals #3 votes: expected a whole number, got 'many'"),
    ("parliament_2020", "constituencies", "area_mn", "Атлантис",
     r"parliament_2020\.constituencies #3 area_mn: no English name for the place, got 'Атлантис'"),
    ("parliament_2024", "party_results", "list_vote_percent", 135,
     r"parliament_2024\.party_results #3 list_vote_percent: a percentage must be between 0 and 100"),
    ("parliament_2024", "members", "seat", "regional",
     r"parliament_2024\.members #3 seat: .*'constituency' or 'list', got 'regional'"),
])
def test_a_bad_value_in_the_member_file_is_named_by_its_place(
    tmp_path: Path, dataset: str, group: str, key: str, value: object, message: str
) -> None:
    data = json.loads((Path(settings.SHARED_DATA_DIR) / MEMBERS_FILE).read_text())
    data["datasets"][dataset][group]["records"][2][key] = value
    path = tmp_path / MEMBERS_FILE
    path.write_text(json.dumps(data))
    paths = [arg for name in SHIPPED_FILES for arg in ("--path", str(Path(settings.SHARED_DATA_DIR) / name))]
    with pytest.raises(CommandError, match=f"{MEMBERS_FILE}: {message}"):
        call_command("import_elections", *paths, "--path", str(path))
    assert not Election.objects.exists()


@pytest.mark.parametrize(("cyrillic", "latin"), [
    ("Оюунсайханы Алтангэрэл", "Oyuunsaikhany Altangerel"),  # as parliament.mn writes it
    ("Батмөнхийн Батцэцэг", "Batmunkhiin Battsetseg"),
    ("Пүрэв-Очирын Анужин", "Purev-Ochiryn Anujin"),
    ("Батсуурь", "Batsuur"),
    ("Шагдарсүрэнгийн Гантулга", "Shagdarsurengiin Gantulga"),
])
def test_latin_spelling(cyrillic: str, latin: str) -> None:
    assert to_latin(cyrillic) == latin


def test_2020_areas_in_english() -> None:
    assert area_in_english("Налайх, Багануур, Багахангай дүүрэг") == "Nalaikh, Baganuur, Bagakhangai districts (UB)"
    assert area_in_english("Хан-Уул дүүрэг") == "Khan-Uul district (UB)"
    assert area_in_english("Баян-Өлгий") == "Bayan-Ölgii"
    with pytest.raises(UnknownPlace):
        area_in_english("Атлантис")


def test_malformed_json_is_refused_and_changes_nothing(imported: None, tmp_path: Path) -> None:
    before = snapshot()
    bad = json.loads((Path(settings.SHARED_DATA_DIR) / "election_2024_parliament.json").read_text())
    bad["date"] = "2028-06-28"
    bad["party_seats"][0]["seats"] = "many"
    path = tmp_path / "election_2028.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(CommandError, match="election_2028.json: party_seats #1 seats: expected a whole number, got 'm"):
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
        ("row_type,abbr_en,vote_share\nparty,AAA,140\n", "line 2 vote_share: a percentage must be between 0 and 100"),
        ("row_type,abbr_en,seats\nparty,AAA,2\nparty,BBB,x\n", "line 3 seats: expected a whole number, got 'x'"),
        ("row_type,number\ndistrict,\n", "line 2 number: is missing"),
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


def test_2017_presidential_election_in_both_rounds(imported: None) -> None:
    first, runoff = Election.objects.filter(kind=ElectionKind.PRESIDENT, year=2017).order_by("date")
    assert (first.date, runoff.date) == (dt.date(2017, 6, 26), dt.date(2017, 7, 7))
    assert (first.turnout_percent, runoff.turnout_percent) == (Decimal("68.27"), Decimal("60.67"))
    # The page of 2017 shows the deciding round.
    assert Election.objects.for_page(ElectionKind.PRESIDENT, 2017) == runoff
    results = {
        election.date: [(c.name_en, c.party.abbreviation_en, c.votes, c.vote_share, c.valid_vote_share, c.is_winner)
                        for c in Candidate.objects.for_election(election).by_vote_share()]
        for election in (first, runoff)
    }
    assert results[first.date] == [
        ("Khaltmaagiin Battulga", "DP", 517_478, Decimal("38.11"), Decimal("38.64"), False),
        ("Miyeegombyn Enkhbold", "MPP", 411_748, Decimal("30.32"), Decimal("30.75"), False),
        ("Sainkhüügiin Ganbaatar", "MPRP", 409_899, Decimal("30.19"), Decimal("30.61"), False),
    ]
    assert results[runoff.date] == [
        ("Khaltmaagiin Battulga", "DP", 611_226, Decimal("50.61"), Decimal("55.15"), True),
        ("Miyeegombyn Enkhbold", "MPP", 497_067, Decimal("41.16"), Decimal("44.85"), False),
    ]
    # Figures no source gives stay empty; the readers' notes say so once, in both languages.
    assert (runoff.registered_voters, runoff.ballots_cast, runoff.blank_votes) == (None, None, None)
    assert "registered voters" in runoff.notes_en and "Бүртгэлтэй сонгогч" in runoff.notes_mn
    assert "Wikipedia" in runoff.sources_en and "Википедиа" in runoff.sources_mn
    assert Party.objects.get(slug="mprp").name_mn == "Монгол Ардын Хувьсгалт Нам"


def test_2017_data_notes_cite_every_file() -> None:
    notes = (PROJECT_DATA_DIR / "SOURCES.md").read_text(encoding="utf-8")
    for name in PROJECT_FILES:
        assert f"{name.removesuffix('.json').rsplit('_', 1)[0]}" in notes
        data = json.loads((PROJECT_DATA_DIR / name).read_text(encoding="utf-8"))
        assert data["sources"] and data["missing"]  # each figure has a source; what none gives is listed


@pytest.mark.usefixtures("empty_cache")
def test_president_page_of_2017_shows_the_runoff_and_the_first_round(imported: None, client) -> None:
    body = client.get("/api/election/president?year=2017&lang=en").json()
    assert body["election"]["date"] == "2017-07-07" and body["winner"]["name"] == "Khaltmaagiin Battulga"
    assert [c["votes"] for c in body["candidates"]] == [611_226, 497_067]
    (first,) = body["earlier_rounds"]
    assert first["election"]["date"] == "2017-06-26" and first["election"]["turnout_percent"] == 68.27
    assert [(c["name"], c["votes"], c["is_winner"]) for c in first["candidates"]] == [
        ("Khaltmaagiin Battulga", 517_478, False), ("Miyeegombyn Enkhbold", 411_748, False),
        ("Sainkhüügiin Ganbaatar", 409_899, False),
    ]
    assert body["years"] == [2021, 2017]  # a year with two rounds is listed once
    latest = client.get("/api/election/president?lang=mn").json()
    assert latest["election"]["year"] == 2021 and latest["earlier_rounds"] == []
    mongolian = client.get("/api/election/president?year=2017&lang=mn").json()
    assert mongolian["earlier_rounds"][0]["election"]["name"] == "2017 оны Ерөнхийлөгчийн сонгууль, I шат"
    assert mongolian["winner"]["name"] == "Халтмаагийн Баттулга"
