"""The client build's entry files, read from Vite's manifest (hashed names)."""
import json
from dataclasses import dataclass, field
from functools import lru_cache

from django.conf import settings

ENTRY = "src/entry-client.tsx"


@dataclass(frozen=True)
class EntryAssets:
    script: str = ""
    styles: list[str] = field(default_factory=list)
    preloads: list[str] = field(default_factory=list)


@lru_cache(maxsize=4)
def _read(mtime: float) -> EntryAssets:
    manifest = json.loads((settings.FRONTEND_DIST / "client" / ".vite" / "manifest.json").read_text())
    entry = manifest.get(ENTRY, {})
    prefix = settings.STATIC_URL
    imports = [manifest[name]["file"] for name in entry.get("imports", []) if name in manifest]
    return EntryAssets(
        script=prefix + entry.get("file", ""),
        styles=[prefix + css for css in entry.get("css", [])],
        preloads=[prefix + f for f in imports],
    )


def entry_assets() -> EntryAssets:
    path = settings.FRONTEND_DIST / "client" / ".vite" / "manifest.json"
    if not path.exists():
        return EntryAssets()
    return _read(path.stat().st_mtime)
