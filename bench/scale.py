"""Benchmark: how cost grows with work.

    python -m bench.scale suite   [--impl python3] [--jobs 2] [--isolation batch|agent]  # 1x, 2x, 4x
    python -m bench.scale fuzz    [--impl python3] [--seconds 20] # throughput by program size
    python -m bench.scale memory  [--impl python3] [--minutes 10] # peak RSS over a long campaign

Ratios come from one run on one machine; nothing here is a timed test.
"""
from __future__ import annotations

import argparse
import resource
import time

from pyconformance.runner import run_cases
from pyconformance.adapters.specs import open_implementation
from pyconformance.suite import load_suite


def suite_scaling(spec: str, jobs: int, screen: bool) -> None:
    cases = load_suite().cases
    base = None
    print(f"{spec}, jobs={jobs}, {'batch screening' if screen else 'fork per case'}")
    for factor in (1, 2, 4):
        started = time.perf_counter()
        run_cases(lambda: open_implementation(spec), cases * factor, {}, jobs=jobs, screen=screen)
        seconds = time.perf_counter() - started
        base = base or seconds
        print(f"suite x{factor}: {len(cases) * factor:5} cases {seconds:7.2f} s  "
              f"ratio to x1 {seconds / base:4.2f} (linear = {factor})")


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["suite", "fuzz", "memory"])
    parser.add_argument("--impl", default="python3")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--isolation", choices=["batch", "agent"], default="batch", help="suite only")
    args = parser.parse_args()
    if args.what == "suite":
        suite_scaling(args.impl, args.jobs, args.isolation == "batch")
    else:
        from bench.fuzz_scale import fuzz_by_size, memory_over_time

        if args.what == "fuzz":
            fuzz_by_size(args.impl, args.seconds)
        else:
            memory_over_time(args.impl, args.minutes, peak_rss_mb)


if __name__ == "__main__":
    main()
