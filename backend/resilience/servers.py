"""Private Redis, PostgreSQL and app servers that fault tests start, break and stop on their own ports.

Never the machine's shared servers (5432, 6379): every instance here gets a free port and a
temporary directory, and is stopped by the test that started it.
"""
import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

BACKEND = Path(__file__).resolve().parent.parent
REPO = BACKEND.parent
# What `make start` runs after installing and building: the demo setup, then granian and the job schedule.
START_SCRIPT = REPO / "scripts" / "start.sh"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"nothing listens on 127.0.0.1:{port} after {timeout} s")


NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)


class NginxFront:
    """Debian's nginx with deploy/nginx-portal.conf in front of `upstream_port`, on a free port, its cache,
    log and temporary files under `root`: the lines marked "bench:" rewritten as bench/nginx-portal.sh
    does. `start()`, then `base`, `access_log` and `error_log`; `stop()` at the end."""

    def __init__(self, root: Path, upstream_port: int, worker_connections: int = 64) -> None:
        self.root, self.port = root, free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.access_log, self.error_log = root / "access.log", root / "error.log"
        conf = (REPO / "deploy" / "nginx-portal.conf").read_text()
        for old, new in (("proxy_cache_path /var/cache/nginx/portal ", f"proxy_cache_path {root}/cache "),
                         ("server 127.0.0.1:8000 ", f"server 127.0.0.1:{upstream_port} "),
                         ("listen 80 ", f"listen 127.0.0.1:{self.port} "),
                         ("access_log /var/log/nginx/portal-access.log ", f"access_log {self.access_log} ")):
            if conf.count(old) != 1:
                raise ValueError(f"deploy/nginx-portal.conf has no single line starting {old!r}")
            conf = conf.replace(old, new)
        (root / "portal.conf").write_text(conf)
        temp = " ".join(f"{kind}_temp_path {root}/tmp-{kind};" for kind in ("client_body", "proxy", "fastcgi",
                                                                              "uwsgi", "scgi"))
        # Started as root (CI), nginx's workers would be "nobody", locked out of a test's private tmp.
        user = "user root;\n" if os.geteuid() == 0 else ""
        (root / "nginx.conf").write_text(
            f"{user}worker_processes 1; pid {root}/nginx.pid; error_log {self.error_log} warn;\n"
            f"events {{ worker_connections {worker_connections}; }}\n"
            f"http {{ access_log off; {temp} include {root}/portal.conf; }}\n"
        )
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        assert NGINX, "nginx is not installed (scripts/ensure-nginx.sh)"
        self.process = subprocess.Popen([NGINX, "-p", str(self.root), "-c", str(self.root / "nginx.conf"),
                                         "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.1).close()
                return
            except OSError:
                if self.process.poll() is not None:
                    said = self.process.stderr.read().decode() if self.process.stderr else ""
                    raise RuntimeError(f"nginx did not start: {said[-500:]}") from None
                time.sleep(0.05)
        raise TimeoutError(f"nginx did not listen on {self.port}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def rss_mb(pid: int) -> float:
    """The resident memory of process `pid` in MB (0 when it is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    kilobytes = next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")), 0)
    return kilobytes / 1024


def environment_of(pid: int) -> dict[str, str]:
    """The environment process `pid` was started with."""
    entries = Path(f"/proc/{pid}/environ").read_bytes().decode("utf-8", "replace").split("\0")
    return {name: value for name, _, value in (entry.partition("=") for entry in entries) if name}


def postgres_bin() -> Path | None:
    """The installed PostgreSQL's bin directory (initdb, pg_ctl, pg_dump ...), if any."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


class RedisServer:
    """redis-server on a free port, without persistence; stop() and start() again on the same port."""

    def __init__(self) -> None:
        self.binary = shutil.which("redis-server")
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        assert self.binary
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        wait_for_port(self.port)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.process = None


class PostgresServer:
    """A throwaway PostgreSQL cluster (initdb) on a free port; as the `postgres` user when run as root."""

    def __init__(self) -> None:
        found = postgres_bin()
        if found is None:
            raise RuntimeError(self.missing())
        self.bin = found
        self.port = free_port()
        self.directory = Path(tempfile.mkdtemp(prefix="portal-pg-"))
        self.data = self.directory / "data"
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam("postgres")
            except KeyError:
                user = None
            runuser = shutil.which("runuser")
            if user and runuser:
                os.chown(self.directory, user.pw_uid, user.pw_gid)
                self.as_user = [runuser, "-u", "postgres", "--"]

    @classmethod
    def missing(cls) -> str | None:
        """Why this machine cannot run one, or None."""
        if postgres_bin() is None:
            return "PostgreSQL binaries (initdb, pg_ctl) are not installed"
        if os.geteuid() == 0 and (not shutil.which("runuser") or not _has_user("postgres")):
            return "running as root without a `postgres` user and runuser to start initdb"
        return None

    def url(self, database: str = "postgres") -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run([*self.as_user, *args], capture_output=True, text=True, timeout=timeout, check=True)

    def init(self) -> None:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "--no-sync", "-E", "UTF8", "--locale=C")

    def start(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-w", "-t", "60", "-l",
                  str(self.directory / "log"), "-o",
                  f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1 -c fsync=off "
                  "-c synchronous_commit=off -c full_page_writes=off", "start")

    def stop(self, mode: str = "fast") -> None:
        if (self.data / "postmaster.pid").exists():
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-w", "-m", mode, "stop")

    def createdb(self, name: str) -> None:
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)

    def cleanup(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.directory, ignore_errors=True)


def _has_user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


class AppServer:
    """The portal under gunicorn (sync workers) on a free port, with the given environment."""

    def __init__(self, env: dict[str, str], workers: int = 2, settings: str = "config.settings.test") -> None:
        self.port = free_port()
        self.env = {**os.environ, "DJANGO_SETTINGS_MODULE": settings, **env}
        for name in ("PYTEST_XDIST_WORKER", "PYTEST_CURRENT_TEST"):
            self.env.pop(name, None)
        self.workers = workers
        self.process: subprocess.Popen | None = None
        self.log = Path(tempfile.mkstemp(prefix="portal-app-", suffix=".log")[1])

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def manage(self, *args: str, timeout: float = 300) -> None:
        subprocess.run([sys.executable, "manage.py", *args], cwd=BACKEND, env=self.env, check=True,
                       capture_output=True, timeout=timeout)

    def start(self) -> None:
        gunicorn = Path(sys.executable).parent / "gunicorn"
        with self.log.open("w") as log:
            self.process = subprocess.Popen(
                [str(gunicorn), "config.wsgi", "-b", f"127.0.0.1:{self.port}", "-w", str(self.workers),
                 "--timeout", "60", "--graceful-timeout", "5"],
                cwd=BACKEND, env=self.env, stdout=log, stderr=subprocess.STDOUT,
            )
        wait_for_port(self.port, timeout=60)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.unlink(missing_ok=True)


def portal_env(database: Path, directory: Path, **extra: str) -> dict[str, str]:
    """The environment of a portal server a test starts on an SQLite database and a directory of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "DJANGO_SETTINGS", "REDIS_URL"))}
    env.update({
        "DATABASE_URL": f"sqlite:///{database}", "MEDIA_ROOT": str(directory / "media"), "REDIS_URL": "",
        # collectstatic of `make serve-prod` writes here, not under var/static where other tests read
        "STATIC_ROOT": str(directory / "static"),
        # the demo logins' passwords of this database, not the checkout's var/newsroom-password.txt
        "NEWSROOM_PASSWORD_FILE": str(directory / "newsroom-password.txt"),
        "ALLOWED_HOSTS": "127.0.0.1,localhost", "LOG_LEVEL": "WARNING", **extra,
    })
    return env


# The production profile over plain HTTP on loopback, with a key of the test's own.
PRODUCTION_ON_LOOPBACK = {
    "SECRET_KEY": "served-by-a-test-" + "x" * 40, "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0",
    "SECURE_HSTS_SECONDS": "0",
}


def seed_small_demo(env: dict[str, str], *more: list[str]) -> None:
    """Migrate and load a small demo (12 + 6 stories, one picture) into `env`'s database, then run `more` commands."""
    for command in (["migrate", "--noinput", "-v0"],
                    ["seed_demo", "--articles-mn", "12", "--articles-en", "6", "--pictures", "1"], *more):
        subprocess.run([sys.executable, "manage.py", *command], cwd=BACKEND, env=env, check=True,
                       capture_output=True, timeout=600)


def stop_group(process: subprocess.Popen) -> None:
    """Stop a server started in its own process group (start_new_session), every child with it."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


def children(pid: int) -> list[int]:
    """Child processes of every thread of `pid` (render processes are their owner thread's)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found.extend(int(p) for p in (task / "children").read_text().split())
        except (FileNotFoundError, ProcessLookupError):
            continue
    return sorted(found)


def command_of(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except FileNotFoundError:
        return ""


def fetch(url: str, data: bytes | None = None, timeout: float = 15.0,
          headers: dict[str, str] | None = None) -> tuple[int, bytes, dict[str, str], float]:
    """(status, body, headers, seconds) of one request; HTTP errors are answers too."""
    request = urllib.request.Request(url, data=data, headers=headers or {})
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read(), dict(response.headers), time.monotonic() - started
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers), time.monotonic() - started
