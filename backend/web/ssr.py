"""Server-side rendering of the React app inside an embedded V8 (mini-racer).

One V8 context per thread (contexts are not thread-safe), loaded once with the server
bundle. Any failure returns None and is logged: the caller then serves the shell and the
browser renders the page itself, so a page never breaks because of SSR.
"""
import asyncio
import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

import orjson
from django.conf import settings
from py_mini_racer import DEFAULT_V8_FLAGS, JSOOMException, init_mini_racer, mini_racer

from . import catalogs

logger = logging.getLogger("portal.ssr")

RENDER_TIMEOUT_MS = 2000
# A context whose heap reaches this much below V8's own limit stops with JSOOMException and is
# replaced; at V8's limit V8 would abort the whole process instead.
HEAP_MARGIN_MB = 16
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


class _Renderer:
    """One thread's V8 context, driven from that thread's own asyncio loop.

    mini-racer runs each context's calls through an asyncio loop. Left to itself it starts a
    thread per context for that loop, and every call then crosses from the request's thread to
    the loop's thread and back, each crossing waiting for the GIL behind the other requests'
    threads: under load that cost more CPU than the render itself (bench/notes.md). Here the
    loop is the calling thread's own, run only while a call is in flight, so a render crosses
    only from V8's thread back to ours. The timeout still holds: the loop cancels the eval.
    """

    def __init__(self, bundle: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.spent = False  # set when the heap limit was reached: the next render gets a new context

        # Kept: the context lives as long as its manager is not closed (or collected).
        self.manager = mini_racer(self.loop)

        async def start():
            # Entered on the loop: the context then takes it as its own and starts no thread.
            return self.manager.__enter__()

        with _create_lock:
            # Process-wide and once: the first context of the process sets V8 up with these flags.
            heap_flag = f"--max-old-space-size={settings.SSR_HEAP_MB}"
            init_mini_racer(flags=(*DEFAULT_V8_FLAGS, heap_flag), ignore_duplicate_init=True)
            self.racer = self.loop.run_until_complete(start())
        try:
            self.racer.set_hard_memory_limit((settings.SSR_HEAP_MB - HEAP_MARGIN_MB) * 1024 * 1024)
            self.eval(bundle.read_text(encoding="utf-8"), timeout_sec=30)
            # The UI strings once per context; each page's payload then carries only its data.
            catalogs_json = json.dumps({code: catalogs.catalog(code) for code in ("mn", "en")})
            self.eval(f"setCatalogs({orjson.dumps(catalogs_json).decode()})", timeout_sec=30)
        except BaseException:
            self.close()  # a broken bundle: no context or loop left behind for each failed try
            raise

    def eval(self, code: str, timeout_sec: float):
        """Run `code` and return its value; TimeoutError (the run is cancelled) past `timeout_sec`,
        JSOOMException past the heap limit (and this context is not used again)."""
        try:
            return self.loop.run_until_complete(asyncio.wait_for(self.racer.eval_cancelable(code), timeout_sec))
        except JSOOMException:
            self.spent = True
            raise

    def close(self) -> None:
        async def stop():
            self.manager.__exit__(None, None, None)

        self.loop.run_until_complete(stop())
        self.loop.close()


def _renderer() -> _Renderer:
    bundle: Path = settings.SSR_BUNDLE
    mtime = bundle.stat().st_mtime
    current: _Renderer | None = getattr(_local, "renderer", None)
    if current is None or current.spent or _local.mtime != mtime:
        _local.renderer = None
        if current is not None:
            current.close()  # a rebuilt bundle (development) or a context out of heap: its memory goes
        _local.renderer, _local.mtime = _Renderer(bundle), mtime
    return _local.renderer


def render(payload_json: str, path: str, layout_reads: list[str] | None = None) -> Rendered | None:
    """Render the page whose payload (JSON text) is given; None when rendering is unavailable or fails.

    With `layout_reads` (the URLs of the layout's embedded reads) the context reuses the layout it
    drew for an earlier page of the same language when those reads, the ad slots and the server's
    time (to the second) are the same, and draws only the page's own parts
    (frontend/src/app/layout/shell.ts): about half of a render. The HTML is the same either way.

    The caller encodes the payload once and embeds the same text in the page. It reaches V8 as a
    string literal (JSON is valid JavaScript) and the result comes back as one string, the render's
    meta as JSON on its first line and the HTML after it: `call()` would encode the argument and
    the result once more each.
    """
    try:
        code = f"renderPage({orjson.dumps(payload_json).decode()}, {orjson.dumps(layout_reads).decode()})"
        meta_json, _, html = _renderer().eval(code, timeout_sec=RENDER_TIMEOUT_MS / 1000).partition("\n")
        meta = orjson.loads(meta_json)
        return Rendered(
            html=html,
            head=meta["head"],
            status=int(meta["status"]),
            chunks=meta.get("chunks", []),
            unembedded=meta.get("unembedded", []),
        )
    except Exception:
        logger.exception("server rendering failed for %s; serving the client-rendered shell", path)
        return None
