"""A run's own work overlaps its programs: the jobs start before the certificate model is
imported (runner.run_cases `meanwhile`), the interpreter is probed while the suite loads
(pipeline.look_ahead), and what the job threads all ask is asked once (once.shared_cache)."""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from pyconformance import sandbox
from pyconformance.adapters import python_command
from pyconformance.cases import Case, Expectation
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.pipeline import look_ahead
from pyconformance.runner import run_cases
from tests.conftest import write_case

ROOT = Path(__file__).resolve().parents[1]
INFO = ImplementationInfo(spec="fake", name="cpython", version=(3, 8, 18))
CASE_META = 'rules = ["demo.rule"]\nfeatures = ["demo"]\ndescription = "prints ok"\n[expect]\nstdout = "ok\\n"\n'
RULES = '[[rule]]\nid = "demo.rule"\ntitle = "demo"\nstatement = "s"\nsource = "000-article.md"\n'
# Runs `pyconform run`, noting which heavy modules are imported at the moment the job
# threads have been started (runner.head_start is called right after they start), and the
# durations of an earlier run it passes on (pyconformance/durations.py).
WATCHED_RUN = """
import json, sys, threading
import pyconformance.runner as runner
seen = []
head_start = runner.head_start
def watched(work):
    seen.append({"jobs": sum(t.name.startswith("job-") for t in threading.enumerate()),
                 "imported": sorted(m for m in ("pydantic", "rich", "pyconformance.certificate",
                                                "pyconformance.reports.text") if m in sys.modules)})
    return head_start(work)
runner.head_start = watched
run_cases = runner.run_cases
import gc
passes = []
def run_watched(*args, **kwargs):
    seen.append({"durations": sorted(kwargs["durations"])})
    gc.callbacks.append(lambda phase, info: phase == "start" and passes.append(info["generation"]))
    return run_cases(*args, **kwargs)
runner.run_cases = run_watched
import atexit
atexit.register(lambda: sys.stderr.write("SEEN " + json.dumps(seen + [{"collections": len(passes)}]) + "\\n"))
from pyconformance.cli.main import main
main()
"""


def case(cid: str) -> Case:
    return Case(id=cid, path=Path(f"{cid}.py"), source="print('ok')\n", rules=("r",), features=("f",),
                description="d", expect=Expectation(stdout="ok\n"))


class Waiting(Implementation):
    """Each program waits (up to 10 s) for the run's `meanwhile` to say it ran, then passes."""

    def __init__(self, started: threading.Event):
        self.info = INFO
        self.started = started

    def run(self, program) -> Outcome:
        waited = self.started.wait(10)
        return Outcome(phase="ok", stdout="ok\n" if waited else "meanwhile never ran while programs ran\n")


def test_meanwhile_runs_while_the_programs_run():
    started = threading.Event()
    results = run_cases(lambda: Waiting(started), [case(f"c{n}") for n in range(4)], {}, jobs=2,
                        meanwhile=started.set)
    assert [r.status for r in results.results] == ["pass"] * 4, [r.message for r in results.results]


def test_a_meanwhile_that_fails_changes_no_result():
    started = threading.Event()
    started.set()

    def broken() -> None:
        raise OSError("disk gone")

    results = run_cases(lambda: Waiting(started), [case(f"c{n}") for n in range(3)], {}, jobs=2, meanwhile=broken)
    assert sorted(r.status for r in results.results) == ["pass"] * 3 and results.interrupted is None


def test_a_run_starts_its_jobs_before_importing_the_certificate_model_and_knows_the_last_durations(tmp_path):
    suite = tmp_path / "suite"
    (suite / "cases" / "demo").mkdir(parents=True)
    (suite / "rules.toml").write_text(RULES)
    for n in range(3):
        write_case(suite / "cases" / "demo", f"c{n}.py", CASE_META, "print('ok')\n")
    out = tmp_path / "cert.json"
    env = {**os.environ, "PYCONFORM_CACHE": str(tmp_path / "cache")}
    seen = []
    for _ in range(2):  # the first parses the new case files (with the input model: pydantic); the second reads them
        done = subprocess.run([sys.executable, "-c", WATCHED_RUN, "run", "--impl", sys.executable, "--suite",
                               str(suite), "--isolation", "batch", "--jobs", "2", "--format", "json", "-o", str(out)],
                              capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        seen += json.loads(next(line for line in done.stderr.splitlines() if line.startswith("SEEN "))[5:])
    ids = ["demo/c0", "demo/c1", "demo/c2"]
    assert seen == [{"durations": []}, {"jobs": 2, "imported": ["pydantic"]}, {"collections": 0},
                    {"durations": ids}, {"jobs": 2, "imported": []}, {"collections": 0}]
    # (the second run also knows how long each case ran; no run walks its objects with the collector)
    doc = json.loads(out.read_text())  # made all the same, with what was imported meanwhile
    assert doc["complete"] is True and doc["summary"]["passed"] == 3 and doc["provenance"]["suite"]["cases"] == 3


# -- asked once: the interpreter's probe, the confinement probe ----------------------------

@pytest.fixture
def counted_probe(monkeypatch):
    calls = []

    def probe(spec: str, executable: str) -> ImplementationInfo:
        calls.append(executable)
        time.sleep(0.2)  # long enough for the other callers to ask meanwhile
        return ImplementationInfo(spec, "cpython", (3, 8, len(calls)), executable)

    monkeypatch.setattr(python_command, "probe", probe)
    python_command._probe_unchanged.cache_clear()
    yield calls
    python_command._probe_unchanged.cache_clear()


def test_an_unchanged_interpreter_is_probed_once_by_all_threads(tmp_path, counted_probe):
    exe = tmp_path / "python"
    exe.write_bytes(b"\x7fELF")
    answers = []
    threads = [threading.Thread(target=lambda: answers.append(python_command.probe_once("py", str(exe))))
               for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(counted_probe) == 1 and len(set(answers)) == 1


def test_two_interpreters_are_probed_at_the_same_time(tmp_path, monkeypatch):
    started = {name: threading.Event() for name in ("a", "b")}
    other = {"a": "b", "b": "a"}

    def probe(spec: str, executable: str) -> ImplementationInfo:
        started[spec].set()
        together = started[other[spec]].wait(10)  # each waits for the other to have begun
        return ImplementationInfo(spec, "cpython", (3, 8, 18 if together else 0), executable)

    monkeypatch.setattr(python_command, "probe", probe)
    python_command._probe_unchanged.cache_clear()
    answers = {}
    try:
        for name in "ab":
            (tmp_path / name).write_bytes(b"\x7fELF")
        threads = [threading.Thread(target=lambda n=name: answers.__setitem__(
            n, python_command.probe_once(n, str(tmp_path / n)))) for name in "ab"]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        python_command._probe_unchanged.cache_clear()
    assert {n: a.version for n, a in answers.items()} == {"a": (3, 8, 18), "b": (3, 8, 18)}


def test_a_changed_interpreter_is_probed_again(tmp_path, counted_probe):
    exe = tmp_path / "python"
    exe.write_bytes(b"\x7fELF")
    first = python_command.probe_once("py", str(exe))
    stamp = exe.stat().st_mtime_ns
    os.utime(exe, ns=(stamp + 10**9, stamp + 10**9))  # replaced in place: same size, new time
    second = python_command.probe_once("py", str(exe))
    exe.write_bytes(b"\x7fELF, longer")  # or a new size
    third = python_command.probe_once("py", str(exe))
    assert len(counted_probe) == 3 and first.version != second.version != third.version


def test_look_ahead_probes_what_opening_then_uses(counted_probe):
    from pyconformance.adapters.specs import open_implementation

    ahead = look_ahead(sys.executable)
    time.sleep(0.05)  # the look-ahead has begun its probe
    with open_implementation(sys.executable, "agent") as impl:
        assert impl.info.version == (3, 8, 1)
    ahead.join()
    assert counted_probe == [sys.executable]


def test_only_a_sure_python_command_is_probed_ahead(tmp_path):
    from pyconformance.adapters.specs import command_path

    exe = tmp_path / "python"
    exe.write_bytes(b"\x7fELF")
    assert command_path(str(exe)) == str(exe)
    assert command_path("python3") == __import__("shutil").which("python3")
    assert command_path("cython:python3.8") is None and command_path("brython") is None  # kinds
    assert command_path(str(tmp_path / "missing")) is None  # opening says why


def test_the_confinement_probe_runs_once_for_all_job_threads(monkeypatch):
    ran = []

    def works(prefix=(), preexec=None) -> bool:
        ran.append(prefix)
        time.sleep(0.2)
        return True

    monkeypatch.setattr(sandbox, "_works", works)
    monkeypatch.setattr(sandbox, "_namespace_preexec", lambda: (lambda: None))
    sandbox._preexec_works.cache_clear()
    try:
        threads = [threading.Thread(target=sandbox._preexec_works) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert ran == [()]
    finally:
        sandbox._preexec_works.cache_clear()  # the next caller asks the machine itself


# -- a certificate's outcomes ---------------------------------------------------------------

@pytest.mark.parametrize("outcome", [
    Outcome(phase="ok", stdout="1\n", seconds=0.5),
    Outcome(phase="run", exception=ExceptionInfo("ValueError", "bad"), exit_code=1, stderr_tail="tb"),
    Outcome.harness_failure("agent lost", 2.0),
])
def test_an_outcome_dict_holds_every_field_as_before(outcome):
    expected = dataclasses.asdict(outcome)
    if not outcome.harness_error:
        del expected["harness_error"]
    assert outcome.to_dict() == expected and Outcome.from_dict(outcome.to_dict()) == outcome
