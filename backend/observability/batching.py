"""Observations of the hot paths kept in plain per-process tallies, added to prometheus-client's values once
a second by a thread of each process, and at once by a process that answers a scrape.

prometheus-client's multi-process values take a lock and write to a memory-mapped file on every change: a
front-cache hit, which makes three, cost 8 us more (a hit is 12-16 us on this machine). A tally costs one
uncontended lock and two list additions. What a process held when it died unflushed is lost: at most its
last second of counts.

Uses two attributes of prometheus-client's Histogram children, `_sum` and `_buckets` (per-bucket counts, the
cumulation is done when collected): the library offers no call that adds many observations at once.
observability/tests/test_metrics.py fails if they change.
"""
import os
import threading
import time
from bisect import bisect_left
from typing import Any

FLUSH_SECONDS = 1.0

_lock = threading.Lock()
_tallies: list["_Tally"] = []
_flusher_pid = 0


class _Tally:
    def __init__(self) -> None:
        self.cells: dict[tuple[str, ...], list[Any]] = {}
        _tallies.append(self)

    def flush(self) -> None:
        raise NotImplementedError

    def forget(self) -> None:
        """In a forked child: the parent's pending counts are the parent's to add."""
        for cell in self.cells.values():
            for i in range(1, len(cell)):
                cell[i] = 0


class BatchedHistogram(_Tally):
    """`observe(labels, value)` of a prometheus-client Histogram with those label values."""

    def __init__(self, histogram: Any) -> None:
        super().__init__()
        self.histogram = histogram

    def observe(self, labels: tuple[str, ...], value: float, also: "BatchedCounter | None" = None) -> None:
        """One observation; `also` a counter to add one to, in the same step (the front cache's hits)."""
        cell = self.cells.get(labels)
        if cell is None:
            cell = self._cell(labels)
        index = bisect_left(cell[0]._upper_bounds, value) + 2  # the first bucket whose bound >= value
        with _lock:
            cell[1] += value
            cell[index] += 1
            if also is not None:
                also.cell[1] += 1
        if _flusher_pid != _pid:
            _start_flusher()

    def _cell(self, labels: tuple[str, ...]) -> list[Any]:
        child = self.histogram.labels(*labels) if labels else self.histogram
        with _lock:  # [child, sum, count per bucket...]
            return self.cells.setdefault(labels, [child, 0.0] + [0] * len(child._upper_bounds))

    def flush(self) -> None:
        for cell in list(self.cells.values()):
            with _lock:
                total, counts = cell[1], cell[2:]
                if not any(counts):
                    continue
                cell[1:] = [0.0] + [0] * len(counts)
            child = cell[0]
            child._sum.inc(total)
            for bucket, count in zip(child._buckets, counts, strict=True):
                if count:
                    bucket.inc(count)


class BatchedCounter(_Tally):
    """One labelled child of a prometheus-client Counter: `inc(amount)`."""

    def __init__(self, counter: Any, *labels: str) -> None:
        super().__init__()
        self.cells[labels] = [counter.labels(*labels) if labels else counter, 0.0]
        self.cell = self.cells[labels]

    def inc(self, amount: float = 1) -> None:
        with _lock:
            self.cell[1] += amount
        if _flusher_pid != _pid:
            _start_flusher()

    def flush(self) -> None:
        with _lock:
            amount, self.cell[1] = self.cell[1], 0.0
        if amount:
            self.cell[0].inc(amount)


def flush_all() -> None:
    for tally in list(_tallies):
        tally.flush()


_pid = os.getpid()


def current_pid() -> int:
    """This process's id, kept (os.getpid is a system call) and renewed in a forked child."""
    return _pid


def _after_fork() -> None:
    global _lock, _pid
    _lock = threading.Lock()  # another thread of the parent may have held it at the fork
    _pid = os.getpid()
    for tally in _tallies:
        tally.forget()


os.register_at_fork(after_in_child=_after_fork)


def _start_flusher() -> None:
    global _flusher_pid
    with _lock:
        if _flusher_pid == _pid:
            return
        _flusher_pid = _pid
    threading.Thread(target=_flush_forever, name="metrics-flush", daemon=True).start()


def _flush_forever() -> None:
    while True:
        time.sleep(FLUSH_SECONDS)
        try:
            flush_all()
        except Exception:  # a metrics file that cannot be written must not end the thread
            continue
