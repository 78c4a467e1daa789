"""Benchmark: the Nuitka certificate, cold (empty cache: virtualenv, pip, every build) then warm.

    python -m bench.nuitka [--impl nuitka:/path/to/python3.8] [--cache DIR] [-o CERT.json] [-k EXPR]

Runs `pyconform run --impl SPEC --format json` twice as a user would, the first time with
PYCONFORM_CACHE pointing at an empty directory (cold: pip installs Nuitka, every batch is
compiled), the second time on the cache the first one filled (warm: only imports). Prints
both wall times, the load average around each, the score, and the build records' count.
Issue 12's targets on the project's 2-core machine: cold <= 30 min, warm <= 1 min.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pyconformance.certificate import load_certificate

DEFAULT_IMPL = "nuitka:/root/.pyenv/versions/3.8.18/bin/python3.8"


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def certify(impl: str, cache: Path, out: Path, select: str) -> tuple[float, dict]:
    argv = [sys.executable, "-m", "pyconformance", "run", "--impl", impl, "--format", "json", "-o", str(out)]
    if select:
        argv += ["-k", select]
    before = load()
    started = time.perf_counter()
    done = subprocess.run(argv, env={**os.environ, "PYCONFORM_CACHE": str(cache)}, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        sys.exit(f"pyconform run failed (exit {done.returncode}): {done.stderr.strip()[-500:]}")
    summary = load_certificate(out).summary.model_dump()
    print(f"{seconds:8.1f} s  load before {before} after {load()}  {summary}", flush=True)
    return seconds, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default=DEFAULT_IMPL)
    parser.add_argument("--cache", type=Path, help="an empty directory for the cold run (default: a new one)")
    parser.add_argument("-o", "--output", type=Path, help="keep the warm run's certificate here")
    parser.add_argument("-k", dest="select", default="", help="only the cases matching this expression")
    args = parser.parse_args()
    cache = args.cache or Path(tempfile.mkdtemp(prefix="pyconform-nuitka-cold."))
    if cache.exists() and any(cache.iterdir()):
        sys.exit(f"{cache} is not empty: a cold run needs an empty cache")
    with tempfile.TemporaryDirectory() as scratch:
        print(f"cold (cache {cache}):", flush=True)
        certify(args.impl, cache, Path(scratch) / "cold.json", args.select)
        print("warm:", flush=True)
        certify(args.impl, cache, args.output or Path(scratch) / "warm.json", args.select)
    records = list(cache.glob("nuitka/*/programs/*.json"))
    print(f"{len(records)} build records, {len(list(cache.glob('nuitka/*/batches/*')))} batch extensions in {cache}")


if __name__ == "__main__":
    main()
