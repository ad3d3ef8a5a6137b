"""A path of each screen the demo content fills, per edition: what lite's tests open."""
from __future__ import annotations

from comics.models import Comic
from elections.models import Candidate
from news.models import Article, Category, MegaProject, NewsType, Provider, Tag
from polls.models import Poll
from web.screens import screen_table

from ..screens import EXTRA_SCREENS

# Screens of a list of stories, whose budget is a list's (the rest are an article's or a data page's).
ARTICLE_SCREENS = {"article"}


def _first(queryset, field: str = "pk"):
    value = queryset.values_list(field, flat=True).first()
    assert value is not None, f"the demo content has no {queryset.model.__name__} for this sample"
    return value


def sample_paths(language: str) -> dict[str, str]:
    """Each screen's name -> a path inside the edition that shows it with the demo content."""
    article = _first(Article.objects.published().in_language(language).order_by("-publish_date"), "lid")
    category = _first(Category.objects.filter(is_active=True).order_by("pk"))
    president = Candidate.objects.filter(election__kind="president").select_related("election").first()
    assert president is not None
    politician = _first(Candidate.objects.filter(election__kind="parliament"))
    tag = _first(Tag.objects.filter(language=language, articles__isnull=False), "slug")
    return {
        "footprint-embed": "/iframe/2024/horoscope/eastern/footprint",
        "horoscope-app": "/horoscope/mba/zodiac",
        "home": "/",
        "contact": "/contact",
        "ethics": "/ethics",
        "privacy": "/privacy",
        "about": "/about",
        "corrections": "/corrections",
        "category": f"/{category}/i",
        "provider": f"/{_first(Provider.objects.order_by('pk'))}/p",
        "news-type": f"/{_first(NewsType.objects.order_by('pk'))}/t",
        "article": f"/{article}/r",
        "today": "/today",
        "video": "/video",
        "photo": "/photo",
        "economy": "/economy",
        "media": "/media",
        "latest-list": "/i/list",
        "corner": f"/{category}/corner",
        "lifestyle": f"/{category}/lifestyle",
        "trend-list": "/trend/list",
        "mobile-trend": "/mtrend",
        "mobile-special": "/mspecial",
        "search": "/msearch?query=" + ("Монгол" if language == "mn" else "Mongolia"),
        "brief": "/brief",
        "tag": f"/tag/{tag}",
        "year-features": "/toim",
        "mega-projects": "/megaprojects",
        "mega-project": f"/megaprojects/{_first(MegaProject.objects.filter(language=language))}",
        "comic": f"/{_first(Comic.objects.filter(language=language, is_published=True))}/comic",
        "comic-last": "/comic/last",
        "poll": f"/{_first(Poll.objects.filter(language=language).order_by('-start_date'))}/poll",
        "poll-last": "/poll/last",
        "poll-detailed": "/poll/detailed",
        "parliament": "/election/parliament",
        **{f"parliament-{name}": f"/election/parliament/2024/{name}"
           for name in ("districts", "candidates", "winners", "lists", "tables", "news")},
        "politician": f"/election/politician/{politician}",
        "candidate": f"/election/candidate/{politician}",
        "president": "/election/president",
        "president-politician": f"/election/president/{president.election.year}/politician/{president.pk}",
        "covid": "/covid",
        "covid-charts": "/covid-charts",
        "exchange": "/exchange",
        "exchange-chart": "/exchange-chart",
        "day-color": "/horoscope/daycolor",
        "horoscope": "/horoscope",
        "footprint": "/2024/horoscope/eastern/footprint",
        "weather": "/weather",
        "saved": "/saved",
        "alerts": "/alerts",
        "newsletter": "/newsletter",
        "newsletter-confirm": "/newsletter/confirm",
    }


def every_screen_name() -> list[str]:
    return [screen.name for screen in screen_table().screens] + [screen.name for screen in EXTRA_SCREENS]


def lite_url(language: str, path: str) -> str:
    return ("/en/lite" if language == "en" else "/lite") + path
