"""A cache that a run's threads share: the first caller computes, the others wait for it.

functools.lru_cache alone lets two threads that ask at the same moment both compute (both
start the same probe process); a lock per question makes the second one wait and then read
the cached answer, while other questions go on. An exception is not cached: the next caller
computes again.
"""
from __future__ import annotations

import functools
import threading
from typing import Callable, TypeVar

T = TypeVar("T")


def shared_cache(maxsize: int | None = None) -> Callable[[Callable[..., T]], Callable[..., T]]:
    def decorate(function: Callable[..., T]) -> Callable[..., T]:
        cached = functools.lru_cache(maxsize=maxsize)(function)
        locks: dict[tuple, threading.Lock] = {}
        guard = threading.Lock()

        @functools.wraps(function)
        def call(*args):
            with guard:
                lock = locks.setdefault(args, threading.Lock())
            with lock:
                return cached(*args)

        call.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
        call.cache_info = cached.cache_info  # type: ignore[attr-defined]
        return call

    return decorate
