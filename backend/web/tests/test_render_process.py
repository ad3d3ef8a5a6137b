"""Contexts in child processes (`SSR_ISOLATION=process`, `make start`): a render that crashes V8
costs that page's server drawing only; the server and the next renders carry on."""
import json
import os
import signal
import threading
import time

import pytest

from resilience.servers import rss_mb
from web import ssr
from web.render_process import ProcessRenderer, RendererCrashed

PAYLOAD = {"lang": "mn", "path": "/about", "serverTime": "2026-01-01T00:00:00+08:00", "reads": [], "siteUrl": ""}


@pytest.fixture
def process_pool():
    pool = ssr.RendererPool(2, "process")
    yield pool
    pool.retire_idle()


def _render(pool: ssr.RendererPool) -> str:
    code = f"renderPage({json.dumps(json.dumps(PAYLOAD))}, false)"
    with pool.checkout() as renderer:
        return renderer.eval(code, timeout_sec=5)


def test_a_page_drawn_in_a_child_process_is_the_page_drawn_in_process(process_pool):
    in_child = _render(process_pool)
    assert in_child == _render(ssr.pool())
    with process_pool.checkout() as renderer:
        assert isinstance(renderer, ProcessRenderer) and renderer.pid != os.getpid()
        assert renderer.eval("6 * 7", timeout_sec=5) == 42
        assert renderer.eval("'ө'.repeat(3)", timeout_sec=5) == "өөө"


def test_javascript_errors_and_timeouts_come_back_as_errors_and_the_child_keeps_serving(process_pool):
    with process_pool.checkout() as renderer:
        with pytest.raises(RuntimeError, match="nope"):
            renderer.eval("throw new Error('nope')", timeout_sec=5)
        with pytest.raises(TimeoutError):
            renderer.eval("for (;;) {}", timeout_sec=0.2)
        assert renderer.eval("1 + 1", timeout_sec=5) == 2
        assert not renderer.spent


@pytest.mark.parametrize("crash", [signal.SIGSEGV, signal.SIGKILL])
def test_a_child_that_crashes_mid_render_is_replaced(process_pool, crash):
    with process_pool.checkout() as renderer:
        first = renderer
        threading.Timer(0.3, os.kill, (renderer.pid, crash)).start()
        started = time.monotonic()
        with pytest.raises(RendererCrashed):
            renderer.eval("for (;;) {}", timeout_sec=30)
        assert time.monotonic() - started < 10  # noticed when it died, not at the render's timeout
    assert first.spent
    assert "<" in _render(process_pool)  # the next render gets a new child
    with process_pool.checkout() as again:
        assert again is not first and again.process.poll() is None
    for _ in range(100):
        if first.closed_on is not None:
            break
        time.sleep(0.05)
    assert first.process.returncode is not None  # reaped, not left a zombie
    assert process_pool.count <= process_pool.size


def test_the_server_draws_the_shell_when_its_render_process_dies(settings, monkeypatch, process_pool):
    """ssr.render with a child that dies while drawing: None (the view serves the shell), logged."""
    monkeypatch.setattr(ssr, "pool", lambda: process_pool)
    with process_pool.checkout() as renderer:
        pid = renderer.pid
    os.kill(pid, signal.SIGSEGV)
    time.sleep(0.2)
    assert ssr.render(json.dumps(PAYLOAD), "/about") is None
    rendered = ssr.render(json.dumps(PAYLOAD), "/about")
    assert rendered is not None and rendered.status == 200


def test_a_render_process_holds_a_context_and_not_the_whole_app(process_pool):
    # The child sets up Django's settings and logs, not its apps (web/render_process.py): with every app's
    # models, admin and API imported it held ~135 MB with the bundle loaded, without them ~95 MB.
    with process_pool.checkout() as renderer:
        assert "<" in renderer.eval(f"renderPage({json.dumps(json.dumps(PAYLOAD))}, false)", timeout_sec=5)
        held = rss_mb(renderer.pid)
    assert 0 < held < 115, f"a render process holds {held:.0f} MB"
