"""The app's memory over many distinct pages: wrk asks for a new article each request (as the
uncached row does) in slices, and each app worker's RSS is read after every slice; writes
var/bench/memory.json (bench/run.sh, after the profile). A server-render context whose heap only
grew, or any per-page leak, shows as RSS still climbing in the last slices."""
import json
import os

from load import APP, BENCH_DIR, wrk
from processes import app_workers, rss_kb

APP_PORT = os.environ.get("APP_PORT", "8731")
SLICES = int(os.environ.get("BENCH_MEMORY_SLICES", "6"))


def main() -> None:
    workers = app_workers(APP_PORT)
    lines = (BENCH_DIR / "memory-paths.txt").read_text().splitlines(keepends=True)
    samples = [{"pages": 0, "non_2xx": 0, "rss_mb": [round(rss_kb(pid) / 1024) for pid in workers]}]
    for number in range(SLICES):
        # Each slice starts further down the list, so no page repeats (wrk restarts its list).
        paths = BENCH_DIR / "memory-slice.txt"
        paths.write_text("".join(lines[number * len(lines) // SLICES:]))
        figures = wrk(APP + "/", "paths.lua", {"BENCH_PATHS": str(paths)})
        samples.append({
            "pages": samples[-1]["pages"] + figures.get("requests", 0),
            "non_2xx": samples[-1]["non_2xx"] + figures["non_2xx"],
            "rss_mb": [round(rss_kb(pid) / 1024) for pid in workers],
        })
        print(f"  after {samples[-1]['pages']:,} distinct pages: workers' RSS {samples[-1]['rss_mb']} MB", flush=True)
    (BENCH_DIR / "memory.json").write_text(json.dumps({"workers": len(workers), "samples": samples}, indent=1))


if __name__ == "__main__":
    main()
