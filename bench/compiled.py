"""Benchmark: certification time of a compiled kind, cold (empty build cache) and warm.

    python -m bench.compiled [--impl cython:python3] [--jobs 2] [-k EXPR]
                             [--reference conformance/results/cython.json] [--case-by-case N]

Cold runs the suite with PYCONFORM_CACHE pointing at a fresh directory (the cached
virtualenvs of pinned releases are linked in, so only the builds are cold); warm runs it
again on that cache. `--case-by-case N` also times N cases built one by one (prepare
disabled: one translator process per program, as before batching) and extrapolates to the
suite. Parity: every verdict of the cold run is compared with the reference certificate's;
the benchmark prints each difference and exits 1 if there is one.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from pyconformance.expectations.known import expectation_files, load_known
from pyconformance.certificate import load_certificate
from pyconformance.runner import run_cases
from pyconformance.scope import load_scope
from pyconformance.adapters.specs import open_implementation
from pyconformance.cli.support import keyword_filter
from pyconformance.suite import load_suite
from pyconformance.adapters.info import cache_root


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def certify(spec: str, cases, jobs: int, prepare: bool = True):
    first = open_implementation(spec)
    if not prepare:
        first.prepare = lambda programs: None
    files = expectation_files(load_suite().expectations_dir, first.info)
    known, scope = load_known(files), load_scope(files)
    started = time.perf_counter()
    results = run_cases(lambda: open_implementation(spec), cases, known, jobs=jobs, first=first, scope=scope)
    return time.perf_counter() - started, results


def fresh_cache(into: Path, venvs: Path) -> None:
    into.mkdir()
    if venvs.is_dir():
        (into / "venvs").symlink_to(venvs)
    os.environ["PYCONFORM_CACHE"] = str(into)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default="cython:python3")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-k", dest="keyword")
    parser.add_argument("--reference", type=Path, help="a certificate whose verdicts the cold run must equal")
    parser.add_argument("--case-by-case", type=int, default=0, metavar="N")
    args = parser.parse_args()
    cases = [c for c in load_suite().cases if keyword_filter(args.keyword)(c)]
    print(f"{args.impl}: {len(cases)} cases, --jobs {args.jobs}, {os.cpu_count()} cores", flush=True)
    venvs = cache_root() / "venvs"
    with tempfile.TemporaryDirectory(prefix="bench-compiled-") as scratch:
        if args.case_by_case:
            fresh_cache(Path(scratch) / "one-by-one", venvs)
            sample = cases[:: max(1, len(cases) // args.case_by_case)][:args.case_by_case]
            before = load()
            seconds, _ = certify(args.impl, sample, args.jobs, prepare=False)
            print(f"case by case: {len(sample)} cases {seconds:.1f} s -> {seconds * len(cases) / len(sample):.0f} s "
                  f"for {len(cases)} (load {before} -> {load()})", flush=True)
        fresh_cache(Path(scratch) / "batched", venvs)
        before = load()
        cold, results = certify(args.impl, cases, args.jobs)
        print(f"cold: {cold:.1f} s (load {before} -> {load()})", flush=True)
        before = load()
        warm, again = certify(args.impl, cases, args.jobs)
        print(f"warm: {warm:.1f} s (load {before} -> {load()})", flush=True)
    verdicts = {r.case.id: r.status for r in results.results}
    differences = [f"{i}: cold {s} / warm {t}" for i, s, t in
                   ((r.case.id, verdicts[r.case.id], r.status) for r in again.results) if s != t]
    if args.reference:
        reference = {c.id: c.status for c in load_certificate(args.reference).cases}
        differences += [f"{i}: {reference.get(i)} in {args.reference.name}, {s} now"
                        for i, s in sorted(verdicts.items()) if reference.get(i) != s]
    passed = sum(s == "pass" for s in verdicts.values())
    print(f"verdicts: {passed}/{len(verdicts)} pass; {len(differences)} differences")
    for line in differences:
        print("  " + line)
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
