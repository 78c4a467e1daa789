"""Benchmark: the `program` generator's differential rate and a campaign's syntax coverage.

    python -m bench.program [--impl python3] [--seconds 120] [--generator program] [--jobs 2]

One campaign (fuzz/campaign.py), IMPL against IMPL, for SECONDS; prints programs/s and the
share of CPython 3.8's ast node types its programs used (fuzz/syntax_coverage.py).
"""
from __future__ import annotations

import argparse
import os

from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.engine import EngineConfig
from pyconformance.fuzz.generators.registry import resolve
from pyconformance.fuzz.syntax_coverage import coverage


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default="python3")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--generator", action="append", default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    generators = resolve(tuple(args.generator or ("program",)))
    load = os.getloadavg()
    print(f"{args.impl} vs {args.impl}, generators {', '.join(generators)}, {args.seconds:g} s, "
          f"--jobs {args.jobs}; {os.cpu_count()} CPUs; load average {load[0]:.2f}")
    config = EngineConfig(generators=generators, seed=args.seed)
    campaign = Campaign(config, args.impl, [args.impl], open_implementation,
                        Budget(None, args.seconds), args.jobs, None)
    tally = campaign.run()
    cov = coverage(tally.syntax_seen)
    rate = tally.programs / campaign.seconds
    print(f"programs {tally.programs} in {campaign.seconds:.1f} s = {rate:.1f}/s; "
          f"divergences {len(tally.divergences)}")
    print(f"syntax coverage {cov.share:.1%} of 3.8 ast node types ({len(cov.covered)}/"
          f"{len(cov.covered) + len(cov.missing)}); missing: {', '.join(cov.missing) or '-'}")
    print(f"target >= 300 programs/s: {'MET' if rate >= 300 else 'NOT MET'}; "
          f">= 90% coverage: {'MET' if cov.share >= 0.9 else 'NOT MET'}")


if __name__ == "__main__":
    main()
