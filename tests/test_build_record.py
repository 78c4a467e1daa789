"""The compiler kinds' shared build helper: atomic program records, and batch-then-isolate
(every program gets the verdict it would get built alone, whatever its batch held)."""
from __future__ import annotations

import json

from pyconformance.adapters import build_record
from pyconformance.adapters.build_record import Attempt, isolate


class Compiler:
    """Builds a batch unless it holds a bad program: a 'named' one is named by the failure, a
    'silent' one makes the whole batch fail without saying which program it was."""

    def __init__(self):
        self.runs: list[tuple[list[str], str]] = []
        self.rejected: dict[str, str] = {}
        self.built: set[str] = set()

    def attempt(self, items: list[str], place: str) -> Attempt:
        self.runs.append((list(items), place))
        named = {i: f"{i} is bad" for i in items if i.startswith("named")}
        if named:
            return Attempt(done=False, named=named, failure="batch failed")
        if any(i.startswith("silent") for i in items):
            return Attempt(done=False, failure="batch failed without a name")
        self.built.update(items)
        return Attempt(done=True)

    def reject(self, item: str, failure: str) -> None:
        assert item not in self.rejected, f"{item} judged twice"
        self.rejected[item] = failure


def run(items: list[str]) -> Compiler:
    compiler = Compiler()
    isolate(items, "work", compiler.attempt, lambda place, part: f"{place}/{'+'.join(part)}", compiler.reject)
    return compiler


def test_a_clean_batch_is_one_run():
    compiler = run(["a", "b", "c"])
    assert compiler.runs == [(["a", "b", "c"], "work")] and compiler.built == {"a", "b", "c"}


def test_the_programs_a_failure_names_fail_and_the_rest_build_again_in_place():
    compiler = run(["a", "named1", "b", "named2"])
    assert compiler.rejected == {"named1": "named1 is bad", "named2": "named2 is bad"}
    assert compiler.built == {"a", "b"}
    assert compiler.runs == [(["a", "named1", "b", "named2"], "work"), (["a", "b"], "work")]


def test_a_failure_naming_nobody_is_halved_until_the_culprit_is_alone():
    items = ["a", "b", "c", "silent", "d", "e", "f", "g"]
    compiler = run(items)
    assert compiler.rejected == {"silent": "batch failed without a name"}
    assert compiler.built == set(items) - {"silent"}
    # every program is judged exactly once, and every split runs in a place of its own
    assert all(place != "work" for part, place in compiler.runs[1:])
    assert len(compiler.runs) <= 1 + 2 * 3  # halving 8 programs: at most three levels of two halves


def test_a_record_is_written_whole(tmp_path):
    path = tmp_path / "programs" / "key.json"
    build_record.save(path, {"extension": "x.so", "log": "ok"})
    assert json.loads(path.read_text()) == {"extension": "x.so", "log": "ok"}
    assert [p.name for p in path.parent.iterdir()] == ["key.json"]  # no temporary left behind
