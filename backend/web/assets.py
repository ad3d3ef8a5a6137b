"""The client build's files, read from Vite's manifest (hashed names): the entry, and the chunks
and stylesheets of the screens a page rendered, so they load with the page, not after it.

Stylesheets and fonts are linked for the first paint. The code is only named (`code_json`, read by
frontend/src/boot.ts), which fetches it once the first frame is painted: hydration can wait a frame,
the first paint should not share the connection with ~90 KB of code (bench/notes.md)."""
import hashlib
import json
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

ENTRY = "src/entry-client.tsx"
BOOT = "src/boot.ts"
# The UI strings of each language, a hashed static file (frontend/src/shared/i18n/catalogFiles.ts).
CATALOG_SOURCE = "src/shared/i18n/locales/{language}.json"
ROUTE_SOURCE = "src/app/routes/{name}.tsx"
# The fonts of each language's text, regular and bold, preloaded so the text has its face at the
# first paint (frontend/src/styles/fonts.css uses font-display: optional, so a late font never
# re-wraps text; a headline whose bold face came late stayed in the fallback). Mongolian's four
# letters beyond basic Cyrillic have a ~1 KB face of their own (frontend/subset-fonts.mjs).
PRELOADED_FONTS = {
    "mn": tuple(f"noto-sans-{subset}-{weight}-normal.woff2"
                for weight in (400, 700) for subset in ("latin", "cyrillic", "mongolian")),
    "en": ("noto-sans-latin-400-normal.woff2", "noto-sans-latin-700-normal.woff2"),
}


@dataclass(frozen=True)
class EntryAssets:
    script: str = ""
    styles: list[str] = field(default_factory=list)
    preloads: list[str] = field(default_factory=list)
    fonts: list[str] = field(default_factory=list)
    catalog: str = ""
    boot: str = ""

    @cached_property
    def code_json(self) -> str:
        """The entry, its chunks and the UI strings as boot.ts reads them (#portal-code)."""
        code = {"entry": self.script, "preloads": self.preloads, "catalog": self.catalog}
        return json.dumps(code, separators=(",", ":")).replace("<", "\\u003c")


def _manifest_path():
    return settings.FRONTEND_DIST / "client" / ".vite" / "manifest.json"


@lru_cache(maxsize=4)
def _manifest(mtime: float) -> dict:
    return json.loads(_manifest_path().read_text())


def _walk(manifest: dict, key: str, seen: set[str]) -> None:
    """`key` and every chunk it statically imports."""
    if key in seen or key not in manifest:
        return
    seen.add(key)
    for child in manifest[key].get("imports", []):
        _walk(manifest, child, seen)


def _assets(manifest: dict, chunks: tuple[str, ...], language: str) -> EntryAssets:
    prefix = settings.STATIC_URL
    entry_keys: set[str] = set()
    _walk(manifest, ENTRY, entry_keys)
    route_keys: set[str] = set()
    for name in chunks:
        _walk(manifest, ROUTE_SOURCE.format(name=name), route_keys)
    route_keys -= entry_keys
    ordered = sorted(entry_keys - {ENTRY}) + sorted(route_keys)
    styles = [css for key in [ENTRY, *ordered] for css in manifest[key].get("css", [])]
    wanted = PRELOADED_FONTS.get(language, PRELOADED_FONTS["mn"])
    catalog_key = CATALOG_SOURCE.format(language=language)
    fonts = [data["file"] for key, data in manifest.items() if key.endswith(wanted) and data["file"].endswith(".woff2")]
    return EntryAssets(
        script=prefix + manifest.get(ENTRY, {}).get("file", ""),
        boot=prefix + manifest[BOOT]["file"] if BOOT in manifest else "",
        styles=[prefix + css for css in dict.fromkeys(styles)],
        preloads=[prefix + manifest[key]["file"] for key in ordered],
        fonts=[prefix + f for f in fonts],
        catalog=prefix + manifest[catalog_key]["file"] if catalog_key in manifest else "",
    )


@lru_cache(maxsize=256)
def _cached_assets(mtime: float, chunks: tuple[str, ...], language: str) -> EntryAssets:
    return _assets(_manifest(mtime), chunks, language)


def entry_assets(chunks: list[str] | tuple[str, ...] = (), language: str = "mn") -> EntryAssets:
    """The entry script, the preloads and stylesheets of the entry and of the rendered screens."""
    path = _manifest_path()
    if not path.exists():
        return EntryAssets()
    return _cached_assets(path.stat().st_mtime, tuple(sorted(chunks)), language)


def catalog_file(language: str) -> Path:
    """The built copy of a language's UI strings (hashed, under the client build's assets)."""
    path = _manifest_path()
    if not path.exists():
        raise ImproperlyConfigured("The frontend is not built: run `make build` (it writes the UI strings too).")
    entry = _manifest(path.stat().st_mtime).get(CATALOG_SOURCE.format(language=language))
    if entry is None:
        raise ImproperlyConfigured(f"The client build has no UI strings for {language!r}: run `make build`.")
    return settings.FRONTEND_DIST / "client" / entry["file"]


@lru_cache(maxsize=4)
def _build_id(mtime: float) -> str:
    return hashlib.sha1(_manifest_path().read_bytes()).hexdigest()[:12]


def build_id() -> str:
    """Changes with every client build. A cached page names the build's hashed files, so its cache
    key carries this: after a deploy no reader is sent a page whose stylesheets and code are gone."""
    path = _manifest_path()
    return _build_id(path.stat().st_mtime) if path.exists() else "none"
