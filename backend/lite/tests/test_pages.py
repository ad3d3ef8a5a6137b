"""Every lite screen, in both editions: drawn, without a script, pointing to its full twin, within budget."""
import re
from html import unescape
from urllib.parse import unquote

import pytest
from django.core.cache import cache
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db.models.fields.files import FieldFile

from common.images import make_renditions
from news.demo.images import article_picture
from news.models import Article, Provider
from performance import local_copies
from web.screens import screen_table

from ..screens import KINDS, kind_of
from .budget import ARTICLE_BUDGET, LIST_BUDGET, MAX_REQUESTS, weigh
from .samples import ARTICLE_SCREENS, every_screen_name, lite_url, sample_paths

pytestmark = pytest.mark.django_db
HREF = re.compile(r'href="([^"]*)"')


@pytest.fixture
def real_pictures(demo_portal, settings):
    """Every story and provider with a true-to-life picture and the site's own rendition widths, so the
    budget counts the bytes a reader's browser would load (the demo's test pictures are 32 px)."""
    settings.IMAGE_RENDITION_WIDTHS = [160, 320, 480, 640, 960, 1280]
    name = default_storage.save("lite-test/photo.jpg", ContentFile(article_picture("Улс төр", "Мэдээ", "#0b4f8a", 3)))
    made = make_renditions(FieldFile(Article(), Article._meta.get_field("image"), name))
    values = {"image": name, "renditions": made.urls, "image_width": made.width, "image_height": made.height}
    Article.objects.update(**values)
    Provider.objects.update(**values)
    cache.clear()
    local_copies.clear_all()
    return made


def test_every_screen_the_frontend_declares_has_a_lite_template_and_a_sample():
    components = {screen.screen for screen in screen_table().screens}
    assert components <= set(KINDS), f"screens without a lite twin: {components - set(KINDS)}"
    assert all(kind_of(screen) for screen in screen_table().screens)


@pytest.mark.parametrize("language", ["mn", "en"])
def test_every_lite_screen_is_drawn_without_scripts_and_points_to_its_full_page(client, demo_portal, language):
    samples = sample_paths(language)
    assert set(every_screen_name()) <= set(samples), "a screen has no sample path"
    problems = []
    for name, path in samples.items():
        response = client.get(lite_url(language, path))
        html = response.content.decode()
        full = path if language == "mn" else ("/en/" if path == "/" else "/en" + path)
        if response.status_code != 200:
            problems.append(f"{name}: {response.status_code}")
            continue
        weight = weigh(client, response.content)
        if weight.scripts or "<script" in html.lower():
            problems.append(f"{name}: has a script")
        if weight.canonical != "http://testserver" + full.split("?")[0]:
            problems.append(f"{name}: canonical {weight.canonical}")
        if full not in {unquote(unescape(href)) for href in HREF.findall(html)}:
            problems.append(f"{name}: no link to the full page {full}")
        if f'<html lang="{language}">' not in html:
            problems.append(f"{name}: not in {language}")
        if response["Cache-Control"] != "public, max-age=10, s-maxage=10, stale-while-revalidate=30":
            problems.append(f"{name}: not shareable ({response['Cache-Control']})")
    assert not problems, problems


@pytest.mark.parametrize("language", ["mn", "en"])
def test_every_lite_screen_keeps_to_its_budget_on_a_first_view(client, real_pictures, language):
    """An article at most 50 KB in all, any other page 60 KB, and at most three requests besides the
    document, counting every picture at its real size."""
    problems, pictured = [], 0
    for name, path in sample_paths(language).items():
        response = client.get(lite_url(language, path))
        assert response.status_code == 200, name
        weight = weigh(client, response.content)
        budget = ARTICLE_BUDGET if name in ARTICLE_SCREENS else LIST_BUDGET
        pictured += bool(weight.resources)
        if weight.total > budget:
            problems.append(f"{name}: {weight.total} bytes > {budget} ({weight.resources})")
        if weight.requests > MAX_REQUESTS:
            problems.append(f"{name}: {weight.requests} requests besides the document")
    assert not problems, problems
    assert pictured >= 5, "the budget must be measured with pictures on the pages that show them"


def test_the_lite_article_shows_its_smallest_fitting_webp_rendition(client, real_pictures):
    path = sample_paths("mn")["article"]
    weight = weigh(client, client.get(lite_url("mn", path)).content)
    assert list(weight.resources) == [real_pictures.urls["320"]]
    assert weight.resources[real_pictures.urls["320"]] < 30 * 1024


def test_the_lite_front_page_links_through_a_section_to_an_article(client, demo_portal):
    article = Article.objects.published().in_language("mn").exclude(category=None).order_by("-publish_date").first()
    html = client.get(f"/lite/{article.category_id}/i").content.decode()
    assert f'href="/lite/{article.lid}/r"' in html
    assert article.title in client.get(f"/lite/{article.lid}/r").content.decode()


def test_an_article_of_the_other_edition_moves_to_its_own_lite_page(client, demo_portal):
    lid = Article.objects.published().in_language("en").values_list("lid", flat=True).first()
    response = client.get(f"/lite/{lid}/r")
    assert response.status_code == 301 and response["Location"] == f"/en/lite/{lid}/r"


def test_an_unknown_lite_path_is_a_404_in_the_readers_language(client, demo_portal):
    response = client.get("/en/lite/no/such/page")
    assert response.status_code == 404
    assert "Nothing was found here." in response.content.decode()
    assert "Хайсан зүйл олдсонгүй." in client.get("/lite/zzzzzzzz/r").content.decode()


def test_the_lite_front_page_answers_without_the_trailing_slash(client, demo_portal):
    assert client.get("/lite").status_code == 200
    assert client.get("/en/lite").status_code == 200


def test_search_shows_results_and_the_apis_error_in_the_readers_language(client, demo_portal):
    article = Article.objects.published().in_language("en").first()
    html = client.get("/en/lite/msearch", {"query": article.title}).content.decode()
    assert f'href="/en/lite/{article.lid}/r"' in html
    assert 'action="/en/lite/msearch"' in html
    empty = client.get("/lite/msearch?query=%20").content.decode()
    assert 'class="note error"' in empty
