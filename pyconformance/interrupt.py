"""SIGINT and SIGTERM as one exception, so an interrupted run stops the same way for both
(Ctrl-C at a terminal; `timeout`, CI runners and `kill` send SIGTERM)."""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
SIGNALS = {"SIGINT": 2, "SIGTERM": 15}  # by name, as a certificate records them; exit status 128 + number


class Stopped(KeyboardInterrupt):
    """Raised in the main thread by SIGINT or SIGTERM while `stop_signals` is in force."""

    def __init__(self, signal_name: str = "SIGINT"):
        super().__init__(signal_name)
        self.signal_name = signal_name


def signal_name(exc: BaseException) -> str:
    """The signal behind an interruption: a plain KeyboardInterrupt is SIGINT."""
    return getattr(exc, "signal_name", "SIGINT")


def _raise(signum, frame) -> None:
    raise Stopped(signal.Signals(signum).name)


@contextmanager
def stop_signals() -> Iterator[None]:
    """Inside: SIGINT and SIGTERM raise Stopped (only the main thread may set handlers;
    elsewhere this does nothing)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.signal(s, _raise) for s in STOP_SIGNALS}
    try:
        yield
    finally:
        for s, handler in previous.items():
            if signal.getsignal(s) is not signal.SIG_IGN:  # an interrupted run keeps ignoring until it exits
                signal.signal(s, handler)


def ignore_stop_signals() -> None:
    """While an interrupted run writes what it has: a second Ctrl-C must not lose it."""
    if threading.current_thread() is threading.main_thread():
        for s in STOP_SIGNALS:
            signal.signal(s, signal.SIG_IGN)
