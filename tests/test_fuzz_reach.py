"""Issue 31: the cmdline, library and audit generators, implementations that cannot take a
command line, and the per-campaign rule coverage. Outcomes come from CPython 3.8.18."""
from __future__ import annotations

import json
import random
import threading
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyconformance.adapters.specs import open_implementation
from pyconformance.cli.main import main

from pyconformance.fuzz.campaign import Budget, Campaign
from pyconformance.fuzz.catalogue import catalogue
from pyconformance.fuzz.engine import EngineConfig
from pyconformance.fuzz.generators import audit, cmdline, library
from pyconformance.fuzz.rule_coverage import rule_coverage
from pyconformance.fuzz.rule_reach import gather, reached

PY38 = Path("/root/.pyenv/versions/3.8.18/bin/python3.8")
PY39 = Path("/root/.pyenv/versions/3.9.18/bin/python3.9")
needs_38 = pytest.mark.skipif(not PY38.exists(), reason="needs CPython 3.8.18 (pyenv)")
needs_39 = pytest.mark.skipif(not PY39.exists(), reason="needs CPython 3.9.18 (pyenv)")


def built(module, count: int, seed: int = 0, parts: tuple[int, int] = (1, 5)):
    rng = random.Random(seed)
    return [module.build([rng.getrandbits(rng.randint(0, 24)) for _ in range(rng.randint(*parts))])
            for _ in range(count)]


@pytest.fixture(scope="module")
def py38():
    if not PY38.exists():
        pytest.skip("needs CPython 3.8.18 (pyenv)")
    impl = open_implementation(str(PY38))
    yield impl
    impl.close()


# -- cmdline ---------------------------------------------------------------------------

def test_cmdline_draws_only_declared_options_and_variables():
    flags_table, env_table = cmdline.options()
    declared_flags = {tuple(entry["option"]) for entry in flags_table}
    declared_env = {entry["name"] for entry in env_table}
    programs = built(cmdline, 400)
    seen_flags, seen_env = set(), set()
    for program in programs:
        assert program.command_line and program.program().needs_fresh_process or not program.flags
        seen_env |= {name for name, _ in program.env}
        i = 0
        while i < len(program.flags):  # split the flags back into declared options
            match = next(o for o in sorted(declared_flags, key=len, reverse=True)
                         if tuple(program.flags[i:i + len(o)]) == o)
            seen_flags.add(match)
            i += len(match)
    assert seen_env <= declared_env and len(seen_env) >= len(declared_env) - 2
    assert len(seen_flags) >= len(declared_flags) - 3
    assert any(p.files for p in programs)


@needs_38
def test_cmdline_programs_are_deterministic_and_report_relative_paths(py38):
    for program in built(cmdline, 12, seed=4):
        first, second = py38.run(program.program()), py38.run(program.program())
        assert first.phase == "ok" and not first.harness_error, (program.flags, program.env, first.stderr_tail)
        assert (first.stdout, first.exit_code) == (second.stdout, second.exit_code), (program.flags, program.env)
        assert "flags [('optimize'" in first.stdout
        assert "/tmp" not in first.stdout and "pyconform-" not in first.stdout, first.stdout


@needs_38
def test_cmdline_shows_what_the_flags_do(py38):
    program = cmdline.build([0])
    probe = type(program)(program.source, "cmdline", flags=("-B", "-X", "pycache_prefix={cwd}/xpfx"),
                          env=(("PYTHONOPTIMIZE", "2"),))
    out = py38.run(probe.program()).stdout
    assert "('optimize', 2)" in out and "('dont_write_bytecode', 1)" in out
    assert "pycache_prefix xpfx" in out and "('pycache_prefix', 'xpfx')" in out


class NoCommandLine:
    """A real implementation that declares, like the node engines, that it takes no flags."""
    takes_command_line = False

    def __init__(self, impl):
        self.impl, self.info = impl, impl.info

    def __getattr__(self, name):
        return getattr(self.impl, name)


@needs_38
def test_an_implementation_without_a_command_line_skips_cmdline_programs_visibly():
    def open_impl(spec: str):
        impl = open_implementation(str(PY38))
        return NoCommandLine(impl) if spec == "candidate" else impl

    config = EngineConfig(generators=("cmdline", "misc"), seed=3)  # cmdline is drawn 1 time in 21
    campaign = Campaign(config, "reference", ["candidate"], open_impl, Budget(programs=300), jobs=1, out=None)
    tally = campaign.run()
    assert tally.programs == 300 and not tally.divergences and tally.harness_errors == 0
    skipped = tally.skipped[(str(PY38), "cmdline")]
    # every cmdline program with flags, variables or files (one drawing none of them runs), nothing else
    assert 0 < skipped <= tally.generator_hits["cmdline"] and skipped >= tally.generator_hits["cmdline"] - 3
    assert sum(tally.skipped.values()) == skipped


# -- library ---------------------------------------------------------------------------

def test_library_entries_follow_the_catalogue(monkeypatch):
    every = {rule for entry in library.table()[1] for rule in entry.rules}
    assert {"lib.math.prod", "lib.math.isqrt", "lib.statistics.quantiles", "lib.itertools.accumulate_initial",
            "lib.pow.keywords"} <= every
    assert library.served_rules() == every & set(catalogue())
    kept = {rule: value for rule, value in catalogue().items() if rule != "lib.math.isqrt"}
    monkeypatch.setattr(library, "catalogue", lambda: kept)
    assert "math.isqrt" not in {e.call for e in library.usable_entries()}
    assert "math.isqrt(" not in "".join(p.source for p in built(library, 300, parts=(1, 6)))


def test_library_breaks_signatures_on_purpose():
    text = "".join(p.source for p in built(library, 600, seed=2, parts=(1, 6)))
    assert "math.isqrt(n=" in text  # a keyword for a positional-only parameter
    assert any(f"pow({w}=" in text or f", {w}=" in text for w in ("x", "y", "z"))
    assert "float('nan')" in text and "2**64 + 1" in text and "[]" in text


@needs_38
def test_library_calls_report_result_or_exception_type(py38):
    programs = built(library, 60, seed=5, parts=(1, 6))
    outcomes = py38.screen([p.program() for p in programs])
    for program, outcome in zip(programs, outcomes):
        outcome = outcome or py38.run(program.program())
        assert outcome.phase == "ok", (program.source, outcome.stderr_tail)
        assert len(outcome.stdout.splitlines()) == program.source.count("\nshow(")
    probe = library.GeneratedProgram(library.PRELUDE + "import math\nshow('k', lambda: math.isqrt(n=4))\n"
                                     "show('v', lambda: math.isqrt(17))\n", "library")
    assert py38.run(probe.program()).stdout == "k raised TypeError\nv 4\n"


@needs_38
@needs_39
def test_library_finds_a_result_difference_between_38_and_39(tmp_path):
    result = CliRunner().invoke(main, [
        "fuzz", "--reference", str(PY38), "--candidate", str(PY39), "--generator", "library",
        "--drift-reference", "off", "--programs", "300", "--seed", "1", "--format", "json",
        "-o", str(tmp_path / "s.json")], catch_exceptions=False)
    assert result.exit_code == 1, result.output
    summary = json.loads((tmp_path / "s.json").read_text())
    assert any(d["generator"] == "library" and d["reference_outcome"]["stdout"] != d["candidate_outcome"]["stdout"]
               for d in summary["divergences"])


# -- audit -----------------------------------------------------------------------------

@needs_38
def test_audit_streams_agree_with_themselves_and_the_hook_goes_quiet(py38):
    programs = built(audit, 40, seed=6, parts=(1, 6))
    first = py38.screen([p.program() for p in programs])
    for program, outcome in zip(programs, first):
        again = py38.run(program.program())  # its own fork: the screened batch agrees
        outcome = outcome or again
        assert outcome.phase == "ok" and outcome.stdout == again.stdout, program.source
        assert "event " in outcome.stdout
    plain = audit.GeneratedProgram("print('after')\n", "audit")
    batch = py38.screen([programs[0].program(), plain.program()])
    assert batch[1] is not None and batch[1].stdout == "after\n"


@needs_38
@needs_39
def test_audit_sees_events_39_added():
    py38, py39 = open_implementation(str(PY38)), open_implementation(str(PY39))
    try:
        program = audit.build([23])  # a marshal round trip: 3.9 added marshal.dumps/loads events
        assert "marshal.loads(marshal.dumps(" in program.source
        a, b = py38.run(program.program()), py39.run(program.program())
        assert "event marshal" not in a.stdout and "event marshal.dumps" in b.stdout
    finally:
        py38.close()
        py39.close()


# -- rule coverage ---------------------------------------------------------------------

def test_probes_and_declared_rules_reach_rules():
    source = "import math\nfrom statistics import fmean as fm\nx = 1\nprint(x != (x := 2))\nprint(fm([1]), math.prod([2]))\n"
    import ast
    hits = reached(gather(source, ast.parse(source)), declared=("lib.shlex.join", "not.a.rule"))
    assert {"lib.math.prod", "lib.statistics.fmean", "walrus.evaluation-order", "lib.shlex.join"} <= hits
    assert "not.a.rule" not in hits and "lib.math.isqrt" not in hits
    flags = reached(gather("pass\n", ast.parse("pass\n"), flags=("-I", "-X", "pycache_prefix=p"),
                           env=(("PYTHONPYCACHEPREFIX", "q"),)))
    assert {"interp.flags.isolated", "pycache.prefix.xoption", "pycache.prefix.precedence",
            "pycache.prefix.ignore_env"} <= flags


def test_every_observable_rule_can_be_reached_and_new_rules_are_picked_up(tmp_path, monkeypatch):
    from pyconformance.fuzz.generators.registry import DEFAULT
    assert rule_coverage({}, DEFAULT)["unreachable"] == []
    suite = tmp_path / "suite"
    (suite / "rules.d").mkdir(parents=True)
    (suite / "rules.toml").write_text(Path("conformance/rules.toml").read_text())
    (suite / "rules.d" / "new.toml").write_text(
        '[[rule]]\nid = "lib.brand.new"\ntitle = "t"\nstatement = "s"\nsource = "x"\nobservable = true\n')
    monkeypatch.setenv("PYCONFORM_SUITE", str(suite))
    data = rule_coverage({"lib.math.prod": Counter(library=3)}, DEFAULT)
    assert data["observable"] == sum(r.observable for r in catalogue().values())
    assert "lib.brand.new" in data["unreachable"] and "lib.brand.new" in data["unreached"]
    assert data["rules"]["lib.math.prod"] == {"library": 3} and data["reached"] == 1


@needs_38
def test_campaign_summary_has_rule_coverage_by_generator(tmp_path):
    result = CliRunner().invoke(main, [
        "fuzz", "--reference", str(PY38), "--candidate", str(PY38), "--generator", "library",
        "--generator", "walrus", "--programs", "200", "--seed", "2", "--format", "json",
        "-o", str(tmp_path / "s.json")], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    coverage = json.loads((tmp_path / "s.json").read_text())["rule_coverage"]
    assert coverage["rules"]["lib.math.prod"].get("library", 0) > 0
    assert coverage["rules"]["walrus.evaluation-order"].get("walrus", 0) > 0
    assert "lib.math.prod" not in coverage["unreached"] and "interp.flags.isolated" in coverage["unreached"]
    text = CliRunner().invoke(main, ["fuzz", "--reference", str(PY38), "--candidate", str(PY38),
                                     "--generator", "library", "--programs", "20"])
    assert "rule coverage: " in text.output and "observable catalogue rules reached" in text.output


def test_a_cmdline_divergence_is_saved_with_its_command_line(tmp_path):
    from pyconformance.cases import load_case
    from pyconformance.fuzz.corpus import render_entry
    from pyconformance.fuzz.divergence import Divergence
    from pyconformance.implementation import ImplementationInfo
    from pyconformance.outcome import Outcome

    program = cmdline.build([5, 77, 1234])
    assert program.flags and program.files
    info = ImplementationInfo("x", "cpython", (3, 8, 18))
    divergence = Divergence(program, info, info, Outcome(phase="ok", stdout="a\n", exit_code=0),
                            Outcome(phase="ok", stdout="b\n", exit_code=0), (), 0, 0)
    entry = tmp_path / "entry.py"
    entry.write_text(render_entry(divergence, "reference", "candidate"))
    replayed = load_case(entry).program()
    assert (replayed.flags, replayed.env, replayed.files) == (program.flags, program.env, program.files)
