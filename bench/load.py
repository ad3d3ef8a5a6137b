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


# Pages again as browsers ask for them (Accept-Encoding: gzip), against the static file's gzip twin.
GZIP_ROWS = ["front", "article"]
GZIP = {"Accept-Encoding": "gzip"}


def wrk(url: str, script: str | None = None, env: dict[str, str] | None = None,
        headers: dict[str, str] | None = None) -> dict:
    command = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{DURATION}s", "--latency", "--timeout", "5s"]
    for name, value in (headers or {}).items():
        command += ["-H", f"{name}: {value}"]
    if script:
        command += ["-s", str(LUA / script)]
    command.append(url)
    result = subprocess.run(
        command, capture_output=True, text=True, timeout=DURATION + 30, env={**os.environ, **(env or {})}
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


def main() -> None:
    targets = json.loads((BENCH_DIR / "targets.json").read_text())
    results: dict = {"duration_s": DURATION, "connections": CONNECTIONS, "targets": targets, "rows": {}, "probes": {}}
    results["loadavg_before"] = os.getloadavg()
    results["static"] = wrk(STATIC + "/")
    results["static"]["bytes"] = probe(STATIC + "/")["bytes"]
    print(f"  nginx static file ({results['static']['bytes']} B): {results['static']['rps']:.0f} req/s", flush=True)
    for key, label in ROWS:
        path = targets[key]
        row: dict = {"label": label, "path": path}
        for where, base in (("app", APP), ("cache", CACHE)):
            if key == "comment":
                row[where] = wrk(base + path, "comment.lua")
            else:
                for _ in range(3):  # fill the app's cache and the front cache
                    results["probes"][f"{key}@{where}"] = probe(base + path)
                row[where] = wrk(base + path)
            print(f"  {label} via {where}: {row[where]['rps']:.0f} req/s, p99 {row[where]['p99_ms']} ms", flush=True)
        results["rows"][key] = row
    results["static_gzip"] = wrk(STATIC + "/", headers=GZIP)
    results["static_gzip"]["bytes"] = probe(STATIC + "/", headers=GZIP)["bytes"]
    print(f"  nginx static file, gzip ({results['static_gzip']['bytes']} B): {results['static_gzip']['rps']:.0f} req/s")
    results["gzip_rows"] = {}
    for key in GZIP_ROWS:
        path, label = targets[key], dict(ROWS)[key]
        row = {"label": label, "path": path}
        for where, base in (("app", APP), ("cache", CACHE)):
            for _ in range(3):
                results["probes"][f"{key}@{where}+gzip"] = probe(base + path, headers=GZIP)
            row[where] = wrk(base + path, headers=GZIP)
            row[where]["bytes"] = results["probes"][f"{key}@{where}+gzip"]["bytes"]
            print(f"  {label} via {where}, gzip: {row[where]['rps']:.0f} req/s, p99 {row[where]['p99_ms']} ms", flush=True)
        results["gzip_rows"][key] = row
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
