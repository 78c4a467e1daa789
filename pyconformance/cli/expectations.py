"""`pyconform expectations update --from CERT.json`: the expectations file, written from a run."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import click

from pyconformance.cases import CaseError
from pyconformance.certificate import Certificate
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, die, write_output
from pyconformance.cli.report import load_certificate
from pyconformance.expectations.known import entries, expectation_files
from pyconformance.expectations.update import update_document
from pyconformance.suite import default_root

HEADER = ("# Known differences of {name} from CPython 3.8, written by `pyconform expectations update`.\n"
          "# Replace each \"untriaged\" reason with what the case shows; fixed cases are removed on update.\n")


def target_files(directory: Path, doc: Certificate, impl: Optional[str], own: Optional[Path] = None,
                 shipped: bool = True) -> tuple[Path, list[Path]]:
    """The file to write, and the implementation's other expectation files (whose entries hold).
    OWN: the implementer's file, written on top of the shipped files (none if not SHIPPED)."""
    info = doc.implementation
    existing = expectation_files(directory, info.info) if directory.is_dir() else []
    if own is not None:
        return own, existing if shipped else []
    target = directory / f"{impl}.toml" if impl else (existing[-1] if existing else directory / f"{info.name}.toml")
    return target, [p for p in existing if p != target]


@click.group()
def expectations() -> None:
    """Maintain conformance/expectations/<impl>.toml (known differences)."""


@expectations.command("update")
@click.option("--from", "cert_path", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="A certificate (`pyconform run --format json`).")
@click.option("--impl", "impl", help="Write <dir>/<IMPL>.toml (default: the certificate's implementation name).")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path), help="Suite directory.")
@click.option("--group-shared", type=click.IntRange(0), default=0, show_default=True,
              help="Write entries sharing a status and reason at least this often as one [[group]] (0: never).")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if the file is not up to date.")
@click.option("--file", "own", type=click.Path(dir_okay=False, path_type=Path),
              help="Write your own expectations file (e.g. in your implementation's repository, used with "
                   "`run --expectations FILE`): only what differs from the shipped files for this implementation.")
@click.option("--no-shipped", is_flag=True,
              help="With --file: the shipped files do not apply (you run with --no-expectations), so the file "
                   "lists every difference.")
def update(cert_path, impl, suite_root, group_shared, check, own, no_shipped) -> None:
    """Keep reasons, add new differences as "untriaged", remove fixed ones, fix changed kinds."""
    doc = load_certificate(cert_path)
    directory = Path(suite_root or default_root()) / "expectations"
    if own is None and not directory.is_dir():
        die(f"{directory}: no expectations directory")
    if impl and ("/" in impl or impl.startswith(".")):
        die(f"--impl {impl!r}: a file name such as pypy or cpython-3.12")
    if own is not None and impl:
        die("give --impl or --file, not both")
    if no_shipped and own is None:
        die("--no-shipped goes with --file")
    target, others = target_files(directory, doc, impl, own, shipped=not no_shipped)
    try:
        inherited = {k: v for p in others for k, v in entries(p).items()}
        text = target.read_text(encoding="utf-8") if target.exists() else HEADER.format(name=doc.implementation.name)
        if target.exists():
            entries(target)  # a malformed file is reported as such, not rewritten
    except CaseError as exc:
        die(str(exc))
    new_text, result = update_document(text, doc.cases, inherited, group_shared)
    for line in result.lines(target):
        click.echo(line, err=True)
    if check:
        sys.exit(EXIT_UNEXPECTED if new_text != text else EXIT_OK)
    if new_text != text:
        write_output(new_text, target)
    sys.exit(EXIT_OK)
