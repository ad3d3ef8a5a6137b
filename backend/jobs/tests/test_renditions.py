"""An upload's renditions are made by a job after the save, never in the newsroom's request."""
import logging

import pytest

import common.models
from common.models import make_image_renditions
from news.models import Article, Photo
from news.tests import factories

pytestmark = pytest.mark.django_db


@pytest.fixture
def pushed(settings, monkeypatch):
    """Queue mode, with the queue replaced by a list: what the save asked to run."""
    settings.JOBS_INLINE = False
    calls: list[tuple] = []
    monkeypatch.setattr("jobs.queue._push", lambda func, args, kwargs: calls.append((func, args, kwargs)))
    return calls


@pytest.fixture
def rendered(monkeypatch):
    """Each call of make_renditions, counted."""
    calls: list[str] = []
    real = common.models.make_renditions

    def counting(field_file, widths=None):
        calls.append(field_file.name)
        return real(field_file, widths)

    monkeypatch.setattr(common.models, "make_renditions", counting)
    return calls


def test_the_newsroom_save_queues_the_renditions_and_shows_the_original_until_then(
        editor_client, settings, tmp_path, pushed, rendered, django_capture_on_commit_callbacks):
    settings.MEDIA_ROOT = tmp_path
    with django_capture_on_commit_callbacks(execute=True):
        response = editor_client.post("/admin/news/photo/add/", {"image": factories.png_upload(2000, 1000),
                                                                 "caption": "Талбай"})
    assert response.status_code == 302
    photo = Photo.objects.get(caption="Талбай")
    assert rendered == [], "the editor's request made no rendition"
    assert pushed == [(make_image_renditions, ("news.Photo", photo.pk, photo.image.name), {})]
    # Until the job has run, every width is the original file, at its own size.
    assert photo.renditions == {"2000": photo.image.url}
    assert (photo.image_width, photo.image_height) == (2000, 1000)
    assert photo.body_url == photo.image.url

    func, args, kwargs = pushed[0]
    func(*args, **kwargs)  # what the worker does
    photo.refresh_from_db()
    assert rendered == [photo.image.name]
    assert photo.body_url.endswith("-960.webp") and (tmp_path / photo.body_url.removeprefix("/media/")).exists()
    assert all(url.endswith(".webp") for url in photo.renditions.values())
    assert (photo.image_width, photo.image_height) == (2000, 1000)


def test_readers_get_the_original_picture_while_the_job_is_pending(client, settings, tmp_path, pushed, rendered):
    settings.MEDIA_ROOT = tmp_path
    article = factories.article(image=factories.png_upload(800, 450, name="lead.png"))
    assert rendered == []
    item = next(i for i in client.get("/api/news/shinemedee").json()["shinemedee_list"] if i["id"] == article.pk)
    assert item["welcome_pic_nodomain"] == article.image.url
    assert item["renditions"] == {"800": article.image.url}


def test_a_job_for_a_replaced_or_deleted_image_does_nothing(settings, tmp_path, pushed, rendered):
    settings.MEDIA_ROOT = tmp_path
    photo = Photo.objects.create(image=factories.png_upload(name="first.png"))
    first = photo.image.name
    photo.image = factories.png_upload(name="second.png")
    photo.save()
    make_image_renditions("news.Photo", photo.pk, first)
    assert rendered == [], "the first upload's job finds another file and leaves it to that file's job"
    make_image_renditions("news.Photo", photo.pk + 1000, first)
    assert rendered == []
    make_image_renditions("news.Photo", photo.pk, photo.image.name)
    assert rendered == [photo.image.name]


def test_inline_the_renditions_are_made_within_the_save(settings, tmp_path, rendered):
    settings.MEDIA_ROOT = tmp_path
    assert settings.JOBS_INLINE, "the test profile runs jobs inline"
    photo = Photo.objects.create(image=factories.png_upload(1200, 675))
    assert rendered == [photo.image.name]
    assert photo.body_url.endswith("-960.webp")
    assert Photo.objects.get(pk=photo.pk).renditions == photo.renditions


def test_inline_a_failed_rendition_keeps_the_save_and_the_original(settings, tmp_path, monkeypatch, caplog):
    settings.MEDIA_ROOT = tmp_path

    def broken(field_file, widths=None):
        raise OSError("disk full")

    monkeypatch.setattr(common.models, "make_renditions", broken)
    with caplog.at_level(logging.ERROR, logger="jobs"):
        article = factories.article(image=factories.png_upload(640, 360, name="lead.png"))
    assert Article.objects.filter(pk=article.pk).exists()
    assert article.renditions == {"640": article.image.url}
    assert "common.models.make_image_renditions failed" in caplog.text
