"""The demo-content command: a small run fills every part of the portal, in both languages."""
import io
from functools import partial

import pytest
from django.core.management import call_command
from django.db.models import Count
from PIL import ImageDraw

from news.demo import images, pairs, text
from news.models import (
    Article,
    ArticleStatus,
    Category,
    MegaProject,
    NewsType,
    Provider,
    ReactionCount,
    ReactionKind,
    SpecialKind,
    Tag,
)

pytestmark = pytest.mark.django_db

REQUIRED_CATEGORY_SLUGS = {
    "politics", "economy", "society", "world", "sport", "tech", "lifestyle", "health", "culture",
    "helpful", "interview", "interesting", "environment",
}


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path, monkeypatch):
    settings.MEDIA_ROOT = tmp_path
    # Small pictures keep the renditions quick; the real run draws 1280x720.
    monkeypatch.setattr(images, "article_picture", partial(images.article_picture, width=320, height=180))
    return tmp_path


def seed(*args: str) -> str:
    out = io.StringIO()
    call_command("seed_demo", "--news-only", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def small_demo():
    return seed("--articles-mn", "40", "--articles-en", "15", "--pictures", "1", "--seed", "7")


def test_small_run_fills_taxonomy_in_both_languages(small_demo):
    categories = list(Category.objects.all())
    assert len(categories) >= 10
    assert all(c.name_mn and c.name_en and c.slug for c in categories)
    slugs = {c.slug for c in categories}
    assert REQUIRED_CATEGORY_SLUGS <= slugs
    assert {"text", "video", "photo", "interview", "analysis"} <= set(NewsType.objects.values_list("slug", flat=True))
    assert set(ReactionKind.objects.values_list("code", flat=True)) == {"like", "love", "haha", "wow", "sad", "angry"}
    assert Provider.objects.count() >= 8
    assert all(p.renditions for p in Provider.objects.all()), "every journalist has an avatar"
    for language in ("mn", "en"):
        assert Tag.objects.filter(language=language).count() >= 30
        assert Tag.objects.filter(language=language, is_featured=True).exists()
        assert MegaProject.objects.filter(language=language).count() == 3


def test_small_run_writes_the_requested_articles(small_demo):
    published = Article.objects.filter(status=ArticleStatus.PUBLISHED)
    # The requested articles, and the stories told in both editions (news/demo/pairs.py).
    assert published.filter(language="mn").count() == 40 + len(pairs.PAIRS)
    assert published.filter(language="en").count() == 15 + len(pairs.PAIRS)
    assert Article.objects.filter(status=ArticleStatus.SCHEDULED).exists()
    assert Article.objects.filter(status=ArticleStatus.DRAFT).exists()
    assert Article.objects.published().count() == 55 + 2 * len(pairs.PAIRS)  # scheduled ones are in the future

    for article in Article.objects.all():
        assert article.renditions and article.image and article.rendered_name == article.image.name
        assert article.body_blocks and article.title and article.lead
    for language in ("mn", "en"):
        kinds = set(published.filter(language=language).values_list("special_kind", flat=True))
        assert {SpecialKind.CLASSIC, SpecialKind.BIG, SpecialKind.PICTURE} <= kinds
        assert published.filter(language=language, is_live=True).exists()
        assert published.filter(language=language, is_featured=True).exists()
        # Every category has news in both languages.
        per_category = published.filter(language=language).values("category").annotate(n=Count("id"))
        assert len(per_category) == Category.objects.count()
    assert published.filter(news_type__slug="interview", category__slug="interview").exists()
    assert published.filter(mega_project__isnull=False).exists()
    assert ReactionCount.objects.exists()
    assert Article.tags.through.objects.count() >= 55


def test_mongolian_text_is_cyrillic_mongolian_and_bodies_have_rich_blocks(small_demo):
    mongolian = Article.objects.filter(language="mn")
    assert all(any(letter in a.title + a.lead for letter in "өүӨҮ") or "ВИДЕО" in a.title for a in mongolian)
    assert any(letter in "".join(mongolian.values_list("body_html", flat=True)) for letter in "өү")
    kinds = {block["type"] for a in Article.objects.all() for block in a.body_blocks}
    assert {"paragraph", "heading", "image", "table"} <= kinds
    english = Article.objects.filter(language="en").first()
    assert not any(letter in english.title for letter in "өүӨҮ")


def test_pictures_are_shared_and_inline_figures_point_to_stored_files(small_demo, media_root):
    names = set(Article.objects.values_list("image", flat=True))
    assert len(names) <= 2 * Category.objects.count()  # one picture per category and language with --pictures 1
    assert all((media_root / name).exists() for name in names)
    figure = next(
        block for a in Article.objects.all() for block in a.body_blocks if block["type"] == "image"
    )
    assert figure["src"].startswith("/media/")
    assert (media_root / figure["src"].removeprefix("/media/")).exists()


def test_some_english_stories_are_translations_of_a_mongolian_original(small_demo):
    translations = Article.objects.published().filter(language="en", translation_of__isnull=False)
    assert translations.count() == len(pairs.PAIRS) >= 3
    for translation in translations.select_related("translation_of"):
        original = translation.translation_of
        assert original.language == "mn" and original.status == ArticleStatus.PUBLISHED
        assert original.category_id == translation.category_id
        assert original.updated_at <= translation.updated_at  # no translation is behind its original
        assert original.body_blocks and translation.body_blocks
    titles = {(t.translation_of.title, t.title) for t in translations}
    assert {(story.mn.title, story.en.title) for story in pairs.PAIRS} == titles


def test_only_if_empty_does_nothing_the_second_time(small_demo):
    before = Article.objects.count()
    out = seed("--only-if-empty", "--articles-mn", "5", "--articles-en", "5")
    assert "nothing seeded" in out
    assert Article.objects.count() == before


def test_same_seed_writes_the_same_titles(media_root):
    seed("--articles-mn", "12", "--articles-en", "4", "--pictures", "1", "--seed", "3")
    first = sorted(Article.objects.values_list("title", flat=True))
    Article.objects.all().delete()
    seed("--articles-mn", "12", "--articles-en", "4", "--pictures", "1", "--seed", "3")
    assert sorted(Article.objects.values_list("title", flat=True)) == first


def test_scale_adds_articles_in_bulk_that_keep_the_save_invariants(small_demo):
    before = Article.objects.count()
    seed("--scale", "600")
    assert Article.objects.count() == before + 600
    orders = list(Article.objects.exclude(order=None).values_list("order", flat=True))
    assert len(orders) == len(set(orders))
    bulk = Article.objects.order_by("-id")[:50]
    assert all(a.renditions and a.body_blocks and a.status == ArticleStatus.PUBLISHED for a in bulk)
    assert Article.tags.through.objects.filter(article__in=bulk).exists()
    # What save() would compute is already there.
    sample = Article.objects.order_by("-id").first()
    stored = {f.attname: getattr(sample, f.attname) for f in Article._meta.concrete_fields}
    sample.save()
    sample.refresh_from_db()
    for name in ("body_html", "body_blocks", "order", "renditions"):
        if name in stored:
            assert getattr(sample, name) == stored[name], name


def test_scale_works_on_an_empty_database():
    seed("--scale", "120")
    assert Article.objects.count() == 120
    assert Category.objects.count() >= 10
    orders = list(Article.objects.values_list("order", flat=True))
    assert None not in orders and len(set(orders)) == 120


def test_picture_text_is_in_the_edition_language():
    """The words drawn on a category picture: the category and the site's name, in one language."""
    assert images.picture_text("Улс төр", "Politics", "Daily News Mongolia", "en", cyrillic=True) == (
        "POLITICS", "Daily News Mongolia")
    assert images.picture_text("Улс төр", "Politics", "Өдрийн мэдээ", "mn", cyrillic=True) == (
        "УЛС ТӨР", "Өдрийн мэдээ")
    # No font for Cyrillic: a Mongolian picture goes without words rather than with English ones.
    assert images.picture_text("Улс төр", "Politics", "Өдрийн мэдээ", "mn", cyrillic=False) == ("", "")


def test_each_edition_gets_pictures_drawn_in_its_language_without_a_demo_stamp(media_root, monkeypatch):
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, words, *args, **kwargs):
        drawn.append(words)
        return original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    seed("--articles-mn", "14", "--articles-en", "14", "--pictures", "1", "--seed", "5")
    for language in ("mn", "en"):
        names = set(Article.objects.filter(language=language).values_list("image", flat=True))
        names |= set(MegaProject.objects.filter(language=language).values_list("image", flat=True))
        assert names and all(name.startswith(f"news/demo/{language}/") for name in names)
    english = {info.name_en.upper() for info in text.CATEGORIES}
    mongolian = {info.name_mn.upper() for info in text.CATEGORIES}
    if images.can_draw_cyrillic():
        assert mongolian <= set(drawn)
    assert english <= set(drawn)
    assert not any("DEMO" in words.upper() or "ДЕМО" in words.upper() for words in drawn)
    captions = list(Article.objects.values_list("image_caption", flat=True))
    assert not any("demo" in caption.lower() or "демо" in caption.lower() for caption in captions)
