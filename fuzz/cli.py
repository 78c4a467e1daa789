"""`pyconform fuzz`, `pyconform reduce` and `pyconform corpus merge`."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from pyconform.cli import EXIT_OK, EXIT_UNEXPECTED, die, main, open_or_die, write_output
from pyconform.implementation import ImplementationError
from pyconform.specs import open_implementation

from pyconform.fuzz.generators import GENERATORS, resolve
from pyconform.fuzz.model_reference import SPEC as MODEL, ModelImplementation

DEFAULT_PROGRAMS = 500


@main.command()
@click.option("--reference", "reference", required=True,
              help="Reference implementation spec, or 'model': the targeted generators' own 3.8 models.")
@click.option("--candidate", "candidates", required=True, multiple=True, help="Candidate spec (repeatable).")
@click.option("--generator", "generators", multiple=True,
              help=f"Generator (repeatable): {', '.join(GENERATORS)}, or all/default/targeted.")
@click.option("--budget", type=click.FloatRange(min=0, min_open=True), help="Stop after this many seconds.")
@click.option("--programs", type=click.IntRange(min=1), help=f"Stop after N programs (default {DEFAULT_PROGRAMS}).")
@click.option("--seed", type=click.IntRange(min=0), default=0, show_default=True)
@click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Corpus directory for reduced divergences (resumable).")
@click.option("--database", type=click.Path(file_okay=False, path_type=Path),
              help="Hypothesis example database to share between runs (default OUT/hypothesis-db).")
@click.option("--db", "db_url", metavar="redis://HOST:PORT",
              help="Share Hypothesis's example database through Redis (e.g. between --shard runs).")
@click.option("--shard", "shard_text", metavar="I/N",
              help="Run only shard I of N (1-based) of the campaign's seed space.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the summary here.")
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
def fuzz(reference, candidates, generators, budget, programs, seed, jobs, out, database, db_url, shard_text,
         fmt, output, compare, isolation, batch, drift_options) -> None:
    """Differential fuzzing: generated programs on a reference and candidates; divergences
    are reduced, deduplicated and saved under --out as corpus entries."""
    from pyconform.fuzz.campaign import Budget, Campaign
    from pyconform.fuzz.engine import EngineConfig
    from pyconform.fuzz.report import LiveDisplay, render_json, render_text

    if budget is not None and programs is not None:
        die("give --budget or --programs, not both")
    try:
        chosen = resolve(generators)
    except ValueError as exc:
        die(str(exc))
    if budget is None and programs is None:
        programs = DEFAULT_PROGRAMS
    from pyconform.fuzz.shard import WHOLE, Shard

    shard = WHOLE
    if shard_text is not None:
        try:
            shard = Shard.parse(shard_text)
        except ValueError as exc:
            die(str(exc))
    if db_url is not None:
        from pyconform.fuzz.database import redis_database

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

    first = [ModelImplementation() if spec == MODEL else open_or_die(spec, isolation)
             for spec in (reference, *candidates)]
    config = EngineConfig(generators=chosen, seed=seed, compare_messages=compare == "messages", database=database,
                          batch=batch, drift_references=drift_references_or_die(drift_options, first))
    display = LiveDisplay(enabled=sys.stderr.isatty())
    campaign = Campaign(config, reference, list(candidates), open_impl,
                        Budget(programs, budget), jobs, out, on_event=display.update, shard=shard)
    display.campaign = campaign
    with display:
        try:
            tally = campaign.run(first)
        except ImplementationError as exc:
            die(str(exc))
    seconds = campaign.seconds
    text = render_text(tally, seed, seconds, campaign.interrupted)
    if fmt == "json":
        write_output(render_json(tally, seed, seconds), output)
        click.echo(text, err=True, nl=False)
    else:
        write_output(text, output)
    sys.exit(EXIT_UNEXPECTED if tally.divergences else EXIT_OK)


def drift_references_or_die(options, implementations) -> tuple:
    """The drift references the candidates need (implementations[0] is the reference)."""
    from pyconform.drift_reference import needs_measure, resolve

    ref = implementations[0].info.language_version
    versions = [impl.info.language_version for impl in implementations[1:]
                if needs_measure(ref, impl.info.language_version)]
    try:
        return resolve(options, versions)
    except ValueError as exc:
        for impl in implementations:
            impl.close()
        die(str(exc))


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--reference", "reference", required=True)
@click.option("--candidate", "candidate", required=True)
@click.option("-o", "output", type=click.Path(dir_okay=False, path_type=Path), help="Write the reduced program here.")
@click.option("--compare", type=click.Choice(["outcomes", "messages"]), default="outcomes", show_default=True)
def reduce(file, reference, candidate, output, compare) -> None:
    """Shrink FILE to a small program with the same kind of divergence (pysource-minimize)."""
    from pyconform.fuzz.reducer import NoDivergence, reduce_source

    from pyconform.fuzz.gen_mutate import strip_metadata

    source = strip_metadata(file.read_text(encoding="utf-8"))
    ref, cand = open_or_die(reference), open_or_die(candidate)
    try:
        result = reduce_source(source, ref, cand, compare_messages=compare == "messages")
    except NoDivergence as exc:
        die(f"{file}: {exc}")
    finally:
        ref.close()
        cand.close()
    click.echo(f"reduced {result.before} -> {result.after} lines ({', '.join(result.kinds)}); "
               f"{result.checks} runs{'' if result.minimized else '; the reducer could not shrink it'}",
               err=True)
    write_output(result.source, output)
    sys.exit(EXIT_OK)


@main.group()
def corpus() -> None:
    """Corpus maintenance."""


@corpus.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path))
def merge(sources, out) -> None:
    """Combine corpus directories (e.g. CI shards) into OUT without duplicates."""
    from pyconform.fuzz.corpus import merge as merge_dirs

    added, skipped = merge_dirs(sources, out)
    click.echo(f"{added} entr{'y' if added == 1 else 'ies'} added to {out}, {skipped} duplicate(s) skipped")
