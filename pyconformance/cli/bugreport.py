"""`pyconform bugreport`: upstream-ready Markdown, one file per root cause, for the failing cases
of certificates and for fuzzer findings in the corpus. Only reports triaged "bug" are written
unless --triage asks for more (docs/bug-reports.md)."""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Optional

import click

from pyconformance.reports.bug_report import DEFAULT_TRIAGES, TRIAGES, ReportGroups, render
from pyconformance.reports.case_reports import certificate_reports
from pyconformance.cases import CaseError
from pyconformance.certificate import Certificate
from pyconformance.cli.report import load_certificate
from pyconformance.cli.support import EXIT_OK, OutputPath, die
from pyconformance.expectations.known import expectation_files, load_known
from pyconformance.output_files import os_error_text, write_atomically
from pyconformance.reports.cpythons import CPythons
from pyconformance.suite import load_suite

ALL = "all"


def entry_groups(paths: list[Path], suite_rules: dict, cpythons: CPythons) -> ReportGroups:
    """Corpus entries grouped by the fuzzer's root cause (pyconformance/fuzz/causes.py)."""
    from pyconformance.fuzz.causes import entry_cause
    from pyconformance.fuzz.corpus import checked_entry
    from pyconformance.fuzz.findings import entry_report

    groups = ReportGroups()
    for path in paths:
        entry, problem = checked_entry(path)
        if entry is None:
            click.echo(f"pyconform: warning: {path}: not a readable corpus entry; skipped ({problem})", err=True)
            continue
        if not entry.provenance.get("candidate"):
            continue  # a seed program, not a finding: it has no candidate to report
        found = entry_cause(entry)
        groups.add(f"cause:{found[0].key}" if found else f"entry:{path}", entry_report(entry, suite_rules, cpythons))
    return groups


def _entries(source: Path) -> list[Path]:
    return sorted(source.rglob("*.py")) if source.is_dir() else [source]


def warn_cases_missing(source: Path, doc: Certificate, suite, include_known: bool) -> int:
    """One line when failing cases of the certificate are not in the suite (another suite or
    revision: the report needs the case's program), so that no report is missing unsaid."""
    from pyconformance.reports.case_reports import FAILING, KNOWN

    ids = {case.id for case in suite.cases}
    missing = [c.id for c in doc.cases if c.status in FAILING + (KNOWN if include_known else ()) and c.id not in ids]
    if missing:
        click.echo(f"pyconform: warning: {source}: {len(missing)} failing case(s) are not in the suite {suite.root} "
                   f"(another suite or revision; --suite names the one it ran), no report for them: "
                   f"{', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''}", err=True)
    return len(missing)


def known_of(doc: Certificate, suite, given: tuple[Path, ...], shipped: bool) -> dict:
    """The implementation's expectations (their `triage` labels): the shipped files for it,
    then the implementer's own files (--expectations), later ones winning."""
    files = expectation_files(suite.expectations_dir, doc.implementation.info) if shipped else []
    try:
        return load_known([*files, *given])
    except CaseError as exc:
        die(str(exc))


@click.command("bugreport")
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "out", required=True, type=OutputPath(directory=True),
              help="Directory for the reports (one Markdown file per root cause).")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path),
              help="Suite the certificates ran (case programs, rules and their seed sections).")
@click.option("--known/--no-known", "include_known", default=True, show_default=True,
              help="Also report known differences (xfail), not only unexpected failures.")
@click.option("--triage", "triages", multiple=True, type=click.Choice([*TRIAGES, ALL]),
              help="Write reports of this triage (repeatable; default: bug only; 'all': every one).")
@click.option("--expectations", "expectation_paths", multiple=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="The implementer's own expectations file (repeatable), read after the shipped ones: "
                   "its triage labels count.")
@click.option("--measure/--no-measure", default=True, show_default=True,
              help="Run each program on the CPython 3.8 here (PATH, pyenv), and on CPythons of the "
                   "implementation's own and later versions, to label each side with what was measured.")
def bugreport(sources, out, suite_root: Optional[Path], include_known: bool, triages, expectation_paths,
              measure: bool) -> None:
    """Bug reports for SOURCES: certificates (`run --format json`; their failing cases) and
    corpus entries or directories of them (fuzzer findings)."""
    suite = load_suite(suite_root)
    if suite_root is not None and not suite.cases_dir.is_dir():
        die(f"{suite_root}: not a pyconform suite (no cases/ directory)")
    if suite.errors:  # a case it cannot read would silently get no report
        for error in suite.errors:
            click.echo(str(error), err=True)
        die(f"{len(suite.errors)} problem(s) in the suite; no report was written")
    wanted = tuple(TRIAGES) if ALL in triages else (tuple(triages) or DEFAULT_TRIAGES)
    certificates = [(source, load_certificate(source)) for source in sources if source.suffix == ".json"]
    entries = [path for source in sources if source.suffix != ".json" for path in _entries(source)]
    cpythons = CPythons(enabled=measure)
    groups = ReportGroups()
    unreported = 0
    try:
        for source, doc in certificates:
            unreported += warn_cases_missing(source, doc, suite, include_known)
            known = known_of(doc, suite, expectation_paths, shipped=True)
            for cause, report in certificate_reports(doc, suite, include_known, known, cpythons).reports.items():
                groups.add(f"{source}:{cause}", report)
        for cause, report in entry_groups(entries, suite.rules, cpythons).reports.items():
            groups.add(cause, report)
    finally:
        cpythons.close()
    chosen = groups.only(wanted)
    left = Counter(r.label for r in groups.reports.values() if r.triage not in wanted)
    left_text = ", ".join(f"{n} {label}" for label, n in sorted(left.items()))
    if not chosen.reports:
        why = f" ({left_text} left out by triage; --triage all writes them)" if left else \
            f": {unreported} failing case(s) not in the suite" if unreported else ": no failing case and no finding"
        click.echo("no report to write" + why, err=True)
        sys.exit(EXIT_OK)
    try:
        out.mkdir(parents=True, exist_ok=True)
        names: set[str] = set()
        for report in chosen.reports.values():
            name = report.file_name
            while name in names:  # two causes whose first case has one name (two certificates)
                name = name[:-3] + "-2.md"
            names.add(name)
            write_atomically(out / name, render(report))
    except OSError as exc:
        die(f"{out}: cannot write ({os_error_text(exc)}); the reports written before were kept")
    counts = Counter(r.label for r in chosen.reports.values())
    click.echo(f"{len(chosen.reports)} report(s), one per root cause, in {out}: "
               + ", ".join(f"{n} {label}" for label, n in sorted(counts.items()))
               + (f"; left out by triage: {left_text} (--triage all writes them)" if left else ""))
    sys.exit(EXIT_OK)
