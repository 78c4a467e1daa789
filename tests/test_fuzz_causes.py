"""Root causes (fuzz/causes.py): divergences that are one bug share a cause, others do not;
a campaign saves one corpus entry per cause and counts its occurrences and seeds."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyconformance.differ import Difference
from pyconformance.implementation import ImplementationInfo
from pyconformance.outcome import ExceptionInfo, Outcome

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.causes import CAUSES_FILE, CauseBook, anchor_of, cause_of
from pyconformance.fuzz.corpus import CorpusIndex
from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.engine import EngineConfig
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.report import render_text, summary

REF = ImplementationInfo("python3.8", "cpython", (3, 8, 18))
PYPY = ImplementationInfo("pypy3", "pypy", (3, 9, 16))


def same(*cases) -> set[str]:
    return {anchor_of(source, kinds) for source, kinds in cases}


def test_one_library_bug_in_several_shapes_is_one_cause():
    assert len(same(("import parser\neval(parser.expr('a').compile())\n", ["exception:NameError>TypeError"]),
                    ("import parser\n0(parser.expr('2').compile(), parser.expr(''))\n",
                     ["exception:SyntaxError>TypeError"]),
                    ("import parser\nprint(parser.expr('2').compile())\n",
                     ["phase:ok>run:TypeError", "stdout"]))) == 1


def test_missing_modules_are_one_cause_and_extra_modules_another():
    missing = same(("import nis\n", ["phase:ok>run:ModuleNotFoundError"]),
                   ("import spwd\nprint()\n", ["phase:ok>run:ModuleNotFoundError", "stdout"]))
    extra = same(("import macpath\n", ["phase:run:ModuleNotFoundError>ok"]))
    assert len(missing) == 1 and len(extra) == 1 and missing != extra


def test_keywords_to_positional_only_builtins_are_one_cause():
    assert same(("divmod(x=0, y=0)\n", ["exception:TypeError>ZeroDivisionError"]),
                ("{}.get(key=0)\n", ["phase:run:TypeError>ok"])) == {"builtin called with keywords"}
    # ... but only where a TypeError is involved: otherwise the shape decides.
    assert anchor_of("print(int('7', base=8))\n", ["stdout"]) != "builtin called with keywords"


def test_keyword_names_and_apis_tell_library_causes_apart():
    with_keyword = anchor_of("import ast\nast.parse('x', feature_version=0)\n", ["phase:ok>run:SyntaxError"])
    assert with_keyword == "api ast.parse(feature_version)"
    assert anchor_of("import ast\nprint(ast.dump(ast.parse('1')))\n", ["stdout"]) == "api ast.dump, ast.parse"
    assert anchor_of("from inspect import signature\nprint(signature(len))\n", ["stdout"]) == "api inspect.signature"


def test_syntax_causes_are_the_construct_and_where_it_sits():
    index = anchor_of("print(a[i := 1], i)\n", ["phase:compile:SyntaxError>run:NameError"])
    in_set = anchor_of("print({y := 3, 2}, y)\n", ["phase:compile:SyntaxError>ok", "stdout"])
    assert index == "syntax NamedExpr in Subscript; SyntaxError>accepted"
    assert in_set == "syntax NamedExpr in Set; SyntaxError>accepted"
    # Names and literals do not matter; what 3.8 does and the candidate does instead does.
    assert anchor_of("print(b[j := 'x'], j)\n", ["phase:compile:SyntaxError>run:NameError"]) == index
    assert anchor_of("print(a[i := 1], i)\n", ["stdout"]) != index


def test_phase_changes_and_def_lambda_variants_are_one_cause():
    # 3.8 rejects it; the candidate accepts it, then runs or fails later: one thing to fix.
    accepted = {anchor_of("[x for x in (a := [])]\n", kinds) for kinds in
                (["phase:compile:SyntaxError>ok"], ["phase:compile:SyntaxError>run:RuntimeError", "stdout"])}
    assert accepted == {"syntax NamedExpr in comprehension; SyntaxError>accepted"}
    # The candidate rejects positional-only parameters: in a def or a lambda, at any phase of 3.8.
    rejected = {anchor_of("def fun(a, /):\n    pass\nprint()\n0()\n",
                          ["phase:run:TypeError>compile:SyntaxError", "stdout"]),
                anchor_of("lambda b, /: 0\nprint()\n", ["phase:ok>compile:SyntaxError", "stdout"])}
    assert rejected == {"syntax posonly in function; rejected>SyntaxError"}
    # The exception types stay part of the cause.
    assert anchor_of("print(f'{0:d}')\n", ["phase:ok>run:TypeError", "stdout"]) != \
        anchor_of("print(f'{0:d}')\n", ["phase:ok>run:ValueError", "stdout"])


# Brython 3.8.10, measured 2026-12-06 (second precision campaign, seed 7): a debug field without a
# conversion shows str() where CPython 3.8.18 shows repr(), met in a one-field and a three-field f-string.
ONE_FIELD = ("bar = ''\nprint(f'{bar=}')\n", "bar=''\n", "bar=\n")
THREE_FIELDS = ("""print(f' | {15>(w:=36)!s:} | {"a".upper()+("Spam"+"Spam")=  }{{{ max(w, 92)!=len("x y")  =!r:>6}')\n""",
                """ | False | "a".upper()+("Spam"+"Spam")=  'ASpamSpam'{ max(w, 92)!=len("x y")  =  True\n""",
                """ | False | "a".upper()+("Spam"+"Spam")=  ASpamSpam{ max(w, 92)!=len("x y")  =  True\n""")


def test_one_f_string_field_bug_is_one_cause_whatever_fields_came_along():
    one, three = (anchor_of(source, ["stdout"], stdout=(ref, cand)) for source, ref, cand in (ONE_FIELD, THREE_FIELDS))
    assert one == three == "syntax FormattedValue!r in JoinedStr, debug =; stdout"
    # the same f-string differing in its first field (a `!s:` spec) is another cause
    source, ref, _ = THREE_FIELDS
    other = anchor_of(source, ["stdout"], stdout=(ref, ref.replace("False", "0")))
    assert other == "syntax FormattedValue!s:spec in JoinedStr, NamedExpr in Compare; stdout"
    # no stdout to place the difference in: every construct of the program, as before
    assert anchor_of(source, ["stdout"]) != one
    # a difference with an exception is not placed in a field
    assert anchor_of(source, ["phase:ok>run:TypeError", "stdout"], stdout=(ref, "")) != one


def test_an_f_string_shown_wrongly_is_the_f_string_cause_whatever_made_the_value():
    """Brython 3.8.10, measured 2026-12-06 (a 100-second pilot, seed 103): `f'{now=}'` of a
    datetime shows str(); and an `fr`/`fR` prefix is printed as it is (`rf` works)."""
    debug = anchor_of(*ONE_FIELD[:1], ["stdout"], stdout=ONE_FIELD[1:])
    dated = "import datetime\nnow = datetime.datetime(2019, 7, 16)\nprint(f'{now=} {now=!s}')\n"
    assert anchor_of(dated, ["stdout"], stdout=("now=datetime.datetime(2019, 7, 16, 0, 0) now=2019-07-16 00:00:00\n",
                                                "now=2019-07-16 00:00:00 now=2019-07-16 00:00:00\n")) == debug
    # a field that calls the library shows the library's value: that API's cause
    called = "import math\nprint(f'pi={math.pi:.3}')\n"
    assert anchor_of(called, ["stdout"], stdout=("pi=3.14\n", "pi=3.142\n")) == "api math.pi"
    raw = {anchor_of("print(fR'{3=!s:>8}v{\"2\"!s}')\n", ["stdout"], stdout=("3=       3v2\n", '{3=!s:>8}v{"2"!s}\n')),
           anchor_of("x = 1\nprint(fr'{x}')\n", ["stdout"], stdout=("1\n", "{x}\n")),
           anchor_of("x = 1\nprint(Fr'a{x}' + 'b')\n", ["stdout"], stdout=("a1b\n", "a{x}b\n"))}
    assert raw == {"syntax JoinedStr fr''; stdout"}


def test_an_f_string_field_the_parser_rejects_is_keyed_by_what_is_inside_it():
    """MicroPython 1.27.0, measured 2026-12-06 (a 100-second pilot, seed 103): it rejects a
    lambda, a walrus and the `!a` conversion in a field, whatever conversion or spec comes along."""
    rejected = ["phase:ok>compile:SyntaxError"]
    assert {anchor_of(s, rejected) for s in ("print(f'{(lambda: 0)!r}')\n", "print(f'{(lambda: 0)}')\n")} == \
        {"syntax Lambda in FormattedValue; rejected>SyntaxError"}
    assert {anchor_of(s, rejected) for s in ("print(f'{(a := 0)}')\n", "f'{(u := 0)!s:f}'\n")} == \
        {"syntax NamedExpr in FormattedValue; rejected>SyntaxError"}
    assert {anchor_of(s, rejected) for s in ("f'{0!a:x}'\n", "print(f'{0!a}')\n")} == \
        {"syntax FormattedValue!a in JoinedStr; rejected>SyntaxError"}
    # a walrus inside a comparison in a field (Brython rejects only that) is another cause
    assert anchor_of("print(f'{(u := 0) <= 0!a}')\n", rejected) == "syntax NamedExpr in Compare; rejected>SyntaxError"
    # at run time conversions and specs are separate code paths, and stay apart
    assert anchor_of("print(f'{0!a:x}')\n", ["phase:run:ValueError>ok"]) != \
        anchor_of("print(f'{0!a}')\n", ["phase:run:ValueError>ok"])


def test_shape_abstracts_identifiers_and_literals_only():
    one = anchor_of("x = 1\nprint(x + 2)\n", ["stdout"])
    assert anchor_of("total = 50\nprint(total + 9)\n", ["stdout"]) == one
    assert anchor_of("x = 1\nprint(x * 2)\n", ["stdout"]) != one
    assert anchor_of("x = 's'\nprint(x + 2)\n", ["stdout"]) != one  # the literal's type is kept
    assert anchor_of("print({1, 0})\n", ["stdout"]) == anchor_of("print({7, 3})\n", ["stdout"])


def test_a_program_the_host_cannot_parse_gets_a_token_shape():
    found = anchor_of("print(f'{x!z}')\nprint(f'{y!z}')\n", ["phase:compile:SyntaxError>ok"])
    assert found.startswith("shape ") and found.endswith("SyntaxError>accepted")
    assert found == anchor_of("print(f'{a!z}')\nprint(f'{b!z}')\n", ["phase:compile:SyntaxError>ok"])


def test_the_candidate_is_part_of_the_cause():
    assert cause_of("import nis\n", ["phase:ok>run:ModuleNotFoundError"], "pypy-3.9").key != \
        cause_of("import nis\n", ["phase:ok>run:ModuleNotFoundError"], "brython-3.8").key


def divergence(source: str, ref: Outcome, cand: Outcome, differences, shard: int) -> Divergence:
    return Divergence(GeneratedProgram.make(source, "mutate"), PYPY, REF, ref, cand, tuple(differences), 5, shard)


def module_missing(source: str, shard: int) -> Divergence:
    return divergence(source, Outcome("ok"), Outcome("run", exception=ExceptionInfo("ModuleNotFoundError")),
                      [Difference("phase", "ok", "run:ModuleNotFoundError")], shard)


def spwd_missing(shard: int) -> Divergence:
    return divergence("import spwd\nprint(1)\n", Outcome("ok", stdout="1\n"),
                      Outcome("run", exception=ExceptionInfo("ModuleNotFoundError")),
                      [Difference("phase", "ok", "run:ModuleNotFoundError"), Difference("stdout", "1\n", "")], shard)


def campaign(out: Path) -> Campaign:
    return Campaign(EngineConfig(generators=("mutate",)), "python3.8", ["pypy3"], lambda spec: None,
                    Budget(programs=1), 1, out)


def test_a_campaign_saves_one_entry_per_cause_with_occurrences_and_seeds(tmp_path):
    out = tmp_path / "out"
    run = campaign(out)
    run.divergence(module_missing("import nis\n", 0))
    run.divergence(spwd_missing(3))  # another signature (kinds), same cause: no new entry
    run.seen_known(module_missing("import nis\nx = 1\n", 7))
    run.divergence(divergence("divmod(x=0, y=0)\n", Outcome("run", exception=ExceptionInfo("TypeError")),
                              Outcome("run", exception=ExceptionInfo("ZeroDivisionError")),
                              [Difference("exception", "TypeError", "ZeroDivisionError")], 1))
    run.causes.save()
    assert len(list(out.glob("*.py"))) == 2
    data = summary(run.tally, 5, 1.0)
    by_anchor = {d["anchor"]: d for d in data["divergences"]}
    assert set(by_anchor) == {"module missing in candidate", "builtin called with keywords"}
    missing = by_anchor["module missing in candidate"]
    assert missing["occurrences"] == 3 and missing["seeds"] == ["5:0", "5:3", "5:7"]
    assert "cause: module missing in candidate  (3x; seed:shard 5:0, 5:3, 5:7)" in render_text(run.tally, 5, 1.0, False)
    saved = json.loads((out / CAUSES_FILE).read_text())
    assert sorted(v["occurrences"] for v in saved.values()) == [1, 3]
    # A later run into the same directory knows the causes: no new entry, counts go on.
    again = campaign(out)
    again.divergence(module_missing("import crypt\n", 9))
    again.causes.save()
    assert len(list(out.glob("*.py"))) == 2
    saved = json.loads((out / CAUSES_FILE).read_text())
    record = next(v for v in saved.values() if v["anchor"] == "module missing in candidate")
    assert record["occurrences"] == 4 and record["seeds"] == ["5:0", "5:3", "5:7", "5:9"]


def test_the_book_reads_causes_of_existing_corpus_entries(tmp_path):
    index = CorpusIndex(tmp_path)
    index.save(module_missing("import nis\n", 0), "python3.8", "pypy3")
    index.save(spwd_missing(1), "python3.8", "pypy3")  # another signature (kinds), so its own file
    assert len(list(tmp_path.glob("*.py"))) == 2
    book = CauseBook(CorpusIndex(tmp_path))
    assert [(r.cause.anchor, len(r.entries)) for r in book.records.values()] == [("module missing in candidate", 2)]


def test_the_causes_benchmark_scores_against_labels(tmp_path):
    from bench.causes import load_labels, score, template

    def example(program: str, signature: str) -> dict:
        return {"program": program, "signature": signature, "kinds": ["stdout"], "seed": "0:0"}

    causes = {"a": {"anchor": "api parser.expr", "entries": ["x.py"],
                    "examples": [example("import parser\n", "s1"), example("import parser\nprint()\n", "s2")]},
              "b": {"anchor": "shape X", "entries": ["y.py"], "examples": [example("print({1, 0})\n", "s3")]},
              "c": {"anchor": "shape Y", "entries": ["z.py"],
                    "examples": [example("print({2, 0})\n", "s4"), example("import nis\n", "s5")]}}
    (tmp_path / CAUSES_FILE).write_text(json.dumps(causes))
    labels = tmp_path / "labels.toml"
    labels.write_text("[[program]]\nlabel = 'parser'\nprogram = '''\nimport parser\n'''\n"
                      "[[program]]\nlabel = 'parser'\nprogram = '''\nimport parser\nprint()  \n'''\n"
                      "[[program]]\nlabel = 'set-order'\nprogram = \"print({1, 0})\"\n"
                      "[[program]]\nlabel = 'set-order'\nprogram = \"print({2, 0})\"\n")
    result = score(tmp_path, load_labels(labels))
    assert (result["entries"], result["distinct_causes"], result["entries_per_cause"]) == (3, 2, 1.5)
    assert result["signature_entries"] == 4 and result["signature_entries_per_cause"] == 2.0
    assert [u["program"] for u in result["unlabelled"]] == ["import nis\n"]
    assert "label = \"\"" in template(result["unlabelled"]) and "import nis" in template(result["unlabelled"])
    labels.write_text(labels.read_text() + "[[program]]\nlabel = 'module-missing'\nprogram = 'import nis'\n")
    result = score(tmp_path, load_labels(labels))
    assert result["over_merged"] == [{"anchor": "shape Y", "labels": ["module-missing", "set-order"]}]
    assert result["unlabelled"] == [] and result["distinct_causes"] == 3


# -- a witness that needs its command line (the cmdline generator's flags and variables) ------

PY38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")
DEV_MODE = "import sys\nprint(sys.flags.dev_mode)\n"


def dev_mode_ignored(shard: int) -> Divergence:
    """A candidate that ignores `-X dev`: 3.8 prints True under it, the candidate False."""
    program = GeneratedProgram(DEV_MODE, "cmdline", flags=("-X", "dev"), env=(("PYTHONWARNINGS", "error"),))
    return Divergence(program, PYPY, REF, Outcome("ok", stdout="True\n"), Outcome("ok", stdout="False\n"),
                      (Difference("stdout", "True\n", "False\n"),), 5, shard)


def test_causes_json_keeps_the_command_line_of_each_witness(tmp_path):
    run = campaign(tmp_path / "out")
    run.divergence(dev_mode_ignored(0))
    run.divergence(module_missing("import nis\n", 1))
    run.causes.save()
    examples = {e["program"]: e for r in json.loads((tmp_path / "out" / CAUSES_FILE).read_text()).values()
                for e in r["examples"]}
    assert examples[DEV_MODE]["flags"] == ["-X", "dev"] and examples[DEV_MODE]["env"] == {"PYTHONWARNINGS": "error"}
    assert not {"flags", "env", "files"} & set(examples["import nis\n"])  # a plain program's record is as it was


@pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")
def test_the_bug_report_of_such_a_witness_measures_and_reproduces_it_with_its_command_line(tmp_path):
    from pyconformance.fuzz.corpus import read_entry
    from pyconformance.fuzz.findings import entry_report
    from pyconformance.reports.bug_report import render
    from pyconformance.reports.cpythons import CPythons

    run = campaign(tmp_path / "out")
    run.divergence(dev_mode_ignored(0))
    [path] = (tmp_path / "out").glob("*.py")
    cpythons = CPythons(given={(3, 8): str(PY38)})
    try:
        report = entry_report(read_entry(path), cpythons=cpythons)
    finally:
        cpythons.close()
    # measured without -X dev, 3.8 would print False as the candidate does: a bug mislabelled drift
    assert report.triage == "bug", (report.triage, report.triage_why)
    assert report.reproducer.flags == ("-X", "dev") and ("PYTHONWARNINGS", "error") in report.reproducer.env
    assert "PYTHONWARNINGS=error" in report.reproducer.run_line() and " -X dev main.py" in report.reproducer.run_line()
    assert report.reproducer.run_line() in render(report)


def dev_mode_entry_and_candidate(tmp_path: Path) -> tuple[Path, Path]:
    """The corpus entry a campaign saves for dev_mode_ignored, and a CPython 3.8 that drops
    `-X dev` wherever it is given: the divergence the entry records, for real."""
    run = campaign(tmp_path / "out")
    run.divergence(dev_mode_ignored(0))
    [path] = (tmp_path / "out").glob("*.py")
    candidate = tmp_path / "python-without-dev-mode"
    candidate.write_text('#!/bin/bash\nargs=()\nwhile [ $# -gt 0 ]; do\n'
                         '  if [ "$1" = -X ] && [ "$2" = dev ]; then shift 2; continue; fi\n'
                         f'  args+=("$1"); shift\ndone\nexec {PY38} "${{args[@]}}"\n')
    candidate.chmod(0o755)
    return path, candidate


@pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")
def test_recheck_and_replay_run_such_a_witness_with_its_command_line(tmp_path):
    import subprocess
    import sys

    path, candidate = dev_mode_entry_and_candidate(tmp_path)
    done = subprocess.run([sys.executable, "-m", "pyconformance.fuzz.recheck", str(path), "--reference", str(PY38),
                           "--candidate", str(candidate), "--json"], capture_output=True, text=True, timeout=300)
    assert [r["status"] for r in json.loads(done.stdout)] == ["divergence"], done.stdout + done.stderr
    for impl, status in ((candidate, 1), (PY38, 0)):
        done = subprocess.run([sys.executable, "-m", "pyconformance", "replay", str(path), "--impl", str(impl),
                               "--drift-reference", "off", "--known-corpus", str(tmp_path / "none")],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == status, done.stdout + done.stderr


@pytest.mark.skipif(not PY38.exists(), reason=f"needs CPython 3.8.18 at {PY38}")
def test_reduce_runs_such_a_witness_with_its_command_line(tmp_path):
    import subprocess
    import sys

    path, candidate = dev_mode_entry_and_candidate(tmp_path)
    done = subprocess.run([sys.executable, "-m", "pyconformance", "reduce", str(path), "--reference", str(PY38),
                           "--candidate", str(candidate)], capture_output=True, text=True, timeout=300)
    # run bare, both print False: "does not diverge", a finding lost
    assert done.returncode == 0, done.stderr
    assert "reduced" in done.stderr and "dev_mode" in done.stdout
    assert "under its [run] table (flags -X dev; env PYTHONWARNINGS=error)" in done.stderr


def test_set_apart_and_drift_records_keep_the_command_line():
    """The summary's other program records (set apart, version drift) replay only with it too."""
    from pyconformance.differ import compare
    from pyconformance.drift.measured import Drifted, DriftReference

    run = campaign(None)
    program = GeneratedProgram("for x in {'b', 'a'}:\n    print(x)\n", "cmdline", flags=("-X", "dev"),
                               env=(("PYTHONWARNINGS", "error"),))
    run.implementation_defined(program, PYPY, compare(Outcome("ok", stdout="a\nb\n"), Outcome("ok", stdout="b\na\n"),
                                                      source=program.source))
    run.tally.drift.add(program, PYPY, Drifted(DriftReference((3, 9), "python3.9"),
                                               (Difference("stdout", "1\n", "2\n"),), Outcome("ok", stdout="2\n")))
    data = summary(run.tally, 5, 1.0)
    [apart], [drift] = data["set_apart"], data["drift"]
    for record in (apart, drift):
        assert record["program"] == program.source
        assert record["flags"] == ["-X", "dev"] and record["env"] == {"PYTHONWARNINGS": "error"}
