"""The embedded data's renditions maps travel packed and come back exactly as the API serves them."""
import json
import re

import pytest
from django.core.cache import cache

from news.tests import factories
from performance.packing import pack_renditions
from web.tests.embedded import embedded_text, read_of

pytestmark = pytest.mark.django_db


def unpack(json_text: str) -> dict:
    """What frontend/src/shared/api/payload.ts parsePayload does, in Python."""
    def hook(obj: dict) -> dict:
        packed = obj.get("renditions")
        if isinstance(packed, str):
            stem, _, widths = packed.partition("|")
            obj["renditions"] = {width: f"{stem}-{width}.webp" for width in widths.split(",")}
        return obj
    return json.loads(json_text, object_hook=hook)


def test_a_map_of_one_stem_is_packed_and_anything_else_is_left_as_it_is():
    one_stem = '{"renditions":{"160":"/media/renditions/ab/x1-160.webp","320":"/media/renditions/ab/x1-320.webp"}}'
    assert pack_renditions(one_stem) == '{"renditions":"/media/renditions/ab/x1|160,320"}'
    assert unpack(pack_renditions(one_stem)) == json.loads(one_stem)
    for other in (
        '{"renditions":{"160":"/a/x-160.webp","320":"/a/y-320.webp"}}',  # two pictures
        '{"renditions":{"160":"/a/x-320.webp"}}',  # a width that is not its name
        '{"renditions":{"160":"/a/x-160.jpg"}}',  # another format
        '{"renditions":{}}',
        '{"renditions":{"160":"/a/x|y-160.webp"}}',  # the separator inside the address
    ):
        assert pack_renditions(other) == other


def test_the_front_page_embeds_packed_maps_that_unpack_to_the_api_answer(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    cache.clear()
    for n in range(3):
        factories.article(title=f"Зурагтай мэдээ {n}", image=factories.png_upload(name=f"p{n}.png"))
    html = client.get("/").content.decode()
    text = embedded_text(html)
    assert '"renditions":"/media/renditions/' in text and '"renditions":{"160"' not in text
    embedded = read_of(unpack(text), "/api/cache/news/shinemedee", {"lead": 0, "size": 8})["data"]
    assert embedded == client.get("/api/news/shinemedee?lang=mn&lead=0&size=8").json()
    assert embedded["shinemedee_list"][0]["renditions"]["160"].endswith("-160.webp")
    # The server's render read the maps back too: the cards' pictures carry every width.
    assert re.search(r'srcset="/media/renditions/[^"]+-160\.webp 160w', html, re.I)
