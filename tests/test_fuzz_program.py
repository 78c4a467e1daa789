"""The `program` generator (fuzz/generators/program.py) and syntax coverage (fuzz/syntax_coverage.py),
checked against a real CPython 3.8."""
from __future__ import annotations

import ast
import random
import subprocess

import pytest

from pyconformance.fuzz.batching import derive, part_seed
from pyconformance.fuzz.generators.program import build
from pyconformance.fuzz.generators.registry import DEFAULT
from pyconformance.fuzz.syntax_coverage import DATA, EXCLUDED, coverage, node_types, node_types_38
from tests.conftest import cpython, needs_cpython

PY38 = cpython("3.8")
needs_38 = needs_cpython("3.8")


def sample(count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [build([part_seed(rng) for _ in range(rng.randint(1, 5))]).source for _ in range(count)]


def test_same_seeds_same_program_and_seeds_matter():
    assert build([5, 123456, 999]).source == build([5, 123456, 999]).source
    assert len({build([s]).source for s in range(1, 200, 7)}) > 20


def test_in_the_default_set_and_batchable():
    assert "program" in DEFAULT
    programs = derive(("program",), 20, 3)
    assert programs == derive(("program",), 20, 3)
    assert all(p.generator == "program" and p.recipe[0] == "program" for p in programs)


CHECK = """
import sys
bad = 0
for src in sys.stdin.read().split('\\0'):
    try:
        compile(src, 'p', 'exec')
    except SyntaxError as e:
        bad += 1
        print(repr(e), src[:300])
print('bad', bad)
"""


@needs_38
def test_a_large_sample_compiles_on_38():
    sources = sample(2000)
    result = subprocess.run([str(PY38), "-c", CHECK], input="\0".join(sources), capture_output=True,
                            text=True, timeout=120)
    assert result.stdout.strip().endswith("bad 0"), result.stdout[-2000:]


@needs_38
def test_a_sample_terminates_on_38_deterministically_and_mostly_without_exceptions():
    clean = 0
    for source in sample(60, seed=11):
        runs = [subprocess.run([str(PY38), "-c", source], capture_output=True, text=True, timeout=10,
                               env={"PYTHONHASHSEED": seed}) for seed in ("1", "2")]
        assert runs[0].returncode == 0, runs[0].stderr[-500:]  # sections catch their exceptions
        assert runs[0].stdout == runs[1].stdout  # no hash order, ids or time in the output
        assert runs[0].stdout
        clean += "section " not in runs[0].stdout
    assert clean >= 40  # most programs run every section without an exception


def test_the_denominator_is_the_measured_38_list_minus_documented_exclusions():
    listed = {line.strip() for line in DATA.read_text().splitlines() if line.strip() and not line.startswith("#")}
    assert "NamedExpr" in listed and "Index" in listed and "Match" not in listed  # 3.8's, not the host's
    assert set(node_types_38()) == listed - set(EXCLUDED)
    assert set(EXCLUDED) <= listed


def test_coverage_counts_node_types():
    seen = node_types(ast.parse("x = [a for a in b]\n"))
    assert {"Module", "Assign", "ListComp", "comprehension", "Name", "Store", "Load"} <= seen
    result = coverage(seen)
    assert result.covered == tuple(sorted(seen & set(node_types_38())))
    assert "While" in result.missing
    assert result.share == pytest.approx(len(result.covered) / len(node_types_38()))
    assert coverage(node_types_38()).share == 1.0 and coverage([]).share == 0.0
    assert node_types(None) == frozenset()


def test_a_sample_of_programs_reaches_90_percent():
    seen = set()
    for source in sample(300, seed=3):
        seen |= node_types(ast.parse(source))
    result = coverage(seen)
    assert result.share >= 0.9, result.missing
