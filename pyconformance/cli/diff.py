"""`pyconform diff OLD.json NEW.json`: what changed between two certificates (the CI gate)."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from pyconformance.cert_diff import diff_certificates, render_diff, same_implementation
from pyconformance.cli.report import load_certificate
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, OutputPath, die, write_output


@click.command("diff")
@click.argument("old", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("new", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True)
@click.option("-o", "output", type=OutputPath(), help="Write the diff here.")
@click.option("--allow-different-implementations", "allow_other", is_flag=True,
              help="Compare certificates of two different implementations (refused otherwise, exit 2).")
@click.option("--identical", is_flag=True,
              help="Exit 1 on any change at all, not only regressions (two runs that must agree, "
                   "e.g. two isolation modes).")
def diff_command(old, new, fmt, output, allow_other, identical) -> None:
    """Regressions, progressions, changed failure kinds and added/removed cases between two
    certificates. Exit 1 when a case that passed in OLD fails, errors, is skipped or is absent
    in NEW (unless NEW's declared scope excludes it), or when NEW is partial (interrupted);
    exit 2 when either is not a valid certificate, or they certify different implementations."""
    before, after = load_certificate(old), load_certificate(new)
    other = same_implementation(before, after)
    if other and not allow_other:
        die(f"{old} and {new} are not of one implementation: {other} (--allow-different-implementations compares them anyway)")
    result = diff_certificates(before, after)
    if other:
        result.warnings.insert(0, f"different implementations: {other}")
    for warning in result.warnings:
        click.echo(f"pyconform: warning: {warning}", err=True)
    if result.new_partial:
        click.echo(f"pyconform: {result.new_partial}: not a certificate to gate on", err=True)
    write_output(render_diff(result, fmt), output)
    changed = any(getattr(result, section) for section in result.SECTIONS)
    sys.exit(EXIT_UNEXPECTED if result.failed or (identical and changed) else EXIT_OK)
