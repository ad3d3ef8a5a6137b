"""Server-side rendering of the React app inside an embedded V8 (mini-racer).

One V8 context per thread (contexts are not thread-safe), loaded once with the server
bundle. Any failure returns None and is logged: the caller then serves the shell and the
browser renders the page itself, so a page never breaks because of SSR.
"""
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

import orjson
from django.conf import settings

from . import catalogs

logger = logging.getLogger("portal.ssr")

RENDER_TIMEOUT_MS = 2000
_local = threading.local()
# V8 sets up its process-wide platform on the first context; two threads doing that at once abort
# the process (seen once in CI: "Check failed: !IsConfigurablePoolInitialized()").
_create_lock = threading.Lock()


@dataclass
class Rendered:
    html: str
    head: dict[str, str]
    status: int
    chunks: list[str]
    # API reads the screen made that the page did not embed (each a request after hydration).
    unembedded: list[str]


def _context():
    bundle: Path = settings.SSR_BUNDLE
    mtime = bundle.stat().st_mtime
    if getattr(_local, "mtime", None) != mtime:
        from py_mini_racer import MiniRacer

        with _create_lock:
            context = MiniRacer()
        context.eval(bundle.read_text(encoding="utf-8"))
        # The UI strings once per context; each page's payload then carries only its data.
        context.call("setCatalogs", json.dumps({code: catalogs.catalog(code) for code in ("mn", "en")}))
        _local.context, _local.mtime = context, mtime
    return _local.context


def render(payload_json: str, path: str) -> Rendered | None:
    """Render the page whose payload (JSON text) is given; None when rendering is unavailable or fails.

    The caller encodes the payload once and embeds the same text in the page. It reaches V8 as a
    string literal (JSON is valid JavaScript) and the result comes back as one string: `call()`
    would encode the argument and the result once more each.
    """
    try:
        code = f"renderPage({orjson.dumps(payload_json).decode()})"
        result = orjson.loads(_context().eval(code, timeout_sec=RENDER_TIMEOUT_MS / 1000))
        return Rendered(
            html=result["html"],
            head=result["head"],
            status=int(result["status"]),
            chunks=result.get("chunks", []),
            unembedded=result.get("unembedded", []),
        )
    except Exception:
        logger.exception("server rendering failed for %s; serving the client-rendered shell", path)
        return None
