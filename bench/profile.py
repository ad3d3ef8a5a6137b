"""Where the time of an uncached article page goes: py-spy samples the app server while wrk asks
for a new article each request; writes var/bench/profile.txt and a flame graph (profile.svg)."""
import collections
import os
import re
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
APP_PORT = os.environ.get("APP_PORT", "8731")
SECONDS = 8


def server_pid() -> int:
    """The process listening on the app port (the app server's main process)."""
    out = subprocess.run(["ss", "-Hltnp", f"sport = :{APP_PORT}"], capture_output=True, text=True).stdout
    return int(re.search(r"pid=(\d+)", out).group(1))  # type: ignore[union-attr]


def main() -> None:
    pid = server_pid()
    raw = BENCH_DIR / "profile.raw"
    load = subprocess.Popen(
        ["wrk", "-t2", "-c64", f"-d{SECONDS + 3}s", "-s", str(ROOT / "bench/lua/paths.lua"), f"http://127.0.0.1:{APP_PORT}/"],
        env={**os.environ, "BENCH_PATHS": str(BENCH_DIR / "uncached-paths.txt")},
        stdout=subprocess.DEVNULL,
    )
    time.sleep(1)
    py_spy = ROOT / ".venv" / "bin" / "py-spy"
    common = [str(py_spy), "record", "--pid", str(pid), "--subprocesses", "--duration", str(SECONDS), "--nonblocking"]
    subprocess.run(common + ["--format", "raw", "--output", str(raw)], capture_output=True, timeout=SECONDS + 30)
    load.wait(timeout=SECONDS + 30)
    inclusive: collections.Counter[str] = collections.Counter()
    leaf: collections.Counter[str] = collections.Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        count = int(count_text)
        frames = [re.sub(r" \((.*?)\)", lambda m: " (" + m.group(1).split("site-packages/")[-1].split("backend/")[-1] + ")", f)
                  for f in stack.split(";")]
        total += count
        leaf[frames[-1]] += count
        for frame in set(frames):
            inclusive[frame] += count
    lines = [f"py-spy, {SECONDS} s of the uncached article-page load, {total} samples (all workers and threads)", "",
             "Inclusive share (a frame and everything it calls):"]
    interesting = re.compile(r"render|_fetch|cached_api|get_article|call|execute|json|render_to_string|safe_get|store|"
                             r"match|read|serialize|model_dump|structured|catalog|filled_slots|page")
    for frame, count in inclusive.most_common(400):
        if interesting.search(frame.split(" (")[0]) and count / max(total, 1) >= 0.02:
            lines.append(f"  {100 * count / total:5.1f}%  {frame}")
    lines += ["", "Self time (leaf frames):"]
    for frame, count in leaf.most_common(15):
        lines.append(f"  {100 * count / total:5.1f}%  {frame}")
    (BENCH_DIR / "profile.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines[:40]))


if __name__ == "__main__":
    main()
