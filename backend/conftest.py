"""Fixtures for every backend test."""
import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache as django_cache
from django.core.management import call_command
from PIL import Image

from common import cache_tags
from news.tests import factories
from performance import local_copies


@pytest.fixture(autouse=True)
def fresh_local_caches():
    """Each test has its own database: no process-local copy, remembered version or factory clock may outlive it."""
    local_copies.clear_all()
    cache_tags.reset_memo()
    factories.reset_clock()
    yield
    local_copies.clear_all()
    cache_tags.reset_memo()


@pytest.fixture(autouse=True)
def force_login_passes_the_second_factor(monkeypatch):
    """Client.force_login leaves a session as a full newsroom sign-in does: past the second factor
    (accounts/tests/sessions.py). The sign-in's own tests post the forms."""
    from django.test import Client

    from accounts.tests.sessions import verify_session

    force_login = Client.force_login

    def force_verified_login(self, user, backend=None):
        force_login(self, user, backend)
        verify_session(self, user)

    monkeypatch.setattr(Client, "force_login", force_verified_login)


@pytest.fixture
def empty_cache():
    """The shared cache (Redis in the production profile) emptied before and after the test, for
    tests that read pages and API answers through it."""
    django_cache.clear()
    yield
    django_cache.clear()


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
    django_cache.clear()
    call_command("seed_demo", "--articles-mn", "12", "--articles-en", "6", "--pictures", "1", stdout=io.StringIO())
    yield
    try:
        django_cache.clear()
    except Exception:  # a fault test may have stopped the cache server it pointed at
        pass


@pytest.fixture
def editor_client(client, django_user_model):
    """A client logged in to the newsroom as an editor with every right."""
    client.force_login(django_user_model.objects.create_superuser("editor", "e@example.invalid", "pw-for-tests-only"))
    return client


def pytest_sessionstart(session: pytest.Session) -> None:
    """The importers' tests read the real reference data; without it they would fail by the dozen."""
    data = Path(settings.SHARED_DATA_DIR)
    if not (data / "SOURCES.md").is_file():
        raise pytest.UsageError(
            f"Reference data not found at {data}: clone the project beside shared/ "
            "(it reads ../shared/data) or set SHARED_DATA_DIR to the data directory."
        )
