"""Before a divergence is kept: is it one? The reference must agree with itself, and the
module policy must not explain it.

1. Reference self-check: the program runs on the reference in two more fresh processes,
   each with another PYTHONHASHSEED (the agent runs programs with 0); if either outcome
   differs from the one the divergence was judged on (after the differ's normalisation),
   the reference is not deterministic on it: the divergence is `unstable`, never saved.
2. Module policy (fuzz/modules.py): a module only the candidate has is no divergence; a
   declared CPython-only or platform-optional module is no cause; a module only the
   reference has is the cause, one per module.

Differences that touch only implementation-defined behaviour never get here: the differ
sets them apart (pyconformance/impldefined.py) and the campaign counts them (`SetApart`).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from typing import Optional, Union

from pyconformance.differ import raw_differences
from pyconformance.implementation import Implementation
from pyconformance.outcome import Outcome
from pyconformance.program import Program

from pyconformance.fuzz.divergence import implementation_label
from pyconformance.fuzz.modules import ModuleProbe, ModuleVerdict, judge_modules

HASH_SEEDS = ("1", "2")  # two more than the agent's 0 (pyconformance/sandbox.py)
KEPT, UNSTABLE = "divergence", "unstable"
CACHE_SIZE = 4096


@dataclass(frozen=True)
class Verdict:
    status: str  # KEPT, UNSTABLE, or a ModuleVerdict status that is not a cause
    detail: str = ""
    module: str = ""  # the missing module a kept divergence is about ("" when none)

    @property
    def kept(self) -> bool:
        return self.status == KEPT


def with_hash_seed(program: Program, hash_seed: str) -> Program:
    """PROGRAM, with its own command line (flags, environment, files), under HASH_SEED; a
    program that sets PYTHONHASHSEED itself keeps its own."""
    if any(name == "PYTHONHASHSEED" for name, _ in program.env):
        return program
    return replace(program, env=tuple(sorted(program.env + (("PYTHONHASHSEED", hash_seed),))))


def self_check(reference: Implementation, program: Union[Program, str], outcome: Outcome, timeout: float) -> str:
    """"" when the reference, in two fresh processes with other hash seeds, does what OUTCOME
    says it did; else what differed. PROGRAM runs with its command line (the cmdline
    generator's flags, environment and files): without them it is another program."""
    if isinstance(program, str):
        program = Program(source=program, timeout=timeout)
    source = program.source
    for hash_seed in HASH_SEEDS:
        again = reference.run(with_hash_seed(replace(program, timeout=timeout), hash_seed))
        if again.harness_error:
            return f"PYTHONHASHSEED={hash_seed}: the reference could not run it again ({again.harness_error})"
        found = raw_differences(outcome, again, source=source) or raw_differences(again, outcome, source=source)
        if found:
            return f"PYTHONHASHSEED={hash_seed}: {found[0]}"
    return ""


def is_model(impl: Implementation) -> bool:
    return impl.info.name == "model"


class Referee:
    """Shared by a campaign's workers (each passes its own implementations); caches per program."""

    def __init__(self):
        self.probe = ModuleProbe()
        self.lock = threading.Lock()
        self.verdicts: dict[tuple[str, str, str], Verdict] = {}

    def judge(self, program: Union[Program, str], reference: Implementation, reference_outcome: Outcome,
              candidate: Implementation, timeout: float = 10.0) -> Verdict:
        program = Program(source=program, timeout=timeout) if isinstance(program, str) else program
        key = (implementation_label(reference.info), implementation_label(candidate.info), program)
        with self.lock:
            if key in self.verdicts:
                return self.verdicts[key]
        verdict = self._judge(program, reference, reference_outcome, candidate, timeout)
        with self.lock:
            if len(self.verdicts) >= CACHE_SIZE:
                self.verdicts.clear()
            self.verdicts[key] = verdict
        return verdict

    def _judge(self, program: Program, reference: Implementation, reference_outcome: Outcome,
               candidate: Implementation, timeout: float) -> Verdict:
        if is_model(reference):  # the generators' models: nothing to re-run, no modules to probe
            return Verdict(KEPT)
        unstable = self_check(reference, program, reference_outcome, timeout)
        if unstable:
            return Verdict(UNSTABLE, unstable)
        modules: ModuleVerdict = judge_modules(program.source, (reference, implementation_label(reference.info)),
                                               (candidate, implementation_label(candidate.info)), self.probe)
        if not modules.is_cause:
            return Verdict(modules.status, f"module {modules.module}", modules.module)
        return Verdict(KEPT, module=modules.module if modules.status == "missing" else "")


@dataclass
class SetApartEntry:
    reason: str  # "implementation-defined:<class>", "unstable", "module:<status>"
    candidate: str
    program: str  # the smallest program seen
    occurrences: int = 0
    detail: str = ""
    command: dict = field(default_factory=dict)  # its flags, env, files (GeneratedProgram.command)

    def to_dict(self) -> dict:
        return {"reason": self.reason, "candidate": self.candidate, "occurrences": self.occurrences,
                "program": self.program, **self.command, "detail": self.detail}


@dataclass
class SetApart:
    """Differences that are not causes, counted per (reason, candidate): reported apart."""

    entries: dict[tuple[str, str], SetApartEntry] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, reason: str, candidate: str, program: str, detail: str = "", command: Optional[dict] = None) -> bool:
        """True when REASON is new for CANDIDATE. COMMAND: the program's command line, kept with it."""
        with self.lock:
            entry = self.entries.get((reason, candidate))
            new = entry is None
            if new:
                entry = self.entries[(reason, candidate)] = SetApartEntry(reason, candidate, program, detail=detail,
                                                                          command=dict(command or {}))
            elif len(program) < len(entry.program):
                entry.program, entry.detail, entry.command = program, detail or entry.detail, dict(command or {})
            entry.occurrences += 1
            return new

    def count(self, prefix: str) -> int:
        with self.lock:
            return sum(e.occurrences for (reason, _), e in self.entries.items() if reason.startswith(prefix))

    def to_list(self, prefix: str = "") -> list[dict]:
        with self.lock:
            return [e.to_dict() for (reason, cand), e in sorted(self.entries.items()) if reason.startswith(prefix)]


def reason_of(verdict: Verdict) -> str:
    return UNSTABLE if verdict.status == UNSTABLE else f"module:{verdict.status}"


def defined_reason(defined_class: str) -> str:
    return f"implementation-defined:{defined_class}"
