"""The newsroom's preview: an editor sees an unpublished article as readers will, and nobody else does."""
import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.utils import timezone

from news.models import Article, ArticleStatus
from news.tests import factories
from web.tests.embedded import read_of

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



def preview_url(article: Article) -> str:
    return f"/admin/news/article/{article.pk}/preview/"



def test_an_editor_sees_a_draft_as_readers_will_with_a_notice_and_nothing_that_runs(editor_client):
    draft = factories.article(title="Ноорог мэдээ: төсөв батлагдлаа", body_html="<p>Төсвийн тухай бичвэр.</p>",
                              status=ArticleStatus.DRAFT)
    response = editor_client.get(preview_url(draft))
    html = response.content.decode()
    assert response.status_code == 200
    assert '<html lang="mn"' in html
    root = html.split('<div id="root">', 1)[1]
    assert "Ноорог мэдээ: төсөв батлагдлаа</h1>" in root and "Төсвийн тухай бичвэр." in root
    notice = html.split('<div class="preview-notice" role="status">', 1)[1].split("</div>", 1)[0]
    assert "Урьдчилан харах" in notice and "Ноорог: уншигчид үүнийг харахгүй." in notice
    assert f'href="/admin/news/article/{draft.pk}/change/"' in notice
    # For the editor alone: no shared cache, no index, no app code that would count a view.
    assert {"private", "no-store"} <= {part.strip() for part in response["Cache-Control"].split(",")}
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert '<meta name="robots" content="noindex, nofollow">' in html
    assert 'id="portal-code"' not in html and "application/ld+json" not in html
    assert read_of(html, "/api/cache/news/read/:newsid", {"newsid": draft.lid})["status"] == 200


def test_the_preview_embeds_the_article_exactly_as_the_api_serves_it(editor_client):
    article = factories.article(title="Нийтлэгдсэн мэдээ", provider=factories.provider(), language="en")
    from_api = editor_client.get(f"/api/news/read/{article.lid}?lang=en").json()
    html = editor_client.get(preview_url(article)).content.decode()
    assert read_of(html, "/api/cache/news/read/:newsid", {"newsid": article.lid})["data"] == from_api
    assert '<html lang="en"' in html and "Published: this is what readers see." in html


def test_a_scheduled_article_says_when_it_goes_out_in_its_own_language(editor_client):
    later = timezone.now() + timezone.timedelta(days=1)
    scheduled = factories.article(language="en", title="Budget passes", status=ArticleStatus.SCHEDULED,
                                  publish_date=later)
    html = editor_client.get(preview_url(scheduled)).content.decode()
    assert f"Scheduled: goes out at {timezone.localtime(later):%Y-%m-%d %H:%M}." in html
    assert "Budget passes</h1>" in html


def test_readers_still_find_nothing_at_a_previewed_drafts_address(editor_client, client):
    draft = factories.article(title="Нууц ноорог", status=ArticleStatus.DRAFT)
    assert editor_client.get(preview_url(draft)).status_code == 200
    editor_client.logout()
    page = client.get(f"/{draft.lid}/r")
    assert page.status_code == 404 and "Нууц ноорог" not in page.content.decode()
    assert client.get(f"/api/news/read/{draft.lid}").status_code == 404


def test_only_the_newsroom_may_preview(client):
    draft = factories.article(title="Нууц ноорог", status=ArticleStatus.DRAFT)
    anonymous = client.get(preview_url(draft))
    assert anonymous.status_code == 302 and anonymous["Location"].startswith("/admin/login/")
    # Staff without the right to view articles (a comments moderator, say) are refused.
    moderator = get_user_model().objects.create_user("moderator", password="pw-for-tests-only", is_staff=True)
    moderator.user_permissions.add(Permission.objects.get(codename="view_comment"))
    client.force_login(moderator)
    refused = client.get(preview_url(draft))
    assert refused.status_code == 403 and "Нууц ноорог" not in refused.content.decode()


def test_an_unknown_article_is_a_404(editor_client):
    assert editor_client.get("/admin/news/article/987654/preview/").status_code == 404


def test_view_on_site_opens_the_preview_until_readers_have_the_page(editor_client):
    draft = factories.article(status=ArticleStatus.DRAFT)
    live = factories.article(language="en")
    later = timezone.now() + timezone.timedelta(hours=2)
    scheduled = factories.article(status=ArticleStatus.SCHEDULED, publish_date=later)
    expected_links = ((draft, preview_url(draft)), (scheduled, preview_url(scheduled)), (live, f"/en/{live.lid}/r"))
    for article, expected in expected_links:
        change_page = editor_client.get(f"/admin/news/article/{article.pk}/change/").content.decode()
        link = re.search(r'<a href="([^"]+)" class="viewsitelink">', change_page)
        assert link, "the change form has a View on site button"
        assert link.group(1) == expected, article.status
