"""Run one compiled program's command (node on a Transcrypt build, ...) confined, like a
fresh interpreter process: the program's files in a scratch working directory, scrubbed
environment, no network, its timeout and output limit; a command that hangs, crashes or
floods gets that outcome. The command writes how the program ended (`{"phase", "exception"}`)
as JSON to the path given as its last argument; without it, the outcome is the exit status's.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from pyconform import agent as wire
from pyconform.implementation import ImplementationError
from pyconform.outcome import Outcome
from pyconform.program import Program
from pyconform.sandbox import child_setup, confinement, limit_child, make_workspace, scrubbed_env


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
    confined = confinement()
    started = time.monotonic()
    try:
        proc = subprocess.Popen(
            [*confined.prefix, *argv, str(result_path)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, cwd=str(workdir), env=scrubbed_env(home=str(base)), start_new_session=True,
            preexec_fn=child_setup(confined, limit_child))
    except OSError as exc:
        raise ImplementationError(f"cannot start {argv[0]}: {exc.strerror}") from exc
    except subprocess.SubprocessError as exc:
        raise ImplementationError(f"cannot confine {argv[0]}: {exc}") from exc

    def kill() -> None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass

    def poll():
        code = proc.poll()
        if code is None:
            return None
        return (-code) & 0x7F if code < 0 else (code & 0xFF) << 8  # a wait status, as the agent's

    facts = wire.collect((proc.stdout.fileno(), proc.stderr.fileno()), program.output_limit,
                         started + program.timeout, poll, kill)
    proc.stdout.close()
    proc.stderr.close()
    try:
        result = json.loads(result_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        result = None
    return Outcome.from_dict(wire.make_outcome(facts, result, time.monotonic() - started))
