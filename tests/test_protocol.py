"""The agent protocol (docs/protocol.md), version 1: what every agent must do, checked on the
Python agent (host Python, and pypy3 when present) and on the node agent (Brython and
MicroPython, when node and their npm packages are available). Raw frames go over the
agent's pipes, so the test does not lean on the host client's own handling."""
from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import sys
import time

import pytest

from pyconformance.agent.client import AGENT_PATH
from pyconformance.sandbox import make_workspace, scrubbed_env

NODE_AGENT = AGENT_PATH.parent / "node" / "agent.mjs"


def python_agent(executable: str) -> list[str]:
    return [executable, str(AGENT_PATH), "serve"]


def node_agent(engine: str, package: str) -> list[str]:
    if shutil.which("node") is None:
        pytest.skip("node is not on PATH")
    from pyconformance.adapters.node_runtime import ensure_installed
    from pyconformance.implementation import ImplementationError

    try:  # as a first `--impl ENGINE` does: a clean CI checks both agents, not one
        modules = ensure_installed(package)
    except ImplementationError as exc:
        pytest.skip(f"npm package {package} cannot be installed here: {exc}")
    return [shutil.which("node"), str(NODE_AGENT), engine, str(modules)]


AGENTS = {
    "python-host": lambda: python_agent(sys.executable),
    "pypy3": lambda: python_agent(shutil.which("pypy3") or pytest.skip("pypy3 is not on PATH")),
    "brython": lambda: node_agent("brython", "brython"),
    "micropython": lambda: node_agent("micropython", "@micropython/micropython-webassembly-pyscript"),
}


class Wire:
    """The host end of one agent, frames by hand."""

    def __init__(self, argv: list[str]):
        home = make_workspace("pyconform-protocol-")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env=scrubbed_env(home=home), cwd=home)

    def send(self, obj) -> None:
        body = json.dumps(obj).encode("utf-8")
        self.proc.stdin.write(str(len(body)).encode("ascii") + b"\n" + body)
        self.proc.stdin.flush()

    def read(self, timeout: float = 60.0):
        fd, deadline = self.proc.stdout.fileno(), time.monotonic() + timeout

        def take(n: int) -> bytes:
            data = b""
            while len(data) < n:
                assert select.select([fd], [], [], max(0.0, deadline - time.monotonic()))[0], "no frame in time"
                chunk = os.read(fd, n - len(data))
                assert chunk, "the agent closed its stdout"
                data += chunk
            return data

        header = b""
        while not header.endswith(b"\n"):
            header += take(1)
            assert len(header) <= 20, f"bad frame header {header!r}"
        assert header[:-1].isdigit(), f"bad frame header {header!r}"
        return json.loads(take(int(header)).decode("utf-8"))

    def ask(self, request: dict, timeout: float = 60.0):
        self.send(request)
        return self.read(timeout)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


def program(source: str, **extra) -> dict:
    return {"source": source, "name": "main.py", "files": {}, "timeout": 10, "memory_mb": None,
            "output_limit": 1 << 20, **extra}


OUTCOME_FIELDS = {"phase", "exception", "stdout", "stderr_tail", "exit_code", "timed_out", "signal", "truncated",
                  "seconds"}


@pytest.fixture(params=sorted(AGENTS))
def wire(request):
    argv = AGENTS[request.param]()
    agent = Wire(argv)
    yield agent
    agent.close()


def test_hello_comes_first_and_names_the_implementation(wire):
    hello = wire.read()
    assert hello["hello"] == 1
    assert isinstance(hello["implementation"], str) and hello["implementation"]
    assert isinstance(hello["fork"], bool) and isinstance(hello["executable"], str)
    assert isinstance(hello.get("batch", False), bool)


def test_outcomes_of_ok_compile_error_and_run_error(wire):
    wire.read()
    ok = wire.ask(program("print('hi', 6 * 7)\n"))
    assert OUTCOME_FIELDS <= set(ok), set(ok) ^ OUTCOME_FIELDS
    assert (ok["phase"], ok["stdout"], ok["exception"], ok["exit_code"], ok["timed_out"]) == ("ok", "hi 42\n", None, 0, False)
    bad = wire.ask(program("def f(:\n"))
    assert bad["phase"] == "compile" and bad["exception"]["type"] == "SyntaxError"
    raised = wire.ask(program("print('before')\nraise KeyError('k')\n"))
    assert raised["phase"] == "run" and raised["exception"]["type"] == "KeyError"
    assert raised["stdout"] == "before\n" and raised["exit_code"] != 0


def test_a_hanging_program_is_answered_and_the_agent_serves_on(wire):
    wire.read()
    hung = wire.ask(program("while True:\n    pass\n", timeout=1), timeout=90)
    assert hung["timed_out"] is True and hung["exit_code"] is None
    after = wire.ask(program("print('still here')\n"), timeout=90)
    assert after["stdout"] == "still here\n"


def test_a_request_it_cannot_serve_is_a_harness_error_and_it_serves_on(wire):
    wire.read()
    for bad in ({"name": "main.py", "timeout": 5}, {"source": "print(1)", "timeout": "soon"}, [1, 2]):
        reply = wire.ask(bad)
        assert isinstance(reply, dict) and reply.get("harness_error"), (bad, reply)
    assert wire.ask(program("print(1)\n"))["stdout"] == "1\n"


def test_a_batch_is_answered_only_by_an_agent_that_advertises_it(wire):
    hello = wire.read()
    if not hello.get("batch"):
        pytest.skip(f"{hello['implementation']} agent does not advertise batches (hosts send it none)")
    reply = wire.ask({"batch": [program("print('a')\n"), program("raise ValueError\n"), program("print('c')\n")]})
    outcomes = reply["outcomes"]
    assert len(outcomes) == 3
    assert outcomes[0]["stdout"] == "a\n" and outcomes[2]["stdout"] == "c\n"
    assert outcomes[1]["exception"]["type"] == "ValueError"


def test_closing_stdin_ends_the_agent(wire):
    wire.read()
    wire.proc.stdin.close()
    assert wire.proc.wait(timeout=10) == 0


def test_a_spawn_is_answered_only_by_an_agent_that_advertises_it(wire, tmp_path):
    hello = wire.read()
    if not hello.get("spawn"):
        pytest.skip(f"{hello['implementation']} agent does not advertise spawns (hosts send it none)")
    argv = [hello["executable"], "-c", "import os, sys; print(os.getcwd(), os.environ['MARK'], sys.flags.optimize)"]
    reply = wire.ask({"spawn": {"argv": argv[:1] + ["-O"] + argv[1:], "env": {"MARK": "m1"}, "cwd": str(tmp_path)},
                      "timeout": 30, "output_limit": 1 << 20})
    facts = reply["spawned"]
    assert base64.b64decode(facts["stdout"]).decode() == f"{tmp_path} m1 1\n"
    assert os.WIFEXITED(facts["status"]) and os.WEXITSTATUS(facts["status"]) == 0 and not facts["timed_out"]
    missing = wire.ask({"spawn": {"argv": [str(tmp_path / "no-such-python")], "env": {}, "cwd": str(tmp_path)},
                        "timeout": 30})
    assert "No such file" in missing["spawn_error"]
    for bad in ({"spawn": {"argv": [], "env": {}, "cwd": "/"}, "timeout": 5},
                {"spawn": {"argv": ["x"], "env": {"A": 1}, "cwd": "/"}, "timeout": 5},
                {"spawn": "python", "timeout": 5}):
        assert wire.ask(bad).get("harness_error"), bad
    assert wire.ask(program("print(1)\n"))["stdout"] == "1\n"
