"""Benchmark: fuzz campaigns against the node engines, old path vs new path, paired.

    python -m bench.fuzz_node [--engine brython --engine micropython] [--budget 60]
                              [--programs 300] [--old-rev REV] [--repeat 1] [--jobs 2] [-o node.json]

For each engine and each repeat, the same campaign (CPython 3.8 reference, fixed --seed,
the generators both paths have unchanged: fstring, signature, misc, program, mutate) runs
back to back with the code of OLD_REV (checked out in a temporary git worktree; default:
the LAYOUT commit, the last main before issue 31's changes) and with this checkout:
- throughput: `--budget S` campaigns; programs/s is the campaign's own (programs / seconds);
- findings: `--programs N` campaigns (0 skips them); the kinds of divergence found (generator
  and what differs: the divergence key, without the reduced program's feature and hash) must
  be the same set on both paths.
Both paths get the same inputs, so they generate the same programs: the mutate generator's
seeds are this checkout's suite cases and corpus entries (copied into the old worktree), and
both run with Hypothesis's literals of local modules off (fuzz/steady.py; the old path lacks it).
Prints one line per pair with the load average; the machine is shared, so compare the
two rows of a pair, never runs of different days.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
OLD_REV = "4adab48"  # LAYOUT: main just before issue 31's fuzzer changes


def reference() -> str:
    for candidate in sorted(Path("/root/.pyenv/versions").glob("3.8*/bin/python3.8")):
        return str(candidate)
    found = shutil.which("python3.8")
    if not found:
        sys.exit("bench.fuzz_node: no CPython 3.8 (python3.8 on PATH or a pyenv 3.8); it is the reference")
    return found


GENERATORS = ("fstring", "signature", "misc", "program", "mutate")
# `python -m pyconformance` with Hypothesis's local literals off (fuzz/steady.py) on both paths:
# the old path drew literals of its own source, so it generated other programs than this checkout.
STEADY = (f"import importlib.util, runpy, sys\n"
          f"spec = importlib.util.spec_from_file_location('steady', {str(ROOT / 'fuzz' / 'steady.py')!r})\n"
          "steady = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(steady)\n"
          "steady.without_local_literals()\nsys.argv[0] = 'pyconformance'\n"
          "runpy.run_module('pyconformance', run_name='__main__', alter_sys=True)\n")


def campaign(tree: Path, engine: str, limit: list[str], seed: int, jobs: int, work: Path) -> dict:
    summary = work / f"{engine}-{tree.name}-{time.monotonic_ns()}.json"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", STEADY, "fuzz", "--reference", reference(), "--candidate", engine,
         *limit, "--seed", str(seed), "--jobs", str(jobs), "--format", "json", "-o", str(summary),
         *[arg for g in GENERATORS for arg in ("--generator", g)]],
        cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, capture_output=True, text=True,
        timeout=3600)
    wall = time.monotonic() - started
    if done.returncode not in (0, 1) or not summary.is_file():
        return {"error": (done.stderr.strip().splitlines() or ["no output"])[-1], "wall": wall}
    data = json.loads(summary.read_text())
    kinds = sorted({kind_of(d) for d in data["divergences"]})
    return {"programs": data["programs"], "seconds": data["seconds"], "per_second": data["programs_per_second"],
            "wall": round(wall, 1), "kinds": kinds, "causes": sorted(d.get("anchor", "") for d in data["divergences"]),
            "profile": data.get("profile", {}),
            # what the new path's referee sets apart (implementation-defined, unstable, module policy)
            "set_apart": sorted({(s.get("reason", ""), s.get("program", "")) for s in data.get("set_apart", [])}),
            "divergences": data["divergences"]}


def kind_of(divergence: dict) -> tuple[str, str]:
    """(generator, what differs) of a summary's divergence: its id without the reduced
    program's first feature (reduction may change it) and the signature hash."""
    feature = divergence["features"][0] if divergence.get("features") else "plain"
    slug = divergence["id"].rsplit("-", 1)[0].removeprefix(f"{divergence['generator']}-{feature}-")
    return divergence["generator"], slug


def same_inputs(old: Path) -> None:
    """The mutate generator's seeds (suite cases, corpus entries) of this checkout in OLD too."""
    for folder in ("conformance/cases", "corpus"):
        shutil.rmtree(old / folder, ignore_errors=True)
        shutil.copytree(ROOT / folder, old / folder, ignore=shutil.ignore_patterns("__pycache__"))


@click.command(help=__doc__.splitlines()[0])
@click.option("--engine", "engines", multiple=True, default=("brython", "micropython"), show_default=True)
@click.option("--budget", type=click.IntRange(0), default=60, show_default=True,
              help="seconds per throughput run (0: no throughput runs)")
@click.option("--programs", type=click.IntRange(0), default=300, show_default=True,
              help="programs per findings run (0: no findings runs)")
@click.option("--seed", type=int, default=5, show_default=True)
@click.option("--jobs", type=click.IntRange(1, 16), default=2, show_default=True)
@click.option("--repeat", type=click.IntRange(1, 10), default=1, show_default=True)
@click.option("--old-rev", default=OLD_REV, show_default=True, help="the old path's git revision")
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="write the runs as JSON")
def main(engines, budget, programs, seed, jobs, repeat, old_rev, output) -> None:
    work = Path(tempfile.mkdtemp(prefix="bench-fuzz-node-"))
    old = work / "old"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(old), old_rev],
                   check=True, capture_output=True)
    same_inputs(old)
    runs = []
    try:
        click.echo(f"node engines, old path {old_rev} vs this checkout, seed {seed}, --jobs {jobs}, generators "
                   f"{', '.join(GENERATORS)}; load average {os.getloadavg()[0]:.1f} at start")
        for engine in engines:
            for _ in range(repeat):
                for mode, limit in (("budget", ["--budget", str(budget)]), ("programs", ["--programs", str(programs)])):
                    if (mode == "programs" and not programs) or (mode == "budget" and not budget):
                        continue
                    load = os.getloadavg()[0]
                    pair = {"engine": engine, "mode": mode, "load": round(load, 1),
                            "old": campaign(old, engine, limit, seed, jobs, work),
                            "new": campaign(ROOT, engine, limit, seed, jobs, work)}
                    runs.append(pair)
                    click.echo(line(pair))
        click.echo(f"load average {os.getloadavg()[0]:.1f} at end")
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)
    if output:
        output.write_text(json.dumps(runs, indent=1) + "\n")


def line(pair: dict) -> str:
    a, b = pair["old"], pair["new"]
    head = f"{pair['engine']:12} {pair['mode']:8}"
    if "error" in a or "error" in b:
        return f"{head} error: old {a.get('error', 'ok')} / new {b.get('error', 'ok')}"
    return (f"{head} old {a['per_second']:6.1f}/s ({a['programs']} in {a['seconds']:.0f} s, wall {a['wall']:.0f} s)"
            f"   new {b['per_second']:6.1f}/s ({b['programs']} in {b['seconds']:.0f} s, wall {b['wall']:.0f} s)"
            f"   x{b['per_second'] / max(a['per_second'], 1e-9):.1f}   kinds {len(a['kinds'])} / {len(b['kinds'])}"
            + (f", {'same' if a['kinds'] == b['kinds'] else 'DIFFER'}" if pair["mode"] == "programs" else "")
            + f"   load {pair['load']:.1f}")


if __name__ == "__main__":
    main()
