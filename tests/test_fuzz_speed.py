"""Issue 31, item 5: a time budget is honoured against a slow candidate (screening in chunks),
reduction runs beside the workers and still saves reduced entries, and MicroPython's shared
screening instance puts back what a program changed."""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

from threading import Event

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.fuzz.engine import EngineConfig, Worker
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from tests.conftest import needs_system_python, open_engine_or_skip

ROOT = Path(__file__).resolve().parents[1]
HOST = sys.executable
SLOW = str(ROOT / "tests" / "fixtures" / "slow_python")
BROKEN = str(ROOT / "tests" / "fixtures" / "broken_fstring_python")


@needs_system_python
def test_a_time_budget_stops_within_a_chunk_on_a_slow_candidate(tmp_path):
    started = time.monotonic()
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", SLOW, "--generator", "misc",
                                       "--budget", "4", "--jobs", "1", "--seed", "1", "--format", "json",
                                       "-o", str(tmp_path / "s.json")], catch_exceptions=False)
    wall = time.monotonic() - started
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    # A whole batch (up to 256 programs at 50 ms each) would take over 12 s on the candidate.
    assert summary["seconds"] < 4 + 6, summary["seconds"]
    assert 0 < summary["programs"] < 256 and wall < 40
    assert "candidate " + SLOW in summary["profile"]


@needs_system_python
def test_reduction_aside_saves_reduced_entries_and_counts_repeats(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", BROKEN, "--generator", "fstring",
                                       "--programs", "300", "--seed", "2", "--out", str(out), "--format", "json",
                                       "-o", str(tmp_path / "s.json")], catch_exceptions=False)
    assert result.exit_code == 1, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["divergences"] and all(Path(d["path"]).is_file() for d in summary["divergences"])
    assert summary["profile"].get("reduction (aside)", 0) > 0 and "reduction" not in summary["profile"]
    assert sum(d.get("occurrences", 0) for d in summary["divergences"]) > len(summary["divergences"])


@pytest.mark.skipif(shutil.which("node") is None, reason="node not on PATH")
def test_micropython_screening_puts_back_what_a_program_changed():
    engine = open_engine_or_skip("micropython")
    try:
        leak = Program.of("import builtins, sys\nbuiltins.leak = 1\nbuiltins.len = lambda x: 99\nsys.path.append('/nowhere')\n"
                          "import mine\nprint(mine.V)\n", files={"mine.py": "V = 7\n"})
        probe = Program.of("import sys\ntry:\n    leak\n    print('leak')\nexcept NameError:\n    print('clean')\n"
                           "print('/nowhere' in sys.path, 'mine' in sys.modules, len([1]))\n"
                           "try:\n    import mine\n    print('mine found')\nexcept ImportError:\n    print('no mine')\n")
        outcomes = engine.screen([leak, probe, leak, probe])
        assert [o.stdout for o in outcomes] == ["7\n", "clean\nFalse False 1\nno mine\n"] * 2
        assert engine.run(probe).stdout == outcomes[1].stdout  # as in a fresh instance
        assert [o.stdout for o in engine.screen([probe, probe])] == [outcomes[1].stdout] * 2  # after a single run
    finally:
        engine.close()


class Marking(Implementation):
    """A candidate that prints an extra line for every program of odd length (a divergence of
    one kind in most batches) and counts the programs it runs, screened and single."""

    def __init__(self):
        self.info = ImplementationInfo("marking", "marking", (3, 8, 0))
        self.screened = self.single = 0

    def answer(self, program) -> Outcome:
        return Outcome(phase="ok", stdout="odd\n" if len(program.source) % 2 else "")

    def run(self, program) -> Outcome:
        self.single += 1
        return self.answer(program)

    def screen(self, programs) -> list:
        self.screened += len(programs)
        return [self.answer(p) for p in programs]


class Quiet(Implementation):
    def __init__(self):
        self.info = ImplementationInfo("quiet", "quiet", (3, 8, 0))

    def run(self, program) -> Outcome:
        return Outcome(phase="ok")


class Counted:
    """The worker's sink and reducer: counts programs and divergences, reduces nothing."""

    def __init__(self):
        self.programs, self.found = 0, []

    def program_done(self, program, model_disagrees):
        self.programs += 1

    def harness_errors(self, count):
        raise AssertionError("no harness errors expected")

    def seen_known(self, divergence):
        pass

    def is_known(self, key):
        return False

    def submit(self, divergence):
        self.found.append(divergence)

    def holds(self, key):
        return False


def test_the_batch_that_found_a_divergence_is_not_run_again():
    """Hypothesis replays the failing example before reporting it; for a derived batch the
    outcomes are already known, so the candidate screens every program exactly once."""
    candidate, counted = Marking(), Counted()
    worker = Worker(EngineConfig(generators=("misc", "fstring"), seed=3), Quiet(), [candidate], counted, Event())
    worker.reducer = counted
    try:
        ran = worker.run_block(0, 300)
    finally:
        worker.close()
    assert ran == counted.programs == 300
    assert counted.found, "the marking candidate should diverge in some batch"
    # (a chunk of one program runs as a single request, not screened)
    assert candidate.screened <= counted.programs, (candidate.screened, counted.programs)


def test_a_spent_budget_ends_a_queued_reduction_without_running_anything():
    """Reduction beside the campaign: once the budget is spent, a divergence still queued is
    saved as found (marked unreduced), without a single run on either side."""
    candidate, counted, stop = Marking(), Counted(), Event()
    worker = Worker(EngineConfig(generators=("misc", "fstring"), seed=3), Quiet(), [candidate], counted, stop)
    worker.reducer = counted
    try:
        worker.run_block(0, 100)
        assert counted.found
        found = counted.found[0]
        runs = candidate.screened + candidate.single
        stop.set()
        kept = worker.polish(found)
    finally:
        worker.close()
    assert candidate.screened + candidate.single == runs
    assert kept.program == found.program and "stopped" in kept.unreduced
