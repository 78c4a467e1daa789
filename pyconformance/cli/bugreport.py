"""`pyconform bugreport`: upstream-ready Markdown, one file per root cause, for the failing cases
of certificates and for fuzzer findings in the corpus."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import click

from pyconformance.reports.bug_report import ReportGroups, render
from pyconformance.reports.case_reports import certificate_reports
from pyconformance.cli.report import load_certificate
from pyconformance.cli.support import EXIT_OK, OutputPath, die
from pyconformance.output_files import os_error_text, write_atomically
from pyconformance.suite import load_suite


def entry_groups(paths: list[Path], suite_rules: dict) -> ReportGroups:
    """Corpus entries grouped by the fuzzer's root cause (pyconformance/fuzz/causes.py)."""
    from pyconformance.fuzz.causes import entry_cause
    from pyconformance.fuzz.corpus import read_entry
    from pyconformance.fuzz.findings import entry_report

    groups = ReportGroups()
    for path in paths:
        entry = read_entry(path)
        if entry is None:
            click.echo(f"pyconform: warning: {path}: not a readable corpus entry; skipped", err=True)
            continue
        if not entry.provenance.get("candidate"):
            continue  # a seed program, not a finding: it has no candidate to report
        found = entry_cause(entry)
        groups.add(f"cause:{found[0].key}" if found else f"entry:{path}", entry_report(entry, suite_rules))
    return groups


def _entries(source: Path) -> list[Path]:
    return sorted(source.rglob("*.py")) if source.is_dir() else [source]


@click.command("bugreport")
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "out", required=True, type=OutputPath(directory=True),
              help="Directory for the reports (one Markdown file per root cause).")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path),
              help="Suite the certificates ran (case programs, rules and their seed sections).")
@click.option("--known/--no-known", "include_known", default=True, show_default=True,
              help="Also report known differences (xfail), not only unexpected failures.")
def bugreport(sources, out, suite_root: Optional[Path], include_known: bool) -> None:
    """Bug reports for SOURCES: certificates (`run --format json`; their failing cases) and
    corpus entries or directories of them (fuzzer findings)."""
    suite = load_suite(suite_root)
    if suite_root is not None and not suite.cases_dir.is_dir():
        die(f"{suite_root}: not a pyconform suite (no cases/ directory)")
    groups = ReportGroups()
    entries: list[Path] = []
    for source in sources:
        if source.suffix == ".json":
            for cause, report in certificate_reports(load_certificate(source), suite, include_known).reports.items():
                groups.add(f"{source}:{cause}", report)
        else:
            entries += _entries(source)
    for cause, report in entry_groups(entries, suite.rules).reports.items():
        groups.add(cause, report)
    if not groups.reports:
        click.echo("no failing case and no finding: nothing written", err=True)
        sys.exit(EXIT_OK)
    try:
        out.mkdir(parents=True, exist_ok=True)
        names: set[str] = set()
        for report in groups.reports.values():
            name = report.file_name
            while name in names:  # two causes whose first case has one name (two certificates)
                name = name[:-3] + "-2.md"
            names.add(name)
            write_atomically(out / name, render(report))
    except OSError as exc:
        die(f"{out}: cannot write ({os_error_text(exc)}); the reports written before were kept")
    click.echo(f"{len(groups.reports)} report(s), one per root cause, in {out}")
    sys.exit(EXIT_OK)
