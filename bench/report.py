"""Print the benchmark's table and write bench/REPORT.md from var/bench/{load,weight}.json and
the profile; the speed goals (cached reads against nginx serving a static file, the uncached
article, Lighthouse and first-view weight) are judged on ratios from the same run."""
import json
import os
import platform
import subprocess
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
REPORT = ROOT / "bench" / "REPORT.md"
NOTES = ROOT / "bench" / "notes.md"

CACHED_APP_GOAL = 0.15
CACHED_FRONT_GOAL = 0.8
UNCACHED_RPS_GOAL = 1000
UNCACHED_P99_GOAL = 100.0
LCP_SLACK_MS = 400
TBT_GOAL = 50
CLS_GOAL = 0.01
ARTICLE_JS_GOAL = 80 * 1024
CACHED_KEYS = ("front", "article", "category_deep", "latest", "search")


def fmt_ms(value: float | None) -> str:
    return "–" if value is None else (f"{value:.1f}" if value < 100 else f"{value:.0f}")


def num(value: float | None, spec: str = ".0f") -> str:
    return "–" if value is None else format(value, spec)


def verdict(ok: bool, detail: str) -> str:
    return ("met" if ok else "**missed**") + f" ({detail})"


def runs_note(static: dict) -> str:
    """The static runs the limit is the mean of (before and after the cached reads)."""
    runs = static.get("runs_rps") or []
    return f"; mean of {' and '.join(f'{rps:,.0f}' for rps in runs)}" if len(runs) > 1 else ""


def load_table(load: dict) -> list[str]:
    static = load["static"]
    rows = [
        "| What | Through | req/s | ratio to nginx static | p50 ms | p99 ms | errors / non-2xx |",
        "|---|---|---:|---:|---:|---:|---:|",
        f"| nginx static file ({static['bytes']:,} B, the article page's size){runs_note(static)} | nginx | "
        f"{static['rps']:,.0f} | 1.00 | "
        f"{fmt_ms(static['p50_ms'])} | {fmt_ms(static['p99_ms'])} | {static['errors']} / {static['non_2xx']} |",
    ]
    if same := load.get("static_front"):
        rows.append(
            f"| nginx static file ({same['bytes']:,} B, the front page's size; a reference, not the limit) | nginx | "
            f"{same['rps']:,.0f} | {same['rps'] / static['rps']:.2f} | {fmt_ms(same['p50_ms'])} | "
            f"{fmt_ms(same['p99_ms'])} | {same['errors']} / {same['non_2xx']} |"
        )
    for key, row in load["rows"].items():
        for where, name in (("app", "app server alone"), ("cache", "nginx proxy_cache")):
            if where not in row:
                continue
            f = row[where]
            ratio = f["rps"] / static["rps"] if static["rps"] else 0
            rows.append(
                f"| {row['label']} | {name} | {f['rps']:,.0f} | {ratio:.2f} | {fmt_ms(f['p50_ms'])} | "
                f"{fmt_ms(f['p99_ms'])} | {f['errors']} / {f['non_2xx']} |"
            )
    return rows


def gzip_table(load: dict) -> list[str]:
    """The pages as browsers ask for them, against the static file's precompressed twin."""
    static = load.get("static_gzip")
    if not static:
        return []
    rows = [
        "As browsers ask for them (`Accept-Encoding: gzip`): nginx sends the static file's precompressed twin, "
        "the app and the front cache their gzip copies.",
        "",
        "| What | Through | bytes | req/s | ratio to nginx static (gzip) | p50 ms | p99 ms | errors / non-2xx |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
        f"| nginx static file, gzip twin{runs_note(static)} | nginx | {static['bytes']:,} | "
        f"{static['rps']:,.0f} | 1.00 | "
        f"{fmt_ms(static['p50_ms'])} | {fmt_ms(static['p99_ms'])} | {static['errors']} / {static['non_2xx']} |",
    ]
    for row in load.get("gzip_rows", {}).values():
        for where, name in (("app", "app server alone"), ("cache", "nginx proxy_cache")):
            f = row[where]
            ratio = f["rps"] / static["rps"] if static["rps"] else 0
            rows.append(f"| {row['label']} | {name} | {f.get('bytes', 0):,} | {f['rps']:,.0f} | {ratio:.2f} | "
                        f"{fmt_ms(f['p50_ms'])} | {fmt_ms(f['p99_ms'])} | {f['errors']} / {f['non_2xx']} |")
    return rows


def shortfall(ratio: float, goal: float) -> str:
    """A missed ratio to three decimals, so that 0.797 does not read as a met 0.80."""
    return f"{ratio:.3f}, short by {goal - ratio:.3f}"


def goals(load: dict, weight: dict) -> list[str]:
    static = load["static"]["rps"] or 1
    out = []
    for key in CACHED_KEYS:
        row = load["rows"][key]
        for where, goal in (("app", CACHED_APP_GOAL), ("cache", CACHED_FRONT_GOAL)):
            ratio = row[where]["rps"] / static
            ok = ratio >= goal and row[where]["non_2xx"] == 0
            text = f"{ratio:.2f}" if ok else shortfall(ratio, goal) if ratio < goal else f"{ratio:.2f}, with non-2xx answers"
            out.append(f"- {row['label']}, {'app alone' if where == 'app' else 'front cache'} >= {goal}: "
                       + verdict(ok, text))
            same = load.get("static_front")
            if key == "front" and where == "cache" and same and same.get("rps"):
                out.append(f"  - against nginx sending a static file of the front page's own size "
                           f"({same['bytes']:,} B): {row[where]['rps'] / same['rps']:.2f}")
            gzipped = load.get("gzip_rows", {}).get(key, {}).get(where)
            if gzipped and load.get("static_gzip", {}).get("rps"):
                ratio = gzipped["rps"] / load["static_gzip"]["rps"]
                ok = ratio >= goal and gzipped["non_2xx"] == 0
                out.append("  - the same with `Accept-Encoding: gzip` (against the static gzip twin): "
                           + verdict(ok, f"{ratio:.2f}" if ok else shortfall(ratio, goal)))
    miss = load["rows"]["article_uncached"]["app"]
    rps_ok, p99_ok = miss["rps"] >= UNCACHED_RPS_GOAL, (miss["p99_ms"] or 1e9) < UNCACHED_P99_GOAL
    out.append(f"- Uncached article page >= {UNCACHED_RPS_GOAL} req/s: " + verdict(
        rps_ok, f"{miss['rps']:,.0f} req/s" + ("" if rps_ok else f", {miss['rps'] / UNCACHED_RPS_GOAL:.0%} of the goal")))
    out.append(f"- Uncached article page p99 < {UNCACHED_P99_GOAL:.0f} ms at 64 connections: "
               + verdict(p99_ok, f"{fmt_ms(miss['p99_ms'])} ms"))
    lighthouse = weight.get("lighthouse", {})
    static_lcp = (lighthouse.get("static") or {}).get("lcp_ms")
    for name in ("front", "article"):
        lh = lighthouse.get(name)
        if not lh or "error" in lh:
            out.append(f"- Lighthouse {name}: not measured ({(lh or {}).get('error', 'route not available')})")
            continue
        perf, a11y, lcp, tbt, cls = (lh.get(k) for k in ("performance", "accessibility", "lcp_ms", "tbt_ms", "cls"))
        out.append(f"- Lighthouse {name} performance 1.00: " + verdict((perf or 0) >= 1, num(perf, ".2f")
                   + ("" if perf is not None else " – Lighthouse could not compute it: " + "; ".join(lh["warnings"]))))
        out.append(f"- Lighthouse {name} accessibility 1.00: " + verdict(
            (a11y or 0) >= 1, num(a11y, ".2f")
            + (f"; failing audits: {', '.join(lh['failed_accessibility'])}" if lh["failed_accessibility"] else "")))
        if static_lcp is not None and lcp is not None:
            gap = lcp - static_lcp
            out.append(f"- Lighthouse {name} LCP within {LCP_SLACK_MS} ms of the static file's: " + verdict(
                gap <= LCP_SLACK_MS, f"{lcp:.0f} ms vs {static_lcp:.0f} ms, {gap:+.0f} ms"))
        else:
            out.append(f"- Lighthouse {name} LCP: not measured in this run")
        out.append(f"- Lighthouse {name} TBT < {TBT_GOAL} ms: " + verdict(tbt is not None and tbt < TBT_GOAL, f"{num(tbt)} ms"))
        out.append(f"- Lighthouse {name} CLS < {CLS_GOAL}: " + verdict(cls is not None and cls < CLS_GOAL, num(cls, ".3f")))
    article = weight.get("routes", {}).get("article")
    if article and "js_gzip" in article:
        out.append("- Article first view <= 80 KB gzipped JS: " + verdict(
            article["js_gzip"] <= ARTICLE_JS_GOAL, f"{article['js_gzip'] / 1024:.1f} KB"))
    else:
        out.append("- Article first view JS: not measured (article page route not available)")
    return out


def weight_tables(weight: dict) -> list[str]:
    rows = ["| Route | JS (gzip) | CSS (gzip) | UI strings (gzip) | HTML | HTML (gzip) | files |",
            "|---|---:|---:|---:|---:|---:|---|"]
    for name, r in weight.get("routes", {}).items():
        if "error" in r:
            rows.append(f"| {name} `{r['path']}` | – | – | – | – | – | {r['error']} |")
            continue
        rows.append(f"| {name} `{r['path'][:40]}` | {r['js_gzip'] / 1024:.1f} KB | {r['css_gzip'] / 1024:.1f} KB | "
                    f"{r.get('strings_gzip', 0) / 1024:.1f} KB | {r['html_bytes'] / 1024:.1f} KB | "
                    f"{r['html_gzip'] / 1024:.1f} KB | {', '.join(r['files'])} |")
    lazy = weight.get("lazy_chunks_gzip", {})
    if lazy:
        rows += ["", "Loaded on demand only (gzip): " + ", ".join(f"{k.rsplit('/', 1)[-1]} {v / 1024:.1f} KB"
                                                                    for k, v in lazy.items())]
    rows += ["", "| Lighthouse mobile | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | total bytes | JS bytes |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name, lh in weight.get("lighthouse", {}).items():
        if "error" in lh:
            rows.append(f"| {name} | {lh['error']} |||||||")
            continue
        rows.append(f"| {name} ({lh['url']}) | {num(lh['performance'], '.2f')} | {num(lh['accessibility'], '.2f')} | "
                    f"{num(lh['fcp_ms'])} | {num(lh['lcp_ms'])} | {num(lh['tbt_ms'])} | {num(lh['cls'], '.3f')} | "
                    f"{num(lh['total_bytes'], ',.0f')} | {num(lh['script_bytes'], ',')} |")
    runs = {name: lh["runs"] for name, lh in weight.get("lighthouse", {}).items() if lh.get("runs")}
    if runs:
        count = max(len(figures["tbt_ms"]) for figures in runs.values())
        rows += ["", f"Each figure is the median of {count} runs. TBT of each run (ms): " + "; ".join(
            f"{name} " + ", ".join(num(value) for value in figures["tbt_ms"]) for name, figures in runs.items()) + "."]
    return rows


def depth_table(depth: dict) -> list[str]:
    """Page 1 against page 10,000 on the large database (bench/depth.py)."""
    rows = [
        f"{depth['articles']:,} articles in `{depth['database']}`, {depth['page_size']} items a page, through the API "
        "in process without any cache (median of 15 calls; SQL time, buffers and index rows from "
        "EXPLAIN (ANALYZE, BUFFERS) of the list query).",
        "",
        "| List | Page | median ms | queries | SQL ms | buffers | index rows | plan |",
        "|---|---|---:|---:|---:|---:|---:|---|",
    ]
    for name, entry in depth["lists"].items():
        for label, row in entry["rows"].items():
            rows.append(f"| {name} ({entry['total']:,} items) | {label} | {row['median_ms']} | {row['queries']} | "
                        f"{row['sql_ms']} | {row['buffers']} | {row['index_rows']} | {row['plan']} |")
    return rows


def publishing_note(load: dict) -> list[str]:
    row = load["rows"].get("front_publishing")
    if not row:
        return []
    saves = " and ".join(f"{row[where].get('saves', 0)} ({where})" for where in ("app", "cache") if where in row)
    return ["", "While the front page was read with an editor saving, `bench/publisher.py` saved the newest article "
            f"{saves} times; each save bumps the content version, so every cached copy of the page is made again "
            "(by the app behind the front cache, which serves its stale copy meanwhile)."]


def live_feed_note(load: dict) -> list[str]:
    """How the live page's pollers were answered: mostly 304s, and few fetches from the app."""
    row = load["rows"].get("live_feed")
    if not row or "cache" not in row:
        return []
    cache, app = row["cache"], row.get("app", {})
    total = cache.get("requests") or 0
    fetched = cache.get("origin_fetches")
    return ["", f"The live feed's readers (one connection is one reader polling as fast as it can) got "
            f"{cache.get('unchanged_304', 0):,} answers 304 and {cache.get('fresh_200', 0):,} with a body out of "
            f"{total:,} through the front cache, which fetched {fetched} of them from the app while "
            f"`bench/publisher.py --live` posted {cache.get('updates_posted', 0)} updates; through the app alone "
            f"{app.get('unchanged_304', 0):,} of {app.get('requests', 0):,} were 304s. However many readers poll, "
            "the app makes the feed about once per update and per 10 s of the front cache."]


def memory_table(memory: dict) -> list[str]:
    """Each worker's RSS after each slice of distinct pages, and how much the second half added."""
    samples = memory["samples"]
    rows = ["| Distinct pages | " + " | ".join(f"worker {n + 1} RSS" for n in range(memory["workers"])) + " |",
            "|---:|" + "---:|" * memory["workers"]]
    rows += [f"| {s['pages']:,} | " + " | ".join(f"{mb:,} MB" for mb in s["rss_mb"]) + " |" for s in samples]
    middle, last = samples[len(samples) // 2], samples[-1]
    grown = max(b - a for a, b in zip(middle["rss_mb"], last["rss_mb"], strict=True)) if last["rss_mb"] else 0
    failed = f" {last['non_2xx']:,} answers were not 2xx or 3xx." if last.get("non_2xx") else ""
    return rows + ["", f"From {middle['pages']:,} to {last['pages']:,} pages the largest worker grew by {grown} MB "
                   f"(the caches and V8's heaps are full by then; a page-by-page leak keeps climbing).{failed}"]


def main() -> None:
    load = json.loads((BENCH_DIR / "load.json").read_text())
    weight = json.loads((BENCH_DIR / "weight.json").read_text()) if (BENCH_DIR / "weight.json").exists() else {}
    targets = load["targets"]
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    header = [
        "# Benchmark report",
        "",
        f"Written by `make bench` on {datetime.now().strftime('%Y-%m-%d %H:%M')} (commit {commit} plus working tree), "
        f"{os.cpu_count()} cores, {platform.python_version()}; app server: {os.environ.get('APP_SERVER', 'granian')} "
        "with the production settings, PostgreSQL and Redis; "
        f"{targets['articles']:,} articles. wrk -t2 -c{load['connections']} -d{load['duration_s']}s, everything on one "
        "machine (wrk, nginx, the app, PostgreSQL and Redis share the two cores). Load average (1/5/15 min) before "
        f"the load runs: {' / '.join(f'{x:.1f}' for x in load.get('loadavg_before', []))}, when the report was "
        f"written: {' / '.join(f'{x:.1f}' for x in os.getloadavg())}.",
        "",
    ]
    if not targets["article_page_ok"]:
        header += ["**The article page route (/{lid}/r) did not answer 200 during this run**: the article rows measure "
                   f"its data read `{targets['article']}` instead, and its Lighthouse and bytes rows are missing.", ""]
    load_rows = load_table(load) + [""] + gzip_table(load)
    body = header + ["## Requests per second", ""] + load_rows + [
        "",
        f"Category list: category {targets['category_deep'].split('/')[3]}, {targets['category_depth']:,} items deep. "
        f"Search word: `{targets['search_word']}`. The uncached article run requests a different article each time "
        "(its page and its data read miss the cache; the layout lists stay cached, as in production).",
        *publishing_note(load),
        *live_feed_note(load),
        "",
        "## Page weight and Lighthouse (mobile)",
        "",
    ] + weight_tables(weight) + ["", "## Goals", ""] + goals(load, weight)
    depth_file = BENCH_DIR / "depth.json"
    if depth_file.exists():
        body += ["", "## Lists at depth: page 1 against page 10,000", ""] + depth_table(json.loads(depth_file.read_text()))
    memory = BENCH_DIR / "memory.json"
    if memory.exists():
        body += ["", "## App memory over distinct pages", "", "Uncached article pages, a new one each request, "
                 "in slices of 10 s (`bench/memory.py`, after the profile):", ""] + memory_table(
            json.loads(memory.read_text()))
    search = BENCH_DIR / "search.md"  # bench/search_quality.py: relevance and uncached search time
    if search.exists():
        body += ["", search.read_text().rstrip()]
    longtail = BENCH_DIR / "longtail.md"  # bench/longtail.sh, when this run made it (BENCH_LONGTAIL=1)
    if longtail.exists() and longtail.stat().st_mtime >= (BENCH_DIR / "load.json").stat().st_mtime:
        body += ["", longtail.read_text().rstrip()]
    audience = BENCH_DIR / "audience.md"  # bench/audience.sh, when this run made it (BENCH_AUDIENCE=1)
    if audience.exists() and audience.stat().st_mtime >= (BENCH_DIR / "load.json").stat().st_mtime:
        body += ["", audience.read_text().rstrip()]
    profile = BENCH_DIR / "profile.txt"
    if profile.exists():
        body += ["", "## Profile of the uncached article page", "", "```", profile.read_text().rstrip(), "```"]
    if NOTES.exists():
        body += ["", NOTES.read_text().rstrip()]
    REPORT.write_text("\n".join(body) + "\n")
    print("\n".join(load_rows))
    print()
    print("\n".join(weight_tables(weight)))
    print()
    print("\n".join(goals(load, weight)))
    print(f"\nWritten: {REPORT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
