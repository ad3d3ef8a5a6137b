"""The embedded V8 renderer: one context per thread, driven from that thread, with a timeout."""
import json
import threading

import pytest
from django.conf import settings
from py_mini_racer import JSOOMException

from web import ssr

PAYLOAD = {"lang": "en", "path": "/contact", "serverTime": "2026-01-01T00:00:00+08:00", "queries": {}, "siteUrl": ""}


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


def test_a_render_returns_the_html_and_what_the_screen_said_about_itself():
    rendered = _in_a_new_thread(lambda: ssr.render(json.dumps(PAYLOAD), "/contact"))
    assert rendered is not None
    assert rendered.status == 200
    assert rendered.html.startswith("<") and "site-footer" in rendered.html
    assert rendered.head["title"]
    assert rendered.unembedded  # the static page's text was not embedded here


def test_threads_render_at_once_each_in_its_own_context():
    results: list[tuple[ssr.Rendered | None, ssr._Renderer]] = []
    barrier = threading.Barrier(3)

    def work():
        barrier.wait()
        results.append((ssr.render(json.dumps(PAYLOAD), "/contact"), ssr._renderer()))

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    pages = [page for page, _ in results if page is not None]
    assert len(pages) == 3 and len({page.html for page in pages}) == 1
    assert len({id(renderer) for _, renderer in results}) == 3


def test_no_thread_is_started_per_context():
    """mini-racer's default runs each context's calls on a loop thread of its own; every render then
    crosses threads twice under the GIL (docs/performance.md). The renderer uses the caller's thread."""
    before = {t.ident for t in threading.enumerate()}
    _in_a_new_thread(lambda: ssr.render(json.dumps(PAYLOAD), "/contact"))
    started = [t.name for t in threading.enumerate() if t.ident not in before]
    assert not any("event_loop" in name for name in started), started


def test_a_runaway_render_is_cut_at_the_timeout_and_the_context_still_works():
    def work():
        renderer = ssr._renderer()
        with pytest.raises(TimeoutError):
            renderer.eval("for (;;) {}", timeout_sec=0.2)
        return renderer.eval("6 * 7", timeout_sec=5), ssr.render(json.dumps(PAYLOAD), "/contact")

    answer, rendered = _in_a_new_thread(work)
    assert answer == 42
    assert rendered is not None and rendered.status == 200


def test_each_context_has_a_bounded_heap():
    """V8's default heap limit is a few GB on a big machine, and each context's heap kept growing
    under load; the limit is set for the process before its first context."""
    stats = _in_a_new_thread(lambda: ssr._renderer().racer.heap_stats())
    assert stats["heap_size_limit"] <= 2 * settings.SSR_HEAP_MB * 1024 * 1024


def test_a_render_out_of_heap_fails_alone_and_the_next_gets_a_new_context():
    """At V8's own limit the whole process would abort; below it the render stops with an error."""

    def work():
        renderer = ssr._renderer()
        with pytest.raises(JSOOMException):
            renderer.eval("const kept = []; for (;;) kept.push('x'.repeat(1000) + Math.random())", timeout_sec=30)
        fresh = ssr._renderer()
        return fresh is not renderer, ssr.render(json.dumps(PAYLOAD), "/contact")

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
    assert _in_a_new_thread(lambda: ssr.render(json.dumps(PAYLOAD), "/contact")) is None  # logged; drawn in the browser
    assert len(closed) == 1 and closed[0].loop.is_closed()
