"""The static page endpoints: both languages, Mongolian fallback, contact details, JSON 404s."""

import pytest

from pages.models import ContactInfo, PageSlug, StaticPage

# Each test reads through an empty shared cache (backend/conftest.py).
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_cache")]



@pytest.fixture
def pages():
    for slug, mn, en in [
        (PageSlug.CONTACT, "Холбоо барих", "Contact us"),
        (PageSlug.ETHICS, "Ёс зүйн дүрэм", "Editorial ethics"),
        (PageSlug.PRIVACY, "Нууцлал", None),
        (PageSlug.ABOUT, "Бидний тухай", "About us"),
    ]:
        StaticPage.objects.create(slug=slug, language="mn", title=mn, body_html=f"<p>{mn}</p><script>x()</script>")
        if en:
            StaticPage.objects.create(slug=slug, language="en", title=en, body_html=f"<p>{en}</p>")
    ContactInfo.objects.create(
        language="mn",
        address="Улаанбаатар, Сүхбаатар дүүрэг",
        sales_phone="+976 7000 0001",
        sales_email="sales@example.mn",
        news_phone="+976 7000 0002",
        news_email="news@example.mn",
        web_address="https://example.mn",
    )
    ContactInfo.objects.create(language="en", address="Ulaanbaatar, Sukhbaatar district", news_email="news@example.mn")


def test_a_page_is_served_in_each_language(client, pages):
    mongolian = client.get("/api/pages/ethics?lang=mn").json()
    english = client.get("/api/pages/ethics?lang=en").json()

    assert (mongolian["title"], mongolian["language"]) == ("Ёс зүйн дүрэм", "mn")
    assert (english["title"], english["language"]) == ("Editorial ethics", "en")
    assert mongolian["body_html"] == "<p>Ёс зүйн дүрэм</p>"  # sanitised on save
    assert mongolian["slug"] == "ethics" and mongolian["contact"] is None
    assert mongolian["updated_at"].endswith("+08:00")


def test_a_missing_english_page_falls_back_to_mongolian(client, pages):
    body = client.get("/api/pages/privacy?lang=en").json()

    assert (body["title"], body["language"]) == ("Нууцлал", "mn")


def test_the_contact_page_carries_the_contact_details(client, pages):
    mongolian = client.get("/api/pages/contact").json()
    english = client.get("/api/pages/contact?lang=en").json()

    assert mongolian["contact"] == {
        "address": "Улаанбаатар, Сүхбаатар дүүрэг",
        "sales_phone": "+976 7000 0001",
        "sales_email": "sales@example.mn",
        "news_phone": "+976 7000 0002",
        "news_email": "news@example.mn",
        "web_address": "https://example.mn",
    }
    assert english["contact"]["address"] == "Ulaanbaatar, Sukhbaatar district"
    assert set(english["contact"]) == set(mongolian["contact"])


def test_contact_page_without_details_has_null_contact(client):
    StaticPage.objects.create(slug=PageSlug.CONTACT, language="mn", title="Холбоо барих")

    assert client.get("/api/pages/contact").json()["contact"] is None


@pytest.mark.parametrize("slug", ["nope", "CONTACT", "x" * 300, "%00", "about-us", "1"])
def test_an_unknown_page_is_a_json_404_in_the_request_language(client, pages, slug):
    english = client.get(f"/api/pages/{slug}?lang=en")
    mongolian = client.get(f"/api/pages/{slug}?lang=mn")

    assert english.status_code == mongolian.status_code == 404
    assert english.json() == {"status": "error", "code": "not_found", "message": "This page does not exist."}
    assert mongolian.json()["message"] == "Ийм хуудас олдсонгүй."


def test_an_unpublished_page_is_a_404(client):
    StaticPage.objects.create(slug=PageSlug.ABOUT, language="mn", title="Бидний тухай", is_published=False)

    assert client.get("/api/pages/about").status_code == 404


def test_the_footer_lists_the_pages_in_order_with_fallback(client, pages):
    english = client.get("/api/pages?lang=en").json()["pages"]
    mongolian = client.get("/api/pages").json()["pages"]

    assert [p["slug"] for p in english] == ["contact", "ethics", "privacy", "about"]
    assert [p["title"] for p in english] == ["Contact us", "Editorial ethics", "Нууцлал", "About us"]
    assert [p["language"] for p in english] == ["en", "en", "mn", "en"]
    assert [p["title"] for p in mongolian] == ["Холбоо барих", "Ёс зүйн дүрэм", "Нууцлал", "Бидний тухай"]


def test_query_counts_are_constant(client, pages, django_assert_max_num_queries):
    with django_assert_max_num_queries(1):
        client.get("/api/pages?lang=en")
    with django_assert_max_num_queries(2):
        client.get("/api/pages/contact?lang=en")
    with django_assert_max_num_queries(1):
        client.get("/api/pages/about?lang=en")
