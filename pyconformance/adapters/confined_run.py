"""Run one compiled program's command (node on a Transcrypt build, ...) confined, like a
fresh interpreter process: the program's files in a scratch working directory, scrubbed
environment, no network, its timeout and output limit; a command that hangs, crashes or
floods gets that outcome. The command writes how the program ended (`{"phase", "exception"}`)
as JSON to the path given as its last argument; without it, the outcome is the exit status's.
"""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from pyconformance.agent import python_agent as wire
from pyconformance.outcome import Outcome
from pyconformance.process_runner import watch_confined
from pyconformance.program import Program
from pyconformance.sandbox import make_workspace, scrubbed_env


def run_confined(argv: list[str], program: Program) -> Outcome:
    base = Path(make_workspace())
    try:
        return _run(argv, program, base)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _run(argv: list[str], program: Program, base: Path) -> Outcome:
    workdir = base / "work"
    workdir.mkdir()
    for name, text in program.files:
        path = workdir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    result_path = base / "result.json"
    facts, started = watch_confined([*argv, str(result_path)], workdir, scrubbed_env(home=str(base)), program)
    try:
        result = json.loads(result_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        result = None
    return Outcome.from_dict(wire.make_outcome(facts, result, time.monotonic() - started))
