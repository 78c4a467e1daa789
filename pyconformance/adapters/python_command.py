"""An implementation driven through the standard `python` command line."""
from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import time
from pathlib import Path

from pyconformance.agent.client import AgentLost, AgentProcess
from pyconformance.implementation import Implementation, ImplementationError, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.process_runner import run_in_fresh_process
from pyconformance.program import Program
from pyconformance.sandbox import env_seconds, run_grouped, scrubbed_env

PROBE = (
    "import sys, json; i = getattr(sys, 'implementation', None); "
    "print(json.dumps([getattr(i, 'name', 'unknown'), list(sys.version_info[:3]), sys.executable, "
    "'.'.join(map(str, getattr(i, 'version', sys.version_info)[:3]))]))"
)
PROBE_TIMEOUT = env_seconds("PYCONFORM_PROBE_TIMEOUT", 30.0)


def locate(command: str) -> str:
    """A path, or a command name on PATH; ImplementationError when neither."""
    if "/" in command:
        path = Path(command)
        if path.is_file():
            # Absolute but not resolved: a virtualenv's python is a symlink to its base
            # interpreter, and following it would drop the environment's site-packages.
            return os.path.abspath(command)
        raise ImplementationError(f"no such file: {command}")
    found = shutil.which(command)
    if not found:
        raise ImplementationError(f"not found on PATH: {command}")
    return found


def probe(spec: str, executable: str) -> ImplementationInfo:
    """Ask the executable who it is; fails clearly if it is not a working Python."""
    try:
        done = run_grouped([executable, "-S", "-c", PROBE], PROBE_TIMEOUT, text=True, env=scrubbed_env(),
                           stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise ImplementationError(f"{spec}: no answer within {PROBE_TIMEOUT:.0f}s at start-up") from None
    except OSError as exc:
        raise ImplementationError(f"{spec}: cannot execute ({exc.strerror})") from None
    try:
        name, version, exe, release = json.loads(done.stdout.strip().splitlines()[-1])
        info = ImplementationInfo(spec, name, tuple(version), exe or executable, release)
    except (ValueError, IndexError, TypeError):
        why = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise ImplementationError(f"{spec}: does not behave like python ({why[:120]})") from None
    if info.language_version < (3, 6):
        raise ImplementationError(f"{spec}: Python {info.version_text} is too old to host the agent")
    return info


@functools.lru_cache(maxsize=64)
def _probe_unchanged(spec: str, executable: str, stamp: tuple[int, int, int]) -> ImplementationInfo:
    return probe(spec, executable)


def probe_once(spec: str, executable: str) -> ImplementationInfo:
    """`probe`, asked once per process for an unchanged executable: each of a run's jobs
    opens its own implementation, and the answer cannot differ between them."""
    try:
        found = os.stat(executable)
    except OSError:
        return probe(spec, executable)  # let the probe say why it cannot run
    return _probe_unchanged(spec, executable, (found.st_ino, found.st_mtime_ns, found.st_size))


def is_version_manager_shim(path: str) -> bool:
    return any(part in path for part in ("/.pyenv/shims/", "/.asdf/shims/"))


class PythonCommand(Implementation):
    """CPython, PyPy or any wrapper that behaves like `python`.

    isolation "agent": persistent forking agent (fast); "process": one fresh
    interpreter per program. Programs with flags/env always get a fresh process.
    """

    def __init__(self, spec: str, command: list[str] | None = None, isolation: str = "agent"):
        executable = locate(spec if command is None else command[0])
        self.info = probe_once(spec, executable)
        if is_version_manager_shim(executable):
            # A pyenv/asdf shim re-resolves the interpreter through a shell script on
            # every start (~150 ms): run the interpreter it resolved to instead.
            executable = self.info.executable
        self.command = [executable, *(command or [])[1:]]
        self.isolation = isolation
        self.agent: AgentProcess | None = None

    def run(self, program: Program) -> Outcome:
        if self.isolation == "process" or not self._agent_ready():
            return run_in_fresh_process(self.command, program)
        if program.needs_fresh_process:
            return self.run_fresh(program)
        return self.agent.run(program)

    def run_fresh(self, program: Program) -> Outcome:
        """A program with start-up flags or environment: a fresh interpreter all the same, but
        started by the agent when it can (cheaper than from this process, and already confined)."""
        agent = self.agent  # close() may drop it meanwhile (an interrupted run)
        if not agent.hello.get("spawn"):
            return run_in_fresh_process(self.command, program)
        started = time.monotonic()
        try:
            return run_in_fresh_process(self.command, program, starter=agent.start_fresh)
        except AgentLost as exc:
            return agent.lost(exc, time.monotonic() - started)

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        hosted = [i for i, p in enumerate(programs) if not p.needs_fresh_process]
        found: list[Outcome | None] = [None] * len(programs)
        if self.isolation == "process" or not hosted or not self._agent_ready():
            return found
        for i, outcome in zip(hosted, self.agent.screen([programs[i] for i in hosted])):
            found[i] = outcome
        return found

    def python_command(self) -> list[str]:
        return list(self.command)

    def _agent_ready(self) -> bool:
        if self.agent is None:
            self.agent = AgentProcess(self.command)
            if not self.agent.start().get("fork"):
                self.isolation = "process"  # cannot fork: fall back to the slow path
                self.agent.stop()
                return False
        return self.isolation != "process"

    def close(self) -> None:
        if self.agent is not None:
            self.agent.stop()
            self.agent = None
