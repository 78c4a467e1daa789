"""What keeps a whole `run` cheap must not change what it sees: the agent's code compiled
once per interpreter (agent/code_cache.py), batches dealt to the jobs (runner.work_units),
the suite revision kept while no file changes (parse_cache.by_stamps), and sys.pycache_prefix
put back between the programs of a batch."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pyconformance.agent import code_cache
from pyconformance.cases import Case, Expectation
from pyconformance.implementation import ImplementationInfo
from pyconformance.parse_cache import by_stamps
from pyconformance.pipeline import suite_record
from pyconformance.process_runner import run_in_fresh_process
from pyconformance.program import Program
from pyconformance.runner import SCREEN_BATCH, work_units

INFO = ImplementationInfo(spec="python3.8", name="cpython", version=(3, 8, 18))


def case(cid: str, fresh: bool = False) -> Case:
    return Case(id=cid, path=Path(f"{cid}.py"), source="print(1)\n", rules=("r",), features=("f",),
                description="d", expect=Expectation(stdout="1\n"), flags=("-B",) if fresh else ())


def test_batches_come_first_and_deal_slow_neighbours_to_different_jobs():
    cases = [case(f"a/{n:03}") for n in range(10)] + [case("z/fresh", fresh=True)]
    units = work_units(cases, INFO, {}, screen=True, jobs=2)
    assert [len(u) for u in units] == [5, 5, 1]  # one batch per job, then the single fresh case
    assert units[2][0].id == "z/fresh"
    assert [c.id for c in units[0]][:2] == ["a/000", "a/002"]  # round-robin: neighbours split
    assert sorted(c.id for u in units for c in u) == sorted(c.id for c in cases)


def test_batches_stay_under_their_size_cap():
    cases = [case(f"a/{n:04}") for n in range(SCREEN_BATCH * 2 + 1)]
    units = work_units(cases, INFO, {}, screen=True, jobs=2)
    assert len(units) == 4 and max(map(len, units)) <= SCREEN_BATCH


def test_the_agent_code_is_compiled_once_per_interpreter(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    code_cache._compiled.cache_clear()
    argv = code_cache.once_argv([sys.executable], ["-B"])
    assert argv[:3] == [sys.executable, "-B", str(code_cache.LOADER_PATH)] and argv[-1] == "once"
    cached = Path(argv[3])
    assert cached.parent == tmp_path / "agent-code" and cached.stat().st_size > 0
    outcome = run_in_fresh_process([sys.executable], Program(source="import sys\nprint(sys.argv, __name__)\n",
                                                             flags=("-B",)))
    assert outcome.stdout == "['main.py'] __main__\n"
    code_cache._compiled.cache_clear()


def test_a_damaged_code_file_falls_back_to_the_source(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    code_cache._compiled.cache_clear()
    argv = code_cache.once_argv([sys.executable], [])
    cached = Path(argv[argv.index(str(code_cache.LOADER_PATH)) + 1])
    assert cached.parent == tmp_path / "agent-code"
    cached.write_bytes(b"not marshal")
    outcome = run_in_fresh_process([sys.executable], Program(source="print('still runs')\n", flags=("-B",)))
    assert outcome.stdout == "still runs\n" and outcome.phase == "ok"
    code_cache._compiled.cache_clear()


def test_an_interpreter_that_cannot_compile_the_agent_runs_it_from_source(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    code_cache._compiled.cache_clear()
    fake = tmp_path / "not-python"
    fake.write_text("#!/bin/sh\nexit 3\n")
    fake.chmod(0o755)
    assert code_cache.once_argv([str(fake)], []) == [str(fake), str(code_cache.AGENT_PATH), "once"]
    code_cache._compiled.cache_clear()


def test_the_suite_revision_is_kept_only_while_no_file_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path / "cache"))
    (tmp_path / "suite" / "cases").mkdir(parents=True)
    case_file = tmp_path / "suite" / "cases" / "one.py"
    case_file.write_text("print(1)\n")
    first = suite_record.__wrapped__(tmp_path / "suite")
    assert suite_record.__wrapped__(tmp_path / "suite") == first
    case_file.write_text("print(2)\n")  # same size: the modification time tells
    second = suite_record.__wrapped__(tmp_path / "suite")
    assert second.revision != first.revision and second.cases == 1


def test_by_stamps_computes_again_when_its_cache_is_damaged(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path / "cache"))
    data = tmp_path / "f.txt"
    data.write_text("x")
    calls = []
    assert by_stamps("t", tmp_path, [data], lambda: calls.append(1) or "v") == "v"
    assert by_stamps("t", tmp_path, [data], lambda: calls.append(1) or "w") == "v"
    for kept in (tmp_path / "cache" / "parsed").glob("*.t.pickle"):
        kept.write_bytes(b"garbage")
    assert by_stamps("t", tmp_path, [data], lambda: calls.append(1) or "w") == "w" and len(calls) == 2


@pytest.mark.skipif(sys.version_info < (3, 8), reason="sys.pycache_prefix is new in 3.8")
def test_a_pycache_prefix_set_by_one_program_is_not_seen_by_the_next(host_agent):
    programs = [Program(source="import sys; sys.pycache_prefix = 'elsewhere'"),
                Program(source="import sys; print(sys.pycache_prefix)")]
    assert host_agent.screen(programs)[1].stdout == "None\n"


def test_the_slowest_single_cases_of_the_last_run_go_first_and_unknown_ones_before_them():
    cases = [case(f"a/{n}") for n in range(4)] + [case(f"z/{n}", fresh=True) for n in range(3)]
    durations = {"z/0": 0.01, "z/1": 0.06, "a/0": 0.002}
    units = work_units(cases, INFO, {}, screen=True, jobs=1, durations=durations)
    assert [u[0].id for u in units[-3:]] == ["z/2", "z/1", "z/0"]  # z/2 has no figure yet
    assert sorted(c.id for u in units for c in u) == sorted(c.id for c in cases)
    assert [u[0].id for u in work_units(cases, INFO, {}, screen=True, jobs=1)[-3:]] == ["z/0", "z/1", "z/2"]


def test_durations_are_kept_per_implementation_and_a_damaged_record_is_ignored(tmp_path, monkeypatch):
    from pyconformance import durations
    from pyconformance.outcome import Outcome
    from pyconformance.results import CaseResult

    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    ran = [CaseResult(case("a/1"), "pass", {}, Outcome(phase="ok", seconds=0.25)),
           CaseResult(case("a/2"), "skip", {}, None)]
    durations.record(INFO, ran)
    assert durations.load(INFO).seconds == {"a/1": 0.25}
    other = ImplementationInfo(spec="pypy3", name="pypy", version=(3, 9, 16))
    assert durations.load(other).seconds == {}
    durations.record(INFO, [CaseResult(case("a/3"), "pass", {}, Outcome(phase="ok", seconds=0.5))])
    assert durations.load(INFO).seconds == {"a/1": 0.25, "a/3": 0.5}  # a partial run keeps the others
    durations.record_file(INFO).write_text("{not json")
    assert durations.load(INFO) == durations.History()


def test_cases_a_batch_could_not_settle_are_recorded_and_get_their_own_fork_next_time(tmp_path, monkeypatch):
    from pyconformance import durations
    from pyconformance.adapters.specs import open_implementation
    from pyconformance.runner import run_cases

    monkeypatch.setenv("PYCONFORM_CACHE", str(tmp_path))
    leaves = Case(id="a/leaves", path=Path("a/leaves.py"), source="import os\nos._exit(0)\n", rules=("r",),
                  features=("f",), description="d", expect=Expectation(stdout=""))
    cases = [case("a/plain1"), leaves, case("a/plain2")]
    results = run_cases(lambda: open_implementation(sys.executable, "agent"), cases, {}, jobs=1, screen=True)
    assert results.unsettled == {"a/leaves"} and all(r.status == "pass" for r in results.results)
    durations.record(INFO, results.results, results.unsettled)
    assert durations.load(INFO).unsettled == {"a/leaves"}
    units = work_units(cases, INFO, {}, screen=True, jobs=1, unsettled=durations.load(INFO).unsettled)
    assert [[c.id for c in u] for u in units] == [["a/plain1", "a/plain2"], ["a/leaves"]]
    durations.record(INFO, [], ["a/plain1"])  # added to, not replaced
    assert durations.load(INFO).unsettled == {"a/leaves", "a/plain1"}
