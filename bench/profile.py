"""Where the time of an uncached article page goes: py-spy samples the app server while wrk asks
for a new article each request; writes var/bench/profile.txt and the raw samples.

Two passes: every thread's wall time (what a request waits on, Redis and PostgreSQL included),
then only the thread holding the GIL (the app's Python CPU, which the two cores share). Each pass
asks for articles no earlier run of this bench asked for, so no page comes from a cache.
"""
import collections
import os
import re
import subprocess
import time
from pathlib import Path

from processes import server_pid

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
APP_PORT = os.environ.get("APP_PORT", "8731")
SECONDS = 8
# The load rows take paths from the start of uncached-paths.txt (a few thousand at most).
FRESH_FROM = {"wall": 8000, "gil": 14000}
INTERESTING = re.compile(
    r"render|_fetch|cached_api|get_article|call|execute|json|render_to_string|safe_get|store|"
    r"match|read|serialize|model_dump|structured|catalog|filled_slots|page|Compiled|attach|emotics"
)


def record(pid: int, mode: str) -> Path:
    paths = BENCH_DIR / f"profile-paths-{mode}.txt"
    lines = (BENCH_DIR / "uncached-paths.txt").read_text().splitlines(keepends=True)
    paths.write_text("".join(lines[FRESH_FROM[mode]:]))
    raw = BENCH_DIR / f"profile-{mode}.raw"
    load = subprocess.Popen(
        ["wrk", "-t2", "-c64", f"-d{SECONDS + 3}s", "-s", str(ROOT / "bench/lua/paths.lua"), f"http://127.0.0.1:{APP_PORT}/"],
        env={**os.environ, "BENCH_PATHS": str(paths)},
        stdout=subprocess.DEVNULL,
    )
    time.sleep(1)
    py_spy = ROOT / ".venv" / "bin" / "py-spy"
    command = [str(py_spy), "record", "--pid", str(pid), "--subprocesses", "--duration", str(SECONDS), "--nonblocking",
               "--format", "raw", "--output", str(raw)]
    if mode == "gil":
        command.append("--gil")
    subprocess.run(command, capture_output=True, timeout=SECONDS + 30)
    load.wait(timeout=SECONDS + 30)
    return raw


def _short_path(match: re.Match) -> str:
    return " (" + match.group(1).split("site-packages/")[-1].split("backend/")[-1] + ")"


def summary(raw: Path, title: str) -> list[str]:
    inclusive: collections.Counter[str] = collections.Counter()
    leaf: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        count = int(count_text)
        frames = [re.sub(r" \((.*?)\)", _short_path, frame) for frame in stack.split(";")]
        total += count
        leaf[frames[-1]] += count
        for frame in set(frames):
            inclusive[frame] += count
    lines = [f"{title}: {total} samples (all workers and threads)", "",
             "Inclusive share (a frame and everything it calls):"]
    for frame, count in inclusive.most_common(400):
        if INTERESTING.search(frame.split(" (")[0]) and count / max(total, 1) >= 0.02:
            lines.append(f"  {100 * count / total:5.1f}%  {frame}")
    lines += ["", "Self time (leaf frames):"]
    for frame, count in leaf.most_common(15):
        lines.append(f"  {100 * count / total:5.1f}%  {frame}")
    return lines


def main() -> None:
    pid = server_pid(APP_PORT)
    lines = summary(record(pid, "wall"), f"py-spy, {SECONDS} s of the uncached article-page load, wall time")
    lines += ["", ""] + summary(
        record(pid, "gil"), f"py-spy --gil, {SECONDS} s more of the same load, the thread holding the GIL (Python CPU)"
    )
    (BENCH_DIR / "profile.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines[:40]))


if __name__ == "__main__":
    main()
