"""`pyconform diff OLD.json NEW.json`: what changed between two certificates."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from pyconformance.cert_diff import diff_certificates, render_diff
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, write_output
from pyconformance.cli.report import load_certificate


@click.command("diff")
@click.argument("old", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("new", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the diff here.")
def diff_command(old, new, fmt, output) -> None:
    """Regressions, progressions, changed failure kinds and added/removed cases between two
    certificates (exit 1 when a case that passed in OLD does not pass in NEW)."""
    result = diff_certificates(load_certificate(old), load_certificate(new))
    write_output(render_diff(result, fmt), output)
    sys.exit(EXIT_UNEXPECTED if result.has_regressions else EXIT_OK)
