"""Which ad slots are filled right now, embedded in every page so slots reserve space only when a banner will come.

The creative itself is chosen per reader by `/api/ads` after the page has loaded (it must not
be shared through the page cache); whether a slot has any running creative is the same for every
reader, so it can travel inside the cached page. See docs/adr/003-ad-slots-without-layout-shift.md.
"""
import logging

from django.utils import timezone

from ads import logic as ads_logic

logger = logging.getLogger("portal.web")


def filled_slots(language: str) -> dict[str, dict[str, object]]:
    """Active slots with at least one creative running in this edition: {html_id: {width, height, pages}}.

    Never breaks a page: when the ad tables cannot be read, no slot is reserved (and none shown).
    """
    now = timezone.now()
    try:
        slots = ads_logic.current_slots(now)
    except Exception:
        logger.warning("ad slots could not be read; the page shows no ads", exc_info=True)
        return {}
    return {
        html_id: {"width": slot.width, "height": slot.height, "pages": list(slot.pages)}
        for html_id, slot in sorted(slots.items())
        if ads_logic.running(ads_logic.in_edition(slot.creatives, language), now)
    }
