"""Warnings raised while a campaign runs: counted per kind for the summary, not printed.

A campaign runs Hypothesis and the generators' libraries thousands of times, so a warning
raised once per example (Hypothesis's "Generating overly large repr" was one) floods the
terminal and breaks the progress display. Inside `collected`, every warning the filters
let through, from any thread, is counted under its category and first line (numbers
blanked, so "110 kB" and "137 kB" are one kind); the summary shows each kind once.

Filters and `showwarning` are process-wide, so this wraps the whole campaign, entered and
left on the thread that starts and joins the workers.
"""
from __future__ import annotations

import re
import threading
import warnings
from collections import Counter
from contextlib import contextmanager
from typing import Iterator

NUMBER = re.compile(r"\d+(\.\d+)?")


def kind_of(message: Warning | str, category: type) -> str:
    first = (str(message).strip().splitlines() or [""])[0]
    return f"{category.__name__}: {NUMBER.sub('N', first)[:160]}"


@contextmanager
def collected(into: Counter) -> Iterator[Counter]:
    lock = threading.Lock()

    def count(message, category, filename, lineno, file=None, line=None) -> None:
        with lock:
            into[kind_of(message, category)] += 1

    with warnings.catch_warnings():  # the filters stay as configured (-W, PYTHONWARNINGS)
        warnings.showwarning = count
        yield into
