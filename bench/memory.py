"""The app's memory over many distinct pages: wrk asks for a new article each request (as the
uncached row does) in slices, and each app worker's RSS is read after every slice; writes
var/bench/memory.json (bench/run.sh, after the profile). A server-render context whose heap only
grew, or any per-page leak, shows as RSS still climbing in the last slices."""
import json
import os
import re
import subprocess
from pathlib import Path

from processes import app_workers, rss_kb

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
APP_PORT = os.environ.get("APP_PORT", "8731")
SLICES = int(os.environ.get("BENCH_MEMORY_SLICES", "6"))
SLICE_SECONDS = 10


def slice_of_load(paths: Path) -> int:
    """One slice of wrk; returns the requests it made."""
    out = subprocess.run(
        ["wrk", "-t2", "-c64", f"-d{SLICE_SECONDS}s", "-s", str(ROOT / "bench/lua/paths.lua"),
         f"http://127.0.0.1:{APP_PORT}/"],
        env={**os.environ, "BENCH_PATHS": str(paths)}, capture_output=True, text=True, check=True,
    ).stdout
    return int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]


def main() -> None:
    workers = app_workers(APP_PORT)
    lines = (BENCH_DIR / "memory-paths.txt").read_text().splitlines(keepends=True)
    samples = [{"pages": 0, "rss_mb": [round(rss_kb(pid) / 1024) for pid in workers]}]
    pages = 0
    for number in range(SLICES):
        # Each slice starts further down the list, so no page repeats (wrk restarts its list).
        paths = BENCH_DIR / "memory-slice.txt"
        paths.write_text("".join(lines[number * len(lines) // SLICES:]))
        pages += slice_of_load(paths)
        samples.append({"pages": pages, "rss_mb": [round(rss_kb(pid) / 1024) for pid in workers]})
        print(f"  after {pages:,} distinct pages: workers' RSS {samples[-1]['rss_mb']} MB", flush=True)
    (BENCH_DIR / "memory.json").write_text(json.dumps({"workers": len(workers), "samples": samples}, indent=1))


if __name__ == "__main__":
    main()
