"""The judge must fail outcomes that differ in any judged respect (phase, type, stdout, exit)."""
from pyconformance.cases import Expectation
from pyconformance.judge import mismatches
from pyconformance.outcome import ExceptionInfo, Outcome
from pyconformance.program import Program

SYNTAX = Expectation(phase="compile", exception="SyntaxError")


def test_compile_expectation_fails_when_program_compiles(host_agent):
    outcome = host_agent.run(Program.of("x = 1\n"))
    assert outcome.phase == "ok"
    assert mismatches(SYNTAX, outcome)
    assert not mismatches(SYNTAX, host_agent.run(Program.of("x := 1\n")))


def test_one_character_of_stdout_matters():
    expect = Expectation(stdout="a = 37\n")
    assert not mismatches(expect, Outcome(phase="ok", stdout="a = 37\n"))
    assert mismatches(expect, Outcome(phase="ok", stdout="a =37\n"))
    assert mismatches(expect, Outcome(phase="ok", stdout="a = 37"))


def test_exception_type_message_and_exit_code():
    outcome = Outcome(phase="run", exception=ExceptionInfo("TypeError", "boom"), exit_code=1)
    assert not mismatches(Expectation(phase="run", exception="TypeError"), outcome)
    assert mismatches(Expectation(phase="run", exception="ValueError"), outcome)
    assert mismatches(Expectation(phase="run", exception="TypeError", message="bang"), outcome)
    assert mismatches(Expectation(phase="run", exception="TypeError", exit_code=3), outcome)


def test_abnormal_outcomes_never_pass():
    expect = Expectation(stdout="")
    assert mismatches(expect, Outcome(phase="ok", timed_out=True, exit_code=None))
    assert mismatches(expect, Outcome(phase="ok", signal=11, exit_code=None))
    assert mismatches(expect, Outcome.harness_failure("agent lost"))
    assert mismatches(expect, Outcome(phase="ok", truncated=True))


def test_outcome_round_trips_through_json():
    outcome = Outcome(phase="run", stdout="x", exception=ExceptionInfo("E", "m"), exit_code=1, seconds=0.5)
    assert Outcome.from_dict(outcome.to_dict()) == outcome
    assert outcome.ending() == "run:E"
