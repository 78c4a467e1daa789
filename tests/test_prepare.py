"""The prepare hook: a run announces every program it will ask for before the first one."""
from __future__ import annotations

from pyconformance.expectations.known import Known
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.runner import run_cases
from pyconformance.suite import load_suite


class Recording(Implementation):
    """Answers every program with its expected pass-free outcome and records the calls."""

    def __init__(self, log: list):
        self.info = ImplementationInfo(spec="recording", name="recording", version=(3, 8, 0))
        self.log = log

    def prepare(self, programs: list[Program]) -> None:
        self.log.append(("prepare", sorted(p.source for p in programs)))

    def run(self, program: Program) -> Outcome:
        self.log.append(("run", program.source))
        return Outcome(phase="ok", stdout="")


def test_prepare_comes_first_with_exactly_the_programs_that_run():
    cases = [c for c in load_suite().cases if c.id.startswith("walrus/")][:12]
    skipped = cases[0]
    log: list = []
    run_cases(lambda: Recording(log), cases, {skipped.id: Known(skipped.id, "skip", "not here")}, jobs=2)
    prepares = [entry for entry in log if entry[0] == "prepare"]
    runs = sorted(entry[1] for entry in log if entry[0] == "run")
    assert len(prepares) == 1 and log[0][0] == "prepare"  # once, on the first instance, before any run
    assert prepares[0][1] == runs
    assert skipped.source not in prepares[0][1]
