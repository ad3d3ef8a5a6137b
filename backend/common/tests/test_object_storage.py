"""Media on an S3-compatible store, for real: moto's server on a free port, the storage production builds
from its AWS_* variables (config/settings/media.py), and the upload → renditions → reader's URL →
delete path of the newsroom's pictures (common/models.py, common/images.py)."""
import io
import json
import urllib.request
from collections.abc import Iterator

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import override_settings
from PIL import Image

from common.middleware import media_origin
from config.settings.media import OBJECT_CACHE_CONTROL, object_storage
from news.models import Photo
from news.tests import factories
from resilience.object_store import ObjectStore

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(bool(ObjectStore.missing()), reason=str(ObjectStore.missing())),
]
BUCKET = "portal-media-test"


@pytest.fixture(scope="module")
def store() -> Iterator[ObjectStore]:
    server = ObjectStore()
    server.start()
    server.create_bucket(BUCKET)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def on_the_store(store: ObjectStore, settings) -> Iterator[ObjectStore]:
    """Django's default storage is the bucket, exactly as prod.py configures it from the environment."""
    entry, media_url = object_storage(store.environment(BUCKET))
    with override_settings(STORAGES={**settings.STORAGES, "default": entry}, MEDIA_URL=media_url):
        yield store


def jpeg(width: int, height: int) -> SimpleUploadedFile:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 40)).save(buffer, "JPEG")
    return SimpleUploadedFile("зураг.jpg", buffer.getvalue(), content_type="image/jpeg")


def fetched(url: str) -> tuple[bytes, dict[str, str]]:
    """What a reader's browser gets from the URL: no keys, no signature."""
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.read(), {name.lower(): value for name, value in answer.headers.items()}


def test_an_upload_its_renditions_and_their_public_urls_live_in_the_bucket(on_the_store, client):
    photo = Photo.objects.create(image=jpeg(700, 350), caption="Талбай")  # jobs run inline in tests
    photo.refresh_from_db()
    keys = on_the_store.keys(BUCKET)
    assert photo.image.name in keys
    renditions = sorted(k for k in keys if k.startswith("renditions/"))
    assert len(renditions) == 5  # 160, 320, 480, 640 and the original's 700
    assert sorted(photo.renditions, key=int) == ["160", "320", "480", "640", "700"]
    assert (photo.image_width, photo.image_height) == (700, 350)

    for width, url in photo.renditions.items():
        assert url.startswith(f"{on_the_store.endpoint}/{BUCKET}/renditions/"), url
        body, headers = fetched(url)
        with Image.open(io.BytesIO(body)) as picture:
            assert picture.format == "WEBP" and picture.size == (int(width), int(width) // 2)
        assert headers["content-type"] == "image/webp"
        assert headers["cache-control"] == OBJECT_CACHE_CONTROL
    assert fetched(photo.image.url)[0] == on_the_store.client().get_object(
        Bucket=BUCKET, Key=photo.image.name)["Body"].read()


def test_readers_get_the_stores_urls_in_the_api_and_the_page_may_load_them(on_the_store, client):
    article = factories.article(image=jpeg(480, 240), title="Зурагтай мэдээ")
    answer = client.get(f"/api/news/read/{article.lid}")
    assert answer.status_code == 200
    data = json.loads(answer.content)
    entity = data.get("entity", data)
    assert entity["renditions"] and all(u.startswith(f"{on_the_store.endpoint}/{BUCKET}/")
                                        for u in entity["renditions"].values())
    assert fetched(entity["renditions"]["320"])[0][:4] == b"RIFF"
    assert media_origin() == on_the_store.endpoint
    assert f"img-src 'self' data: blob: {on_the_store.endpoint}" in answer["Content-Security-Policy"]


def test_deleting_a_picture_removes_its_objects_unless_another_row_shows_them(on_the_store):
    photo = Photo.objects.create(image=jpeg(400, 300))
    name = photo.image.name
    twin = Photo.objects.create(image=name, caption="the same stored file")  # as the demo shares pictures
    twin.refresh_from_db()
    mine = {name} | {url.split(f"/{BUCKET}/", 1)[1] for url in twin.renditions.values()}
    assert len(mine) == 4 and mine <= set(on_the_store.keys(BUCKET))  # 160, 320, 400 and the original

    photo.delete()
    assert mine <= set(on_the_store.keys(BUCKET)), "the twin still shows the picture"
    twin.delete()
    assert not mine & set(on_the_store.keys(BUCKET))
    assert not default_storage.exists(name)
