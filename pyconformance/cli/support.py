"""What every pyconform command shares: exit statuses, the one-line error, writing a
report, opening an implementation, the -k filter. Commands import this, never pyconformance.cli.main
(which imports the commands: that way round there is no cycle)."""
from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import NoReturn, Optional

import click

from pyconformance.implementation import ImplementationError
from pyconformance.output_files import os_error_text, unwritable_reason, write_atomically
from pyconformance.adapters.specs import open_implementation

EXIT_OK, EXIT_UNEXPECTED, EXIT_USAGE = 0, 1, 2
def die(message: str) -> NoReturn:
    click.echo(f"pyconform: error: {message}", err=True)
    sys.exit(EXIT_USAGE)


def check_output(path: Optional[Path], directory: bool = False) -> None:
    """Die (exit 2) when PATH cannot be written: called before the work that fills it."""
    if path is not None:
        reason = unwritable_reason(path, directory)
        if reason:
            die(f"{path}: cannot write the output: {reason}; nothing was run")


class OutputPath(click.Path):
    """An output file (or with directory=True an output directory), checked for writability
    when the command line is read, before any work: `-o`, `--out`, `--summary`."""

    def __init__(self, directory: bool = False):
        super().__init__(file_okay=not directory, dir_okay=directory, path_type=Path)
        self.directory = directory
        self.name = "directory" if directory else "file"

    def convert(self, value, param, ctx):
        path = super().convert(value, param, ctx)
        reason = unwritable_reason(path, self.directory)
        if reason:
            self.fail(f"cannot write there: {reason}", param, ctx)
        return path


class FiniteFloat(click.FloatRange):
    """A FloatRange that also refuses nan and inf (both pass its comparisons: `--budget nan`
    would otherwise run forever)."""

    name = "finite number"

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        return number


def write_output(text: str, path: Optional[Path]) -> None:
    """To stdout, or atomically to PATH (a reader never sees half a report; a failed write
    leaves PATH as it was and no temporary file)."""
    if path is None:
        click.echo(text, nl=False)
        return
    try:
        write_atomically(path, text)
    except OSError as exc:
        die(f"{path}: cannot write ({os_error_text(exc)}); {path} was left as it was")


def open_or_die(spec: str, isolation: str = "agent"):
    try:
        return open_implementation(spec, isolation)
    except ImplementationError as exc:
        die(str(exc))


def keyword_filter(expr: Optional[str]):
    """pytest's -k expression language, matched against case id, features and rules."""
    if not expr:
        return lambda case: True
    from _pytest.mark.expression import Expression

    try:
        compiled = Expression.compile(expr)
    except Exception as exc:  # pytest raises its own ParseError type
        die(f"bad -k expression {expr!r}: {exc}")

    def matches(case) -> bool:
        words = [case.id.lower(), *map(str.lower, case.features), *map(str.lower, case.rules)]
        return compiled.evaluate(lambda name, **kw: any(name.lower() in w for w in words))

    return matches


def refresh_block(path: Path, replace, block: str, what: str, check: bool) -> int:
    """Put BLOCK into the generated part of the page at PATH (REPLACE(text, block) -> text), or
    with CHECK only say whether it is current: EXIT_OK, or EXIT_UNEXPECTED naming WHAT is stale."""
    try:
        text = path.read_text(encoding="utf-8")
        new = replace(text, block)
    except OSError as exc:
        die(f"{path}: cannot read ({os_error_text(exc)}); nothing was written")
    except ValueError as exc:  # no markers, or not UTF-8 text
        die(f"{path}: {exc}")
    if check:
        if new != text:
            click.echo(f"{path}: {what} is out of date", err=True)
            return EXIT_UNEXPECTED
        return EXIT_OK
    write_output(new, path)
    return EXIT_OK
