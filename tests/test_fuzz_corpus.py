"""Corpus entries: valid case files with provenance, atomic, deduplicated, mergeable;
and the f-string `=` round trip the reducer relies on."""
from __future__ import annotations

import ast

from pyconformance.cases import load_case
from pyconformance.differ import Difference
from pyconformance.implementation import ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome

from pyconformance.fuzz.corpus import CorpusIndex, merge
from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.fstring_sugar import resugar
from pyconformance.fuzz.generated import GeneratedProgram

REF = ImplementationInfo("python3", "cpython", (3, 11, 7))
CAND = ImplementationInfo("pypy3", "pypy", (3, 9, 16))


def divergence(source: str, stdout: str = "x = 1\n 'odd' \\ text\n\n") -> Divergence:
    program = GeneratedProgram.make(source, "fstring")
    return Divergence(program, CAND, REF, Outcome(phase="ok", stdout=stdout),
                      Outcome(phase="run", stdout="", exception=ExceptionInfo("TypeError", "no")),
                      (Difference("phase", "ok", "run:TypeError"), Difference("stdout", stdout, "")), seed=4)


def test_entry_is_a_case_with_provenance(tmp_path):
    index = CorpusIndex(tmp_path)
    path, new = index.save(divergence("x = 1\nprint(f'{x = }')\n"), "python3", "pypy3")
    assert new and path.parent == tmp_path
    case = load_case(path)
    assert case.expect.phase == "ok" and case.expect.stdout == "x = 1\n 'odd' \\ text\n\n"
    assert case.features == ("fstring-eq",) and case.rules == ("fstring.eq.text",)
    assert case.provenance["generator"] == "fstring" and case.provenance["seed"] == 4
    assert case.provenance["candidate_outcome"]["exception"]["type"] == "TypeError"
    assert case.source.endswith("x = 1\nprint(f'{x = }')\n")
    assert not list(tmp_path.glob(".*tmp*"))  # written atomically, nothing left behind


def test_duplicates_are_refused_and_merge_skips_them(tmp_path):
    a, b, out = tmp_path / "a", tmp_path / "b", tmp_path / "out"
    CorpusIndex(a).save(divergence("print(f'{1 = }')\n"), "python3", "pypy3")
    _, new = CorpusIndex(a).save(divergence("print(f'{1 = }')\n"), "python3", "pypy3")
    assert not new  # a fresh index reads the directory: resuming never duplicates
    CorpusIndex(b).save(divergence("print(f'{1 = }')\n"), "python3", "pypy3")
    CorpusIndex(b).save(divergence("def f(a, /):\n    return a\nprint(f(1))\n"), "python3", "pypy3")
    assert merge([a, b], out) == (2, 1)
    assert merge([a, b], out) == (0, 3)
    assert len(list(out.glob("*.py"))) == 2


def test_escaped_stdout_survives(tmp_path):
    path, _ = CorpusIndex(tmp_path).save(divergence("print(1)\n", stdout="tab\there\x7f'''\n"), "r", "c")
    assert load_case(path).expect.stdout == "tab\there\x7f'''\n"


def test_resugar_restores_debug_fields():
    source = "x = 1\nprint(f'{x = }', f'a {x*2=:>4} {x!r} {x=!s} {x:{x}} {x=:{x}}')\n"
    unparsed = ast.unparse(ast.parse(source))
    assert "x = {" in unparsed  # what pysource-minimize would hand over
    again = resugar(unparsed)
    assert "{x = }" in again and "{x*2=:>4}" in again and "{x=!s}" in again and "{x=:{x}}" in again
    assert ast.dump(ast.parse(again)) == ast.dump(ast.parse(source))
    assert resugar("print(f'a={a}')\n") == "print(f'a={a}')\n"  # `{a=}` would mean repr: not the same
