"""Benchmark: the whole suite with the persistent agent vs one interpreter per case vs the floor.

    python bench/suite.py [--impl python3] [--jobs 2]

The floor compiles and executes every case in this very process with no isolation at
all: no implementation can be faster, so it bounds what the agent could still win.
Prints wall times and ratios measured in one run on the same machine.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
import tempfile
import time

from pyconform.runner import run_cases
from pyconform.specs import open_implementation
from pyconform.suite import load_suite


def floor(cases) -> float:
    """Compile + exec each agent-hostable case in-process, stdout captured."""
    started = time.perf_counter()
    here = os.getcwd()
    for case in cases:
        if case.program().needs_fresh_process:
            continue
        with tempfile.TemporaryDirectory() as work, contextlib.redirect_stdout(io.StringIO()), \
                contextlib.redirect_stderr(io.StringIO()):
            os.chdir(work)
            try:
                exec(compile(case.source, "main.py", "exec"), {"__name__": "__main__"})
            except BaseException:  # noqa - outcomes do not matter here, only cost
                pass
            finally:
                os.chdir(here)
    return time.perf_counter() - started


def timed_run(spec: str, isolation: str, cases, jobs: int) -> tuple[float, int]:
    started = time.perf_counter()
    results = run_cases(lambda: open_implementation(spec, isolation), cases, {}, jobs=jobs)
    return time.perf_counter() - started, sum(r.status == "pass" for r in results.results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default="python3")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=int, default=1, help="replicate the cases N times")
    args = parser.parse_args()
    suite = load_suite()
    if suite.errors:
        sys.exit(f"suite has {len(suite.errors)} problem(s); first: {suite.errors[0]}")
    cases = suite.cases * args.scale
    print(f"{len(cases)} cases on {args.impl}, jobs={args.jobs}")
    agent, passed = timed_run(args.impl, "agent", cases, args.jobs)
    agent1, _ = timed_run(args.impl, "agent", cases, 1)
    process, _ = timed_run(args.impl, "process", cases, args.jobs)
    bottom = floor(cases)
    print(f"{'agent (jobs=%d)' % args.jobs:<22}{agent:8.2f} s   ({passed} passed)")
    print(f"{'agent (jobs=1)':<22}{agent1:8.2f} s")
    print(f"{'process per case':<22}{process:8.2f} s")
    print(f"{'floor (in-process)':<22}{bottom:8.2f} s")
    print(f"process / agent = {process / agent:.1f}x   agent / floor = {agent / bottom:.1f}x")
    print(f"target: agent >= 20x faster than process per case: {'MET' if process / agent >= 20 else 'NOT MET'}; "
          f"suite under 2 s: {'MET' if agent < 2 else 'NOT MET'}")


if __name__ == "__main__":
    main()
