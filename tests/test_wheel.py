"""An installed pyconform carries its suite and corpus: build the wheel, install it into a
fresh virtualenv, and certify from a directory that has no checkout in it, both with
`pyconform run` and with `pytest --pyargs pyconformance.conformance` (the plugin loaded by its
pytest11 entry point, no conftest.py anywhere)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Without PYTHONPATH (tests often run with the checkout on it): only the wheel may answer.
CLEAN_ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYCONFORM_SUITE")}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """bin/ of a fresh virtualenv holding the wheel; its dependencies are this
    environment's (a .pth line), so nothing is downloaded."""
    where = tmp_path_factory.mktemp("wheel")
    # This environment's setuptools when it can build wheels (fast, offline), else pip's own.
    for isolation in (["--no-build-isolation"], []):
        built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation, "-q", "-w",
                                str(where / "dist"), str(ROOT)], capture_output=True, text=True)
        if built.returncode == 0:
            break
    if built.returncode != 0:
        pytest.skip(f"cannot build the wheel here: {built.stderr.strip()[-300:]}")
    wheel = next((where / "dist").glob("pyconformance-*.whl"))
    venv = where / "venv"
    made = subprocess.run([sys.executable, "-m", "venv", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"cannot create a virtualenv here: {made.stderr.strip()[-300:]}")
    site = Path(subprocess.check_output([str(venv / "bin" / "python"), "-c",
                                         "import sysconfig; print(sysconfig.get_path('purelib'))"], text=True,
                                        env=CLEAN_ENV).strip())
    done = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                           str(wheel)], capture_output=True, text=True, env=CLEAN_ENV)
    assert done.returncode == 0, done.stderr
    # Written after the install (pip would take this environment's pyconform as installed), and
    # read after the venv's own site-packages: the installed wheel wins over any other pyconform.
    (site / "zz_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return venv / "bin"


def test_the_wheel_carries_the_suite_corpus_and_agents(installed):
    wheel = next(installed.parent.parent.glob("dist/pyconformance-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "pyconformance/conformance/rules.toml" in names
    assert sum(n.startswith("pyconformance/conformance/cases/") for n in names) > 500
    assert any(n.startswith("pyconformance/conformance/expectations/") for n in names)
    assert any(n.startswith("pyconformance/corpus/fuzz-pypy/") for n in names)
    assert "pyconformance/agent/python_agent.py" in names and "pyconformance/agent/node/agent.mjs" in names
    # data files the code reads at run time (syntax coverage's denominator, the site's assets)
    assert "pyconformance/fuzz/data/ast_nodes_3.8.txt" in names and "pyconformance/reports/site/site.js" in names


def test_the_wheel_is_lean(installed):
    """Certificates and the results site are results, kept in the repository, not in the wheel;
    the wheel stays under 5 MB unpacked (docs/results.md has the measured size)."""
    wheel = next(installed.parent.parent.glob("dist/pyconformance-*.whl"))
    entries = zipfile.ZipFile(wheel).infolist()
    assert not [e.filename for e in entries if e.filename.startswith("pyconformance/conformance/results/")]
    unpacked = sum(e.file_size for e in entries)
    assert unpacked <= 5_000_000, f"the wheel unpacks to {unpacked:,} bytes"


def test_pyconform_run_certifies_from_any_directory(installed, tmp_path):
    where = subprocess.check_output([str(installed / "python"), "-c", "import pyconformance; print(pyconformance.__file__)"],
                                    cwd=tmp_path, text=True, env=CLEAN_ENV)
    assert where.startswith(str(installed.parent)), f"not the installed wheel: {where}"
    done = subprocess.run([str(installed / "pyconform"), "run", "--impl", sys.executable, "-k", "walrus",
                           "--format", "json", "-o", "cert.json"], cwd=tmp_path, capture_output=True, text=True, env=CLEAN_ENV)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    cert = json.loads((tmp_path / "cert.json").read_text())
    assert cert["summary"]["total"] > 30 and cert["summary"]["passed"] > 30


def test_pytest_pyargs_runs_the_packaged_suite_and_collects_a_named_case_once(installed, tmp_path):
    done = subprocess.run([str(installed / "python"), "-m", "pytest", "--pyargs", "pyconformance.conformance", "-q",
                           "-p", "no:cacheprovider", "--impl", sys.executable, "-k", "posonly"],
                          cwd=tmp_path, capture_output=True, text=True, env=CLEAN_ENV)
    assert "pyconform certificate" in done.stdout, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.returncode == 0 and " passed" in done.stdout, done.stdout[-2000:]
    case = subprocess.check_output([str(installed / "python"), "-c",
                                    "import pyconformance.suite as s; print(next((s.PACKAGE_ROOT / 'cases' / 'walrus').glob('*.py')))"],
                                   cwd=tmp_path, text=True, env=CLEAN_ENV).strip()
    listed = subprocess.run([str(installed / "python"), "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                             "--pyconform-impl", sys.executable, case], cwd=tmp_path, capture_output=True, text=True, env=CLEAN_ENV)
    items = [line for line in listed.stdout.splitlines() if "::" in line]
    assert len(items) == 1, listed.stdout
