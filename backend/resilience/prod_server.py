"""`make serve-prod` (granian, the production profile, or `APP_SERVER=gunicorn`) started by a test on a free
port, and its worker processes."""
import subprocess
import time
from pathlib import Path

from resilience.servers import REPO, children, command_of, free_port, stop_group, wait_for_port


class ProdServer:
    """`make serve-prod` in its own process group, with `env` (PORT is added), its output in `log`;
    `app_server` "granian" (the default) or "gunicorn"."""

    def __init__(self, env: dict[str, str], log: Path, app_server: str = "granian") -> None:
        self.port = free_port()
        self.log = log
        self.app_server = app_server
        self.env = {**env, "PORT": str(self.port)}
        with log.open("w") as out:
            self.process = subprocess.Popen(["make", "-s", "serve-prod", f"PORT={self.port}",
                                             f"APP_SERVER={app_server}"], cwd=REPO,
                                            env=self.env, stdout=out, stderr=subprocess.STDOUT,
                                            start_new_session=True)
        wait_for_port(self.port, timeout=180)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def main(self) -> int:
        """The app server's main process (make's child)."""
        (main,) = [pid for pid in children(self.process.pid) if self.app_server in command_of(pid)]
        return main

    def workers(self) -> list[int]:
        return children(self.main())

    def wait_for_workers(self, count: int, without: int = 0, timeout: float = 30) -> list[int]:
        """The workers once there are `count` of them and `without` is not among them."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            workers = self.workers()
            if len(workers) == count and without not in workers:
                return workers
            time.sleep(0.01)
        raise AssertionError(f"workers {self.workers()} after {timeout} s; log: {self.log.read_text()[-2000:]}")

    def stop(self) -> None:
        stop_group(self.process)


def wait_until_dead(pid: int) -> float:
    """When `pid` has finished dying (a zombie or gone: its files, sockets included, are closed by then)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            break
        if state in ("Z", "X"):
            break
        time.sleep(0.001)
    return time.monotonic()
