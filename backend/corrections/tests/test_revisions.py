"""A correction names the article's revision it fixed: picked among that article's own revisions in
the newsroom, linked to the revision's page there, never shown to readers."""
import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone

from corrections.models import Correction
from news.tests import factories as news

from .factories import correction
from .test_admin import article_form

pytestmark = pytest.mark.django_db


def test_the_inline_offers_only_the_articles_own_revisions_named_by_time_and_editor(editor_client):
    article = news.article(title="Төсвийн тодотгол")
    other = news.article(title="Өөр мэдээ")
    own = article.history.get()
    page = editor_client.get(reverse("admin:news_article_change", args=[article.pk]))
    formset = next(f for f in page.context["inline_admin_formsets"] if f.opts.model is Correction).formset
    choices = list(formset.empty_form.fields["revision"].queryset)
    assert choices == [own] and other.history.get() not in choices
    label = formset.empty_form.fields["revision"].label_from_instance(own)
    assert f"{timezone.localtime(own.history_date):%Y-%m-%d %H:%M}" in label and "Төсвийн тодотгол" in label
    assert "Залруулсан хувилбар" in page.content.decode()


def test_an_editor_links_a_correction_to_the_revision_it_fixed(editor_client):
    article = news.article(title="Алдаатай гарчиг")
    wrong = article.history.get()
    now = timezone.localtime()
    response = editor_client.post(
        reverse("admin:news_article_change", args=[article.pk]),
        article_form(article, kind="correction", position="top", text="Гарчгийг засав.", revision=wrong.history_id,
                     published_at_0=f"{now:%Y-%m-%d}", published_at_1=f"{now:%H:%M:%S}"),
    )
    assert response.status_code == 302, response.content[:3000]
    saved = Correction.objects.get(article=article)
    assert saved.revision == wrong
    page = editor_client.get(reverse("admin:news_article_change", args=[article.pk])).content.decode()
    assert reverse("admin:news_article_simple_history", args=[article.pk, wrong.history_id]) in page


def test_another_articles_revision_is_refused(editor_client):
    article, other = news.article(), news.article()
    now = timezone.localtime()
    response = editor_client.post(
        reverse("admin:news_article_change", args=[article.pk]),
        article_form(article, kind="correction", position="top", text="Огноог засав.",
                     revision=other.history.get().history_id,
                     published_at_0=f"{now:%Y-%m-%d}", published_at_1=f"{now:%H:%M:%S}"),
    )
    assert response.status_code == 200 and not Correction.objects.exists()
    with pytest.raises(ValidationError) as refused:
        Correction(article=article, text="Огноог засав.", revision=other.history.get()).full_clean()
    assert "revision" in refused.value.message_dict


def test_readers_never_see_the_revision(client):
    article = news.article(title="Гарчиг")
    correction(article, text="Огноог засав.", revision=article.history.get())
    listed = client.get("/api/corrections").json()["corrections"]
    assert listed[0]["text"] == "Огноог засав." and "revision" not in str(listed).lower()
