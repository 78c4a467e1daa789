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
from pyconformance.expectations.known import Known, implementation_files, load_known
from pyconformance.drift.measured import DriftMeasure, needs_measure, resolve, version_text
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.runner import evaluate
from pyconformance.suite import load_suite, packaged

KNOWN = "known"  # a failure that the implementation's expectations or a known corpus explain


def expand(paths: tuple[Path, ...]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*.py") if p.name != "__init__.py"))
        elif path.is_file():
            found.append(path)
        else:
            die(f"{path}: no such file or directory")
    if not found:  # a mistyped or empty directory must not pass as "every program passed"
        die(f"no .py file in {', '.join(map(str, paths))}: nothing to replay")
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


def replay_case(case, impl, measure: DriftMeasure, known: Optional[Known] = None) -> dict:
    # Replay judges every entry given, whatever its declared version range.
    result = evaluate(replace(case, min_version=None, max_version=None), impl.info, impl, known)
    status = {"xfail": KNOWN, "xpass": "pass"}.get(result.status, result.status)
    found = {"path": str(case.path), "status": status,
             "outcome": result.outcome.to_dict() if result.outcome else None,
             "reference_outcome": None, "message": result.message}
    if status == KNOWN and known is not None:
        found["known"] = {"source": "expectations", "name": case.id, "reason": known.reason}
    return drift_status(found, case.program(), impl, entry_reference_version(case), measure)


def known_status(result: dict, source: str, reference: Optional[Outcome], impl, causes) -> dict:
    """A failing corpus entry or plain program whose root cause is known: "known", naming the match."""
    from pyconformance.fuzz.divergence import implementation_label
    from pyconformance.fuzz.known import outcome_cause

    if result["status"] != "fail" or reference is None or not result["outcome"] or causes is None:
        return result
    cause = outcome_cause(source, reference, Outcome.from_dict(result["outcome"]), implementation_label(impl.info))
    match = causes.match(cause.key) if cause is not None else None
    if match is None:
        return result
    return {**result, "status": KNOWN, "known": match.to_dict(),
            "message": f"known difference ({match.name}){': ' + match.reason if match.reason else ''}\n{result['message']}".rstrip()}


def replay_entry(case, impl, measure: DriftMeasure, causes) -> dict:
    """A corpus entry: judged by its expectation; a failure whose cause is known is "known"."""
    from pyconformance.fuzz.known import expected_outcome, program_text

    result = replay_case(case, impl, measure)
    if result["status"] != "fail" or not result["outcome"]:
        return result
    saved = case.provenance.get("reference_outcome")
    try:
        reference = Outcome.from_dict(saved) if isinstance(saved, dict) else \
            expected_outcome(case.expect, Outcome.from_dict(result["outcome"]))
    except (ValueError, TypeError):
        return result
    return known_status(result, program_text(case), reference, impl, causes)


def replay_plain(path: Path, impl, reference, measure: DriftMeasure, causes=None) -> dict:
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
    result = drift_status(result, program, impl, reference.info.language_version, measure)
    return known_status(result, program.source, ref, impl, causes)


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
@click.option("--expectations", "own_expectations", multiple=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Your own expectations file (repeatable), applied after the shipped ones.")
@click.option("--no-expectations", is_flag=True, help="Do not apply the shipped expectation files.")
@click.option("--known-corpus", "known_corpora", multiple=True, type=click.Path(file_okay=False, path_type=Path),
              help="A corpus whose findings are known (repeatable; default: the corpus pyconform ships).")
def replay(paths, spec, ref_spec, fmt, output, drift_options, own_expectations, no_expectations, known_corpora) -> None:
    """Replay case files, corpus entries or directories of them; plain .py programs are diffed.
    The implementation's expectations apply: a known difference is reported "known", not FAIL."""
    files = expand(paths)
    suite = load_suite(None)
    cases, plain, errors = [], [], []
    for path in files:
        if has_metadata(path):
            try:
                cases.append(load_case(path, suite_id(path, suite.cases_dir)))
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
    try:
        known, causes = knowledge(impl, suite, own_expectations, no_expectations, known_corpora,
                                  reference, needed=bool(plain) or any(c.provenance for c in cases))
    except CaseError as exc:
        measure.close()
        impl.close()
        if reference is not None:
            reference.close()
        for problem in exc.problems:
            click.echo(str(problem), err=True)
        die(f"{len(exc.problems)} problem(s) in the expectations; nothing was replayed")
    results: list[dict] = []
    stopped = ""  # the signal that interrupted the replay: what finished is still reported
    try:
        with stop_signals():
            for case in cases:
                results.append(replay_entry(case, impl, measure, causes) if case.provenance else
                               replay_case(case, impl, measure, known.get(case.id)))
            for path in plain:
                results.append(replay_plain(path, impl, reference, measure, causes))
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
        counts = {s: sum(r["status"] == s for r in results) for s in ("pass", "fail", "error", "drift", KNOWN)}
        lines.append(f"{len(results)} replayed: {counts['pass']} pass, {counts['fail']} fail, {counts['error']} error"
                     + (f", {counts[KNOWN]} known difference(s)" if counts[KNOWN] else "")
                     + (f", {counts['drift']} version drift" if counts["drift"] else ""))
        if stopped:
            lines.append(f"INTERRUPTED by {stopped}: {len(results)} of {total} replayed")
        write_output("\n".join(lines) + "\n", output)
    if stopped:
        sys.exit(128 + signal.Signals[stopped])
    # Drift is not a divergence, in replay as in fuzz; a known difference is expected.
    sys.exit(EXIT_OK if all(r["status"] in ("pass", "drift", KNOWN) for r in results) else EXIT_UNEXPECTED)


def suite_id(path: Path, cases_dir: Path) -> str:
    """A suite case's id (its path under cases/, as expectation files name it); else the file's stem."""
    try:
        return path.resolve().relative_to(cases_dir.resolve()).with_suffix("").as_posix()
    except ValueError:
        return path.stem


def knowledge(impl, suite, own, no_expectations: bool, corpora, reference, needed: bool):
    """(expectations by case id, known causes or None). Causes are collected only when corpus
    entries or plain programs are replayed; an expectation's cause is measured by running its
    case on REFERENCE (or, without one, a CPython 3.8 found here) and on the implementation."""
    files = implementation_files(None if no_expectations else suite.expectations_dir, impl.info, own)
    known = load_known(files, {c.id for c in suite.cases})  # validated as `run` does, stale ids included
    if not needed:
        return known, None
    from pyconformance.fuzz.known import KnownCauses

    causes = KnownCauses()
    for root in corpora or [packaged("corpus")]:
        causes.add_corpus(Path(root), Path(root).parent)
    for problem in causes.unreadable:  # its finding cannot be matched: said, not hidden
        click.echo(f"pyconform: warning: known corpus entry skipped, not readable: {problem}", err=True)
    if files:
        base = reference
        if base is None:
            from pyconformance.drift.measured import discover

            found = discover((3, 8))
            base = open_or_die(found.spec) if found else None
        if base is not None:
            try:
                causes.add_expectations(suite.cases, files, base, impl)
            finally:
                if base is not reference:
                    base.close()
    return known, causes
