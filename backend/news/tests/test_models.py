import pytest
from django.utils import timezone

from common.images import pick_rendition
from news.blocks import parse_blocks
from news.models import Article, ArticleStatus

from . import factories

pytestmark = pytest.mark.django_db


def test_published_hides_drafts_and_future_articles_until_their_time():
    now = timezone.now()
    visible = factories.article(publish_date=now - timezone.timedelta(minutes=5))
    factories.article(status=ArticleStatus.DRAFT, publish_date=now - timezone.timedelta(minutes=5))
    scheduled = factories.article(status=ArticleStatus.SCHEDULED, publish_date=now + timezone.timedelta(hours=1))

    assert list(Article.objects.published(now)) == [visible]
    later = now + timezone.timedelta(hours=2)
    assert set(Article.objects.published(later)) == {visible, scheduled}


def test_body_is_sanitised_and_parsed_into_blocks_on_save():
    item = factories.article(
        body_html=(
            '<p onclick="x()">Эхний <b>догол</b> мөр<script>alert(1)</script></p>'
            '<h2>Гарчиг</h2><blockquote>Ишлэл энд</blockquote>'
            '<table><tr><td>1</td></tr></table><p><img src="/media/a.png" alt="зураг"></p>'
            '<a href="javascript:alert(1)">холбоос</a>'
        )
    )
    assert "script" not in item.body_html and "onclick" not in item.body_html
    assert "javascript:" not in item.body_html
    kinds = [block["type"] for block in item.body_blocks]
    assert kinds == ["paragraph", "heading", "quote", "table", "image", "paragraph"]
    assert item.body_blocks[1] == {"type": "heading", "level": 2, "text": "Гарчиг"}
    assert item.body_blocks[2]["text"] == "Ишлэл энд"


def test_parse_blocks_keeps_figure_caption_and_lists():
    blocks = parse_blocks(
        '<figure><img src="/m/x.webp" alt="a"><figcaption>Тайлбар</figcaption></figure>'
        "<ul><li>нэг</li><li>хоёр</li></ul>"
    )
    assert blocks[0] == {"type": "image", "src": "/m/x.webp", "alt": "a", "caption": "Тайлбар"}
    assert blocks[1] == {"type": "list", "ordered": False, "items": ["нэг", "хоёр"]}


def test_order_follows_publish_time_and_is_unique_when_times_tie():
    moment = timezone.now() - timezone.timedelta(hours=1)
    first = factories.article(publish_date=moment)
    second = factories.article(publish_date=moment)
    later = factories.article(publish_date=moment + timezone.timedelta(seconds=1))
    assert first.order != second.order
    assert later.order > max(first.order, second.order)


def test_draft_has_no_order_until_published():
    draft = factories.article(status=ArticleStatus.DRAFT)
    assert draft.order is None
    draft.status = ArticleStatus.PUBLISHED
    draft.save()
    assert draft.order is not None


def test_image_renditions_are_made_at_upload_and_the_smallest_wide_enough_is_served(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    item = factories.article(image=factories.png_upload(1000, 500))
    widths = sorted(int(w) for w in item.renditions)
    assert widths == [160, 320, 480, 640, 960, 1000]
    assert item.image_url(300).endswith("-320.webp")
    assert item.image_url(641).endswith("-960.webp")
    assert item.image_url(5000).endswith("-1000.webp")
    assert (tmp_path / item.renditions["320"].removeprefix("/media/")).exists()


def test_pick_rendition_edge_cases():
    assert pick_rendition({}, 300) == ""
    assert pick_rendition({"160": "a", "480": "b"}, 160) == "a"
    assert pick_rendition({"160": "a", "480": "b"}, 161) == "b"


def test_quote_keeps_a_space_between_its_text_and_attribution():
    blocks = parse_blocks("<blockquote><p>Ажил эхэллээ.</p><p>— төслийн удирдагч</p></blockquote>")
    assert blocks == [{"type": "quote", "text": "Ажил эхэллээ. — төслийн удирдагч"}]
