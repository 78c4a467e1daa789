"""Spec parsing and start-up errors of the backport kinds (no install, no network)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from pyconformance.adapters.library_backports import BACKPORTS, shim_files
from pyconformance.implementation import ImplementationError
from pyconformance.adapters.specs import open_implementation
from tests.conftest import ROOT


@pytest.mark.parametrize("spec, message", [
    ("backport:", "expected backport:PACKAGE:PYTHON"),
    ("backport:typing_extensions", "expected backport:PACKAGE:PYTHON"),
    ("backport:no_such_backport:python3", "unknown backport 'no_such_backport'"),
    ("transform:bpc-walrus", r"expected transform:TOOL\[==RELEASE\]:PYTHON"),
    ("transform:bpc-nothing:python3", "unknown transform tool 'bpc-nothing'"),
    ("backport:typing_extensions:/no/such/python", "no usable interpreter /no/such/python"),
    ("transform:bpc-walrus:/no/such/python", "no usable interpreter /no/such/python"),
])
def test_bad_spec_is_one_clear_error(spec, message):
    with pytest.raises(ImplementationError, match=message):
        open_implementation(spec)


def test_cli_missing_interpreter_exits_2_with_one_line():
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl",
                           "backport:typing_extensions:/no/such/python3.7"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "no usable interpreter /no/such/python3.7" in done.stderr
    assert "Traceback" not in done.stderr


def test_shim_serves_missing_attributes_and_aliases_modules(tmp_path):
    """The shim on this interpreter: a fake backport module fills a name `json` lacks, and an alias."""
    from pyconformance.adapters.library_backports import LibraryBackport

    (tmp_path / "fake_backport.py").write_text("def extra():\n    return 'served'\nloads = None\n")
    backport = LibraryBackport("fake", "fake", "fake", attributes={"json.extra": ("fake_backport", "extra"),
                                                                    "json.loads": ("fake_backport", "loads")},
                               modules={"servedmod": "fake_backport"})
    for name, text in shim_files(backport).items():
        (tmp_path / name).write_text(text)
    program = ("import pyconform_backport_shim, json, servedmod\n"
               "print(json.extra(), json.loads is not None, servedmod.extra(), servedmod.__name__)\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          env={"PYTHONPATH": str(tmp_path)}, timeout=60)
    # extra is served; loads, which json has, is never replaced.
    assert done.stdout == "served True served fake_backport\n", done.stderr


def test_every_backport_has_an_expectations_file_with_a_scope():
    for name in BACKPORTS:
        assert (ROOT / "conformance" / "expectations" / f"backport-{name}.toml").is_file(), name
