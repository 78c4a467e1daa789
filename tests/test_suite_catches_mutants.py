"""The suite must fail deliberately broken implementations.

A case that passes on a broken implementation tests nothing. Each mutant below is the host
Python behind a source transform that breaks one 3.8 rule the way a buggy backport or
minifier would; the cases of that rule must catch it.
"""
import re

import pytest

from pyconformance.implementation import Implementation
from pyconformance.program import Program
from pyconformance.runner import evaluate
from pyconformance.suite import load_suite

# f'{x = }' -> f'{x=}': a transform that normalises away the whitespace the rule keeps.
FSTRING_EQ_SPACES = re.compile(r"\{(\s*[^{}'\"=!:<>]+?)\s*=\s*(?=[!:}])")
# def f(a, /, b) -> def f(a, b): positional-only markers dropped (a 3.7 backport).
POSONLY_MARKER = re.compile(r",\s*/\s*(?=[,)])")
# f'{x=}' -> f'{x!r}': the debug text dropped entirely.
FSTRING_EQ_TEXT = re.compile(r"\{([A-Za-z_][\w.]*)=(?=[}!:])")


def drop_eq_spaces(source: str) -> str:
    return FSTRING_EQ_SPACES.sub(lambda m: "{" + m.group(1).strip() + "=", source)


def drop_posonly(source: str) -> str:
    return POSONLY_MARKER.sub("", source)


def drop_eq_text(source: str) -> str:
    return FSTRING_EQ_TEXT.sub(lambda m: "{" + m.group(1), source)


class Mutant(Implementation):
    def __init__(self, inner: Implementation, transform):
        self.inner, self.transform, self.info = inner, transform, inner.info

    def run(self, program: Program):
        return self.inner.run(Program(**{**program.__dict__, "source": self.transform(program.source)}))


@pytest.fixture(scope="module")
def suite():
    loaded = load_suite()
    assert not loaded.errors, loaded.errors[:3]
    return loaded


def failures(suite, impl, select):
    cases = [c for c in suite.cases if select(c) and c.applies_to(impl.info.language_version)]
    assert cases, "no case selected"
    return cases, [c.id for c in cases if evaluate(c, impl.info, impl).status != "pass"]


@pytest.mark.parametrize("transform, rule, minimum", [
    (drop_eq_spaces, "fstring.eq.whitespace", 1.0),
    (drop_posonly, "posonly.positional-only", 0.5),
    (drop_eq_text, "fstring.eq.text", 0.5),
])
def test_rule_cases_fail_on_the_mutant(suite, host_agent, transform, rule, minimum):
    """Every (or most) cases of the rule fail; the transform really changed the program."""
    mutant = Mutant(host_agent, transform)
    cases, failed = failures(suite, mutant, lambda c: rule in c.rules and transform(c.source) != c.source)
    assert len(failed) >= minimum * len(cases), f"{rule}: only {failed} of {[c.id for c in cases]} caught"


def test_mutants_leave_unrelated_cases_passing(suite, host_agent):
    """The mutation tests above are meaningful only if the unmutated cases pass."""
    cases = [c for c in suite.cases if "fstring.eq.whitespace" in c.rules]
    results = [evaluate(c, host_agent.info, host_agent) for c in cases]
    assert all(r.status in ("pass", "skip") for r in results), [r.message for r in results if r.status == "fail"]


def test_whitespace_transform_is_what_we_think():
    assert drop_eq_spaces("f'{a = }, {a  =  !r}'") == "f'{a=}, {a=!r}'"
    assert drop_posonly("def f(a, b, /, c, *, d): pass") == "def f(a, b, c, *, d): pass"
    assert drop_eq_text("f'{x=} {y.z=:>4}'") == "f'{x} {y.z:>4}'"


# ---- the mutation benchmark's operators (bench/mutants.py) ----
from bench.mutants import OPERATORS, walrus_comprehension_local, walrus_yields_none  # noqa: E402
from bench.mutation import MutantImplementation  # noqa: E402


def test_operators_are_many_labelled_and_spread():
    suite = load_suite()
    assert len(OPERATORS) >= 30
    assert len({op.name for op in OPERATORS}) == len(OPERATORS)
    assert all(op.rule in suite.rules for op in OPERATORS), [op.rule for op in OPERATORS if op.rule not in suite.rules]
    areas = {op.rule.split(".")[0] for op in OPERATORS}
    assert {"walrus", "posonly", "fstring", "pycache", "lib", "interp", "misc", "erratum"} <= areas
    assert {op.kind for op in OPERATORS} == {"source", "patch"}


def test_patch_keeps_line_numbers():
    op = next(o for o in OPERATORS if o.kind == "patch")
    source = "# /// pyconform\n# ///\nprint(1)\n"
    assert op.apply(source).count("\n") == source.count("\n")


def test_token_mutants_are_what_we_think():
    assert walrus_yields_none("print((y := 3) + 1)") == "print(((y := 3) and None) + 1)"
    assert walrus_yields_none("f(a, (b := 1), c)") == "f(a, ((b := 1) and None), c)"
    assert walrus_comprehension_local("r = [y := x for x in a]\nprint(y)") == "r = [_mut_y := x for x in a]\nprint(y)"
    assert walrus_comprehension_local("(y := 1)") == "(y := 1)"


@pytest.mark.parametrize("operator", OPERATORS, ids=lambda op: op.name)
def test_the_rules_own_cases_kill_each_mutant(suite, host_agent, operator):
    """On the host, the cases of the rule the operator breaks include one that fails."""
    mutant = MutantImplementation(host_agent, operator)
    cases, failed = failures(suite, mutant, lambda c: operator.rule in c.rules
                             and operator.apply(c.source) != c.source)
    assert failed, f"{operator.name}: none of {[c.id for c in cases]} fails"
