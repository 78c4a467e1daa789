"""One fresh interpreter process per program: the slow, maximally isolated path.

Also the only path for programs that pass interpreter flags or environment variables,
since those act at start-up.
"""
from __future__ import annotations

import marshal
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from pyconformance.agent import python_agent as wire
from pyconformance.agent.code_cache import once_argv
from pyconformance.implementation import ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.sandbox import child_setup, confinement, kill_group, kill_tree, limit_child, make_workspace, \
    scrubbed_env, track_group


# Process groups of programs running now: an interrupted run kills them (kill_running) rather
# than leave them to finish after it has exited.
_RUNNING: set[int] = set()


def kill_running() -> None:
    for pgid in list(_RUNNING):
        kill_tree(pgid)  # a program may have started a session of its own


def substitute(text: str, cwd: str) -> str:
    return text.replace("{cwd}", cwd)


@dataclass(frozen=True)
class Launch:
    """A fresh interpreter ready to start: its argv and environment, the working directory
    holding the program, and where the program's own report will be written."""

    argv: list[str]
    env: dict[str, str]
    workdir: Path
    result: Path


# Starts a Launch and collects what it does within the program's limits: the raw facts
# (pyconformance/agent/python_agent.py `collect`) and the seconds it ran.
Starter = Callable[[Launch, Program], tuple[dict, float]]


def run_in_fresh_process(command: list[str], program: Program, starter: Optional[Starter] = None) -> Outcome:
    """PROGRAM in a fresh COMMAND interpreter with its flags and environment, started by
    STARTER (default: from this process, confined; an agent can start it instead)."""
    base = Path(make_workspace())
    try:
        launch = prepare(command, program, base)
        facts, seconds = (starter or start_here)(launch, program)
        result = wire.load_marshalled(launch.result.read_bytes()) if launch.result.exists() else None
        return Outcome.from_dict(wire.make_outcome(facts, result, seconds))
    finally:
        shutil.rmtree(base, ignore_errors=True)


def prepare(command: list[str], program: Program, base: Path) -> Launch:
    """The workspace under BASE (the request file the `once` bootstrap reads, an empty
    working directory) and the command line, with {cwd} in flags and environment resolved."""
    workdir = base / "work"
    workdir.mkdir()
    request = dict(program.request(), workdir=str(workdir))
    # Version 2 of the marshal format: readable by every Python 3 implementation.
    (base / "request.bin").write_bytes(marshal.dumps(request, 2))
    result = base / "result.bin"
    flags = [substitute(f, str(workdir)) for f in program.flags]
    env = scrubbed_env({k: substitute(v, str(workdir)) for k, v in program.env}, home=str(base))
    return Launch([*once_argv(command, flags), str(base / "request.bin"), str(result)], env, workdir, result)


def start_here(launch: Launch, program: Program) -> tuple[dict, float]:
    facts, started = watch_confined(launch.argv, launch.workdir, launch.env, program)
    return facts, time.monotonic() - started


def watch_confined(argv: list[str], workdir: Path, env: dict[str, str], program: Program) -> tuple[dict, float]:
    """Start ARGV confined (sandbox.confinement) in WORKDIR with ENV, in its own session, and
    collect what it does within PROGRAM's timeout and output limit: the agent's facts (a
    process that hangs or floods is killed with its group) and the monotonic start time."""
    confined = confinement()
    started = time.monotonic()
    try:
        proc = subprocess.Popen(
            [*confined.prefix, *argv], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=str(workdir), env=env, start_new_session=True,
            preexec_fn=child_setup(confined, limit_child),
        )
    except OSError as exc:
        raise ImplementationError(f"cannot start {argv[0]}: {exc.strerror}") from exc
    except subprocess.SubprocessError as exc:  # the confinement step refused in the child
        raise ImplementationError(f"cannot confine {argv[0]}: {exc}") from exc

    _RUNNING.add(proc.pid)
    track_group(proc.pid)

    def kill() -> None:
        kill_group(proc.pid)

    def poll():
        code = proc.poll()
        if code is None:
            return None
        # Rebuild a wait status so the agent's outcome logic applies unchanged.
        return (-code) & 0x7F if code < 0 else (code & 0xFF) << 8

    try:
        facts = wire.collect((proc.stdout.fileno(), proc.stderr.fileno()), program.output_limit,
                             started + program.timeout, poll, kill)
    finally:
        _RUNNING.discard(proc.pid)
        kill_group(proc.pid)  # whatever the program left running in the background dies with it
        proc.stdout.close()
        proc.stderr.close()
        proc.wait()
    return facts, started
