"""Campaigns end to end: no false positives against the reference itself; the deliberately
broken candidate (tests/fixtures/broken_fstring_python) is found, reduced and replayable;
an interrupted campaign writes a valid summary and resumes without duplicates."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from click.testing import CliRunner

from pyconformance.cases import load_case
from pyconformance.cli.main import main

from pyconformance.fuzz.campaign import BLOCK_SIZE
from pyconformance.fuzz.corpus import CorpusIndex
from tests.conftest import needs_system_python

ROOT = Path(__file__).resolve().parents[1]
HOST = sys.executable
BROKEN = str(ROOT / "tests" / "fixtures" / "broken_fstring_python")
# The fixture finds its interpreter as `python3` on the scrubbed PATH programs get.


def fuzz(*args: str):
    return CliRunner().invoke(main, ["fuzz", *args], catch_exceptions=False)


def test_reference_against_itself_has_no_divergence(tmp_path):
    result = fuzz("--reference", HOST, "--candidate", HOST, "--programs", "40", "--seed", "3",
                  "--format", "json", "-o", str(tmp_path / "s.json"), "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["schema"] == "pyconform-fuzz/1"
    assert {"schema", "seed", "programs", "seconds", "programs_per_second",
            "feature_hits", "divergences"} <= set(summary)  # the contract's fields, extensions beside them
    assert summary["reference_version"] == ".".join(map(str, sys.version_info[:3]))
    assert summary["programs"] == 40 and summary["divergences"] == []
    assert sum(summary["feature_hits"].values()) > 0


def test_a_reference_that_is_not_38_is_named_in_the_summary(tmp_path):
    result = fuzz("--reference", HOST, "--candidate", HOST, "--programs", "5", "--generator", "misc")
    assert result.exit_code == 0, result.output
    lines = [line for line in result.output.splitlines() if line.startswith("warning: the reference is")]
    if sys.version_info[:2] == (3, 8):
        assert lines == []
    else:
        assert len(lines) == 1 and f"{sys.version_info[0]}.{sys.version_info[1]}" in lines[0], result.output


@needs_system_python
def test_broken_candidate_is_found_reduced_and_replays(tmp_path):
    out = tmp_path / "corpus"
    result = fuzz("--reference", HOST, "--candidate", BROKEN, "--generator", "fstring", "--programs", "60",
                  "--seed", "1", "--out", str(out), "--format", "json", "-o", str(tmp_path / "s.json"))
    assert result.exit_code == 1, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    found = [d for d in summary["divergences"] if "fstring-eq" in d["features"]]
    assert found, summary
    entry = Path(found[0]["path"])
    case = load_case(entry)
    program = case.source.split("# ///\n", 1)[1]
    assert program.count("\n") <= 10
    assert case.provenance["generator"] == "fstring" and case.provenance["kinds"] == ["stdout"]
    replay = CliRunner().invoke(main, ["replay", str(entry), "--impl", BROKEN])
    assert replay.exit_code == 1, replay.output
    replay = CliRunner().invoke(main, ["replay", str(entry), "--impl", HOST])
    assert replay.exit_code == 0, replay.output


@needs_system_python
def test_reduce_command_keeps_the_kind_of_divergence(tmp_path):
    program = tmp_path / "big.py"
    program.write_text("x = 12\ndef f(a, /, b):\n    return a + b\nprint(f(1, 2))\n"
                       "for i in range(2):\n    print(i)\nprint(f'{x * 2 = :>5}')\n")
    out = tmp_path / "small.py"
    result = CliRunner().invoke(main, ["reduce", str(program), "--reference", HOST, "--candidate", BROKEN,
                                       "-o", str(out)])
    assert result.exit_code == 0, result.output
    reduced = out.read_text()
    assert reduced.count("\n") <= 2 and "=" in reduced and reduced.startswith("print(f")
    same = CliRunner().invoke(main, ["reduce", str(program), "--reference", HOST, "--candidate", HOST])
    assert same.exit_code == 2


@needs_system_python
def test_interrupt_writes_a_summary_and_resume_adds_no_duplicates(tmp_path):
    out = tmp_path / "corpus"
    command = [sys.executable, "-m", "pyconformance", "fuzz", "--reference", HOST, "--candidate", BROKEN,
               "--generator", "fstring", "--programs", "5000", "--seed", "9", "--out", str(out),
               "--format", "json", "-o", str(tmp_path / "s.json")]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline and not list(out.glob("*.py")):
        time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr.decode()  # interrupted: 130, whatever it found
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["schema"] == "pyconform-fuzz/1" and summary["programs"] < 5000
    assert summary["complete"] is False and summary["interrupted"]["signal"] == "SIGINT"
    assert b"INTERRUPTED by SIGINT" in stderr
    before = sorted(p.name for p in out.glob("*.py"))
    assert before
    again = fuzz("--reference", HOST, "--candidate", BROKEN, "--generator", "fstring", "--programs", str(BLOCK_SIZE),
                 "--seed", "9", "--out", str(out))
    assert again.exit_code == 1, again.output
    index = CorpusIndex(out)
    assert len(index.by_signature) == len(list(out.glob("*.py")))  # one file per signature
    assert set(before) <= {p.name for p in out.glob("*.py")}
    state = json.loads((out / "campaign-state.json").read_text())
    assert state  # finished shards are remembered for the next run


@needs_system_python
def test_model_reference_judges_without_a_reference_interpreter(tmp_path):
    agree = fuzz("--reference", "model", "--candidate", HOST, "--generator", "targeted", "--programs", "40")
    assert agree.exit_code == 0, agree.output
    broken = fuzz("--reference", "model", "--candidate", BROKEN, "--generator", "fstring", "--programs", "30",
                  "--seed", "2", "--out", str(tmp_path))
    assert broken.exit_code == 1, broken.output
    (entry,) = tmp_path.glob("*.py")
    assert load_case(entry).provenance["reference"]["name"] == "model"
