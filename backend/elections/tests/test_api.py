"""The election endpoints on the imported reference data and on hand-made constituency results."""
import datetime as dt
import re
from decimal import Decimal
from pathlib import Path
from typing import get_args

import pytest
from django.conf import settings
from django.core.management import call_command
from django.utils import timezone

from comics.models import Comic
from elections.importers import SHIPPED_FILES
from elections.models import Candidate, District, Election, ElectionKind, Party
from elections.schemas import KindName
from news import refs
from news.models import Article
from news.tests import factories

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



@pytest.fixture
def imported() -> None:
    """Every shipped file: the three results files and the member and candidate file."""
    call_command("import_elections")


@pytest.fixture
def results_only() -> None:
    """The results files alone: 2024 without members, for hand-made constituency results."""
    data = Path(settings.SHARED_DATA_DIR)
    call_command("import_elections", *(arg for name in SHIPPED_FILES for arg in ("--path", str(data / name))))


def assert_error(response, status: int, code: str) -> None:
    assert response.status_code == status
    body = response.json()
    assert body["status"] == "error" and body["code"] == code and body["message"]


@pytest.fixture
def results(results_only) -> dict:
    """Constituency results for 2024 (the reference file has none): shares with ties and unknowns."""
    election = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2024)
    first = District.objects.get(election=election, number=1)
    first.result_time = dt.datetime(2024, 6, 29, 3, 5, tzinfo=dt.UTC)
    first.save()
    mpp, dp = Party.objects.get(slug="mpp"), Party.objects.get(slug="dp")
    rows = [("Б. Бат", mpp, Decimal("41.20"), True), ("Д. Дорж", dp, None, False),
            ("С. Сараа", dp, Decimal("55.75"), True), ("Г. Гэрэл", None, Decimal("3.05"), False)]
    candidates = {
        name: Candidate.objects.create(election=election, district=first, name_mn=name, party=party,
                                       vote_share=share, votes=int(share * 1000) if share else None, is_winner=won)
        for name, party, share, won in rows
    }
    Candidate.objects.create(election=election, name_mn="Л. Лхагва", party=mpp, list_position=2)
    Candidate.objects.create(election=election, name_mn="Н. Нараа", party=mpp, list_position=1)
    Candidate.objects.create(election=election, name_mn="О. Оюун", party=dp, list_position=1)
    return {"election": election, "district": first, "candidates": candidates, "mpp": mpp, "dp": dp}


# --- /api/election -----------------------------------------------------------------------------


def test_election_defaults_to_the_latest_parliament(client, imported, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(4):
        body = client.get("/api/election?lang=en").json()
    election = body["election"]
    assert (election["year"], election["kind"], election["total_seats"]) == (2024, "parliament", 126)
    assert election["turnout_percent"] == 69.85 and election["is_turnout_preliminary"] is False
    assert election["registered_voters"] is None  # not in the source
    assert any("votes of individual candidates" in note for note in election["notes"])
    assert any("General Election Commission" in source for source in election["sources"])
    first = body["parties"][0]
    assert first["leaderpic"] == "" and first["party"]["abbr"] == "MPP" and first["party"]["colour"].startswith("#")
    assert first["seats"] == 68 and first["vote_share"] == 35.01 and first["is_vote_share_approximate"] is False
    assert (first["constituency_seats"], first["list_seats"]) == (50, 18)
    assert body["seat_totals"] == {"total_seats": 126, "constituency_seats": 78, "list_seats": 48,
                                   "seats_won": 126, "is_complete": True}
    assert body["years"] == [2024, 2020]


def test_election_in_mongolian_and_by_year(client, imported) -> None:
    body = client.get("/api/election?year=2020").json()
    assert body["election"]["year"] == 2020 and body["parties"][0]["party"]["abbr"] == "МАН"
    assert body["parties"][0]["seats"] == 62


def test_president_election(client, imported, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(4):
        body = client.get("/api/election?kind=president").json()
    assert body["election"]["year"] == 2021 and body["election"]["turnout_percent"] == 59.35
    assert [c["votes"] for c in body["candidates"]] == [823326, 246968, 72832]
    page = client.get("/api/election/president?year=2021&lang=en").json()
    assert page["winner"]["name"] == "Ukhnaagiin Khürelsükh" and page["winner"]["sanaliinHuvi"] == 67.76
    assert page["winner"]["valid_vote_share"] == 72.02


@pytest.mark.parametrize("query, status, code", [
    ("year=abc", 400, "invalid_input"),
    ("year=99999999999", 400, "invalid_year"),
    ("year=-5", 400, "invalid_year"),
    ("kind=x", 400, "invalid_kind"),
    ("year=1990", 404, "election_not_found"),
    ("year=2021&kind=parliament", 404, "election_not_found"),
])
def test_election_errors(client, imported, query, status, code) -> None:
    assert_error(client.get(f"/api/election?{query}"), status, code)
    assert_error(client.get(f"/api/cache/election?{query}"), status, code)


def test_president_errors(client, imported) -> None:
    assert_error(client.get("/api/election/president?year=2024"), 404, "election_not_found")
    assert_error(client.get("/api/election/president?year=abc"), 400, "invalid_input")


# --- toirog --------------------------------------------------------------------------------------


def test_toirog_keeps_iso_time_and_sorts_by_share(client, results, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(3):
        body = client.get("/api/election/toirog?year=2024").json()
    assert body["election"]["year"] == 2024
    assert [d["number"] for d in body["toirog"]] == list(range(1, 14))
    first = body["toirog"][0]
    assert first["irts_date"] == "2024-06-29T11:05:00+08:00"  # ISO 8601 in Ulaanbaatar time; H:mm is the page's
    assert first["mandates"] == 9
    assert [p["sanaliinHuvi"] for p in first["bPoliticians"]] == [55.75, 41.2, 3.05, None]
    assert [p["is_winner"] for p in first["bPoliticians"]] == [True, True, False, False]
    assert first["bPoliticians"][0]["party"]["abbr"] == "АН" and first["bPoliticians"][2]["party"] is None
    assert body["toirog"][1]["irts_date"] is None and body["toirog"][1]["bPoliticians"] == []


def test_toirog_defaults_to_latest_and_errors(client, results) -> None:
    assert client.get("/api/election/toirog").json()["election"]["year"] == 2024
    assert_error(client.get("/api/election/toirog?year=2021"), 404, "election_not_found")
    assert_error(client.get("/api/election/toirog?year=abc"), 400, "invalid_input")


# --- /api/{year}/... -----------------------------------------------------------------------------


def test_candidates_filters(client, results, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get("/api/2024/electionCandidate").json()
    assert len(body["candidates"]) == 7
    dp = results["dp"].pk
    names = [c["name"] for c in client.get(f"/api/2024/electionCandidate?partyId={dp}").json()["candidates"]]
    assert sorted(names) == ["Д. Дорж", "О. Оюун", "С. Сараа"]
    in_first = client.get("/api/2024/electionCandidate?district=1").json()["candidates"]
    assert [c["name"] for c in in_first] == ["С. Сараа", "Б. Бат", "Г. Гэрэл", "Д. Дорж"]
    assert in_first[0]["district"]["number"] == 1
    winners = client.get("/api/2024/electionCandidate?winners=true").json()["candidates"]
    assert {c["name"] for c in winners} == {"С. Сараа", "Б. Бат"}
    president = client.get("/api/2021/electionCandidate").json()
    assert president["election"]["kind"] == "president" and len(president["candidates"]) == 3


def test_candidates_errors(client, results) -> None:
    assert_error(client.get("/api/1990/electionCandidate"), 404, "election_not_found")
    assert_error(client.get("/api/abc/electionCandidate"), 400, "invalid_input")
    assert_error(client.get("/api/2024/electionCandidate?partyId=abc"), 400, "invalid_input")
    assert_error(client.get("/api/2024/electionCandidate?partyId=99999999999999999999"), 400, "invalid_input")
    assert_error(client.get("/api/2024/electionCandidate?kind=x"), 400, "invalid_kind")


def test_districts(client, results, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get("/api/2024/parlamentdistrict?lang=en").json()
    first = body["districts"][0]
    assert first["name"] == "Constituency 1" and first["area"] == "Arkhangai, Bayankhongor, Övörkhangai"
    assert (first["candidate_count"], first["winner_count"]) == (4, 2)
    assert sum(d["mandates"] or 0 for d in body["districts"]) == 70  # 11 and 12 are not in the source
    assert_error(client.get("/api/2021/parlamentdistrict"), 404, "election_not_found")


def test_party_lists(client, results, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(3):
        body = client.get("/api/2024/parlamentjagsaalt").json()
    assert body["note"] == ""
    assert [group["party"]["abbr"] for group in body["lists"]] == ["МАН", "АН"]  # by seats
    assert [(c["list_position"], c["name"]) for c in body["lists"][0]["candidates"]] == [
        (1, "Н. Нараа"), (2, "Л. Лхагва")]


def test_party_lists_say_when_the_source_has_none(client, results_only) -> None:
    body = client.get("/api/2020/parlamentjagsaalt?lang=en").json()
    assert body["lists"] == [] and "no party-list" in body["note"]


def test_2024_seat_chart(client, imported, django_assert_max_num_queries) -> None:
    with django_assert_max_num_queries(2):
        body = client.get("/api/2024/parlamentchart?lang=en").json()
    seats = [(p["party"]["abbr"], p["seats"]) for p in body["parties"]]
    assert seats == [("MPP", 68), ("DP", 42), ("HUN", 8), ("NC", 4), ("CWGP", 4)]
    assert body["totals"]["seats_won"] == 126 == body["totals"]["total_seats"] and body["totals"]["is_complete"]
    assert body["totals"]["turnout_percent"] == 69.85 and body["totals"]["is_turnout_preliminary"] is False
    mpp, dp = body["parties"][0], body["parties"][1]
    assert mpp["vote_share"] == 35.01 and mpp["is_vote_share_approximate"] is False
    assert dp["vote_share"] == 30.14
    assert body["notes"] and body["sources"]
    assert len({p["party"]["colour"] for p in body["parties"]}) == 5


def test_chart_of_the_results_file_alone_marks_what_it_lacks(client, results_only) -> None:
    body = client.get("/api/2024/parlamentchart?lang=en").json()
    mpp, dp = body["parties"][0], body["parties"][1]
    assert mpp["vote_share"] == 35.0 and mpp["is_vote_share_approximate"] is True
    assert dp["vote_share"] is None and dp["is_vote_share_approximate"] is False
    assert body["totals"]["turnout_percent"] == 69.3 and body["totals"]["is_turnout_preliminary"] is True


# --- the real members and candidates, in each edition's script -------------------------------------

CYRILLIC = re.compile(r"[А-Яа-яӨөҮүЁё]")
LATIN = re.compile(r"[A-Za-z]")


def assert_in_script(text: str, language: str) -> None:
    """Mongolian pages in Cyrillic (no Latin letter), English pages in Latin (no Cyrillic letter)."""
    if language == "mn":
        assert not LATIN.search(text), text
    else:
        assert not CYRILLIC.search(text), text


@pytest.mark.parametrize("language", ["mn", "en"])
def test_2024_winners_in_each_edition(client, imported, language) -> None:
    body = client.get(f"/api/2024/electionCandidate?winners=true&lang={language}").json()
    winners = body["candidates"]
    assert len(winners) == 126 and all(c["is_winner"] for c in winners)
    assert sum(1 for c in winners if c["district"]) == 78
    assert all(c["votes"] is None and c["sanaliinHuvi"] is None for c in winners)  # never invented
    for candidate in winners:
        assert_in_script(candidate["name"], language)
        assert_in_script(candidate["party"]["abbr"], language)
        assert_in_script(candidate["party"]["name"], language)
        if candidate["district"]:
            assert_in_script(candidate["district"]["name"], language)
    in_first = [c for c in winners if c["district"] and c["district"]["number"] == 1]
    assert len(in_first) == 9
    name = {"mn": "О.Алтангэрэл", "en": "Oyuunsaikhany Altangerel"}[language]
    altangerel = next(c for c in in_first if c["name"] == name)
    assert altangerel["party"]["abbr"] == {"mn": "АН", "en": "DP"}[language]


@pytest.mark.parametrize("language", ["mn", "en"])
def test_2024_party_lists_in_each_edition(client, imported, language) -> None:
    body = client.get(f"/api/2024/parlamentjagsaalt?lang={language}").json()
    assert body["note"] == ""
    lists = {group["party"]["abbr"]: group["candidates"] for group in body["lists"]}
    expected = {"mn": ["МАН", "АН", "ХҮН", "ҮЭ", "ИЗНН"], "en": ["MPP", "DP", "HUN", "NC", "CWGP"]}[language]
    assert list(lists) == expected  # most seats first
    assert [len(group) for group in lists.values()] == [18, 16, 6, 4, 4]
    first_list = next(iter(lists.values()))
    assert [c["list_position"] for c in first_list] == list(range(1, 19))
    for group in lists.values():
        for candidate in group:
            assert_in_script(candidate["name"], language)


@pytest.mark.parametrize("language", ["mn", "en"])
def test_2020_candidates_and_districts_in_each_edition(client, imported, language) -> None:
    candidates = client.get(f"/api/2020/electionCandidate?lang={language}").json()["candidates"]
    assert len(candidates) == 606 and sum(c["is_winner"] for c in candidates) == 59
    for candidate in candidates:
        assert_in_script(candidate["name"], language)
        assert_in_script(candidate["party"]["abbr"], language)
    toirog = client.get(f"/api/election/toirog?year=2020&lang={language}").json()["toirog"]
    assert len(toirog) == 29 and sum(len(d["bPoliticians"]) for d in toirog) == 606
    for district in toirog:
        assert_in_script(district["name"], language)
        assert_in_script(district["area"].replace("UB", ""), language)  # "(UB)": Ulaanbaatar in the English
    assert "note" not in toirog[0]  # the newsroom's, not the readers'


@pytest.mark.parametrize("language", ["mn", "en"])
def test_notes_and_sources_in_the_page_language(client, imported, language) -> None:
    for query in ("year=2024", "year=2020", "kind=president"):
        election = client.get(f"/api/election?{query}&lang={language}").json()["election"]
        assert election["notes"] and election["sources"]
        for text in election["notes"]:
            assert (CYRILLIC.search(text) is not None) == (language == "mn"), text
            # Never the data file's own words.
            assert "Wikipedia gives a 4%" not in text and "GEC figure" not in text and "infobox" not in text
    system = client.get(f"/api/election?year=2024&lang={language}").json()["election"]["system_note"]
    assert (CYRILLIC.search(system) is not None) == (language == "mn")


def test_2021_candidates_named_in_each_script(client, imported) -> None:
    mongolian = client.get("/api/election/president?year=2021&lang=mn").json()
    assert [c["name"] for c in mongolian["candidates"]] == ["Ухнаагийн Хүрэлсүх", "Д.Энхбат", "Содномзундуй Эрдэнэ"]
    assert [c["party"]["abbr"] for c in mongolian["candidates"]] == ["МАН", "ЗХЭЭ", "АН"]
    english = client.get("/api/election/president?year=2021&lang=en").json()
    assert [c["party"]["abbr"] for c in english["candidates"]] == ["MPP", "RPEC", "DP"]


def test_politician_links_the_same_person_across_elections(client, imported) -> None:
    member = Candidate.objects.get(election__year=2024, name_mn="С.Ганбаатар")
    body = client.get(f"/api/election/politician/{member.pk}?lang=en").json()
    assert body["entity"]["name"] == "Sainkhuugiin Ganbaatar"
    assert [(run["election"]["year"], run["is_winner"]) for run in body["other_elections"]] == [(2020, True)]


def test_chart_errors(client, imported) -> None:
    assert_error(client.get("/api/2021/parlamentchart"), 404, "election_not_found")
    assert_error(client.get("/api/99999999999/parlamentchart"), 400, "invalid_year")


# --- politician ----------------------------------------------------------------------------------


def test_politician_read_with_other_elections(client, results, django_assert_max_num_queries) -> None:
    winner = results["candidates"]["Б. Бат"]
    winner.bio_mn, winner.bio_en = "Намтар", "Biography"
    winner.save()
    earlier = Election.objects.get(kind=ElectionKind.PARLIAMENT, year=2020)
    Candidate.objects.create(election=earlier, name_mn="Б. Бат", party=results["mpp"], is_winner=False)
    with django_assert_max_num_queries(2):
        body = client.get(f"/api/election/politician/{winner.pk}?lang=en").json()
    entity = body["entity"]
    assert entity["name"] == "Б. Бат" and entity["bio"] == "Biography" and entity["sanaliinHuvi"] == 41.2
    assert entity["district"]["number"] == 1 and entity["election"]["year"] == 2024
    assert [(run["election"]["year"], run["is_winner"]) for run in body["other_elections"]] == [(2020, False)]


def test_politician_errors(client, imported) -> None:
    assert_error(client.get("/api/election/politician/999999"), 404, "not_found")
    assert_error(client.get("/api/election/politician/99999999999999999999"), 404, "not_found")
    assert_error(client.get("/api/election/politician/abc"), 400, "invalid_input")


# --- news and comics -----------------------------------------------------------------------------


def test_election_news_pages_by_order(client, imported, django_assert_max_num_queries) -> None:
    ids = [factories.article(is_election=True).id for _ in range(5)]
    factories.article()  # not election news
    factories.article(is_election=True, language="en")
    refs.load_tables(Article)  # the cards' references come from memory (news/refs.py)
    with django_assert_max_num_queries(2):
        first = client.post("/api/election/parliament/news", {"year": 2024}).json()["shinemedee_list"]
    assert len(first) == 3
    second = client.post("/api/election/parliament/news",
                         {"year": "2024", "lastNewsDaraalal": first[-1]["daraalal"]}).json()["shinemedee_list"]
    served = [item["id"] for item in first + second]
    assert served == ids  # newest first (the factory makes each one older), none skipped or repeated
    orders = [item["daraalal"] for item in first + second]
    assert orders == sorted(orders, reverse=True)
    main = client.post("/api/election/news").json()["shinemedee_list"]
    assert len(main) == 4
    english = client.post("/api/election/news", {"lang": "en"}).json()["shinemedee_list"]
    assert len(english) == 1
    as_json = client.post("/api/election/news?size=2", content_type="application/json", data={})
    assert len(as_json.json()["shinemedee_list"]) == 2


def test_election_news_errors(client, imported) -> None:
    assert_error(client.post("/api/election/parliament/news", {"year": 1990}), 404, "election_not_found")
    assert_error(client.post("/api/election/parliament/news", {"year": "abc"}), 400, "invalid_input")
    assert_error(client.post("/api/election/parliament/news", {"lastNewsDaraalal": "x"}), 400, "invalid_input")
    assert_error(client.post("/api/election/news", {"size": 0}), 400, "invalid_size")
    assert_error(client.post("/api/election/news", {"lastNewsDaraalal": -1}), 400, "invalid_cursor")


def test_election_comics_six_a_page(client, imported, django_assert_max_num_queries) -> None:
    now = timezone.now()
    comics = [Comic.objects.create(title=f"Сонгууль {n}", is_election=True, election_year=2024,
                                   publish_date=now - dt.timedelta(hours=n)) for n in range(8)]
    Comic.objects.create(title="Other", publish_date=now)
    Comic.objects.create(title="2020", is_election=True, election_year=2020, publish_date=now)
    with django_assert_max_num_queries(2):
        body = client.get("/api/fetchSonguuli/0/2024").json()
    page = body["songuuli2020Comic"]
    assert [c["id"] for c in page] == [c.id for c in comics[:6]]
    assert body["publish_date"] == page[-1]["publish_date"]
    rest = client.get("/api/fetchSonguuli/0/2024",
                      {"lastComicDate": body["publish_date"], "lastId": page[-1]["id"]}).json()["songuuli2020Comic"]
    assert [c["id"] for c in rest] == [c.id for c in comics[6:]]
    without_open = client.get(f"/api/fetchSonguuli/{comics[0].id}/2024").json()["songuuli2020Comic"]
    assert comics[0].id not in [c["id"] for c in without_open]


def test_election_comics_errors(client, imported) -> None:
    assert_error(client.get("/api/fetchSonguuli/0/1990"), 404, "election_not_found")
    assert_error(client.get("/api/fetchSonguuli/0/abc"), 400, "invalid_input")
    assert_error(client.get("/api/fetchSonguuli/0/2024?size=100"), 400, "invalid_size")
    assert_error(client.get("/api/fetchSonguuli/0/2024?lastComicDate=yesterday"), 400, "invalid_date")


def test_a_loss_is_said_only_where_every_winner_is_named(client, imported, django_assert_max_num_queries) -> None:
    """2020: the sources name all winners of No. 13 but none of No. 4, so "not elected" is known in No. 13,
    not No. 4."""
    with django_assert_max_num_queries(2):
        candidates = client.get("/api/2020/electionCandidate?lang=en").json()["candidates"]
    first = [c for c in candidates if c["district"]["number"] == 4]
    assert first and not any(c["is_winner"] or c["is_result_known"] for c in first)
    selenge = [c for c in candidates if c["district"]["number"] == 13]
    assert sum(c["is_winner"] for c in selenge) == 3 and all(c["is_result_known"] for c in selenge)
    loser = next(c for c in first if not c["is_winner"])
    page = client.get(f"/api/election/politician/{loser['id']}").json()
    assert page["entity"]["is_result_known"] is False
    president = client.get("/api/election/president?year=2021").json()["candidates"]
    assert all(c["is_result_known"] for c in president)


def test_the_kind_answers_name_is_an_election_kind() -> None:
    """ElectionSummaryOut.kind's Literal (the OpenAPI schema's enum) names exactly ElectionKind's values."""
    assert set(get_args(KindName)) == set(ElectionKind.values)
