"""Batch screening in the node agent (docs/protocol.md "Batch requests"): Brython and MicroPython
must judge the suite the same with `--isolation batch` as case by case, a batch must give
each program the outcome it gets alone, and trouble must be handed back (null)."""
from __future__ import annotations

import dataclasses
import re
import shutil

import pytest

from pyconformance.differ import compare
from pyconformance.judge import mismatches
from pyconformance.expectations.known import expectation_files, load_known
from pyconformance.program import Program
from pyconformance.runner import run_cases
from pyconformance.adapters.specs import open_implementation
from tests.conftest import open_engine_or_skip
from pyconformance.suite import load_suite

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node not on PATH (apt-get install nodejs npm)")


@pytest.fixture(scope="module", params=["brython", "micropython"])
def engine(request):
    impl = open_engine_or_skip(request.param)
    yield impl
    impl.close()


@pytest.fixture(scope="module")
def suite():
    return load_suite()


def test_the_agent_advertises_batches(engine):
    assert engine.agent.hello.get("batch") is True


def test_a_batch_answers_each_program_as_it_runs_alone(engine, suite):
    known = load_known(expectation_files(suite.expectations_dir, engine.info))
    # Known hangs would only be handed back; everything else, known differences included, is screened.
    cases = [c for c in suite.cases if getattr(known.get(c.id), "status", "") not in ("timeout", "skip")]
    programs = [c.program() for c in cases]
    screened = engine.screen(programs)
    assert len(screened) == len(programs)
    assert sum(o is not None for o in screened) >= 0.95 * len(programs)
    for case, program, fast in zip(cases, programs, screened):
        if fast is None:
            continue
        if not engine.screen_is_exact and mismatches(case.expect, fast):
            # The runner takes only a batch pass as it is and runs every other case again
            # alone: an engine whose batches are not exact (stdlib state kept between
            # programs) must never pass in a batch what fails alone.
            continue
        alone = engine.run(program)
        if not engine.screen_is_exact:
            # MicroPython screens in one shared instance (engine_micropython.mjs): the heap
            # addresses in reprs ("<Signature object at 1a7a20>") differ, nothing else may.
            alone, fast = unaddressed(alone), unaddressed(fast)
        assert not compare(alone, fast, compare_messages=True), (program.source, alone, fast)
        assert (fast.stdout, fast.exit_code, fast.phase) == (alone.stdout, alone.exit_code, alone.phase), program.source


def unaddressed(outcome):
    mask = lambda text: re.sub(r" at (0x)?[0-9a-f]{4,}>", " at ADDRESS>", text)
    exception = outcome.exception and dataclasses.replace(outcome.exception, message=mask(outcome.exception.message))
    return dataclasses.replace(outcome, stdout=mask(outcome.stdout), exception=exception)


def test_batch_isolation_judges_the_suite_as_case_by_case(engine, suite):
    spec = engine.info.spec
    known = load_known(expectation_files(suite.expectations_dir, engine.info))

    def verdicts(screen: bool) -> dict[str, str]:
        results = run_cases(lambda: open_implementation(spec, "agent"), suite.cases, known, jobs=2, screen=screen)
        return {r.case.id: r.status for r in results.results}

    batched, alone = verdicts(True), verdicts(False)
    assert len(batched) == len(suite.cases)
    assert batched == alone, {k: (batched[k], alone.get(k)) for k in batched if batched[k] != alone.get(k)}


@pytest.mark.parametrize("trouble", [
    "while True: pass",
    "print('y' * 3_000_000)",
])
def test_trouble_is_handed_back_and_the_batch_goes_on(engine, trouble):
    programs = [Program(source="print('before')"), Program(source=trouble, timeout=1.0),
                Program(source="print('after')")]
    before, handed_back, after = engine.screen(programs)
    assert handed_back is None
    assert before.stdout == "before\n" and after.stdout == "after\n"


def test_a_program_does_not_leak_into_the_next_of_a_batch(engine):
    first, second = engine.screen([Program(source="import sys\nsys.path.append('/nowhere')\nx = 1\n"),
                                   Program(source="import sys\nprint('/nowhere' in sys.path, 'x' in globals())\n")])
    assert second is not None and second.stdout == "False False\n", second


def test_a_malformed_batch_is_a_harness_error_not_a_lost_agent(engine):
    reply = engine.agent.exchange({"batch": "not a list"}, 30.0)
    assert "harness_error" in reply and "batch" in reply["harness_error"]
    assert engine.run(Program(source="print(2)")).stdout == "2\n"
