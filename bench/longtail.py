"""The long-tail row (bench/longtail.sh): article pages read by a morning crowd and a crawler through
nginx's front cache while an editor publishes or edits every 10 s; how many reads a cache answered,
how many the app rendered, and how long a change took to be visible through the front cache.

  longtail.py prepare          the reader mix's paths, from the bench database
  longtail.py run --mode M     warm up, then the measured run (wrk + bench/publisher.py), nginx's log
                               read into var/bench/longtail-M.json
  longtail.py reparse --mode M count a run's log again
  longtail.py report           var/bench/longtail.json and the report's section (longtail.md)

The mix (bench/lua/longtail.lua): BENCH_LONGTAIL_FRONT_SHARE (0.10) of the requests read the front
page (so its copy in the front cache is as fresh as a crowd keeps it); of the article-page reads,
BENCH_LONGTAIL_HOT_SHARE (0.97) go to the newest BENCH_LONGTAIL_HOT (200) articles, skewed to the
first ranks, the rest uniformly to any of the published articles; BENCH_LONGTAIL_RATE (1,000)
requests/s in all, Poisson arrivals, with `Accept-Encoding: gzip` as browsers and crawlers send it.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = Path(os.environ.get("BENCH_DIR", ROOT / "var" / "bench"))
CACHE = f"http://127.0.0.1:{os.environ.get('CACHE_PORT', '8732')}"
LUA = ROOT / "bench" / "lua" / "longtail.lua"
HOT = int(os.environ.get("BENCH_LONGTAIL_HOT", "200"))
HOT_SHARE = float(os.environ.get("BENCH_LONGTAIL_HOT_SHARE", "0.97"))
FRONT_SHARE = float(os.environ.get("BENCH_LONGTAIL_FRONT_SHARE", "0.10"))
RATE = int(os.environ.get("BENCH_LONGTAIL_RATE", "1000"))
CONNECTIONS = int(os.environ.get("BENCH_LONGTAIL_CONNECTIONS", "64"))
SECONDS = int(os.environ.get("BENCH_LONGTAIL_SECONDS", "60"))
WARMUP_SECONDS = int(os.environ.get("BENCH_LONGTAIL_WARMUP", "20"))
PUBLISH_EVERY_S = float(os.environ.get("BENCH_LONGTAIL_PUBLISH_EVERY", "10"))
HOT_PATHS = BENCH_DIR / "longtail-hot.txt"
ALL_PATHS = BENCH_DIR / "longtail-all.txt"
GZIP = "Accept-Encoding: gzip"

# Front-cache answers that did not go to the app on the reader's path (a STALE one started a
# background refresh; REVALIDATED went to the app, which answered 304 from its cache).
NGINX_CACHED = {"HIT", "STALE", "UPDATING", "REVALIDATED"}
ARTICLE_PAGE = re.compile(r"^(?:/en)?/[A-Za-z0-9]{6,16}/r$")
# Where nginx's log cannot tell whether the app rendered (app_state), an answer the app took longer
# than the fastest tenth of the renders it did name in the same run counts as rendered (under this
# load 13 ms: a cached answer takes 1-8 ms, a render 13-45 ms between its 10th and 90th percentiles);
# with fewer than 50 named renders, this.
RENDERED_AFTER_S = float(os.environ.get("BENCH_LONGTAIL_RENDERED_AFTER_MS", "12")) / 1000
LOG_LINE = re.compile(
    r'^(?P<msec>[\d.]+) (?P<conn>\d+) (?P<creq>\d+) (?P<status>\d+) "(?P<cache>[^"]*)" "(?P<portal>[^"]*)" '
    r'"(?P<ustatus>[^"]*)" "(?P<utime>[^"]*)" "(?P<probe>[^"]*)" "(?P<refresh>[^"]*)" "(?P<uri>[^"]*)"$'
)


def prepare() -> None:
    sys.path.insert(0, str(ROOT / "backend"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
    import django

    django.setup()
    from news.models import Article

    published = Article.objects.published()
    hot = published.in_language("mn").order_by("-publish_date", "-id").values_list("lid", flat=True)[:HOT]
    HOT_PATHS.write_text("".join(f"/{lid}/r\n" for lid in hot))
    every = published.values_list("lid", "language").iterator(chunk_size=5000)
    ALL_PATHS.write_text("".join(f"{'/en' if language == 'en' else ''}/{lid}/r\n" for lid, language in every))
    print(f"  {len(hot)} newest Mongolian articles, {sum(1 for _ in ALL_PATHS.open()):,} published in all")


def wrk(seconds: int) -> dict:
    env = {**os.environ, "BENCH_HOT_PATHS": str(HOT_PATHS), "BENCH_ALL_PATHS": str(ALL_PATHS),
           "BENCH_HOT_SHARE": str(HOT_SHARE), "BENCH_FRONT_SHARE": str(FRONT_SHARE), "BENCH_RATE": str(RATE),
           "BENCH_CONNECTIONS": str(CONNECTIONS)}
    command = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", "--timeout", "5s",
               "-H", GZIP, "-s", str(LUA), CACHE + "/"]
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60, env=env).stdout
    figures: dict = {"rps": None, "p50": None, "p99": None}
    if m := re.search(r"Requests/sec:\s+([\d.]+)", out):
        figures["rps"] = float(m.group(1))
    for name in ("50", "99"):
        if m := re.search(rf"^\s+{name}%\s+(\S+)", out, re.M):
            figures[f"p{name}"] = m.group(1)
    if m := re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out):
        figures["non_2xx"] = int(m.group(1))
    return figures


# A page's entry written to Redis (web/views.py keys pages "page-<build>-<theme>:..."), as MONITOR shows it.
PAGE_WRITE = re.compile(r'"(?i:set|setex|psetex)" "[^"]*page-')


def upstream_seconds(line: dict) -> float:
    try:
        # Several upstream tries are listed with ", " (or " : " across upstream groups).
        return sum(float(x) for x in line["utime"].replace(":", ",").split(",") if x.strip())
    except ValueError:
        return 0.0


def named(line: dict) -> str | None:
    """The app's own word (X-Portal-Cache), when nginx's log has it for this answer. After a 304 (a
    refresh with If-None-Match) nginx's $upstream_http_* are the headers of the copy it keeps, not the
    304's; and before the cache tags the app sent none."""
    app = line["portal"].strip().lower()
    return app if line["ustatus"] and line["ustatus"] != "304" and app in ("hit", "miss") else None


def app_state(line: dict, rendered_after: float) -> str:
    """Whether the app answered from its caches ("hit") or rendered ("miss"); with "?" when guessed."""
    return named(line) or ("miss?" if upstream_seconds(line) > rendered_after else "hit?")


def read_log(path: Path, start: float, end: float) -> dict:
    """Count the readers' article-page answers by who answered, and every trip to the app."""
    lines = []
    for raw in path.read_text(errors="replace").splitlines():
        m = LOG_LINE.match(raw)
        if m and start <= float(m["msec"]) <= end:
            # nginx logs an empty variable as "-".
            lines.append({name: "" if value == "-" else value for name, value in m.groupdict().items()})
    # A background refresh (proxy_cache_background_update) is a subrequest logged with its reader's
    # connection and request number; the reader's own line is the STALE one.
    groups = Counter((line["conn"], line["creq"]) for line in lines)
    renders = sorted(upstream_seconds(line) for line in lines if named(line) == "miss")
    rendered_after = max(0.004, renders[len(renders) // 10]) if len(renders) >= 50 else RENDERED_AFTER_S
    hot = set(HOT_PATHS.read_text().split())
    reads: Counter = Counter()
    origin: Counter = Counter()
    refreshed: Counter = Counter()
    for line in lines:
        if line["probe"] or not (ARTICLE_PAGE.match(line["uri"]) or line["uri"] == "/"):
            continue
        if line["refresh"]:
            # The app's purge asking nginx to fetch an entry again: a trip to the app, no reader's read.
            refreshed[f"{'front' if line['uri'] == '/' else 'article'}:{line['portal'] or '-'}"] += 1
            continue
        background = groups[(line["conn"], line["creq"])] > 1 and line["cache"] != "STALE"
        went = bool(line["ustatus"])
        where = "front" if line["uri"] == "/" else "hot" if line["uri"] in hot else "tail"
        if went:
            app = app_state(line, rendered_after)
            origin[f"{'background' if background else 'reader'}:{where}:{app}:{line['ustatus']}"] += 1
        if background:
            continue
        if line["cache"] in NGINX_CACHED:
            reads[f"{where}:nginx:{line['cache']}"] += 1
        elif went:
            reads[f"{where}:app:{app}"] += 1
        else:
            reads[f"{where}:other:{line['cache'] or '-'}:{line['status']}"] += 1
    return {"reads": dict(reads), "origin": dict(origin), "purge_refreshes": dict(refreshed), "log_lines": len(lines),
            "rendered_after_ms": round(rendered_after * 1000, 1)}


def summarise(counts: dict, seconds: float, page_writes: int | None = None) -> dict:
    """The shares are of article-page reads; the front page's reads and renders are counted apart.
    Renders: the pages written to Redis when counted (`page_writes`, less the front page's renders
    seen in the log), else nginx's log, where a 304's render is guessed from its time (app_state)."""
    front = {key: n for key, n in counts["reads"].items() if key.startswith("front:")}
    reads = {key: n for key, n in counts["reads"].items() if not key.startswith("front:")}
    origin = counts["origin"]
    total = sum(reads.values())

    def share(test) -> float:
        return sum(n for key, n in reads.items() if test(key)) / total if total else 0.0

    def count(where: str) -> int:
        return sum(n for key, n in origin.items() if f":{where}:" in key and ":miss" in key)

    refreshes = counts.get("purge_refreshes", {})
    refreshed = {kind: sum(n for key, n in refreshes.items() if key.startswith(f"{kind}:") and key != f"{kind}:hit")
                 for kind in ("article", "front")}
    front_renders = count("front") + refreshed["front"]
    tail = count("tail")
    if page_writes is not None:
        renders = max(page_writes - front_renders, 0)
        hot = max(renders - tail, 0)
    else:
        hot = count("hot") + refreshed["article"]  # a purge's refresh is of a page someone read: hot
        renders = hot + tail
    return {
        "reads": total,
        "reads_per_s": total / seconds,
        "hot_share_seen": share(lambda key: key.startswith("hot:")),
        "cached_share": share(lambda key: ":nginx:" in key or ":app:hit" in key),
        "nginx_share": share(lambda key: ":nginx:" in key),
        "app_cache_share": share(lambda key: ":app:hit" in key),
        "rendered_share": share(lambda key: ":app:miss" in key),
        "origin_per_s": (sum(n for key, n in origin.items() if ":front:" not in key)
                         + sum(n for key, n in refreshes.items() if key.startswith("article:"))) / seconds,
        "purge_refreshes_per_s": sum(refreshes.values()) / seconds,
        "renders_per_s": renders / seconds,
        "renders_hot_per_s": hot / seconds,
        "renders_tail_per_s": tail / seconds,
        "renders_per_read": renders / total if total else 0.0,
        "renders_counted_by": "redis" if page_writes is not None else "log",
        "front_reads_per_s": sum(front.values()) / seconds,
        "front_renders_per_s": front_renders / seconds,
        "app_state_guessed": page_writes is None and any("?" in key for key in list(reads) + list(origin)),
    }


def visibility(events: list[dict]) -> dict:
    out = {}
    for kind in ("publish", "edit"):
        times = [e["visible_s"] for e in events if e["kind"] == kind and e.get("visible_s") is not None]
        missing = sum(1 for e in events if e["kind"] == kind and e.get("visible_s") is None)
        out[kind] = {"n": len(times), "never": missing,
                     "p50_s": statistics.median(times) if times else None, "max_s": max(times) if times else None,
                     "all_s": times}
    return out


TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: str) -> tuple[int, float] | None:
    """A process's group and its CPU seconds (user + system) from /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return int(fields[2]), (int(fields[11]) + int(fields[12])) / TICK


def _pg_backends() -> list[str]:
    """The PostgreSQL backends serving the bench database (the machine's server is shared with tests)."""
    database = os.environ.get("BENCH_DB", "portal_bench")
    url = os.environ.get("DATABASE_URL", "").rsplit("/", 1)[0] + "/postgres"
    out = subprocess.run(["psql", url, "-Atqc", f"select pid from pg_stat_activity where datname = '{database}'"],
                         capture_output=True, text=True).stdout
    return out.split()


def cpu_sample() -> dict:
    """CPU seconds so far of what serves the readers: the app's process group (granian and its workers),
    the job worker's, Redis's, nginx's, and the bench database's PostgreSQL backends."""
    groups = {name: int(os.environ[var]) for name, var in (("app", "BENCH_APP_PGID"), ("jobs", "BENCH_JOBS_PGID"),
                                                          ("redis", "BENCH_REDIS_PGID")) if os.environ.get(var)}
    try:
        groups["nginx"] = int((BENCH_DIR / "nginx" / "nginx.pid").read_text())
    except (OSError, ValueError):
        pass
    by_pid: dict[str, tuple[str, float]] = {}
    backends = set(_pg_backends())
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        stat = _stat(entry.name)
        if stat is None:
            continue
        group, seconds = stat
        for name, pgid in groups.items():
            if group == pgid:
                by_pid[entry.name] = (name, seconds)
        if entry.name in backends:
            by_pid[entry.name] = ("postgres", seconds)
    return by_pid


def cpu_used(before: dict, after: dict) -> dict:
    """CPU seconds each part used between two samples (a process born in between counts whole)."""
    used: Counter = Counter()
    for pid, (name, seconds) in after.items():
        used[name] += seconds - before.get(pid, (name, 0.0))[1]
    return {name: round(value, 2) for name, value in used.items()}


def run(mode: str) -> None:
    log = BENCH_DIR / "logs" / f"longtail-{mode}.access.log"
    print(f"  [{mode}] warm-up {WARMUP_SECONDS} s of the mix (no publishing)", flush=True)
    warm = wrk(WARMUP_SECONDS)
    # A cross-check of the renders that needs no guess: each page the app renders is written to Redis
    # once (its key names the page kind); answers from the app's caches write none.
    monitor_file = BENCH_DIR / "logs" / f"longtail-{mode}.redis-monitor.log"
    monitor = subprocess.Popen(["redis-cli", "-p", os.environ.get("BENCH_REDIS_PORT", "6391"), "monitor"],
                               stdout=monitor_file.open("w"), stderr=subprocess.DEVNULL)
    cpu_before = cpu_sample()
    start = time.time()
    publisher = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "publisher.py"), "--seconds", str(SECONDS - 5),
         "--every", str(PUBLISH_EVERY_S), "--visible-through", CACHE, "--edit-paths", str(HOT_PATHS)],
        stdout=subprocess.PIPE, text=True,
    )
    load = wrk(SECONDS)
    end = time.time()
    cpu = cpu_used(cpu_before, cpu_sample())
    monitor.terminate()
    monitor.wait(timeout=10)
    page_writes = sum(1 for line in monitor_file.open(errors="replace") if PAGE_WRITE.search(line))
    out, _ = publisher.communicate(timeout=180)
    events = json.loads(out)["events"] if publisher.returncode == 0 and out.strip() else []
    time.sleep(1.5)  # nginx's log buffer is flushed every second
    counts = read_log(log, start, end)
    result = {"mode": mode, "start": start, "end": end, "rate": RATE, "hot": HOT, "hot_share": HOT_SHARE,
              "front_share": FRONT_SHARE,
              "published": sum(1 for _ in ALL_PATHS.open()),
              "warmup_s": WARMUP_SECONDS, "seconds": end - start,
              "connections": CONNECTIONS, "publish_every_s": PUBLISH_EVERY_S, "warmup": warm, "wrk": load,
              **counts, "summary": summarise(counts, end - start, page_writes), "visibility": visibility(events),
              "events": events, "cpu_s": cpu, "redis_page_writes": page_writes, "loadavg": os.getloadavg()}
    (BENCH_DIR / f"longtail-{mode}.json").write_text(json.dumps(result, indent=1))
    s, v = result["summary"], result["visibility"]
    print(f"  [{mode}] {s['reads']:,} article reads ({s['reads_per_s']:.0f}/s): {s['cached_share']:.4f} from a cache "
          f"(nginx {s['nginx_share']:.4f}, app {s['app_cache_share']:.4f}), rendered {s['rendered_share']:.4f}; "
          f"origin {s['origin_per_s']:.1f}/s, renders {s['renders_per_s']:.1f}/s "
          f"(hot {s['renders_hot_per_s']:.1f}, tail {s['renders_tail_per_s']:.1f})"
          f"{' [app state guessed from its time]' if s['app_state_guessed'] else ''}", flush=True)
    print(f"  [{mode}] CPU seconds over the {end - start:.0f} s: {cpu}; pages written to Redis (renders): "
          f"{page_writes / (end - start):.1f}/s", flush=True)
    for kind, f in v.items():
        print(f"  [{mode}] {kind}: visible through the front cache p50 {f['p50_s']} s, max {f['max_s']} s "
              f"({f['n']} timed, {f['never']} not within 90 s)", flush=True)


def reparse(mode: str) -> None:
    """Count a run's log again (after a change to the counting), with the window it was measured in."""
    path = BENCH_DIR / f"longtail-{mode}.json"
    result = json.loads(path.read_text())
    end = result.get("end") or result["events"][0]["at"] + result["seconds"] - 0.5
    start = result.get("start") or end - result["seconds"]
    counts = read_log(BENCH_DIR / "logs" / f"longtail-{mode}.access.log", start, end)
    result.update(counts, summary=summarise(counts, end - start, result.get("redis_page_writes")))
    path.write_text(json.dumps(result, indent=1))


def fmt(value: float | None, spec: str = ".1f") -> str:
    return "–" if value is None else format(value, spec)


def report() -> None:
    runs = {}
    for mode in ("site", "tags"):
        path = BENCH_DIR / f"longtail-{mode}.json"
        if path.exists():
            runs[mode] = json.loads(path.read_text())
    if not runs:
        sys.exit("bench: no long-tail run to report")
    (BENCH_DIR / "longtail.json").write_text(json.dumps(runs, indent=1))
    first = next(iter(runs.values()))
    lines = [
        "## Long tail: article pages while an editor publishes every 10 s",
        "",
        f"Through nginx's front cache (deploy/nginx-portal.conf) in front of `make serve-prod`, "
        f"{first['rate']:,} requests/s offered (Poisson arrivals over {first['connections']} connections, "
        f"`Accept-Encoding: gzip`): {first['front_share']:.0%} the front page, the rest article pages, of which "
        f"{first['hot_share']:.0%} go to the newest {first['hot']} Mongolian articles, rank r with weight ~1/r (a "
        f"morning crowd), and {1 - first['hot_share']:.0%} uniformly to any of the {first.get('published', 0):,} "
        f"published articles (a crawler); {first['seconds']:.0f} s measured after {first['warmup_s']} s of the same "
        f"mix without publishing. `bench/publisher.py` alternates, every {first['publish_every_s']:.0f} s, a new "
        "article (model save and tags in one transaction, as the newsroom's form) and a title edit of one of the ten "
        "most read, each then polled through the front cache until visible. `CACHE_INVALIDATION` selects what a save "
        "invalidates (`site`: everything, as before the cache tags; `tags`: what shows the saved content). From "
        "nginx's log (`$upstream_cache_status`, `$upstream_http_x_portal_cache`; the publisher's polls left out; "
        "background refreshes counted as trips to the app, not as reads): a read is from a cache when nginx answered "
        "it (HIT, STALE, UPDATING, REVALIDATED) or the app did from its caches (`X-Portal-Cache: hit`). A STALE read "
        "is answered at once but starts a refresh, which a save has made a render: \"renders per read\" counts "
        "every render of an article page, on a reader's path or in the background. Renders are the pages the app "
        "wrote to Redis in the run (`redis-cli monitor`: a render writes its page once, an answer from the app's "
        "caches none), less the front page's; the archive's are the misses nginx's log names, the newest "
        "articles' the rest.",
        "",
        "| CACHE_INVALIDATION | article reads/s | from a cache | nginx | app cache | rendered on the reader's path "
        "| trips to the app/s | renders/s (hot + tail) | renders per read | reads without a render "
        "| front page renders/s | publish → on the front page p50 / max s | title edit → on its page p50 / max s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    def seen(f: dict) -> str:
        never = f", {f['never']} never" if f["never"] else ""
        return f"{fmt(f['p50_s'])} / {fmt(f['max_s'])} ({f['n']}{never})"

    for mode, r in runs.items():
        s, v = r["summary"], r["visibility"]
        lines.append(
            f"| {mode} | {s['reads_per_s']:,.0f} | {s['cached_share']:.4f} | {s['nginx_share']:.4f} | "
            f"{s['app_cache_share']:.4f} | {s['rendered_share']:.4f} | {s['origin_per_s']:.1f} | "
            f"{s['renders_per_s']:.1f} ({s['renders_hot_per_s']:.1f} + {s['renders_tail_per_s']:.1f}) | "
            f"{s['renders_per_read']:.4f} | {1 - s['renders_per_read']:.4f} | {s['front_renders_per_s']:.2f} | "
            f"{seen(v['publish'])} | "
            f"{seen(v['edit'])} |")
    lines += ["", "CPU seconds used during the measured run (/proc: the app's process group, the job worker's, "
              "nginx's, Redis's, and the PostgreSQL backends of the bench database), and per render (article and "
              "front page; all of the app's CPU charged to its renders, so an upper bound):", "",
              "| CACHE_INVALIDATION | app | PostgreSQL | nginx | Redis | jobs | app ms per render "
              "| PostgreSQL ms per render | pages written to Redis/s (renders, counted by MONITOR) |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for mode, r in runs.items():
        cpu, s = r.get("cpu_s", {}), r["summary"]
        made = (s["renders_per_s"] + s["front_renders_per_s"]) * r["seconds"] or 1
        lines.append(f"| {mode} | {cpu.get('app', 0):.1f} | {cpu.get('postgres', 0):.2f} | {cpu.get('nginx', 0):.1f} | "
                     f"{cpu.get('redis', 0):.2f} | {cpu.get('jobs', 0):.2f} | {1000 * cpu.get('app', 0) / made:.1f} | "
                     f"{1000 * cpu.get('postgres', 0) / made:.2f} | "
                     + (f"{r['redis_page_writes'] / r['seconds']:.1f} |" if "redis_page_writes" in r else "– |"))
    if "site" in runs and "tags" in runs:
        a, b = runs["site"]["summary"], runs["tags"]["summary"]
        strict = 1 - b["renders_per_read"]
        lines += ["", f"From a cache: tags {b['cached_share']:.4f} against site {a['cached_share']:.4f} "
                  f"(goal: tags >= 0.95, {'met' if b['cached_share'] >= 0.95 else '**missed**'}). Counting the "
                  f"renders a STALE read starts as that read's (reads without a render): tags {strict:.4f} against "
                  f"site {1 - a['renders_per_read']:.4f} ({'met' if strict >= 0.95 else '**missed**'}); renders "
                  f"{b['renders_per_s']:.1f}/s against {a['renders_per_s']:.1f}/s, of them for the newest articles "
                  f"{b['renders_hot_per_s']:.1f} against {a['renders_hot_per_s']:.1f}."]
    if any(r["summary"]["app_state_guessed"] for r in runs.values()):
        lines += ["", "Where nginx's log cannot tell whether the app rendered (a 304 to nginx's refresh: nginx then "
                  "logs the `X-Portal-Cache` of the copy it keeps, not the 304's; or no header, before the cache "
                  "tags), an answer the app took longer to send than the fastest tenth of the renders it named in the "
                  "same run counts as rendered ("
                  + ", ".join(f"{mode}: {r.get('rendered_after_ms', '?')} ms" for mode, r in runs.items()) + ")."]
    text = "\n".join(lines) + "\n"
    (BENCH_DIR / "longtail.md").write_text(text)
    print(text)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=("prepare", "run", "reparse", "report"))
    parser.add_argument("--mode", default="site")
    args = parser.parse_args()
    {"prepare": prepare, "run": lambda: run(args.mode), "reparse": lambda: reparse(args.mode),
     "report": report}[args.action]()


if __name__ == "__main__":
    main()
