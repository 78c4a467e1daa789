"""Where a campaign's seconds go: each worker times its phases (generation, the reference,
the candidates, screening re-runs, comparison, divergence handling, reduction) and the
campaign adds them up into the summary's `profile` (seconds per phase, summed over workers;
the reference and the candidates run at once, so phases can add up to more than the wall)."""
from __future__ import annotations

import threading
import time
from collections import Counter
from contextlib import contextmanager
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")


class PhaseClock:
    def __init__(self) -> None:
        self.seconds: Counter = Counter()
        self.lock = threading.Lock()

    def add(self, phase: str, seconds: float) -> None:
        with self.lock:
            self.seconds[phase] += seconds

    @contextmanager
    def __call__(self, phase: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.add(phase, time.perf_counter() - started)

    def timed(self, phase: str, fn: Callable[..., T], *args) -> T:
        with self(phase):
            return fn(*args)

    def to_dict(self) -> dict[str, float]:
        with self.lock:
            return {phase: round(s, 3) for phase, s in sorted(self.seconds.items(), key=lambda kv: -kv[1])}
