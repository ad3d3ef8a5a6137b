"""Requests/s and latency with wrk: nginx static (the limit), then each target through the app
server alone and through the nginx proxy_cache; writes var/bench/load.json (bench/run.sh)."""
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
DURATION = int(os.environ.get("BENCH_DURATION", "10"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "64"))
APP = f"http://127.0.0.1:{os.environ.get('APP_PORT', '8731')}"
CACHE = f"http://127.0.0.1:{os.environ.get('CACHE_PORT', '8732')}"
STATIC = f"http://127.0.0.1:{os.environ.get('STATIC_PORT', '8733')}"
LUA = ROOT / "bench" / "lua"

# (key, label, target key); each runs through the app alone and through the front cache.
ROWS = [
    ("front", "Front page /"),
    ("article", "Article page"),
    ("category_deep", "Category list, ~5,000 deep in its cursor"),
    ("latest", "/api/cache/news/shinemedee"),
    ("search", "Search (cached API)"),
    ("comment", "Comment insert (POST)"),
]
# Uncached figures through the app alone: what a cache miss costs.
MISSES = [
    ("article_uncached", "Article page, uncached (a new article each request)"),
    ("category_deep_uncached", "Category list ~5,000 deep, uncached /api/fetch"),
    ("search_uncached", "Search, uncached /api/news/search"),
]

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}


def to_ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()  # type: ignore[union-attr]
    return float(number) * UNITS[unit]


# The morning a big story breaks: the front page read while an editor saves an article every
# second, so each second every cached copy is out of date and the page is made again.
PUBLISHING = ("front_publishing", "Front page / while an editor saves an article every second", "front")
PUBLISH_EVERY_S = 1.0

# A live page's readers polling its update feed with their ETags while an editor posts updates.
LIVE_FEED = ("live_feed", "Live article's update feed, polled with If-None-Match, an update posted every 2 s")
LIVE_UPDATE_EVERY_S = 2.0
# Longer than the front cache's 10 s, so the row sees it fetch the feed again after updates.
LIVE_FEED_SECONDS = 30

# Pages again as browsers ask for them (Accept-Encoding: gzip), against the static file's gzip twin.
GZIP_ROWS = ["front", "article"]
GZIP = {"Accept-Encoding": "gzip"}


def wrk(url: str, script: str | None = None, env: dict[str, str] | None = None,
        headers: dict[str, str] | None = None, seconds: int = DURATION) -> dict:
    command = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", "--timeout", "5s"]
    for name, value in (headers or {}).items():
        command += ["-H", f"{name}: {value}"]
    if script:
        command += ["-s", str(LUA / script)]
    command.append(url)
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=seconds + 30, env={**os.environ, **(env or {})}
    )
    out = result.stdout
    figures: dict = {"url": url, "rps": 0.0, "p50_ms": None, "p99_ms": None, "errors": 0, "non_2xx": 0}
    if m := re.search(r"Requests/sec:\s+([\d.]+)", out):
        figures["rps"] = float(m.group(1))
    if m := re.search(r"^\s+50%\s+(\S+)", out, re.M):
        figures["p50_ms"] = to_ms(m.group(1))
    if m := re.search(r"^\s+99%\s+(\S+)", out, re.M):
        figures["p99_ms"] = to_ms(m.group(1))
    if m := re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out):
        figures["non_2xx"] = int(m.group(1))
    if m := re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out):
        figures["errors"] = sum(int(x) for x in m.groups())
    if m := re.search(r"(\d+) requests in", out):
        figures["requests"] = int(m.group(1))
    if result.returncode or not figures["rps"]:
        figures["wrk_output"] = (out + result.stderr)[-600:]
    if m := re.search(r"^POLL fresh=(\d+) unchanged=(\d+) other=(\d+) origin=(\d+)$", out, re.M):
        # poll.lua's count of the answers: 200s, 304s, others, and those the front cache fetched.
        names = ("fresh_200", "unchanged_304", "other", "origin_fetches")
        figures.update(zip(names, map(int, m.groups()), strict=True))
    return figures


def probe(url: str, method: str = "GET", headers: dict[str, str] | None = None) -> dict:
    """One request: its status, size and the cache headers (also warms the caches)."""
    request = urllib.request.Request(url, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            body = response.read()
            status, headers = response.status, response.headers
    except urllib.error.HTTPError as error:
        body, status, headers = error.read(), error.code, error.headers
    return {
        "status": status,
        "bytes": len(body),
        **{name: headers.get(name, "") for name in
           ("Cache-Control", "ETag", "Vary", "X-Cache-Status", "Content-Encoding")},
    }


def static_limit(headers: dict[str, str] | None = None) -> dict:
    figures = wrk(STATIC + "/", headers=headers)
    figures["bytes"] = probe(STATIC + "/", headers=headers)["bytes"]
    return figures


def averaged(runs: list[dict]) -> dict:
    """The limit as the mean of its runs, which bracket the rows compared with it: the machine's
    speed drifts during a run (other work on the shared cores), and one static run taken at a
    quiet or a busy moment moved every ratio by 0.1-0.3."""
    figures = dict(runs[0])
    for name in ("rps", "p50_ms", "p99_ms"):
        values = [run[name] for run in runs if run[name] is not None]
        figures[name] = sum(values) / len(values) if values else None
    figures["errors"] = sum(run["errors"] for run in runs)
    figures["non_2xx"] = sum(run["non_2xx"] for run in runs)
    figures["runs_rps"] = [run["rps"] for run in runs]
    return figures


def read_row(key: str, label: str, path: str, probes: dict, headers: dict[str, str] | None = None) -> dict:
    """One cached read through the app alone and through the front cache, each warmed first."""
    row: dict = {"label": label, "path": path}
    suffix = "+gzip" if headers else ""
    for where, base in (("app", APP), ("cache", CACHE)):
        for _ in range(3):  # fill the app's cache and the front cache
            probes[f"{key}@{where}{suffix}"] = probe(base + path, headers=headers)
        row[where] = wrk(base + path, headers=headers)
        row[where]["bytes"] = probes[f"{key}@{where}{suffix}"]["bytes"]
        print(f"  {label} via {where}{', gzip' if headers else ''}: {row[where]['rps']:.0f} req/s, "
              f"p99 {row[where]['p99_ms']} ms", flush=True)
    return row


def publishing_row(path: str, probes: dict) -> dict:
    """The front page through the app alone and the front cache, with bench/publisher.py saving."""
    key, label, _ = PUBLISHING
    row: dict = {"label": label, "path": path}
    for where, base in (("app", APP), ("cache", CACHE)):
        probes[f"{key}@{where}"] = probe(base + path)
        publisher = subprocess.Popen(
            [sys.executable, str(ROOT / "bench" / "publisher.py"), "--seconds", str(DURATION + 1),
             "--every", str(PUBLISH_EVERY_S)],
            stdout=subprocess.PIPE, text=True,
        )
        row[where] = wrk(base + path)
        out, _ = publisher.communicate(timeout=60)
        row[where]["saves"] = int(out.strip() or 0) if publisher.returncode == 0 else 0
        print(f"  {label} via {where}: {row[where]['rps']:.0f} req/s, p99 {row[where]['p99_ms']} ms, "
              f"{row[where]['saves']} saves", flush=True)
    return row


def live_feed_row(path: str, lid: str, probes: dict) -> dict:
    """The update feed through the app alone and the front cache while bench/publisher.py posts
    updates: how many answers were 304s, and how many the front cache fetched from the app."""
    key, label = LIVE_FEED
    row: dict = {"label": label, "path": path}
    for where, base in (("app", APP), ("cache", CACHE)):
        probes[f"{key}@{where}"] = probe(base + path)
        publisher = subprocess.Popen(
            [sys.executable, str(ROOT / "bench" / "publisher.py"), "--seconds", str(LIVE_FEED_SECONDS + 1),
             "--every", str(LIVE_UPDATE_EVERY_S), "--live", lid],
            stdout=subprocess.PIPE, text=True,
        )
        figures = wrk(base + path, "poll.lua", seconds=LIVE_FEED_SECONDS)
        out, _ = publisher.communicate(timeout=60)
        figures["updates_posted"] = int(out.strip() or 0) if publisher.returncode == 0 else 0
        row[where] = figures
        print(f"  {label} via {where}: {figures['rps']:.0f} req/s, p99 {figures['p99_ms']} ms, "
              f"{figures.get('unchanged_304', 0)} answers 304, {figures.get('origin_fetches', '-')} fetched "
              f"from the app, {figures['updates_posted']} updates posted", flush=True)
    return row


def main() -> None:
    targets = json.loads((BENCH_DIR / "targets.json").read_text())
    results: dict = {"duration_s": DURATION, "connections": CONNECTIONS, "targets": targets, "rows": {}, "probes": {}}
    results["loadavg_before"] = os.getloadavg()
    # The limit is measured before and after the cached reads and averaged; the writes and the
    # uncached rows come last, since what they leave PostgreSQL to do slows everything after them.
    before = [static_limit(), static_limit(GZIP)]
    print(f"  nginx static file ({before[0]['bytes']} B): {before[0]['rps']:.0f} req/s; "
          f"gzip ({before[1]['bytes']} B): {before[1]['rps']:.0f} req/s", flush=True)
    for key, label in ROWS:
        if key != "comment":
            results["rows"][key] = read_row(key, label, targets[key], results["probes"])
    results["gzip_rows"] = {key: read_row(key, dict(ROWS)[key], targets[key], results["probes"], GZIP)
                            for key in GZIP_ROWS}
    results["static_front"] = wrk(STATIC + "/front.html")
    results["static_front"]["bytes"] = probe(STATIC + "/front.html")["bytes"]
    print(f"  nginx static file of the front page's size ({results['static_front']['bytes']} B): "
          f"{results['static_front']['rps']:.0f} req/s", flush=True)
    after = [static_limit(), static_limit(GZIP)]
    print(f"  nginx static file again: {after[0]['rps']:.0f} req/s; gzip: {after[1]['rps']:.0f} req/s", flush=True)
    results["static"] = averaged([before[0], after[0]])
    results["static_gzip"] = averaged([before[1], after[1]])
    results["rows"][PUBLISHING[0]] = publishing_row(targets[PUBLISHING[2]], results["probes"])
    if targets.get("live_feed"):
        results["rows"][LIVE_FEED[0]] = live_feed_row(targets["live_feed"], targets["live_lid"], results["probes"])
    row = {"label": dict(ROWS)["comment"], "path": targets["comment"]}
    for where, base in (("app", APP), ("cache", CACHE)):
        row[where] = wrk(base + targets["comment"], "comment.lua")
        print(f"  {row['label']} via {where}: {row[where]['rps']:.0f} req/s, p99 {row[where]['p99_ms']} ms", flush=True)
    results["rows"]["comment"] = row
    for key, label in MISSES:
        if key == "article_uncached":
            figures = wrk(APP + "/", "paths.lua", {"BENCH_PATHS": str(BENCH_DIR / "uncached-paths.txt")})
            figures["path"] = "(distinct article pages, see var/bench/uncached-paths.txt)"
        else:
            figures = wrk(APP + targets[key])
            figures["path"] = targets[key]
        results["rows"][key] = {"label": label, "path": figures["path"], "app": figures}
        print(f"  {label}: {figures['rps']:.0f} req/s, p99 {figures['p99_ms']} ms", flush=True)
    (BENCH_DIR / "load.json").write_text(json.dumps(results, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    sys.exit(main())
