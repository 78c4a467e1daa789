"""A hostile user against certificates (issue 26 items 2, 3 and 8; issue 30 item 3; issue 27
item 3): broken certificates are refused with the field they break, `diff` gates on every way
a case can stop passing, an interrupted run says so everywhere, and a certificate says what
was certified. Each test drives the installed command line, as a user would."""
from __future__ import annotations

import copy
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT, write_case

PYCONFORM = [sys.executable, "-m", "pyconformance"]
RESULTS = ROOT / "conformance" / "results"
COMMITTED = RESULTS / "pypy.json"  # a committed certificate (PyPy 7.3.11)
PY38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")
PY311 = next(iter(sorted(Path("/root/.pyenv/versions").glob("3.11*/bin/python3.11"))), None)
needs_py38 = pytest.mark.skipif(not PY38.exists(), reason="needs CPython 3.8.18 under pyenv")
OK_META = '''
rules = ["demo.rule"]
features = ["demo"]
description = "prints ok"
[expect]
stdout = "ok\\n"
'''
RULES = '[[rule]]\nid = "demo.rule"\ntitle = "demo"\nstatement = "s"\nsource = "000-article.md"\n'


def cli(*args, cwd=None, env=None, timeout=600) -> subprocess.CompletedProcess:
    return subprocess.run([*PYCONFORM, *args], capture_output=True, text=True, cwd=cwd or ROOT, env=env,
                          timeout=timeout)


def committed() -> dict:
    return json.loads(COMMITTED.read_text())


def write(tmp_path: Path, name: str, doc: dict) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return path


def one_error_line(done: subprocess.CompletedProcess) -> str:
    assert done.returncode == 2, (done.returncode, done.stdout[-500:], done.stderr[-1500:])
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    return lines[0]


def mini_suite(root: Path, count: int, body: str = "print('ok')\n") -> Path:
    (root / "cases").mkdir(parents=True)
    (root / "rules.toml").write_text(RULES)
    for n in range(count):
        write_case(root / "cases" / "demo", f"c{n:02}.py", OK_META, body)
    return root


# -- 1. one typed model: invalid certificates are refused, naming file and field ---------------

def test_report_refuses_a_status_banana_naming_file_and_field(tmp_path):
    every = sorted(RESULTS.glob("*.json"))  # the committed pyconform-results/1 certificates still read
    read = cli("report", *map(str, every), "--format", "md", "-o", str(tmp_path / "all.md"))
    assert read.returncode == 0 and (tmp_path / "all.md").read_text().count("| `") >= len(every), read.stderr[-2000:]
    doc = committed()
    doc["cases"][3]["status"] = "banana"
    path = write(tmp_path, "banana.json", doc)
    for args in (("report", str(path), "--format", "md"), ("diff", str(COMMITTED), str(path))):
        line = one_error_line(cli(*args))
        assert str(path) in line and "cases.3.status" in line and "banana" in line


def test_a_summary_that_disagrees_with_its_cases_is_refused(tmp_path):
    doc = committed()
    claimed = len(doc["cases"])
    del doc["cases"][10:]  # the cases are gone, the summary still claims them all
    line = one_error_line(cli("report", str(write(tmp_path, "short.json", doc)), "--format", "md"))
    assert f"summary.total is {claimed}, but the cases hold 10" in line
    doc = committed()
    doc["features"]["walrus"]["passed"] += 1  # a feature table that flatters
    line = one_error_line(cli("report", str(write(tmp_path, "flatters.json", doc)), "--format", "md"))
    assert "features.walrus says" in line and "but the cases hold" in line


def test_a_case_without_status_is_refused_by_diff(tmp_path):
    doc = committed()
    del doc["cases"][0]["status"]
    line = one_error_line(cli("diff", str(COMMITTED), str(write(tmp_path, "nostatus.json", doc))))
    assert "cases.0.status" in line and "Field required" in line


def test_a_truncated_certificate_is_one_line_for_every_command_that_reads_one(tmp_path):
    """A certificate cut short (a copy interrupted, a full disk elsewhere): every reader names
    the file and what JSON could not parse, exit 2, and writes nothing."""
    path = tmp_path / "cut.json"
    path.write_text(COMMITTED.read_text()[:3000])
    for args in (("report", str(path)), ("report", "--format", "table", str(path)), ("diff", str(COMMITTED), str(path)),
                 ("diff", str(path), str(COMMITTED)), ("bugreport", str(path), "-o", str(tmp_path / "reports")),
                 ("expectations", "update", "--from", str(path), "--check")):
        line = one_error_line(cli(*args))
        assert line.startswith(f"pyconform: error: invalid certificate: {path}: not JSON"), (args, line)
    assert not (tmp_path / "reports").exists()


def test_the_schema_is_generated_shipped_and_versioned():
    done = cli("schema")
    assert done.returncode == 0, done.stderr
    schema = json.loads(done.stdout)
    assert schema["title"] == "pyconformance-results/2"
    shipped = ROOT / "pyconformance" / "certificate.schema.json"
    assert json.loads(shipped.read_text()) == schema
    statuses = schema["$defs"]["CaseRecord"]["properties"]["status"]["enum"]
    assert "banana" not in statuses and set(statuses) == {"pass", "fail", "error", "skip", "xfail", "xpass",
                                                          "out-of-scope"}
    assert {"complete", "interrupted", "provenance"} <= set(schema["properties"])


def test_run_writes_version_2_and_it_reads_back(tmp_path):
    suite = mini_suite(tmp_path / "conformance", 2)
    out = tmp_path / "c.json"
    done = cli("run", "--impl", sys.executable, "--suite", str(suite), "--format", "json", "-o", str(out))
    assert done.returncode == 0, done.stderr
    doc = json.loads(out.read_text())
    assert doc["schema"] == "pyconformance-results/2" and doc["complete"] is True
    again = cli("report", str(out), "--format", "md")
    assert again.returncode == 0 and "CONFORMS to 3.8" in again.stdout


# -- 2. diff: every way a case can stop passing is a regression --------------------------------

def test_diff_fails_when_new_lost_every_case(tmp_path):
    doc = committed()
    doc["cases"], doc["features"], doc["rules"] = [], {}, {}
    doc["summary"].pop("drift", None)  # a version-2 certificate counts drift; none is left
    for key in ("total", "passed", "failed", "errors", "skipped", "xfailed", "xpassed", "out_of_scope"):
        doc["summary"][key] = 0
    doc["summary"]["score"] = {"passed": 0, "claimed": 0, "percent": 0.0}
    done = cli("diff", str(COMMITTED), str(write(tmp_path, "empty.json", doc)))
    passed = sum(c["status"] in ("pass", "xpass") for c in committed()["cases"])
    assert done.returncode == 1, done.stderr
    assert f"{passed} regressions (0 failing, 0 errored, 0 known, 0 skipped, {passed} absent)" in done.stdout


def _v1(cases: list[dict], name: str = "demo", scope: dict | None = None) -> dict:
    """A small pyconform-results/1 certificate whose summary agrees with its cases."""
    counts = {s: sum(c["status"] == s for c in cases) for s in ("pass", "fail", "error", "skip", "xfail", "xpass",
                                                                  "out-of-scope")}
    claimed = len(cases) - counts["skip"] - counts["out-of-scope"]
    summary = {"total": len(cases), "passed": counts["pass"], "failed": counts["fail"], "errors": counts["error"],
               "skipped": counts["skip"], "xfailed": counts["xfail"], "xpassed": counts["xpass"],
               "out_of_scope": counts["out-of-scope"], "seconds": 1.0,
               "score": {"passed": counts["pass"], "claimed": claimed,
                         "percent": round(100.0 * counts["pass"] / claimed, 1) if claimed else 0.0}}
    doc = {"schema": "pyconform-results/1", "implementation": {"spec": name, "name": name, "version": "1.0"},
           "made": {"date": "2026-01-01T00:00:00Z", "machine": "test"}, "summary": summary,
           "features": _tally(cases, "features"), "rules": _tally(cases, "rules"), "cases": cases}
    if scope:
        doc["scope"] = scope
    return doc


def _tally(cases: list[dict], key: str) -> dict:
    rows: dict = {}
    for case in cases:
        for name in case[key]:
            row = rows.setdefault(name, {"total": 0, "passed": 0})
            row["total"] += 1
            row["passed"] += case["status"] == "pass"
    return rows


def _case(case_id: str, status: str, features=("f",), actual=None, known=None) -> dict:
    case = {"id": case_id, "path": f"cases/{case_id}.py", "rules": [], "features": list(features), "status": status,
            "expected": {"phase": "ok"}, "actual": actual if actual is not None else ({} if status == "skip" else
                                                                                        {"phase": "ok"}),
            "message": known or ""}
    if known:
        case["known"] = {"status": "fail", "reason": known}
    return case


def test_diff_counts_skipped_errored_absent_and_known_apart_and_respects_declared_scope(tmp_path):
    old = _v1([_case(f"a/{n}", "pass") for n in ("skipped", "errored", "absent", "known", "unexpected", "scoped")]
              + [_case("b/outside", "pass", features=("other",))])
    new = _v1([_case("a/skipped", "skip"), _case("a/errored", "error", actual={"phase": "run", "harness_error": "lost"}),
               _case("a/known", "xfail", known="a known difference"), _case("a/unexpected", "fail"),
               _case("a/scoped", "out-of-scope")], scope={"features": ["f"], "names": [], "reason": "f only"})
    done = cli("diff", str(write(tmp_path, "old.json", old)), str(write(tmp_path, "new.json", new)), "--format", "json")
    assert done.returncode == 1, done.stderr
    doc = json.loads(done.stdout)
    assert doc["regression_counts"] == {"failing": 1, "errored": 1, "known": 1, "skipped": 1, "absent": 1}
    # known and unexpected failures are kept apart; NEW's scope excludes a/scoped and b/outside
    assert {c["case_id"]: c["new"] for c in doc["regressions"]}["a/known"] == "known fail"
    assert {c["case_id"]: c["new"] for c in doc["regressions"]}["a/unexpected"] == "fail"
    assert [c["case_id"] for c in doc["scoped_out"]] == ["a/scoped", "b/outside"]


def test_diff_fails_on_a_partial_new_even_without_regressions(tmp_path):
    old = committed()
    new = copy.deepcopy(old)
    new["schema"] = "pyconformance-results/2"
    new["complete"] = False
    new["interrupted"] = {"signal": "SIGTERM", "finished": len(new["cases"]), "total": 900}
    done = cli("diff", str(COMMITTED), str(write(tmp_path, "partial.json", new)))
    assert done.returncode == 1, done.stderr
    assert "NEW is partial: interrupted by SIGTERM" in done.stderr and "0 regressions" in done.stdout


def test_diff_refuses_two_implementations_unless_told_and_warns_on_suite_revisions(tmp_path):
    cpython = RESULTS / "cpython-3.8.json"
    line = one_error_line(cli("diff", str(cpython), str(COMMITTED)))
    assert "not of one implementation" in line and "--allow-different-implementations" in line
    allowed = cli("diff", str(cpython), str(COMMITTED), "--allow-different-implementations")
    assert allowed.returncode == 1 and "warning: different implementations" in allowed.stderr
    old, new = _v1([_case("a/x", "pass")]), _v1([_case("a/x", "pass")])
    for doc, revision in ((old, "sha256:" + "1" * 16), (new, "sha256:" + "2" * 16)):
        doc["schema"] = "pyconformance-results/2"
        doc["complete"] = True
        doc["provenance"] = {"pyconformance": "0", "suite": {"revision": revision, "cases": 1},
                             "reference": "CPython 3.8", "isolation": "agent"}
    done = cli("diff", str(write(tmp_path, "o.json", old)), str(write(tmp_path, "n.json", new)))
    assert done.returncode == 0 and "different suite revisions" in done.stderr


# -- 3. interrupted runs: kept, marked partial, children stopped, 130/143 ------------------------

def _slow_python(tmp_path: Path) -> tuple[Path, str]:
    """A `python` that takes a second to start, and marks every process it starts (the mark
    is in their environment: confined cases cannot write outside their own directory)."""
    mark = f"PYCONFORM_TEST_MARK={tmp_path.name}-{os.getpid()}"
    wrapper = tmp_path / "slowpython"
    python = PY38 if PY38.exists() else Path(sys.executable)
    # the start-up probe (`-S -c ...`) answers at once, unmarked
    wrapper.write_text(f'#!/bin/sh\ncase "$1" in -S) exec {python} "$@";; esac\n'
                       f'export {mark}\nsleep 1\nexec {python} "$@"\n')
    wrapper.chmod(0o755)
    return wrapper, mark


def _children(pid: int) -> list[str]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(stat.parent.name)
        except (OSError, ValueError, IndexError):
            continue
    return found


def _marked(mark: str) -> list[str]:
    """Live processes (not zombies) that carry MARK in their environment."""
    found = []
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if mark.encode() not in environ.read_bytes().split(b"\0"):
                continue
            state = (environ.parent / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(environ.parent.name)
    return found


@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_an_interrupted_run_writes_a_partial_certificate_and_leaves_no_process(tmp_path, sig, code):
    suite = mini_suite(tmp_path / "conformance", 12)
    wrapper, mark = _slow_python(tmp_path)
    out = tmp_path / "partial.json"
    proc = subprocess.Popen([*PYCONFORM, "run", "--impl", str(wrapper), "--isolation", "process", "--jobs", "2",
                             "--suite", str(suite), "--format", "json", "-o", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not _marked(mark):
        time.sleep(0.1)  # a case is running
    assert proc.poll() is None, "the run ended before it could be interrupted"
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == code, err[-2000:]
    assert f"INTERRUPTED by {signal.Signals(sig).name}" in err and "CONFORMS" not in err
    doc = json.loads(out.read_text())
    assert doc["complete"] is False and doc["interrupted"]["signal"] == signal.Signals(sig).name
    assert doc["interrupted"]["total"] == 12 and doc["interrupted"]["finished"] == len(doc["cases"]) < 12
    assert _marked(mark) == []
    for fmt, mark in (("text", "INTERRUPTED by"), ("md", "PARTIAL CERTIFICATE"), ("html", 'class="partial"')):
        shown = cli("report", str(out), "--format", fmt, "--suite", str(suite))
        assert shown.returncode == 0 and mark in shown.stdout and "CONFORMS to" not in shown.stdout, (fmt, shown.stderr)


def test_a_run_interrupted_while_opening_says_so_and_exits_143(tmp_path):
    slow = tmp_path / "slowstart"
    python = PY38 if PY38.exists() else Path(sys.executable)
    slow.write_text(f'#!/bin/sh\nsleep 3\nexec {python} "$@"\n')  # the start-up probe waits 3 s
    slow.chmod(0o755)
    suite = mini_suite(tmp_path / "conformance", 1)
    out = tmp_path / "none.json"
    proc = subprocess.Popen([*PYCONFORM, "run", "--impl", str(slow), "--suite", str(suite), "-o", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not _children(proc.pid):
        time.sleep(0.05)  # until the probe (pyconform's first child) has started
    proc.send_signal(signal.SIGTERM)
    out_text, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err[-2000:]
    assert "INTERRUPTED by SIGTERM while opening" in err and "Traceback" not in err and "CONFORMS" not in out_text
    assert not out.exists()


def test_the_pytest_plugin_writes_a_partial_certificate_on_sigterm(tmp_path):
    suite = mini_suite(tmp_path / "conformance", 12, body="import time\ntime.sleep(1)\nprint('ok')\n")
    out = tmp_path / "plugin.json"
    proc = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "pyconformance.pytest_plugin", str(suite / "cases"),
                             "--impl", sys.executable, "--certificate", str(out), "-q", "-p", "no:cacheprovider"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not _children(proc.pid):
        time.sleep(0.05)  # collected, and the first case is opening the implementation
    time.sleep(2.5)  # a few one-second cases
    proc.send_signal(signal.SIGTERM)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 143, stdout[-2000:] + stderr[-2000:]
    doc = json.loads(out.read_text())
    assert doc["complete"] is False and doc["interrupted"]["signal"] == "SIGTERM"
    assert doc["interrupted"]["total"] == 12 and doc["interrupted"]["finished"] == len(doc["cases"]) < 12
    assert "INTERRUPTED by SIGTERM" in stdout and "CONFORMS" not in stdout


# -- 4. say what was certified: the default's choice, drift counted, no bare CONFORMS ------------

@pytest.mark.skipif(PY311 is None, reason="needs CPython 3.11 under pyenv")
def test_drift_judged_cases_are_counted_in_every_summary_and_the_verdict(tmp_path):
    select = ("-k", "typing_final_attribute or ast_feature_version_walrus or walrus_in_comprehension_iterable")
    out = tmp_path / "c.json"
    done = cli("run", "--impl", str(PY311), *select, "--format", "json", "-o", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    doc = json.loads(out.read_text())
    assert doc["summary"]["drift"] == {"3.10": 1, "3.11": 1}  # declared since 3.10 and 3.11, both apply to 3.11
    assert "CONFORMS to 3.8 except declared drift of 3.11 (2 cases)" in done.stderr
    assert "2 judged by declared drift (3.10: 1, 3.11: 1)" in done.stderr
    junit = cli("run", "--impl", str(PY311), *select, "--format", "junit")
    assert '<property name="drift_judged" value="2" />' in junit.stdout
    assert '<property name="drift_judged.3.11" value="1" />' in junit.stdout
    site = cli("report", str(out), "--format", "html")
    assert "2 judged by declared drift (3.10: 1, 3.11: 1)" in site.stdout


@needs_py38
def test_no_drift_on_cpython_38_and_a_plain_conforms():
    done = cli("run", "--impl", str(PY38), "-k", "typing_final_attribute or ast_feature_version_walrus")
    assert done.returncode == 0, done.stderr
    assert "CONFORMS to 3.8: 2 cases: 2 passed in" in done.stdout and "declared drift: no case judged by it" in done.stdout


def test_the_default_implementation_names_its_choice(tmp_path):
    suite = mini_suite(tmp_path / "conformance", 1)
    out = tmp_path / "c.json"
    env = {**os.environ, "PATH": "/nonexistent"}  # no python3.8 anywhere
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "pyconformance.pytest_plugin", str(suite / "cases"),
                           "--certificate", str(out), "-q", "-p", "no:cacheprovider"],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:]
    import platform
    said = f"no python3.8 found: certifying {sys.executable}, {platform.python_implementation()} {platform.python_version()}"
    assert said in done.stdout
    assert json.loads(out.read_text())["provenance"]["chosen"] == said


# -- 5. provenance: release, tool version, suite revision, reference, isolation; every non-pass ---

@pytest.mark.skipif(not Path("/usr/bin/pypy3").exists(), reason="needs pypy3 (apt-get install pypy3)")
def test_a_pypy_certificate_names_its_release_and_the_suite_it_ran(tmp_path):
    out = tmp_path / "pypy.json"
    done = cli("run", "--impl", "pypy3", "-k", "walrus or pycache", "--format", "json", "-o", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    doc = json.loads(out.read_text())
    assert doc["implementation"]["name"] == "pypy" and doc["implementation"]["release"].startswith("7.3.")
    assert doc["implementation"]["version"].startswith("3.")
    prov = doc["provenance"]
    assert prov["suite"]["revision"].startswith("sha256:") and prov["suite"]["cases"] >= 500
    assert prov["isolation"] == "agent" and "CPython 3.8" in prov["reference"] and prov["pyconformance"]
    assert prov["keyword"] == "walrus or pycache" and "pypy.toml" in prov["expectations"]
    not_passed = [c for c in doc["cases"] if c["status"] not in ("pass", "out-of-scope")]
    assert not_passed, "pypy3 has known differences in these features"
    text = cli("report", str(out), "--format", "text").stdout
    md = cli("report", str(out), "--format", "md").stdout
    assert f"Cases that did not pass ({len(not_passed)})" in text and f"Cases that did not pass ({len(not_passed)})" in md
    for case in not_passed:
        reason = case["known"]["reason"] if case.get("known") else case["message"].splitlines()[0]
        assert f"{case['status'].upper():5} {case['id']}: {reason}" in text
        assert f"| {case['status']} | `{case['id']}` |" in md
    assert f"release {doc['implementation']['release']}" in text and prov["suite"]["revision"] in md


def test_the_suite_revision_changes_with_a_case(tmp_path):
    suite = mini_suite(tmp_path / "conformance", 2)
    revisions = []
    for _ in range(2):
        out = tmp_path / "c.json"
        assert cli("run", "--impl", sys.executable, "--suite", str(suite), "--format", "json", "-o", str(out)).returncode == 0
        revisions.append(json.loads(out.read_text())["provenance"]["suite"]["revision"])
        write_case(suite / "cases" / "demo", "c00.py", OK_META, "print('ok')  # edited\n")
    assert revisions[0] != revisions[1]


# -- 6. one pipeline: `run` and the pytest plugin certify alike ----------------------------------

def test_run_and_the_pytest_plugin_write_the_same_certificate(tmp_path):
    suite = mini_suite(tmp_path / "conformance", 3)
    write_case(suite / "cases" / "demo", "bad.py", OK_META, "print('no')\n")
    (suite / "expectations").mkdir()
    import platform
    name = platform.python_implementation().lower()
    (suite / "expectations" / f"{name}.toml").write_text('["demo/bad"]\nstatus = "fail"\nreason = "known here"\n')
    by_run, by_plugin = tmp_path / "run.json", tmp_path / "plugin.json"
    run = cli("run", "--impl", sys.executable, "--suite", str(suite), "--format", "json", "-o", str(by_run))
    plugin = subprocess.run([sys.executable, "-m", "pytest", "-p", "pyconformance.pytest_plugin", str(suite / "cases"),
                             "--impl", sys.executable, "--certificate", str(by_plugin), "-q", "-p", "no:cacheprovider"],
                            capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert run.returncode == 0 and plugin.returncode == 0, run.stderr + plugin.stdout[-2000:]
    docs = [json.loads(p.read_text()) for p in (by_run, by_plugin)]
    for doc in docs:
        doc.pop("made"), doc["summary"].pop("seconds")
        for case in doc["cases"]:
            (case["actual"] or {}).pop("seconds", None)
    assert docs[0] == docs[1]
    assert docs[0]["provenance"]["expectations"] == [f"{name}.toml"]
    verdict = "CONFORMS to 3.8 except 1 known difference:"
    assert verdict in run.stderr and verdict in plugin.stdout
