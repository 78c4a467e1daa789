"""Benchmark: programs/s of a differential campaign vs hypothesmith's own generation rate.

    python -m bench.fuzz [--impl python3] [--seconds 20] [--from-node]

Measured in one run on one machine (ratios, never a timed test):
- generation only: the targeted generators drawn by Hypothesis with an empty test body, in
  the campaign's batches, with and without reading each program's features;
- hypothesmith: `from_grammar()` drawn the same way (and `from_node()` with --from-node);
- execution only: pre-generated programs run on reference and candidate (python3 vs
  python3 by default) through the campaign's own Worker.run_batch (screened in batches),
  and one by one through Worker.run_all (a fork per program);
- diffing only: the differ over the outcomes execution produced;
- the campaign (fuzz/campaign.py) at --jobs 1 and --jobs 2, with its worker time split
  into execution (Worker.run_batch), diffing (Worker.diverging) and the rest, which is
  generation plus Hypothesis's engine.
"""
from __future__ import annotations

import argparse
import os
import threading
import time
from collections import defaultdict
from contextlib import contextmanager

from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import strategies as st

from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.batching import batch_strategy
from pyconformance.fuzz.engine import EngineConfig, Stopped, Worker
from pyconformance.fuzz.generators.registry import TARGETED

POOL = 3000  # programs kept from the generation run for the execution-only run


def draw_for(strategy: st.SearchStrategy, seconds: float, keep: int = 0, features: bool = False,
             until_kept: bool = False) -> tuple[int, float, list]:
    """Draw from STRATEGY for SECONDS the way a campaign does (@given, generate phase only);
    a drawn list counts as its programs. KEEP the first programs drawn, and with UNTIL_KEPT
    stop as soon as there are KEEP. FEATURES: also read each program's features."""
    state = {"n": 0, "kept": []}
    started = time.perf_counter()

    @settings(max_examples=10 ** 9, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet)
    @given(strategy)
    def body(value) -> None:
        programs = value if isinstance(value, list) else [value]
        state["n"] += len(programs)
        if features:
            for program in programs:
                program.features
        room = keep - len(state["kept"])
        if room > 0:
            state["kept"].extend(programs[:room])
        if time.perf_counter() - started >= seconds or (until_kept and len(state["kept"]) >= keep):
            raise Stopped("time")

    try:
        body()
    except Stopped:
        pass
    return state["n"], time.perf_counter() - started, state["kept"]


class _NullSink:
    def program_done(self, *a) -> None: ...
    def harness_errors(self, *a) -> None: ...
    def divergence(self, *a) -> None: ...
    def seen_known(self, *a) -> None: ...
    def is_known(self, key) -> bool: return False


def execution_only(spec: str, programs: list, seconds: float, batch: int) -> tuple[int, float, list]:
    """Programs/s of running PROGRAMS on reference and candidate: in the campaign's batches
    (BATCH > 1: screened, divergent ones re-run isolated) or one fork per program."""
    impls = [open_implementation(spec), open_implementation(spec)]
    worker = Worker(EngineConfig(generators=TARGETED), impls[0], impls[1:], _NullSink(), threading.Event())
    runs, n = [], 0
    try:
        for impl in impls:  # agents up before the clock starts
            impl.run(programs[0].program())
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            chunk = [programs[(n + i) % len(programs)] for i in range(batch)]
            rows = worker.run_batch(chunk, 0) if batch > 1 else [worker.run_all(chunk[0])]
            runs.extend(zip(chunk, rows))
            n += len(chunk)
        return n, time.perf_counter() - started, runs[:len(programs)]
    finally:
        worker.close()
        for impl in impls:
            impl.close()


def diffing_only(spec: str, runs: list, seconds: float) -> tuple[int, float]:
    impls = [open_implementation(spec), open_implementation(spec)]
    worker = Worker(EngineConfig(generators=TARGETED), impls[0], impls[1:], _NullSink(), threading.Event())
    n, started = 0, time.perf_counter()
    try:
        while time.perf_counter() - started < seconds:
            program, outcomes = runs[n % len(runs)]
            worker.diverging(program, outcomes, 0)
            n += 1
        return n, time.perf_counter() - started
    finally:
        worker.close()
        for impl in impls:
            impl.close()


class Timers:
    """Per-method wall time summed over worker threads (installed on Worker for one run)."""

    def __init__(self):
        self.seconds: dict[str, float] = defaultdict(float)
        self.lock = threading.Lock()

    @contextmanager
    def installed(self):
        originals = {name: getattr(Worker, name) for name in ("run_batch", "diverging")}

        def timed(name, original):
            def wrapper(*args, **kwargs):
                started = time.perf_counter()
                try:
                    return original(*args, **kwargs)
                finally:
                    with self.lock:
                        self.seconds[name] += time.perf_counter() - started
            return wrapper

        for name, original in originals.items():
            setattr(Worker, name, timed(name, original))
        try:
            yield self
        finally:
            for name, original in originals.items():
                setattr(Worker, name, original)


def campaign(spec: str, jobs: int, seconds: float, seed: int) -> dict:
    config = EngineConfig(generators=TARGETED, seed=seed)
    first = [open_implementation(spec), open_implementation(spec)]
    c = Campaign(config, spec, [spec], open_implementation, Budget(None, seconds), jobs, None)
    with Timers().installed() as timers:
        tally = c.run(first)
    wall = c.seconds
    busy = wall * jobs  # every worker thread is busy for the whole campaign
    # run_batch includes the diffing that picks programs to re-run; a small overlap.
    execution, diffing = timers.seconds["run_batch"], timers.seconds["diverging"]
    return {"programs": tally.programs, "seconds": wall, "rate": tally.programs / wall,
            "divergences": len(tally.divergences),
            "split": {"generation+engine": max(busy - execution - diffing, 0.0) / busy,
                      # run_batch parses the batch's feature tags while the agents run it
                      "execution+features": execution / busy, "diffing": diffing / busy}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", default="python3", help="reference and candidate (default python3)")
    parser.add_argument("--seconds", type=float, default=20.0, help="per measurement")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--from-node", action="store_true", help="also hypothesmith.from_node() (~0.3/s)")
    args = parser.parse_args()
    import hypothesmith

    load = os.getloadavg()
    print(f"{args.impl} vs {args.impl}, targeted generators {', '.join(TARGETED)}; "
          f"{args.seconds:g} s per measurement; {os.cpu_count()} CPUs; "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    rows = []
    batched = batch_strategy(TARGETED, EngineConfig(generators=TARGETED).batch)
    n, s, pool = draw_for(batched, args.seconds, keep=POOL)
    rows.append(("generation only (targeted)", n, s))
    n, s, _ = draw_for(batched, args.seconds, features=True)
    rows.append(("generation + features", n, s))
    gen_rate = n / s
    n, s, _ = draw_for(hypothesmith.from_grammar(), args.seconds)
    rows.append(("hypothesmith from_grammar()", n, s))
    hyp_rate = n / s
    if args.from_node:
        n, s, _ = draw_for(hypothesmith.from_node(), args.seconds)
        rows.append(("hypothesmith from_node()", n, s))
    n, s, _ = execution_only(args.impl, pool, min(args.seconds, 5.0), batch=1)
    rows.append(("execution, fork per program", n, s))
    n, s, runs = execution_only(args.impl, pool, args.seconds, batch=EngineConfig(generators=TARGETED).batch)
    rows.append(("execution, screened batches", n, s))
    exec_rate = n / s
    n, s = diffing_only(args.impl, runs, min(args.seconds, 5.0))
    rows.append(("diffing only", n, s))
    results = {}
    for jobs in (1, 2):
        r = results[jobs] = campaign(args.impl, jobs, args.seconds, args.seed)
        rows.append((f"campaign --jobs {jobs}", r["programs"], r["seconds"]))
    print()
    print(f"{'measurement':<30}{'programs':>10}{'seconds':>9}{'programs/s':>12}")
    for name, n, s in rows:
        print(f"{name:<30}{n:>10}{s:>9.1f}{n / s:>12.1f}")
    print()
    for jobs, r in results.items():
        split = "  ".join(f"{k} {v:5.1%}" for k, v in r["split"].items())
        warn = f"  ({r['divergences']} divergences!)" if r["divergences"] else ""
        print(f"campaign --jobs {jobs} worker time: {split}{warn}")
    j1, j2 = results[1]["rate"], results[2]["rate"]
    print()
    print(f"jobs 2 / jobs 1            = {j2 / j1:6.2f}x")
    print(f"campaign jobs 2 / hypothesmith from_grammar = {j2 / hyp_rate:6.1f}x")
    print(f"generation + features / hypothesmith        = {gen_rate / hyp_rate:6.1f}x")
    print(f"campaign jobs 1 / screened execution only   = {j1 / exec_rate:6.2f} "
          "(1.0 = generation and diffing cost nothing)")
    print(f"target: >= 1000 programs/s on 2 cores: {'MET' if j2 >= 1000 else 'NOT MET'}; "
          f">= 30x hypothesmith: {'MET' if j2 / hyp_rate >= 30 else 'NOT MET'}")
    load = os.getloadavg()
    print(f"load average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
