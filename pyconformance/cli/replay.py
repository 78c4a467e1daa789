"""`pyconform replay`: re-run case files, corpus entries or plain programs."""
from __future__ import annotations

import json
import signal
import sys
from dataclasses import replace
from pathlib import Path
from typing import Optional

import click

from pyconformance.cases import BLOCK_START, CaseError, load_case
from pyconformance.interrupt import ignore_stop_signals, signal_name, stop_signals
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, OutputPath, die, open_or_die, write_output
from pyconformance.differ import differences
from pyconformance.drift.measured import DriftMeasure, needs_measure, resolve, version_text
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.runner import evaluate


def expand(paths: tuple[Path, ...]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.py") if p.name != "__init__.py"))
        elif path.is_file():
            found.append(path)
        else:
            die(f"{path}: no such file or directory")
    return found


def has_metadata(path: Path) -> bool:
    try:
        return BLOCK_START in path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def entry_reference_version(case) -> Optional[tuple[int, int]]:
    """The language a corpus entry's expectation was measured on (None: not a corpus entry,
    whose declared [[drift]] tables already speak for later versions)."""
    if not case.provenance:
        return None
    reference = case.provenance.get("reference")
    version = str(reference.get("version", "")) if isinstance(reference, dict) else ""
    parts = version.split(".")
    return (int(parts[0]), int(parts[1])) if len(parts) >= 2 and all(p.isdigit() for p in parts[:2]) else (3, 8)


def drift_status(result: dict, program: Program, impl, reference_version, measure: DriftMeasure) -> dict:
    """A failing replay that the candidate's own CPython version shares is drift, as in `fuzz`."""
    if result["status"] != "fail" or reference_version is None or not result["outcome"]:
        return result
    drift_ref = measure.reference_for(reference_version, impl.info.language_version)
    if drift_ref is None:
        return result
    measured = measure.run(drift_ref, program)
    if measured.harness_error or measured.ending() == "timeout" or \
            differences(measured, Outcome.from_dict(result["outcome"])):
        return result
    return {**result, "status": "drift",
            "message": f"version drift: CPython {version_text(drift_ref.version)} ({drift_ref.spec}) behaves "
                       f"the same\n{result['message']}".rstrip()}


def replay_case(case, impl, measure: DriftMeasure) -> dict:
    # Replay judges every entry given, whatever its declared version range.
    result = evaluate(replace(case, min_version=None, max_version=None), impl.info, impl)
    status = {"xfail": "fail", "xpass": "pass"}.get(result.status, result.status)
    found = {"path": str(case.path), "status": status,
             "outcome": result.outcome.to_dict() if result.outcome else None,
             "reference_outcome": None, "message": result.message}
    return drift_status(found, case.program(), impl, entry_reference_version(case), measure)


def replay_plain(path: Path, impl, reference, measure: DriftMeasure) -> dict:
    program = Program(source=path.read_text(encoding="utf-8", errors="replace"))
    outcome = impl.run(program)
    ref = reference.run(program)
    found = differences(ref, outcome)
    if outcome.harness_error or ref.harness_error:
        status = "error"
    else:
        status = "fail" if found else "pass"
    result = {"path": str(path), "status": status, "outcome": outcome.to_dict(),
              "reference_outcome": ref.to_dict(), "message": "\n".join(map(str, found))}
    return drift_status(result, program, impl, reference.info.language_version, measure)


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--impl", "spec", required=True, help="Implementation to replay on.")
@click.option("--reference", "ref_spec", help="Reference for plain programs (no metadata).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("-o", "output", type=OutputPath())
@click.option("--drift-reference", "drift_options", multiple=True, metavar="VERSION=PATH",
              help="A CPython of the implementation's later language version (repeatable; found like "
                   "`pyconform impls` when not given; 'off': none). A corpus entry or plain program that "
                   "fails but behaves as that CPython does is reported as drift.")
def replay(paths, spec, ref_spec, fmt, output, drift_options) -> None:
    """Replay case files, corpus entries or directories of them; plain .py programs are diffed."""
    files = expand(paths)
    cases, plain, errors = [], [], []
    for path in files:
        if has_metadata(path):
            try:
                cases.append(load_case(path, path.stem))
            except CaseError as exc:
                errors.append(str(exc))
        else:
            plain.append(path)
    if errors:
        for line in errors:
            click.echo(line, err=True)
        die(f"{len(errors)} malformed file(s); nothing was replayed")
    if plain and not ref_spec:
        die(f"{plain[0]} has no metadata: plain programs need --reference to compare with")
    impl = open_or_die(spec)
    reference: Optional[object] = open_or_die(ref_spec) if plain else None
    versions = [impl.info.language_version] if needs_measure((3, 8), impl.info.language_version) else []
    try:
        measure = DriftMeasure(resolve(drift_options, versions))
    except ValueError as exc:
        impl.close()
        if reference is not None:
            reference.close()
        die(str(exc))
    results: list[dict] = []
    stopped = ""  # the signal that interrupted the replay: what finished is still reported
    try:
        with stop_signals():
            for case in cases:
                results.append(replay_case(case, impl, measure))
            for path in plain:
                results.append(replay_plain(path, impl, reference, measure))
    except KeyboardInterrupt as exc:
        stopped = signal_name(exc)
        ignore_stop_signals()
    finally:
        measure.close()
        impl.close()
        if reference is not None:
            reference.close()
    total = len(cases) + len(plain)
    if fmt == "json":
        partial = {"complete": False, "interrupted": {"signal": stopped, "replayed": len(results), "of": total}} \
            if stopped else {}
        write_output(json.dumps({"schema": "pyconform-replay/1", **partial, "results": results}, indent=2) + "\n",
                     output)
    else:
        lines = [f"{r['status'].upper():5} {r['path']}" + (f"\n      {r['message']}" if r["message"] and r["status"] != "pass" else "")
                 for r in results]
        counts = {s: sum(r["status"] == s for r in results) for s in ("pass", "fail", "error", "drift")}
        lines.append(f"{len(results)} replayed: {counts['pass']} pass, {counts['fail']} fail, {counts['error']} error"
                     + (f", {counts['drift']} version drift" if counts["drift"] else ""))
        if stopped:
            lines.append(f"INTERRUPTED by {stopped}: {len(results)} of {total} replayed")
        write_output("\n".join(lines) + "\n", output)
    if stopped:
        sys.exit(128 + signal.Signals[stopped])
    # Drift is not a divergence, in replay as in fuzz.
    sys.exit(EXIT_OK if all(r["status"] in ("pass", "drift") for r in results) else EXIT_UNEXPECTED)
