"""The page's embedded data, made smaller on the way in: each image's renditions map.

An API item names its picture in every width: {"160": "/media/renditions/ab/x-160.webp", "320":
"…-320.webp", …}, about 330 bytes an item and a sixth of the front page's HTML. In the page it
travels as "/media/renditions/ab/x|160,320,…" and the app's payload reader
(frontend/src/shared/api/payload.ts) writes the map back before anything reads it, so screens,
the query store and the API keep the one contracted shape. A map of any other form stays as it is.
"""
import re

# A renditions map as orjson writes it (no spaces), and one "width": "stem-width.webp" entry of it.
_MAP = re.compile(r'"renditions":\{("\d+":"[^"\\]*"(?:,"\d+":"[^"\\]*")*)\}')
_ENTRY = re.compile(r'"(\d+)":"([^"\\]*)-(\d+)\.webp"')


def pack_renditions(json_text: str) -> str:
    return _MAP.sub(_packed, json_text)


def _packed(match: re.Match[str]) -> str:
    entries = _ENTRY.findall(match.group(1))
    if not entries:
        return match.group(0)
    stem = entries[0][1]
    widths = [width for width, _, _ in entries]
    # Only what the app will write back to the very same text is packed.
    rebuilt = ",".join(f'"{width}":"{stem}-{width}.webp"' for width in widths)
    if rebuilt != match.group(1) or "|" in stem:
        return match.group(0)
    return f'"renditions":"{stem}|{",".join(widths)}"'
