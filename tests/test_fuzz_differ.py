"""The differ: addresses never count, messages only on request (implementation names
normalised), declared version drift applied only across its version boundary."""
from __future__ import annotations

from pyconformance.drift import declared as drift
from pyconformance.differ import compare, differences, normalize_message
from pyconformance.outcome import ExceptionInfo, Outcome


def ok(stdout: str) -> Outcome:
    return Outcome(phase="ok", stdout=stdout)


def failed(phase: str, kind: str, message: str = "") -> Outcome:
    return Outcome(phase=phase, exception=ExceptionInfo(kind, message), exit_code=1)


def test_addresses_are_ignored():
    a = ok("<__main__.C object at 0x7f3a2b1c>\n")
    b = ok("<__main__.C object at 0x00007ffe00aa11>\n")
    assert differences(a, b) == []
    assert [d.kind for d in differences(ok("1\n"), ok("2\n"))] == ["stdout"]
    # The agent's scratch directory (a fresh mkdtemp name per program) is not the program's doing.
    assert differences(ok("/dev/shm/pyconform-g0t3lxqb/work/.pyc\n"),
                       ok("/dev/shm/pyconform-kyj6ok4b/work/.pyc\n")) == []


def test_messages_only_when_asked_and_implementation_names_normalised():
    ref = failed("run", "TypeError", "f() takes 1 argument (CPython)")
    cand = failed("run", "TypeError", "f() takes 1 argument (PyPy)")
    assert differences(ref, cand) == []
    assert differences(ref, cand, compare_messages=True) == []
    other = failed("run", "TypeError", "f() got an unexpected keyword")
    assert [d.kind for d in differences(ref, other, compare_messages=True)] == ["message"]
    assert normalize_message("python3.11 and pypy3 at 0xdead") == "<implementation> and <implementation> at 0x?"


def test_exception_type_and_phase_always_count():
    assert [d.kind for d in differences(failed("run", "TypeError"), failed("run", "ValueError"))] == ["exception"]
    assert "phase" in [d.kind for d in differences(ok(""), failed("compile", "SyntaxError"))]


def test_reference_without_verdict_gives_no_difference():
    assert differences(Outcome(phase="run", timed_out=True, exit_code=None), ok("x")) == []


WALRUS_INDEX = "a = [1, 2]\nprint(a[i := 1])\n"


def test_drift_applies_across_its_boundary_only():
    old, new = failed("compile", "SyntaxError"), ok("2\n")
    across = compare(old, new, source=WALRUS_INDEX, reference_version=(3, 8), candidate_version=(3, 11))
    assert not across and "walrus-in-index" in across.drift_entries
    # Either side may be the older one.
    swapped = compare(new, old, source=WALRUS_INDEX, reference_version=(3, 11), candidate_version=(3, 8))
    assert not swapped
    # PyPy 3.9 accepting it is a real divergence from a 3.8 reference: 3.10 is not straddled.
    same_side = compare(old, new, source=WALRUS_INDEX, reference_version=(3, 8), candidate_version=(3, 9))
    assert same_side and same_side.differences[0].kind == "phase"


def test_drift_needs_the_construct_and_the_old_behaviour():
    old, new = failed("compile", "SyntaxError"), ok("2\n")
    unrelated = compare(old, new, source="print(2)\n", reference_version=(3, 8), candidate_version=(3, 11))
    assert unrelated
    wrong_old = compare(failed("run", "TypeError"), new, source=WALRUS_INDEX,
                        reference_version=(3, 8), candidate_version=(3, 11))
    assert wrong_old


def test_with_drift_and_message_drift():
    source = "with (x := open) as y:\n    pass\n"
    result = compare(failed("run", "AttributeError"), failed("run", "TypeError"), source=source,
                     reference_version=(3, 8), candidate_version=(3, 11))
    assert not result
    msg = compare(failed("compile", "SyntaxError", "invalid syntax"),
                  failed("compile", "SyntaxError", "cannot use assignment expressions with lambda"),
                  compare_messages=True, source="lambda: x := 1\n",
                  reference_version=(3, 8), candidate_version=(3, 10))
    assert not msg


def test_table_is_one_declared_table():
    ids = [entry.id for entry in drift.TABLE]
    assert len(ids) == len(set(ids))
    assert all(entry.since > (3, 8) and entry.reason for entry in drift.TABLE)
