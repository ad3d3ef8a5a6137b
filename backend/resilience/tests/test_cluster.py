"""The deployment of docs/deploy.md run for real on this machine: nginx, app servers A and B, a PostgreSQL
primary with a streaming replica, one Redis (resilience/cluster.py). `make cluster-test` runs these."""
import base64
import http.cookiejar
import io
import json
import os
import re
import secrets
import shutil
import statistics
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from html.parser import HTMLParser

import pytest
from PIL import Image

from resilience import cluster as cluster_module
from resilience import restore
from resilience.cluster import MEDIA_BUCKET, NEWSROOM_USER, TEST_PORTS, Cluster
from resilience.servers import fetch

pytestmark = [
    pytest.mark.cluster,
    pytest.mark.skipif(os.environ.get("CLUSTER_TESTS") != "1",
                       reason="starts a cluster of servers for minutes: run by `make cluster-test`"),
    pytest.mark.skipif(bool(cluster_module.missing()), reason=f"cannot run a cluster: {cluster_module.missing()}"),
]


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    running = Cluster(ports=TEST_PORTS, workers=2, threads=4, log=True,
                      seed=("--articles-mn", "30", "--articles-en", "10", "--pictures", "1", "--news-only"))
    try:
        running.start()
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def article(cluster: Cluster) -> tuple[int, str]:
    """(id, public id) of a published Mongolian article."""
    rows = cluster.sql("primary", "SELECT id, lid FROM news_article WHERE status = 'published' AND language = 'mn'"
                                  " ORDER BY publish_date DESC LIMIT 1")
    return rows[0]


class Browser:
    """A reader or editor: urllib with its own cookies; HTTP errors are answers too."""

    def __init__(self) -> None:
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))

    def request(self, url: str, data: dict | None = None, headers: dict | None = None,
                files: dict[str, tuple[str, bytes]] | None = None) -> tuple[int, str]:
        headers = dict(headers or {})
        if files:  # a form with a file: multipart, as a browser sends it
            body, headers["Content-Type"] = multipart(data or {}, files)
        else:
            body = urllib.parse.urlencode(data, doseq=True).encode() if data is not None else None
        request = urllib.request.Request(url, data=body, headers=headers)
        try:
            with self.opener.open(request, timeout=20) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(errors="replace")

    def cookie(self, name: str) -> str | None:
        return next((c.value for c in self.cookies if c.name == name), None)


def multipart(data: dict, files: dict[str, tuple[str, bytes]]) -> tuple[bytes, str]:
    boundary = f"----cluster{secrets.token_hex(8)}"
    parts = []
    for name, values in data.items():
        for value in values if isinstance(values, list) else [values]:
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    for name, (filename, content) in files.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                     f"Content-Type: application/octet-stream\r\n\r\n".encode() + content + b"\r\n")
    return b"".join(parts) + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


class FormFields(HTMLParser):
    """The fields a browser would submit from the page's admin change form (id ending in `_form`)."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: list[tuple[str, str]] = []
        self.in_form = False
        self.textarea: str | None = None
        self.select: str | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("id", "").endswith("_form"):
            self.in_form = True
        if not self.in_form or not a.get("name") and tag not in ("option",):
            return
        if tag == "input" and a.get("type", "text") not in ("submit", "button", "file", "image", "reset"):
            if a.get("type") not in ("checkbox", "radio") or "checked" in a:
                self.fields.append((a["name"], a.get("value", "on" if a.get("type") == "checkbox" else "")))
        elif tag == "textarea":
            self.textarea = a["name"]
            self.fields.append((a["name"], ""))
        elif tag == "select":
            self.select = a["name"]
        elif tag == "option" and self.select and "selected" in a:
            self.fields.append((self.select, a.get("value", "")))

    def handle_data(self, data: str) -> None:
        if self.textarea:
            name, value = self.fields[-1]
            self.fields[-1] = (name, value + data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "textarea":
            self.textarea = None
        elif tag == "select":
            self.select = None
        elif tag == "form":
            self.in_form = False


def totp_code(secret: str) -> str:
    """The authenticator's code now, as a phone computes it."""
    from django_otp.oath import totp

    return f"{totp(base64.b32decode(secret)):06d}"


def form_fields(html: str) -> list[tuple[str, str]]:
    parser = FormFields()
    parser.feed(html)
    return parser.fields


def wait_until(check: Callable[[], bool], seconds: float) -> float:
    """Seconds until check() held; fails after `seconds`."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if check():
            return time.monotonic() - started
        time.sleep(0.2)
    raise AssertionError(f"not true within {seconds} s")


def title_via(base: str, lid: str) -> str:
    status, body = Browser().request(f"{base}/api/news/read/{lid}")
    assert status == 200, body[:300]
    return json.dumps(json.loads(body), ensure_ascii=False)


@pytest.fixture(scope="module")
def editor(cluster: Cluster) -> Browser:
    """The newsroom login, signed in on app server A with its password and second factor (once: a code
    is taken only once)."""
    editor = Browser()
    a = cluster.app_url("a")
    status, page = editor.request(f"{a}/admin/login/")
    assert status == 200
    token = dict(form_fields(page.replace('id="login-form"', 'id="login_form"')))["csrfmiddlewaretoken"]
    status, _ = editor.request(f"{a}/admin/login/?next=/admin/", {
        "csrfmiddlewaretoken": token, "username": NEWSROOM_USER, "password": cluster.password, "next": "/admin/",
    }, headers={"Referer": f"{a}/admin/login/", "Origin": a})
    assert editor.cookie("sessionid"), "signed in to the newsroom on A"
    status, page = editor.request(f"{a}/admin/two-factor/")  # the second factor (a superuser's)
    token = dict(form_fields(page.replace('id="two-factor-form"', 'id="login_form"')))["csrfmiddlewaretoken"]
    status, _ = editor.request(f"{a}/admin/two-factor/", {
        "csrfmiddlewaretoken": token, "code": totp_code(cluster.totp_secret),
    }, headers={"Referer": f"{a}/admin/two-factor/", "Origin": a})
    status, page = editor.request(f"{a}/admin/news/article/")
    assert status == 200 and 'id="changelist"' in page, "past the second factor"
    return editor


def test_a_story_saved_in_the_newsroom_on_server_a_shows_through_nginx_and_server_b(cluster, article, editor):
    article_id, lid = article
    assert "Cluster" not in title_via(cluster.url, lid) and "Cluster" not in title_via(cluster.app_url("b"), lid)
    assert Browser().request(f"{cluster.url}/")[0] == 200  # now in nginx's cache
    a = cluster.app_url("a")
    change = f"{a}/admin/news/article/{article_id}/change/"
    status, page = editor.request(change)
    assert status == 200
    title = f"Cluster story {int(time.time())}"
    fields = [(name, title if name == "title" else value) for name, value in form_fields(page)]
    assert ("title", title) in fields
    page_url = f"{cluster.url}/{lid}/r"
    assert [cache_status(page_url)[0] for _ in range(2)][-1] == "HIT"
    page_cached_at = time.monotonic()
    status, body = editor.request(change, dict_of_lists(fields + [("_save", "1")]),
                                  headers={"Referer": change, "Origin": a})
    assert status == 200 and "errornote" not in body and "errorlist" not in body, body[:2000]
    assert cluster.sql("primary", f"SELECT title FROM news_article WHERE id = {article_id}") == [(title,)]

    through_b = wait_until(lambda: title in title_via(cluster.app_url("b"), lid), 5)
    through_nginx = wait_until(lambda: title in title_via(cluster.url, lid), 5)
    # The job worker refreshes nginx's copies of what showed the story (ADR 023): its page, kept for
    # 10 s, is served new from the cache before that copy would have expired.
    page = wait_until(lambda: title in cache_status(page_url)[1], 30)
    status, body = cache_status(page_url)
    assert status == "HIT" and title in body
    assert time.monotonic() - page_cached_at < 10, "refreshed by the purge, not by expiry"
    front_page = wait_until(lambda: title in Browser().request(f"{cluster.url}/")[1], 30)
    print(f"\nsaved on A: its API read shows it on B after {through_b:.1f} s and through nginx after "
          f"{through_nginx:.1f} s; nginx's cached page after {page:.1f} s, front page after {front_page:.1f} s")


def cache_status(url: str) -> tuple[str, str]:
    """nginx's X-Cache-Status for a reader with no cookies, and the page."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "identity"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.headers.get("X-Cache-Status", ""), answer.read().decode()


def dict_of_lists(fields: list[tuple[str, str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, value in fields:
        out.setdefault(name, []).append(value)
    return out


def comment_bodies(reader: Browser, base: str, lid: str) -> list[str]:
    status, body = reader.request(f"{base}/api/{lid}/r/comments", {})
    assert status == 200, body[:300]

    def walk(comments: list[dict]) -> Iterator[str]:
        for comment in comments:
            yield comment["commentBody"]
            yield from walk(comment.get("children") or [])

    return list(walk(json.loads(body)["comments"]))


def test_a_reader_sees_their_comment_at_once_while_the_replica_lags(cluster, article):
    _, lid = article
    text = f"Кластерын сэтгэгдэл {int(time.time())}"
    writer, other = Browser(), Browser()
    cluster.sql("replica", "SELECT pg_wal_replay_pause()")  # the replica falls behind for real
    try:
        status, body = writer.request(f"{cluster.url}/api/{lid}/r/comment-insert",
                                      {"commentBody": text, "commentBy": "Бат", "emoticid": "0", "parentid": ""})
        assert status == 200 and json.loads(body)["status"] == "success", body
        assert writer.cookie("rw"), "the write pinned its reader to the primary"
        # Through nginx the reads alternate between A and B: each must send this reader to the primary.
        for _ in range(4):
            assert text in comment_bodies(writer, cluster.url, lid)
        assert text in comment_bodies(writer, cluster.app_url("b"), lid)
        assert text not in comment_bodies(other, cluster.url, lid), "another reader reads the paused replica"
    finally:
        cluster.sql("replica", "SELECT pg_wal_replay_resume()")
    wait_until(lambda: text in comment_bodies(other, cluster.url, lid), 10)
    # The pin lasts PRIMARY_PIN_SECONDS: then the browser drops the cookie and the writer reads replicas again.
    time.sleep(5.5)
    writer.cookies.clear_expired_cookies()
    assert writer.cookie("rw") is None


def test_reads_go_on_from_the_primary_while_the_replica_is_down(cluster, article):
    _, lid = article
    cluster.stop_postgres("replica")
    try:
        timings, statuses = [], []
        for index in range(40):
            started = time.monotonic()
            base = cluster.app_url("a" if index % 2 else "b")
            statuses.append(Browser().request(f"{base}/api/{lid}/r/comments", {})[0])
            statuses.append(Browser().request(f"{cluster.url}/api/{lid}/r/comments", {})[0])
            timings.append(time.monotonic() - started)
        assert statuses == [200] * len(statuses)
        # A failed replica is remembered: requests do not each wait for a connect.
        print(f"\nreplica down: 80 uncached reads, p50 {statistics.median(timings) * 500:.0f} ms, "
              f"max {max(timings) * 1000:.0f} ms per pair")
        assert statistics.median(timings) < 0.5
    finally:
        cluster.start_postgres("replica")
    wait_until(lambda: cluster.sql("primary", "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'")
               == [(1,)], 30)

    def replica_serves_again() -> bool:
        Browser().request(f"{cluster.url}/api/{lid}/r/comments", {})
        return cluster.sql("replica", "SELECT count(*) FROM pg_stat_activity WHERE datname = 'portal'")[0][0] > 0

    wait_until(replica_serves_again, 20)


def test_nginx_routes_around_a_lost_app_server_under_load(cluster, article):
    _, lid = article
    stop = threading.Event()
    results: list[int] = []
    lock = threading.Lock()
    counter = iter(range(10**9))

    def reader() -> None:
        while not stop.is_set():
            # A new query string each time: past nginx's cache, to the app servers.
            url = f"{cluster.url}/api/news/read/{lid}?probe={next(counter)}"
            try:
                status = Browser().request(url)[0]
            except OSError:
                status = 0
            with lock:
                results.append(status)

    threads = 8
    with ThreadPoolExecutor(threads) as pool:
        for _ in range(threads):
            pool.submit(reader)
        time.sleep(3)
        cluster.kill_app("a")
        killed_at = len(results)
        time.sleep(5)
        stop.set()
    failed = [status for status in results if status != 200]
    print(f"\nA killed under load: {len(results)} requests ({killed_at} before), {len(failed)} failed")
    assert killed_at > 20 and len(results) > killed_at + 20
    assert len(failed) <= threads, failed  # at most those in flight when A died
    cluster.start_app("a")
    assert Browser().request(f"{cluster.app_url('a')}/readyz")[0] == 200


def test_replica_lag_is_reported_and_bounded_under_writes(cluster, article):
    report = json.loads(cluster.manage("replica_lag"))
    assert [s["state"] for s in report["standbys"]] == ["streaming"]
    assert isinstance(report["standbys"][0]["replay_lag_seconds"], float)
    assert isinstance(report["replicas"]["replica1"]["lag_seconds"], float)

    # Under a write load (readers commenting through nginx), how long until a commit is replayed.
    _, lid = article
    stop = threading.Event()

    def writer(number: int) -> None:
        reader, index = Browser(), 0
        while not stop.is_set():
            index += 1
            reader.request(f"{cluster.url}/api/{lid}/r/comment-insert", {
                "commentBody": f"Ачаалал {number}-{index} сэтгэгдэл", "commentBy": "Ачаа", "emoticid": "0",
                "parentid": ""})

    lags = []
    with ThreadPoolExecutor(4) as pool:
        for number in range(4):
            pool.submit(writer, number)
        time.sleep(1)
        for _ in range(30):
            lsn = cluster.sql("primary", "SELECT pg_current_wal_insert_lsn()::text")[0][0]
            started = time.monotonic()
            replayed = f"SELECT pg_last_wal_replay_lsn() >= '{lsn}'::pg_lsn"
            wait_until(lambda: bool(cluster.sql("replica", replayed)[0][0]), 10)  # noqa: B023 - called at once
            lags.append(time.monotonic() - started)
            time.sleep(0.1)
        stop.set()
    written = cluster.sql("primary", "SELECT count(*) FROM comments_comment WHERE author_name = 'Ачаа'")[0][0]
    print(f"\nreplica lag under {written} comment writes: p50 {statistics.median(lags) * 1000:.0f} ms, "
          f"max {max(lags) * 1000:.0f} ms")
    assert written > 20
    assert max(lags) < 5, "replay lag stays below the primary pin window (PRIMARY_PIN_SECONDS)"


def jpeg(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (30, 90, 160)).save(buffer, "JPEG", quality=90)
    return buffer.getvalue()


def store_key(url: str) -> str:
    return url.split(f"/{MEDIA_BUCKET}/", 1)[1]


def test_a_picture_uploaded_on_a_is_rendered_by_the_worker_and_served_from_the_store_to_readers_of_b(
        cluster, editor):
    article_id, lid = cluster.sql("primary", "SELECT id, lid FROM news_article WHERE status = 'published'"
                                             " AND language = 'en' ORDER BY publish_date LIMIT 1")[0]
    a, b = cluster.app_url("a"), cluster.app_url("b")
    change = f"{a}/admin/news/article/{article_id}/change/"
    status, page = editor.request(change)
    assert status == 200
    fields = [(name, value) for name, value in form_fields(page) if name != "image-clear"]
    status, body = editor.request(change, dict_of_lists(fields + [("_save", "1")]),
                                  headers={"Referer": change, "Origin": a},
                                  files={"image": ("cluster-picture.jpg", jpeg(1000, 500))})
    assert status == 200 and "errornote" not in body and "errorlist" not in body, body[:2000]
    uploaded = time.monotonic()
    name = cluster.sql("primary", f"SELECT image FROM news_article WHERE id = {article_id}")[0][0]
    assert name.startswith("news/") and name in cluster.store.keys(MEDIA_BUCKET), "the original is in the bucket"

    # The job worker, a process of its own, reads the original from the bucket and writes the renditions there.
    def rendered() -> dict:
        return cluster.sql("primary", f"SELECT renditions FROM news_article WHERE id = {article_id}")[0][0]

    rendered_after = wait_until(lambda: len(rendered()) > 1, 60)
    widths = ["160", "320", "480", "640", "960", "1000"]
    assert sorted(rendered(), key=int) == widths

    # A reader of B gets the store's URLs and loads the pictures from the store itself.
    def renditions_via_b() -> dict:
        status, body = Browser().request(f"{b}/api/news/read/{lid}")
        assert status == 200
        answer = json.loads(body)
        return answer.get("entity", answer)["renditions"]

    wait_until(lambda: sorted(renditions_via_b(), key=int) == widths, 30)
    urls = renditions_via_b()
    for width, url in urls.items():
        assert url.startswith(f"{cluster.store.endpoint}/{MEDIA_BUCKET}/renditions/"), url
        status, picture, headers, _ = fetch(url)
        assert status == 200 and {k.lower(): v for k, v in headers.items()}["content-type"] == "image/webp"
        with Image.open(io.BytesIO(picture)) as image:
            assert image.format == "WEBP" and image.size == (int(width), int(width) // 2)
    status, _, headers, _ = fetch(f"{b}/api/news/read/{lid}")
    policy = {k.lower(): v for k, v in headers.items()}["content-security-policy"]
    assert f"img-src 'self' data: blob: {cluster.store.endpoint}" in policy, "browsers may load them"

    # Deleting the story in the newsroom removes its picture's objects from the bucket (a job, after the commit).
    objects = {name} | {store_key(url) for url in urls.values()}
    delete = f"{a}/admin/news/article/{article_id}/delete/"
    status, page = editor.request(delete)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)[1]
    status, body = editor.request(delete, {"csrfmiddlewaretoken": token, "post": "yes"},
                                  headers={"Referer": delete, "Origin": a})
    assert status == 200 and cluster.sql("primary", f"SELECT count(*) FROM news_article WHERE id = {article_id}") \
        == [(0,)], body[:2000]
    removed_after = wait_until(lambda: not objects & set(cluster.store.keys(MEDIA_BUCKET)), 30)
    assert fetch(urls["320"])[0] in (403, 404)
    print(f"\npicture uploaded on A: renditions by the worker after {rendered_after:.1f} s ("
          f"{time.monotonic() - uploaded:.1f} s to all checks), {len(objects)} objects removed "
          f"{removed_after:.1f} s after the delete")


def test_a_rolling_restart_of_the_app_servers_under_load_loses_no_request(cluster, article):
    """A new release: A, then B, taken out of nginx's upstream, stopped, started and put back, while
    readers read (cached pages and uncached API reads) and write (comments) through nginx."""
    _, lid = article
    stop = threading.Event()
    results: list[tuple[str, int]] = []
    failures: list[str] = []  # what each failed request was and got, when
    phase = ["before"]
    lock = threading.Lock()
    counter = iter(range(10**9))

    def record(kind: str, status: int, what: str = "") -> None:
        with lock:
            results.append((kind, status))
            if status != 200:
                failures.append(f"{phase[0]}: {kind} {status} {what[:300]}")

    def reader(number: int) -> None:
        while not stop.is_set():
            index = next(counter)
            url = f"{cluster.url}/api/news/read/{lid}?probe={index}" if index % 2 else f"{cluster.url}/{lid}/r"
            try:
                status, body = Browser().request(url)
                record("read", status, f"{url} {body}")
            except OSError as error:
                record("read", 0, f"{url} {error}")

    def writer(number: int) -> None:
        browser, index = Browser(), 0
        while not stop.is_set():
            index += 1
            try:
                status, body = browser.request(f"{cluster.url}/api/{lid}/r/comment-insert", {
                    "commentBody": f"Шинэ хувилбар {number}-{index}", "commentBy": "Хувилбар", "emoticid": "0",
                    "parentid": ""})
                ok = status == 200 and json.loads(body)["status"] == "success"
            except (OSError, ValueError) as error:
                ok, body = False, str(error)
            record("write", 200 if ok else 0, body)
            time.sleep(0.05)

    timings = {}
    with ThreadPoolExecutor(8) as pool:
        for number in range(6):
            pool.submit(reader, number)
        for number in range(2):
            pool.submit(writer, number)
        time.sleep(2)
        for name in ("a", "b"):
            started, before = time.monotonic(), len(results)
            phase[0] = f"restarting {name.upper()}"
            cluster.restart_app(name)
            phase[0] = f"after {name.upper()}"
            timings[name] = (time.monotonic() - started, len(results) - before)
        time.sleep(2)
        stop.set()
    failed = [(kind, status) for kind, status in results if status != 200]
    writes = sum(1 for kind, _ in results if kind == "write")
    print(f"\nrolling restart under load: {len(results)} requests ({writes} comment writes), {len(failed)} failed; "
          + ", ".join(f"{name.upper()} back in {seconds:.1f} s ({count} requests meanwhile)"
                      for name, (seconds, count) in timings.items()))
    assert all(count > 20 for _, count in timings.values()), "the other server answered during each restart"
    assert writes > 20
    assert failed == [], "\n".join(failures)
    stored = cluster.sql("primary", "SELECT count(*) FROM comments_comment WHERE author_name = 'Хувилбар'")[0][0]
    assert stored == writes, "every accepted comment is stored once"


# What the drill checks came back: every story, comment and vote, by their own columns (readers' counters,
# which the job worker keeps writing, left out).
CHECKED = {
    "news_article": "id, lid, title, lead, body_html, image, renditions, status, publish_date",
    "comments_comment": "id, target_type, target_id, parent_id, author_name, body, status, created_at",
    "polls_pollvote": "id, poll_id, answer_id, voter_key, created_at",
}
BACKUP_BUCKET = "portal-media-backup"


def database_state(cluster: Cluster) -> dict[str, tuple[int, str]]:
    return {table: tuple(cluster.sql("primary", f"SELECT count(*), md5(coalesce(string_agg(row({columns})::text, '|'"
                                                f" ORDER BY id), '')) FROM {table}")[0])
            for table, columns in CHECKED.items()}


def test_the_restore_drill_brings_back_every_story_comment_vote_and_picture(cluster, article):
    """docs/operations.md's drill with resilience/restore.py: base backup and WAL archive, media bucket
    copied; then the primary's data directory and the media bucket destroyed, both restored."""
    _, lid = article
    # Polls and their votes (the cluster seeds news only).
    cluster.manage("shell", "-c", "import random; from django.utils import timezone; from polls.demo import "
                                  "seed_demo_content; seed_demo_content(random.Random(7), timezone.now())")
    client = cluster.store.client()
    primary = cluster.dsn(cluster.ports.primary)
    backup = cluster.wal_archive.parent / "backups" / "base"
    started = time.monotonic()
    restore.pg_backup(primary, backup, run_as=cluster.as_postgres)
    backed_up = time.monotonic() - started
    # Written after the base backup: only the archived WAL holds these.
    for index in range(3):
        status, body = Browser().request(f"{cluster.url}/api/{lid}/r/comment-insert", {
            "commentBody": f"Нөөцлөлтийн дараах сэтгэгдэл {index}", "commentBy": "Нөөц", "emoticid": "0",
            "parentid": ""})
        assert status == 200 and json.loads(body)["status"] == "success", body
    copied = restore.copy_bucket(client, MEDIA_BUCKET, BACKUP_BUCKET)
    expected = database_state(cluster)
    restore.flush_wal(primary)  # what archive_timeout does within 60 s: the last writes reach the archive
    pictures = restore.bucket_checksums(client, MEDIA_BUCKET)
    assert expected["polls_pollvote"][0] > 0 and expected["comments_comment"][0] >= 3 and len(pictures) > 5
    picture_url = f"{cluster.store.endpoint}/{MEDIA_BUCKET}/{next(k for k in pictures if k.startswith('rend'))}"

    # The disaster: the primary's data directory and the media bucket are gone.
    primary_data = cluster.wal_archive.parent / "primary"
    cluster.stop_postgres("primary", mode="immediate")
    shutil.rmtree(primary_data)
    cluster.store.empty_and_remove(MEDIA_BUCKET)
    assert fetch(picture_url)[0] == 404

    started = time.monotonic()

    def restore_media() -> float:
        restore.ensure_bucket(client, MEDIA_BUCKET, public=True)  # its policy is configuration, not an object
        restore.copy_bucket(client, BACKUP_BUCKET, MEDIA_BUCKET)
        return time.monotonic() - started

    with ThreadPoolExecutor(1) as pool:  # the media and the database come back side by side
        media = pool.submit(restore_media)
        restore.pg_restore(backup, primary_data, cluster.wal_archive,
                           owner="postgres" if cluster.as_postgres else None)
        cluster.start_postgres("primary")
        restore.wait_restored(primary)
        database_back = time.monotonic() - started
        media_back = media.result()

    def readers_served() -> bool:
        page = Browser().request(f"{cluster.url}/api/news/read/{lid}?after-restore={time.monotonic()}")[0]
        status, body = Browser().request(f"{cluster.url}/api/{lid}/r/comment-insert", {
            "commentBody": "Сэргээсний дараа", "commentBy": "Сэргээлт", "emoticid": "0", "parentid": ""})
        return page == 200 and status == 200 and json.loads(body)["status"] == "success"

    wait_until(readers_served, 60)
    restored_in = time.monotonic() - started
    # The replica followed the lost primary: made again from the restored one (reads go to the primary meanwhile).
    cluster.stop_postgres("replica")
    shutil.rmtree(cluster.wal_archive.parent / "replica")
    cluster.make_replica()
    replica_back = time.monotonic() - started

    # Compared before the drill's own comment: every story, comment and vote, byte for byte.
    cluster.sql("primary", "DELETE FROM comments_comment WHERE author_name = 'Сэргээлт'")
    assert database_state(cluster) == expected
    assert restore.bucket_checksums(client, MEDIA_BUCKET) == pictures
    assert fetch(picture_url)[0] == 200
    assert cluster.sql("primary", "SELECT count(*) FROM comments_comment WHERE author_name = 'Нөөц'") == [(3,)]
    print(f"\nrestore drill: base backup {backed_up:.1f} s, {copied} media objects copied; restored "
          f"{expected['news_article'][0]} stories, {expected['comments_comment'][0]} comments, "
          f"{expected['polls_pollvote'][0]} votes, {len(pictures)} pictures: database {database_back:.1f} s, "
          f"media {media_back:.1f} s, readers served through nginx (reads and writes) {restored_in:.1f} s, "
          f"replica remade {replica_back:.1f} s")
