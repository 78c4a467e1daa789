"""The command-line contract: exit codes, JSON fields, one-line errors."""
import json
import os
import subprocess
import sys

import pytest

from tests.conftest import OK_META, RULES, ROOT, write_case

PYCONFORM = [sys.executable, "-m", "pyconformance"]


def cli(*args, cwd=None):
    return subprocess.run([*PYCONFORM, *args], capture_output=True, text=True, cwd=cwd, timeout=300)


@pytest.fixture
def mini_suite(tmp_path):
    root = tmp_path / "conformance"
    (root / "cases").mkdir(parents=True)
    (root / "rules.toml").write_text(RULES)
    write_case(root / "cases" / "demo", "ok.py", OK_META, "x = 1\nprint(f'{x=}')\n")
    return root


def test_run_json_has_the_contract_fields(tmp_path):
    out = tmp_path / "r.json"
    done = cli("run", "--impl", "python3", "--format", "json", "-o", str(out), "--jobs", "2", cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    doc = json.loads(out.read_text())
    assert doc["schema"] == "pyconformance-results/2" and doc["complete"] is True and doc["interrupted"] is None
    assert set(doc["implementation"]) == {"spec", "name", "version", "language", "runs_on", "release"}
    assert set(doc["summary"]) == {"total", "passed", "failed", "errors", "skipped", "xfailed", "xpassed",
                                 "out_of_scope", "score", "seconds", "drift"}
    assert doc["summary"]["total"] == len(doc["cases"]) >= 40
    case = doc["cases"][0]
    assert set(case) == {"id", "path", "rules", "features", "status", "kind", "expected", "actual", "message",
                         "known", "drift"}
    assert all(not c["path"].startswith("/") and c["path"] == f"cases/{c['id']}.py" for c in doc["cases"])
    assert set(doc["made"]) == {"date", "machine"}
    assert all(set(row) == {"total", "passed", "out_of_scope"} for row in doc["features"].values())
    assert doc["provenance"]["isolation"] == "agent" and doc["provenance"]["suite"]["revision"].startswith("sha256:")


def test_wrapper_script_is_an_implementation(tmp_path, mini_suite):
    wrapper = tmp_path / "mypython"
    wrapper.write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    wrapper.chmod(0o755)
    for isolation in ("agent", "process"):
        done = cli("run", "--impl", str(wrapper), "--suite", str(mini_suite), "--format", "json",
                   "--isolation", isolation)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["summary"]["passed"] == 1


def test_failing_case_exits_1(mini_suite):
    write_case(mini_suite / "cases" / "demo", "bad.py", OK_META, "print('x=2')\n")
    done = cli("run", "--impl", sys.executable, "--suite", str(mini_suite))
    assert done.returncode == 1
    assert "FAIL demo/bad" in done.stdout and "-x=1" in done.stdout and "+x=2" in done.stdout


def test_unknown_implementation_is_one_line_exit_2():
    done = cli("run", "--impl", "no-such-python-anywhere")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "unknown implementation 'no-such-python-anywhere'" in lines[0]
    assert "found here:" in lines[0]


def test_not_python_and_hanging_executables(tmp_path):
    hang = tmp_path / "hangs"
    hang.write_text("#!/bin/sh\nsleep 600\n")
    hang.chmod(0o755)
    done = cli("run", "--impl", "/bin/echo")
    assert done.returncode == 2 and "does not behave like python" in done.stderr
    env = dict(os.environ, PYCONFORM_PROBE_TIMEOUT="2")
    done = subprocess.run([*PYCONFORM, "run", "--impl", str(hang)], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2 and "no answer within 2s" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_malformed_inputs_are_path_line_exit_2(mini_suite):
    write_case(mini_suite / "cases" / "demo", "broken.py", OK_META.replace("[expect]", "[expect"), "pass\n")
    done = cli("run", "--impl", sys.executable, "--suite", str(mini_suite))
    assert done.returncode == 2
    assert f"{mini_suite / 'cases' / 'demo' / 'broken.py'}:5: bad TOML" in done.stderr
    (mini_suite / "cases" / "demo" / "broken.py").unlink()
    (mini_suite / "rules.toml").write_text(RULES + "[[rule]]\nid = 3\n")
    done = cli("rules", "--suite", str(mini_suite))
    assert done.returncode == 2 and "rules.toml:6: rule entry: missing" in done.stderr
    (mini_suite / "rules.toml").write_text(RULES)
    (mini_suite / "expectations").mkdir()
    name = "cpython.toml"
    (mini_suite / "expectations" / name).write_text('["demo/ok"]\nstatus = "maybe"\n')
    done = cli("run", "--impl", sys.executable, "--suite", str(mini_suite))
    assert done.returncode == 2 and f"{name}:2: demo/ok.status: must be 'fail'" in done.stderr
    assert f"{name}:1: demo/ok.reason: required key is missing" in done.stderr


def test_expectations_turn_failures_into_known_differences(mini_suite):
    write_case(mini_suite / "cases" / "demo", "bad.py", OK_META, "print('x=2')\n")
    (mini_suite / "expectations").mkdir()
    (mini_suite / "expectations" / "cpython.toml").write_text(
        '["demo/bad"]\nstatus = "fail"\nreason = "demo of a known difference"\n'
        '["demo/ok"]\nstatus = "fail"\nreason = "claims a failure that does not happen"\n')
    done = cli("run", "--impl", sys.executable, "--suite", str(mini_suite), "--format", "json")
    statuses = {c["id"]: c["status"] for c in json.loads(done.stdout)["cases"]}
    assert statuses == {"demo/bad": "xfail", "demo/ok": "xpass"}
    assert done.returncode == 1  # an unexpected pass is not as expected


def test_rules_reports_uncovered_rules(mini_suite):
    assert cli("rules", "--suite", str(mini_suite)).returncode == 0
    (mini_suite / "rules.toml").write_text(RULES + RULES.replace("demo.rule", "demo.lonely"))
    done = cli("rules", "--suite", str(mini_suite), "--format", "json")
    assert done.returncode == 1
    doc = json.loads(done.stdout)
    assert doc["covered"] == 1 and doc["observable"] == 2


@pytest.mark.parametrize("fmt, marker", [("junit", "<testsuite"), ("md", "| feature |"), ("html", '<p id="notice"')])
def test_other_report_formats(mini_suite, fmt, marker):
    done = cli("run", "--impl", sys.executable, "--suite", str(mini_suite), "--format", fmt)
    assert done.returncode == 0 and marker in done.stdout


def test_impls_lists_the_host():
    done = cli("impls")
    assert done.returncode == 0 and "cpython" in done.stdout


def test_ctrl_c_leaves_a_valid_partial_report(tmp_path, mini_suite):
    import signal
    import time
    for n in range(30):
        write_case(mini_suite / "cases" / "slow", f"s{n:02}.py", OK_META, "import time\ntime.sleep(0.2)\nprint('x=1')\n")
    out = tmp_path / "partial.json"
    proc = subprocess.Popen([*PYCONFORM, "run", "--impl", sys.executable, "--suite", str(mini_suite),
                             "--format", "json", "-o", str(out), "--jobs", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(3)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "INTERRUPTED by SIGINT" in err and "CONFORMS" not in err
    doc = json.loads(out.read_text())
    assert 0 < doc["summary"]["total"] < 31 and doc["summary"]["failed"] == 0
    assert doc["complete"] is False and doc["interrupted"]["total"] == 31
