"""Server-side rendering of the React app inside an embedded V8 (mini-racer).

V8 contexts belong to a bounded pool the process owns (`RendererPool`), not to request threads:
a render checks one out, evaluates, and gives it back. Any failure returns None and is logged:
the caller then serves the shell and the browser renders the page itself, so a page never breaks
because of SSR.

Why one thread owns V8 (docs/adr/012-v8-owned-by-one-thread.md): on CPUs with memory protection
keys (`pku` in /proc/cpuinfo) V8 write-protects its code pages with a key that the thread which
sets V8 up allocates. A thread's rights to a key are copied from its parent when it is created,
so a thread that is not a descendant of that thread, made after the key (an app server's request
threads are made before), has none. mini-racer creates a context's isolate on the calling thread,
starts the context's message-pump thread from it and disposes of the isolate on whichever thread
frees it; done from a request thread, each of these segfaults there. So V8 is set up, and every
context created and closed, on one long-lived owner thread: the pump threads are its children and
inherit its rights. Request threads only post work to a pump thread and wait for the answer,
which touches no V8 memory.
"""
import asyncio
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import orjson
from django.conf import settings
from py_mini_racer import DEFAULT_V8_FLAGS, JSOOMException, init_mini_racer, mini_racer

from observability import metrics

from . import catalogs
from .render_process import ProcessRenderer, RendererCrashed

logger = logging.getLogger("portal.ssr")

RENDER_TIMEOUT_MS = 2000
# A context whose heap reaches this much below V8's own limit stops with JSOOMException and is
# replaced; at V8's limit V8 would abort the whole process instead.
HEAP_MARGIN_MB = 16
# How long a render waits for a context when all of them are rendering, before the page is drawn
# in the browser instead.
CHECKOUT_WAIT_SECONDS = 2.0
CREATE_TIMEOUT_SECONDS = 60.0


@dataclass
class Rendered:
    html: str
    head: dict[str, str]
    status: int
    chunks: list[str]
    # API reads the screen made that the page did not embed (each a request after hydration).
    unembedded: list[str]


class PoolExhausted(Exception):
    """No context came free within the wait: the page is drawn in the browser."""


class _Renderer:
    """One V8 context loaded with the server bundle, created and closed on the pool's owner thread.

    mini-racer runs each context's calls through an asyncio loop. Left to itself it starts a loop
    thread per context, and every call then crosses from the request's thread to the loop's thread
    and back, each crossing waiting for the GIL behind the other requests' threads: under load that
    cost more CPU than the render itself (bench/notes.md). Here each context has a loop that the
    thread holding the context runs only while a call is in flight, so a render crosses only from
    V8's pump thread back to the caller. The timeout still holds: the loop cancels the eval.
    """

    def __init__(self, bundle: Path, mtime: float) -> None:
        self.mtime = mtime
        self.created_on = threading.get_ident()
        self.closed_on: int | None = None
        self.loop = asyncio.new_event_loop()
        self.spent = False  # set when the heap limit was reached: the pool closes it

        # Kept: the context lives as long as its manager is not closed (or collected).
        self.manager = mini_racer(self.loop)

        async def start():
            # Entered on the loop: the context then takes it as its own and starts no thread.
            return self.manager.__enter__()

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

        self.closed_on = threading.get_ident()
        self.loop.run_until_complete(stop())
        self.loop.close()


def v8_flags() -> tuple[str, ...]:
    """The heap bounds of every context. V8 sizes the young generation apart from the old one (3 x 32 MB
    here, whatever the old space's limit), and each render's garbage filled it: ~30 MB more resident a
    context. SSR_SEMI_SPACE_MB holds it to three semi-spaces of that size (0: V8's own)."""
    semi_space = (f"--max-semi-space-size={settings.SSR_SEMI_SPACE_MB}",) if settings.SSR_SEMI_SPACE_MB else ()
    return (*DEFAULT_V8_FLAGS, f"--max-old-space-size={settings.SSR_HEAP_MB}", *semi_space)


def _set_up_v8() -> int:
    """Process-wide and once, on the owner thread: V8's flags, and its memory protection key."""
    init_mini_racer(flags=v8_flags(), ignore_duplicate_init=True)
    return threading.get_ident()


class RendererPool:
    """Up to `size` contexts, lent out one render at a time; the last one given back is lent first,
    so a quiet process keeps reusing one context (and the layout it keeps drawn)."""

    def __init__(self, size: int, isolation: str = "thread") -> None:
        self.size = size
        # "process": each context in a child process that may crash alone (web/render_process.py).
        self._make: Callable[[Path, float], _Renderer | ProcessRenderer] = (
            ProcessRenderer if isolation == "process" else _Renderer
        )
        self._owner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="v8-owner")
        # V8 runs in this process only with in-process contexts; its owner is this pool's thread.
        setup = _set_up_v8 if isolation == "thread" else threading.get_ident
        self.owner_ident: int = self._owner.submit(setup).result(timeout=CREATE_TIMEOUT_SECONDS)
        self._idle: list[_Renderer | ProcessRenderer] = []
        self._count = 0  # contexts alive or being made, lent out or idle
        self._pid = os.getpid()
        self._changed = threading.Condition()

    @property
    def count(self) -> int:
        return self._count

    @contextmanager
    def checkout(self, wait: float = CHECKOUT_WAIT_SECONDS) -> Iterator["_Renderer | ProcessRenderer"]:
        started = time.perf_counter()
        try:
            renderer = self._take(wait)
        finally:
            metrics.render_pool_wait.observe(time.perf_counter() - started)
        try:
            yield renderer
        finally:
            self._give_back(renderer)

    def retire_idle(self) -> None:
        """Close every idle context; the next renders load fresh ones (a rebuilt bundle, tests)."""
        with self._changed:
            idle, self._idle = self._idle, []
        for renderer in idle:
            self._retire(renderer)

    def close(self) -> None:
        """Close the idle contexts on the owner thread, then stop it. Left to the interpreter's exit,
        V8 is torn down from the main thread, which faults on CPUs with memory protection keys (a
        segfault at every exit: of a test run, of an app server's worker). Only in the process that
        made the pool: a forked child holds a copy, not the contexts."""
        if os.getpid() != self._pid:
            return
        with self._changed:
            idle, self._idle = self._idle, []
        for renderer in idle:
            try:
                self._owner.submit(renderer.close).result(timeout=CREATE_TIMEOUT_SECONDS)
            except Exception:
                logger.exception("closing a V8 context at exit failed")
        self._owner.shutdown(wait=True)

    def _take(self, wait: float) -> "_Renderer | ProcessRenderer":
        bundle: Path = settings.SSR_BUNDLE
        mtime = bundle.stat().st_mtime
        with self._changed:
            stale = [renderer for renderer in self._idle if renderer.mtime != mtime]
            self._idle = [renderer for renderer in self._idle if renderer.mtime == mtime]
        for renderer in stale:
            self._retire(renderer)  # a rebuilt bundle (development)
        with self._changed:
            if not self._idle and self._count >= self.size:
                self._changed.wait_for(lambda: self._idle or self._count < self.size, timeout=wait)
            if self._idle:
                return self._idle.pop()
            if self._count >= self.size:
                raise PoolExhausted(f"all {self.size} contexts busy for {wait} s")
            self._count += 1
        try:
            return self._owner.submit(self._make, bundle, mtime).result(timeout=CREATE_TIMEOUT_SECONDS)
        except BaseException:
            with self._changed:
                self._count -= 1
                self._changed.notify()
            raise

    def _give_back(self, renderer: "_Renderer | ProcessRenderer") -> None:
        if renderer.spent or renderer.mtime != settings.SSR_BUNDLE.stat().st_mtime:
            self._retire(renderer)
            return
        with self._changed:
            self._idle.append(renderer)
            self._changed.notify()

    def _retire(self, renderer: "_Renderer | ProcessRenderer") -> None:
        """Close `renderer` on the owner thread, in the background; its place frees when it is gone."""
        closing: Future = self._owner.submit(renderer.close)

        def gone(done: Future) -> None:
            if done.exception() is not None:
                logger.error("closing a V8 context failed", exc_info=done.exception())
            with self._changed:
                self._count -= 1
                self._changed.notify()

        closing.add_done_callback(gone)


_pool: RendererPool | None = None
_pool_pid = 0
_pool_lock = threading.Lock()


def pool() -> RendererPool:
    """This process's pool, made on first use (so after an app server's fork, never before it)."""
    global _pool, _pool_pid
    with _pool_lock:
        if _pool is None or _pool_pid != os.getpid():
            _pool, _pool_pid = RendererPool(settings.SSR_POOL_SIZE, settings.SSR_ISOLATION), os.getpid()
            # Threading's exit hooks run newest first, so this runs while the owner thread still
            # takes work (concurrent.futures stops its threads in an older hook); atexit would be late.
            threading._register_atexit(_pool.close)  # type: ignore[attr-defined]
        return _pool


def render(payload_json: str, path: str, keep_layout: bool = False) -> Rendered | None:
    """Render the page whose payload (JSON text) is given; None when rendering is unavailable or fails.

    With `keep_layout` (the page has the site's layout; its reads are the payload's `layout` ones)
    the context reuses the layout it drew for an earlier page of the same language when those reads,
    the ad slots and the server's time (to the second) are the same, and draws only the page's own
    parts (frontend/src/app/layout/shell.ts): about half of a render. The HTML is the same either way.

    The caller encodes the payload once and embeds the same text in the page. It reaches V8 as a
    string literal (JSON is valid JavaScript) and the result comes back as one string, the render's
    meta as JSON on its first line and the HTML after it: `call()` would encode the argument and
    the result once more each.
    """
    started = time.perf_counter()
    outcome = "error"
    try:
        code = f"renderPage({orjson.dumps(payload_json).decode()}, {'true' if keep_layout else 'false'})"
        with pool().checkout() as renderer:
            answer = renderer.eval(code, timeout_sec=RENDER_TIMEOUT_MS / 1000)
        meta_json, _, html = answer.partition("\n")
        meta = orjson.loads(meta_json)
        outcome = "ok"
        return Rendered(
            html=html,
            head=meta["head"],
            status=int(meta["status"]),
            chunks=meta.get("chunks", []),
            unembedded=meta.get("unembedded", []),
        )
    except Exception as error:
        outcome = _outcome(error)
        logger.exception("server rendering failed for %s; serving the client-rendered shell", path)
        return None
    finally:
        metrics.renders.labels(outcome).inc()
        metrics.render_seconds.observe(time.perf_counter() - started)


def _outcome(error: Exception) -> str:
    """The portal_ssr_renders_total outcome of a render that failed."""
    if isinstance(error, PoolExhausted):
        return "busy"
    if isinstance(error, TimeoutError):
        return "timeout"
    if isinstance(error, RendererCrashed):
        return "crashed"
    if isinstance(error, JSOOMException | MemoryError):
        return "out_of_heap"
    return "error"
