"""The app server's processes and their memory, read from /proc (bench/profile.py, memory.py, soak.py)."""
import re
import subprocess
from pathlib import Path


def listening_pids(port: str) -> list[int]:
    out = subprocess.run(["ss", "-Hltnp", f"sport = :{port}"], capture_output=True, text=True).stdout
    return sorted({int(pid) for pid in re.findall(r"pid=(\d+)", out)})


def server_pid(port: str) -> int:
    """A process listening on `port`: gunicorn's master, or one of granian's workers (each listens)."""
    return listening_pids(port)[0]


def app_workers(port: str) -> list[int]:
    """The processes that answer on `port`: those listening that are no other listener's parent."""
    pids = listening_pids(port)
    return [pid for pid in pids if not set(worker_pids(pid)) & set(pids)]


def worker_pids(master: int) -> list[int]:
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    except OSError:
        return []
    return [int(pid) for pid in children]


def thread_children(pid: int) -> list[int]:
    """Children of every thread of `pid`: a worker's render processes are started by the request thread that
    first needed one (web/render_process.py), and /proc lists a child under the thread that made it."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found.extend(int(child) for child in (task / "children").read_text().split())
        except OSError:
            continue
    return sorted(found)


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0
