"""`pyconform expectations update --from CERT.json`: the expectations file, written from a run."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import click

from pyconformance.cases import CaseError
from pyconformance.certificate import Certificate
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, OutputPath, die, write_output
from pyconformance.cli.report import load_certificate
from pyconformance.expectations.known import entries, expectation_files
from pyconformance.expectations.update import update_document
from pyconformance.suite import default_root
from pyconformance.upstream.known import upstream_entries
from pyconformance.upstream.update import update_upstream

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


@click.group(invoke_without_command=True)
@click.option("--prune", is_flag=True,
              help="Remove the entries that name no case of the suite (renamed or removed cases) from every file.")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path), help="Suite directory.")
@click.pass_context
def expectations(ctx, prune, suite_root) -> None:
    """Maintain conformance/expectations/<impl>.toml (known differences)."""
    if ctx.invoked_subcommand is not None:
        if prune:
            die("--prune is an action of its own: `pyconform expectations --prune`")
        return
    if not prune:
        click.echo(ctx.get_help())
        sys.exit(EXIT_OK)
    prune_all(Path(suite_root or default_root()))


def prune_all(root: Path) -> None:
    """`expectations --prune`: every expectations file of the suite at ROOT, stale entries removed."""
    from pyconformance.expectations.update import prune_document
    from pyconformance.suite import load_suite

    suite = load_suite(root)
    if suite.errors:
        for error in suite.errors:
            click.echo(str(error), err=True)
        die(f"{len(suite.errors)} problem(s) in the suite: the case ids are not known, nothing was pruned")
    case_ids = {c.id for c in suite.cases}
    files = sorted(suite.expectations_dir.glob("*.toml"))
    changed = []
    for path in files:
        new_text, removed = prune_document(path.read_text(encoding="utf-8"), case_ids)
        if removed:
            changed.append((path, new_text, removed))
    for path, new_text, _ in changed:  # written before they are reported, as `update` does
        write_output(new_text, path)
    for path, _, removed in changed:
        for case_id in removed:
            click.echo(f"{path}: removed {case_id} (no such case)", err=True)
    click.echo(f"{len(files)} expectations file(s), {len(changed)} pruned", err=True)
    sys.exit(EXIT_OK)


@expectations.command("update")
@click.option("--from", "cert_path", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="A certificate (`pyconform run --format json`).")
@click.option("--impl", "impl", help="Write <dir>/<IMPL>.toml (default: the certificate's implementation name).")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path), help="Suite directory.")
@click.option("--group-shared", type=click.IntRange(0), default=0, show_default=True,
              help="Write entries sharing a status and reason at least this often as one [[group]] (0: never).")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if the file is not up to date.")
@click.option("--file", "own", type=OutputPath(),
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
        inherited_upstream = {k: v for p in others for k, v in upstream_entries(p).items()}
        text = target.read_text(encoding="utf-8") if target.exists() else HEADER.format(name=doc.implementation.name)
        if target.exists():
            entries(target)  # a malformed file is reported as such, not rewritten
            upstream_entries(target)
    except CaseError as exc:
        die(str(exc))
    new_text, result = update_document(text, doc.cases, inherited, group_shared)
    report = result.lines(target)
    if doc.upstream is not None:  # the reference's own tests: the [upstream] table
        section = doc.upstream.model_dump(mode="json", by_alias=True, exclude_none=True)
        new_text, upstream = update_upstream(new_text, section, inherited_upstream)
        report += [line.replace(f"{target}: ", f"{target} [upstream]: ", 1) for line in upstream.lines(target)]
    # your own file is written even with nothing in it yet: `run --expectations FILE` needs it to exist
    if (new_text != text or (own is not None and not target.exists())) and not check:
        write_output(new_text, target)  # before it is reported: a reader that stops early loses no work
    for line in report:
        click.echo(line, err=True)
    if check:
        sys.exit(EXIT_UNEXPECTED if new_text != text else EXIT_OK)
    sys.exit(EXIT_OK)
