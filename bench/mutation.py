"""Mutation analysis of the suite: does it fail each deliberately broken implementation?

    python -m bench.mutation [--impl /path/to/python3.8] [--jobs 2] [-o mutation.json] [--only NAME]

Every operator of bench/mutants.py is applied to the implementation (a source transform
of each program, or a patch run before it); the mutant is killed when at least one case
that passes on the unmutated implementation does not pass on the mutant. Prints, per
rule, the operators that target it, whether each was killed and by how many of the
rule's own cases; -o writes the `pyconform-mutation/1` JSON that
`pyconform rules --mutation-score FILE` reads.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections import defaultdict
from dataclasses import dataclass

from pyconformance.implementation import Implementation
from pyconformance.program import Program
from pyconformance.runner import run_cases
from pyconformance.adapters.specs import open_implementation
from pyconformance.suite import load_suite

from bench.mutants import OPERATORS, Operator



def default_impl() -> str:
    """python3.8 when one is on PATH (the reference the suite's expectations describe)."""
    return shutil.which("python3.8") or sys.executable


class MutantImplementation(Implementation):
    """The wrapped implementation, running every program through one operator."""

    def __init__(self, inner: Implementation, operator: Operator):
        self.inner, self.operator, self.info = inner, operator, inner.info

    def run(self, program: Program):
        return self.inner.run(Program(**{**program.__dict__, "source": self.operator.apply(program.source)}))

    def close(self) -> None:
        self.inner.close()


@dataclass
class Verdict:
    operator: Operator
    cases_run: int
    killed_by: list[str]            # passing cases that stop passing
    rule_cases: int                 # cases of the operator's rule that were run
    rule_killers: int               # ... and of those, how many fail on the mutant

    @property
    def killed(self) -> bool:
        return bool(self.killed_by)

    def to_dict(self) -> dict:
        op = self.operator
        return {"name": op.name, "rule": op.rule, "kind": op.kind, "bug": op.bug,
                "killed": self.killed, "killed_by": self.killed_by[:20], "kills": len(self.killed_by),
                "cases_run": self.cases_run, "rule_cases": self.rule_cases,
                "rule_killers": self.rule_killers, "equivalent": op.equivalent}


def passing_ids(spec: str, cases, jobs: int) -> set[str]:
    results = run_cases(lambda: open_implementation(spec, "agent"), cases, {}, jobs=jobs)
    return {r.case.id for r in results.results if r.status == "pass"}


def judge(spec: str, operator: Operator, cases, baseline: set[str], jobs: int) -> Verdict:
    if operator.kind == "source":  # an unchanged program behaves as before: run only the changed
        cases = [c for c in cases if operator.apply(c.source) != c.source]
    results = run_cases(lambda: MutantImplementation(open_implementation(spec, "agent"), operator),
                        cases, {}, jobs=jobs) if cases else None
    failed = sorted(r.case.id for r in (results.results if results else [])
                    if r.case.id in baseline and r.status != "pass")
    own = [c for c in cases if operator.rule in c.rules]
    return Verdict(operator, len(cases), failed, len(own), sum(1 for c in own if c.id in failed))


def table(verdicts: list[Verdict]) -> str:
    """Markdown: one row per operator, grouped by rule."""
    lines = ["| rule | operator (bug) | kind | killed | rule's cases killing it | cases failing |",
             "|---|---|---|---|---|---|"]
    for v in sorted(verdicts, key=lambda v: (v.operator.rule, v.operator.name)):
        op = v.operator
        state = "killed" if v.killed else ("equivalent: " + op.equivalent if op.equivalent else "**SURVIVED**")
        lines.append(f"| `{op.rule}` | `{op.name}` ({op.bug}) | {op.kind} | {state} | "
                     f"{v.rule_killers}/{v.rule_cases} | {len(v.killed_by)} |")
    return "\n".join(lines) + "\n"


def summary(verdicts: list[Verdict]) -> str:
    equivalent = [v for v in verdicts if v.operator.equivalent and not v.killed]
    live = [v for v in verdicts if v not in equivalent]
    killed = sum(v.killed for v in live)
    rules = len({v.operator.rule for v in verdicts})
    return (f"{len(verdicts)} operators over {rules} rules: {killed}/{len(live)} non-equivalent mutants killed "
            f"({100.0 * killed / max(1, len(live)):.1f}%), {len(equivalent)} equivalent")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default=None, help="default: python3.8 on PATH, else this Python")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-o", "--output")
    parser.add_argument("--only", action="append", help="run only this operator (repeatable)")
    args = parser.parse_args(argv)
    args.impl = args.impl or default_impl()
    suite = load_suite()
    if suite.errors:
        print(f"error: {len(suite.errors)} problem(s) in the suite: {suite.errors[0]}", file=sys.stderr)
        return 2
    operators = [op for op in OPERATORS if not args.only or op.name in args.only]
    if not operators:
        print("error: no operator selected", file=sys.stderr)
        return 2
    started = time.monotonic()
    with open_implementation(args.impl, "agent") as probe:
        info = probe.info
    cases = [c for c in suite.cases if c.applies_to(info.language_version)]
    baseline = passing_ids(args.impl, cases, args.jobs)
    verdicts = []
    for op in operators:
        verdict = judge(args.impl, op, cases, baseline, args.jobs)
        verdicts.append(verdict)
        print(f"{op.name:36} {'killed' if verdict.killed else 'SURVIVED':9} by {len(verdict.killed_by):3} "
              f"of {verdict.cases_run} cases ({verdict.rule_killers}/{verdict.rule_cases} of {op.rule})",
              file=sys.stderr)
    print(table(verdicts), end="")
    print(summary(verdicts))
    print(f"implementation: {info.name} {info.version_text}; {len(cases)} cases, "
          f"{len(baseline)} passing unmutated; {time.monotonic() - started:.0f}s")
    if args.output:
        by_rule = defaultdict(list)
        for v in verdicts:
            by_rule[v.operator.rule].append(v.to_dict())
        doc = {"schema": "pyconform-mutation/1", "implementation": info.to_dict(),
               "summary": summary(verdicts), "operators": [v.to_dict() for v in verdicts],
               "rules": dict(by_rule)}
        with open(args.output, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=2)
            f.write("\n")
    survivors = [v for v in verdicts if not v.killed and not v.operator.equivalent]
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
