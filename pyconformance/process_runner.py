"""One fresh interpreter process per program: the slow, maximally isolated path.

Also the only path for programs that pass interpreter flags or environment variables,
since those act at start-up.
"""
from __future__ import annotations

import marshal
import shutil
import subprocess
import time
from pathlib import Path

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


def run_in_fresh_process(command: list[str], program: Program, base_flags: tuple[str, ...] = ()) -> Outcome:
    base = make_workspace()
    try:
        return _run(command, program, base_flags, Path(base))
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _run(command: list[str], program: Program, base_flags: tuple[str, ...], base: Path) -> Outcome:
    workdir = base / "work"
    workdir.mkdir()
    request = dict(program.request(), workdir=str(workdir))
    # Version 2 of the marshal format: readable by every Python 3 implementation.
    (base / "request.bin").write_bytes(marshal.dumps(request, 2))
    result_path = base / "result.bin"
    flags = [substitute(f, str(workdir)) for f in (*base_flags, *program.flags)]
    env = scrubbed_env({k: substitute(v, str(workdir)) for k, v in program.env}, home=str(base))
    argv = [*once_argv(command, flags), str(base / "request.bin"), str(result_path)]
    facts, started = watch_confined(argv, workdir, env, program)
    result = None
    if result_path.exists():
        result = wire.load_marshalled(result_path.read_bytes())
    return Outcome.from_dict(wire.make_outcome(facts, result, time.monotonic() - started))


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
