"""Issue 31, item 5: a time budget is honoured against a slow candidate (screening in chunks),
reduction runs beside the workers and still saves reduced entries, and MicroPython's shared
screening instance puts back what a program changed."""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
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
