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
from pyconformance.adapters.info import AdapterInfo
from pyconformance.suite import default_root
from pyconformance.upstream.known import upstream_entries
from pyconformance.upstream.update import update_upstream

HEADER = ("# Known differences of {name} from CPython 3.8, written by `pyconform expectations update`.\n"
          "# Replace each \"untriaged\" reason with what the case shows; fixed cases are removed on update.\n")


def target_files(directory: Path, doc: Certificate, impl: Optional[str]) -> tuple[Path, list[Path]]:
    """The file to write, and the implementation's other expectation files (whose entries hold)."""
    info = doc.implementation
    try:
        version = tuple(int(p) for p in info.version.split(".")[:3])
    except ValueError:
        version = (0, 0, 0)
    # Certificates made before "language" was recorded: the release's major.minor, as before.
    language = tuple(int(p) for p in (info.language or "").split(".") if p.isdigit()) or version[:2]
    known_as = AdapterInfo(info.spec, info.name, version, language=language, runs_on=info.runs_on or "")
    existing = expectation_files(directory, known_as)
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
        text = path.read_text(encoding="utf-8")
        new_text, removed = prune_document(text, case_ids)
        for case_id in removed:
            click.echo(f"{path}: removed {case_id} (no such case)", err=True)
        if removed:
            changed.append((path, new_text))
    for path, new_text in changed:
        write_output(new_text, path)
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
def update(cert_path, impl, suite_root, group_shared, check) -> None:
    """Keep reasons, add new differences as "untriaged", remove fixed ones, fix changed kinds."""
    doc = load_certificate(cert_path)
    directory = Path(suite_root or default_root()) / "expectations"
    if not directory.is_dir():
        die(f"{directory}: no expectations directory")
    if impl and ("/" in impl or impl.startswith(".")):
        die(f"--impl {impl!r}: a file name such as pypy or cpython-3.12")
    target, others = target_files(directory, doc, impl)
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
    for line in result.lines(target):
        click.echo(line, err=True)
    if doc.upstream is not None:  # the reference's own tests: the [upstream] table
        section = doc.upstream.model_dump(mode="json", by_alias=True, exclude_none=True)
        new_text, upstream = update_upstream(new_text, section, inherited_upstream)
        for line in upstream.lines(target):
            click.echo(line.replace(f"{target}: ", f"{target} [upstream]: ", 1), err=True)
    if check:
        sys.exit(EXIT_UNEXPECTED if new_text != text else EXIT_OK)
    if new_text != text:
        write_output(new_text, target)
    sys.exit(EXIT_OK)
