"""Review before publishing (news/review.py, roles/access.py): the moves and who may make them, forged posts
refused before anything is saved, each editor's own stories and sections, and the review queue."""
import pytest
from django.contrib.admin.models import LogEntry
from django.test import Client
from django.utils import timezone

from comments.models import Comment, CommentStatus, TargetType
from news.models import Article, ArticleStatus, LiveUpdate, StoryMove
from roles.grants import CHIEF_EDITOR, MODERATOR, REPORTER, SECTION_EDITOR
from roles.tests.people import member, signed_in

from . import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def desk():
    """Two sections, two reporters, the politics editor, and the chief editor."""
    politics, sport = factories.category(slug="politics-t"), factories.category(slug="sport-t")
    return {
        "politics": politics, "sport": sport, "news_type": factories.news_type(),
        "bat": member(REPORTER, "bat"), "saraa": member(REPORTER, "saraa"),
        "editor": member(SECTION_EDITOR, "politics-editor", [politics]),
        "chief": member(CHIEF_EDITOR, "chief"),
    }


def reporter_form(category, news_type, **overrides) -> dict:
    """What a reporter's article form posts: no status, time or flags (they are read-only to a reporter)."""
    return {
        "language": "mn", "title": "Төсвийн хэлэлцүүлэг", "lead": "Товч", "body_html": "<p>Бичвэр</p>",
        "category": category.pk, "news_type": news_type.pk, "image_caption": "", "video_url": "",
        "review_note": "",
    } | overrides


def editor_form(article: Article, **overrides) -> dict:
    """What an editor's form posts for `article` as it stands (corrections inline included, empty)."""
    when = timezone.localtime(article.publish_date)
    return reporter_form(article.category, article.news_type, title=article.title) | {
        "status": article.status, "publish_date_0": f"{when:%Y-%m-%d}", "publish_date_1": f"{when:%H:%M:%S}",
        "special_kind": "", "corrections-TOTAL_FORMS": "0", "corrections-INITIAL_FORMS": "0",
    } | overrides


def change_url(article: Article) -> str:
    return f"/admin/news/article/{article.pk}/change/"


def test_the_story_goes_from_the_reporter_to_the_editor_and_back_then_out(desk):
    reporter, editor = signed_in(desk["bat"]), signed_in(desk["editor"])
    response = reporter.post("/admin/news/article/add/", reporter_form(
        desk["politics"], desk["news_type"], review_note="Тоонуудыг шалгаарай.", _submit_for_review="1"))
    assert response.status_code == 302, response.content[:3000]
    story = Article.objects.get(title="Төсвийн хэлэлцүүлэг")
    assert (story.status, story.author) == (ArticleStatus.IN_REVIEW, desk["bat"])
    move = StoryMove.objects.get(article=story)
    assert (move.from_status, move.to_status, move.moved_by, move.note) == (
        "draft", "in_review", desk["bat"], "Тоонуудыг шалгаарай.")
    # The editor's queue on the newsroom's first page, and the list's filter.
    front = editor.get("/admin/").content.decode()
    assert 'id="review-queue"' in front and "?review=waiting" in front
    assert story.title in editor.get("/admin/news/article/?review=waiting").content.decode()
    # Sending back needs a note; with one, the reporter has it on the form.
    refused = editor.post(change_url(story), editor_form(story, _send_back="1"))
    assert refused.status_code == 200 and "review_note" in refused.context["adminform"].form.errors
    assert editor.post(change_url(story), editor_form(story, review_note="Эх сурвалжийг нэрлэ.", _send_back="1"))\
        .status_code == 302
    story.refresh_from_db()
    assert story.status == ArticleStatus.SENT_BACK
    page = reporter.get(change_url(story)).content.decode()
    assert "Эх сурвалжийг нэрлэ." in page and 'name="_publish"' not in page and 'name="_submit_for_review"' in page
    # The reporter fixes it and submits again; the editor publishes.
    fixed = reporter_form(desk["politics"], desk["news_type"], lead="Засварласан", _submit_for_review="1")
    assert reporter.post(change_url(story), fixed).status_code == 302
    story.refresh_from_db()
    assert (story.status, story.lead) == (ArticleStatus.IN_REVIEW, "Засварласан")
    assert editor.post(change_url(story), editor_form(story, lead="Засварласан", _publish="1")).status_code == 302
    story.refresh_from_db()
    assert story.status == ArticleStatus.PUBLISHED and story.publish_date <= timezone.now()
    assert [(m.from_status, m.to_status) for m in StoryMove.objects.filter(article=story).order_by("id")] == [
        ("draft", "in_review"), ("in_review", "sent_back"), ("sent_back", "in_review"), ("in_review", "published")]
    logged = LogEntry.objects.filter(object_id=str(story.pk)).values_list("change_message", flat=True)
    assert {"Submitted for review", "Sent back", "Published"} <= set(logged)
    assert signed_in(desk["saraa"]).get(change_url(story)).status_code == 404  # not hers
    assert Client().get(f"/api/news/read/{story.lid}").status_code == 200  # readers have it now


def test_a_future_time_schedules_it_and_the_audit_log_says_unpublished(desk):
    editor = signed_in(desk["editor"])
    story = factories.article(category=desk["politics"], status=ArticleStatus.IN_REVIEW, author=desk["bat"])
    later = timezone.localtime() + timezone.timedelta(days=1)
    data = editor_form(story, publish_date_0=f"{later:%Y-%m-%d}", publish_date_1=f"{later:%H:%M:%S}", _publish="1")
    assert editor.post(change_url(story), data).status_code == 302
    story.refresh_from_db()
    assert story.status == ArticleStatus.SCHEDULED
    editor.post("/admin/news/article/", {"action": "move_to_draft", "_selected_action": [story.pk]})
    story.refresh_from_db()
    assert story.status == ArticleStatus.DRAFT
    assert LogEntry.objects.filter(object_id=str(story.pk), change_message="Unpublished").exists()


@pytest.mark.parametrize("forged", [
    {"status": "published"},
    {"_publish": "1"},
    {"breaking_until_0": "2030-01-01", "breaking_until_1": "10:00:00"},
    {"publish_date_0": "2030-01-01", "publish_date_1": "10:00:00"},
    {"is_featured": "on"},
])
def test_a_reporters_forged_post_is_refused_and_nothing_saved(desk, forged):
    story = factories.article(category=desk["politics"], status=ArticleStatus.DRAFT, author=desk["bat"], title="Мину")
    reporter = signed_in(desk["bat"])
    data = reporter_form(desk["politics"], desk["news_type"], title="Өөрчилсөн") | forged
    assert reporter.post(change_url(story), data).status_code == 403
    assert reporter.post("/admin/news/article/add/", data).status_code == 403
    story.refresh_from_db()
    assert (story.title, story.status, story.breaking_until, story.is_featured) == ("Мину", "draft", None, False)
    assert not Article.objects.filter(title="Өөрчилсөн").exists() and not StoryMove.objects.exists()


def test_moves_a_user_may_not_make_are_refused(desk):
    reporter, editor = signed_in(desk["bat"]), signed_in(desk["editor"])
    in_review = factories.article(category=desk["politics"], status=ArticleStatus.IN_REVIEW, author=desk["bat"])
    # The reporter cannot change it once handed in, nor send it back, nor publish the list's way.
    form = reporter_form(desk["politics"], desk["news_type"])
    assert reporter.post(change_url(in_review), form | {"_send_back": "1", "review_note": "x"}).status_code == 403
    assert reporter.post(change_url(in_review), form).status_code == 403
    reporter.post("/admin/news/article/", {"action": "publish_now", "_selected_action": [in_review.pk]})
    # A draft cannot be sent back; a published story cannot be submitted.
    draft = factories.article(category=desk["politics"], status=ArticleStatus.DRAFT)
    assert editor.post(change_url(draft), editor_form(draft, review_note="x", _send_back="1")).status_code == 403
    published = factories.article(category=desk["politics"])
    assert editor.post(change_url(published), editor_form(published, _submit_for_review="1")).status_code == 403
    # Another section's story is not the politics editor's: as if it did not exist.
    sport = factories.article(category=desk["sport"], status=ArticleStatus.IN_REVIEW)
    assert editor.post(change_url(sport), editor_form(sport, _publish="1")).status_code == 404
    for story in (in_review, draft, published, sport):
        before = story.status
        story.refresh_from_db()
        assert story.status == before
    # The reporter's own published story is read-only to them.
    mine = factories.article(category=desk["politics"], author=desk["bat"])
    assert reporter.post(change_url(mine), form).status_code == 403


def test_a_reporter_sees_their_own_stories_only(desk):
    theirs = factories.article(category=desk["politics"], status=ArticleStatus.DRAFT, author=desk["saraa"],
                               title="Сараагийн ноорог")
    mine = factories.article(category=desk["politics"], status=ArticleStatus.DRAFT, author=desk["bat"],
                             title="Батын ноорог")
    reporter = signed_in(desk["bat"])
    listed = reporter.get("/admin/news/article/").content.decode()
    assert "Батын ноорог" in listed and "Сараагийн ноорог" not in listed
    for url in (change_url(theirs), f"/admin/news/article/{theirs.pk}/history/",
                f"/admin/news/article/{theirs.pk}/delete/", f"/admin/news/article/{theirs.pk}/preview/"):
        assert reporter.get(url).status_code == 404, url
    assert reporter.get(change_url(mine)).status_code == 200
    assert reporter.get(f"/admin/news/article/{mine.pk}/preview/").status_code == 200
    # No actions at all: what readers see is the editors' to decide.
    assert 'name="action"' not in listed


def test_a_section_editor_works_on_their_sections(desk):
    politics = factories.article(category=desk["politics"], status=ArticleStatus.DRAFT, title="Улс төрийн ноорог")
    sport = factories.article(category=desk["sport"], status=ArticleStatus.DRAFT, title="Спортын ноорог")
    editor = signed_in(desk["editor"])
    listed = editor.get("/admin/news/article/").content.decode()
    assert "Улс төрийн ноорог" in listed and "Спортын ноорог" not in listed
    editor.post("/admin/news/article/", {"action": "publish_now", "_selected_action": [politics.pk, sport.pk]})
    politics.refresh_from_db()
    sport.refresh_from_db()
    assert (politics.status, sport.status) == (ArticleStatus.PUBLISHED, ArticleStatus.DRAFT)
    assert StoryMove.objects.filter(article=politics, to_status="published", moved_by=desk["editor"]).exists()
    # A new story goes in their sections only; the chief editor sees and publishes everywhere.
    form = editor.get("/admin/news/article/add/").context["adminform"].form
    assert list(form.fields["category"].queryset) == [desk["politics"]]
    chief = signed_in(desk["chief"])
    assert chief.get(change_url(sport)).status_code == 200
    assert "Спортын ноорог" in chief.get("/admin/news/article/?review=").content.decode()


def test_live_updates_go_to_ones_own_or_ones_sections_stories(desk):
    theirs = factories.article(category=desk["sport"], is_live=True, author=desk["saraa"])
    mine = factories.article(category=desk["sport"], is_live=True, author=desk["bat"])
    reporter = signed_in(desk["bat"])
    post = {"published_at_0": "2024-01-01", "published_at_1": "10:00:00", "title": "Шинэ", "body_html": "",
            "image_caption": ""}
    refused = reporter.post("/admin/news/liveupdate/add/", post | {"article": theirs.pk})
    assert refused.status_code == 200 and "article" in refused.context["adminform"].form.errors
    assert reporter.post("/admin/news/liveupdate/add/", post | {"article": mine.pk}).status_code == 302
    assert list(LiveUpdate.objects.values_list("article", flat=True)) == [mine.pk]
    update = LiveUpdate.objects.create(article=theirs, title="Түүний")
    assert reporter.get(f"/admin/news/liveupdate/{update.pk}/change/").status_code in (302, 404)
    assert signed_in(desk["editor"]).get(f"/admin/news/liveupdate/{update.pk}/change/").status_code != 200


def test_comments_a_section_editor_moderates_are_their_sections(desk):
    politics = factories.article(category=desk["politics"])
    sport = factories.article(category=desk["sport"])
    for story, body in ((politics, "Улс төрийн сэтгэгдэл"), (sport, "Спортын сэтгэгдэл")):
        Comment.objects.create(target_type=TargetType.NEWS, target_id=story.pk, body=body, author_name="Бат",
                               language="mn", client_key="k")
    editor_list = signed_in(desk["editor"]).get("/admin/comments/comment/").content.decode()
    assert "Улс төрийн сэтгэгдэл" in editor_list and "Спортын сэтгэгдэл" not in editor_list
    moderator_list = signed_in(member(MODERATOR, "mod")).get("/admin/comments/comment/").content.decode()
    assert "Улс төрийн сэтгэгдэл" in moderator_list and "Спортын сэтгэгдэл" in moderator_list
    other = Comment.objects.get(body="Спортын сэтгэгдэл")
    signed_in(desk["editor"]).post("/admin/comments/comment/", {"action": "hide_comments",
                                                                "_selected_action": [other.pk]})
    other.refresh_from_db()
    assert other.status != CommentStatus.HIDDEN
