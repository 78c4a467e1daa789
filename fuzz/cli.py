"""`pyconform fuzz`, `pyconform reduce` and `pyconform corpus merge`."""
from __future__ import annotations

import contextlib
import os
import signal
import sys
import traceback
from pathlib import Path
from typing import Optional

import click

from pyconformance.cli.support import (EXIT_OK, EXIT_UNEXPECTED, FiniteFloat, OutputPath, check_output, die,
                                       open_or_die, write_output)
from pyconformance.interrupt import ignore_stop_signals, signal_name, stop_signals
from pyconformance.output_files import os_error_text, write_atomically
from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.generators.registry import GENERATORS, resolve
from pyconformance.fuzz.model_reference import SPEC as MODEL, ModelImplementation

DEFAULT_PROGRAMS = 500
MAX_BUDGET = 30 * 24 * 3600.0  # seconds: a bound that is still a budget (inf is not)
MAX_PROGRAMS = 10**9


@click.command()
@click.option("--reference", "reference", required=True,
              help="Reference implementation spec, or 'model': the targeted generators' own 3.8 models.")
@click.option("--candidate", "candidates", required=True, multiple=True, help="Candidate spec (repeatable).")
@click.option("--generator", "generators", multiple=True,
              help=f"Generator (repeatable): {', '.join(GENERATORS)}, or all/default/targeted.")
@click.option("--budget", type=FiniteFloat(min=0, min_open=True, max=MAX_BUDGET),
              help="Stop after this many seconds (at most 30 days).")
@click.option("--programs", type=click.IntRange(min=1, max=MAX_PROGRAMS),
              help=f"Stop after N programs (default {DEFAULT_PROGRAMS}).")
@click.option("--seed", type=click.IntRange(min=0, max=2**63 - 1),
              help="Campaign seed (default: a fresh one, printed; give it again to repeat or resume a campaign).")
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True)
@click.option("--out", type=OutputPath(directory=True),
              help="Corpus directory for reduced divergences (resumable).")
@click.option("--database", type=click.Path(file_okay=False, path_type=Path),
              help="Hypothesis example database to share between runs (default OUT/hypothesis-db).")
@click.option("--db", "db_url", metavar="redis://HOST:PORT",
              help="Share Hypothesis's example database through Redis (e.g. between --shard runs).")
@click.option("--shard", "shard_text", metavar="I/N",
              help="Run only shard I of N (1-based) of the campaign's seed space.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the summary here (may be inside --out).")
@click.option("--compare", type=click.Choice(["outcomes", "messages"]), default="outcomes", show_default=True,
              help="'messages' also compares exception messages (normalised).")
@click.option("--isolation", type=click.Choice(["agent", "process"]), default="agent", show_default=True)
@click.option("--batch", type=click.IntRange(1, 1024), default=256, show_default=True,
              help="Up to N programs per Hypothesis example, screened in one forked child; divergent "
                   "ones are re-run in their own fork. 1: one program per example, a fork each.")
@click.option("--drift-reference", "drift_options", multiple=True, metavar="VERSION=PATH",
              help="A CPython of a candidate's later language version (repeatable, e.g. 3.9=/usr/bin/python3.9): "
                   "differences it shares are version drift, not divergences. Found like `pyconform impls` "
                   "when not given; 'off': use only the declared drift table.")
@click.option("--known-corpus", "known_corpora", multiple=True, type=click.Path(file_okay=False, path_type=Path),
              help="A corpus whose findings are known (repeatable; default: the corpus pyconform ships). "
                   "Each root cause of the summary is marked new or known, naming what it matches.")
@click.option("--expectations", "own_expectations", multiple=True,
              type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Your own expectations file (repeatable): its differences are known too, after the shipped ones.")
@click.option("--no-expectations", is_flag=True, help="Do not count the shipped expectation files' differences as known.")
def fuzz(**options) -> None:
    """Differential fuzzing: generated programs on a reference and candidates; divergences
    are reduced, deduplicated and saved under --out as corpus entries. SIGINT or SIGTERM
    stops the campaign: its summary is written marked interrupted, exit 130 or 143."""
    try:
        with stop_signals():
            campaign_command(**options)
    except KeyboardInterrupt as exc:  # before the campaign ran (its own interruption is kept by it)
        click.echo(f"pyconform: interrupted by {signal_name(exc)} before the campaign started: nothing was run",
                   err=True)
        sys.exit(128 + signal.Signals[signal_name(exc)])


def campaign_command(reference, candidates, generators, budget, programs, seed, jobs, out, database, db_url,
                     shard_text, fmt, output, compare, isolation, batch, drift_options, known_corpora,
                     own_expectations, no_expectations) -> None:
    from pyconformance.fuzz.campaign import Budget, Campaign, OutInUse, OutLock
    from pyconformance.fuzz.engine import EngineConfig
    from pyconformance.fuzz.reducer import describe
    from pyconformance.fuzz.report import LiveDisplay, render_json, render_text

    if budget is not None and programs is not None:
        die("give --budget or --programs, not both")
    try:
        chosen = resolve(generators)
    except ValueError as exc:
        die(str(exc))
    if budget is None and programs is None:
        programs = DEFAULT_PROGRAMS
    from pyconformance.fuzz.shard import WHOLE, Shard

    shard = WHOLE
    if shard_text is not None:
        try:
            shard = Shard.parse(shard_text)
        except ValueError as exc:
            die(str(exc))
    if db_url is not None:
        from pyconformance.fuzz.database import redis_database

        if database is not None:
            die("give --db or --database, not both")
        try:
            redis_database(db_url, check=True)
        except ValueError as exc:
            die(str(exc))
        database = db_url
    if database is None and out is not None:
        database = out / "hypothesis-db"
    def open_impl(spec: str):
        return ModelImplementation() if spec == MODEL else open_implementation(spec, isolation)

    lock = None
    if out is not None:
        try:
            lock = OutLock(out).acquire()
        except OutInUse as exc:
            die(str(exc))
        except OSError as exc:
            die(f"{out}: cannot use as the campaign directory ({os_error_text(exc)})")
    try:  # the lock is released however the campaign ends (its pid file removed)
        check_output(output)  # after --out exists (a summary may go inside it), before any program runs
        first = [ModelImplementation() if spec == MODEL else open_or_die(spec, isolation)
                 for spec in (reference, *candidates)]
        drift_references = drift_references_or_die(drift_options, first)
        if seed is None:  # after every usage check: a fresh seed finds what the committed corpus (seed 0's) does not hold
            import secrets

            seed = secrets.randbelow(2 ** 31)
            click.echo(f"seed {seed} (drawn at random; --seed {seed} repeats or resumes this campaign)", err=True)
        config = EngineConfig(generators=chosen, seed=seed, compare_messages=compare == "messages", database=database,
                              batch=batch, drift_references=drift_references)
        from pyconformance.fuzz.known import KnownCauses

        known = KnownCauses()
        display = LiveDisplay(enabled=sys.stderr.isatty())
        campaign = Campaign(config, reference, list(candidates), open_impl,
                            Budget(programs, budget), jobs, out, on_event=display.update, shard=shard)
        display.campaign = campaign
        failure = None
        with display:
            try:
                tally = campaign.run(first)
            except Exception as exc:  # noqa: BLE001 - an implementation lost for good, or a harness bug
                tally, failure = campaign.tally, exc
        ignore_stop_signals()  # the results are being written: a second Ctrl-C or a SIGTERM must not lose them
        seconds = campaign.seconds
        interruption = None
        if campaign.interrupted:
            interruption = {"signal": campaign.signal,
                            "resume": resume_hint(out, seed) if out is not None else None}
            new = len(tally.divergences)  # stopped: no implementation is run again to tell known from new
        else:
            new = recognise(tally, known, known_corpora, own_expectations, no_expectations, reference, candidates,
                            open_impl)
        text = render_text(tally, seed, seconds, campaign.interrupted,
                           programs_kept=("the JSON summary" + (f" {output}" if output else " on stdout"))
                           if fmt == "json" else None, interruption=interruption)
        if fmt == "json":
            written = write_summary(render_json(tally, seed, seconds, interruption), output, text)
            click.echo(text, err=True, nl=False)
        else:
            written = write_summary(text, output, text)
        if not written:
            die(f"{output}: the summary could not be written ({written.reason}); it is printed above instead")
        if campaign.interrupted:
            click.echo(f"INTERRUPTED by {interruption['signal']}: the summary holds the {tally.programs} programs "
                       "that finished" + (f"; {interruption['resume']}" if out is not None else
                                          "; without --out the campaign cannot be resumed (rerun it whole)"), err=True)
            sys.exit(128 + signal.Signals[campaign.signal])
        if failure is not None:  # what was found is in the summary above; then one line, exit 2
            if os.environ.get("PYCONFORM_FUZZ_DEBUG"):
                traceback.print_exception(failure)
            die(str(failure) if isinstance(failure, ImplementationError) else
                f"the campaign stopped on an internal error: {describe(failure)} (PYCONFORM_FUZZ_DEBUG=1 shows where)")
        # Known differences are expected: only a new root cause makes the campaign "not as expected".
        sys.exit(EXIT_UNEXPECTED if new else EXIT_OK)
    finally:
        if lock is not None:
            lock.release()


def resume_hint(out: Path, seed: int) -> str:
    return (f"resume with the same command (same --out {out}, --seed {seed} and --generator): "
            "its finished blocks of programs are skipped")


class Written:
    """Whether a summary reached its file; falsy with the reason when it did not."""

    def __init__(self, reason: str = ""):
        self.reason = reason

    def __bool__(self) -> bool:
        return not self.reason


def write_summary(body: str, output: Optional[Path], text: str) -> Written:
    """BODY to OUTPUT (atomically) or stdout. On a failed write (a full disk) the text summary
    goes to stderr instead, so what the campaign found is never lost."""
    if output is None:
        try:
            click.echo(body, nl=False)
        except BrokenPipeError:  # `| head` stopped reading: the text summary to stderr, then exit 2 (cli/group.py)
            with contextlib.suppress(OSError):
                click.echo(text, err=True, nl=False)
            raise
        return Written()
    try:
        write_atomically(output, body)
    except OSError as exc:
        if body is text:
            click.echo(text, err=True, nl=False)
        return Written(os_error_text(exc))
    return Written()


def recognise(tally, known, corpora, own_expectations, no_expectations, reference, candidates, open_impl) -> int:
    """Mark each divergence of the summary new or known (pyconformance/fuzz/known.py); the new count."""
    from pyconformance.fuzz.known import mark

    if not tally.divergences:
        return 0
    from pyconformance.expectations.known import implementation_files
    from pyconformance.suite import load_suite, packaged

    if reference == MODEL:  # the generators' models run generated programs only, not suite cases
        no_expectations, own_expectations = True, ()
    for root in corpora or [packaged("corpus")]:
        known.add_corpus(Path(root), Path(root).parent)
    for problem in known.unreadable:  # its finding cannot be matched: said, not hidden
        click.echo(f"pyconform: warning: known corpus entry skipped, not readable: {problem}", err=True)
    try:
        suite = load_suite(None)
        for spec in candidates:
            ref, cand = open_impl(reference), open_impl(spec)
            try:
                files = implementation_files(None if no_expectations else suite.expectations_dir, cand.info,
                                             own_expectations)
                if files:
                    known.add_expectations(suite.cases, files, ref, cand)
            finally:
                ref.close()
                cand.close()
    except Exception as exc:  # noqa: BLE001 - matching is extra information, never the campaign's failure
        click.echo(f"pyconform: warning: expectations not matched against the findings: {exc}", err=True)
    new, _ = mark(tally.divergences, known)
    return new


def drift_references_or_die(options, implementations) -> tuple:
    """The drift references the candidates need (implementations[0] is the reference)."""
    from pyconformance.drift.measured import later_versions, needs_measure, resolve

    ref = implementations[0].info.language_version
    versions = [impl.info.language_version for impl in implementations[1:]
                if needs_measure(ref, impl.info.language_version)]
    versions += later_versions(versions)  # forward drift: a later CPython that behaves as the candidate
    try:
        return resolve(options, versions)
    except ValueError as exc:
        for impl in implementations:
            impl.close()
        die(str(exc))


@click.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--reference", "reference", required=True)
@click.option("--candidate", "candidate", required=True)
@click.option("-o", "output", type=OutputPath(), help="Write the reduced program here.")
@click.option("--compare", type=click.Choice(["outcomes", "messages"]), default="outcomes", show_default=True)
def reduce(file, reference, candidate, output, compare) -> None:
    """Shrink FILE to a small program with the same kind of divergence (pysource-minimize, or
    text delta debugging when the host cannot parse it)."""
    from pyconformance.fuzz.reducer import NoDivergence, reduce_source

    from pyconformance.fuzz.generators.mutate import strip_metadata

    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:  # before any implementation starts
        die(f"{file}: cannot read it as UTF-8 text ({exc}); nothing was run")
    source, command = strip_metadata(text), command_line_of(file, text)
    ref, cand = open_or_die(reference), open_or_die(candidate)
    try:
        result = reduce_source(source, ref, cand, compare_messages=compare == "messages", command=command)
    except NoDivergence as exc:
        die(f"{file}: {exc}")
    finally:
        ref.close()
        cand.close()
    how = f"by {result.reducer}" + (f" ({result.fallback})" if result.fallback else "") if result.minimized \
        else "the reducers could not shrink it"
    click.echo(f"reduced {result.before} -> {result.after} lines ({', '.join(result.kinds)}); "
               f"{result.checks} runs, {how}" + (f"; stopped early: {result.stopped}" if result.stopped else "")
               + (f"; every run under its [run] table ({run_table_text(command)})" if any(command.values()) else ""),
               err=True)
    write_output(result.source, output)
    sys.exit(EXIT_OK)


def command_line_of(path: Path, text: str) -> dict:
    """A case file's or corpus entry's [run] flags, env and files (a plain program: none), for
    every run of its reduction: a witness of `-X dev` diverges only under `-X dev`."""
    from pyconformance.cases import BLOCK_START, CaseError, load_case

    if BLOCK_START not in text:
        return {}
    try:
        case = load_case(path)
    except CaseError as exc:
        die(str(exc))
    return {"flags": case.flags, "env": case.env, "files": case.files}


def run_table_text(command: dict) -> str:
    flags = " ".join(command.get("flags", ()))
    env = " ".join(f"{k}={v}" for k, v in command.get("env", ()))
    files = ", ".join(name for name, _ in command.get("files", ()))
    return "; ".join(part for part in (f"flags {flags}" if flags else "", f"env {env}" if env else "",
                                       f"files {files}" if files else "") if part)


@click.group()
def corpus() -> None:
    """Corpus maintenance."""


@corpus.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", required=True, type=OutputPath(directory=True))
@click.option("--known", type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="A corpus (e.g. corpus/): entries it already holds are not new.")
@click.option("--summary", "summary_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the merge as JSON (pyconform-fuzz-merge/1).")
@click.option("--step-summary", type=click.Path(dir_okay=False, path_type=Path),
              help="Append a Markdown line per new finding (e.g. \"$GITHUB_STEP_SUMMARY\"); nothing when none is new.")
@click.option("--reports", type=click.Path(file_okay=False, path_type=Path),
              help="Write one bug report (Markdown) per new finding into this directory.")
@click.option("--adopt", type=click.Path(file_okay=False, path_type=Path),
              help="Copy the new findings into this corpus, under fuzz-<implementation>/ (needs --known).")
@click.option("--title", default="Fuzz campaign", show_default=True, help="Heading of the step summary.")
def merge(sources, out, known, summary_path, step_summary, reports, adopt, title) -> None:
    """Combine shard directories (corpus entries, campaign state, summaries) into OUT without
    duplicates; with --known, list what the known corpus does not hold yet."""
    import json

    from pyconformance.fuzz.findings import adopt_new, step_summary as render_step_summary, write_bug_reports
    from pyconformance.fuzz.merge import merge_campaign

    if adopt is not None and known is None:
        die("--adopt needs --known (what is new is decided against a known corpus)")
    try:
        out.mkdir(parents=True, exist_ok=True)  # first: --summary may go beside or inside it
    except OSError as exc:
        die(f"{out}: cannot create ({os_error_text(exc)})")
    check_output(summary_path)
    merged = merge_campaign(sources, out, known)
    for problem in merged.unreadable:
        click.echo(f"warning: {problem}", err=True)
    for conflict in merged.conflicts:
        click.echo(f"warning: block {conflict.block} of {conflict.state_key} differs between "
                   f"{', '.join(s for s, _, _ in conflict.seen)}", err=True)
    line = (f"{merged.added} entr{'y' if merged.added == 1 else 'ies'} added to {out}, {merged.skipped} duplicate(s) "
            f"skipped; {merged.block_programs} programs in "
            f"{sum(len(b) for b in merged.blocks.values())} finished block(s), {len(merged.conflicts)} conflict(s)")
    if known is not None:
        line += f"; {len(merged.new)} new compared with {known}"
    click.echo(line, err=True)
    if summary_path is not None:
        write_output(json.dumps(merged.to_dict(), indent=2) + "\n", summary_path)
    text = render_step_summary(merged, title)
    if step_summary is not None and text:
        with open(step_summary, "a", encoding="utf-8") as handle:
            handle.write(text)
    if reports is not None:
        for path in write_bug_reports(merged, reports):
            click.echo(f"bug report: {path}", err=True)
    if adopt is not None:
        for path in adopt_new(merged, adopt):
            click.echo(f"adopted: {path}", err=True)
