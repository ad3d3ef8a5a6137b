"""WireSchema (common/schema.py) answers every API read exactly as django-ninja's own Schema does.

The demo portal's every screen, in both languages, embeds the API answers it reads; with them, every
GET of the API that takes no path parameter, and the POST reads of an article, a comic and a poll
(comments, related, next). Each answer is taken twice, once as the API makes it and once with
ninja's `DjangoGetter` in place of WireSchema's one-pass lookup, and the two must be equal.
"""
import json
from decimal import Decimal

import pytest
from django.core.cache import cache as django_cache
from django.db.models import Count
from ninja.schema import DjangoGetter

from comics.models import Comic
from comments.models import Comment
from common import cache_tags, schema
from config.api import api
from news.models import Article, Category, Tag
from performance import local_copies
from polls.models import Poll
from web.tests.embedded import reads_of

pytestmark = pytest.mark.django_db

STATIC_SCREENS = [
    "/", "/today", "/video", "/photo", "/media", "/economy", "/i/list", "/trend/list", "/mtrend", "/mspecial",
    "/brief", "/toim/2026", "/megaprojects", "/comic/last", "/poll/last", "/poll/detailed", "/covid",
    "/covid-charts", "/exchange", "/horoscope", "/horoscope/daycolor", "/about", "/election/parliament/2024",
    "/election/president", "/msearch?query=a", "/no/such/page",
]


def screens() -> list[str]:
    article = Article.objects.published().filter(language="mn").first()
    english = Article.objects.published().filter(language="en").first()
    category = Category.objects.first()
    tag = Tag.objects.filter(language="mn").first()
    dynamic = [
        f"/{article.lid}/r", f"/{category.id}/i", f"/{category.id}/corner", f"/{article.news_type_id}/t",
        f"/{Comic.objects.first().id}/comic", f"/{Poll.objects.first().id}/poll",
    ]
    if tag:
        dynamic.append(f"/tag/{tag.slug}")
    mongolian = STATIC_SCREENS + dynamic
    return mongolian + ["/en" + path for path in mongolian if not path.endswith("/r")] + [f"/en/{english.lid}/r"]


def plain_gets() -> list[str]:
    """Every GET of the API without path parameters, in both languages."""
    paths = api.get_openapi_schema()["paths"]
    gets = [path for path, operations in paths.items() if "get" in operations and "{" not in path]
    return [f"{path}?lang={language}" for path in gets for language in ("mn", "en")]


def commented(target_type: str) -> int:
    """The id of the article, comic or poll with the most replies to comments (a tree to answer)."""
    replies = Comment.objects.visible().filter(target_type=target_type, parent__isnull=False)
    return replies.values("target_id").annotate(n=Count("id")).order_by("-n")[0]["target_id"]


def post_reads() -> list[tuple[str, dict]]:
    article = Article.objects.get(pk=commented("news"))
    comic, poll = Comic.objects.get(pk=commented("comic")), Poll.objects.get(pk=commented("poll"))
    return [
        (f"/api/{article.lid}/r/comments", {}), ("/api/news/related", {"newsid": article.lid}),
        (f"/api/next/{article.id}", {}), ("/api/comic/comment", {"comicId": comic.id}),
        ("/api/poll/comments", {"pollId": poll.id}),
    ]


def answers(client) -> dict[str, object]:
    """Every answer, keyed by what was asked; read through emptied caches."""
    django_cache.clear()
    local_copies.clear_all()
    cache_tags.reset_memo()
    found: dict[str, object] = {}
    for path in screens():
        response = client.get(path)
        found[f"page {path}"] = reads_of(response)
    for url in plain_gets():
        response = client.get(url)
        found[f"GET {url}"] = (response.status_code, response.content)
    for url, data in post_reads():
        response = client.post(url, data)
        found[f"POST {url}"] = (response.status_code, response.content)
    return found


def test_every_api_answer_is_what_ninjas_own_lookup_makes(client, demo_portal, monkeypatch):
    ours = answers(client)
    monkeypatch.setattr(schema, "field_values", lambda of, source, context: DjangoGetter(source, of, context))
    ninjas = answers(client)
    assert ours.keys() == ninjas.keys()
    for key in ours:
        assert ours[key] == ninjas[key], key
    # What was compared: embedded reads of every screen, and answers that are not errors.
    embedded = [read for key, reads in ours.items() if key.startswith("page ") for read in reads]
    assert sum(read["status"] == 200 for read in embedded) > 100
    api_answers = [answer for key, answer in ours.items() if not key.startswith("page ")]
    assert sum(status == 200 for status, _ in api_answers) > 40
    lists = [url for url, _ in post_reads() if url.endswith(("comments", "comment"))]
    trees = [json.loads(ours[f"POST {url}"][1])["comments"] for url in lists]
    assert len(trees) == 3 and all(any(comment["children"] for comment in tree) for tree in trees)


def test_a_resolver_and_an_alias_are_applied_as_ninja_applies_them():
    from widgets.schemas import ConvertFilters

    class Source:
        title = "Title"

    class Out(schema.WireSchema):
        title: str
        upper: str

        @staticmethod
        def resolve_upper(obj) -> str:
            return obj.title.upper()

    assert Out.model_validate(Source()).model_dump() == {"title": "Title", "upper": "TITLE"}
    # Input schemas: a field with an alias (`from`) is read under it, and a missing one gets its default.
    assert ConvertFilters.model_validate({"from": "usd", "amount": "2"}).model_dump() == {
        "amount": Decimal("2"), "source": "USD", "target": "MNT", "date": None,
    }

