"""ensure_newsroom_user: one demo login per role, their passwords in var/newsroom-password.txt (0600), kept on
a second run; and the demo's story waiting in the demo section editor's queue."""
import io
import random
import stat

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone

from news import review
from news.models import ArticleStatus, StoryMove
from news.tests import factories
from roles import demo

pytestmark = pytest.mark.django_db


@pytest.fixture
def repo(settings, tmp_path):
    settings.NEWSROOM_PASSWORD_FILE = tmp_path / "var" / "newsroom-password.txt"
    return tmp_path


def lines_of(repo) -> list[list[str]]:
    return [line.split("\t") for line in (repo / "var" / "newsroom-password.txt").read_text().splitlines()]


def test_one_login_per_role_written_down_and_kept(repo):
    call_command("ensure_newsroom_user", stdout=io.StringIO())
    written = lines_of(repo)
    assert [(role, user) for role, user, _ in written] == [(key, f"demo-{key}") for key in demo.ROLE_KEYS]
    assert stat.S_IMODE((repo / "var" / "newsroom-password.txt").stat().st_mode) == 0o600
    for role, username, password in written:
        user = User.objects.get(username=username)
        assert user.check_password(password) and user.is_staff and user.first_name == "Demo"
        assert user.is_superuser == (role == "admin")
        assert user.groups.count() == (0 if role == "admin" else 1)
    editor = User.objects.get(username="demo-section-editor")
    assert editor.section_assignment is not None
    call_command("ensure_newsroom_user", stdout=io.StringIO())
    assert lines_of(repo) == written


def test_an_earlier_versions_file_is_kept_as_a_line(repo):
    (repo / "var").mkdir()
    (repo / "var" / "newsroom-password.txt").write_text("user: editor\npassword: old-secret\n")
    User.objects.create_superuser("editor", "e@example.invalid", "old-secret")
    call_command("ensure_newsroom_user", stdout=io.StringIO())
    assert lines_of(repo)[0] == ["admin", "editor", "old-secret"]
    assert len(lines_of(repo)) == 1 + len(demo.ROLE_KEYS)


def test_the_demo_puts_the_reporters_story_in_the_section_editors_queue():
    section = factories.category(slug=demo.DEMO_SECTIONS[0])
    draft = factories.article(status=ArticleStatus.DRAFT, category=factories.category())
    demo.seed_demo_content(random.Random(7), timezone.now())
    draft.refresh_from_db()
    reporter, editor = User.objects.get(username="demo-reporter"), User.objects.get(username="demo-section-editor")
    assert (draft.status, draft.author, draft.category) == (ArticleStatus.IN_REVIEW, reporter, section)
    assert StoryMove.objects.get(article=draft).note == demo.REVIEW_NOTE
    assert list(review.queue(editor)) == [draft]
    assert not reporter.has_usable_password()  # until ensure_newsroom_user gives it one
