"""Production's several machines on this one: nginx in front of two app servers, a PostgreSQL primary with a
streaming replica and a WAL archive, one Redis, a job worker and an S3-compatible media store (docs/deploy.md,
"The cluster on one machine").

`make cluster` runs `python -m resilience.cluster` (scripts/cluster.sh): it starts everything, prints the
URLs and stops it all on Ctrl-C. The cluster tests (resilience/tests/test_cluster.py) start the same
Cluster on other ports with start() and stop() it at the end. Every server runs on its own port and data
directory under one temporary directory; the machine's own PostgreSQL and Redis are never touched.
"""
import argparse
import base64
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from resilience import restore
from resilience.object_store import ObjectStore
from resilience.servers import BACKEND, REPO, PostgresServer, fetch, postgres_bin, wait_for_port

NEWSROOM_USER = "cluster-editor"
MEDIA_BUCKET = "portal-media"


@dataclass
class Ports:
    nginx: int = 8840
    app_a: int = 8841
    app_b: int = 8842
    primary: int = 55432
    replica: int = 55433
    redis: int = 55479
    store: int = 8843  # the S3-compatible media store (moto's server)


TEST_PORTS = Ports(nginx=8845, app_a=8846, app_b=8847, primary=55442, replica=55443, redis=55489, store=8848)


def missing() -> str | None:
    """Why this machine cannot run the cluster, or None."""
    why = PostgresServer.missing()
    if why:
        return why
    for tool in ("redis-server", "nginx"):
        if not shutil.which(tool) and not Path(f"/usr/sbin/{tool}").exists():
            return f"{tool} is not installed (scripts/ensure-nginx.sh installs nginx)"
    return ObjectStore.missing()


def _port_taken(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except (FileNotFoundError, ProcessLookupError):
        return []


def _wait_gone(port: int, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while _port_taken(port) and time.monotonic() < deadline:
        time.sleep(0.1)


@dataclass
class Cluster:
    ports: Ports = field(default_factory=Ports)
    workers: int = 2
    threads: int = 4
    log: bool = False  # print each step
    seed: tuple[str, ...] = ()  # seed_demo's options (the tests seed fewer articles)

    def __post_init__(self) -> None:
        self.pg_bin = postgres_bin()
        self.secret = secrets.token_urlsafe(50)  # one key for both app servers: cookies signed by A are read by B
        self.password = secrets.token_urlsafe(12)
        # The newsroom login is a superuser, so it signs in with a second factor: an authenticator with this key.
        self.totp_secret = base64.b32encode(secrets.token_bytes(20)).decode()
        self.root: Path | None = None
        self.processes: dict[str, subprocess.Popen] = {}
        self.store = ObjectStore(port=self.ports.store)
        self.drained: set[str] = set()  # app servers nginx sends nothing to (`down` in its upstream)
        self.as_postgres: list[str] = []
        self.started = time.monotonic()

    # Where things are.
    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.ports.nginx}"

    def app_url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.ports.app_a if name == 'a' else self.ports.app_b}"

    def dsn(self, port: int, database: str = "portal") -> str:
        return f"postgres://postgres@127.0.0.1:{port}/{database}"

    @property
    def env(self) -> dict[str, str]:
        """The production profile on loopback (plain HTTP), with the cluster's servers."""
        assert self.root
        origins = ",".join(f"http://127.0.0.1:{p}" for p in (self.ports.nginx, self.ports.app_a, self.ports.app_b))
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings.prod",
            "SECRET_KEY": self.secret,
            "DATABASE_URL": self.dsn(self.ports.primary),
            "DATABASE_REPLICA_URLS": self.dsn(self.ports.replica),
            "REDIS_URL": f"redis://127.0.0.1:{self.ports.redis}/0",
            # The job worker refreshes nginx's entries that showed what an editor changed (ADR 023).
            "FRONT_CACHE_NGINX_URL": f"http://127.0.0.1:{self.ports.nginx}",
            # Media in the store, not on a disk: each server could be a host of its own.
            **self.store.environment(MEDIA_BUCKET),
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "CSRF_TRUSTED_ORIGINS": origins,
            "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0", "SECURE_HSTS_SECONDS": "0",
            "TRUST_X_FORWARDED_FOR": "1",
            "WORKERS": str(self.workers), "THREADS": str(self.threads), "ACCESS_LOG": "",
            # Every test reader writes from 127.0.0.1: the per-address caps are for one network's readers.
            "NEW_READERS_PER_HOUR": "1000000", "VOTES_PER_ADDRESS_PER_ITEM": "1000000", "THROTTLE_LOGIN": "1000/600",
            "THROTTLE_COMMENT": "100000/60",
        }
        for name in ("PYTEST_XDIST_WORKER", "PYTEST_CURRENT_TEST", "DJANGO_CONFIGURATION"):
            env.pop(name, None)
        return env

    def lag_command(self) -> str:
        """The shell line that runs `manage.py replica_lag` against this cluster."""
        names = ("DJANGO_SETTINGS_MODULE", "SECRET_KEY", "DATABASE_URL", "DATABASE_REPLICA_URLS")
        env = " ".join(f"{name}={self.env[name]}" for name in names)
        return f"(cd backend && {env} ../.venv/bin/python manage.py replica_lag)"

    def say(self, message: str) -> None:
        if self.log:
            print(f"cluster: {time.monotonic() - self.started:5.1f} s  {message}", flush=True)

    # Start and stop.
    def start(self) -> None:
        why = missing()
        if why:
            raise RuntimeError(why)
        taken = [port for port in vars(self.ports).values() if _port_taken(port)]
        if taken:
            raise RuntimeError(f"ports already in use: {taken} (another cluster running?)")
        self.root = Path(tempfile.mkdtemp(prefix="portal-cluster-"))
        self.root.chmod(0o755)
        (self.root / "logs").mkdir()
        try:
            self._start_postgres()
            self._start_redis()
            self._start_store()
            self._prepare_database()
            self.start_app("a")
            self.start_app("b")
            self._start_jobs()
            self._start_nginx()
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        """Stops everything it started (also half-started), and removes the temporary directory."""
        if self.root and (self.root / "nginx" / "nginx.pid").exists():
            self._nginx("-s", "stop", check=False)
        for name in list(self.processes):
            self._kill(name, signal.SIGTERM, wait=5)
        for name in ("replica", "primary"):
            self.stop_postgres(name, mode="immediate")
        self.store.stop()
        for port in vars(self.ports).values():
            _wait_gone(port, timeout=10)
        if self.root:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root = None

    def _kill(self, name: str, sig: int, wait: float = 20) -> None:
        process = self.processes.pop(name, None)
        if process is None or process.poll() is not None:
            return
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)

    # PostgreSQL: as the `postgres` user when run as root (initdb refuses root).
    def _pg(self, tool: str, *args: str, check: bool = True, timeout: float = 120) -> subprocess.CompletedProcess:
        assert self.pg_bin
        result = subprocess.run([*self.as_postgres, str(self.pg_bin / tool), *args], capture_output=True,
                                text=True, timeout=timeout)
        if check and result.returncode:
            raise RuntimeError(f"{tool} {' '.join(args)} failed: {result.stdout}{result.stderr}")
        return result

    def _pg_dir(self, name: str) -> Path:
        assert self.root
        return self.root / name

    def _start_postgres(self) -> None:
        assert self.root
        pg_root = self.root / "pg"
        pg_root.mkdir()
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(pg_root, user.pw_uid, user.pw_gid)
            self.as_postgres = [shutil.which("runuser") or "runuser", "-u", "postgres", "--"]
        self.say(f"PostgreSQL primary :{self.ports.primary}")
        self._pg("initdb", "-D", str(pg_root / "primary"), "-U", "postgres", "--auth=trust", "--no-sync",
                 "-E", "UTF8", "--locale=C")
        # Every finished WAL segment is copied to the archive, which a restore replays (resilience/restore.py).
        subprocess.run([*self.as_postgres, "mkdir", "-p", str(self.wal_archive), str(pg_root / "backups")], check=True)
        with (pg_root / "primary" / "postgresql.conf").open("a") as conf:
            conf.writelines(f"{name} = {value}\n" for name, value in restore.archive_settings(self.wal_archive).items())
        self.start_postgres("primary")
        self._pg("createdb", "-h", "127.0.0.1", "-p", str(self.ports.primary), "-U", "postgres", "portal")
        self.make_replica()

    @property
    def wal_archive(self) -> Path:
        assert self.root
        return self.root / "pg" / "wal-archive"

    def make_replica(self) -> None:
        """A streaming replica copied from the primary (`pg_basebackup -R`), started."""
        assert self.root
        self.say(f"PostgreSQL replica :{self.ports.replica} (pg_basebackup -R, streaming)")
        self._pg("pg_basebackup", "-h", "127.0.0.1", "-p", str(self.ports.primary), "-U", "postgres",
                 "-D", str(self.root / "pg" / "replica"), "-R", "-X", "stream", "-c", "fast")
        self.start_postgres("replica")

    def start_postgres(self, name: str) -> None:
        assert self.root
        port = self.ports.primary if name == "primary" else self.ports.replica
        pg_root = self.root / "pg"
        self._pg("pg_ctl", "-D", str(pg_root / name), "-w", "-t", "60", "-l", str(pg_root / f"{name}.log"), "-o",
                 f"-p {port} -k {pg_root} -c listen_addresses=127.0.0.1 -c fsync=off -c cluster_name={name}"
                 " -c max_connections=200", "start")

    def stop_postgres(self, name: str, mode: str = "fast") -> None:
        if not self.root:
            return
        data = self.root / "pg" / name
        if (data / "postmaster.pid").exists():
            self._pg("pg_ctl", "-D", str(data), "-w", "-m", mode, "stop", check=False)

    def sql(self, name: str, query: str) -> list[tuple]:
        """One statement on the primary or the replica, autocommit."""
        import psycopg

        port = self.ports.primary if name == "primary" else self.ports.replica
        with psycopg.connect(self.dsn(port), autocommit=True, connect_timeout=5) as connection:
            cursor = connection.execute(query)
            return cursor.fetchall() if cursor.description else []

    # Redis, the database's content and the app servers.
    def _start_redis(self) -> None:
        assert self.root
        self.say(f"Redis :{self.ports.redis}")
        self.processes["redis"] = subprocess.Popen(
            ["redis-server", "--port", str(self.ports.redis), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--logfile", str(self.root / "logs" / "redis.log")],
            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        wait_for_port(self.ports.redis)

    def _start_store(self) -> None:
        assert self.root
        self.say(f"media store :{self.ports.store} (moto's S3 server), bucket {MEDIA_BUCKET}")
        self.store.log = self.root / "logs" / "store.log"
        self.store.start()
        self.store.create_bucket(MEDIA_BUCKET)  # readers may read its objects

    def manage(self, *args: str, timeout: float = 600) -> str:
        # Before the servers run: the demo's pictures get their renditions at once, and there is no
        # front cache yet to purge (else thousands of jobs would wait for the worker).
        env = {**self.env, "JOBS_INLINE": "1", "FRONT_CACHE_NGINX_URL": ""}
        result = subprocess.run([sys.executable, "manage.py", *args], cwd=BACKEND, env=env,
                                capture_output=True, text=True, timeout=timeout)
        if result.returncode:
            raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{result.stdout}{result.stderr}")
        return result.stdout

    def _prepare_database(self) -> None:
        # collectstatic compresses every file (~50 s): only when the client was built after the last one,
        # and beside the database's work, which it does not need.
        manifest, built = REPO / "var" / "static" / "staticfiles.json", REPO / "frontend" / "dist" / ".built"
        collect = None
        if not manifest.exists() or not built.exists() or manifest.stat().st_mtime < built.stat().st_mtime:
            self.say("collectstatic (in the background)")
            collect = subprocess.Popen([sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
                                       cwd=BACKEND, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                       text=True)
        try:
            self.say("migrate (on the primary)")
            self.manage("migrate", "--noinput", "-v0")
            self.say("seed_demo")
            self.manage("seed_demo", "--only-if-empty", *self.seed)
        finally:
            if collect:
                _, errors = collect.communicate(timeout=600)
        if collect and collect.returncode:
            raise RuntimeError(f"manage.py collectstatic failed:\n{errors}")
        env = {**self.env, "DJANGO_SUPERUSER_PASSWORD": self.password}
        subprocess.run([sys.executable, "manage.py", "createsuperuser", "--noinput", "--username", NEWSROOM_USER,
                        "--email", "cluster@example.invalid"], cwd=BACKEND, env=env, check=True,
                       capture_output=True, timeout=120)
        subprocess.run([sys.executable, "manage.py", "give_authenticator", NEWSROOM_USER, "--secret", self.totp_secret],
                       cwd=BACKEND, env=env, check=True, capture_output=True, timeout=120)

    def start_app(self, name: str) -> None:
        """gunicorn with production's settings and config/gunicorn.conf.py, as on its own host."""
        assert self.root
        port = self.ports.app_a if name == "a" else self.ports.app_b
        self.say(f"app server {name.upper()} :{port} (gunicorn, config.settings.prod)")
        log = (self.root / "logs" / f"app-{name}.log").open("a")
        self.processes[f"app-{name}"] = subprocess.Popen(
            [str(Path(sys.executable).parent / "gunicorn"), "config.wsgi", "-c", "config/gunicorn.conf.py",
             "--control-socket", str(self.root / f"gunicorn-{name}.ctl")],
            cwd=BACKEND, env={**self.env, "PORT": str(port)}, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        log.close()
        self._wait_http(f"http://127.0.0.1:{port}/readyz", 90)

    def _start_jobs(self) -> None:
        """One job worker with the schedule (`manage.py run_jobs`), as on a host of its own."""
        assert self.root
        self.say("job worker (manage.py run_jobs, config.settings.prod)")
        log = (self.root / "logs" / "jobs.log").open("a")
        self.processes["jobs"] = subprocess.Popen([sys.executable, "manage.py", "run_jobs"], cwd=BACKEND,
                                                  env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                                  start_new_session=True)
        log.close()

    def restart_app(self, name: str, drain: bool = True) -> None:
        """A new release on one app server: taken out of nginx's upstream (`down`, then a graceful reload:
        requests under way finish), stopped gracefully (gunicorn finishes what it holds), started again,
        and back in the upstream once it answers /readyz and has served a few pages."""
        if drain:
            self.set_drained(name, True)
        process = self.processes.pop(f"app-{name}")
        process.send_signal(signal.SIGTERM)  # to the master alone: it lets its workers finish
        process.wait(timeout=40)
        self.start_app(name)
        if drain:
            # Its first pages set up each worker's database connections and V8 contexts: made by these
            # requests, not by readers' (a page that waits too long for the database answers 503).
            for _ in range(self.workers * self.threads):
                fetch(f"{self.app_url(name)}/", timeout=30)
            self.set_drained(name, False)

    def set_drained(self, name: str, drained: bool) -> None:
        """Mark app server `name` down in nginx's upstream (or up again) and reload nginx gracefully:
        new requests go to the others, and the old nginx workers finish the ones they hold."""
        assert self.root
        (self.drained.add if drained else self.drained.discard)(name)
        (self.root / "nginx" / "portal.conf").write_text(self.nginx_config())
        pid = int((self.root / "nginx" / "nginx.pid").read_text())
        before = set(_children(pid))
        self._nginx("-s", "reload")
        # Reloaded once new workers run; old ones exit after their last request.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not (set(_children(pid)) - before):
            time.sleep(0.05)

    def kill_app(self, name: str) -> None:
        """The host is lost: every process of that app server dies at once."""
        self._kill(f"app-{name}", signal.SIGKILL)

    def _wait_http(self, url: str, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if fetch(url, timeout=5)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.3)
        raise TimeoutError(f"{url} did not answer 200 within {seconds} s")

    # nginx: deploy/nginx-portal.conf with this cluster's upstreams, port and cache directory.
    def _nginx(self, *args: str, check: bool = True) -> None:
        assert self.root
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        conf = self.root / "nginx" / "nginx.conf"
        subprocess.run([nginx, "-p", str(self.root / "nginx"), "-c", str(conf), *args], check=check,
                       capture_output=True, timeout=30)

    def nginx_config(self) -> str:
        original = (REPO / "deploy" / "nginx-portal.conf").read_text()
        assert self.root
        directory = self.root / "nginx"

        def down(name: str) -> str:
            return " down" if name in self.drained else ""

        replaced = {
            "proxy_cache_path /var/cache/nginx/portal ": f"proxy_cache_path {directory}/cache ",
            "    server 127.0.0.1:8000 ": f"    server 127.0.0.1:{self.ports.app_a}{down('a')} max_fails=3 "
                                          f"fail_timeout=10s;\n    server 127.0.0.1:{self.ports.app_b}{down('b')} ",
            "listen 80 ": f"listen 127.0.0.1:{self.ports.nginx} ",
        }
        for old, new in replaced.items():
            if original.count(old) != 1:
                raise RuntimeError(f"deploy/nginx-portal.conf changed: cannot find {old!r}")
            original = original.replace(old, new)
        # The readers' access log, when the file keeps one, beside the cluster's other logs.
        return original.replace("access_log /var/log/nginx/", f"access_log {self.root}/logs/nginx-")

    def _start_nginx(self) -> None:
        assert self.root
        directory = self.root / "nginx"
        directory.mkdir()
        (directory / "portal.conf").write_text(self.nginx_config())
        # Started as root, nginx's workers would be "nobody", locked out of this private directory.
        user = "user root;\n" if os.geteuid() == 0 else ""
        temp = " ".join(f"{kind}_temp_path {directory}/tmp-{kind};" for kind in
                        ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        (directory / "nginx.conf").write_text(
            f"{user}worker_processes 2;\npid {directory}/nginx.pid;\n"
            f"error_log {self.root}/logs/nginx-error.log warn;\nevents {{ worker_connections 1024; }}\n"
            f"http {{\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n"
            f"  access_log off;\n  {temp}\n  include {directory}/portal.conf;\n}}\n"
        )
        self.say(f"nginx :{self.ports.nginx} (deploy/nginx-portal.conf, upstream A and B)")
        self._nginx("-t", "-q")
        self._nginx()
        self._wait_http(f"{self.url}/healthz", 20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers per app server")
    parser.add_argument("--threads", type=int, default=4, help="threads per worker")
    options = parser.parse_args()
    why = missing()
    if why:
        sys.exit(f"cluster: cannot run here: {why}")
    cluster = Cluster(workers=options.workers, threads=options.threads, log=True)
    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        if not stopping:
            stopping = True
            raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        cluster.start()
        p = cluster.ports
        print(f"""
Portal through nginx:  {cluster.url}/   (English: /en/, newsroom: /admin/)
App server A:          {cluster.app_url('a')}/   App server B: {cluster.app_url('b')}/
Newsroom login:        {NEWSROOM_USER} / {cluster.password}
PostgreSQL primary:    {cluster.dsn(p.primary)}   replica: {cluster.dsn(p.replica)}
Redis:                 redis://127.0.0.1:{p.redis}/0
Media store:           {cluster.store.endpoint}/{MEDIA_BUCKET}/ (S3 API, moto's server)
WAL archive:           {cluster.wal_archive}
Replica lag:           psql {cluster.dsn(p.primary)} -c 'select * from pg_stat_replication'
                       or: {cluster.lag_command()}
Logs:                  {cluster.root}/logs/, {cluster.root}/pg/*.log
Ctrl-C stops everything.""", flush=True)
        while all(process.poll() is None for process in cluster.processes.values()):
            time.sleep(1)
        print("cluster: a server exited; stopping", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    finally:
        print("cluster: stopping", flush=True)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        cluster.stop()


if __name__ == "__main__":
    main()
