"""A backport's claim ([scope]): out-of-scope cases keep their own status and the score ignores them."""
from __future__ import annotations


import pytest

from pyconformance.cases import CaseError
from pyconformance.expectations.known import Known, load_known
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.results import RunResults
from pyconformance.runner import evaluate
from pyconformance.scope import Scope, load_scope, missing_name
from tests.conftest import ROOT

CASES = ROOT / "conformance" / "cases"


def any_case(feature: str):
    from pyconformance.cases import load_cases

    cases, _ = load_cases(CASES)
    return next(c for c in cases if c.features == (feature,) and c.expect.phase == "ok")


class Fixed(Implementation):
    """Answers every program with one outcome."""

    def __init__(self, outcome: Outcome):
        self.outcome = outcome
        self.info = ImplementationInfo("fixed", "fixed", (1, 0, 0))

    def run(self, program):
        return self.outcome


def missing(type_: str, message: str) -> Outcome:
    return Outcome(phase="run", exception=ExceptionInfo(type_, message), exit_code=1)


def test_missing_name_reads_cpython_wording():
    assert missing_name(missing("AttributeError", "module 'math' has no attribute 'prod'")) == "math.prod"
    assert missing_name(missing("ImportError", "cannot import name 'Literal' from 'typing' (/x/typing.py)")) \
        == "typing.Literal"
    assert missing_name(missing("ModuleNotFoundError", "No module named 'importlib.metadata'")) == "importlib.metadata"
    assert missing_name(missing("AttributeError", "'code' object has no attribute 'replace'")) is None
    assert missing_name(missing("TypeError", "module 'math' has no attribute 'prod'")) is None
    assert missing_name(Outcome(phase="ok")) is None
    assert missing_name(missing("ImportError", "cannot import name 'Final'")) == "Final"  # 3.6 wording


def test_a_bare_missing_name_is_claimed_by_its_last_component():
    scope = Scope(frozenset({"typing"}), frozenset({"typing.TypedDict"}))
    assert scope.claims_name("TypedDict") and not scope.claims_name("Final")
    case = any_case("typing")
    impl = Fixed(missing("ImportError", "cannot import name 'Final'"))
    result = evaluate(case, impl.info, impl, scope=scope)
    assert result.status == "out-of-scope" and "lacks Final" in result.message
    claimed = Fixed(missing("ImportError", "cannot import name 'TypedDict'"))
    assert evaluate(case, claimed.info, claimed, scope=scope).status == "fail"


def test_unclaimed_feature_is_out_of_scope_with_its_outcome_kept():
    case = any_case("math")
    outcome = Outcome(phase="ok", stdout=case.expect.stdout)
    result = evaluate(case, Fixed(outcome).info, Fixed(outcome), scope=Scope(frozenset({"walrus"}), reason="r"))
    assert result.status == "out-of-scope"
    assert "does not claim feature(s) math" in result.message and "it passes" in result.message
    assert result.outcome == outcome


def test_claimed_feature_is_judged_normally():
    case = any_case("walrus")
    wrong = Outcome(phase="ok", stdout="something else\n")
    impl = Fixed(wrong)
    assert evaluate(case, impl.info, impl, scope=Scope(frozenset({"walrus"}))).status == "fail"
    right = Fixed(Outcome(phase="ok", stdout=case.expect.stdout))
    assert evaluate(case, right.info, right, scope=Scope(frozenset({"walrus"}))).status == "pass"


def test_failure_from_an_unclaimed_missing_name_is_out_of_scope_and_says_so():
    case = any_case("walrus")
    impl = Fixed(missing("AttributeError", "module 'math' has no attribute 'prod'"))
    result = evaluate(case, impl.info, impl, scope=Scope(frozenset({"walrus"})))
    assert result.status == "out-of-scope"
    assert "lacks math.prod, which fixed does not claim" in result.message


def test_failure_from_a_claimed_missing_name_stays_a_failure():
    case = any_case("typing")
    impl = Fixed(missing("ImportError", "cannot import name 'Literal' from 'typing' (/t.py)"))
    scope = Scope(frozenset({"typing"}), frozenset({"typing.Literal"}))
    assert evaluate(case, impl.info, impl, scope=scope).status == "fail"
    assert scope.claims_name("typing.Literal") and not scope.claims_name("typing.Final")
    assert Scope(frozenset({"x"}), frozenset({"importlib.metadata"})).claims_name("importlib.metadata.version")


def test_known_out_of_scope_entry(tmp_path):
    case = any_case("walrus")
    impl = Fixed(Outcome(phase="ok", stdout="other\n"))
    result = evaluate(case, impl.info, impl, Known(case.id, "out-of-scope", "3.7 lacks code.replace"),
                      scope=Scope(frozenset({"walrus"})))
    assert result.status == "out-of-scope" and "3.7 lacks code.replace" in result.message


def test_score_is_over_claimed_cases():
    ok_case, other = any_case("walrus"), any_case("math")
    impl = Fixed(Outcome(phase="ok", stdout=ok_case.expect.stdout))
    scope = Scope(frozenset({"walrus"}), reason="walrus only")
    results = RunResults(impl.info, [evaluate(c, impl.info, impl, scope=scope) for c in (ok_case, other)], scope=scope)
    doc = results.certificate()
    assert doc.summary.out_of_scope == 1 and doc.summary.passed == 1
    assert doc.summary.score.model_dump() == {"passed": 1, "claimed": 1, "percent": 100.0}
    assert doc.scope.features == ["walrus"] and results.ok


def test_load_scope_and_known_share_a_file(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text('[scope]\nfeatures = ["walrus"]\nnames = ["math.prod"]\nreason = "r"\n\n'
                    '["walrus/a"]\nstatus = "out-of-scope"\nreason = "why"\n')
    assert load_scope([path]) == Scope(frozenset({"walrus"}), frozenset({"math.prod"}), "r")
    assert load_known([path])["walrus/a"].status == "out-of-scope"
    assert load_scope([]) is None


@pytest.mark.parametrize("table", ['features = []\nreason = "r"', 'features = ["a"]', 'features = "a"\nreason = "r"',
                                   'features = ["a"]\nreason = "r"\nextra = 1'])
def test_bad_scope_is_a_clear_error(tmp_path, table):
    path = tmp_path / "x.toml"
    path.write_text(f"[scope]\n{table}\n")
    with pytest.raises(CaseError, match=r"x.toml:1: \[scope\] needs features"):
        load_scope([path])


def test_committed_backport_scopes_name_what_the_shim_serves():
    from pyconformance.adapters.library_backports import BACKPORTS

    for name, backport in BACKPORTS.items():
        scope = load_scope([ROOT / "conformance" / "expectations" / f"backport-{name}.toml"])
        assert scope is not None and sorted(scope.names) == backport.served, name
