"""Wire shapes of ads: the slots a page asked for, each with the creative chosen for it."""
from typing import Annotated

from django.urls import reverse

from common.params import Matching, WireIn
from common.schema import WireSchema

from .logic import MAX_IMPRESSION_IDS, TOO_MANY_CREATIVES, Placement, id_list_pattern, safe_link


class ImpressionIn(WireIn):
    # The creatives shown, a comma list (the field may also be repeated).
    ids: Annotated[str, Matching(id_list_pattern(MAX_IMPRESSION_IDS), TOO_MANY_CREATIVES)] = ""


class CreativeOut(WireSchema):
    """The banner to show: an image (rendition at least the slot width) or sanitised HTML."""

    id: int
    kind: str
    image_url: str
    html: str
    alt_text: str
    link_url: str
    click_url: str


class SlotOut(WireSchema):
    """A filled slot: its size (to reserve the space) and its creative."""

    html_id: str
    width: int
    height: int
    creative: CreativeOut

    @staticmethod
    def resolve_html_id(obj: Placement) -> str:
        return obj.slot.html_id

    @staticmethod
    def resolve_width(obj: Placement) -> int:
        return obj.slot.width

    @staticmethod
    def resolve_height(obj: Placement) -> int:
        return obj.slot.height

    @staticmethod
    def resolve_creative(obj: Placement) -> dict:
        creative = obj.creative
        link = safe_link(creative.link_url) or ""
        return {
            "id": creative.id,
            "kind": creative.kind,
            "image_url": creative.image_url,
            "html": creative.html,
            "alt_text": creative.alt_text,
            "link_url": link,
            # Counted, then redirected to link_url; empty when there is nowhere to go.
            "click_url": reverse("api:ads-click", kwargs={"creative_id": creative.id}) if link else "",
        }


class AdsOut(WireSchema):
    """Only slots that are active, shown on this page kind and have a running creative appear."""

    slots: list[SlotOut]


class ImpressionOut(WireSchema):
    status: str
    counted: int


class AdConfigOut(WireSchema):
    """The optional third-party ad SDK: load it only when enabled."""

    sdk_enabled: bool
    sdk_url: str


class ClickOut(WireSchema):
    status: str
    counted: bool
