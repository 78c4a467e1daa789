"""A campaign: workers (threads, one set of implementations each) take blocks of programs
until the budget is spent, report divergences, and the campaign saves them, resumably.

Resuming: `<out>/campaign-state.json` records finished blocks per (seed, generators); a
rerun with the same --out skips them, and the corpus index refuses duplicate entries.
"""
from __future__ import annotations

import fcntl
import json
import os
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from pyconformance.implementation import Implementation
from pyconformance.interrupt import signal_name

from pyconformance.fuzz import host_ast, quiet
from pyconformance.fuzz.causes import Cause, CauseBook, divergence_cause
from pyconformance.fuzz.corpus import CorpusIndex, atomic_write
from pyconformance.fuzz.divergence import Divergence, implementation_label as label_of_info
from pyconformance.fuzz.drift_log import DriftLog
from pyconformance.fuzz.engine import BlockState, EngineConfig, Worker, work
from pyconformance.fuzz.profile import PhaseClock
from pyconformance.fuzz.reduce_aside import AsideReducer
from pyconformance.fuzz.rule_coverage import RULE_COUNT_CAP
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.referee import Referee, SetApart, Verdict, defined_reason, reason_of
from pyconformance.fuzz.reducer import describe
from pyconformance.fuzz.shard import WHOLE, Shard, block_count

CAUSES_NOTE = "causes.json"
BLOCK_SIZE = 500  # programs per Hypothesis run: several batches, so its start-up cost is small
STATE_FILE = "campaign-state.json"
BLOCKS_PREFIX = "blocks|"  # state key of the per-block program digests


LOCK_FILE = "campaign.lock"  # the pid of the campaign that holds --out, while it runs


class OutInUse(Exception):
    """Another live campaign holds the --out directory."""


class OutLock:
    """An exclusive lock on a campaign's --out directory for the campaign's life: a flock on
    the directory itself (the kernel drops it with its holder, so a killed campaign leaves no
    stale lock), and LOCK_FILE naming the holder's pid for a campaign that is refused."""

    def __init__(self, out: Path):
        self.out = Path(out)
        self.fd: Optional[int] = None

    def acquire(self) -> "OutLock":
        self.out.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.out, os.O_RDONLY | os.O_DIRECTORY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            try:
                holder = (self.out / LOCK_FILE).read_text(encoding="ascii").strip() or "unknown"
            except (OSError, ValueError):
                holder = "unknown"
            raise OutInUse(f"{self.out} is in use by another campaign (pid {holder}); give each campaign its "
                           "own --out (--shard I/N campaigns are merged with `corpus merge`)") from None
        self.fd = fd
        try:
            (self.out / LOCK_FILE).write_text(f"{os.getpid()}\n", encoding="ascii")
        except OSError:
            pass  # a full disk: the lock holds all the same, a refused campaign cannot name the pid
        return self

    def release(self) -> None:
        if self.fd is not None:
            try:
                (self.out / LOCK_FILE).unlink()
            except OSError:
                pass
            os.close(self.fd)  # closing drops the flock
            self.fd = None


@dataclass
class Budget:
    programs: Optional[int] = None
    seconds: Optional[float] = None


@dataclass
class Tally:
    """Counters shown live and summarised at the end."""
    programs: int = 0
    model_disagreements: int = 0
    harness_errors: int = 0  # outcomes the harness could not produce (agent lost, ...)
    duplicates: int = 0
    rechecked: int = 0  # screened divergences re-run in their own forks
    artefacts: int = 0  # ... of which the re-run showed no divergence (a screening artefact)
    feature_hits: Counter = field(default_factory=Counter)
    generator_hits: Counter = field(default_factory=Counter)
    syntax_seen: set = field(default_factory=set)  # ast node types of all programs (syntax coverage)
    rule_hits: dict = field(default_factory=dict)  # rule -> Counter(generator): fuzz/rule_coverage.py
    skipped: Counter = field(default_factory=Counter)  # (implementation spec, generator) -> programs
    generators: tuple = ()  # the campaign's generators (which rules they can reach)
    profile: Counter = field(default_factory=Counter)  # phase -> seconds, all workers (fuzz/profile.py)
    divergences: list[dict] = field(default_factory=list)
    # Divergences found but not saved (disk full, ...): id, candidate, reason and the program
    # itself, so the summary loses nothing; and how often the resume state could not be written.
    save_failures: list[dict] = field(default_factory=list)
    state_save_failures: int = 0
    state_save_error: str = ""
    warnings: Counter = field(default_factory=Counter)  # kind -> count (fuzz/quiet.py), never printed live
    reference: dict = field(default_factory=dict)  # ImplementationInfo.to_dict() of the reference
    candidates: list = field(default_factory=list)  # ImplementationInfo.to_dict() of each candidate
    drift: DriftLog = field(default_factory=DriftLog)  # measured version drift (never a divergence)
    drift_references: list = field(default_factory=list)  # DriftReference.to_dict() of each one used
    causes: Optional[CauseBook] = None  # root causes: one divergence entry each (fuzz/causes.py)
    # Not causes, reported apart: implementation-defined differences, programs the reference
    # disagreed with itself on (unstable), differences the module policy explains (fuzz/referee.py).
    set_apart: SetApart = field(default_factory=SetApart)


def state_is_valid(state, key: str) -> bool:
    """STATE holds, under KEY, a list of finished block numbers and, under its blocks key, a
    table of block -> [programs, digest] (what _save_state writes)."""
    if not isinstance(state, dict):
        return False
    done, blocks = state.get(key, []), state.get(BLOCKS_PREFIX + key, {})
    return (isinstance(done, list) and all(isinstance(n, int) for n in done) and isinstance(blocks, dict)
            and all(str(b).isdigit() and isinstance(v, list) for b, v in blocks.items()))


class Campaign:
    def __init__(self, config: EngineConfig, reference_spec: str, candidate_specs: list[str],
                 open_impl: Callable[[str], Implementation], budget: Budget, jobs: int,
                 out: Optional[Path], on_event: Callable[[], None] = lambda: None, shard: Shard = WHOLE):
        self.config, self.reference_spec, self.candidate_specs = config, reference_spec, candidate_specs
        self.shard = shard  # --shard I/N: this campaign owns every N-th block of programs
        self.open_impl, self.budget, self.jobs, self.out = open_impl, budget, jobs, out
        self.on_event = on_event
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.tally = Tally(generators=config.generators)
        self.index = CorpusIndex(out)
        for problem in self.index.unreadable:  # in the summary's warnings: its cause is not known to this run
            self.tally.warnings[f"corpus entry skipped, not readable: {problem}"] += 1
        self.causes = self.tally.causes = CauseBook(self.index)
        for problem in self.causes.problems:
            self.tally.warnings[problem] += 1
        self.seen_signatures: set[str] = set()  # causes listed in the summary so far
        self.started = time.monotonic()
        self.assigned = 0
        # Batches derive other programs from the same seed, so the batch size is part of the key.
        self.state_key = f"{config.seed}|{','.join(config.generators)}" + (f"|b{config.batch}" if config.batch > 1 else "")
        self.state = self._load_state()
        self.completed: set[int] = set(self.state.get(self.state_key, []))
        # block -> [programs, digest] of every finished block, for merging shards (fuzz/merge.py)
        self.block_digests: dict[str, list] = dict(self.state.get(BLOCKS_PREFIX + self.state_key, {}))
        self.next_index = shard.index
        self.interrupted = False
        self.signal = ""  # the signal that interrupted the campaign ("SIGINT", "SIGTERM"), "" if none
        self.reused = False
        self.errors: list[BaseException] = []
        self.referee = Referee()
        self.thread_impls: dict[int, tuple[Implementation, list[Implementation]]] = {}
        self.reducer: Optional[AsideReducer] = None
        self.reduction_clock = PhaseClock()
        self.saturated: dict[str, set] = {}  # generator -> rules counted RULE_COUNT_CAP times

    # -- resumable state ------------------------------------------------------
    def _load_state(self) -> dict:
        """The resume state of --out; one that cannot be read is said in the summary's warnings
        (nothing is resumed, and the file is written afresh) rather than silently dropped."""
        path = self.out / STATE_FILE if self.out is not None else None
        if path is None or not path.is_file():
            return {}
        try:
            state = json.loads(path.read_text(encoding="utf-8"))
            problem = "" if state_is_valid(state, self.state_key) else "not the state a campaign writes"
        except (OSError, ValueError) as exc:
            state, problem = {}, f"not readable JSON ({type(exc).__name__})"
        if problem:
            self.tally.warnings[f"{path}: {problem}; nothing resumed, the campaign started afresh"] += 1
            return {}
        return state

    def _save_state(self) -> None:
        """Called with the lock held. A failed write costs only resumability: counted, not raised."""
        if self.out is None:
            return
        self.state[self.state_key] = sorted(self.completed)
        self.state[BLOCKS_PREFIX + self.state_key] = dict(sorted(self.block_digests.items(), key=lambda kv: int(kv[0])))
        try:
            self.out.mkdir(parents=True, exist_ok=True)
            atomic_write(self.out / STATE_FILE, json.dumps(self.state, indent=1) + "\n")
        except Exception as exc:  # noqa: BLE001 - disk full, directory gone, ...
            self.tally.state_save_failures += 1
            self.tally.state_save_error = describe(exc)

    # -- the block queue ------------------------------------------------------
    def next_block(self) -> Optional[tuple[int, int]]:
        with self.lock:
            if self.stop.is_set() or self.out_of_time():
                return None
            if self.shard != WHOLE:
                return self._next_owned_block()
            if self.budget.programs is not None and self.assigned >= self.budget.programs:
                return None
            while self.next_index in self.completed:
                self.next_index += 1
            block = self.next_index
            self.next_index += 1
            count = BLOCK_SIZE
            if self.budget.programs is not None:
                count = min(count, self.budget.programs - self.assigned)
            self.assigned += count
            return block, count

    def _next_owned_block(self) -> Optional[tuple[int, int]]:
        """--shard I/N: blocks I-1, I-1+N, ... sized as in the unsharded campaign of
        --programs (fuzz/shard.py), so the N shards split its seed space exactly."""
        while self.next_index in self.completed:
            self.next_index += self.shard.total
        block = self.next_index
        count = block_count(block, self.budget.programs, BLOCK_SIZE)
        if count == 0:
            return None
        self.next_index += self.shard.total
        self.assigned += count
        return block, count

    def block_finished(self, block: int, count: int, ran: int, seen: Optional[BlockState] = None) -> None:
        with self.lock:
            if ran < count:
                return  # stopped part-way: the block runs again from its start next time
            if seen is not None:
                self.block_digests[str(block)] = [seen.programs, f"{seen.digest:016x}"]
            if count == BLOCK_SIZE:  # only whole blocks are skipped on resume
                self.completed.add(block)
            self._save_state()

    def out_of_time(self) -> bool:
        return self.budget.seconds is not None and time.monotonic() - self.started >= self.budget.seconds

    # -- the sink workers report to ---------------------------------------------
    def harness_errors(self, count: int) -> None:
        with self.lock:
            self.tally.harness_errors += count

    def rechecked(self, confirmed: bool) -> None:
        with self.lock:
            self.tally.rechecked += 1
            self.tally.artefacts += not confirmed

    def program_done(self, program: GeneratedProgram, model_disagrees: bool) -> None:
        with self.lock:
            self.tally.programs += 1
            self.tally.model_disagreements += model_disagrees
            self.tally.generator_hits[program.generator] += 1
            self.tally.syntax_seen |= program.syntax
            # Past RULE_COUNT_CAP programs a rule is not probed again for that generator: the
            # probes cost as much as a parse, and coverage needs reach, not a large count.
            saturated = self.saturated.setdefault(program.generator, set())
            for rule in program.rules_reached_except(frozenset(saturated)):
                hits = self.tally.rule_hits.setdefault(rule, Counter())
                hits[program.generator] += 1
                if hits[program.generator] >= RULE_COUNT_CAP:
                    saturated.add(rule)
            for feature in program.features:
                self.tally.feature_hits[feature] += 1
        self.on_event()

    def skipped(self, program: GeneratedProgram, implementation) -> None:
        """PROGRAM was not run on IMPLEMENTATION (it cannot take a command line)."""
        with self.lock:
            self.tally.skipped[(implementation.spec, program.generator)] += 1

    def claim_reuse(self) -> bool:
        """True for the first Hypothesis run of the campaign only."""
        with self.lock:
            first, self.reused = not self.reused, True
            return first

    def is_known(self, key: str) -> bool:
        return self.index.knows_key(key) is not None or self.causes.knows_key(key)

    def implementation_defined(self, program: GeneratedProgram, candidate, comparison) -> None:
        if self.tally.set_apart.add(defined_reason(comparison.defined_class), label_of_info(candidate),
                                    program.source, command=program.command()):
            self.on_event()

    def verdict(self, divergence: Divergence) -> Optional[Verdict]:
        """The referee's verdict on DIVERGENCE, with this worker thread's implementations
        (None when the thread has none: nothing to check with)."""
        impls = self.thread_impls.get(threading.get_ident())
        if impls is None:
            return None
        reference, candidates = impls
        candidate = next((c for c in candidates if c.info == divergence.candidate), None)
        if candidate is None:
            return None
        return self.referee.judge(divergence.program.program(), reference, divergence.reference_outcome, candidate,
                                  divergence.program.timeout)

    def admit(self, divergence: Divergence) -> bool:
        """False (and the divergence set apart) when it is not one: see fuzz/referee.py."""
        verdict = self.verdict(divergence)
        if verdict is None or verdict.kept:
            return True
        self.tally.set_apart.add(reason_of(verdict), label_of_info(divergence.candidate),
                                 divergence.program.source, verdict.detail, divergence.program.command())
        self.on_event()
        return False

    def seen_known(self, divergence: Divergence) -> None:
        if not self.is_known(divergence.key) and not self.admit(divergence):
            return  # a kind no cause has yet, and this program is not a divergence
        with self.lock:
            self.tally.duplicates += 1
        cause = self.causes.cause_for(divergence)
        entry = self.index.knows_key(divergence.key)
        path = self.causes.has_entry(cause) or (str(entry.path or "") if entry is not None else "")
        self.causes.occurred(cause, divergence)
        self._record(divergence, path, cause)

    def divergence(self, divergence: Divergence) -> None:
        """A reduced new kind: a new corpus entry only when its root cause has none yet; a
        failure to save is recorded, never raised."""
        verdict = self.verdict(divergence)
        if verdict is not None and not verdict.kept:
            self.tally.set_apart.add(reason_of(verdict), label_of_info(divergence.candidate),
                                     divergence.program.source, verdict.detail, divergence.program.command())
            self.on_event()
            return
        cause = divergence_cause(divergence, verdict.module if verdict is not None else "")
        path = self.causes.has_entry(cause)
        if path is None:
            try:
                saved, _new = self.index.save(divergence, self.reference_spec, self._spec_of(divergence), cause)
            except Exception as exc:  # noqa: BLE001 - disk full, directory gone, an unrenderable value, ...
                saved = None
                self._save_failed(divergence, describe(exc))
            path = str(saved) if saved else ""
        self.causes.occurred(cause, divergence, path or None, reduced=True)
        self._record(divergence, path, cause)

    def _save_failed(self, divergence: Divergence, reason: str) -> None:
        with self.lock:
            self.tally.save_failures.append({
                "id": divergence.id, "candidate": self._spec_of(divergence), "reason": reason,
                "kinds": list(divergence.kinds), "unreduced": divergence.unreduced,
                "program": divergence.program.source, **divergence.program.command()})

    def version_drift(self, program: GeneratedProgram, candidate, drifted) -> None:
        if self.tally.drift.add(program, candidate, drifted):
            self.on_event()

    def _record(self, divergence: Divergence, path: str, cause: Cause) -> None:
        with self.lock:
            if cause.key in self.seen_signatures:
                return
            self.seen_signatures.add(cause.key)
            # after_seconds: campaign time when this cause was found and saved (reduction included).
            self.tally.divergences.append({**divergence.summary(path, self._spec_of(divergence)),
                                           "cause": cause.key, "anchor": cause.anchor,
                                           "after_seconds": round(self.seconds, 3)})
        self.on_event()

    def _spec_of(self, divergence: Divergence) -> str:
        return divergence.candidate.spec

    # -- running ----------------------------------------------------------------
    def _reduction_worker(self) -> Worker:
        """The reduction thread's own implementations (opened at its first divergence)."""
        impls = [self.open_impl(spec) for spec in (self.reference_spec, *self.candidate_specs)]
        self.thread_impls[threading.get_ident()] = (impls[0], impls[1:])  # the referee's, after reduction
        return Worker(self.config, impls[0], impls[1:], self, self.stop)

    def _worker_thread(self, reference: Implementation, candidates: list[Implementation]) -> None:
        worker = Worker(self.config, reference, candidates, self, self.stop)
        self.thread_impls[threading.get_ident()] = (reference, candidates)
        worker.reducer = self.reducer
        try:
            work(worker, self.next_block, self.block_finished)
        except BaseException as exc:  # surfaced by run(); the campaign stops
            self.errors.append(exc)
            self.stop.set()
        finally:
            self.thread_impls.pop(threading.get_ident(), None)
            with self.lock:
                self.tally.profile.update(worker.clock.seconds)
            worker.close()
            for impl in (reference, *candidates):
                impl.close()

    def run(self, first: Optional[list[Implementation]] = None) -> Tally:
        """Blocks until done; Ctrl-C stops the workers and still returns the tally. Warnings
        are counted into the tally, not printed (the output is the display and the summary)."""
        with quiet.collected(self.tally.warnings), host_ast.serialized():
            return self._run(first)

    def _run(self, first: Optional[list[Implementation]]) -> Tally:
        sets = [first] if first else []
        while len(sets) < self.jobs:
            sets.append([self.open_impl(spec) for spec in (self.reference_spec, *self.candidate_specs)])
        self.tally.reference = sets[0][0].info.to_dict() if sets else {}
        self.tally.candidates = [impl.info.to_dict() for impl in sets[0][1:]] if sets else []
        self.reducer = AsideReducer(self._reduction_worker, self, self.reduction_clock) if self.config.reduce_aside else None
        self.tally.drift_references = [ref.to_dict() for ref in self.config.drift_references]
        threads = [threading.Thread(target=self._worker_thread, args=(impls[0], impls[1:]), daemon=True)
                   for impls in sets]
        for thread in threads:
            thread.start()
        try:
            while any(t.is_alive() for t in threads):
                if self.out_of_time():
                    self.stop.set()
                for thread in threads:
                    thread.join(timeout=0.1)
        except KeyboardInterrupt as exc:
            self.interrupted = True
            self.signal = signal_name(exc)
            self.stop.set()
            for thread in threads:
                thread.join(timeout=15)
            with self.lock:
                self._save_state()  # the shards finished so far are skipped on resume
        if self.reducer is not None:
            def tick() -> None:
                if self.out_of_time():
                    self.stop.set()
            try:
                self.reducer.drain(tick)
            except KeyboardInterrupt as exc:
                self.interrupted = True
                self.signal = self.signal or signal_name(exc)
                self.stop.set()
                self.reducer.drain()
            self.tally.profile.update(self.reduction_clock.seconds)
            if self.reducer.error is not None:
                self.errors.append(self.reducer.error)
        self.tally.divergences.sort(key=lambda d: (d["candidate"], d["id"]))  # complete even when raising
        try:
            self.causes.save()
        except OSError as exc:  # causes.json is a by-product: the summary still lists every cause
            self.tally.state_save_failures += 1
            self.tally.state_save_error = f"{CAUSES_NOTE}: {describe(exc)}"
        if self.errors and not self.interrupted:
            raise self.errors[0]
        return self.tally

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started
