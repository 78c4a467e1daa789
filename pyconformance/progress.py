"""A progress bar on a terminal, silence elsewhere (CI logs stay readable)."""
from __future__ import annotations

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


class CaseProgress:
    def __init__(self, total: int, enabled: bool, label: str = "cases"):
        self.enabled = enabled
        self.failed = 0
        self._progress = Progress(
            TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(),
            TextColumn("{task.fields[failed]} unexpected"), TimeElapsedColumn(),
            console=Console(stderr=True), transient=True, disable=not enabled,
        )
        self._task = self._progress.add_task(label, total=total, failed=0)

    def __enter__(self) -> "CaseProgress":
        self._progress.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self._progress.__exit__(*exc)

    def advance(self, result) -> None:
        self.failed += result.status in ("fail", "error", "xpass")
        self._progress.update(self._task, advance=1, failed=self.failed)


class StepProgress:
    """A bar for a long preparation (e.g. compiling every program), on a terminal only."""

    def __init__(self, total: int, enabled: bool, label: str):
        self._progress = Progress(
            TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            console=Console(stderr=True), transient=True, disable=not enabled,
        )
        self._task = self._progress.add_task(label, total=total)

    def __enter__(self) -> "StepProgress":
        self._progress.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        self._progress.__exit__(*exc)

    def advance(self, steps: int = 1) -> None:
        self._progress.update(self._task, advance=steps)
