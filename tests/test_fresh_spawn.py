"""Programs with interpreter flags or environment get a fresh interpreter; under the agent
isolations the agent starts it (protocol `spawn`), inside its own confinement. What the
program sees and what its outcome records must be what a fresh interpreter started by the
host gives, and such a program must not outlive its agent."""
from __future__ import annotations

import re
import sys
import threading
import time
from pathlib import Path

import pytest

from pyconformance.adapters.specs import open_implementation
from pyconformance.implementation import ImplementationError
from pyconformance.process_runner import Launch
from pyconformance.program import Program
from pyconformance.sandbox import descendant_groups, scrubbed_env

PROBE = """import os, sys
print(sys.flags.dont_write_bytecode, os.environ.get('PYCONFORM_MARK'), os.path.basename(os.getcwd()))
print(sorted(int(fd) for fd in os.listdir('/proc/self/fd') if int(fd) > 2 and os.path.exists('/proc/self/fd/' + fd)))
print(os.getppid())
"""

# One program per part of an outcome: output (non-UTF-8 bytes too), stderr, exit status,
# exceptions, signals, truncation; each forced into a fresh interpreter by a flag.
SAMPLES = {
    "output": "import sys\nsys.stdout.buffer.write(b'caf\\xc3\\xa9 \\xff\\n')\n",
    "stderr": "import sys\nsys.stderr.write('warned\\n' * 3)\n",
    "exit": "raise SystemExit(3)\n",
    "exception": "print('before')\n{}['missing']\n",
    "compile": "def broken(:\n",
    "signal": "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n",
    "flood": "print('x' * 5000)\n",
}


@pytest.fixture
def spawning():
    impl = open_implementation(sys.executable, "agent")
    impl.run(Program(source="pass"))  # the agent is up
    if not impl.agent.hello.get("spawn"):
        impl.close()
        pytest.skip("this interpreter's agent cannot spawn (no fork/execve)")
    yield impl
    impl.close()


def test_the_agent_starts_the_fresh_interpreter_with_its_flags_environment_and_nothing_else(spawning):
    outcome = spawning.run(Program(source=PROBE, flags=("-B",), env=(("PYCONFORM_MARK", "m1"),)))
    flags_env_cwd, fds, parent = outcome.stdout.splitlines()
    assert flags_env_cwd == "1 m1 work", outcome
    assert fds == "[]", "only stdin, stdout and stderr may be inherited"
    assert int(parent) == spawning.agent.proc.pid, "started by the agent, not by the host"


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_outcomes_match_a_fresh_interpreter_started_by_the_host(spawning, host_process, name):
    program = Program(source=SAMPLES[name], flags=("-B",), output_limit=1000)
    by_agent, by_host = spawning.run(program).to_dict(), host_process.run(program).to_dict()
    for outcome in (by_agent, by_host):
        outcome.pop("seconds")
        outcome["stderr_tail"] = re.sub(r"pyconform-\w+", "WORKSPACE", outcome["stderr_tail"])  # its own temp dir
    assert by_agent == by_host


def test_a_hanging_fresh_program_is_stopped_at_its_timeout(spawning):
    outcome = spawning.run(Program(source="import time\ntime.sleep(60)\n", flags=("-B",), timeout=1))
    assert outcome.timed_out and outcome.exit_code is None
    assert spawning.run(Program(source="print('next')", flags=("-B",))).stdout == "next\n"


@pytest.mark.parametrize("flags", [(), ("-B",)], ids=["forked", "fresh"])
def test_a_program_does_not_outlive_its_stopped_agent(spawning, flags):
    """The agent starts each program (a fork, or a fresh interpreter) in a session of its own;
    stopping the agent, as an interrupted run does, must end the program too, not leave it to
    its own timeout."""
    agent = spawning.agent.proc.pid
    program = Program(source="import time; time.sleep(60)", flags=flags, timeout=120)
    runner = threading.Thread(target=lambda: ignore_errors(spawning.run, program), daemon=True)
    runner.start()
    deadline = time.monotonic() + 20
    while not descendant_groups(agent) - {agent} and time.monotonic() < deadline:
        time.sleep(0.05)
    programs = descendant_groups(agent) - {agent}
    assert programs, "the program never started"
    spawning.close()
    runner.join(15)
    deadline = time.monotonic() + 10  # SIGKILL is sent; a loaded machine may take a moment to finish it
    while [g for g in programs if alive(g)] and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [g for g in programs if alive(g)]


def ignore_errors(call, *args) -> None:
    try:
        call(*args)
    except Exception:  # noqa: BLE001 - the agent is stopped under it: any answer will do
        pass


def test_an_interpreter_that_cannot_start_is_an_implementation_error(spawning, tmp_path):
    missing = tmp_path / "no-such-python"
    launch = Launch([str(missing)], scrubbed_env(), tmp_path, tmp_path / "result.bin")
    with pytest.raises(ImplementationError, match="cannot start .*no-such-python"):
        spawning.agent.start_fresh(launch, Program(source=""))
    assert spawning.run(Program(source="print('serving')")).stdout == "serving\n"


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in (b"Z", b"X")
