"""The bounds that hold an app worker under 400 MB after 20,000 distinct pages (docs/adr/034): one V8
context a process, a 64 MB heap with a young generation of 3 x 4 MB, and a front cache of 32 MB.
bench/memory.py measures the worker; these fail when a default drifts."""
import json
import os
import subprocess
import sys
import threading

from django.conf import settings

from resilience.servers import BACKEND
from web import ssr

BOUNDS = ("SSR_POOL_SIZE", "SSR_HEAP_MB", "SSR_SEMI_SPACE_MB", "EDGE_CACHE_MB", "SSR_ISOLATION")


def _production_defaults() -> dict:
    """The production profile's bounds with none of them set in the environment."""
    env = {name: value for name, value in os.environ.items()
           if name not in (*BOUNDS, "THREADS", "WORKERS", "DJANGO_SETTINGS_MODULE")}
    env["SECRET_KEY"] = "memory-bounds-" + "k" * 40
    code = ("import json; from config.settings import prod; "
            f"print(json.dumps({{name: getattr(prod, name) for name in {BOUNDS!r}}}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=BACKEND, env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_production_worker_keeps_one_small_context_and_a_bounded_front_cache():
    defaults = _production_defaults()
    assert defaults == {"SSR_POOL_SIZE": 1, "SSR_HEAP_MB": 64, "SSR_SEMI_SPACE_MB": 4, "EDGE_CACHE_MB": 32,
                        "SSR_ISOLATION": "thread"}


def test_the_young_generation_is_bounded_with_the_heap(settings):
    settings.SSR_HEAP_MB, settings.SSR_SEMI_SPACE_MB = 64, 4
    assert "--max-old-space-size=64" in ssr.v8_flags()
    assert "--max-semi-space-size=4" in ssr.v8_flags()  # V8 would take 3 x 32 MB for it, whatever the heap
    settings.SSR_SEMI_SPACE_MB = 0
    assert not any(flag.startswith("--max-semi-space-size") for flag in ssr.v8_flags())


def test_a_context_heap_is_the_old_space_and_a_small_young_generation():
    """Measured on a real context: V8's limit is the old space plus the young generation, which the
    flags hold to three semi-spaces (without them: 64 + 96 MB)."""
    out: dict = {}

    def work() -> None:
        with ssr.pool().checkout() as renderer:
            assert isinstance(renderer, ssr._Renderer)  # the test profile's contexts are in process
            out["stats"] = renderer.racer.heap_stats()

    thread = threading.Thread(target=work)
    thread.start()
    thread.join(timeout=60)
    limit_mb = out["stats"]["heap_size_limit"] / 2**20
    assert limit_mb <= settings.SSR_HEAP_MB + 3 * settings.SSR_SEMI_SPACE_MB + 1, limit_mb
