"""Response headers (ASVS 5.0 V3.4): CSP, framing, HSTS, nosniff, Referrer-Policy, cookies; no inline script."""
from html.parser import HTMLParser

import pytest
from django.test import Client

from news.tests import factories
from web.tests.embedded import embedded_text

pytestmark = pytest.mark.django_db


def csp(response) -> dict[str, str]:
    policy = response["Content-Security-Policy"]
    return {part.split()[0]: " ".join(part.split()[1:]) for part in policy.split(";") if part.strip()}


class Scripts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.handlers: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "script":
            self.scripts.append(attributes)
        self.handlers += [name for name in attributes if name.startswith("on")]
        self.handlers += [f"{name}={value}" for name, value in attributes.items()
                          if value and value.strip().lower().startswith("javascript:")]


@pytest.fixture
def article(settings):
    settings.THROTTLE_RATES = {}
    return factories.article(language="mn")


@pytest.mark.parametrize("path", ["/", "/en/", "/api/news/shinemedee", "/api/cache/news/shinemedee", "/no-such/page"])
def test_every_answer_has_the_content_security_policy_and_the_usual_headers(article, path):
    response = Client().get(path)
    policy = csp(response)

    assert policy["object-src"] == "'none'" and policy["base-uri"] == "'none'"
    assert policy["script-src"] == "'self'"  # no 'unsafe-inline', no 'unsafe-eval', no other host
    assert policy["frame-ancestors"] == "'none'" and response["X-Frame-Options"] == "DENY"
    assert policy["default-src"] == "'self'"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"


def test_the_configured_ad_host_is_the_only_other_script_origin(article, settings):
    settings.AD_SDK_ORIGIN = "https://ads.example.mn"

    policy = csp(Client().get("/"))

    assert policy["script-src"] == "'self' https://ads.example.mn"


def test_only_the_embeddable_footprint_page_may_be_framed(article):
    framed = Client().get("/iframe/2026/footprint")

    assert csp(framed)["frame-ancestors"] == "*"
    assert "X-Frame-Options" not in framed or framed["X-Frame-Options"] != "DENY" or framed.status_code >= 400


@pytest.mark.parametrize("path", ["/", "/en/", "article", "/msearch?query=мэдээ"])
def test_pages_carry_no_inline_executable_script_and_no_event_handlers(article, path):
    html = Client().get(f"/{article.lid}/r" if path == "article" else path).content.decode()
    parser = Scripts()
    parser.feed(html)

    executable = [s for s in parser.scripts if (s.get("type") or "text/javascript") not in
                  ("application/json", "application/ld+json")]
    assert parser.scripts, "the page embeds its data"
    assert all(s.get("src") and s["src"].startswith("/") and not s["src"].startswith("//") for s in executable), \
        executable
    assert any(s.get("id") == "portal-data" and s.get("type") == "application/json" for s in parser.scripts)
    assert not parser.handlers
    data = embedded_text(html)
    assert "<" not in data, "the embedded data cannot close its script tag"


def test_hsts_and_secure_cookies_in_production(article, settings):
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True

    page = Client().get("/", secure=True)

    assert page["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"
    from news.models import ReactionKind

    kind = ReactionKind.objects.create(code="like", emoji="👍", name_mn="Таалагдлаа", name_en="Like")
    liked = Client().post(f"/api/reaction/{article.lid}", {"reactionId": kind.id}, secure=True)
    assert liked.status_code == 200 and liked.cookies
    for cookie in liked.cookies.values():
        assert cookie["secure"] and cookie["httponly"] and cookie["samesite"] == "Lax"


def test_production_settings_turn_on_secure_cookies_hsts_and_the_ssl_redirect(monkeypatch):
    import importlib
    import sys

    for name in ("SECURE_COOKIES", "SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SECRET_KEY", "headers-test-" + "k" * 40)
    sys.modules.pop("config.settings.prod", None)
    prod = importlib.import_module("config.settings.prod")
    sys.modules.pop("config.settings.prod", None)

    assert prod.SESSION_COOKIE_SECURE and prod.CSRF_COOKIE_SECURE and prod.SESSION_COOKIE_HTTPONLY
    assert prod.SECURE_HSTS_SECONDS >= 31536000 and prod.SECURE_CONTENT_TYPE_NOSNIFF
    assert prod.DEBUG is False
