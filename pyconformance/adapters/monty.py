"""`monty`: Monty, pydantic's sandboxed Python interpreter written in Rust (PyPI `pydantic-monty`).

pydantic-monty is pip-installed into a cached virtualenv of the host interpreter
(pyconformance/adapters/venv.py); `monty_agent.py` runs there as a confined agent (the same
sandbox and framed protocol as CPython's agent) and feeds each program to a fresh session
of Monty's own worker pool. Its language version is what Monty reports as `sys.version_info`,
so the suite's declared drift applies. `monty:RELEASE` certifies one PyPI release.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from pyconformance.adapters.kind import Adapter
from pyconformance.agent.client import AgentProcess
from pyconformance.adapters.info import AdapterInfo
from pyconformance.adapters.venv import backport_venv
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.program import Program

DISTRIBUTION = "pydantic-monty"
AGENT_SCRIPT = Path(__file__).resolve().parents[1] / "agent" / "monty_agent.py"
# Monty's pool starts its `monty` worker binary; the agent also asks it for its language.
START_TIMEOUT = 120.0


def requirement(release: str) -> str:
    if release and not re.fullmatch(r"[0-9][0-9A-Za-z.\-]*", release):
        raise ImplementationError(f"monty:{release}: expected monty or monty:RELEASE (a PyPI release of {DISTRIBUTION})")
    return f"{DISTRIBUTION}=={release}" if release else DISTRIBUTION


class MontyAgentProcess(AgentProcess):
    """AgentProcess for monty_agent.py, run by the virtualenv's python."""

    def argv(self) -> list[str]:
        return [*self.command, str(AGENT_SCRIPT)]

    @property
    def label(self) -> str:
        return "the monty virtualenv's python"

    def reply_allowance(self, program: Program) -> float:
        return program.timeout + self.start_timeout

    def lost(self, exc: Exception, seconds: float) -> Outcome:
        if "no answer in time" in str(exc):  # Monty's own time limit and backstop both failed
            return Outcome(phase="run", exit_code=None, timed_out=True, seconds=round(seconds, 4))
        return Outcome.harness_failure(f"monty agent lost: {exc}", seconds)


class MontyImplementation(Implementation):
    def __init__(self, spec: str, release: str):
        venv = backport_venv(spec, sys.executable, [requirement(release)])
        version = venv.version_of(DISTRIBUTION)
        if not version:
            raise ImplementationError(f"{spec}: {DISTRIBUTION} is not installed in {venv.path}")
        if not (Path(venv.site_packages) / "pydantic_monty").is_dir():  # e.g. the empty placeholder release 0
            raise ImplementationError(f"{spec}: {DISTRIBUTION} {version} installed in {venv.path} has no pydantic_monty package")
        self.agent = MontyAgentProcess([venv.python], start_timeout=START_TIMEOUT)
        hello = self.agent.start()
        self.info = AdapterInfo(spec=spec, name="monty", version=tuple(hello["version"][:3]),
                                executable=venv.python, language=tuple(hello["language"][:2]))

    def run(self, program: Program) -> Outcome:
        return self.agent.run(program)

    def close(self) -> None:
        self.agent.stop()


def open_monty(spec: str, arg: str, isolation: str) -> Implementation:
    return MontyImplementation(spec, arg)


ADAPTER = Adapter(
    kind="monty",
    label="sandboxed interpreter",
    how_it_runs=lambda info: "pip pydantic-monty; each case in a fresh session of Monty's worker pool",
    summary="Monty, pydantic's sandboxed Python interpreter in Rust (pip pydantic-monty, cached virtualenv)",
    factory=open_monty,
)
