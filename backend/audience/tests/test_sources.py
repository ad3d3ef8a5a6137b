import pytest

from audience.models import Source
from audience.sources import classify, host_of


@pytest.mark.parametrize(("referrer", "expected"), [
    ("", Source.DIRECT),
    ("   ", Source.DIRECT),
    ("www.google.com", Source.SEARCH),
    ("https://www.google.mn/search?q=x", Source.SEARCH),
    ("news.google.com", Source.SEARCH),
    ("https://duckduckgo.com/", Source.SEARCH),
    ("yandex.ru", Source.SEARCH),
    ("www.bing.com", Source.SEARCH),
    ("android-app://com.google.android.googlequicksearchbox", Source.SEARCH),
    ("m.facebook.com", Source.SOCIAL),
    ("l.facebook.com", Source.SOCIAL),
    ("https://t.co/abc", Source.SOCIAL),
    ("x.com", Source.SOCIAL),
    ("www.instagram.com", Source.SOCIAL),
    ("t.me", Source.SOCIAL),
    ("testserver", Source.PORTAL),
    ("localhost", Source.PORTAL),
    ("https://ikon.mn/n/3", Source.OTHER),
    ("example.com", Source.OTHER),
    ("notgoogle.example", Source.OTHER),
    ("facebook.com.evil.example", Source.OTHER),
])
def test_referrers_are_classed_by_their_host(referrer, expected, settings):
    settings.ALLOWED_HOSTS = ["testserver", "localhost"]
    assert classify(referrer, "testserver") == expected


def test_the_host_the_reader_asked_is_the_portal(settings):
    settings.ALLOWED_HOSTS = ["*"]
    assert classify("https://medee.mn/abc/r", "medee.mn:443") == Source.PORTAL
    assert classify("https://medee.mn/", "other.mn") == Source.OTHER


def test_host_of_drops_the_path_port_and_case():
    assert host_of("HTTPS://WWW.Google.MN:443/search?q=1") == "www.google.mn"
    assert host_of("Example.COM/path") == "example.com"
    assert host_of("x" * 5000) == "x" * 253
