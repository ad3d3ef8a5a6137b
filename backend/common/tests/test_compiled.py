"""CompiledRead (common/compiled.py): compiled once, run with each call's values, same rows as the ORM."""
import pytest
from django.db.models.functions import Now
from django.utils import timezone

from common.compiled import CompiledRead
from news.models import Article
from news.tests import factories

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
