"""Fuzz scaling for bench/scale.py: throughput by program size, and memory over a campaign.

    python -m bench.scale fuzz    [--impl python3] [--seconds 20]
    python -m bench.scale memory  [--impl python3] [--minutes 10]
"""
from __future__ import annotations

import os
import threading
import time
from typing import Callable

from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.engine import EngineConfig, Worker
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.batching import batch_strategy
from pyconformance.fuzz.generators.registry import TARGETED

SIZES = (1, 2, 4, 8)


def _pool(count: int) -> list[GeneratedProgram]:
    from bench.fuzz import draw_for

    _, _, pool = draw_for(batch_strategy(TARGETED, EngineConfig(generators=TARGETED).batch), seconds=120.0,
                          keep=count, until_kept=True)
    return pool


def _concatenated(pool: list[GeneratedProgram], k: int) -> list[GeneratedProgram]:
    """Programs made of K consecutive generated programs (module code concatenates)."""
    return [GeneratedProgram.make("\n".join(p.source for p in pool[i:i + k]), "concat")
            for i in range(0, len(pool) - k + 1, k)]


def fuzz_by_size(spec: str, seconds: float) -> list[dict]:
    """Differential throughput (SPEC vs SPEC, screened batches of 64 + diff, one worker) for
    programs of 1, 2, 4, 8 concatenated targeted programs; SECONDS per size."""
    from bench.fuzz import _NullSink

    pool = _pool(200 * max(SIZES))
    impls = [open_implementation(spec), open_implementation(spec)]
    worker = Worker(EngineConfig(generators=TARGETED), impls[0], impls[1:], _NullSink(), threading.Event())
    rows: list[dict] = []
    try:
        worker.run_all(pool[0])  # agents up before the clock starts
        print(f"{spec} vs {spec}, one worker, {seconds:g} s per size; programs = k concatenated targeted programs")
        print(f"{'k':>3}{'lines/prog':>12}{'programs/s':>12}{'lines/s':>10}{'s/prog vs k=1':>15}")
        for k in SIZES:
            programs = _concatenated(pool, k)
            lines = sum(p.source.count("\n") + 1 for p in programs) / len(programs)
            n, started = 0, time.perf_counter()
            while time.perf_counter() - started < seconds:
                chunk = [programs[(n + i) % len(programs)] for i in range(64)]
                for program, outcomes in zip(chunk, worker.run_batch(chunk, 0)):
                    worker.diverging(program, outcomes, 0)
                n += len(chunk)
            rate = n / (time.perf_counter() - started)
            rows.append({"k": k, "lines": lines, "rate": rate})
            print(f"{k:>3}{lines:>12.1f}{rate:>12.1f}{rate * lines:>10.0f}"
                  f"{rows[0]['rate'] / rate:>15.2f}  (linear = {k})")
    finally:
        worker.close()
        for impl in impls:
            impl.close()
    return rows


def children_rss_mb() -> float:
    """Current RSS of this process's direct children (the agents), from /proc."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status") as handle:
                fields = dict(line.split(":", 1) for line in handle if ":" in line)
        except OSError:
            continue
        if fields.get("PPid", "").strip() == str(os.getpid()):
            total += int(fields.get("VmRSS", "0 kB").split()[0])
    return total / 1024


def memory_over_time(spec: str, minutes: float, peak_rss_mb: Callable[[], float],
                     jobs: int = 2, interval: float = 30.0) -> list[tuple[float, float]]:
    """Run a SPEC-vs-SPEC targeted campaign for MINUTES, sampling the harness's peak RSS every
    INTERVAL seconds (fewer for short runs); flat = last / first sample < 1.2."""
    seconds = minutes * 60
    interval = min(interval, max(seconds / 10, 1.0))
    config = EngineConfig(generators=TARGETED, seed=0)
    campaign = Campaign(config, spec, [spec], open_implementation, Budget(None, seconds), jobs, None)
    result: dict = {}
    thread = threading.Thread(target=lambda: result.setdefault("tally", campaign.run()), daemon=True)
    thread.start()
    samples: list[tuple[float, float]] = []
    print(f"{spec} vs {spec}, targeted, --jobs {jobs}, {minutes:g} min; harness peak RSS every {interval:g} s")
    print(f"{'t (s)':>8}{'programs':>10}{'peak RSS MB':>13}{'agents RSS MB':>15}")
    while thread.is_alive():
        thread.join(timeout=interval)
        samples.append((campaign.seconds, peak_rss_mb()))
        print(f"{samples[-1][0]:>8.0f}{campaign.tally.programs:>10}{samples[-1][1]:>13.1f}"
              f"{children_rss_mb():>15.1f}", flush=True)
    tally = result.get("tally", campaign.tally)
    if len(samples) >= 2:
        ratio = samples[-1][1] / samples[0][1]
        print(f"{tally.programs} programs; peak RSS last/first = {ratio:.3f}: "
              f"{'FLAT' if ratio < 1.2 else 'GROWING'} (flat = < 1.2); {len(tally.divergences)} divergence(s), "
              f"{tally.harness_errors} harness error(s), {tally.artefacts} screening artefact(s)")
    return samples
