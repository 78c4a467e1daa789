"""What every pyconform command shares: exit statuses, the one-line error, writing a
report, opening an implementation, the -k filter. Commands import this, never pyconformance.cli.main
(which imports the commands: that way round there is no cycle)."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NoReturn, Optional

import click

from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation

EXIT_OK, EXIT_UNEXPECTED, EXIT_USAGE = 0, 1, 2


def die(message: str) -> NoReturn:
    click.echo(f"pyconform: error: {message}", err=True)
    sys.exit(EXIT_USAGE)


def write_output(text: str, path: Optional[Path]) -> None:
    """To stdout, or atomically to PATH (a reader never sees half a report)."""
    if path is None:
        click.echo(text, nl=False)
        return
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        die(f"{path}: cannot write ({exc.strerror or exc})")


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
