"""Evaluation order and precedence around `:=` (issue 31, item 6): the walrus generator's
probes agree with CPython 3.8.18, and two deliberately broken implementations (operands
evaluated right to left; `:=` binding tighter than operators) are found within 300 programs."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.cli.main import main
from pyconformance.judge import mismatches
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.generators.walrus import ORDER_FORMS, build

ROOT = Path(__file__).resolve().parents[1]
PY38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")
needs_38 = pytest.mark.skipif(not PY38.exists(), reason="needs CPython 3.8.18 (pyenv)")
ORDER = str(ROOT / "tests" / "fixtures" / "broken_walrus_python")
PRECEDENCE = str(ROOT / "tests" / "fixtures" / "broken_walrus_precedence_python")


def programs(count: int, seed: int = 5):
    rng = random.Random(seed)
    return [build([rng.getrandbits(rng.randint(0, 24)) for _ in range(rng.randint(1, 5))]) for _ in range(count)]


def test_probes_are_generated_with_every_form():
    sources = "\n".join(p.source for p in programs(600))
    assert "t = (" in sources and "d[" in sources
    for template, _model in ORDER_FORMS.values():
        pattern = re.escape(template).replace(r"\{x\}", "[abc]").replace(r"\{k\}", r"\d").replace(r"\{v\}", r"\d")
        assert re.search(pattern, sources), template


@needs_38
def test_models_agree_with_cpython_38():
    reference = open_implementation(str(PY38))
    try:
        sample = programs(150, seed=9)
        outcomes = reference.screen([p.program() for p in sample])
        for program, outcome in zip(sample, outcomes):
            outcome = outcome or reference.run(program.program())
            assert not mismatches(program.expected, outcome), program.source
    finally:
        reference.close()


@needs_38
@pytest.mark.parametrize("candidate, node", [(ORDER, "Compare"), (PRECEDENCE, "Call")])
def test_broken_evaluation_is_found_within_300_programs(tmp_path, candidate, node):
    result = CliRunner().invoke(main, [
        "fuzz", "--reference", str(PY38), "--candidate", candidate, "--generator", "walrus",
        "--programs", "300", "--seed", "1", "--format", "json", "-o", str(tmp_path / "s.json")],
        catch_exceptions=False)
    assert result.exit_code == 1, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    found = [d for d in summary["divergences"] if "walrus" in d["features"]]
    assert found, summary["divergences"]
    assert all(d["reference_outcome"]["phase"] == "ok" and d["candidate_outcome"]["phase"] == "ok" for d in found)
    assert found[0]["reference_outcome"]["stdout"] != found[0]["candidate_outcome"]["stdout"]
    assert any(f"NamedExpr in {node}" in d["anchor"] for d in found), [d["anchor"] for d in found]
