"""The app's memory over many distinct pages: wrk asks for a new article each request (as the
uncached row does) in slices, and each app worker's RSS is read after every slice, until
BENCH_MEMORY_PAGES distinct pages (20,000) were served; writes var/bench/memory.json (bench/run.sh,
after the profile). A server-render context whose heap only grew, or any per-page leak, shows as RSS
still climbing in the last slices.

A worker's figure is its own RSS plus that of its render processes, where it has them
(`SSR_ISOLATION=process`, `make start`: web/render_process.py): those hold its V8 heaps. The last
sample also splits each worker's own RSS into anonymous memory (Python's objects, malloc's arenas,
V8's heaps) and file-backed pages (the interpreter, libraries and V8's code, shared with the other
workers)."""
import json
import os
from pathlib import Path

from load import APP, BENCH_DIR, wrk
from processes import app_workers, rss_kb, thread_children

APP_PORT = os.environ.get("APP_PORT", "8731")
PAGES = int(os.environ.get("BENCH_MEMORY_PAGES", "20000"))
SLICE_SECONDS = int(os.environ.get("BENCH_MEMORY_SLICE_SECONDS", "10"))
MAX_SLICES = 40  # a machine too slow for PAGES in 40 slices reports what it reached


def render_processes(worker: int) -> list[int]:
    """The worker's children that hold a V8 context (`python -m web.render_process`)."""
    found = []
    for pid in thread_children(worker):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"web.render_process" in command:
            found.append(pid)
    return found


def worker_mb(worker: int) -> dict:
    own = rss_kb(worker) / 1024
    renders = [rss_kb(pid) / 1024 for pid in render_processes(worker)]
    return {"own": round(own), "renders": [round(mb) for mb in renders], "total": round(own + sum(renders))}


def rollup_mb(pid: int) -> dict:
    """/proc/<pid>/smaps_rollup in MB: anonymous against file-backed resident memory."""
    figures: dict = {}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in ("Rss", "Anonymous", "Shared_Clean", "Private_Dirty") and rest.split():
                figures[name.lower()] = round(int(rest.split()[0]) / 1024)
    except OSError:
        pass
    return figures


def sample(pages: int, non_2xx: int, workers: list[int]) -> dict:
    each = [worker_mb(pid) for pid in workers]
    return {"pages": pages, "non_2xx": non_2xx, "rss_mb": [w["total"] for w in each],
            "own_mb": [w["own"] for w in each], "render_mb": [w["renders"] for w in each]}


def main() -> None:
    workers = app_workers(APP_PORT)
    lines = (BENCH_DIR / "memory-paths.txt").read_text().splitlines(keepends=True)
    samples = [sample(0, 0, workers)]
    while samples[-1]["pages"] < min(PAGES, len(lines)) and len(samples) <= MAX_SLICES:
        # Each slice starts where the last one stopped, so no page repeats (wrk restarts its list).
        paths = BENCH_DIR / "memory-slice.txt"
        paths.write_text("".join(lines[samples[-1]["pages"]:]))
        figures = wrk(APP + "/", "paths.lua", {"BENCH_PATHS": str(paths)}, seconds=SLICE_SECONDS)
        samples.append(sample(samples[-1]["pages"] + figures.get("requests", 0),
                              samples[-1]["non_2xx"] + figures["non_2xx"], workers))
        print(f"  after {samples[-1]['pages']:,} distinct pages: workers' RSS {samples[-1]['rss_mb']} MB", flush=True)
    (BENCH_DIR / "memory.json").write_text(json.dumps({
        "workers": len(workers), "samples": samples, "rollup_mb": [rollup_mb(pid) for pid in workers],
    }, indent=1))


if __name__ == "__main__":
    main()
