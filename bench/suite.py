"""Benchmark: the whole suite with the persistent agent vs one interpreter per case vs the floor.

    python -m bench.suite [--impl python3] [--jobs 2]

Modes: the agent with batch screening (`--isolation batch`), the agent with a fork per
case (the default), and one fresh interpreter per case (`--isolation process`); the same
for the cases the agent can host alone, and the cases that need a fresh interpreter
alone (they cost the same in every mode, which bounds any whole-suite ratio).

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

from pyconformance.runner import run_cases
from pyconformance.adapters.specs import open_implementation
from pyconformance.suite import load_suite


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
    screen = isolation == "batch"
    started = time.perf_counter()
    results = run_cases(lambda: open_implementation(spec, "agent" if screen else isolation), cases, {},
                        jobs=jobs, screen=screen)
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
    fresh = [c for c in cases if c.program().needs_fresh_process]
    hosted = [c for c in cases if not c.program().needs_fresh_process]
    load = os.getloadavg()
    print(f"{len(cases)} cases on {args.impl} ({len(fresh)} need a fresh interpreter: flags or "
          f"environment), jobs={args.jobs}, load average {load[0]:.2f}")
    rows = {}
    for name, isolation, subset in (("batch", "batch", cases), ("agent", "agent", cases),
                                    ("process", "process", cases), ("batch, hosted only", "batch", hosted),
                                    ("process, hosted only", "process", hosted),
                                    ("fresh-only cases", "process", fresh)):
        rows[name] = timed_run(args.impl, isolation, subset, args.jobs)
    rows["floor"] = (floor(cases), len(hosted))
    labels = {"batch": "agent, batch screening", "agent": "agent, fork per case",
              "process": "process per case", "floor": "floor (in-process, hosted cases)"}
    for name, (seconds, passed) in rows.items():
        print(f"{labels.get(name, name):<34}{seconds:8.2f} s   ({passed} passed)")
    batch, agent, process = rows["batch"][0], rows["agent"][0], rows["process"][0]
    hosted_ratio = rows["process, hosted only"][0] / rows["batch, hosted only"][0]
    bound = process / rows["fresh-only cases"][0]
    print(f"process / batch = {process / batch:.1f}x   process / agent (fork per case) = {process / agent:.1f}x")
    print(f"cases the agent hosts: process / batch = {hosted_ratio:.1f}x")
    print(f"bound for the whole suite: the {len(fresh)} fresh-interpreter cases alone take "
          f"{rows['fresh-only cases'][0]:.2f} s in every mode, so process / any = at most {bound:.1f}x")
    print(f"target: >= 20x faster than process per case: {'MET' if process / batch >= 20 else 'NOT MET'} "
          f"(whole suite), {'MET' if hosted_ratio >= 20 else 'NOT MET'} (agent-hosted cases); "
          f"suite under 2 s: {'MET' if batch < 2 else 'NOT MET'} (batch), {'MET' if agent < 2 else 'NOT MET'} (fork per case)")


if __name__ == "__main__":
    main()
