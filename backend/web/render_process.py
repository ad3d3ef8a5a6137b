"""A V8 context in a process of its own, for servers that must outlive a crashed render.

With `SSR_ISOLATION=process` (the default of `make start`) each context of the pool (web/ssr.py)
is such a child process: the server sends it the code of a render over a pipe and reads the answer
back. A child that segfaults, aborts or hangs is killed and replaced, and the page it was drawing
is served as the client-rendered shell; the server itself and its readers' connections never see
it. In-process contexts (`thread`, production's default) cost less per render; there the app
server's respawning of workers is the last line (docs/adr/012-v8-owned-by-one-thread.md).

Frames on the pipes: a request is `!IdH` (length of the code in bytes, timeout in seconds, length of the
request id), the request id and the code; an answer is `!BI` (kind, length) and the body: the value as
JSON, or an error's text. The child's log lines carry the id of the request it draws for
(observability/context.py), as the server's do.
"""
import logging
import os
import select
import signal
import struct
import subprocess
import sys
import threading
from pathlib import Path

import orjson

REQUEST = struct.Struct("!IdH")
ANSWER = struct.Struct("!BI")
OK, TIMEOUT, OUT_OF_HEAP, FAILED = range(4)
READY = b"ready\n"
BACKEND_DIR = Path(__file__).resolve().parent.parent
START_TIMEOUT_SECONDS = 60.0
# Past its own timeout a render has this long to answer before its process is taken for hung.
GRACE_SECONDS = 3.0


class RendererCrashed(Exception):
    """The render process died or hung; it is not used again."""


class ProcessRenderer:
    """The parent's side: one child process holding one V8 context loaded with `bundle`."""

    def __init__(self, bundle: Path, mtime: float) -> None:
        self.mtime = mtime
        self.created_on = threading.get_ident()
        self.closed_on: int | None = None
        self.spent = False
        self.process = subprocess.Popen(
            [sys.executable, "-m", "web.render_process", str(bundle)],
            cwd=BACKEND_DIR, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            # Ctrl-C in a terminal is for the server: it stops its children itself.
            start_new_session=True,
        )
        try:
            if self._read(len(READY), START_TIMEOUT_SECONDS) != READY:
                raise RendererCrashed("the render process did not start")
        except BaseException:
            self.close()
            raise

    @property
    def pid(self) -> int:
        return self.process.pid

    def eval(self, code: str, timeout_sec: float):
        """The value of `code` in the child; TimeoutError past `timeout_sec`, MemoryError past its heap,
        RuntimeError for a JavaScript error, RendererCrashed when the child died or hung."""
        from observability import context, metrics

        body = code.encode("utf-8")
        request_id = context.current().encode("ascii", "replace")[:1024]
        frame = REQUEST.pack(len(body), timeout_sec, len(request_id)) + request_id + body
        try:
            os.write(self.process.stdin.fileno(), frame)  # type: ignore[union-attr]
            kind, length = ANSWER.unpack(self._read(ANSWER.size, timeout_sec + GRACE_SECONDS))
            answer = self._read(length, GRACE_SECONDS)
        except (OSError, RendererCrashed) as error:
            self.spent = True
            metrics.render_crashes.inc()
            raise RendererCrashed(f"render process {self.pid} failed: {error}") from error
        if kind == OK:
            return orjson.loads(answer)
        message = answer.decode("utf-8", "replace")
        if kind == TIMEOUT:
            raise TimeoutError(message)
        if kind == OUT_OF_HEAP:
            self.spent = True
            raise MemoryError(message)
        raise RuntimeError(message)

    def _read(self, size: int, timeout: float) -> bytes:
        stream = self.process.stdout.fileno()  # type: ignore[union-attr]
        chunks: list[bytes] = []
        missing = size
        while missing:
            ready, _, _ = select.select([stream], [], [], timeout)
            if not ready:
                raise RendererCrashed(f"no answer within {timeout} s")
            chunk = os.read(stream, missing)
            if not chunk:
                raise RendererCrashed(f"exited with {self.process.poll()}")
            chunks.append(chunk)
            missing -= len(chunk)
        return b"".join(chunks)

    def close(self) -> None:
        self.closed_on = threading.get_ident()
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)
        for stream in (self.process.stdin, self.process.stdout):
            if stream:
                stream.close()


def _serve(bundle: Path) -> None:
    """The child's side: load the bundle, then answer renders until the parent closes the pipe."""
    # Its counts are the server's (the parent counts renders and crashes): this process writes no metrics
    # files of its own, which would be left behind by every render process replaced.
    os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
    # The settings and the log setup of django.setup(), not its apps: a context needs neither models nor
    # the admin nor the API, and importing them all (apps.populate) held ~40 MB more in every render
    # process, a worker's whole margin under its 400 MB (bench/notes.md "Memory of a `make start` worker").
    from django.conf import settings
    from django.utils.log import configure_logging

    configure_logging(settings.LOGGING_CONFIG, settings.LOGGING)
    from py_mini_racer import JSOOMException

    from observability.context import request_id
    from web.ssr import _Renderer, _set_up_v8

    logger = logging.getLogger("portal.ssr.process")

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _set_up_v8()  # this process's only thread owns V8: the rule of web/ssr.py holds here too
    renderer = _Renderer(bundle, bundle.stat().st_mtime)
    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    answers.write(READY)
    answers.flush()
    while header := requests.read(REQUEST.size):
        length, timeout, id_length = REQUEST.unpack(header)
        request_id.set(requests.read(id_length).decode("ascii", "replace"))
        code = requests.read(length).decode("utf-8")
        try:
            kind, body = OK, orjson.dumps(renderer.eval(code, timeout_sec=timeout))
        except JSOOMException as error:
            kind, body = OUT_OF_HEAP, str(error).encode()
            logger.error("render process %d reached its heap limit; it ends", os.getpid())
        except TimeoutError as error:
            kind, body = TIMEOUT, str(error).encode()
            logger.warning("render process %d: a render ran past %s s", os.getpid(), timeout)
        except Exception as error:  # handed to the parent, which logs it with its traceback
            kind, body = FAILED, f"{type(error).__name__}: {error}".encode()
            logger.warning("render process %d: the render failed: %s", os.getpid(), body[:300].decode())
        answers.write(ANSWER.pack(kind, len(body)) + body)
        answers.flush()
        if kind == OUT_OF_HEAP:
            return  # the parent replaces this process


if __name__ == "__main__":
    _serve(Path(sys.argv[1]))
