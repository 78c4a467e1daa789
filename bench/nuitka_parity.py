"""Parity: Nuitka's verdicts when every case is built alone equal those of the batched certificate.

    python -m bench.nuitka_parity [--cert conformance/results/nuitka-cpython3.8.json] [--ok 10]
                                  [--only CASE_ID ...] [--cache DIR]

Builds, in an empty cache and one case per Nuitka run, every case the suite expects to fail at
compile time (where a batch could mis-attribute a rejection) plus the first --ok other cases
(or only the cases given with --only: one build per case costs minutes on a loaded machine),
runs them, and compares each outcome (phase, exception type and message, stdout, exit code) with
the certificate's, which was made with batched builds. Prints every difference; exit 1 if any.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from pyconformance.adapters import nuitka_build
from pyconformance.certificate import load_certificate
from pyconformance.adapters.specs import open_implementation
from pyconformance.suite import load_suite


def summary(outcome: dict) -> tuple:
    exception = outcome.get("exception") or {}
    return (outcome.get("phase"), exception.get("type"), exception.get("message"), outcome.get("stdout"),
            outcome.get("exit_code"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cert", type=Path, default=Path("conformance/results/nuitka-cpython3.8.json"))
    parser.add_argument("--ok", type=int, default=10, help="how many cases expected to run are added")
    parser.add_argument("--suite", type=Path, default=Path("conformance"))
    parser.add_argument("--only", action="append", default=[], metavar="CASE_ID", help="just these cases")
    parser.add_argument("--cache", help="a cache of earlier one-case builds to reuse (default: an empty one)")
    args = parser.parse_args()
    certificate = load_certificate(args.cert)
    batched = {case.id: case.actual.model_dump() for case in certificate.cases if case.actual}
    suite = load_suite(args.suite)
    cases = [case for case in suite.cases if case.id in batched]
    chosen = [c for c in cases if c.expect.phase == "compile"] + [c for c in cases if c.expect.phase != "compile"][:args.ok]
    if args.only:
        chosen = [c for c in cases if c.id in args.only]
    os.environ["PYCONFORM_CACHE"] = args.cache or tempfile.mkdtemp(prefix="pyconform-nuitka-alone.")
    nuitka_build.BATCH_SIZE = 1
    started = time.perf_counter()
    differences = 0
    with open_implementation(certificate.implementation.spec) as impl:
        programs = [case.program() for case in chosen]
        impl.prepare(programs)
        built = time.perf_counter() - started
        for case, program in zip(chosen, programs):
            alone = impl.run(program).to_dict()
            if summary(alone) != summary(batched[case.id]):
                differences += 1
                print(f"DIFFERS {case.id}: alone {summary(alone)!r:.200} batched {summary(batched[case.id])!r:.200}")
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"{len(chosen)} cases built one per Nuitka run in {built:.0f} s (load {load}): {differences} differ from the batches")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
