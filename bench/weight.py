"""Page weight and Lighthouse: JS, CSS and UI-string bytes (gzip) of each route's first view, and Lighthouse
mobile figures for the front page, an article page and the static twin; writes var/bench/weight.json.

The bytes come from the page's own tags (<script src>, <link rel=stylesheet|modulepreload>) and the
code it names for src/boot.ts (#portal-code, fetched right after the first paint), plus every file
those import statically, per Vite's manifest; lazily imported chunks (charts,
lightbox, widgets) load later and are listed apart. Lighthouse runs Debian's Chromium.
"""
import gzip
import json
import os
import re
import statistics
import subprocess
import tempfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
DIST = ROOT / "frontend" / "dist" / "client"
APP = f"http://127.0.0.1:{os.environ.get('APP_PORT', '8731')}"
CACHE = f"http://127.0.0.1:{os.environ.get('CACHE_PORT', '8732')}"
STATIC = f"http://127.0.0.1:{os.environ.get('STATIC_PORT', '8733')}"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync --no-first-run"
)
TAG = re.compile(r"<(script|link)\b([^>]*)>", re.I)
ATTR = re.compile(r'(\w[\w-]*)\s*=\s*"([^"]*)"')
PORTAL_CODE = re.compile(r'<script type="application/json" id="portal-code">(.*?)</script>', re.S)


def gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=9))


def first_view_files(html: str) -> list[str]:
    """Static files (under /static/, as dist-relative names) the page asks for, with their static imports."""
    manifest = json.loads((DIST / ".vite" / "manifest.json").read_text())
    by_file = {entry["file"]: entry for entry in manifest.values()}
    wanted: list[str] = []
    for kind, attrs_text in TAG.findall(html):
        attrs = dict(ATTR.findall(attrs_text))
        url = attrs.get("src") if kind.lower() == "script" else attrs.get("href")
        rel = attrs.get("rel", "")
        if not url or not url.startswith("/static/"):
            continue
        if kind.lower() == "link" and rel not in ("stylesheet", "modulepreload", "preload"):
            continue
        if url.endswith((".js", ".css", ".json")):  # .json: the UI strings (shared/i18n/catalogFiles.ts)
            wanted.append(url.removeprefix("/static/"))
    seen: list[str] = []

    def visit(name: str) -> None:
        if name in seen:
            return
        seen.append(name)
        entry = by_file.get(name, {})
        for css in entry.get("css", []):
            visit(css)
        for imported in entry.get("imports", []):
            if imported in manifest:
                visit(manifest[imported]["file"])

    # The code the page names for src/boot.ts, fetched right after the first paint: still first view.
    if code := PORTAL_CODE.search(html):
        named = json.loads(code.group(1))
        wanted += [url.removeprefix("/static/") for url in [*named["preloads"], named["entry"], named["catalog"]] if url]
    for name in wanted:
        visit(name)
    return seen


def lazy_chunks() -> dict[str, int]:
    manifest = json.loads((DIST / ".vite" / "manifest.json").read_text())
    return {
        source: gzip_size(DIST / entry["file"])
        for source, entry in manifest.items()
        if entry.get("isDynamicEntry") and entry["file"].endswith(".js")
    }


def route_bytes(path: str) -> dict:
    with urllib.request.urlopen(APP + path, timeout=30) as response:
        html = response.read()
    files = first_view_files(html.decode())
    js = sum(gzip_size(DIST / f) for f in files if f.endswith(".js"))
    css = sum(gzip_size(DIST / f) for f in files if f.endswith(".css"))
    strings = sum(gzip_size(DIST / f) for f in files if f.endswith(".json"))
    return {"path": path, "js_gzip": js, "css_gzip": css, "strings_gzip": strings, "html_bytes": len(html),
            "html_gzip": len(gzip.compress(html, compresslevel=6)), "files": files}


LIGHTHOUSE_RUNS = int(os.environ.get("BENCH_LIGHTHOUSE_RUNS", "5"))
MEDIAN_FIGURES = ("performance", "accessibility", "fcp_ms", "lcp_ms", "tbt_ms", "cls", "total_bytes",
                  "script_bytes", "stylesheet_bytes")


def lighthouse(url: str, runs: int = LIGHTHOUSE_RUNS) -> dict:
    """The median of `runs` Lighthouse runs, figure by figure, with each run's figures kept: on two
    shared cores one run's TBT swings several-fold for the same page (bench/notes.md)."""
    attempts = [lighthouse_recorded(url) for _ in range(runs)]
    results = [result for result in attempts if result.get("performance") is not None]
    if not results:
        return attempts[-1]  # what went wrong, for the report
    median = dict(results[0])
    for figure in MEDIAN_FIGURES:
        values = [result[figure] for result in results if result.get(figure) is not None]
        median[figure] = statistics.median_low(values) if values else None
    median["failed_accessibility"] = sorted({audit for result in results for audit in result["failed_accessibility"]})
    median["runs"] = {figure: [result.get(figure) for result in results]
                      for figure in ("performance", "lcp_ms", "tbt_ms")}
    return median


def lighthouse_recorded(url: str, attempts: int = 3) -> dict:
    """One Lighthouse run, again when it could not record the page load (NO_NAVSTART happens now and then)."""
    result: dict = {}
    for _ in range(attempts):
        result = lighthouse_once(url)
        if result.get("performance") is not None:
            return result
    return result


def lighthouse_once(url: str) -> dict:
    """One Lighthouse mobile run (the default profile: Moto G Power, slow 4G, 4x CPU slowdown)."""
    binary = ROOT / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        return {"url": url, "error": "npm lighthouse is not installed"}
    with tempfile.TemporaryDirectory() as profile:
        out = Path(profile) / "report.json"
        command = [
            "npm", "exec", "--", "lighthouse", url, "--quiet", "--output=json", f"--output-path={out}",
            "--only-categories=performance,accessibility", "--max-wait-for-load=30000",
            f"--chrome-flags={CHROME_FLAGS} --user-data-dir={profile}/chrome",
        ]
        env = {**os.environ, "CHROME_PATH": "/usr/bin/chromium"}
        try:
            subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
            report = json.loads(out.read_text())
        except (subprocess.TimeoutExpired, OSError, ValueError) as error:
            return {"url": url, "error": str(error)[:200]}
    audits = report["audits"]

    def value(name: str) -> float | None:
        return audits.get(name, {}).get("numericValue")

    summary = {item["resourceType"]: item for item in audits["resource-summary"]["details"]["items"]} \
        if "resource-summary" in audits and audits["resource-summary"].get("details") else {}
    lcp_element = ""
    if details := audits.get("largest-contentful-paint-element", {}).get("details"):
        try:
            lcp_element = details["items"][0]["items"][0]["node"]["snippet"][:120]
        except (KeyError, IndexError, TypeError):
            lcp_element = ""
    return {
        "url": url,
        "performance": report["categories"]["performance"]["score"],
        "accessibility": report["categories"]["accessibility"]["score"],
        "fcp_ms": value("first-contentful-paint"),
        "lcp_ms": value("largest-contentful-paint"),
        "tbt_ms": value("total-blocking-time"),
        "cls": value("cumulative-layout-shift"),
        "total_bytes": value("total-byte-weight"),
        "script_bytes": summary.get("script", {}).get("transferSize"),
        "stylesheet_bytes": summary.get("stylesheet", {}).get("transferSize"),
        "lcp_element": lcp_element,
        "failed_accessibility": [
            audit["id"] for audit in (audits.get(ref["id"], {}) for ref in
                                      report["categories"]["accessibility"]["auditRefs"])
            if audit.get("score") is not None and audit.get("score") < 1
        ],
        "warnings": report.get("runWarnings", [])[:3] + [
            audits[k].get("errorMessage", "") for k in ("first-contentful-paint", "largest-contentful-paint")
            if audits.get(k, {}).get("errorMessage")
        ],
    }


def warm_up(url: str) -> None:
    """Fill the app's and the front cache's copies, as the readers before this one would have."""
    for _ in range(2):
        try:
            request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
            urllib.request.urlopen(request, timeout=30).read()
        except OSError:
            return  # Lighthouse will report what is wrong with the page
    # A whole load, not counted: the front cache then holds the page's pictures, code and API reads
    # as it does for a reader after the first. Without it the first run's pictures went through to
    # the app, on the same two cores as the browser (front page TBT 446 ms in that run, 38-165 after).
    lighthouse_once(url)


def main() -> None:
    targets = json.loads((BENCH_DIR / "targets.json").read_text())
    routes = {"front": "/", "article": targets["article"], "category": targets["category_page"],
              "search": "/msearch?" + "query=" + urllib.request.quote(targets["search_word"])}
    weight: dict = {"routes": {}, "lazy_chunks_gzip": lazy_chunks(), "lighthouse": {}}
    for name, path in routes.items():
        if name == "article" and not targets["article_page_ok"]:
            continue
        try:
            weight["routes"][name] = route_bytes(path)
        except Exception as error:  # a route that is not built yet: say so in the report
            weight["routes"][name] = {"path": path, "error": str(error)[:200]}
        print(f"  {name}: {weight['routes'][name]}", flush=True)
    # Through the front cache, as readers get it in production (gzip on), and the static twin.
    # The static twin at the article's own path, so its script hydrates the screen it was rendered for.
    pages = {"front": CACHE + "/", "static": STATIC + targets["article"]}
    if targets["article_page_ok"]:
        pages["article"] = CACHE + targets["article"]
    for name, url in pages.items():
        warm_up(url)
        weight["lighthouse"][name] = lighthouse(url)
        print(f"  lighthouse {name}: {weight['lighthouse'][name]}", flush=True)
    (BENCH_DIR / "weight.json").write_text(json.dumps(weight, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
