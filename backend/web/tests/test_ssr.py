"""The embedded V8 renderer: a pool of contexts the process owns, lent out per render, with a timeout.

Every context is made and closed on the pool's owner thread, never on a request's thread: on CPUs
with memory protection keys any other thread segfaults (web/ssr.py, docs/adr/012).
"""
import gc
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings
from py_mini_racer import JSOOMException

from web import ssr

PAYLOAD = {"lang": "en", "path": "/contact", "serverTime": "2026-01-01T00:00:00+08:00", "reads": [], "siteUrl": ""}


def _in_a_new_thread(work):
    out: dict[str, object] = {}

    def run():
        try:
            out["value"] = work()
        except BaseException as error:  # handed to the test's thread
            out["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(timeout=60)
    if "error" in out:
        raise out["error"]  # type: ignore[misc]
    return out["value"]


def _at_once(count: int, work) -> list:
    """`work(barrier)` in `count` new threads at once; their results, or the first error raised."""
    barrier = threading.Barrier(count)
    results: list = []
    errors: list[BaseException] = []

    def run():
        try:
            results.append(work(barrier))
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=run) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    if errors:
        raise errors[0]
    return results


def test_a_render_returns_the_html_and_what_the_screen_said_about_itself():
    rendered = _in_a_new_thread(lambda: ssr.render(json.dumps(PAYLOAD), "/contact"))
    assert rendered is not None
    assert rendered.status == 200
    assert rendered.html.startswith("<") and "site-footer" in rendered.html
    assert rendered.head["title"]
    assert rendered.unembedded  # the static page's text was not embedded here


@pytest.fixture
def pool_of_four():
    """The process's pool lending up to four contexts (the default is one, docs/adr/034); afterwards
    back to its size, the extra contexts closed."""
    pool = ssr.pool()
    size, pool.size = pool.size, max(pool.size, 4)
    yield pool
    pool.size = size
    pool.retire_idle()
    pool._owner.submit(lambda: None).result(timeout=60)  # the closes queued before it are done


def test_threads_render_at_once_each_in_its_own_context(pool_of_four):
    """Three request threads hold a context each at the same time; every context was made on the
    owner thread, none on a request's thread (which would segfault on a CPU with protection keys)."""
    pool = pool_of_four

    def work(barrier: threading.Barrier):
        with pool.checkout() as renderer:
            barrier.wait()  # all three hold one: three different contexts
            rendered = ssr.render(json.dumps(PAYLOAD), "/contact")  # and a fourth, lent meanwhile
            return renderer, renderer.eval("6 * 7", timeout_sec=5), rendered, threading.get_ident()

    results = _at_once(3, work)
    assert len({id(renderer) for renderer, *_ in results}) == 3
    assert [answer for _, answer, *_ in results] == [42, 42, 42]
    pages = [rendered for _, _, rendered, _ in results]
    assert all(page is not None for page in pages) and len({page.html for page in pages}) == 1
    request_threads = {ident for *_, ident in results}
    assert {renderer.created_on for renderer, *_ in results} == {pool.owner_ident}
    assert pool.owner_ident not in request_threads
    assert pool.count <= pool.size


def test_contexts_outlive_the_threads_that_used_them():
    """App servers end idle threads (granian) or make one per request (runserver): a context must not
    be closed, let alone on that thread, when its thread goes."""
    pool = ssr.pool()
    used = _in_a_new_thread(lambda: _checked_out_once(pool))
    gc.collect()
    assert used.closed_on is None
    with pool.checkout() as again:
        assert again is used  # the one given back last is lent first
        assert again.eval("1 + 1", timeout_sec=5) == 2


def _checked_out_once(pool: ssr.RendererPool) -> ssr._Renderer:
    with pool.checkout() as renderer:
        renderer.eval("0", timeout_sec=5)
        return renderer


def test_the_pool_is_bounded_and_a_render_waits_for_a_free_context():
    pool = ssr.pool()
    release = threading.Event()
    holding = threading.Barrier(pool.size + 1)

    def hold():
        with pool.checkout():
            holding.wait()
            release.wait(timeout=30)

    holders = [threading.Thread(target=hold) for _ in range(pool.size)]
    for thread in holders:
        thread.start()
    holding.wait()
    try:
        assert pool.count == pool.size
        with pytest.raises(ssr.PoolExhausted):
            with pool.checkout(wait=0.2):
                pass
        assert ssr.render(json.dumps({**PAYLOAD}), "/contact") is None  # logged; drawn in the browser
        waiting = threading.Thread(target=lambda: _checked_out_once(pool))
        waiting.start()
        release.set()  # one comes back: the waiting render gets it
        waiting.join(timeout=30)
        assert not waiting.is_alive()
    finally:
        release.set()
        for thread in holders:
            thread.join(timeout=30)
    assert pool.count <= pool.size


def test_a_closed_context_is_closed_on_the_owner_thread():
    pool = ssr.pool()
    with pool.checkout() as renderer:
        renderer.eval("0", timeout_sec=5)
    pool.retire_idle()
    for _ in range(100):  # closed in the background
        if renderer.closed_on is not None:
            break
        time.sleep(0.05)
    assert renderer.closed_on == pool.owner_ident
    assert renderer.loop.is_closed()


def test_no_thread_is_started_per_context():
    """mini-racer's default runs each context's calls on a loop thread of its own; every render then
    crosses threads twice under the GIL (docs/performance.md). The renderer uses the caller's thread."""
    ssr.pool()
    before = {t.ident for t in threading.enumerate()}
    _in_a_new_thread(lambda: _at_once(2, lambda barrier: ssr.render(json.dumps(PAYLOAD), "/contact")))
    started = [t.name for t in threading.enumerate() if t.ident not in before]
    assert not any("event_loop" in name for name in started), started


def test_a_runaway_render_is_cut_at_the_timeout_and_the_context_still_works():
    def work():
        with ssr.pool().checkout() as renderer:
            with pytest.raises(TimeoutError):
                renderer.eval("for (;;) {}", timeout_sec=0.2)
            answer = renderer.eval("6 * 7", timeout_sec=5)
        return answer, ssr.render(json.dumps(PAYLOAD), "/contact")

    answer, rendered = _in_a_new_thread(work)
    assert answer == 42
    assert rendered is not None and rendered.status == 200


def test_each_context_has_a_bounded_heap():
    """V8's default heap limit is a few GB on a big machine, and each context's heap kept growing
    under load; the limit is set for the process before its first context."""

    def work():
        with ssr.pool().checkout() as renderer:
            return renderer.racer.heap_stats()

    stats = _in_a_new_thread(work)
    assert stats["heap_size_limit"] <= 2 * settings.SSR_HEAP_MB * 1024 * 1024


def test_a_render_out_of_heap_fails_alone_and_the_next_gets_a_new_context():
    """At V8's own limit the whole process would abort; below it the render stops with an error."""

    def work():
        with ssr.pool().checkout() as renderer:
            with pytest.raises(JSOOMException):
                renderer.eval("const kept = []; for (;;) kept.push('x'.repeat(1000) + Math.random())", timeout_sec=30)
        with ssr.pool().checkout() as fresh:
            replaced = fresh is not renderer
        return replaced, ssr.render(json.dumps(PAYLOAD), "/contact")

    replaced, rendered = _in_a_new_thread(work)
    assert replaced
    assert rendered is not None and rendered.status == 200


def test_a_bundle_that_fails_to_load_leaves_no_context_behind(tmp_path, settings, monkeypatch):
    broken = tmp_path / "ssr.js"
    broken.write_text("throw new Error('broken bundle')", encoding="utf-8")
    settings.SSR_BUNDLE = broken
    closed: list[ssr._Renderer] = []
    original_close = ssr._Renderer.close

    def close(self):
        closed.append(self)
        original_close(self)

    monkeypatch.setattr(ssr._Renderer, "close", close)
    count = ssr.pool().count
    assert _in_a_new_thread(lambda: ssr.render(json.dumps(PAYLOAD), "/contact")) is None  # logged; drawn in the browser
    new = [renderer for renderer in closed if renderer.mtime == broken.stat().st_mtime]
    assert len(new) == 1 and new[0].loop.is_closed() and new[0].closed_on == ssr.pool().owner_ident
    assert ssr.pool().count <= count  # its place in the pool is free again


def test_a_process_that_rendered_exits_cleanly():
    """The pool closes its contexts on its owner thread as the interpreter exits; left to the exit
    itself, V8 was torn down from the main thread and every process that had rendered ended in a
    segfault on CPUs with memory protection keys (a test run or a worker could end green and crashed)."""
    script = (
        "import django; django.setup()\n"
        "from web import ssr\n"
        f"print(ssr.render({json.dumps(json.dumps(PAYLOAD))}, '/contact') is not None)\n"
    )
    backend = Path(__file__).resolve().parents[2]
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    done = subprocess.run([sys.executable, "-c", script], cwd=backend, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == "True"
