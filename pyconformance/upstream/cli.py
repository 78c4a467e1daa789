"""`pyconform upstream --impl SPEC`: the reference CPython 3.8's own regression tests on SPEC."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional, Sequence

import click

from pyconformance.cases import CaseError
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, OutputPath, die, open_or_die, write_output
from pyconformance.drift.measured import DriftReference, resolve
from pyconformance.expectations.known import implementation_files
from pyconformance.implementation import Implementation
from pyconformance.suite import default_root
from pyconformance.upstream.catalogue import FILE_NAME, CatalogueError, load_catalogue
from pyconformance.upstream.known import load_upstream_known
from pyconformance.upstream.locate import NoTests, locate
from pyconformance.upstream.model import UpstreamSection
from pyconformance.upstream.render import render_upstream_text


def section_for(impl: Implementation, suite_root: Optional[Path], tests_from: Optional[str],
                drift_options: tuple[str, ...], jobs: int, modules: tuple[str, ...] = (),
                expectations: bool = True, own: Sequence[Path] = ()) -> UpstreamSection:
    """Everything `upstream` and `run --upstream` share: find the tests, the list, the known
    differences and the drift reference, then run (a progress bar on a terminal)."""
    from pyconformance.features import suite_features
    from pyconformance.progress import StepProgress
    from pyconformance.upstream.section import modules_for, upstream_section

    root = Path(suite_root or default_root())
    try:
        catalogue = load_catalogue(root / FILE_NAME, frozenset(suite_features(root) or ()))
    except CatalogueError as exc:
        die(str(exc))
    unknown = sorted(set(modules) - {m.name for m in catalogue.modules})
    if unknown:
        die(f"--module {', '.join(unknown)}: not in {catalogue.path}")
    source, no_source = None, ""
    try:
        source = locate(tests_from)
    except NoTests as exc:
        if tests_from:
            die(f"--tests-from {tests_from}: {exc}")
        no_source = str(exc)
    try:
        # the shipped files (unless not EXPECTATIONS), then the implementer's own (run --expectations)
        files = implementation_files(root / "expectations" if expectations else None, impl.info, own)
        known = load_upstream_known(files)
    except CaseError as exc:
        die(str(exc))
    drift: Optional[DriftReference] = None
    try:
        found = resolve(drift_options, [impl.info.language_version])
    except ValueError as exc:
        die(str(exc))
    drift = next((d for d in found if d.version == impl.info.language_version), None)
    claimed, _ = modules_for(impl, catalogue)
    total = len([m for m in claimed if not modules or m.name in modules])
    with StepProgress(total, enabled=sys.stderr.isatty() and not no_source, label="upstream modules") as progress:
        return upstream_section(impl, catalogue, source, no_source, known, drift, jobs=jobs, only=modules,
                                on_module=lambda run: progress.advance())


@click.command("upstream")
@click.option("--impl", "spec", required=True, help="Implementation spec: python3, a path, or KIND:ARG.")
@click.option("--tests-from", metavar="PYTHON",
              help="The CPython 3.8 whose Lib/test is run (default: pyenv's 3.8, else python3.8 on PATH).")
@click.option("--drift-reference", "drift_options", multiple=True, metavar="VERSION=PATH",
              help="The CPython of the candidate's language version that tells drift (default: found like "
                   "`pyconform impls`; 'off' to not measure).")
@click.option("--module", "modules", multiple=True, metavar="NAME", help="Only this module of the list (repeatable).")
@click.option("--jobs", type=click.IntRange(1, 64), default=2, show_default=True, help="Modules run at once.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="json: a certificate holding only the upstream section.")
@click.option("-o", "output", type=OutputPath(), help="Write the report here.")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path), help="Suite directory.")
@click.option("--expectations/--no-expectations", default=True, show_default=True,
              help="Apply the [upstream] table of conformance/expectations/<impl>.toml.")
def upstream(spec, tests_from, drift_options, modules, jobs, fmt, output, suite_root, expectations) -> None:
    """Run CPython 3.8's own regression tests (the reference installation's Lib/test, listed per
    feature in conformance/upstream.toml) on an implementation; exit 1 on a real difference."""
    impl = open_or_die(spec)
    try:
        section = section_for(impl, suite_root, tests_from, drift_options, jobs, modules, expectations)
    finally:
        impl.close()
    doc = section.to_json()
    if fmt == "json":  # a certificate of no case, holding the section
        from pyconformance.certificate import Certificate
        from pyconformance.results import implementation_record, made_here

        text = Certificate.build(implementation_record(impl.info), [], 0.0, made_here(),
                                 upstream=section.record()).to_json()
    else:
        text = render_upstream_text(doc)
    write_output(text, output)
    if output is not None and fmt != "text":
        click.echo(render_upstream_text(doc).splitlines()[0], err=True)
    if section.interrupted:
        die("interrupted: the report holds the modules that finished")
    sys.exit(EXIT_OK if section.ok else EXIT_UNEXPECTED)
