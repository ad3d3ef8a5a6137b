"""Shared fixtures of the resilience suite: a small demo portal drawn with tiny pictures."""
import io
from collections.abc import Iterator

import pytest
from django.core.cache import cache
from django.core.management import call_command
from PIL import Image


def _tiny_picture(*args: object, **kwargs: object) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (32, 18), (20, 90, 160)).save(buffer, "JPEG")
    return buffer.getvalue()


@pytest.fixture
def demo_portal(settings, tmp_path, monkeypatch) -> Iterator[None]:
    """Every app's demo content (a few articles per language), fast: pictures are 32 px and one rendition."""
    from ads import demo as ads_demo
    from comics import demo as comics_demo
    from news.demo import images as news_images
    from stories import demo as stories_demo

    settings.MEDIA_ROOT = tmp_path
    settings.IMAGE_RENDITION_WIDTHS = [160]
    for module, name in (
        (news_images, "article_picture"), (news_images, "figure_picture"), (news_images, "avatar_picture"),
        (comics_demo, "draw_comic"), (stories_demo, "draw_frame"), (ads_demo, "banner_picture"),
    ):
        monkeypatch.setattr(module, name, _tiny_picture)
    cache.clear()
    call_command("seed_demo", "--articles-mn", "12", "--articles-en", "6", "--pictures", "1", stdout=io.StringIO())
    yield
    try:
        cache.clear()
    except Exception:  # a fault test may have stopped the cache server it pointed at
        pass


@pytest.fixture
def wsgi_calls_in_the_test_transaction():
    """Let WSGI calls (schemathesis) share the test's transaction, as Django's test Client does.

    Outside the test Client, request_started/finished close the connection, which on PostgreSQL
    breaks the open test transaction.
    """
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "soak: the short soak under load (deselect with -m 'not soak')")
