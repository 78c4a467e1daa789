"""Hostile programs: every one is recorded as an outcome and the harness keeps serving.

Each test runs through the persistent agent and through a fresh process (`host_impl`).
"""
import os
import socket
import time
from pathlib import Path

import pytest

from pyconformance.program import Program
from pyconformance.sandbox import files_confined, network_isolated

PROBE = Program.of("print('still serving')")


def run(impl, source, **kw):
    outcome = impl.run(Program.of(source, **kw))
    after = impl.run(PROBE)
    assert after.phase == "ok" and after.stdout == "still serving\n", "harness stopped serving"
    return outcome


def test_infinite_loop_times_out(host_impl):
    outcome = run(host_impl, "while True: pass", timeout=1)
    assert outcome.timed_out and outcome.exit_code is None
    assert outcome.seconds >= 1  # killed at its deadline, not before


def test_segfault_is_a_signal_outcome(host_impl):
    outcome = run(host_impl, "import ctypes\nprint('before', flush=True)\nctypes.string_at(0)")
    assert outcome.signal == 11 and not outcome.timed_out
    assert outcome.stdout == "before\n"


def test_runaway_recursion_is_recorded(host_impl):
    # repr() recursion goes through the C stack, which a high recursion limit lets overflow.
    source = ("import sys\nsys.setrecursionlimit(10**6)\nclass A:\n    def __repr__(self):\n"
              "        return repr(self)\nrepr(A())")
    outcome = run(host_impl, source, timeout=20)
    assert outcome.signal == 11 and not outcome.timed_out


def test_memory_bombs_hit_the_limit(host_impl):
    outcome = run(host_impl, "b'x' * 10**11")
    assert outcome.exception and outcome.exception.type == "MemoryError"
    grow = "chunks = []\nwhile True:\n    chunks.append(bytearray(10**7))"
    outcome = run(host_impl, grow, memory_mb=256, timeout=20)
    assert outcome.exception and outcome.exception.type == "MemoryError"


def test_output_flood_is_capped(host_impl):
    outcome = run(host_impl, "import sys\nfor _ in range(100):\n    sys.stdout.write('x' * 10**6)\nprint('end')")
    assert outcome.truncated and outcome.phase == "ok"
    assert len(outcome.stdout) == Program("").output_limit


def still_running(pid: int) -> bool:
    """True while PID exists and is not a zombie (only the pids this test's program forked)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


def test_forked_children_are_reaped(host_impl):
    source = ("import os, time\npids = []\nfor _ in range(20):\n    pid = os.fork()\n    if pid == 0:\n"
              "        time.sleep(60)\n        os._exit(0)\n    pids.append(pid)\nprint(*pids)")
    # Not timed out although the children sleep 60 s: the runner does not wait for them.
    outcome = run(host_impl, source, timeout=10)
    assert not outcome.timed_out and outcome.phase == "ok"
    pids = [int(p) for p in outcome.stdout.split()]
    assert len(pids) == 20
    deadline = time.monotonic() + 10  # SIGKILL is delivered asynchronously
    while any(map(still_running, pids)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [pid for pid in pids if still_running(pid)] == []


@pytest.mark.parametrize("source, exit_code, stdout", [
    ("import os\nprint('a', flush=True)\nos._exit(3)", 3, "a\n"),
    ("import sys\nsys.exit('bye')", 1, ""),
    ("import sys\nsys.exit(4)", 4, ""),
    ("import os\nos.write(1, b'raw\\n')", 0, "raw\n"),
    ("import sys\nprint(repr(sys.stdin.read()))", 0, "''\n"),
])
def test_exits_and_raw_streams(host_impl, source, exit_code, stdout):
    outcome = run(host_impl, source)
    assert outcome.exit_code == exit_code and outcome.stdout == stdout and outcome.phase == "ok"
    if "bye" in source:
        assert "bye" in outcome.stderr_tail


def test_closing_stdout_keeps_what_was_printed(host_impl):
    outcome = run(host_impl, "import os, sys\nprint('kept', flush=True)\nos.close(1)\nprint('lost')")
    assert outcome.stdout == "kept\n"


def test_printing_frame_bytes_does_not_desync(host_impl):
    fake = 'print(\'12\\n{"hello": 1}\')\nimport sys\nsys.stdout.write("999999\\n")'
    outcome = run(host_impl, fake)
    assert outcome.stdout == '12\n{"hello": 1}\n999999\n'


def test_files_stay_in_the_temporary_cwd(host_impl, tmp_path):
    source = ("import os\nopen('made.txt', 'w').write('x')\nos.chmod('made.txt', 0o000)\n"
              "print(sorted(os.listdir('.')), os.getcwd() != %r)" % str(os.getcwd()))
    outcome = run(host_impl, source)
    assert outcome.stdout == "['made.txt', 'main.py'] True\n"
    assert not (tmp_path / "made.txt").exists() and not os.path.exists("made.txt")


def test_environment_is_scrubbed(monkeypatch):
    from pyconformance.adapters.specs import open_implementation
    import sys
    monkeypatch.setenv("PYCONFORM_TEST_SECRET", "hunter2")
    source = "import os\nprint(sorted(k for k in os.environ if 'SECRET' in k), os.environ.get('PYTHONHASHSEED'), hash('abc') == hash('abc'))"
    for isolation in ("agent", "process"):
        with open_implementation(sys.executable, isolation) as impl:
            first = impl.run(Program.of(source + "\nprint(hash('pyconform'))"))
            second = impl.run(Program.of(source + "\nprint(hash('pyconform'))"))
        assert first.stdout.splitlines()[0] == "[] 0 True"
        assert first.stdout == second.stdout  # fixed hash seed: deterministic across runs


@pytest.mark.skipif(not network_isolated(), reason="this machine allows no network namespace (docs/interpreting.md, \"Isolation\")")
def test_no_network(host_impl):
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    try:
        source = f"import socket\ntry:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2)\n    print('connected')\nexcept OSError as e:\n    print('refused')"
        outcome = run(host_impl, source)
    finally:
        server.close()
    assert outcome.stdout == "refused\n"


@pytest.mark.skipif(not files_confined(), reason="this machine allows no mount namespace (docs/interpreting.md, \"Isolation\")")
def test_cannot_write_outside_the_workspace(host_impl, tmp_path):
    target = tmp_path / "escaped.txt"
    home_probe = os.path.expanduser("~/pyconform-escape-probe")
    source = (f"for path in ({str(target)!r}, {home_probe!r}):\n    try:\n        open(path, 'w').write('x')\n"
              f"        print('wrote')\n    except OSError as e:\n        print(type(e).__name__)")
    outcome = run(host_impl, source)
    assert outcome.stdout == "OSError\nOSError\n"
    assert not target.exists() and not os.path.exists(home_probe)
