"""A progress bar on a terminal, silence elsewhere (CI logs stay readable)."""
from __future__ import annotations

from typing import Any, Optional


class _Bar:
    """A rich progress bar with a LABEL and COLUMNS between the bar and the elapsed time,
    made only when ENABLED: rich is imported for a terminal, not for every run (a run's
    start-up is part of its time)."""

    def __init__(self, enabled: bool, label: str, total: int, columns: tuple[str, ...] = (), **fields: Any):
        self._progress: Optional[Any] = None
        if not enabled:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._progress = Progress(
            TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(), *map(TextColumn, columns),
            TimeElapsedColumn(), console=Console(stderr=True), transient=True,
        )
        self._task = self._progress.add_task(label, total=total, **fields)

    def __enter__(self):
        if self._progress is not None:
            self._progress.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)

    def _update(self, **changes: Any) -> None:
        if self._progress is not None:
            self._progress.update(self._task, **changes)


class CaseProgress(_Bar):
    def __init__(self, total: int, enabled: bool, label: str = "cases"):
        super().__init__(enabled, label, total, ("{task.fields[failed]} unexpected",), failed=0)
        self.failed = 0

    def advance(self, result) -> None:
        self.failed += result.status in ("fail", "error", "xpass")
        self._update(advance=1, failed=self.failed)


class StepProgress(_Bar):
    """A bar for a long preparation (e.g. compiling every program), on a terminal only."""

    def __init__(self, total: int, enabled: bool, label: str):
        super().__init__(enabled, label, total)

    def advance(self, steps: int = 1) -> None:
        self._update(advance=steps)
