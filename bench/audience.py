"""The audience-counting rows (bench/audience.sh): the cached article with counting on and off, and
1,000 views/s sent with the stored count checked against what was sent.

`python bench/audience.py rows --mode on|off` runs the wrk rows against the app on APP_PORT;
`python bench/audience.py rate` sends the views at a fixed rate and waits for the flush job;
`python bench/audience.py report` writes var/bench/audience.{json,md}, which bench/report.py puts
into bench/REPORT.md (and `--into-report` replaces the section of an existing REPORT.md).
"""
import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load import APP, BENCH_DIR, CONNECTIONS, DURATION, LUA, ROOT, probe, wrk  # noqa: E402

RESULTS = BENCH_DIR / "audience.json"
RATE = int(os.environ.get("BENCH_AUDIENCE_RATE", "1000"))  # the goal, views counted a second
VIEWS = int(os.environ.get("BENCH_AUDIENCE_VIEWS", "20000"))
RATE_SECONDS = VIEWS // RATE  # the run's expected length; wrk is given four times that before it gives up
SENDERS = int(os.environ.get("BENCH_AUDIENCE_SENDERS", "32"))  # wrk's connections
THREADS = 2  # wrk's threads
BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"


def _django():
    sys.path.insert(0, str(ROOT / "backend"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
    import django

    django.setup()


def _load() -> dict:
    return json.loads(RESULTS.read_text()) if RESULTS.exists() else {}


def _save(results: dict) -> None:
    RESULTS.write_text(json.dumps(results, indent=1, ensure_ascii=False))


def pick_article() -> dict:
    _django()
    from news.models import Article

    article = Article.objects.published().in_language("mn").order_by("-publish_date").values("id", "lid").first()
    return {"id": article["id"], "lid": article["lid"]}


def rows(mode: str) -> None:
    results = _load()
    article = results.setdefault("article", pick_article())
    path = f"/{article['lid']}/r"
    for _ in range(3):
        probe(APP + path)
    page = wrk(APP + path)
    visit = wrk(APP + "/", "visit.lua", {"BENCH_LID": article["lid"]})
    results.setdefault("modes", {}).setdefault(mode, []).append({"page": page, "visit": visit})
    print(f"  counting {mode}: cached article {page['rps']:.0f} req/s (p99 {page['p99_ms']} ms); "
          f"page + view post {visit['rps']:.0f} req/s (p99 {visit['p99_ms']} ms)", flush=True)
    _save(results)


def stored(article_id: int) -> int:
    _django()
    from audience.buffer import stored_views

    return stored_views([article_id])


def rate() -> None:
    """VIEWS view posts sent by wrk as fast as the app answers (bench/lua/views.lua: each from its own
    address, exactly VIEWS of them), then the stored count waited for: the rate is views answered over the
    run's time, and the stored count must equal the views answered."""
    results = _load()
    article = results.setdefault("article", pick_article())
    before = stored(article["id"])
    command = ["wrk", f"-t{THREADS}", f"-c{SENDERS}", f"-d{RATE_SECONDS * 4}s", "--timeout", "5s",
               "-s", str(LUA / "views.lua"), APP + "/"]
    env = {**os.environ, "BENCH_LID": str(article["lid"]), "BENCH_VIEWS": str(VIEWS), "BENCH_THREADS": str(THREADS)}
    out = subprocess.run(command, capture_output=True, text=True, timeout=RATE_SECONDS * 4 + 30, env=env).stdout
    found = re.search(r"^VIEWS answered=(\d+) failed=(\d+) seconds=([\d.]+)$", out, re.M)
    if not found:
        sys.exit(f"wrk gave no count of the views:\n{out[-600:]}")
    sent, failed, took = int(found.group(1)), int(found.group(2)), float(found.group(3))
    counted = 0
    finished = time.monotonic()
    deadline = finished + 30
    while time.monotonic() < deadline:  # the job flushes every 5 s
        counted = stored(article["id"]) - before
        if counted >= sent:
            break
        time.sleep(0.5)
    waited = time.monotonic() - finished
    results["rate"] = {"asked_per_s": RATE, "views": VIEWS, "sent": sent, "failed": failed, "seconds": round(took, 1),
                       "achieved_per_s": sent / took, "stored": counted, "stored_after_s": round(waited, 1)}
    print(f"  {sent:,} views answered in {took:.1f} s ({sent / took:,.0f}/s, {failed} failed); "
          f"stored {counted:,} within {waited:.1f} s of the last", flush=True)
    _save(results)


def _median(runs: list[dict], key: str, figure: str) -> float:
    return statistics.median(run[key][figure] for run in runs)


def section(results: dict) -> list[str]:
    """The report's section: each row the median of the rounds (bench/audience.sh runs the two modes in turn,
    each round on newly started servers, the order swapped every round so drift falls on both)."""
    on_runs, off_runs = results["modes"]["on"], results["modes"]["off"]
    rounds = min(len(on_runs), len(off_runs))
    on, off = ({key: {"rps": _median(runs, key, "rps"), "p99_ms": _median(runs, key, "p99_ms")}
                for key in ("page", "visit")} for runs in (on_runs, off_runs))
    # Each round's on/off pair ran minutes apart at most; the median of the pairs' ratios is the figure, as
    # the machine's drift between rounds moves both of a pair alike (the medians of each mode do not pair).
    ratios = {key: [a[key]["rps"] / b[key]["rps"] for a, b in zip(on_runs, off_runs, strict=False) if b[key]["rps"]]
              for key in ("page", "visit")}
    each_round = ", ".join(f"{r:.2f}" for r in ratios["page"])
    lines = [
        "## Audience counting",
        "",
        f"Run by `bench/audience.sh` on {results['when']} ({results['machine']}), alone (not within a whole "
        f"`make bench`): the production profile (granian, Redis, PostgreSQL database `{results['database']}` with "
        f"{results['articles']:,} articles), `manage.py run_jobs` flushing the buffer every 5 s. wrk -t2 "
        f"-c{CONNECTIONS} -d{DURATION}s, {rounds} rounds of each mode (medians below; each round's ratio of the "
        f"cached page: {each_round}). "
        f"Load average before: {results['loadavg']}.",
        "",
        "| What | counting off req/s | counting on req/s | ratio on/off (median of the rounds') | p99 ms off / on |",
        "|---|---:|---:|---:|---:|",
    ]
    for key, label in (("page", "Article page, cached (front cache)"),
                       ("visit", "A reader's visit: the cached article page and its view post, a new reader each")):
        ratio = statistics.median(ratios[key]) if ratios[key] else 0
        lines.append(f"| {label} | {off[key]['rps']:,.0f} | {on[key]['rps']:,.0f} | {ratio:.2f} | "
                     f"{off[key]['p99_ms']} / {on[key]['p99_ms']} |")
    ratio = statistics.median(ratios["page"]) if ratios["page"] else 0
    rate_row = results.get("rate")
    lines += ["", f"- Cached article, counting on against off >= 0.95: {'met' if ratio >= 0.95 else '**missed**'} "
              f"({ratio:.2f})."]
    if rate_row:
        exact = rate_row["stored"] == rate_row["sent"]
        fast = rate_row["achieved_per_s"] >= rate_row["asked_per_s"]
        lines.append(
            f"- {rate_row['asked_per_s']:,} views/s counted: wrk (bench/lua/views.lua, -c{SENDERS}) sent "
            f"{rate_row['views']:,} view posts as fast as they were answered, each from its own address: "
            f"{rate_row['sent']:,} answered in {rate_row['seconds']} s ({rate_row['achieved_per_s']:,.0f}/s, "
            f"{rate_row['failed']} failed), {rate_row['stored']:,} stored {rate_row['stored_after_s']} s after "
            f"the last: stored = sent {'met' if exact else '**missed**'}; rate {'met' if fast else '**missed**'}.")
    lines += ["", "The page row reads the same cached page with counting on and off: counting adds nothing to a "
              "cached read, which never reaches Django. The visit row is what a browser sends per view; counting "
              "on adds the view's buffer write (one pipelined Redis round trip) to the post."]
    return lines


def report(into_report: bool) -> None:
    results = _load()
    _django()
    from django.conf import settings

    from news.models import Article

    results["when"] = datetime.now().strftime("%Y-%m-%d %H:%M")
    results["machine"] = f"{os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}"
    results["database"] = settings.DATABASES["default"]["NAME"]
    results["articles"] = Article.objects.count()
    results["loadavg"] = results.get("loadavg", " / ".join(f"{x:.1f}" for x in os.getloadavg()))
    _save(results)
    text = "\n".join(section(results)) + "\n"
    (BENCH_DIR / "audience.md").write_text(text)
    print(text)
    if into_report:
        report_file = ROOT / "bench" / "REPORT.md"
        body = report_file.read_text()
        start = body.find("## Audience counting")
        if start >= 0:
            end = body.find("\n## ", start + 1)
            body = body[:start] + text + ("\n" + body[end + 1:] if end >= 0 else "")
        else:
            anchor = body.find("## Profile of the uncached article page")
            body = body[:anchor] + text + "\n" + body[anchor:] if anchor >= 0 else body + "\n" + text
        report_file.write_text(body)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("step", choices=("rows", "rate", "report", "start"))
    parser.add_argument("--mode", choices=("on", "off"))
    parser.add_argument("--into-report", action="store_true")
    options = parser.parse_args()
    if options.step == "start":
        RESULTS.unlink(missing_ok=True)
        _save({"loadavg": " / ".join(f"{x:.1f}" for x in os.getloadavg())})
    elif options.step == "rows":
        rows(options.mode)
    elif options.step == "rate":
        rate()
    else:
        report(options.into_report)


if __name__ == "__main__":
    main()
