"""Every reader-facing read runs a constant, budgeted number of SQL queries.

Each case measures one uncached read (an /api/ GET, a read the specification makes as a POST, a
page or a feed) with a little data, then again with many more rows of what it lists. The counts
must be equal, so an N+1 fails, and within the budget written below, so an extra query fails too.
"""

import datetime as dt
from collections.abc import Callable
from decimal import Decimal
from urllib.parse import parse_qsl

import pytest
from django.core.cache import cache
from django.db import connection
from django.http import HttpResponse
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from ads.models import AdCreative, AdSlot, CreativeKind
from comics.models import Comic
from comments.models import Comment, TargetType
from common import cache_tags
from corrections.models import Correction
from elections.models import Candidate, District, Election, ElectionKind, ElectionParty, Party
from horoscope import logic as horoscope_logic
from horoscope.importers import import_zodiac
from horoscope.models import Animal, CalendarDay, DailyHoroscope, DayColor, EasternForecast, TarotCard, ZodiacSign
from news import refs
from news.models import Article, MegaProject, ReactionCount, ReactionKind, SpecialKind, Tag
from news.tests import factories
from pages.models import ContactInfo, PageSlug, StaticPage
from performance import local_copies
from polls.models import Poll, PollAnswer
from stories.models import Story, StoryItem
from widgets.models import City, CovidDay, Currency, ExchangeRate, WeatherReading

pytestmark = pytest.mark.django_db

SMALL, LARGE = 3, 25
PARLIAMENT_YEAR, PRESIDENT_YEAR, EARLIER_PARLIAMENT_YEAR = 2024, 2021, 2020
FOOTPRINT_YEAR = 2024
# Matches the factories' lead, never a title: search then always runs both phases (title, then
# text), which keeps its count fixed while the number of hits grows ("aguulga" is typed Latin).
SEARCH_WORD = "aguulga"

# Uncached GET reads (their /api/cache/ twins serve the same answer from the cache): path -> max queries.
API_READS: dict[str, int] = {
    "/api/news/shinemedee?size=20": 1,
    "/api/news/featured?size=20": 1,
    "/api/news/politic?size=20": 1,
    "/api/news/specials": 2,  # the lead (pinned, else the newest with a picture) and the special rows
    "/api/news/video?size=20": 1,
    "/api/news/photo?size=20": 1,
    "/api/news/trend?size=20": 1,
    "/api/fetch/{category}/i?limit=20": 2,
    "/api/fetch/{category}/i?limit=20&navType=featured": 2,
    "/api/fetch/{provider}/p?limit=20": 2,
    "/api/fetch/{news_type}/t?limit=20": 2,
    "/api/fetch/{tag}/tag?limit=20": 2,
    "/api/categories": 2,
    "/api/home/slider/news-list": 4,
    # Cold: the article, its tags, its references in one query (news/refs.py then keeps them), its
    # translation or original (news/translations.py), reactions, its corrections.
    "/api/news/read/{lid}": 6,
    "/api/brief": 1,
    "/api/breaking": 1,
    f"/api/news/search?query={SEARCH_WORD}&size=50": 3,  # the vocabulary (typos), the index, the cards
    "/api/tagmedee": 3,  # the tags, their news and the years that have any
    "/api/getMegaData": 2,
    "/api/getMegaData?projectid={project}&contid={article}": 2,
    "/api/comic/last": 1,
    "/api/fetch/{comic}/comic?size=20": 2,
    "/api/poll/last": 2,
    "/api/stories": 2,
    "/api/election?kind=parliament&year=2024": 3,
    "/api/election?kind=president": 4,
    "/api/election/president": 4,
    "/api/election/toirog?year=2024": 3,
    "/api/election/politician/{candidate}": 2,
    "/api/2024/electionCandidate": 2,
    "/api/2024/electionCandidate?winners=true": 2,
    "/api/2024/parlamentdistrict": 2,
    "/api/2024/parlamentjagsaalt": 3,
    "/api/2024/parlamentchart": 2,
    "/api/fetchSonguuli/0/2024?size=20": 2,
    "/api/horoscope": 2,
    "/api/horoscope/calendar": 2,
    "/api/horoscope/zodiac": 2,
    "/api/horoscope/zodiac/aries": 2,
    "/api/horoscope/tarot": 1,
    "/api/horoscope/eastern": 2,
    "/api/horoscope/daycolor": 1,
    "/api/horoscope/asset/zodiac/aries.svg": 0,
    "/api/2024/horoscope/eastern/footprint": 3,  # the year, its forecasts and the years that have any
    "/api/covid": 2,
    "/api/covid-charts": 1,
    "/api/exchange": 1,
    "/api/exchange-chart?currency=USD&days=30": 2,
    "/api/exchange/convert?amount=100&from=USD&to=MNT": 2,
    "/api/weather": 1,
    "/api/ads?htmlids[]=slot-0&htmlids[]=slot-1&seed=1": 2,
    "/api/ads/config": 0,
    "/api/ads/click/{creative}": 1,
    "/api/pages": 1,
    "/api/pages/contact": 2,
    "/api/pages/about": 1,
    "/api/corrections?size=20": 1,  # with each one's article, published articles as a subquery
}

# Reads the specification makes as POSTs; the query string here is sent as the form.
POST_READS: dict[str, int] = {
    "/api/{lid}/r/comments": 3,
    "/api/comic/comment?comicId={comic}": 3,
    "/api/poll/comments?pollId={poll}": 3,
    "/api/poll/list": 2,
    "/api/poll/detail?pollId={poll}": 3,
    "/api/poll?pollId={poll}": 3,
    "/api/poll/special": 3,
    "/api/news/related?newsid={lid}": 5,  # the article read cold (3), then its two lists
    "/api/next/{article}": 2,
    "/api/emoji": 1,
    "/api/election/parliament/news?year=2024&size=20": 2,
    "/api/election/news?size=20": 1,
}

# Server-rendered pages (their reads are frontend/src/app/screens.ts's, made by web/reads.py). A page
# with the layout starts at 6: the menus (1, navigation.logic.menus), the breaking-news strip (1,
# news.breaking.current), the sidebar's latest news (1), the filled ad slots (2) and the footer's site
# notice (1, pages.logic.site_notice); then come the screen's own reads (/economy's include the
# categories and news types, 2).
PAGES: dict[str, int] = {
    "/": 13,
    "/contact": 8,
    "/corrections": 7,
    "/{category}/i": 8,
    "/{provider}/p": 8,
    "/{news_type}/t": 8,
    "/{lid}/r": 12,
    "/today": 7,
    "/video": 7,
    "/photo": 7,
    "/media": 8,
    "/economy": 11,
    "/i/list": 7,
    "/{category}/corner": 8,
    "/{category}/lifestyle": 8,
    "/trend/list": 7,
    "/mtrend": 7,
    "/mspecial": 8,
    "/brief": 7,
    "/tag/{tag}": 8,
    "/toim": 9,
    "/megaprojects": 8,
    "/megaprojects/{project}/{article}": 8,
    f"/msearch?query={SEARCH_WORD}": 11,  # the search's three (above) and the categories of its filter
    "/{comic}/comic": 8,
    "/comic/last": 8,
    "/{poll}/poll": 8,
    "/poll/last": 8,
    "/poll/detailed": 6,
    # The year of the latest election (1), then what /election/parliament/2024 reads.
    "/election/parliament": 12,
    "/election/parliament/2024": 11,
    "/election/parliament/2024/districts": 12,
    "/election/parliament/2024/candidates": 11,
    "/election/parliament/2024/winners": 11,
    "/election/parliament/2024/lists": 12,
    "/election/parliament/2024/tables": 11,
    "/election/parliament/2024/news": 11,
    "/election/politician/{candidate}": 8,
    "/election/president": 10,
    "/covid": 8,
    "/covid-charts": 7,
    "/exchange": 7,
    "/exchange-chart": 9,
    "/horoscope": 8,
    "/horoscope/zodiac": 8,
    "/horoscope/tarot": 7,
    "/horoscope/eastern": 8,
    "/horoscope/daycolor": 7,
    "/horoscope/mba": 5,
    "/2024/horoscope/eastern/footprint": 9,
    "/iframe/2024/horoscope/eastern/footprint": 5,
}

# What feed readers and search engines fetch (web/feeds.py). The sitemap counts its articles for
# its pages (Django's paginator), then reads the categories and one page of articles.
FEEDS: dict[str, int] = {
    "/rss.xml": 1,
    "/rss/{category}.xml": 2,
    "/sitemap.xml": 3,
    "/news-sitemap.xml": 1,
    "/corrections/rss": 1,
    "/en/corrections/rss": 1,
}


class Scene:
    """The rows the reads point at (a category, a provider, an article, a poll...); `grow` adds what they list."""

    def __init__(self) -> None:
        self.now = timezone.now()
        self.today = timezone.localdate()
        self.added = 0
        self._news_anchors()
        self._reader_anchors()
        self._election_anchors()
        self._desk_anchors()
        self.grow(SMALL)

    def ids(self) -> dict[str, object]:
        return {
            "category": self.category.id,
            "provider": self.provider.id,
            "news_type": self.video.id,
            "tag": self.tag.slug,
            "lid": self.article.lid,
            "article": self.article.id,
            "project": self.project.id,
            "comic": self.comic.id,
            "poll": self.poll.id,
            "candidate": self.politician.id,
            "creative": self.creative.id,
        }

    def fill(self, template: str) -> str:
        return template.format(**self.ids())

    def grow(self, count: int) -> None:
        for n in range(self.added, self.added + count):
            self._add_news(n)
            self._add_reader_content(n)
            self._add_election_rows(n)
            self._add_desk_rows(n)
        self.added += count

    # --- news: articles with providers, tags, categories, reactions ---

    def _news_anchors(self) -> None:
        self.category = factories.category(slug="politics")
        self.categories = [
            self.category,
            factories.category(slug="economy"),
            factories.category(slug="lifestyle"),
            factories.category(slug="tech"),
        ]
        self.video = factories.news_type(slug="video")
        self.types = [self.video, factories.news_type(slug="photo"), factories.news_type(slug="interview")]
        self.provider = factories.provider()
        self.tag = Tag.objects.create(name="Зам", slug="zam", is_featured=True)
        self.project = MegaProject.objects.create(title="Шинэ төмөр зам")
        self.article = self._article(0, mega_project=self.project)

    def _article(self, n: int, **fields):
        article = factories.article(
            category=self.categories[n % len(self.categories)],
            news_type=self.types[n % len(self.types)],
            provider=self.provider if n % 2 else factories.provider(),
            special_kind=[SpecialKind.CLASSIC, SpecialKind.BIG, SpecialKind.PICTURE][n % 3],
            is_featured=True,
            is_brief=True,
            is_election=True,
            is_live=bool(n % 2),
            view_count=n,
            **fields,
        )
        own = Tag.objects.create(name=f"Шошго {article.id}", slug=f"tag-{article.id}", is_featured=True)
        article.tags.add(self.tag, own)
        return article

    def _add_news(self, n: int) -> None:
        other = self._article(n, mega_project=self.project)
        earlier = self.now - dt.timedelta(minutes=n)
        Correction.objects.create(article=self.article, text=f"Засвар {n}", published_at=earlier)
        Correction.objects.create(article=other, text=f"Тодруулга {n}", kind="clarification", position="bottom")
        self.article.tags.add(Tag.objects.create(name=f"Сэдэв {n}", slug=f"topic-{n}"))
        kind = ReactionKind.objects.create(code=f"kind-{n}", emoji="🙂", name_mn=f"Сэтгэл {n}", name_en=f"Mood {n}")
        ReactionCount.objects.create(article=self.article, kind=kind, count=n + 1)

    # --- readers: comments with replies, comics, polls with answers, stories, ad slots, static pages ---

    def _reader_anchors(self) -> None:
        self.comic = Comic.objects.create(title="Шог зураг", publish_date=self.now - dt.timedelta(minutes=1))
        self.poll = Poll.objects.create(question="Та юу гэж бодож байна?", start_date=self.now - dt.timedelta(hours=1))
        self.special_poll = Poll.objects.create(question="Онцлох санал асуулга", is_special=True)
        for slug in PageSlug.values:
            StaticPage.objects.create(slug=slug, title=slug.title(), body_html="<p>Текст</p>")
        ContactInfo.objects.create(address="Улаанбаатар")

    def _add_reader_content(self, n: int) -> None:
        for target in [
            (TargetType.NEWS, self.article.id),
            (TargetType.COMIC, self.comic.id),
            (TargetType.POLL, self.poll.id),
        ]:
            parent = _comment(*target)
            _comment(*target, parent=parent)
        Comic.objects.create(
            title=f"Шог зураг {n}",
            publish_date=self.now - dt.timedelta(hours=n + 1),
            is_election=True,
            election_year=PARLIAMENT_YEAR,
        )
        for poll in (self.poll, self.special_poll):
            PollAnswer.objects.create(poll=poll, text=f"Хариулт {n}", position=n, vote_count=n)
        older = Poll.objects.create(question=f"Асуулт {n}", start_date=self.now - dt.timedelta(hours=n + 2))
        PollAnswer.objects.bulk_create([PollAnswer(poll=older, text=text) for text in ("Тийм", "Үгүй")])
        story = Story.objects.create(title=f"Түүх {n}", position=n)
        StoryItem.objects.bulk_create([StoryItem(story=story, caption=f"Хэсэг {i}", position=i) for i in range(3)])
        slot = AdSlot.objects.create(html_id=f"slot-{n}", name=f"Slot {n}", width=293, height=255)
        for _ in range(2):
            self.creative = AdCreative.objects.create(
                slot=slot,
                name="Advertiser",
                kind=CreativeKind.HTML,
                html="<p>Ad</p>",
                link_url="https://example.com/shop",
                starts_at=self.now - dt.timedelta(days=1),
            )

    # --- elections: parties, constituencies with candidates, party lists, other runs ---

    def _election_anchors(self) -> None:
        self.parliament = _election(ElectionKind.PARLIAMENT, dt.date(PARLIAMENT_YEAR, 6, 28))
        self.earlier = _election(ElectionKind.PARLIAMENT, dt.date(EARLIER_PARLIAMENT_YEAR, 6, 24))
        self.president = _election(ElectionKind.PRESIDENT, dt.date(PRESIDENT_YEAR, 6, 9))
        self.politician = Candidate.objects.create(election=self.parliament, name_mn="Б. Бат", is_winner=True)

    def _add_election_rows(self, n: int) -> None:
        party = Party.objects.create(slug=f"party-{n}", name_mn=f"Нам {n}", name_en=f"Party {n}")
        for election in (self.parliament, self.president):
            ElectionParty.objects.create(election=election, party=party, seats=n, votes=1000 * n, position=n)
        district = District.objects.create(election=self.parliament, number=n + 1, name_mn=f"Тойрог {n}")
        in_district = [
            Candidate(
                election=self.parliament,
                district=district,
                party=party,
                name_mn=f"Нэр {n}-{i}",
                vote_share=Decimal(40 + i),
                is_winner=i == 0,
            )
            for i in range(2)
        ]
        Candidate.objects.bulk_create(
            [
                *in_district,
                Candidate(election=self.parliament, party=party, name_mn=f"Жагсаалт {n}", list_position=1),
                Candidate(election=self.president, party=party, name_mn=f"Ерөнхийлөгч {n}", vote_share=Decimal(n)),
                # The same person (by name) in an earlier election: the politician page lists such runs.
                Candidate(election=self.earlier, party=party, name_mn=self.politician.name_mn),
            ]
        )

    # --- data desks: horoscope, covid, exchange rates, weather ---

    def _desk_anchors(self) -> None:
        import_zodiac()
        DayColor.objects.create(date=self.today, colour_name="Цагаан")
        CalendarDay.objects.create(date=self.today)
        cycle = horoscope_logic.year_cycle_for(self.today)
        self.forecast_years = {FOOTPRINT_YEAR, cycle.year if cycle else self.today.year}
        self.usd = Currency.objects.create(code="USD", name_mn="Ам.доллар", name_en="US dollar")

    def _add_desk_rows(self, n: int) -> None:
        TarotCard.objects.create(
            slug=f"card-{n}",
            name_mn=f"Хөзөр {n}",
            name_en=f"Card {n}",
            meaning_mn="Утга",
            meaning_en="Meaning",
            position=n,
        )
        sign = ZodiacSign.objects.create(
            slug=f"sign-{n}",
            name_mn=f"Орд {n}",
            name_en=f"Sign {n}",
            symbol="*",
            start="01-01",
            end="01-02",
            position=100 + n,
        )
        DailyHoroscope.objects.create(sign=sign, date=self.today, text="Өнөөдөр")
        if n < len(Animal.values):  # the cycle has twelve animals
            EasternForecast.objects.bulk_create(
                EasternForecast(year=year, animal=Animal.values[n], text="Жил") for year in self.forecast_years
            )
        # As in the real series, the last day reports no recoveries: the counters then look further back.
        CovidDay.objects.create(
            date=dt.date(2023, 3, 9) - dt.timedelta(days=n),
            new_cases=n,
            total_cases=1000 + n,
            new_deaths=0,
            total_deaths=10,
            total_recovered=None if n == 0 else 900,
        )
        currency = Currency.objects.create(
            code=f"X{chr(65 + n // 26)}{chr(65 + n % 26)}", name_mn=f"Валют {n}", name_en=f"Currency {n}"
        )
        ExchangeRate.objects.bulk_create(
            [
                ExchangeRate(currency=currency, date=self.today - dt.timedelta(days=d), rate_mnt=Decimal(100 + d))
                for d in range(2)
            ]
            + [ExchangeRate(currency=self.usd, date=self.today - dt.timedelta(days=n), rate_mnt=Decimal(3400 + n))]
        )
        city = City.objects.create(
            slug=f"city-{n}",
            name_mn=f"Хот {n}",
            name_en=f"City {n}",
            latitude=Decimal("47.9"),
            longitude=Decimal("106.9"),
            position=n,
        )
        WeatherReading.objects.create(
            city=city, observed_at=self.now, temperature_c=Decimal("-5.0"), weather_code=0, wind_kmh=Decimal("3.0")
        )


def _comment(target_type: str, target_id: int, parent: Comment | None = None) -> Comment:
    return Comment.objects.create(
        target_type=target_type,
        target_id=target_id,
        parent=parent,
        author_name="Бат",
        body="Сонирхолтой мэдээ",
        client_key="reader",
    )


def _election(kind: str, date: dt.date) -> Election:
    return Election.objects.create(
        kind=kind, date=date, name_mn=f"{date.year} сонгууль", name_en=f"{date.year} election", total_seats=126
    )


@pytest.fixture
def scene() -> Scene:
    return Scene()


def measure(send: Callable[[], HttpResponse]) -> list[str]:
    """The SQL of one uncached answer: every process-local and shared cache is emptied first, but for
    the reference tables that articles point to (news/refs.py), which a process reads once per
    content version (news/tests/test_reading.py counts those reads)."""
    local_copies.clear_all()
    cache.clear()
    cache_tags.reset_memo()
    refs.load_tables(Article)
    with CaptureQueriesContext(connection) as queries:
        response = send()
    assert response.status_code < 400, response.content[:500]
    return [query["sql"] for query in queries.captured_queries]


def assert_constant(scene: Scene, send: Callable[[], HttpResponse], budget: int) -> None:
    few = measure(send)
    scene.grow(LARGE - SMALL)
    many = measure(send)
    extra = "\n".join(many[len(few) :] or many)
    assert len(many) == len(few), f"{len(few)} queries with {SMALL} rows, {len(many)} with {LARGE}:\n{extra}"
    assert len(many) <= budget, f"{len(many)} queries, budget {budget}:\n" + "\n".join(many)


@pytest.mark.parametrize(("path", "budget"), API_READS.items(), ids=list(API_READS))
def test_api_read_query_count_is_constant(client, scene, path, budget):
    assert_constant(scene, lambda: client.get(scene.fill(path)), budget)


@pytest.mark.parametrize(("path", "budget"), POST_READS.items(), ids=list(POST_READS))
def test_post_read_query_count_is_constant(client, scene, path, budget):
    target, _, form = path.partition("?")
    assert_constant(scene, lambda: client.post(scene.fill(target), dict(parse_qsl(scene.fill(form)))), budget)


@pytest.mark.parametrize(("path", "budget"), PAGES.items(), ids=list(PAGES))
def test_page_query_count_is_constant(client, scene, path, budget):
    assert_constant(scene, lambda: client.get(scene.fill(path)), budget)


@pytest.mark.parametrize(("path", "budget"), FEEDS.items(), ids=list(FEEDS))
def test_feed_query_count_is_constant(client, scene, path, budget):
    assert_constant(scene, lambda: client.get(scene.fill(path)), budget)
