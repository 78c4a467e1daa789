"""Implementation kinds are declared: pyconform's own in specs.BUILTIN_KINDS, a third
party's through the `pyconformance.implementations` entry point group (no import side effects)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pyconformance.adapters.kind import Adapter
from pyconformance.adapters.specs import BUILTIN_KINDS, adapters
from tests.certificates import make_certificate

ROOT = Path(__file__).resolve().parents[1]

PLUGIN = '''
from pyconformance.adapters.kind import Adapter
from pyconformance.adapters.python_command import PythonCommand

def open_wrapped(spec, arg, isolation):
    return PythonCommand(spec, command=[arg], isolation=isolation)

ADAPTER = Adapter(kind="wrapped", summary="a python command, through a plug-in", factory=open_wrapped,
                  label="wrapped interpreter", how_it_runs=lambda info: f"wrapped around {info['spec'].partition(':')[2]}")
'''


def test_every_builtin_kind_is_an_adapter_of_its_name():
    found = adapters()
    assert set(BUILTIN_KINDS) <= set(found)
    assert all(isinstance(a, Adapter) and a.kind == kind for kind, a in found.items())


def install_plugin(tmp_path: Path) -> Path:
    """The plug-in as an installed distribution in a directory of its own (a PYTHONPATH entry)."""
    site = tmp_path / "site"
    (site / "wrapped_kind-1.0.dist-info").mkdir(parents=True)
    (site / "wrapped_kind.py").write_text(PLUGIN)
    (site / "wrapped_kind-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: wrapped-kind\nVersion: 1.0\n")
    (site / "wrapped_kind-1.0.dist-info" / "entry_points.txt").write_text(
        "[pyconformance.implementations]\nwrapped = wrapped_kind:ADAPTER\n")
    return site


def test_a_third_party_kind_comes_from_its_entry_point(tmp_path):
    site = install_plugin(tmp_path)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    out = tmp_path / "cert.json"
    done = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", f"wrapped:{sys.executable}", "-k",
                           "posonly", "--format", "json", "-o", str(out)], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    cert = json.loads(out.read_text())
    assert cert["implementation"]["spec"] == f"wrapped:{sys.executable}" and cert["summary"]["passed"] > 10
    # Without the plug-in on the path the kind is unknown: a one-line usage error.
    del env["PYTHONPATH"]
    env["PYTHONPATH"] = str(ROOT)
    missing = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", f"wrapped:{sys.executable}"],
                             capture_output=True, text=True, env=env)
    assert missing.returncode == 2 and "wrapped" in missing.stderr and "Traceback" not in missing.stderr


def test_a_third_party_kind_describes_itself_in_the_table_and_on_the_site(tmp_path):
    """The implementations table and the results site take a plug-in kind's label and phrase
    from its adapter; without the plug-in they name the kind and say it is not installed."""
    site = install_plugin(tmp_path)
    cert = tmp_path / "cert.json"
    doc = make_certificate([{"id": "walrus/value", "status": "pass", "actual": {"phase": "ok"}}], name="cpython",
                           version="3.8.18", spec="wrapped:/opt/py/bin/python3")
    cert.write_text(doc.to_json())

    def render(fmt: str, with_plugin: bool) -> str:
        paths = [str(site), str(ROOT)] if with_plugin else [str(ROOT)]
        out = tmp_path / f"out-{fmt}-{with_plugin}"
        done = subprocess.run([sys.executable, "-m", "pyconformance", "report", str(cert), "--format", fmt, "-o", str(out)],
                              capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)})
        assert done.returncode == 0, done.stderr
        return out.read_text()

    assert "| cpython | wrapped interpreter | 3.8.18 | wrapped around /opt/py/bin/python3 |" in render("table", True)
    assert ">wrapped interpreter<" in render("html", True)
    assert "| cpython | wrapped | 3.8.18 | the `wrapped` kind, whose plug-in is not installed here |" in render("table", False)
