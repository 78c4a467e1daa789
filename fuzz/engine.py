"""One worker of a campaign: Hypothesis generates a block of programs, each program runs on
the reference and every candidate at once, and the first new kind of divergence in a block
is shrunk by Hypothesis itself (the test body raises for it, and only for it).

A block is one Hypothesis run with a seed derived from (campaign seed, block, restart), so
the same campaign seed gives the same programs. After a shrink the block goes on with the
next restart seed until it has generated its share of programs. (A *shard* is a machine's
slice of a campaign's blocks: campaign.py, shard.py.)
"""
from __future__ import annotations

import hashlib
import os
import time
import traceback
import unittest
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from threading import Event
from typing import Callable, Optional, Protocol

from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings

from pyconformance.drift.measured import DriftMeasure
from pyconformance.implementation import Implementation
from pyconformance.judge import mismatches
from pyconformance.outcome import Outcome
from pyconformance.screening import Screened, confirm, screen

from pyconformance.fuzz.batching import batch_strategy, batchable, shrink_recipe
from pyconformance.fuzz.database import DatabaseSpec, open_database
from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.generated import GeneratedProgram, size_of
from pyconformance.fuzz.generators.registry import program_strategy
from pyconformance.fuzz.model_reference import ModelImplementation
from pyconformance.fuzz.profile import PhaseClock
from pyconformance.fuzz.steady import without_local_literals


REPLAYS = 100  # saved failures a campaign replays from the example database
CHUNK_SECONDS = 2.0  # how long one screening call may take before the stop flag is looked at
CHUNK_MIN = 8


@dataclass
class BlockState:
    """What one block of programs has seen so far, across its Hypothesis restarts.

    A block stops its Hypothesis run at the first occurrence *in the block* of each kind of
    divergence (known to the campaign or not), so the programs a block generates depend only
    on (campaign seed, block): shards of a campaign generate exactly the programs of the
    unsharded campaign, whatever the others found first. `digest` is an order-independent
    sum of the programs' hashes, which merging shards compares."""

    keys: set = field(default_factory=set)
    programs: int = 0
    digest: int = 0

    def add(self, source: str) -> None:
        self.programs += 1
        self.digest = (self.digest + int.from_bytes(hashlib.sha256(source.encode()).digest()[:8], "little")) % 2**64


class Stopped(unittest.SkipTest):
    """Raised inside the test body to end a Hypothesis run at once (it re-raises skips)."""


class DivergenceFound(Exception):
    """Base of the per-key exception classes that make Hypothesis shrink one kind only."""


@dataclass(frozen=True)
class EngineConfig:
    generators: tuple[str, ...]
    seed: int = 0
    compare_messages: bool = False
    database: DatabaseSpec = None  # a directory, or a redis:// URL (fuzz/database.py)
    shrink_calls: int = 300  # program runs allowed while shrinking one divergence
    shrink_seconds: float = 40.0
    polish_checks: int = 150  # reducer runs (pysource-minimize or text) after the Hypothesis shrink
    polish_seconds: float = 60.0
    # Programs per Hypothesis example. Above 1 they are screened in one forked child per
    # implementation and only divergent ones re-run in their own fork (pyconformance/screening.py).
    batch: int = 256
    # Shrink and polish new divergences on a reduction thread of their own (fuzz/reduce_aside.py)
    # instead of in the worker that found them, which then goes on generating.
    reduce_aside: bool = True
    # CPythons of the candidates' later language versions (pyconformance/drift/measured.py).
    drift_references: tuple = ()


class Sink(Protocol):
    """Where a worker reports; the campaign implements it (thread-safe)."""

    def program_done(self, program: GeneratedProgram, model_disagrees: bool) -> None: ...
    def harness_errors(self, count: int) -> None: ...
    def divergence(self, divergence: Divergence) -> None: ...
    def version_drift(self, program: GeneratedProgram, candidate, drifted) -> None: ...
    def seen_known(self, divergence: Divergence) -> None: ...
    def is_known(self, key: str) -> bool: ...


def block_seed(campaign_seed: int, block: int, restart: int) -> int:
    text = f"{campaign_seed}:{block}:{restart}".encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "little")


class Worker:
    """Owns one instance of the reference and of each candidate (each with its agent)."""

    def __init__(self, config: EngineConfig, reference: Implementation,
                 candidates: list[Implementation], sink: Sink, stop: Event):
        self.config, self.reference, self.candidates = config, reference, candidates
        self.sink, self.stop = sink, stop
        without_local_literals()  # the programs of a seed must not depend on the modules loaded (fuzz/steady.py)
        self.pool = ThreadPoolExecutor(max_workers=1 + len(candidates))
        self.batched = config.batch > 1 and batchable(config.generators)
        self.clock = PhaseClock()  # fuzz/profile.py: where this worker's seconds go
        self.per_program = 0.0  # seconds per program of the last screened chunk (chunk sizes)
        self.confirmed: set[str] = set()  # divergence keys a fork-per-program re-run confirmed
        self.reducer = None  # fuzz/reduce_aside.AsideReducer when the campaign reduces beside the workers
        self.strategy = (batch_strategy(config.generators, config.batch, self.clock) if self.batched
                         else program_strategy(config.generators).map(lambda p: [p]))
        self.failure_classes: dict[str, type] = {}
        self.fatal: Optional[BaseException] = None
        self.blocks: dict[int, BlockState] = {}  # per block run by this worker
        self.drift = DriftMeasure(config.drift_references)

    def close(self) -> None:
        self.pool.shutdown(wait=False)
        self.drift.close()

    def give_models(self, programs: list[GeneratedProgram]) -> None:
        """`--reference model`: the expectations of exactly the programs about to run."""
        if isinstance(self.reference, ModelImplementation):
            self.reference.forget()
            for program in programs:
                self.reference.expect(program.source, program.expected)

    def takes(self, impl: Implementation, program: GeneratedProgram) -> bool:
        """False for a program with a command line (flags, environment, files) on an
        implementation that declares it cannot take one (node engines): it is skipped there,
        and the summary counts it (`skipped`)."""
        return not program.command_line or getattr(impl, "takes_command_line", True)

    def run_all(self, program: GeneratedProgram) -> list[Optional[Outcome]]:
        """Each implementation's outcome; None where it skips the program."""
        runnable = program.program()
        self.give_models([program])
        futures = [self.pool.submit(self.clock.timed, self.phase(impl), impl.run, runnable)
                   if self.takes(impl, program) else None for impl in (self.reference, *self.candidates)]
        return [f.result() if f is not None else None for f in futures]

    def _screen(self, impl: Implementation, batch: list[GeneratedProgram], runnable: list) -> list:
        """screen() over the programs IMPL takes; None for those it skips. An implementation
        that declares its batch runs each program exactly as a single request would
        (`screen_is_exact`; none does today) gives authoritative outcomes, never run again."""
        kept = [i for i, program in enumerate(batch) if self.takes(impl, program)]
        done = screen(impl, [runnable[i] for i in kept]) if kept else []
        if getattr(impl, "screen_is_exact", False):
            done = [Screened(s.outcome, True) for s in done]
        if len(kept) == len(batch):
            return done
        found = iter(done)
        wanted = set(kept)
        return [next(found) if i in wanted else None for i in range(len(batch))]

    def run_batch(self, batch: list[GeneratedProgram], block: int) -> list[list[Outcome]]:
        """Authoritative outcomes per program, in chunks sized to about CHUNK_SECONDS of the
        slowest implementation, so a stopped campaign (budget spent, Ctrl-C) waits for one
        chunk, not for a whole batch on a slow engine. Fewer rows than programs: stopped."""
        rows: list[list[Outcome]] = []
        while len(rows) < len(batch):
            if rows and self.stop.is_set():
                break
            size = max(CHUNK_MIN, min(len(batch), int(CHUNK_SECONDS / max(self.per_program, 1e-6))))
            chunk = batch[len(rows):len(rows) + size]
            started = time.monotonic()
            rows += self._run_chunk(chunk, block)
            self.per_program = (time.monotonic() - started) / len(chunk)
        return rows

    def _run_chunk(self, batch: list[GeneratedProgram], block: int) -> list[list[Outcome]]:
        """Authoritative outcomes per program: screened, then divergent ones re-run isolated."""
        if len(batch) == 1:
            return [self.run_all(batch[0])]
        runnable = [p.program() for p in batch]
        impls = (self.reference, *self.candidates)
        self.give_models(batch)
        futures = [self.pool.submit(self.clock.timed, self.phase(impl), self._screen, impl, batch, runnable)
                   for impl in impls]
        with self.clock("analysis"):
            for program in batch:
                program.features  # parsed while the implementations run (the tally needs them)
                program.syntax
        with self.clock("waiting for implementations"):
            screened = [f.result() for f in futures]
        rows = []
        for i, program in enumerate(batch):
            column = [per_impl[i] for per_impl in screened]
            found = [] if all(s is None or s.isolated for s in column) else \
                self.diverging(program, [s and s.outcome for s in column], block)
            # A kind this worker already confirmed in its own forks is only counted from now on
            # (never saved or shrunk again), so its screened occurrences are not re-run.
            if found and not all(div.key in self.confirmed for div in found):
                with self.clock("re-running screened divergences"):
                    futures = [s and self.pool.submit(confirm, impl, runnable[i], s) for impl, s in zip(impls, column)]
                    column = [f and f.result() for f in futures]
                again = self.diverging(program, [s and s.outcome for s in column], block)
                self.confirmed.update(div.key for div in again)
                self.sink_call("rechecked", bool(again))
            rows.append([s and s.outcome for s in column])
        return rows

    def _seen(self, divergence: Divergence) -> None:
        """A known kind: counted now, or once its first occurrence is reduced aside."""
        if self.reducer is not None and self.reducer.holds(divergence.key):
            self.reducer.later(divergence)
        else:
            self.sink.seen_known(divergence)

    def phase(self, impl: Implementation) -> str:
        return "reference" if impl is self.reference else f"candidate {impl.info.spec}"

    def sink_call(self, name: str, *args) -> None:
        getattr(self.sink, name, lambda *a: None)(*args)

    def diverging(self, program: GeneratedProgram, outcomes: list[Outcome], block: int) -> list[Divergence]:
        with self.clock("comparison"):
            return self._diverging(program, outcomes, block)

    def _diverging(self, program: GeneratedProgram, outcomes: list[Outcome], block: int) -> list[Divergence]:
        ref_outcome, found = outcomes[0], []
        if ref_outcome is None:
            return found
        for impl, outcome in zip(self.candidates, outcomes[1:]):
            if outcome is None:  # skipped there (no command line): no verdict
                continue
            comparison, drifted = self.drift.compare(program.program(), self.reference.info, ref_outcome,
                                                     impl.info, outcome, self.config.compare_messages)
            if drifted is not None:  # the candidate's own CPython version does the same: not a divergence
                self.sink_call("version_drift", program, impl.info, drifted)
            elif comparison.defined:  # implementation-defined (pyconformance/impldefined.py): reported apart
                self.sink_call("implementation_defined", program, impl.info, comparison)
            elif comparison:
                found.append(Divergence(program, impl.info, self.reference.info, ref_outcome, outcome,
                                        comparison.differences, self.config.seed, block))
        return found

    def fail(self, key: str) -> None:
        """Raise the class of KEY, always from this line: Hypothesis tells failures apart by
        exception type *and* place, and a shrink must reproduce both."""
        if key not in self.failure_classes:
            self.failure_classes[key] = type(f"Divergence_{key}", (DivergenceFound,), {})
        raise self.failure_classes[key]()

    def run_block(self, block: int, count: int) -> int:
        """Generate COUNT programs for SHARD (fewer if stopped); returns how many ran."""
        done, restart = 0, 0
        seen = self.blocks[block] = BlockState()
        while done < count and not self.stop.is_set():
            ran = self._hypothesis_run(block, restart, count - done, seen)
            done += ran
            restart += 1
            if ran == 0:
                break
        return done

    def _hypothesis_run(self, block: int, restart: int, count: int, seen: Optional[BlockState] = None) -> int:
        seen = seen if seen is not None else BlockState()
        state = {"generated": 0, "target": None, "best": None, "calls": 0, "since": 0.0, "replay": False,
                 "known": False, "draw": None}
        config = self.config

        def body(batch: list[GeneratedProgram]) -> None:
            if self.stop.is_set():
                raise Stopped("campaign stopped")
            shrinking = state["target"] is not None
            fresh = not shrinking and not state["replay"]  # replays were counted where first made
            draw = getattr(batch, "draw", None)  # a derived batch's (count, seed); the cut below drops it
            if fresh:
                if state["generated"] >= count:
                    raise Stopped("share generated")
                batch = batch[:count - state["generated"]]  # exactly COUNT programs per block
            if shrinking and draw is not None and draw == state["draw"]:
                # Hypothesis replays the failing example before it reports it: the batch that
                # found TARGET, whose outcomes are known. Running it again cost as much as the
                # first run (up to 256 programs per divergence found).
                self.fail(state["target"])
            if shrinking:
                state["calls"] += 1
                if state["calls"] > config.shrink_calls or time.monotonic() - state["since"] > config.shrink_seconds:
                    return  # budget spent: every further candidate is uninteresting, so it ends fast
            try:
                rows = self.run_batch(batch, block)
            except Exception as exc:  # the harness, not the program: stop rather than "shrink" it
                self.fatal = exc
                self.stop.set()
                raise Stopped("harness failure") from exc
            if fresh:
                with self.clock("tally"):
                    for program, outcomes in zip(batch, rows):
                        self.tally(program, outcomes)
                        seen.add(program.source)
                state["generated"] += len(rows)  # fewer than the batch when the campaign stopped
            for program, outcomes in zip(batch, rows):
                for div in self.diverging(program, outcomes, block):
                    if shrinking:
                        if div.key == state["target"]:
                            best = state["best"]
                            if best is None or div.program.size <= best.program.size:
                                state["best"] = div
                            self.fail(div.key)
                        continue
                    known = self.sink.is_known(div.key)
                    if fresh and self.batched:  # block-exact: stop at the block's first of each kind
                        if div.key in seen.keys:
                            with self.clock("divergence handling"):
                                self._seen(div)
                            continue
                        seen.keys.add(div.key)
                    elif known:
                        with self.clock("divergence handling"):
                            self._seen(div)
                        continue
                    if not known and not getattr(self.sink, "admit", lambda d: True)(div):
                        continue  # the reference disagrees with itself, or the module policy explains it
                    state.update(target=div.key, best=div, since=time.monotonic(), known=known,
                                 draw=draw)
                    self.fail(div.key)

        # A derived batch is opaque to Hypothesis's shrinker; its programs shrink in polish().
        passes = [([Phase.generate] if self.batched else [Phase.generate, Phase.shrink], False)]
        claim = getattr(self.sink, "claim_reuse", lambda: False)
        if config.database is not None and claim():
            # Once per campaign, saved failures first (whole: a replay is not cut to the share).
            passes.insert(0, ([Phase.reuse], True))
        database = open_database(config.database)
        for phases, replay in passes:
            state["replay"] = replay
            # max_examples counts batches; the body itself stops at COUNT programs.
            test = settings(max_examples=REPLAYS if replay else count, database=database, deadline=None,
                            phases=phases, suppress_health_check=list(HealthCheck), report_multiple_bugs=False,
                            derandomize=False, print_blob=False, verbosity=Verbosity.quiet)(
                seed(block_seed(config.seed, block, restart))(given(self.strategy)(body)))
            with self.clock("hypothesis runs (all of the above, and Hypothesis itself)"):
                self._run_test(test, state)
            if state["best"] is not None:  # when stopping, saved as Hypothesis left it (no polish)
                best = state["best"]
                if state["known"]:
                    with self.clock("divergence handling"):
                        self._seen(best)  # the campaign has it: nothing to reduce
                elif self.reducer is not None and not self.stop.is_set():
                    self.reducer.submit(best)  # reduced beside the campaign (fuzz/reduce_aside.py)
                else:
                    if self.stop.is_set():
                        best = replace(best, unreduced="the campaign stopped before it was reduced")
                    else:
                        with self.clock("reduction"):
                            best = self.polish(best)
                    with self.clock("divergence handling"):
                        self.sink.divergence(best)
            if state["target"] is not None and not replay:
                break
            state.update(target=None, best=None, calls=0, known=False, draw=None)  # a replay's find does not end the block
        # A run that found nothing new generated exactly its share; one that shrank generated less.
        return max(state["generated"], 1) if state["target"] else state["generated"]


    def _run_test(self, test: Callable[[], None], state: dict) -> None:
        try:
            test()
        except unittest.SkipTest:  # Stopped, or a replay pass with nothing saved to replay
            if self.fatal is not None:
                raise self.fatal
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as exc:  # noqa: B036 - the shrunk failure (or Flaky) ends the run; state has it
            if state["target"] is None:
                raise  # no divergence was being shrunk: a harness bug must not pass as "0 programs"
            if os.environ.get("PYCONFORM_FUZZ_DEBUG"):
                traceback.print_exception(exc)

    def tally(self, program: GeneratedProgram, outcomes: list[Optional[Outcome]]) -> None:
        disagrees = program.expected is not None and outcomes[0] is not None and not outcomes[0].harness_error \
            and bool(mismatches(program.expected, outcomes[0]))
        lost = sum(o is not None and bool(o.harness_error) and not o.harness_error.startswith("no model")
                   for o in outcomes)
        for impl, outcome in zip((self.reference, *self.candidates), outcomes):
            if outcome is None:
                self.sink_call("skipped", program, impl.info)
        self.sink.program_done(program, disagrees)
        if lost:
            self.sink.harness_errors(lost)

    def shrink_parts(self, div: Divergence) -> Divergence:
        """Shrink a derived program's part seeds (batching.py) with fork-per-program runs."""
        found: dict[str, Divergence] = {}

        def still_diverges(program: GeneratedProgram) -> bool:
            if self.stop.is_set():  # the campaign's budget is spent: keep what was found
                return False
            for again in self.diverging(program, self.run_all(program), div.block):
                if again.candidate == div.candidate and again.key == div.key:
                    found[program.source] = again
                    return True
            return False

        smaller = shrink_recipe(div.program, still_diverges, self.config.shrink_calls)
        return found[smaller.source] if smaller is not None else div

    def polish(self, div: Divergence) -> Divergence:
        """The part-seed shrink, then pysource-minimize (or the text reducer when the host
        cannot parse the program). Never raises: whatever fails, the divergence comes back
        as far as it got, with the reason in `unreduced`, and the campaign goes on."""
        from pyconformance.fuzz.reducer import describe

        if self.stop.is_set():  # queued when the budget ran out: saved as found, nothing run
            return replace(div, unreduced="the campaign stopped before it was reduced")
        try:
            div = self.shrink_parts(div)
        except Exception as exc:  # noqa: BLE001 - one divergence's reduction must not end a campaign
            return replace(div, unreduced=f"the part-seed shrink failed: {describe(exc)}")
        try:
            return self._minimize(div)
        except Exception as exc:  # noqa: BLE001
            return replace(div, unreduced=f"reduction failed: {describe(exc)}")

    def _minimize(self, div: Divergence) -> Divergence:
        from pyconformance.fuzz.generators.grammar import inner_source, wrap
        from pyconformance.fuzz.reducer import NoDivergence, reduce_source

        if div.program.command_line:  # the reducer runs bare sources: the part-seed shrink is all
            return div

        candidate = next(impl for impl in self.candidates if impl.info == div.candidate)
        try:
            result = reduce_source(div.program.source, self.reference, candidate, self.config.compare_messages,
                                   limit=self.config.polish_checks, seconds=self.config.polish_seconds,
                                   halt=self.stop.is_set)
        except NoDivergence:  # not reproducible outside Hypothesis: keep what the shrink found
            return replace(div, unreduced="the divergence did not reproduce when re-run for reduction")
        stopped = f"reduction stopped early: {result.stopped}" if result.stopped else \
            "the campaign stopped during its reduction" if self.stop.is_set() else ""
        if self.stop.is_set():  # its budget is spent: no run to confirm the reduced program
            return replace(div, unreduced=stopped)
        if size_of(result.source) >= div.program.size:
            return replace(div, unreduced=stopped)
        inner = inner_source(result.source) if div.program.generator == "grammar" else None
        program = (wrap(inner) if inner is not None else
                   GeneratedProgram.make(result.source, div.program.generator, timeout=div.program.timeout))
        for found in self.diverging(program, self.run_all(program), div.block):
            if found.candidate == div.candidate and found.kinds == div.kinds:
                return replace(found, reducer=result.reducer, unreduced=stopped)
        return replace(div, unreduced="the reduced program did not reproduce the divergence")


BlockSource = Callable[[], Optional[tuple[int, int]]]


def work(worker: Worker, next_block: BlockSource,
         finished: Callable[[int, int, int, BlockState], None]) -> None:
    """Take blocks until there are none (or the campaign stops)."""
    while not worker.stop.is_set():
        job = next_block()
        if job is None:
            return
        block, count = job
        ran = worker.run_block(block, count)
        finished(block, count, ran, worker.blocks.pop(block))
