"""Command line: pyconform run | rules | impls | replay | report | diff | expectations | fuzz | reduce | corpus."""
from __future__ import annotations

import atexit
import gc
import json
import os
import sys
from pathlib import Path

import click

from pyconformance.reports import FORMATS, load_renderer, render
from pyconformance.failures import UNEXPECTED_PASS
from pyconformance.runner import run_cases
from pyconformance.cli.group import LazyGroup
from pyconformance.cli.support import EXIT_OK, EXIT_UNEXPECTED, check_output, die, keyword_filter, refresh_block, write_output
from pyconformance.adapters.specs import discover
from pyconformance.suite import load_suite

# The commands of their own modules (they import cli_support, not this), imported when run.
COMMANDS = {
    "replay": "pyconformance.cli.replay:replay",
    "report": "pyconformance.cli.report:report",
    "bugreport": "pyconformance.cli.bugreport:bugreport",
    "diff": "pyconformance.cli.diff:diff_command",
    "expectations": "pyconformance.cli.expectations:expectations",
    "fuzz": "pyconformance.fuzz.cli:fuzz",
    "reduce": "pyconformance.fuzz.cli:reduce",
    "corpus": "pyconformance.fuzz.cli:corpus",
    "upstream": "pyconformance.upstream.cli:upstream",
}


@click.group(cls=LazyGroup, lazy=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pyconformance")
def main() -> None:
    """Certify Python implementations against the Python 3.8 language."""


@main.command()
@click.option("--impl", "spec", required=True, help="Implementation spec: python3, a path, or KIND:ARG.")
@click.option("-k", "keyword", help="Only cases matching this pytest-style expression.")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the report here.")
@click.option("--jobs", type=click.IntRange(1, 64), default=min(os.cpu_count() or 1, 4), show_default=True)
@click.option("--isolation", type=click.Choice(["agent", "batch", "process"]), default="agent", show_default=True,
              help="agent: a fork per case; batch: cases screened in batches, every case that does not "
                   "pass there re-run in its own fork; process: a fresh interpreter per case.")
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path), help="Suite directory.")
@click.option("--expectations", "own_expectations", multiple=True, metavar="FILE",
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Your own expectations file (repeatable; the shipped files' format), applied after the "
                   "shipped conformance/expectations/<impl>.toml: later entries win, status \"pass\" undoes one.")
@click.option("--no-expectations", is_flag=True,
              help="Do not apply the shipped expectation files (files given with --expectations still apply).")
@click.option("--unexpected-pass", type=click.Choice(UNEXPECTED_PASS), default="fail", show_default=True,
              help="A known difference that now passes: fail the run, or report it and go on.")
@click.option("--upstream", "with_upstream", is_flag=True,
              help="Also run CPython 3.8's own regression tests (`pyconform upstream`): the certificate's "
                   "upstream section.")
@click.option("--tests-from", metavar="PYTHON", help="With --upstream: the CPython 3.8 whose Lib/test is run.")
def run(spec, keyword, fmt, output, jobs, isolation, suite_root, own_expectations, no_expectations,
        unexpected_pass, with_upstream, tests_from) -> None:
    """Run the conformance suite on one implementation and print its certificate.

    SIGINT or SIGTERM stops the run: the programs running are killed, the certificate of the
    cases that finished is written marked partial (complete: false), and the exit status is
    130 (SIGINT) or 143 (SIGTERM)."""
    from pyconformance import durations
    from pyconformance.cases import CaseError
    from pyconformance.implementation import ImplementationError
    from pyconformance.interrupt import SIGNALS, signal_name, stop_signals
    from pyconformance.pipeline import look_ahead, open_run
    from pyconformance.progress import CaseProgress

    # Nearly all that a run makes is kept to its end (the suite, the models, the results): the
    # collector's passes find nothing to free and cost 22-48 ms of CPU in a 767-case run. It
    # runs once 50,000 more objects are alive, not every 700 new ones (none in such a run).
    gc.set_threshold(50_000)
    check_output(output)  # before the work: a run is never lost to its output path
    try:
        with stop_signals():  # opening may install or build for minutes (compiled kinds, backports)
            look_ahead(spec)  # the interpreter's probe runs while the suite loads
            suite = load_suite(suite_root)
            if suite.errors:
                for error in suite.errors:
                    click.echo(str(error), err=True)
                die(f"{len(suite.errors)} problem(s) in the suite; nothing was run")
            selected = [c for c in suite.cases if keyword_filter(keyword)(c)]
            if not selected:
                die(f"no case matches -k {keyword!r}")
            setup = open_run(spec, isolation, suite.expectations_dir, not no_expectations,
                             own_expectations=own_expectations, unexpected_pass=unexpected_pass,
                             case_ids={c.id for c in suite.cases})
    except CaseError as exc:
        for problem in exc.problems:
            click.echo(str(problem), err=True)
        die(f"{len(exc.problems)} problem(s) in the expectations; nothing was run")
    except ImplementationError as exc:
        die(str(exc))
    except KeyboardInterrupt as exc:  # nothing judged yet: nothing to certify
        name = signal_name(exc)
        click.echo(f"INTERRUPTED by {name} while opening {spec}: no case ran, no certificate written", err=True)
        sys.exit(128 + SIGNALS[name])
    # The suite, the modules and (below) the certificate model live until the process exits:
    # frozen, they are left out of the collector's later passes, each of which would walk
    # them all again (a full pass took ~20 ms at the end of a run, and the exit ~40 ms more).
    gc.freeze()
    atexit.register(gc.freeze)  # what the run made, too: nothing is gained by walking it at exit
    made: dict = {}

    def meanwhile() -> None:  # while the cases run: what only the certificate needs (runner.run_cases)
        made["provenance"] = setup.provenance(suite.root, keyword)
        load_renderer(fmt)
        if output is not None:
            load_renderer("text")  # the text goes to stderr too
        gc.freeze()

    history = durations.load(setup.impl.info)
    with CaseProgress(len(selected), enabled=sys.stderr.isatty()) as progress:
        try:
            results = run_cases(setup.open_another, selected, setup.known, jobs=jobs, on_result=progress.advance,
                                first=setup.impl, screen=setup.screen, scope=setup.scope,
                                durations=history.seconds, meanwhile=meanwhile, unsettled=history.unsettled)
        except ImplementationError as exc:
            die(str(exc))
    durations.record(setup.impl.info, results.results, results.unsettled)  # the next run starts its slowest single cases first
    # Made meanwhile, unless the run stopped first: then here (its suite hash is cached by then, or not).
    results.provenance = made["provenance"] if "provenance" in made else setup.provenance(suite.root, keyword)
    if with_upstream and results.interrupted is None:
        from pyconformance.cli.support import open_or_die
        from pyconformance.upstream.cli import section_for

        with open_or_die(spec) as impl:
            results.upstream = section_for(impl, suite_root, tests_from, (), min(jobs, 2),
                                           expectations=not no_expectations, own=own_expectations)
    cert = results.certificate()
    from pyconformance.reports.summary import verdict_line

    write_output(render(cert, fmt, color=output is None and sys.stdout.isatty()), output)
    if output is not None and fmt != "text":
        click.echo(render(cert, "text"), err=True, nl=False)
    elif fmt != "text":
        click.echo(verdict_line(cert), err=True)
    if cert.interrupted:
        sys.exit(cert.interrupted.exit_code)
    if results.upstream is not None and results.upstream.interrupted:
        die("interrupted: the certificate's upstream section holds the modules that finished")
    sys.exit(EXIT_OK if cert.ok and (cert.upstream is None or cert.upstream.ok) else EXIT_UNEXPECTED)


@main.command()
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--suite", "suite_root", type=click.Path(file_okay=False, path_type=Path))
@click.option("--mutation-score", "mutation_file", type=click.Path(dir_okay=False, path_type=Path),
              help="A bench/mutation.py JSON: add each rule's mutants killed/total.")
@click.option("--readme", type=click.Path(dir_okay=False, path_type=Path),
              help="Rewrite the coverage-per-source block of this Markdown file instead of printing.")
@click.option("--check", is_flag=True, help="With --readme: write nothing; exit 1 if the block is out of date.")
def rules(fmt, suite_root, mutation_file, readme, check) -> None:
    """Catalogue coverage: each rule and the cases that test it (exit 1 if any is uncovered)."""
    from pyconformance.mutation_score import MutationScoreError, load_mutation_score
    from pyconformance.rules import coverage
    from pyconformance.source_coverage import coverage_by_source
    from pyconformance.reports.rules_text import sources_markdown
    from pyconformance.whatsnew import whatsnew_tally

    try:
        scores = load_mutation_score(mutation_file) if mutation_file else None
    except MutationScoreError as exc:
        die(str(exc))

    suite = load_suite(suite_root)
    if suite.errors:
        for error in suite.errors:
            click.echo(str(error), err=True)
        die(f"{len(suite.errors)} problem(s) in the suite")
    table = coverage(suite.rules, suite.cases)
    observable = [c for c in table if c.rule.observable]
    covered = [c for c in observable if not c.missing]
    percent = 100.0 * len(covered) / len(observable) if observable else 0.0
    by_source = coverage_by_source(table, scores)
    whatsnew = whatsnew_tally(suite)
    if readme is not None:
        from pyconformance.reports.rules_text import replace_sources_block

        sys.exit(refresh_block(readme, replace_sources_block, sources_markdown(by_source, whatsnew),
                               "the coverage-per-source block", check))
    if fmt == "json":
        doc = {"schema": "pyconform-rules/1", "rules": len(table), "observable": len(observable),
               "covered": len(covered), "percent": round(percent, 1), "cases": len(suite.cases),
               "catalogue": [{"id": c.rule.id, "title": c.rule.title, "source": c.rule.source,
                              "observable": c.rule.observable, "reason": c.rule.reason,
                              "whatsnew": list(c.rule.whatsnew),
                              "positive": list(c.positive), "negative": list(c.negative),
                              "missing": c.missing,
                              **({"mutants": scores.get(c.rule.id, {}).get("text", "")} if scores else {})}
                             for c in table],
               "sources": [{"source": r.source, "rules": r.rules, "observable": r.observable,
                            "covered": r.covered, "cases": r.cases,
                            **({"mutants_killed": r.mutants_killed, "mutants_total": r.mutants_total}
                               if scores else {})} for r in by_source],
               **({"whatsnew": whatsnew} if whatsnew else {})}
        click.echo(json.dumps(doc, indent=2))
    else:
        from pyconformance.reports.rules_text import render_rules, render_sources

        click.echo(render_rules(table, len(suite.cases), scores), nl=False)
        click.echo(render_sources(by_source, whatsnew), nl=False)
        click.echo(f"{len(covered)}/{len(observable)} observable rules covered ({percent:.1f}%), "
                   f"{len(table) - len(observable)} not observable from Python, {len(suite.cases)} cases")
    sys.exit(EXIT_OK if len(covered) == len(observable) else EXIT_UNEXPECTED)


@main.command()
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the schema here.")
def schema(output) -> None:
    """The JSON Schema of the certificate (`run --format json`), pyconformance-results/2."""
    from pyconformance.certificate import json_schema_text

    write_output(json_schema_text(), output)


@main.command()
def impls() -> None:
    """List the implementations found on this machine, with versions."""
    found = discover()
    if not found:
        click.echo("no implementation found")
    for spec, description in found:
        click.echo(f"{spec:40} {description}")

