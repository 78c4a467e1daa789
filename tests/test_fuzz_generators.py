"""Generators: compilable programs, model expectations that CPython agrees with,
determinism, and the share of programs that exercise a 3.8 feature."""
from __future__ import annotations

import sys
import threading

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings

from pyconformance.implementation import ImplementationInfo
from pyconformance.judge import mismatches
from pyconformance.outcome import Outcome
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.engine import EngineConfig, Worker
from pyconformance.fuzz.generators.registry import GENERATORS, TARGETED, resolve

SAMPLE = 25


def sample(name: str, count: int, seed_value: int = 0) -> list:
    found = []

    @settings(max_examples=count, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @seed(seed_value)
    @given(GENERATORS[name].strategy())
    def collect(program):
        found.append(program)

    collect()
    return found


@pytest.fixture(scope="module")
def python3():
    impl = open_implementation(sys.executable)
    yield impl
    impl.close()


@pytest.mark.parametrize("name", TARGETED)
def test_model_expectations_hold_on_python3(name, python3):
    programs = sample(name, SAMPLE, seed_value=7)
    assert len(programs) == SAMPLE
    for program in programs:
        assert program.expected is not None
        outcome = python3.run(program.program())
        assert not mismatches(program.expected, outcome), program.source


@pytest.mark.parametrize("name", TARGETED)
def test_programs_compile_unless_the_model_expects_a_syntax_error(name):
    for program in sample(name, 50, seed_value=3):
        if program.expected.phase == "compile":
            with pytest.raises(SyntaxError):
                compile(program.source, "main.py", "exec")
        else:
            compile(program.source, "main.py", "exec")


def test_most_targeted_programs_exercise_a_38_feature():
    programs = [p for name in TARGETED for p in sample(name, 50, seed_value=11)]
    with_feature = sum(bool(p.features) for p in programs)
    assert with_feature >= len(programs) / 2, f"{with_feature}/{len(programs)}"


def test_mutational_programs_come_from_cases():
    programs = sample("mutate", 20)
    assert all(p.source and p.generator == "mutate" for p in programs)
    assert any(p.features for p in programs)


class FakeImplementation:
    """Answers instantly, so determinism is tested without running anything."""

    def __init__(self, info):
        self.info = info

    def run(self, program):
        return Outcome(phase="ok")

    def close(self):
        pass


class Recorder:
    def __init__(self):
        self.sources, self.lock = [], threading.Lock()

    def program_done(self, program, model_disagrees):
        with self.lock:
            self.sources.append(program.source)

    def divergence(self, divergence):
        raise AssertionError("no divergence expected")

    def seen_known(self, divergence):
        pass

    def is_known(self, key):
        return False


def programs_of_campaign(campaign_seed: int, info) -> list[str]:
    recorder = Recorder()
    config = EngineConfig(generators=resolve(("targeted",)), seed=campaign_seed)
    worker = Worker(config, FakeImplementation(info), [FakeImplementation(info)], recorder, threading.Event())
    for block in range(3):
        worker.run_block(block, 20)
    worker.close()
    return recorder.sources


def test_same_seed_same_programs(python3):
    first = programs_of_campaign(5, python3.info)
    assert len(first) == 60
    assert programs_of_campaign(5, python3.info) == first
    assert programs_of_campaign(6, python3.info) != first


def test_programs_do_not_depend_on_the_modules_loaded(tmp_path, monkeypatch):
    """Hypothesis would draw literals of newly loaded local modules (fuzz/steady.py): the
    programs of a seed would then change with pyconform's source and import order."""
    info = ImplementationInfo("fake", "cpython", (3, 8, 18))

    def programs() -> list[str]:
        recorder = Recorder()
        # one program per Hypothesis example: many draws, each a chance to take a literal
        config = EngineConfig(generators=("misc", "fstring", "signature"), seed=5, batch=1)
        worker = Worker(config, FakeImplementation(info), [FakeImplementation(info)], recorder, threading.Event())
        worker.run_block(0, 60)
        worker.close()
        return recorder.sources

    first = programs()
    (tmp_path / "pyconform_literals_probe.py").write_text(
        f"COUNTS = {tuple(range(2, 300, 4))}\nWORDS = {[f'w{n}' for n in range(30)]!r}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    __import__("pyconform_literals_probe")
    assert len(first) == 60 and programs() == first


def test_unknown_generator_is_rejected():
    with pytest.raises(ValueError):
        resolve(("nope",))
    assert set(resolve(("all",))) == set(GENERATORS)
