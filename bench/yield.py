"""Benchmark: what a fuzz campaign finds in a fixed time against real engines.

    python -m bench.yield [--minutes 10] [--candidate pypy3 --candidate brython ...] [-o yield.json]

For each candidate: one campaign of MINUTES (default generators, CPython 3.8 as the reference,
`--jobs 2`), then `pyconform corpus merge --known corpus/` to tell which of its root causes the
corpus does not hold yet. Reported per candidate: programs and programs/s, root causes (one
summary divergence each), new causes, version drift, syntax coverage. Then the time to first
detection for the deliberately broken fixtures in tests/fixtures/ (a campaign against each, cut
at CAP seconds): the campaign time at which its first divergence was found and saved.
Prints a Markdown table; -o writes the JSON. Campaign outputs stay in --work for adoption.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ("broken_fstring_python", "lenient_syntax_python", "broken_walrus_python", "broken_walrus_precedence_python")
DEFAULT_CANDIDATES = ("pypy3", "brython", "micropython")


def find_reference() -> str:
    # A pyenv interpreter itself before PATH: a pyenv shim is a shell script that costs a start-up.
    for candidate in (*sorted(Path("/root/.pyenv/versions").glob("3.8*/bin/python3.8")), "python3.8"):
        found = shutil.which(str(candidate))
        if found:
            return found
    sys.exit("bench.yield: no CPython 3.8 found (python3.8 on PATH or a pyenv 3.8); it is the reference")


def pyconform(*args: str, timeout: float) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyconformance", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def campaign(reference: str, candidate: str, seconds: float, out: Path, seed: int,
             generators: tuple[str, ...] = (), jobs: int = 2) -> dict:
    shutil.rmtree(out, ignore_errors=True)
    summary = out.with_suffix(".summary.json")
    started = time.monotonic()
    done = pyconform("fuzz", "--reference", reference, "--candidate", candidate, "--budget", str(seconds), "--jobs", str(jobs), "--seed", str(seed), "--out", str(out),
                     *[arg for g in generators for arg in ("--generator", g)],
                     "--format", "json", "-o", str(summary), timeout=seconds * 3 + 600)
    wall = time.monotonic() - started
    if done.returncode not in (0, 1) or not summary.is_file():
        return {"candidate": candidate, "error": (done.stderr.strip().splitlines() or ["no output"])[-1]}
    data = json.loads(summary.read_text())
    data["wall_seconds"] = round(wall, 1)
    return data


def new_causes(out: Path) -> dict:
    merged, report = out.with_name(out.name + "-merged"), out.with_suffix(".merge.json")
    shutil.rmtree(merged, ignore_errors=True)
    done = pyconform("corpus", "merge", str(out), "--out", str(merged), "--known", str(ROOT / "corpus"),
                     "--summary", str(report), timeout=600)
    if done.returncode != 0 or not report.is_file():
        return {"error": (done.stderr.strip().splitlines() or ["merge failed"])[-1]}
    return json.loads(report.read_text())


def engine_row(reference: str, candidate: str, minutes: float, work: Path, seed: int, jobs: int = 2) -> dict:
    out = work / candidate
    data = campaign(reference, candidate, minutes * 60, out, seed, jobs=jobs)
    if "error" in data:
        return data
    merged = new_causes(out)
    cov = data.get("syntax_coverage") or {}
    rules = data.get("rule_coverage") or {}
    return {"candidate": candidate, "version": _candidate_version(data), "programs": data["programs"],
            "seconds": data["seconds"], "programs_per_second": data["programs_per_second"],
            "causes": len(data["divergences"]), "new_causes": len(merged.get("new", [])),
            "new": [{"anchor": n.get("anchor", ""), "path": n.get("path", "")} for n in merged.get("new", [])],
            "drift": len(data.get("drift", [])), "harness_errors": data.get("harness_errors", 0),
            "unreduced": data.get("unreduced", 0), "save_failures": len(data.get("save_failures", [])),
            "syntax_coverage": f"{cov.get('covered', 0)}/{cov.get('total', 0)}",
            "rule_coverage": f"{rules.get('reached', 0)}/{rules.get('observable', 0)}",
            "unreached_rules": rules.get("unreached", []),
            "skipped": sum(s.get("programs", 0) for s in data.get("skipped", [])),
            "out": str(out)}


def _candidate_version(data: dict) -> str:
    divergences = data.get("divergences") or []
    return str((divergences[0].get("candidate_version") if divergences else "") or "")


def fixture_row(reference: str, fixture: str, cap: float, work: Path, seed: int) -> dict:
    data = campaign(reference, str(ROOT / "tests" / "fixtures" / fixture), cap, work / fixture, seed,
                    generators=("default",))
    if "error" in data:
        return {"fixture": fixture, "error": data["error"]}
    return {"fixture": fixture, "first_divergence_seconds": data.get("first_divergence_seconds"),
            "causes": len(data["divergences"]), "programs": data["programs"], "cap_seconds": cap}


def markdown(engines: list[dict], fixtures: list[dict], minutes: float) -> str:
    lines = [f"| candidate | minutes | programs | programs/s | root causes | new (not in corpus/) | drift | "
             "syntax coverage | rule coverage | skipped (no command line) | harness errors |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in engines:
        if "error" in row:
            lines.append(f"| {row['candidate']} | {minutes:g} | error: {row['error']} |||||||||")
            continue
        lines.append(f"| {row['candidate']} | {minutes:g} | {row['programs']:,} | {row['programs_per_second']:.0f} | "
                     f"{row['causes']} | {row['new_causes']} | {row['drift']} | {row['syntax_coverage']} | "
                     f"{row['rule_coverage']} | {row['skipped']} | {row['harness_errors']} |")
    lines += ["", "| broken fixture | first divergence after | root causes | cap |", "|---|---|---|---|"]
    for row in fixtures:
        if "error" in row:
            lines.append(f"| {row['fixture']} | error: {row['error']} |||")
            continue
        first = row.get("first_divergence_seconds")
        lines.append(f"| {row['fixture']} | {f'{first:.1f} s' if first is not None else 'not found'} | "
                     f"{row['causes']} | {row['cap_seconds']:g} s |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--candidate", action="append", help=f"default: {', '.join(DEFAULT_CANDIDATES)}")
    parser.add_argument("--fixture-cap", type=float, default=120.0, help="seconds per broken fixture")
    parser.add_argument("--reference", help="default: a CPython 3.8 on PATH or in pyenv")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--work", type=Path, default=ROOT / ".bench-yield")
    parser.add_argument("--jobs", type=int, default=2, help="workers per campaign")
    parser.add_argument("--no-fixtures", action="store_true", help="skip the broken fixtures' campaigns")
    parser.add_argument("-o", dest="output", type=Path)
    args = parser.parse_args()
    reference = args.reference or find_reference()
    args.work.mkdir(parents=True, exist_ok=True)
    engines = []
    for candidate in args.candidate or DEFAULT_CANDIDATES:
        print(f"bench.yield: {candidate}, {args.minutes:g} min against {reference}", file=sys.stderr, flush=True)
        engines.append(engine_row(reference, candidate, args.minutes, args.work, args.seed, args.jobs))
    fixtures = []
    for fixture in () if args.no_fixtures else FIXTURES:
        print(f"bench.yield: fixture {fixture}, up to {args.fixture_cap:g} s", file=sys.stderr, flush=True)
        fixtures.append(fixture_row(reference, fixture, args.fixture_cap, args.work, args.seed))
    result = {"schema": "pyconform-yield/1", "reference": reference, "minutes": args.minutes,
              "engines": engines, "fixtures": fixtures}
    if args.output:
        args.output.write_text(json.dumps(result, indent=2) + "\n")
    print(markdown(engines, fixtures, args.minutes), end="")


if __name__ == "__main__":
    main()
