"""CompiledRead (performance/compiled_reads.py): compiled once, run with each call's values, same rows as the ORM."""
import pytest
from django.db.models.functions import Now
from django.utils import timezone

from news.models import Article
from news.tests import factories
from performance.compiled_reads import CompiledRead

pytestmark = pytest.mark.django_db


def test_runs_the_querysets_sql_with_each_calls_values_and_compiles_it_once():
    built = []

    def build(lid):
        built.append(lid)
        return Article.objects.published(Now()).filter(lid=lid).order_by()[:1]

    read = CompiledRead(Article, build, lid="\x00marker")
    first, second = factories.article(), factories.article()
    draft = factories.article(status="draft")
    later = factories.article(publish_date=timezone.now() + timezone.timedelta(hours=1))

    assert [a.pk for a in read(lid=first.lid)] == [first.pk]
    assert [a.pk for a in read(lid=second.lid)] == [second.pk]
    assert read(lid=draft.lid) == [] and read(lid=later.lid) == [], "the queryset's own filters still apply"
    assert read(lid="nope") == []
    assert built == ["\x00marker"], "compiled once, with the marker"
    assert read(lid=first.lid)[0].title == first.title


def test_a_marker_missing_from_the_sql_is_an_error_not_a_silent_constant():
    read = CompiledRead(Article, lambda lid: Article.objects.filter(lid="fixed"), lid="\x00marker")
    with pytest.raises(ValueError, match="lid"):
        read(lid="anything")


def test_rows_come_back_as_django_builds_them_json_and_times_included():
    item = factories.article(body_html="<p>Нэг</p><blockquote>Ишлэл</blockquote>")
    read = CompiledRead(Article, lambda pk: Article.objects.filter(pk=pk), pk=-9_000_001)
    (found,) = read(pk=item.pk)
    assert [block["type"] for block in found.body_blocks] == ["paragraph", "quote"], "JSON decoded by its converter"
    assert found.body_blocks == Article.objects.get(pk=item.pk).body_blocks
    assert found.publish_date == item.publish_date and found.publish_date.tzinfo is not None
    assert found._state.adding is False and found._state.db == "default"
    partial = CompiledRead(Article, lambda pk: Article.objects.filter(pk=pk).only("title"), pk=-9_000_001)
    assert partial(pk=item.pk)[0].get_deferred_fields() >= {"lead", "body_html"}


def test_joins_and_annotations_are_refused():
    joined = CompiledRead(Article, lambda pk: Article.objects.select_related("category").filter(pk=pk), pk=-9_000_001)
    with pytest.raises(ValueError, match="select_related"):
        joined(pk=1)
