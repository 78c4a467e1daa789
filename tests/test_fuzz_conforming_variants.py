"""Conforming variants of the reference find nothing (issue 29, item 7): campaigns of CPython
3.8.18 against itself with another hash seed, with objects at other addresses and with another
recursion limit report zero causes. What differs between them is implementation-defined or
the reference's own nondeterminism, which the differ and the referee set apart."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
PY38 = Path(os.environ.get("PYCONFORM_PY38", "/root/.pyenv/versions/3.8.18/bin/python3.8"))
FIXTURE = ROOT / "tests" / "fixtures" / "variant_python"
PROGRAMS = "1000"
pytestmark = pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")


def variant(tmp_path: Path, name: str) -> str:
    wrapper = tmp_path / f"python3.8-{name}"
    wrapper.write_text(f'#!/bin/sh\nexec {PY38} {FIXTURE} {name} "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)


def campaign(tmp_path: Path, candidate: str, seed: str) -> dict:
    summary = tmp_path / f"summary-{seed}.json"
    result = CliRunner().invoke(main, ["fuzz", "--reference", str(PY38), "--candidate", candidate,
                                       "--programs", PROGRAMS, "--seed", seed, "--jobs", "1",
                                       "--out", str(tmp_path / f"out-{seed}"), "--format", "json",
                                       "-o", str(summary)], catch_exceptions=False)
    data = json.loads(summary.read_text())
    assert data["programs"] >= int(PROGRAMS)
    assert data["divergences"] == [], [(d["anchor"], d["path"]) for d in data["divergences"]]
    assert result.exit_code == 0, result.output
    return data


@pytest.mark.parametrize("name, seed", [("hash-seed", "11"), ("addresses", "12"), ("recursion-limit", "13")])
def test_a_conforming_variant_of_the_reference_has_no_causes(tmp_path, name, seed):
    data = campaign(tmp_path, variant(tmp_path, name), seed)
    assert not list((tmp_path / f"out-{seed}").glob("*.py"))  # nothing saved either
    assert data["syntax_coverage"]["covered"] > 0


# Programs whose output a conforming variant changes: a campaign's generators rarely write
# them, so they are judged here exactly as a campaign judges a program (the worker's
# comparison, then the referee), on each variant.
SENSITIVE = [
    "print({'apple', 'pear', 'plum', 'fig'})\n",
    "for word in {'apple', 'pear', 'plum', 'fig'}:\n    print(word)\n",
    "print(list(frozenset('abcdef')))\n",
    "print(hash('pyconform') % 1000)\n",
    "print(id(object()) % 4096)\n",
    "print(object())\nprint(lambda: 0)\n",
    "class A:\n    pass\nprint(A())\n",
    "import sys\nprint(sys.getrecursionlimit())\n",
    "def down(n):\n    return down(n + 1)\ntry:\n    down(0)\nexcept RecursionError as e:\n    print(e)\n",
    "import random\nprint(random.random())\n",
]


@pytest.mark.parametrize("name", ["hash-seed", "addresses", "recursion-limit"])
def test_programs_a_variant_changes_are_not_divergences(tmp_path, name):
    from threading import Event

    from pyconformance.adapters.specs import open_implementation

    from pyconformance.fuzz.engine import EngineConfig, Worker
    from pyconformance.fuzz.generated import GeneratedProgram
    from pyconformance.fuzz.referee import Referee

    referee = Referee()
    with open_implementation(str(PY38)) as reference, open_implementation(variant(tmp_path, name)) as changed:
        worker = Worker(EngineConfig(generators=("mutate",), batch=1), reference, [changed], sink=None, stop=Event())
        try:
            kept = []
            for source in SENSITIVE:
                program = GeneratedProgram.make(source, "mutate")
                for div in worker.diverging(program, worker.run_all(program), 0):
                    if referee.judge(source, reference, div.reference_outcome, changed).kept:
                        kept.append((source, div.kinds))
        finally:
            worker.close()
    assert kept == []


def test_the_variants_really_differ(tmp_path):
    """The variants are not the reference unchanged: each shows its change to a program that looks."""
    from pyconformance.program import Program
    from pyconformance.adapters.specs import open_implementation

    looks = {"hash-seed": "print(hash('pyconform'))\n", "addresses": "print(id(object()))\n",
             "recursion-limit": "import sys\nprint(sys.getrecursionlimit())\n"}
    with open_implementation(str(PY38)) as reference:
        for name, source in looks.items():
            with open_implementation(variant(tmp_path, name)) as changed:
                program = Program(source=source)
                assert reference.run(program).stdout != changed.run(program).stdout, name
