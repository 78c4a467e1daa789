"""Every fuzz finding a real bug (issue 29): implementation-defined differences set apart by
the differ, the module policy, the reference self-check, one corpus file per cause, and a
reducer that keeps the divergence it was given."""
from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from pyconformance.differ import Difference, compare
from pyconformance.impldefined import CLASS_IDS, classify, normalize_stdout, sorted_sets
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.causes import Cause
from pyconformance.fuzz.corpus import CorpusIndex, cause_file_name, read_entry
from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.engine import EngineConfig
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.modules import ModuleProbe, declared_group, judge_modules, modules_of
from pyconformance.fuzz.reducer import first_differing_line, reduction_signature
from pyconformance.fuzz.referee import Referee, self_check

ROOT = Path(__file__).resolve().parents[1]
PY38 = Path(os.environ.get("PYCONFORM_PY38", "/root/.pyenv/versions/3.8.18/bin/python3.8"))
needs_38 = pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")
REF = ImplementationInfo("python3.8", "cpython", (3, 8, 18))
PYPY = ImplementationInfo("pypy3", "pypy", (3, 9, 16))


def ok(stdout: str) -> Outcome:
    return Outcome("ok", stdout=stdout)


def raised(phase: str, kind: str, stdout: str = "") -> Outcome:
    return Outcome(phase, stdout=stdout, exception=ExceptionInfo(kind))


# -- the differ: normalisation and implementation-defined classes -----------------------

def test_addresses_are_normalised_on_both_sides():
    assert not compare(ok("<object object at 0x7f00aa>\n"), ok("<object object at 0x55bb01>\n"),
                       source="print(object())\n")


def test_set_displays_compare_as_sets_only_when_the_program_builds_sets():
    assert sorted_sets("{3, 1, 'a, b'} {1: 2, 0: 1} [2, 1]") == "{'a, b', 1, 3} {1: 2, 0: 1} [2, 1]"
    assert sorted_sets("frozenset({2, 1})") == "frozenset({1, 2})"
    assert not compare(ok("{1, 0} 1\n"), ok("{0, 1} 1\n"), source="print({y := 1, 0}, y)\n")
    # A program without sets that prints braces: its text is compared as it is.
    assert compare(ok("{1, 0}\n"), ok("{0, 1}\n"), source="print('{1, 0}')\n")
    assert normalize_stdout("{b, a}", "print('{b, a}')\n") == "{b, a}"


@pytest.mark.parametrize("source, ref, cand, expected", [
    ("print(''.title)\n", ok("<built-in method title of str object at 0x7f14003dd2f0>\n"),
     ok("<bound method str.title of >\n"), "object-repr"),
    ("print(lambda: 0)\n", ok("<function <lambda> at 0x7f1>\n"), ok("<function <lambda>>\n"), "object-repr"),
    ("print(pow.__code__)\n", raised("run", "AttributeError"), ok("<code object pow>\n"), "builtin-introspection"),
    ("import inspect\nprint(inspect.signature(len))\n", ok("(obj, /)\n"), ok("(obj)\n"), "builtin-introspection"),
    ("import ast\nast.parse('(x:=1)', feature_version=0)\nprint()\n", ok("\n"), raised("run", "SyntaxError"),
     "best-effort-api"),
    ("print(id(1) > 0, hash(object()) % 7)\n", ok("True 3\n"), ok("True 5\n"), "identity"),
    ("import sys\nprint(sys.getsizeof([]))\n", ok("56\n"), ok("48\n"), "identity"),
    ("import dis\ndis.dis('x')\n", ok("LOAD_NAME\n"), ok("LOAD_GLOBAL\n"), "bytecode"),
    ("def f(n): return f(n + 1)\ntry:\n f(0)\nexcept Exception as e:\n print(type(e).__name__)\n",
     ok("RecursionError\n"), ok("RuntimeError\n"), "recursion-limit"),
    ("for x in {'b', 'a'}:\n    print(x)\n", ok("a\nb\n"), ok("b\na\n"), "set-order"),
    ("try:\n    int('x')\nexcept ValueError as e:\n    print('ValueError:', e)\n", ok("ValueError: invalid literal\n"),
     ok("ValueError: bad literal\n"), "error-message"),
    ("try:\n    int('x')\nexcept ValueError as e:\n    print(f'error {e}!')\n", ok("error invalid!\n"), ok("error bad!\n"),
     "error-message"),
    ("import crypt\nprint(crypt.mksalt())\n", ok("$6$abc\n"), ok("$6$xyz\n"), "nondeterministic"),
    # PyPy 7.3.11's math.erf, one unit in the last place off CPython 3.8.18's (measured 2026-12-06)
    ("import statistics\nprint('c0', statistics.NormalDist(2.0, 3.0).cdf(-0.0))\n", ok("c0 0.2524925375469229\n"),
     ok("c0 0.252492537546923\n"), "float-accuracy"),
    # ... and eight units in the last place off, once `0.5 * (1 + erf(x))` has amplified it
    ("import statistics\nprint('c0', statistics.NormalDist(2.0, 3.0).cdf(-1.5))\n", ok("c0 0.12167250457438128\n"),
     ok("c0 0.12167250457438139\n"), "float-accuracy"),
])
def test_implementation_defined_differences_are_set_apart(source, ref, cand, expected):
    found = compare(ref, cand, source=source)
    assert not found and found.defined_class == expected and found.defined
    assert expected in CLASS_IDS


@pytest.mark.parametrize("source, ref, cand", [
    ("print(type(1))\n", ok("<class 'int'>\n"), ok("<class 'float'>\n")),  # class reprs are the language's
    ("print([3, 1])\n", ok("[3, 1]\n"), ok("[1, 3]\n")),  # no sets: order is the language's
    ("{}.get(key=0)\n", raised("run", "TypeError"), ok("")),
    ("try:\n    int('x')\nexcept ValueError as e:\n    print(type(e).__name__)\n", ok("ValueError\n"),
     ok("TypeError\n")),
    # A message printed somewhere does not hide a difference in another line (dict display order).
    ("def k(i):\n    print('k', i)\ndef v(i):\n    print('v', i)\nprint({k(1): v(5)})\ntry:\n    pass\n"
     "except ValueError as e:\n    print('ValueError', e)\n", ok("k 1\nv 5\n{None: None}\n"),
     ok("v 5\nk 1\n{None: None}\n")),
    # `type(e).__name__` prints no message: a line with the same prefix stays a difference.
    ("print([[c := i + j for j in range(2)] for i in range(2)])\ntry:\n    print('r1', c)\n"
     "except NameError as e:\n    print('r1', type(e).__name__)\n", ok("[[0, 1], [1, 2]]\nr1 2\n"),
     ok("[[0, 1], [1, 2]]\nr1 NameError\n")),
    # A module the candidate lacks is the module policy's, whatever else the program calls.
    ("import ast\nast.parse('x', feature_version=(3, 7))\n", ok(""), raised("run", "ImportError")),
    ("import inspect\nclass C:\n    def m(self, a, /): pass\nprint(inspect.signature(C.m))\n",
     ok("(self, a, /)\n"), ok("(self, a)\n")),
    # IEEE arithmetic is exact on both sides: a last digit off without a math function is a bug
    ("print(0.1 + 0.2)\n", ok("0.30000000000000004\n"), ok("0.3\n")),
    # a math function's result off by more than its last digits, or another token, stays a difference
    ("import math\nprint(math.erf(-0.47))\n", ok("-0.4937450508860821\n"), ok("-0.49374505088\n")),
    ("import math\nprint(math.erf(-0.47), 'a')\n", ok("-0.4937450508860821 a\n"), ok("-0.4937450508860822 b\n")),
])
def test_real_differences_stay_divergences(source, ref, cand):
    found = compare(ref, cand, source=source)
    assert found and not found.defined_class


def test_every_declared_class_is_in_the_fuzz_docs():
    docs = (ROOT / "docs" / "fuzz-precision.md").read_text(encoding="utf-8")
    for class_id in CLASS_IDS:
        assert f"`{class_id}`" in docs, class_id


# -- module policy ------------------------------------------------------------------------

def test_modules_a_program_names_include_importlib_loops():
    assert modules_of("import os.path\nfrom xml.dom import minidom\n") == ("os", "os.path", "xml", "xml.dom")
    loop = "import importlib\nfor m in 'uu spwd'.split():\n    importlib.import_module(m)\n"
    assert modules_of(loop) == ("importlib", "uu", "spwd")
    assert "nis" in modules_of("import importlib\nfor m in ['nis']:\n    importlib.import_module(m)\n")
    assert declared_group("spwd") == "platform-optional" and declared_group("macpath") == "removed-in-3-8"
    assert declared_group("parser") == "cpython-only" and declared_group("os") == ""


class FakeImplementation(Implementation):
    """Answers module probes from a set of module names; counts runs."""

    def __init__(self, info: ImplementationInfo, modules: set[str], answers: dict | None = None,
                 installed: frozenset = frozenset()):
        self.info, self.modules, self.runs, self.answers = info, modules, 0, answers or {}
        self.installed = installed  # top-level packages taken from an installed package

    def run(self, program):
        self.runs += 1
        if program.source.startswith("import sys\nnames = "):
            names = eval(program.source.split("names = ", 1)[1].split("\n", 1)[0])  # noqa: S307 - our probe
            return ok("PROBE " + repr({n: "installed" if n.split(".")[0] in self.installed else n in self.modules
                                       for n in names}) + "\n")
        return self.answers.get(program.source, ok(""))

    def close(self):
        pass


def judge(source: str, ref_modules: set[str], cand_modules: set[str]):
    ref, cand = FakeImplementation(REF, ref_modules), FakeImplementation(PYPY, cand_modules)
    return judge_modules(source, (ref, "cpython-3.8"), (cand, "pypy-3.9"), ModuleProbe())


def test_module_policy_verdicts():
    base = {"importlib", "os"}
    assert judge("import macpath\n", base, base | {"macpath"}).status == "candidate-only"
    assert judge("import graphlib\n", base, base | {"graphlib"}).status == "candidate-only"
    assert judge("import spwd\n", base | {"spwd"}, base).status == "platform-optional"
    assert judge("import parser\n", base | {"parser"}, base | {"parser"}).status == "cpython-only"
    missing = judge("try:\n    import ast\nexcept ImportError:\n    ast = None\nprint(ast)\n", base | {"ast"}, base)
    assert (missing.status, missing.module, missing.is_cause) == ("missing", "ast", True)
    assert judge("import os\nprint(1)\n", base, base).status == ""


def test_a_module_an_installed_package_provides_is_the_installation_s():
    """Debian's PyPy has /usr/lib/python3/dist-packages on its path, where setuptools replaces
    distutils (measured 2026-12-06: no distutils.command.bdist_wininst); not PyPy's doing."""
    source = "from distutils.command.bdist_wininst import bdist_wininst\nprint()\n"
    wanted = {"distutils", "distutils.command", "distutils.command.bdist_wininst"}
    ref = FakeImplementation(REF, wanted)
    cand = FakeImplementation(PYPY, {"distutils", "distutils.command"}, installed=frozenset({"distutils"}))
    verdict = judge_modules(source, (ref, "cpython-3.8"), (cand, "pypy-3.9"), ModuleProbe())
    assert (verdict.status, verdict.is_cause) == ("installed", False)
    # the same module missing from the candidate's own library is the cause
    verdict = judge_modules(source, (ref, "cpython-3.8"), (FakeImplementation(PYPY, {"distutils"}), "pypy-3.9"),
                            ModuleProbe())
    assert (verdict.status, verdict.module) == ("missing", "distutils.command")


@needs_38
def test_the_probe_tells_installed_packages_from_the_library(tmp_path):
    from pyconformance.adapters.specs import open_implementation
    from pyconformance.fuzz.modules import PROBE, _probe_answer
    from pyconformance.program import Program

    package = tmp_path / "site-packages" / "shadowpkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    probe = Program(source=PROBE.format(names=["shadowpkg", "shadowpkg.gone", "json", "nosuchmodule"]),
                    env=(("PYTHONPATH", str(package.parent)),))
    with open_implementation(str(PY38)) as ref:
        answer = _probe_answer(ref.run(probe).stdout)
    assert answer == {"shadowpkg": "installed", "shadowpkg.gone": "installed", "json": True, "nosuchmodule": False}


def test_probes_are_cached_per_implementation():
    ref, cand, probe = FakeImplementation(REF, {"ast"}), FakeImplementation(PYPY, set()), ModuleProbe()
    for _ in range(3):
        judge_modules("import ast\n", (ref, "cpython-3.8"), (cand, "pypy-3.9"), probe)
    assert (ref.runs, cand.runs) == (1, 1)


# -- the campaign: set apart, never saved; one entry per missing module ---------------------

def divergence(source: str, ref: Outcome, cand: Outcome, differences, shard: int = 0) -> Divergence:
    return Divergence(GeneratedProgram.make(source, "mutate"), PYPY, REF, ref, cand, tuple(differences), 1, shard)


class SelfDisagreeing(FakeImplementation):
    """A reference whose fresh processes print something else each time (like crypt.mksalt())."""

    def run(self, program):
        if program.env and "salt" in program.source:
            self.runs += 1
            return ok(f"salt {self.runs}\n")
        return super().run(program)


def test_campaign_sets_apart_unstable_and_module_policy_and_keys_missing_modules(tmp_path):
    out = tmp_path / "out"
    run = Campaign(EngineConfig(generators=("mutate",)), "python3.8", ["pypy3"], lambda spec: None,
                   Budget(programs=1), 1, out)
    ref = SelfDisagreeing(REF, {"importlib", "ast", "spwd"},
                          {"import macpath\n": raised("run", "ModuleNotFoundError")})
    run.thread_impls[threading.get_ident()] = (ref, [FakeImplementation(PYPY, {"importlib", "macpath"})])
    stdout_diff = [Difference("stdout", "salt 0\n", "salt 9\n")]
    assert not run.admit(divergence("import random\nprint('salt', 0)\n", ok("salt 0\n"), ok("salt 9\n"), stdout_diff))
    run.divergence(divergence("import spwd\n", ok(""), raised("run", "ModuleNotFoundError"),
                              [Difference("phase", "ok", "run:ModuleNotFoundError")]))
    run.divergence(divergence("import macpath\n", raised("run", "ModuleNotFoundError"), ok(""),
                              [Difference("phase", "run:ModuleNotFoundError", "ok")]))
    assert list(out.glob("*.py")) == [] and run.tally.divergences == []
    reasons = {e["reason"] for e in run.tally.set_apart.to_list()}
    assert reasons == {"unstable", "module:platform-optional", "module:candidate-only"}
    # A module the candidate lacks: one cause per module, whatever the program does with it.
    for shard, source in enumerate(["import ast\n", "try:\n    import ast\nexcept ImportError:\n    print(0)\n"]):
        run.divergence(divergence(source, ok(""), raised("run", "ModuleNotFoundError"),
                                  [Difference("phase", "ok", "run:ModuleNotFoundError")], shard))
    assert [d["anchor"] for d in run.tally.divergences] == ["missing module ast"]
    saved = list(out.glob("*.py"))
    assert [p.name for p in saved] == [cause_file_name(Cause(run.tally.divergences[0]["cause"], "missing module ast",
                                                             "pypy-3.9"))]
    assert read_entry(saved[0]).provenance["missing_module"] == "ast"


# -- one file per cause ----------------------------------------------------------------------

def test_two_causes_with_one_signature_get_two_files_and_names_are_stable(tmp_path):
    div = divergence("print(1)\n", ok("1\n"), ok("2\n"), [Difference("stdout", "1\n", "2\n")])
    first, second = Cause("aaaaaaaa0001", "shape one", "pypy-3.9"), Cause("aaaaaaaa0002", "shape one", "pypy-3.9")
    index = CorpusIndex(tmp_path)
    path1, new1 = index.save(div, "python3.8", "pypy3", first)
    path2, new2 = index.save(div, "python3.8", "pypy3", second)  # same signature, same 8-char name: a longer one
    assert new1 and new2 and path1 != path2 and path1.name == "shape-one-aaaaaaaa.py"
    assert path2.name == "shape-one-aaaaaaaa0002.py"
    assert index.save(div, "python3.8", "pypy3", first) == (path1, False)
    again = CorpusIndex(tmp_path)  # a later run: the same cause finds its file, by the provenance
    assert again.save(div, "python3.8", "pypy3", second) == (path2, False)


# -- the reducer keeps the divergence it was given --------------------------------------------

def test_reduction_signature_names_the_differing_line():
    diffs = (Difference("stdout", "", ""),)
    assert first_differing_line("a\n{1}\n", "a\n{2}\n") == "replace '0'>'0'"
    assert reduction_signature(diffs, ok("a\nx\n"), ok("a\ny\n")) == ("stdout", "stdout-line:replace 'x'>'y'")
    assert reduction_signature(diffs, ok("x\n"), ok("y\n")) != reduction_signature(diffs, ok("x\n"), ok("z\n"))
    # What the line shows may change; how the candidate gets it wrong may not.
    assert first_differing_line("x * 2 =    24\n", "x * 2=   24\n") == first_differing_line("0 = 0\n", "0=0\n")
    assert first_differing_line("a", "a\nb") == "line only in the candidate"
    # With a phase change the stdout differs as a consequence: only the kinds count.
    phase = (Difference("phase", "ok", "compile:SyntaxError"), Difference("stdout", "", ""))
    assert reduction_signature(phase, ok("a\nb\n"), raised("compile", "SyntaxError")) == \
        ("phase:ok>compile:SyntaxError", "stdout")


def test_a_reduction_to_an_address_only_difference_is_no_divergence():
    # The example: a keyword call CPython rejects, "reduced" to print(d.get).
    assert not compare(ok("<built-in method get of dict object at 0x7f1>\n"),
                       ok("<built-in method get of dict object at 0x7f2>\n"), source="d = {}\nprint(d.get)\n")


# -- the reference self-check, on the real CPython 3.8 ------------------------------------------

@needs_38
def test_self_check_catches_a_reference_that_disagrees_with_itself():
    from pyconformance.adapters.specs import open_implementation

    with open_implementation(str(PY38)) as ref:
        hashing = "print(hash('pyconform') % 1000)\n"
        first = ref.run(GeneratedProgram.make(hashing, "mutate").program())
        assert self_check(ref, hashing, first, 10.0).startswith("PYTHONHASHSEED=1: stdout")
        stable = "print(sorted({'b', 'a'}))\n"
        assert self_check(ref, stable, ref.run(GeneratedProgram.make(stable, "mutate").program()), 10.0) == ""
        referee = Referee()
        verdict = referee.judge(hashing, ref, first, FakeImplementation(PYPY, set()))
        assert verdict.status == "unstable" and not verdict.kept


@needs_38
def test_self_check_runs_the_program_with_its_command_line():
    """The cmdline generator's programs run under flags, environment and files; re-run without
    them they are other programs, and every one of their divergences was set apart as unstable."""
    from pyconformance.adapters.specs import open_implementation

    program = GeneratedProgram("import sys, helper\nprint(sys.pycache_prefix, sys.flags.optimize, helper.X)\n",
                               "cmdline", flags=("-O", "-X", "pycache_prefix=xpfx"), env=(("PYTHONHASHSEED", "7"),),
                               files=(("helper.py", "X = 5\n"),)).program()
    with open_implementation(str(PY38)) as ref:
        first = ref.run(program)
        assert first.stdout == "xpfx 1 5\n"
        assert self_check(ref, program, first, 10.0) == ""
        assert Referee().judge(program, ref, first, FakeImplementation(PYPY, set())).kept


def test_a_compile_time_difference_is_about_syntax_not_the_api_it_calls():
    from pyconformance.fuzz.causes import anchor_of

    found = anchor_of("import math\nprint(f'{math.pi= !s}')\n", ["phase:ok>compile:SyntaxError", "stdout"])
    assert found == "syntax FormattedValue!s in JoinedStr, debug =; rejected>SyntaxError"
    assert anchor_of("f'{0!a:x}'\n", ["phase:run:ValueError>compile:SyntaxError"]) != found
    assert anchor_of("import math\nmath.hypot('')\n", ["exception:TypeError>AttributeError"]) == "api math.hypot"


class Scripted(Implementation):
    """Prints what RULE says for a program; in a fresh process (hash seed set) it may say otherwise."""

    def __init__(self, info: ImplementationInfo, rule, fresh_rule=None):
        self.info, self.rule, self.fresh_rule = info, rule, fresh_rule or rule

    def run(self, program):
        return ok((self.fresh_rule if program.env else self.rule)(program.source))

    def close(self):
        pass


def test_the_reducer_rejects_a_reduction_the_reference_is_unstable_on():
    from pyconformance.fuzz.reducer import reduce_source

    source = "stable = 1\nkeep = 2\n"
    # The reference prints A when the program has `keep`; in fresh processes it agrees with
    # itself only while `stable` is there too: the reduced `keep = 2` is unstable on it.
    reference = Scripted(REF, lambda s: "A\n" if "keep" in s else "",
                         lambda s: ("A\n" if "stable" in s else "A?\n") if "keep" in s else "")
    candidate = Scripted(PYPY, lambda s: "B\n" if "keep" in s else "")
    result = reduce_source(source, reference, candidate, limit=100)
    assert result.source == source and not result.minimized
    assert result.stopped == "the reference disagreed with itself on the reduced program"
    stable = Scripted(REF, lambda s: "A\n" if "keep" in s else "")
    reduced = reduce_source(source, stable, candidate, limit=100)
    assert reduced.minimized and "stable" not in reduced.source and reduced.kinds == ("stdout",)


def test_the_reducer_keeps_which_line_differs():
    from pyconformance.fuzz.reducer import reduce_source

    # Two differences; removing `first` leaves a divergence in another line: not the same one.
    source = "first = 1\nsecond = 2\n"
    reference = Scripted(REF, lambda s: ("x\n" if "first" in s else "") + ("y\n" if "second" in s else ""))
    candidate = Scripted(PYPY, lambda s: ("X\n" if "first" in s else "") + ("Y\n" if "second" in s else ""))
    result = reduce_source(source, reference, candidate, limit=100)
    assert "first" in result.source


def test_keywords_to_builtins_in_evaluated_code_are_the_same_cause():
    from pyconformance.fuzz.causes import anchor_of

    looped = "calls = ['{}.get(key=1)']\nfor c in calls:\n    try:\n        eval(c)\n        print(c, '')\n" \
             "    except:\n        print(c, 'TypeError')\n"
    assert anchor_of(looped, ["stdout"]) == anchor_of("{}.get(key=0)\n", ["phase:run:TypeError>ok"]) \
        == "builtin called with keywords"


def test_one_syntax_rule_is_one_cause_whatever_the_program():
    from pyconformance.fuzz.causes import divergence_cause

    def rejected(source: str, message: str) -> Divergence:
        return divergence(source, ok("\n"), Outcome("compile", exception=ExceptionInfo("SyntaxError", message)),
                          [Difference("phase", "ok", "compile:SyntaxError"), Difference("stdout", "\n", "")])

    one = divergence_cause(rejected("global i0\ni0: 0\nprint()\n", "annotated name 'i0' can't be global"))
    other = divergence_cause(rejected("def f():\n    global x\n    print(1)\nx: int = 1\nprint()\n",
                                      "annotated name 'x' can't be global"))
    assert one == other and one.anchor == "syntax rule \"annotated name '_' can't be global\"; rejected>SyntaxError"
    # A message that names no rule ("invalid syntax") leaves it to the constructs.
    generic = divergence_cause(rejected("lambda b, /: 0\nprint()\n", "invalid syntax"))
    assert generic.anchor == "syntax posonly in function; rejected>SyntaxError"


def test_precision_counts_a_second_cause_of_one_bug_as_a_duplicate(tmp_path):
    import json

    from bench.causes import precision

    def record(anchor: str, program: str) -> dict:
        return {"anchor": anchor, "occurrences": 1, "entries": ["x.py"],
                "examples": [{"program": program, "signature": "s", "kinds": ["stdout"], "seed": "5:0"}]}

    (tmp_path / "causes.json").write_text(json.dumps({
        "a": record("builtin called with keywords", "divmod(x=0, y=1)\n"),
        "b": record("shape eval", "eval('{}.get(key=1)')\n"),
        "c": record("api inspect.signature", "import inspect\n"),
        "d": record("shape new", "print(1)\n")}))
    classes = {("pypy", "divmod(x=0, y=1)"): ("keywords", "real"), (None, "eval('{}.get(key=1)')"): ("keywords", "real"),
               ("pypy", "import inspect"): ("signature", "implementation-defined"),
               ("brython", "print(1)"): ("other engine's", "real")}
    result = precision(tmp_path, classes, "pypy")
    assert (result["real"], result["labelled"], result["precision"]) == (1, 3, 0.333)
    assert result["per_class"]["duplicate"] == ["shape eval"] and len(result["unlabelled"]) == 1


def test_keywords_to_builtins_handed_around_are_the_same_cause():
    from pyconformance.fuzz.causes import anchor_of

    table = "calls = [(len, {'ab': [1]}), (divmod, {'x': 7, 'y': 2})]\nfor f, kw in calls:\n    try:\n" \
            "        f(**kw)\n        print(f.__name__, 'accepted')\n    except TypeError:\n" \
            "        print(f.__name__, 'TypeError')\n"
    assert anchor_of(table, ["stdout"]) == "builtin called with keywords"
    # Not when no builtin is handed around.
    assert anchor_of("def g(**k):\n    return k\ntry:\n    print(g(**{'a': 1}))\nexcept TypeError:\n    pass\n",
                     ["stdout"]) != "builtin called with keywords"


def test_keywords_to_a_builtin_refused_in_print_only_are_the_builtin_keywords_cause():
    """PyPy 7.3.11 (third precision round, seed 13): `len(obj=[0])` inside a call wrapper that
    prints `type(e).__name__`; "TypeError" is in neither the program nor the exception kinds."""
    from pyconformance.fuzz.causes import anchor_of

    shown = "def show(label, call):\n    try:\n        call()\n    except Exception as e:\n" \
            "        print(0, 'raised', type(e).__name__)\n    else:\n        print(0, 0)\nshow(0, lambda: len(obj=[0]))\n"
    assert anchor_of(shown, ["stdout"], stdout=("0 raised TypeError\n", "0 0\n")) == "builtin called with keywords"
    assert anchor_of(shown, ["stdout"], stdout=("0 raised ValueError\n", "0 0\n")) != "builtin called with keywords"


def test_keywords_a_library_function_refuses_are_the_builtin_keywords_cause():
    """PyPy 7.3.11 takes `math.isqrt(n=0)` (measured 2026-12-06: prints `c0 0`; CPython 3.8.18
    prints `c0 raised TypeError`): the same bug as `len(obj=[0])`, not one of math.isqrt."""
    from pyconformance.fuzz.causes import anchor_of

    shown = "import math\ndef show(label, call):\n    try:\n        value = call()\n    except Exception as e:\n" \
            "        print(label, 'raised', type(e).__name__)\n    else:\n        print(label, repr(value))\n" \
            "show('c0', lambda: math.isqrt(n=0))\n"
    builtin = anchor_of("len(obj=[0])\n", ["phase:run:TypeError>ok"])
    assert anchor_of(shown, ["stdout"], stdout=("c0 raised TypeError\n", "c0 0\n")) == builtin
    assert anchor_of("import math\nmath.isqrt(n=0)\n", ["phase:run:TypeError>ok"]) == builtin
    # the other way round (the candidate refuses a keyword 3.8 takes) is that API's cause
    assert anchor_of(shown, ["stdout"], stdout=("c0 0\n", "c0 raised TypeError\n")) == "api math.isqrt(n)"
    assert anchor_of("import math\nmath.isqrt(n=0)\n", ["phase:ok>run:TypeError"]) == "api math.isqrt(n)"


# -- generators keep clear of implementation-defined material ------------------------------

def test_audit_programs_are_never_set_apart_whole():
    """The audit generator used to build functions from `__code__` and call `sys._getframe`
    (implementation details), so any difference in such a program was set apart whole."""
    import random

    from pyconformance.fuzz.generators import audit

    chooser = random.Random(29)
    programs = [audit.build([chooser.randrange(2 ** 32) for _ in range(chooser.randint(1, 6))]) for _ in range(300)]
    assert any("sys.audit(" in p.source for p in programs)  # events the program raises itself
    for program in programs:
        assert classify(program.source, ok("event open ['f0.txt', 'w']\n"), ok(""), ["stdout"]) == "", program.source


# The seed programs of the mutate generator (the suite's cases and the corpus) that call a
# function of NONDETERMINISTIC_CALLS, and why no edit of theirs prints a value that changes from
# run to run. crypt.mksalt() once made one print a random salt (an edit of `hashed[:3]`).
DETERMINISTIC_SEEDS = {
    "interp.pep594.present": {"crypt"},  # crypt.crypt with a fixed salt
    "rm.removed-names": {"clock"},  # time.clock() is gone in 3.8: AttributeError
    "lib.threading.native-id": {"get_native_id", "getpid"},  # ids are compared, never printed
}


def test_mutate_seeds_print_nothing_random():
    from pyconformance.drift.declared import parse_quietly
    from pyconformance.impldefined import NONDETERMINISTIC_CALLS, NONDETERMINISTIC_MODULES, _names

    from pyconformance.fuzz.generators.mutate import seed_cases

    for source, rules in seed_cases():
        tree = parse_quietly(source)
        if tree is None:
            continue
        called, _attrs, _pairs, modules, _keywords = _names(tree)
        random_calls = called & NONDETERMINISTIC_CALLS if modules & NONDETERMINISTIC_MODULES else set()
        allowed = set().union(*(DETERMINISTIC_SEEDS.get(rule, set()) for rule in rules))
        assert random_calls <= allowed, (rules, source)


def test_the_precision_report_prints_each_engine_once_and_its_rescoring_apart(monkeypatch, capsys):
    """What `bench/causes.py --precision DIR` prints: one precision line per engine, the
    re-scored figures (same shape of line) indented under it, never a second engine line."""
    import argparse

    import bench.causes as causes

    raw = {"causes": 3, "labelled": 3, "real": 2, "precision": 0.667, "unlabelled": [], "programs": 900, "seed": 5,
           "set_apart": 4, "unstable": 1, "per_class": {"real": ["api a", "api b"], "duplicate": ["shape s"]}}
    raw["rescored"] = {"real": 2, "labelled": 2, "precision": 1.0, "unlabelled": [], "set_apart_now": [{}],
                       "per_class": {"real": ["api a", "api b"], "implementation-defined": ["api c"]}}
    brython = {"causes": 1, "labelled": 0, "real": 0, "precision": None, "per_class": {},
               "unlabelled": [{"anchor": "x", "program": "", "kinds": []}]}
    monkeypatch.setattr(causes, "precision_report", lambda *args: {"pypy": raw, "brython": brython})
    args = argparse.Namespace(run=False, precision=None, reference="", recall=False, rescore=True, template=False,
                              json=False)
    assert causes.main_precision(args) == 1  # an unlabelled cause
    assert capsys.readouterr().out.splitlines() == [
        "pypy: 2 real of 3 labelled causes: precision 67% (target 95%); 0 unlabelled; 900 programs, seed 5, "
        "4 set apart (1 unstable)",
        "  duplicate: shape s",
        "  re-scored by today's rules: 2 real of 2 labelled causes: precision 100%; 0 unlabelled; "
        "1 program(s) no longer a cause",
        "    implementation-defined: api c",
        "brython: 0 real of 0 labelled causes: precision n/a (target 95%); 1 unlabelled; ? programs, seed ?, "
        "0 set apart (0 unstable)"]


def test_rescore_hands_recheck_each_program_with_its_command_line(tmp_path):
    """causes.json keeps a witness's command line; `--rescore` writes it where recheck reads it
    (a [run] table), so a `-X dev` witness is not re-judged bare."""
    from bench.causes import program_file
    from pyconformance.fuzz.recheck import program_of

    plain = {"program": "print(1)\n", "signature": "s", "kinds": ["stdout"], "seed": "0:0"}
    command = {**plain, "program": "import sys\nprint(sys.flags.dev_mode)\n", "flags": ["-X", "dev"],
               "env": {"PYTHONWARNINGS": "error"}}
    for example, flags, env in ((plain, (), ()), (command, ("-X", "dev"), (("PYTHONWARNINGS", "error"),))):
        path = tmp_path / "p.py"
        path.write_text(program_file(example))
        program, _ = program_of(path)
        assert (program.source, program.flags, program.env) == (example["program"], flags, env)
