"""Nothing one divergence does ends a campaign: injected failures (a candidate accepting
syntax the reference rejects, a reducer that raises, a full disk, a corpus directory that
vanishes) each end with a normal summary and the divergence recorded; and the campaign's
output is the summary, with no warning lines."""
from __future__ import annotations

import ast
import errno
import json
import re
import shutil
import subprocess
import sys
import threading
import warnings
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cases import load_case
from pyconformance.cli.main import main
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz import quiet
from pyconformance.fuzz.delta import ddmin, reduce_text
from pyconformance.fuzz.reducer import TEXT, reduce_source

ROOT = Path(__file__).resolve().parents[1]
HOST = sys.executable
LENIENT = str(ROOT / "tests" / "fixtures" / "lenient_syntax_python")
BROKEN = str(ROOT / "tests" / "fixtures" / "broken_fstring_python")
# The fixtures find their interpreter as `python3` on the scrubbed PATH programs get.
needs_system_python = pytest.mark.skipif(
    shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") is None,
    reason="the fixtures need python3 in /usr/local/bin, /usr/bin or /bin")
# signature and walrus generate illegal forms (defaults, `:=` targets) the lenient candidate accepts.
INVALID_SYNTAX = ("--generator", "signature", "--generator", "walrus")


def fuzz(tmp_path: Path, *args: str):
    """A campaign through the CLI; (result, JSON summary)."""
    summary = tmp_path / "summary.json"
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, *args, "--format", "json", "-o", str(summary)],
                                catch_exceptions=False)
    return result, json.loads(summary.read_text())


def host_parses(text: str) -> bool:
    try:
        ast.parse(text)
        return True
    except SyntaxError:
        return False


def entry_program(path: Path) -> str:
    return load_case(path).source.split("# ///\n", 1)[1]


# -- the parse-free reducer -------------------------------------------------------

def test_ddmin_keeps_what_the_test_needs_and_respects_its_budget():
    needed = {"b", "e"}
    checks = []

    def keeps(text: str) -> bool:
        checks.append(text)
        return needed <= set(text)

    assert ddmin(list("abcdefgh"), keeps, lambda: False) == ["b", "e"]
    checks.clear()
    ddmin(list("abcdefgh"), keeps, lambda: len(checks) >= 3)
    assert len(checks) == 3


def test_text_reduction_needs_no_parse():
    source = "x = 1\nprint(x)\ndef f(a=1, b):\n    pass\nprint('''unterminated\n"
    assert not host_parses(source)

    def keeps(text: str) -> bool:
        return "a=1, b)" in text and not host_parses(text)

    reduced = reduce_text(source, keeps, lambda: False)
    assert keeps(reduced) and reduced == "a=1, b)"


@needs_system_python
def test_reduce_source_uses_the_text_reducer_when_the_host_cannot_parse():
    source = "x = 3\nfor i in range(x):\n    print(i)\ndef f(a=1, b):\n    return a\nprint(f(2, 3))\n"
    with open_implementation(HOST) as ref, open_implementation(LENIENT) as cand:
        result = reduce_source(source, ref, cand, limit=200)
    assert result.reducer == TEXT and result.minimized and result.fallback == "the host cannot parse it"
    assert result.kinds == ("phase:compile:SyntaxError>ok",)
    assert result.after < result.before and len(result.source) < len(source) and not host_parses(result.source)


@needs_system_python
def test_pysource_minimize_failing_falls_back_to_the_text_reducer(monkeypatch):
    import pysource_minimize

    def broken_minimize(*args, **kwargs):
        raise RuntimeError("injected pysource-minimize bug")

    monkeypatch.setattr(pysource_minimize, "minimize", broken_minimize)
    source = "x = 12\nfor i in range(2):\n    print(i)\nprint(f'{x * 2 = :>5}')\n"
    with open_implementation(HOST) as ref, open_implementation(BROKEN) as cand:
        result = reduce_source(source, ref, cand, limit=200)
    assert result.reducer == TEXT and "injected pysource-minimize bug" in result.fallback
    assert result.kinds == ("stdout",) and result.after <= 2 and "for" not in result.source
    assert "f'{" in result.source and "=" in result.source
    assert result.stopped == ""


# -- injected failures in whole campaigns ----------------------------------------

@needs_system_python
def test_candidate_accepting_invalid_syntax_ends_normally_with_the_divergence_saved(tmp_path):
    out = tmp_path / "corpus"
    result, summary = fuzz(tmp_path, "--candidate", LENIENT, *INVALID_SYNTAX, "--programs", "400", "--jobs", "2",
                           "--out", str(out))
    assert result.exit_code == 1, result.output
    assert summary["programs"] == 400 and summary["save_failures"] == []
    accepted = [d for d in summary["divergences"] if d["candidate_outcome"]["phase"] == "ok"
                and d["reference_outcome"]["phase"] == "compile"]
    assert accepted, summary["divergences"]
    div = accepted[0]
    assert div["reducer"] == TEXT and div["unreduced"] == ""
    program = entry_program(Path(div["path"]))
    assert program and not host_parses(program)
    assert load_case(Path(div["path"])).provenance["reducer"] == TEXT
    replay = CliRunner().invoke(main, ["replay", div["path"], "--impl", HOST])
    assert replay.exit_code == 0, replay.output  # the reference still rejects it
    replay = CliRunner().invoke(main, ["replay", div["path"], "--impl", LENIENT])
    assert replay.exit_code == 1, replay.output


@needs_system_python
def test_a_reducer_that_raises_leaves_the_divergence_saved_unreduced(tmp_path, monkeypatch):
    import pyconformance.fuzz.reducer as reducer

    def raising_reducer(*args, **kwargs):
        raise RuntimeError("injected reducer failure")

    monkeypatch.setattr(reducer, "reduce_source", raising_reducer)
    out = tmp_path / "corpus"
    result, summary = fuzz(tmp_path, "--candidate", BROKEN, "--generator", "fstring", "--programs", "120",
                           "--seed", "1", "--out", str(out))
    assert result.exit_code == 1, result.output
    assert summary["programs"] == 120  # the campaign went on
    assert summary["divergences"] and summary["unreduced"] == len(summary["divergences"])
    for div in summary["divergences"]:
        assert div["unreduced"] == "reduction failed: RuntimeError: injected reducer failure"
        provenance = load_case(Path(div["path"])).provenance
        assert provenance["unreduced"] == div["unreduced"] and "reducer" not in provenance
    assert "saved unreduced or part-reduced" in result.output


def full_disk_under(monkeypatch, root: Path) -> None:
    """Every write of a file under ROOT fails as on a full disk."""
    real_write_text = Path.write_text

    def write_text(self, *args, **kwargs):
        if root == self or root in self.parents:
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real_write_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", write_text)


@needs_system_python
def test_a_full_disk_keeps_the_divergences_in_the_summary(tmp_path, monkeypatch):
    out = tmp_path / "corpus"
    full_disk_under(monkeypatch, out)
    result, summary = fuzz(tmp_path, "--candidate", BROKEN, "--generator", "fstring", "--programs", "150",
                           "--seed", "1", "--out", str(out))
    assert result.exit_code == 1, result.output
    assert summary["programs"] == 150 and summary["divergences"]
    failures = {f["id"]: f for f in summary["save_failures"]}
    assert set(failures) == {d["id"] for d in summary["divergences"]}
    for div in summary["divergences"]:
        failure = failures[div["id"]]
        assert div["path"] == "" and "No space left on device" in failure["reason"]
        assert "=" in failure["program"] and failure["kinds"] == ["stdout"]
    assert summary["state_save_failures"] >= 1  # the resume state could not be written either
    assert not [p for p in out.rglob("*") if p.is_file() and "hypothesis-db" not in p.parts]  # no half files
    assert "could not be saved" in result.output and "campaign state could not be written" in result.output


@needs_system_python
def test_a_corpus_directory_that_vanishes_mid_run_is_recreated(tmp_path, monkeypatch):
    out = tmp_path / "corpus"
    real_write_text = Path.write_text
    vanished = []

    def write_text(self, *args, **kwargs):
        if not vanished and out in self.parents:
            vanished.append(self)
            shutil.rmtree(out)  # gone just as the campaign writes into it
        return real_write_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", write_text)
    result, summary = fuzz(tmp_path, "--candidate", BROKEN, "--generator", "fstring", "--programs", "150",
                           "--seed", "1", "--out", str(out))
    assert vanished and result.exit_code == 1, result.output
    assert summary["save_failures"] == [] and summary["state_save_failures"] == 0
    assert summary["divergences"] and all(Path(d["path"]).is_file() for d in summary["divergences"])
    assert (out / "campaign-state.json").is_file()


def test_an_internal_error_still_ends_with_the_summary_and_one_line(tmp_path, monkeypatch):
    from pyconformance.fuzz.engine import Worker

    real_tally = Worker.tally
    seen = []

    def failing_tally(self, program, outcomes):
        seen.append(program)
        if len(seen) > 40:
            raise RuntimeError("injected harness bug")
        return real_tally(self, program, outcomes)

    monkeypatch.setattr(Worker, "tally", failing_tally)
    summary_path = tmp_path / "summary.json"
    result = CliRunner().invoke(main, ["fuzz", "--reference", HOST, "--candidate", HOST, "--generator", "misc",
                                       "--programs", "150", "--batch", "8", "--format", "json",
                                       "-o", str(summary_path)], catch_exceptions=False)
    assert result.exit_code == 2, result.output
    summary = json.loads(summary_path.read_text())
    assert summary["programs"] == 40
    assert "Traceback" not in result.output
    assert result.stderr.splitlines()[-1] == (
        "pyconform: error: the campaign stopped on an internal error: RuntimeError: injected harness bug "
        "(PYCONFORM_FUZZ_DEBUG=1 shows where)")


# -- no warning floods --------------------------------------------------------------

def test_warnings_from_any_thread_are_counted_not_printed(capsys):
    counts: Counter = Counter()
    with quiet.collected(counts):
        warnings.simplefilter("always")
        threads = [threading.Thread(target=warnings.warn, args=(f"repr of {n} kB", UserWarning)) for n in (37, 137)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert counts == Counter({"UserWarning: repr of N kB": 2})
    assert capsys.readouterr().err == ""
    assert warnings.showwarning is not None and warnings.showwarning.__name__ != "count"  # restored


def test_a_campaign_counts_warnings_into_its_summary_instead_of_printing_them(tmp_path, monkeypatch):
    from pyconformance.fuzz.campaign import Campaign

    real_program_done = Campaign.program_done

    def warning_program_done(self, *args):
        warnings.warn("a library warns once per program", UserWarning)
        return real_program_done(self, *args)

    monkeypatch.setattr(Campaign, "program_done", warning_program_done)
    result, summary = fuzz(tmp_path, "--candidate", HOST, "--generator", "misc", "--programs", "30")
    assert result.exit_code == 0, result.output
    # Counted as the filters let it through (the default: once per place, between filter changes).
    (count,) = summary["warnings"].values()
    assert list(summary["warnings"]) == ["UserWarning: a library warns once per program"] and 1 <= count <= 30
    mentions = [line for line in result.stderr.splitlines() if "UserWarning" in line]
    assert mentions == [f"warning during the campaign ({count}x): UserWarning: a library warns once per program"]


WARNING_LINE = re.compile(r"\w*Warning\b|^\s*text_repr = ")


@needs_system_python
def test_campaign_output_has_no_warning_lines(tmp_path):
    # A whole shard of batches with divergences: Hypothesis replays each failing batch,
    # which printed a HypothesisWarning ("overly large repr") per divergence.
    command = [sys.executable, "-m", "pyconformance", "fuzz", "--reference", HOST, "--candidate", BROKEN,
               "--generator", "fstring", "--generator", "signature", "--programs", "1000", "--seed", "4",
               "--format", "json", "-o", str(tmp_path / "s.json")]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["divergences"] and summary["warnings"] == {}
    noisy = [line for line in done.stderr.splitlines() if WARNING_LINE.search(line)]
    assert noisy == [], done.stderr
    assert done.stderr.startswith("1000 programs in")  # the summary, and nothing before it


def test_host_parses_take_turns_during_a_campaign():
    import ast

    from pyconformance.fuzz import host_ast

    real_parse = ast.parse
    inside, most = [0], [0]

    def counting_parse(*args, **kwargs):
        inside[0] += 1
        most[0] = max(most[0], inside[0])
        try:
            threading.Event().wait(0.002)  # long enough for another thread to come in
            return real_parse(*args, **kwargs)
        finally:
            inside[0] -= 1

    ast.parse = counting_parse
    try:
        with host_ast.serialized():
            threads = [threading.Thread(target=lambda: [ast.parse("x = 1") for _ in range(20)]) for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        assert ast.parse is counting_parse  # put back
    finally:
        ast.parse = real_parse
    assert most[0] == 1
