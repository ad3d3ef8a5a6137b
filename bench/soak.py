"""Soak: a mixed load of readers and writers on a running portal, then proof that nothing was lost.

Run by bench/soak.sh (which starts the production profile); from a second process on loopback:

    soak.py --base http://127.0.0.1:8100 --seconds 300 [--threads 8] [--server-pid PID]

Readers open the front, article, list and search pages; writers comment, like comments, react
and vote, each write from a distinct simulated reader (its own X-Forwarded-For, no cookies).
Afterwards, through the ORM on the same database (DATABASE_URL), it checks that every accepted
write is stored exactly once, every counter equals the count of its rows, no request got a 5xx,
and the app workers' memory (RSS from /proc) stayed bounded. Prints throughput, p50/p99 and
the totals; exits non-zero when a check fails.
"""
import argparse
import base64
import itertools
import json
import os
import random
import statistics
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from processes import rss_kb, worker_pids

BACKEND = Path(__file__).resolve().parent.parent / "backend"
VOTE_INTENTION = base64.b64encode(b"poll_vote").decode()
SEARCH_WORDS = ["мэдээ", "улс", "Монгол", "economy", "спорт", "өдөр", "үнэ"]
# What a request is, and how often, in the mix.
MIX = [
    ("front", 22), ("article", 20), ("list", 10), ("search", 10),
    ("comment", 10), ("like", 9), ("reaction", 9), ("vote", 10),
]
# Memory may grow while caches and pools warm up; beyond this, it is a leak.
RSS_GROWTH_LIMIT = 1.5
RSS_GROWTH_SLACK_KB = 48 * 1024


@dataclass
class Targets:
    lids: list[str]
    categories: list[int]
    comment_ids: list[int]
    polls: list[tuple[int, list[int]]]
    reaction_kinds: list[int]


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    statuses: Counter = field(default_factory=Counter)
    other: Counter = field(default_factory=Counter)  # (kind, status) of answers other than 200
    server_errors: list[str] = field(default_factory=list)
    accepted: Counter = field(default_factory=Counter)
    refused: Counter = field(default_factory=Counter)
    comment_marks: dict[str, bool] = field(default_factory=dict)  # mark -> accepted

    def record(self, kind: str, status: int, seconds: float, url: str) -> None:
        with self.lock:
            self.latencies[kind].append(seconds)
            self.statuses[status] += 1
            if status != 200:
                self.other[(kind, status)] += 1
            if status >= 500:
                self.server_errors.append(f"{status} {url}")


class Client:
    """urllib with a simulated reader's address; answers of every status are returned, not raised."""

    def __init__(self, base: str, tally: Tally) -> None:
        self.base = base
        self.tally = tally
        self.addresses = itertools.count(1)
        self.address_lock = threading.Lock()

    def new_reader(self) -> str:
        with self.address_lock:
            n = next(self.addresses)
        return f"10.{(n >> 16) & 255}.{(n >> 8) & 255}.{n & 255}"

    def call(self, kind: str, path: str, reader: str, form: dict | None = None,
             headers: dict[str, str] | None = None) -> tuple[int, bytes]:
        data = urllib.parse.urlencode(form).encode() if form is not None else None
        request = urllib.request.Request(self.base + path, data=data, headers={
            "X-Forwarded-For": reader, "User-Agent": "portal-soak/1", "Accept-Language": "mn", **(headers or {}),
        })
        started = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, body = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, body = error.code, error.read()
        except (urllib.error.URLError, TimeoutError, ConnectionError) as error:
            status, body = 599, str(error).encode()  # no answer at all counts as a server error
        self.tally.record(kind, status, time.monotonic() - started, path)
        return status, body


def discover(client: Client) -> Targets:
    """What to read and write, found through the API like a reader would."""
    reader = client.new_reader()

    def get(path: str) -> dict:
        status, body = client.call("setup", path, reader)
        if status != 200:
            raise SystemExit(f"setup: {path} answered {status}")
        return json.loads(body)

    lids = [item["lid"] for language in ("mn", "en")
            for item in get(f"/api/news/shinemedee?size=50&lang={language}")["shinemedee_list"]]
    categories = [c["id"] for c in get("/api/categories")["categories"]]
    comment_ids: list[int] = []
    for lid in lids[:15]:
        status, body = client.call("setup", f"/api/{lid}/r/comments", reader, form={})
        if status == 200:
            comment_ids += [c["id"] for c in json.loads(body)["comments"]]
    polls = []
    for language in ("mn", "en"):
        poll = get(f"/api/poll/last?lang={language}").get("activePoll")
        if poll and poll["isOpen"]:
            polls.append((poll["poll_id"], [answer["poll_answer_id"] for answer in poll["pollAnswersArray"]]))
    kinds = [kind["id"] for kind in json.loads(client.call("setup", "/api/emoji", reader, form={})[1])["emotics"]]
    if not (lids and categories and polls and kinds):
        raise SystemExit("setup: the portal has no demo content (articles, categories, polls, reactions)")
    return Targets(lids, categories, comment_ids, polls, kinds)


def one_request(client: Client, tally: Tally, targets: Targets, rng: random.Random) -> None:
    kind = rng.choices([k for k, _ in MIX], weights=[w for _, w in MIX])[0]
    reader = client.new_reader()
    lid = rng.choice(targets.lids)
    if kind == "front":
        client.call(kind, rng.choice(["/", "/en/"]), reader)
    elif kind == "article":
        client.call(kind, f"/{lid}/r", reader)
    elif kind == "list":
        category = rng.choice(targets.categories)
        client.call(kind, rng.choice([f"/{category}/i", f"/api/fetch/{category}/i?limit=12"]), reader)
    elif kind == "search":
        word = urllib.parse.quote(rng.choice(SEARCH_WORDS))
        client.call(kind, rng.choice([f"/msearch?query={word}", f"/api/news/search?query={word}"]), reader)
    elif kind == "comment":
        mark = uuid.uuid4().hex[:16]
        status, body = client.call(kind, f"/api/{lid}/r/comment-insert", reader, form={
            "commentBody": f"Сайхан мэдээ байна, баярлалаа. {mark}", "commentBy": "Уншигч",
        })
        ok = status == 200 and json.loads(body).get("status") in ("success", "pending")
        with tally.lock:
            tally.comment_marks[mark] = ok
        count(tally, kind, ok)
    elif kind == "like" and targets.comment_ids:
        status, _ = client.call(kind, "/api/news/comment-like-dislike", reader,
                                form={"commentid": rng.choice(targets.comment_ids), "type": "like"})
        count(tally, kind, status == 200)
    elif kind == "reaction":
        status, _ = client.call(kind, f"/api/reaction/{lid}", reader,
                                form={"reactionId": rng.choice(targets.reaction_kinds)})
        count(tally, kind, status == 200)
    elif kind == "vote":
        poll_id, answers = rng.choice(targets.polls)
        status, body = client.call("token", "/api/token/get", reader, form={"intention": VOTE_INTENTION})
        if status != 200:
            count(tally, kind, False)
            return
        token = json.loads(body)["token"]
        vote = {"pollID": poll_id, "answerID": rng.choice(answers)}
        status, _ = client.call(kind, "/api/poll/vote", reader, form=vote, headers={"X-CSRF-TOKEN": token})
        count(tally, kind, status == 200)


def count(tally: Tally, kind: str, accepted: bool) -> None:
    with tally.lock:
        (tally.accepted if accepted else tally.refused)[kind] += 1


def run_load(base: str, seconds: float, threads: int, server_pid: int | None) -> tuple[Tally, list, float]:
    tally = Tally()
    client = Client(base, tally)
    targets = discover(client)
    deadline = time.monotonic() + seconds
    samples: list[tuple[float, int]] = []  # (elapsed, total worker RSS kB)

    def loop(seed: int) -> None:
        rng = random.Random(seed)
        while time.monotonic() < deadline:
            one_request(client, tally, targets, rng)

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=threads) as pool:
        futures = [pool.submit(loop, seed) for seed in range(threads)]
        while not all(f.done() for f in futures):
            if server_pid:
                samples.append((time.monotonic() - started, sum(rss_kb(p) for p in worker_pids(server_pid))))
            time.sleep(min(2.0, max(0.2, seconds / 30)))
        for future in futures:
            future.result()
    return tally, samples, time.monotonic() - started


def verify(tally: Tally, before: dict[str, int]) -> list[str]:
    """Every accepted write stored once, every counter equal to its rows; returns the problems."""
    from django.db.models import Count, Q

    from comments.models import Comment, CommentStatus, CommentVote
    from news.models import Article
    from polls.models import PollAnswer

    problems: list[str] = []
    for mark, accepted in tally.comment_marks.items():
        stored = Comment.objects.filter(body__endswith=mark).count()
        if stored != (1 if accepted else 0):
            problems.append(f"comment {mark}: accepted={accepted} but stored {stored} times")
    after = snapshot()
    for kind, table in (("like", "comment_votes"), ("reaction", "reactions"), ("vote", "poll_votes")):
        added = after[table] - before[table]
        if added != tally.accepted[kind]:
            problems.append(f"{kind}: {tally.accepted[kind]} accepted but {added} new rows")

    approved = Q(status=CommentStatus.APPROVED)
    news_counts = dict(Comment.objects.filter(approved, target_type="news").values_list("target_id")
                       .annotate(n=Count("id")).values_list("target_id", "n"))
    for article_id, stored in Article.objects.values_list("id", "comment_count"):
        if stored != news_counts.get(article_id, 0):
            problems.append(f"article {article_id}: comment_count {stored} != {news_counts.get(article_id, 0)} rows")
    votes = Counter()
    for comment_id, value, n in CommentVote.objects.values_list("comment_id", "value").annotate(n=Count("id")) \
            .values_list("comment_id", "value", "n"):
        votes[(comment_id, value)] = n
    for comment_id, likes, dislikes in Comment.objects.values_list("id", "likes", "dislikes"):
        rows = (votes[(comment_id, 1)], votes[(comment_id, -1)])
        if (likes, dislikes) != rows:
            problems.append(f"comment {comment_id}: likes/dislikes {likes}/{dislikes} != rows {rows[0]}/{rows[1]}")
    for answer in PollAnswer.objects.annotate(rows=Count("votes")):
        if answer.vote_count != answer.rows:
            problems.append(f"poll answer {answer.id}: vote_count {answer.vote_count} != {answer.rows} rows")
    # Demo content starts with counts of earlier readers and no rows: what moved must match.
    for key in set(before["reaction_counts"]) | set(after["reaction_counts"]) | set(after["reaction_rows"]):
        counted = after["reaction_counts"].get(key, 0) - before["reaction_counts"].get(key, 0)
        stored = after["reaction_rows"].get(key, 0) - before["reaction_rows"].get(key, 0)
        if counted != stored:
            problems.append(f"reactions of article {key[0]} kind {key[1]}: count moved {counted}, rows {stored}")
    return problems


def snapshot() -> dict:
    from django.db.models import Count

    from comments.models import CommentVote
    from news.models import Reaction, ReactionCount
    from polls.models import PollVote

    return {
        "comment_votes": CommentVote.objects.count(), "reactions": Reaction.objects.count(),
        "poll_votes": PollVote.objects.count(),
        "reaction_counts": {
            (a, k): n for a, k, n in ReactionCount.objects.values_list("article_id", "kind_id", "count")
        },
        "reaction_rows": {(a, k): n for a, k, n in Reaction.objects.values_list("article_id", "kind_id")
                          .annotate(n=Count("id")).values_list("article_id", "kind_id", "n")},
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def memory_problem(samples: list[tuple[float, int]]) -> tuple[str, str | None]:
    """A summary of worker RSS, and a problem when it kept growing beyond the warm-up level."""
    values = [kb for _, kb in samples if kb]
    if len(values) < 4:
        return "worker RSS: not sampled (no --server-pid or too short)", None
    warm = statistics.median(values[len(values) // 4: len(values) // 2] or values[:2])
    last = max(values[-max(1, len(values) // 4):])
    summary = (f"worker RSS (all workers): warm {warm / 1024:.0f} MB, end {last / 1024:.0f} MB, "
               f"peak {max(values) / 1024:.0f} MB")
    if last > warm * RSS_GROWTH_LIMIT + RSS_GROWTH_SLACK_KB:
        return summary, f"worker memory grew from {warm / 1024:.0f} MB to {last / 1024:.0f} MB"
    return summary, None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("SOAK_SECONDS", "300")))
    parser.add_argument("--threads", type=int, default=int(os.environ.get("SOAK_THREADS", "8")))
    parser.add_argument("--server-pid", type=int, default=None, help="gunicorn master pid, for worker RSS")
    args = parser.parse_args()

    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")
    import django

    django.setup()
    from django.db import connections

    before = snapshot()
    connections.close_all()  # idle during the load
    tally, samples, elapsed = run_load(args.base, args.seconds, args.threads, args.server_pid)
    problems = verify(tally, before)
    memory, memory_issue = memory_problem(samples)
    if memory_issue:
        problems.append(memory_issue)
    problems += [f"server error: {line}" for line in tally.server_errors[:20]]

    total = sum(len(v) for k, v in tally.latencies.items() if k != "setup")
    print(f"soak: {elapsed:.0f} s, {args.threads} threads, {total} requests, {total / elapsed:.1f} req/s")
    print(f"{'kind':<10}{'count':>8}{'p50 ms':>10}{'p99 ms':>10}")
    for kind, values in sorted(tally.latencies.items()):
        p50, p99 = percentile(values, 0.5) * 1000, percentile(values, 0.99) * 1000
        print(f"{kind:<10}{len(values):>8}{p50:>10.1f}{p99:>10.1f}")
    print("statuses: " + ", ".join(f"{status}: {n}" for status, n in sorted(tally.statuses.items())))
    print("other answers: " + (", ".join(f"{k} {s}: {n}" for (k, s), n in sorted(tally.other.items())) or "none"))
    print("writes accepted: " + ", ".join(f"{k} {n}" for k, n in sorted(tally.accepted.items())))
    print("writes refused (4xx, by the rules): " + (", ".join(f"{k} {n}" for k, n in sorted(tally.refused.items()))
                                                    or "none"))
    print(f"comments checked: {len(tally.comment_marks)}; counters checked: comment_count, comment likes, "
          f"poll vote_count, reaction counts")
    print(memory)
    if problems:
        print(f"SOAK FAILED: {len(problems)} problems")
        for problem in problems[:50]:
            print("  " + problem)
        return 1
    print("SOAK OK: no 5xx, every accepted write stored once, every counter equals its rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
