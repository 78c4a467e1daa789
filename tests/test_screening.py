"""Screening (pyconformance/agent/python_batch.py, pyconformance/screening.py): many programs in one
forked child must give the outcomes a fork per program gives, must not let one program's
changes reach the next, and must hand back (None) every program it cannot finish normally."""
from __future__ import annotations

import threading

import pytest

from pyconformance.differ import compare
from pyconformance.implementation import Implementation, ImplementationInfo
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.screening import screen

from pyconformance.fuzz.engine import EngineConfig, Worker
from pyconformance.fuzz.generated import GeneratedProgram

ORDINARY = [
    "print('hello')",
    "print(f'{1+1=}', end='')",
    "import sys\nprint('out'); print('err', file=sys.stderr)",
    "raise ValueError('bad value')",
    "def f(a, /, b): return a + b\nprint(f(1, b=2))\nf(a=1, b=2)",
    "x = (y := 3) + y\nprint(x)",
    "import sys; sys.exit(3)",
    "import sys; sys.exit('message')",
    "def f(:\n    pass",
    "import os; os.write(1, b'raw\\n'); print('buffered')",
    "print([x := i for i in range(3)], x)",
    "print(__name__, __file__.endswith('main.py'))",
    "import atexit; atexit.register(print, 'at exit'); print('body')",
]


def test_screened_outcomes_match_a_fork_per_program(host_agent):
    programs = [Program(source=s) for s in ORDINARY]
    screened = host_agent.screen(programs)
    assert all(o is not None for o in screened), "ordinary programs must all be screened"
    for program, fast in zip(programs, screened):
        alone = host_agent.run(program)
        assert not compare(alone, fast, compare_messages=True), (program.source, alone, fast)
        assert fast.stdout == alone.stdout and fast.exit_code == alone.exit_code


@pytest.mark.parametrize("change, probe, expected", [
    ("import builtins; builtins.leaked = 1", "print('leaked' in dir(__builtins__) or 'leaked' in globals())", "False"),
    ("import os; os.environ['LEAK'] = 'x'; del os.environ['PATH']",
     "import os; print(os.environ.get('LEAK'), 'PATH' in os.environ)", "None True"),
    ("import os; os.mkdir('sub'); os.chdir('sub')", "import os; print(os.listdir('.'))", "['main.py']"),
    ("import sys; sys.path.insert(0, '/nowhere')", "import sys; print('/nowhere' in sys.path)", "False"),
    ("open('mod_x.py', 'w').write('V = 1\\n')\nimport mod_x", "import mod_x", None),
    ("import sys; sys.setrecursionlimit(50)", "import sys; print(sys.getrecursionlimit() > 50)", "True"),
    ("import sys; sys.stdout = open('elsewhere.txt', 'w')", "print('seen')", "seen"),
    ("import warnings; warnings.simplefilter('error')",
     "import warnings; warnings.warn('w'); print('survived')", "survived"),
    ("x = 1", "print('x' in globals())", "False"),
    ("import subprocess, sys; subprocess.run([sys.executable, '-c', 'print(2)'])", "print('next')", "next"),
])
def test_a_program_does_not_leak_into_the_next(host_agent, change, probe, expected):
    first, second = host_agent.screen([Program(source=change), Program(source=probe)])
    assert second is not None
    if expected is None:  # the module the first program wrote is gone with its directory
        assert second.exception and second.exception.type == "ModuleNotFoundError"
    else:
        assert second.stdout.strip() == expected, second


@pytest.mark.parametrize("trouble", [
    "while True: pass",
    "import os; os._exit(4)",
    "import sys; sys.stdout.close()",
    "print('y' * 3_000_000)",
    "import threading, time\nthreading.Thread(target=lambda: (time.sleep(0.3), print('late'))).start()",
    "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)",
    "import subprocess, sys\nsubprocess.Popen([sys.executable, '-c', 'import time; time.sleep(0.3); print(1)'])",
])
def test_trouble_is_handed_back_and_the_batch_goes_on(host_agent, trouble):
    programs = [Program(source="print('before')"), Program(source=trouble, timeout=1.0),
                Program(source="print('after')")]
    before, middle, after = host_agent.screen(programs)
    assert middle is None, "a program the child cannot finish normally must get its own fork"
    assert before is not None and before.stdout == "before\n"
    assert after is not None and after.stdout == "after\n"


def test_screen_runs_unscreened_programs_in_their_own_fork(host_agent):
    programs = [Program(source="print(1)"), Program(source="import os; os._exit(4)")]
    first, second = screen(host_agent, programs)
    assert not first.isolated and first.outcome.stdout == "1\n"
    assert second.isolated and second.outcome.exit_code == 4


class Liar(Implementation):
    """Screens every program as printing 'screened', but runs it honestly: a screening
    artefact that the isolated re-run must catch."""

    def __init__(self, answer: str = "ok\n"):
        self.info = ImplementationInfo("liar", "liar", (3, 8, 0))
        self.answer = answer

    def screen(self, programs):
        return [Outcome(phase="ok", stdout="screened\n", exit_code=0) for _ in programs]

    def run(self, program):
        return Outcome(phase="ok", stdout=self.answer, exit_code=0)


class Honest(Liar):
    def screen(self, programs):
        return [self.run(p) for p in programs]


class Sink:
    def __init__(self):
        self.lock, self.found, self.rechecks, self.programs = threading.Lock(), [], [], 0

    def program_done(self, program, disagrees):
        self.programs += 1

    def harness_errors(self, n):
        pass

    def divergence(self, d):
        self.found.append(d)

    def seen_known(self, d):
        pass

    def is_known(self, key):
        return False

    def rechecked(self, confirmed):
        self.rechecks.append(confirmed)


def batch_worker(reference, candidate, sink):
    config = EngineConfig(generators=("fstring",), seed=1, batch=16, shrink_calls=20, polish_checks=0)
    return Worker(config, reference, [candidate], sink, threading.Event())


def test_a_screening_artefact_is_not_a_divergence():
    sink = Sink()
    worker = batch_worker(Honest(), Liar(), sink)
    worker.run_block(0, 40)
    worker.close()
    assert sink.programs == 40 and not sink.found
    assert sink.rechecks and not any(sink.rechecks)  # each was re-run and dismissed


def test_a_confirmed_divergence_is_reported():
    sink = Sink()
    worker = batch_worker(Honest("ok\n"), Honest("other\n"), sink)
    worker.run_block(0, 40)
    worker.close()
    assert sink.found and sink.found[0].candidate.spec == "liar"


def test_batches_are_cut_to_the_share_of_a_block():
    sink = Sink()
    worker = batch_worker(Honest(), Honest(), sink)
    assert worker.run_block(0, 37) == 37
    worker.close()
    assert sink.programs == 37


def test_generated_programs_read_features_lazily():
    program = GeneratedProgram.make("print(f'{x=}')\n", "fstring")
    assert "features" not in program.__dict__
    assert program.features == ("fstring-eq",)


# -- the suite under --isolation batch ----------------------------------------------------

BROKEN = str(__import__("pathlib").Path(__file__).resolve().parent / "fixtures" / "broken_fstring_python")


def statuses(spec: str, cases, screen: bool) -> dict[str, str]:
    from pyconformance.runner import run_cases
    from pyconformance.adapters.specs import open_implementation

    results = run_cases(lambda: open_implementation(spec, "agent"), cases, {}, jobs=2, screen=screen)
    return {r.case.id: r.status for r in results.results}


@pytest.fixture(scope="module")
def fstring_cases():
    from pyconformance.suite import load_suite

    return [c for c in load_suite().cases if c.id.startswith(("fstring/", "walrus/"))]


def test_batch_isolation_judges_a_broken_implementation_like_a_fork_per_case(fstring_cases):
    import shutil
    if shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") is None:
        pytest.skip("the broken fixture needs python3 in /usr/local/bin, /usr/bin or /bin")
    forked = statuses(BROKEN, fstring_cases, screen=False)
    batched = statuses(BROKEN, fstring_cases, screen=True)
    assert batched == forked
    assert list(batched.values()).count("fail") >= 5  # the mutant is caught in both modes


def test_batch_isolation_passes_what_a_fork_per_case_passes(fstring_cases):
    import sys
    assert statuses(sys.executable, fstring_cases, screen=True) == statuses(sys.executable, fstring_cases, screen=False)


def test_a_case_that_fails_in_a_batch_is_judged_by_its_own_fork():
    from pyconformance.runner import evaluate
    from pyconformance.suite import load_suite

    case = next(c for c in load_suite().cases if c.id == "fstring/eq_article_foo_bar")
    expected = case.expectation_for((3, 8))[0].stdout
    ran = []

    class Recording(Honest):  # its fork gives the expected output
        def run(self, program):
            ran.append(program.source)
            return super().run(program)

    honest = Recording(expected)
    wrong = Outcome(phase="ok", stdout="screened\n", exit_code=0)
    result = evaluate(case, honest.info, honest, None, screened=wrong)
    assert ran == [case.program().source], "a failure seen in a batch must be run again in its own fork"
    assert result.status == "pass" and result.outcome.stdout == expected
    # a pass seen in a batch is taken as it is: no second run
    ran.clear()
    trusted = evaluate(case, honest.info, honest, None, screened=Outcome(phase="ok", stdout=expected, exit_code=0))
    assert ran == [] and trusted.status == "pass"


def test_the_model_reference_answers_every_program_of_a_batch():
    from pyconformance.fuzz.batching import derive
    from pyconformance.fuzz.model_reference import ModelImplementation

    batch = derive(("fstring", "signature", "walrus", "misc"), 20, 7)
    assert all(p.expected is not None for p in batch)
    worker = Worker(EngineConfig(generators=("fstring",), batch=16), ModelImplementation(), [Honest()],
                    Sink(), threading.Event())
    rows = worker.run_batch(batch, 0)
    worker.close()
    assert not any(row[0].harness_error for row in rows)


def test_a_batch_reply_stays_bounded():
    """Past the reply limit the rest of a batch goes to single forks, not into one huge reply.
    Run in a fresh interpreter: the batch child captures fd 1, which pytest has replaced."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); import python_agent as agent, python_batch\n"
        "python_batch.REPLY_LIMIT = 3 << 20\n"
        "requests = [{'source': \"print('x' * 900000)\", 'timeout': 5, 'output_limit': 1 << 20}] * 8\n"
        "outcomes = python_batch.serve_batch(agent, requests, ())\n"
        "sys.stderr.write(json.dumps([o and o['stdout'] == 'x' * 900000 + '\\n' for o in outcomes]))\n"
    )
    here = Path(__file__).resolve().parents[1] / "pyconformance" / "agent"
    done = subprocess.run([sys.executable, "-c", script, str(here)], capture_output=True, text=True, timeout=60)
    verdicts = json.loads(done.stderr)
    screened = [v for v in verdicts if v is not None]
    assert 1 <= len(screened) <= 3 and all(screened) and verdicts[-1] is None, verdicts
