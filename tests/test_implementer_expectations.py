"""An implementation owns its expectations: `--expectations FILE` (repeatable) in `run`, the pytest
plugin and tox, applied after the shipped files; a documented choice for unexpected passes; and
`pyconform expectations update --file` writes the implementer's file from a run."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyconformance.certificate import parse_certificate
from pyconformance.expectations.known import entries
from tests.conftest import ROOT, write_case

META = 'rules = ["r"]\nfeatures = ["f"]\ndescription = "d"\n[expect]\nstdout = "ok\\n"\n'
NAME = sys.implementation.name  # the shipped file the host python gets: <name>.toml
SHIPPED = '''["demo/fixed"]
status = "fail"
reason = "prints no (fixed in the implementation's next release)"

["demo/broken"]
status = "fail"
reason = "prints no"
'''
OWN_FIX = '''["demo/fixed"]
status = "pass"
reason = "fixed in our release 1.1"
'''


@pytest.fixture()
def suite(tmp_path: Path) -> Path:
    """A two-case suite: demo/fixed passes now (the implementation fixed it), demo/broken fails;
    the shipped expectations still list both as known differences."""
    root = tmp_path / "conformance"
    write_case(root / "cases" / "demo", "fixed.py", META, "print('ok')\n")
    write_case(root / "cases" / "demo", "broken.py", META, "print('no')\n")
    (root / "expectations").mkdir()
    (root / "expectations" / f"{NAME}.toml").write_text(SHIPPED)
    return root


def cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyconformance", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=180)


def run(suite: Path, *args: str) -> subprocess.CompletedProcess:
    return cli("run", "--impl", sys.executable, "--suite", str(suite), "--jobs", "1", *args)


def test_a_fix_fails_the_run_until_the_implementers_own_file_absorbs_it(suite, tmp_path):
    before = run(suite)
    assert before.returncode == 1 and "XPASS demo/fixed" in before.stdout
    own = tmp_path / "mine.toml"
    own.write_text(OWN_FIX)
    after = run(suite, "--expectations", str(own))
    assert after.returncode == 0, after.stdout + after.stderr
    assert "CONFORMS to 3.8 except 1 known difference:" in after.stdout


def test_later_files_win_and_no_expectations_keeps_only_yours(suite, tmp_path):
    first, second = tmp_path / "a.toml", tmp_path / "b.toml"
    first.write_text('["demo/broken"]\nstatus = "crash"\nreason = "first says crash"\n')
    second.write_text('["demo/broken"]\nstatus = "fail"\nreason = "second says fail"\n' + OWN_FIX)
    done = run(suite, "--expectations", str(first), "--expectations", str(second), "--format", "json")
    assert done.returncode == 0, done.stderr
    cases = {c.id: c for c in parse_certificate(json.loads(done.stdout)).cases}
    assert cases["demo/broken"].status == "xfail" and cases["demo/broken"].known.reason == "second says fail"
    assert parse_certificate(json.loads(done.stdout)).provenance.expectations == [f"{NAME}.toml", "a.toml", "b.toml"]
    only_yours = run(suite, "--no-expectations", "--expectations", str(first), "--format", "json")
    cases = {c.id: c for c in parse_certificate(json.loads(only_yours.stdout)).cases}
    assert cases["demo/fixed"].status == "pass"  # the shipped entry is not applied
    assert only_yours.returncode == 1  # first.toml says crash; it fails: a known difference of another kind


def test_unexpected_pass_report_goes_on(suite):
    done = run(suite, "--unexpected-pass", "report")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "XPASS demo/fixed" in done.stdout and "CONFORMS to 3.8 except 1 known difference:" in done.stdout


def test_your_file_is_validated_like_the_shipped_ones(suite, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('["demo/fixed"]\nstatus = "flaky"\nreason = "?"\n')
    done = run(suite, "--expectations", str(bad))
    assert done.returncode == 2 and f"{bad}:2:" in done.stderr and "Traceback" not in done.stderr
    missing = run(suite, "--expectations", str(tmp_path / "nope.toml"))
    assert missing.returncode == 2 and "nope.toml" in missing.stderr and "Traceback" not in missing.stderr


def test_expectations_update_writes_the_implementers_file(suite, tmp_path):
    write_case(suite / "cases" / "demo", "new.py", META, "print('new bug')\n")
    cert = tmp_path / "cert.json"
    made = run(suite, "--format", "json", "-o", str(cert))
    assert made.returncode == 1  # demo/fixed passes unexpectedly, demo/new fails
    own = tmp_path / "impl-repo" / "pyconform-expectations.toml"
    own.parent.mkdir()
    done = cli("expectations", "update", "--from", str(cert), "--suite", str(suite), "--file", str(own))
    assert done.returncode == 0, done.stderr
    written = entries(own)
    assert written["demo/fixed"].status == "pass" and written["demo/new"].status == "fail"
    assert "demo/broken" not in written  # the shipped file says it already
    assert (suite / "expectations" / f"{NAME}.toml").read_text() == SHIPPED  # the shipped file is untouched
    assert run(suite, "--expectations", str(own)).returncode == 0
    again = cli("expectations", "update", "--from", str(cert), "--suite", str(suite), "--file", str(own), "--check")
    assert again.returncode == 0


def pytest_run(suite: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", str(suite), "-q", "-p", "no:cacheprovider",
                           "--impl", sys.executable, *args], capture_output=True, text=True, cwd=suite.parent,
                          timeout=180)


def test_pytest_plugin_takes_your_file_and_the_unexpected_pass_choice(suite, tmp_path):
    assert pytest_run(suite).returncode == 1  # the xpass fails its item
    own = tmp_path / "mine.toml"
    own.write_text(OWN_FIX)
    done = pytest_run(suite, "--expectations", str(own))
    assert done.returncode == 0, done.stdout
    assert "1 passed, 1 xfailed" in done.stdout
    reported = pytest_run(suite, "--unexpected-pass", "report")
    assert reported.returncode == 0 and "now behaves as expected" in reported.stdout
    missing = pytest_run(suite, "--expectations", str(tmp_path / "nope.toml"))
    assert missing.returncode == 2 and "no such expectations file" in missing.stdout + missing.stderr


def test_the_choice_is_recorded_and_judged_with_the_certificate(suite, tmp_path):
    from pyconformance.certificate import Interruption, load_certificate
    from tests.certificates import make_certificate, provenance

    cert = tmp_path / "cert.json"
    assert run(suite, "--unexpected-pass", "report", "--format", "json", "-o", str(cert)).returncode == 0
    doc = load_certificate(cert)
    assert doc.provenance.unexpected_pass == "report" and doc.summary.xpassed == 1 and doc.ok
    # the same xpass: not ok by default (also for certificates that never recorded the choice), nor when partial
    rows = [{"id": "demo/fixed", "status": "xpass", "actual": {"phase": "ok", "stdout": "ok\n"}}]
    reported = provenance().model_copy(update={"unexpected_pass": "report"})
    assert make_certificate(rows, prov=reported).ok
    assert not make_certificate(rows, prov=provenance()).ok and not make_certificate(rows).ok
    stopped = Interruption(signal="SIGTERM", finished=1, total=2)
    assert not make_certificate(rows, prov=reported, interrupted=stopped).ok
    # the run's own verdict (pyconform/results.py) judges as its certificate does
    from types import SimpleNamespace

    from pyconformance.implementation import ImplementationInfo
    from pyconformance.results import RunResults

    info, xpass = ImplementationInfo("demo", "demo", (1, 0, 0)), [SimpleNamespace(status="xpass")]
    assert RunResults(info, xpass, provenance=reported).ok
    assert not RunResults(info, xpass, provenance=provenance()).ok and not RunResults(info, xpass).ok
    assert not RunResults(info, xpass, provenance=reported, interrupted=stopped).ok
