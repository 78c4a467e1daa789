"""Reduction beside the campaign: a new kind of divergence is shrunk and polished by one
reduction thread with implementations of its own, while the workers go on generating.

Reducing in the worker that found the divergence stopped that worker's generation for the
whole reduction (up to shrink_seconds + polish_seconds; on MicroPython, half of a 30-second
campaign). Divergences wait in a queue and are reduced one at a time, so a kind found twice
is reduced once: the second finds it known and is only counted. Other occurrences of a kind
whose reduction is pending are held and counted after it is saved, so the summary lists the
reduced program, as before. The campaign's stop flag ends a reduction as before (the
divergence is then saved as far as it got, `unreduced`), so a time budget is honoured; with
a program budget the campaign waits for the queue.
"""
from __future__ import annotations

import threading
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor, TimeoutError as FutureTimeout
from typing import Callable, Optional

from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.profile import PhaseClock


class AsideReducer:
    def __init__(self, open_worker: Callable[[], "object"], sink, clock: PhaseClock):
        self.open_worker, self.sink, self.clock = open_worker, sink, clock
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="reduce")
        self.worker = None
        self.futures: list[Future] = []
        self.lock = threading.Lock()
        self.queued: Counter = Counter()  # key -> submissions not yet finished
        self.held: dict[str, list[Divergence]] = {}  # key -> occurrences waiting for its reduction
        self.error: Optional[BaseException] = None

    def submit(self, divergence: Divergence) -> None:
        with self.lock:
            self.queued[divergence.key] += 1
            self.held.setdefault(divergence.key, [])
            self.futures.append(self.pool.submit(self._reduce, divergence))

    def holds(self, key: str) -> bool:
        """True while a divergence of KEY waits for (or is in) its reduction."""
        with self.lock:
            return key in self.held

    def later(self, divergence: Divergence) -> None:
        """Another occurrence of a kind being reduced: counted once the reduction is saved."""
        with self.lock:
            if divergence.key in self.held:
                self.held[divergence.key].append(divergence)
                return
        self.sink.seen_known(divergence)

    def _reduce(self, divergence: Divergence) -> None:
        try:
            if self.sink.is_known(divergence.key):  # reduced meanwhile (found twice before its turn)
                self.sink.seen_known(divergence)
            else:
                if self.worker is None:
                    self.worker = self.open_worker()
                with self.clock("reduction (aside)"):
                    reduced = self.worker.polish(divergence)
                self.sink.divergence(reduced)
        except BaseException as exc:  # noqa: BLE001 - surfaced by the campaign; the divergence is kept
            self.error = self.error or exc
            self.sink.divergence(divergence)
        finally:
            with self.lock:
                self.queued[divergence.key] -= 1
                waiting = self.held.pop(divergence.key, []) if self.queued[divergence.key] <= 0 else []
            for other in waiting:
                self.sink.seen_known(other)

    def drain(self, tick: Callable[[], None] = lambda: None) -> None:
        """Wait for every queued reduction (a stopped campaign makes them end quickly); TICK is
        called between waits (the campaign sets its stop flag there when the budget is spent)."""
        while True:
            with self.lock:
                pending = [f for f in self.futures if not f.done()]
            if not pending:
                break
            tick()
            try:
                pending[0].result(timeout=0.1)
            except FutureTimeout:
                continue
        self.pool.shutdown(wait=True)
        if self.worker is not None:
            self.clock.seconds.update({f"reduction: {phase}": s for phase, s in self.worker.clock.seconds.items()})
            self.worker.close()
            for impl in (self.worker.reference, *self.worker.candidates):
                impl.close()
