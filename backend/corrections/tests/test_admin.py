"""The newsroom: an editor adds a correction on the article's own form, in Mongolian."""
import pytest
from django.urls import reverse
from django.utils import timezone

from common import cache_tags
from corrections.models import Correction, CorrectionKind, CorrectionPosition
from news.models import Article
from news.tests import factories as news
from roles.grants import SECTION_EDITOR
from roles.tests.people import member, signed_in

pytestmark = pytest.mark.django_db


def article_form(article: Article, **inline) -> dict:
    """The article's change form as the browser posts it, with one new correction when `inline` is given."""
    publish = timezone.localtime(article.publish_date)
    data = {
        "language": article.language, "title": article.title, "lead": article.lead, "body_html": article.body_html,
        "status": article.status, "publish_date_0": f"{publish:%Y-%m-%d}", "publish_date_1": f"{publish:%H:%M:%S}",
        "category": article.category_id, "news_type": article.news_type_id, "special_kind": "",
        "image_caption": "", "video_url": "",
        "corrections-TOTAL_FORMS": "1" if inline else "0", "corrections-INITIAL_FORMS": "0",
        "corrections-MIN_NUM_FORMS": "0", "corrections-MAX_NUM_FORMS": "1000",
    }
    return data | {f"corrections-0-{name}": value for name, value in inline.items()}


def test_an_editor_adds_a_correction_on_the_article_form(editor_client):
    article = news.article(title="Төсвийн тодотгол")
    before = cache_tags.version_of("corrections")
    now = timezone.localtime()
    response = editor_client.post(
        reverse("admin:news_article_change", args=[article.pk]),
        article_form(article, kind="clarification", position="bottom", text="Тоо урьдчилсан дүн болохыг тодруулав.",
                     published_at_0=f"{now:%Y-%m-%d}", published_at_1=f"{now:%H:%M:%S}"),
    )
    assert response.status_code == 302, response.content[:3000]
    saved = Correction.objects.get(article=article)
    assert (saved.kind, saved.position) == (CorrectionKind.CLARIFICATION, CorrectionPosition.BOTTOM)
    assert saved.text == "Тоо урьдчилсан дүн болохыг тодруулав."
    assert cache_tags.version_of("corrections") != before


def test_a_correction_too_long_is_refused_on_the_form(editor_client):
    article = news.article()
    now = timezone.localtime()
    response = editor_client.post(
        reverse("admin:news_article_change", args=[article.pk]),
        article_form(article, kind="correction", position="top", text="ү" * 1001,
                     published_at_0=f"{now:%Y-%m-%d}", published_at_1=f"{now:%H:%M:%S}"),
    )
    assert response.status_code == 200
    assert not Correction.objects.exists()


def test_the_corrections_inline_speaks_mongolian(editor_client):
    article = news.article()
    Correction.objects.create(article=article, text="Огноог засав.")
    page = editor_client.get(reverse("admin:news_article_change", args=[article.pk])).content.decode()
    for label in ("Залруулга, тодруулга", "Тодруулга", "Мэдээний төгсгөлд", "Мэдээн дээрх байршил", "Нийтэлсэн цаг"):
        assert label in page, label
    for label in ("Clarification", "Bottom of the article", "Place on the article"):
        assert label not in page, label


def test_a_section_editor_lists_and_corrects_the_stories_of_their_sections_only():
    mine, other = news.category(slug="mine"), news.category(slug="other")
    ours, theirs = news.article(title="Манай хэсэг", category=mine), news.article(title="Өөр хэсэг", category=other)
    Correction.objects.create(article=ours, text="Манай залруулга.")
    Correction.objects.create(article=theirs, text="Өөр залруулга.")
    client = signed_in(member(SECTION_EDITOR, "section-editor", sections=[mine]))

    listed = client.get(reverse("admin:corrections_correction_changelist"))
    assert "Манай залруулга." in listed.content.decode() and "Өөр залруулга." not in listed.content.decode()
    now = timezone.localtime()
    refused = client.post(reverse("admin:corrections_correction_add"), {
        "article": theirs.pk, "kind": "correction", "position": "top", "text": "Хэсгээс гадуур.",
        "published_at_0": f"{now:%Y-%m-%d}", "published_at_1": f"{now:%H:%M:%S}",
    })
    assert refused.status_code == 200 and "article" in refused.context["adminform"].form.errors
    assert not Correction.objects.filter(text="Хэсгээс гадуур.").exists()
