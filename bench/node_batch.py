"""Benchmark: the whole suite on the node-hosted engines, batch screening vs case by case.

    python -m bench.node_batch [--engine brython --engine micropython] [--jobs 2] [--repeat 1]

For each engine, `pyconform run --impl ENGINE` as the command does it (the suite with the
engine's known differences), once with `--isolation batch` (one batch request per unit,
pyconformance/agent/node/agent.mjs) and once case by case; the time includes starting the
agents, since a certificate pays for them too. Also says whether the two modes gave the
same verdict for every case. `--cold` empties the engine's cache (Brython's translated
stdlib, kept across agents) before every timed run. Prints wall times measured in one run with the load average:
the machine is shared, so compare rows of one run, never runs of different days.
"""
from __future__ import annotations

import os
import time

import click

from pyconformance.expectations.known import expectation_files, load_known
from pyconformance.runner import run_cases
from pyconformance.adapters.specs import open_implementation
from pyconformance.suite import load_suite


def empty_cache(spec: str) -> None:
    from pyconformance.adapters.node_runtime import modules_dir

    (modules_dir().parent / f"engine-cache-{spec.split(':')[0]}.json").unlink(missing_ok=True)


def timed_suite(spec: str, screen: bool, jobs: int, cold: bool = False) -> tuple[float, dict[str, str]]:
    """Seconds for the whole suite on SPEC (agent start included) and each case's verdict."""
    if cold:
        empty_cache(spec)
    suite = load_suite()
    started = time.perf_counter()
    first = open_implementation(spec, "agent")
    known = load_known(expectation_files(suite.expectations_dir, first.info))
    results = run_cases(lambda: open_implementation(spec, "agent"), suite.cases, known,
                        jobs=jobs, first=first, screen=screen)
    return time.perf_counter() - started, {r.case.id: r.status for r in results.results}


@click.command(help=__doc__.splitlines()[0])
@click.option("--engine", "engines", multiple=True, default=("brython", "micropython"), show_default=True)
@click.option("--jobs", type=click.IntRange(1, 64), default=min(os.cpu_count() or 1, 4), show_default=True)
@click.option("--repeat", type=click.IntRange(1, 20), default=1, show_default=True,
              help="runs of each mode; the best is shown")
@click.option("--cold", is_flag=True, help="empty the engine's cache before every run")
def main(engines: tuple[str, ...], jobs: int, repeat: int, cold: bool) -> None:
    click.echo(f"suite on node engines, jobs={jobs}, {'cold' if cold else 'warm'} engine cache, "
               f"load average {os.getloadavg()[0]:.2f} at start")
    for engine in engines:
        times: dict[str, float] = {}
        verdicts: dict[str, dict[str, str]] = {}
        for _ in range(repeat):
            for mode, screen in (("batch", True), ("case by case", False)):
                seconds, verdicts[mode] = timed_suite(engine, screen, jobs, cold)
                times[mode] = min(times.get(mode, seconds), seconds)
        same = verdicts["batch"] == verdicts["case by case"]
        differing = sorted(k for k in verdicts["batch"] if verdicts["batch"][k] != verdicts["case by case"].get(k))
        passed = sum(v == "pass" for v in verdicts["batch"].values())
        click.echo(f"{engine:12} batch {times['batch']:6.2f} s   case by case {times['case by case']:6.2f} s   "
                   f"ratio {times['case by case'] / times['batch']:.2f}   {passed} passed   "
                   f"verdicts {'identical' if same else 'DIFFER: ' + ', '.join(differing[:5])}")
    click.echo(f"load average {os.getloadavg()[0]:.2f} at end")


if __name__ == "__main__":
    main()
