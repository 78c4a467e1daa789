"""The host's `ast.parse`, one thread at a time while a campaign runs.

CPython 3.11 keeps the AST constructor's recursion depth in per-interpreter state; two
threads building trees at once (a worker's pysource-minimize, another's feature tags) can
leave it inconsistent, and the next parse raises `SystemError: AST constructor recursion
depth mismatch` (gh-106905; seen ending a 60 s pypy3 campaign with --jobs 2). Inside
`serialized`, `ast.parse` takes a process-wide lock; callers look it up as `ast.parse`
at call time (pysource-minimize, features, resugar), so all of them take turns.
"""
from __future__ import annotations

import ast
import threading
from contextlib import contextmanager
from typing import Iterator

_LOCK = threading.RLock()


@contextmanager
def serialized() -> Iterator[None]:
    real_parse = ast.parse
    if getattr(real_parse, "serialized", False):  # nested campaigns (tests): already in place
        yield
        return

    def parse(*args, **kwargs):
        with _LOCK:
            return real_parse(*args, **kwargs)

    parse.serialized = True
    ast.parse = parse
    try:
        yield
    finally:
        ast.parse = real_parse
