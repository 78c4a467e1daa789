"""The Monty agent: runs inside the cached virtualenv that has pydantic-monty, never imports
pyconform (it is started as a script there), and speaks the framed protocol of
pyconformance/agent/python_agent.py (docs/protocol.md): a hello frame, then one outcome frame per request.

Each program gets a fresh session of one Monty worker pool (Monty's own `monty` subprocess
workers: a crash or a runaway program kills a worker, never this agent). The program's
files are written to a temporary directory mounted (overlay: writes stay in memory) as the
sandbox's working directory. Monty has no command line, so a request's flags and
environment cannot apply; the agent never receives them.
"""
import json
import os
import shutil
import sys
import tempfile
import time

# This script's directory (pyconformance/adapters, with its own transcrypt.py, monty.py) must not
# shadow the installed packages.
del sys.path[0]

import pydantic_monty as monty

STDERR_TAIL = 4000
WORKDIR = "/work"
TIME_LIMIT_TEXT = "time limit exceeded"


def read_frame(stream):
    header = stream.readline()
    if not header:
        return None
    return json.loads(stream.read(int(header)).decode("utf-8"))


def write_frame(stream, obj):
    body = json.dumps(obj).encode("utf-8")
    stream.write(b"%d\n" % len(body) + body)
    stream.flush()


def language():
    """The CPython language version Monty claims (`sys.version_info` inside the sandbox)."""
    with monty.Monty(min_processes=1, max_processes=1, request_timeout=60) as pool:
        with pool.checkout() as session:
            return list(session.feed_run("import sys\n(sys.version_info[0], sys.version_info[1])"))


def split_streams(collected, limit):
    out = "".join(text for stream, text in collected if stream == "stdout")
    err = "".join(text for stream, text in collected if stream == "stderr")
    return out[:limit], len(out.encode("utf-8")) > limit, err[-STDERR_TAIL:]


def run(pool, request):
    limit = int(request.get("output_limit", 1 << 20))
    timeout = float(request.get("timeout", 10))
    collected = monty.CollectStreams(max_bytes=2 * limit + (1 << 16))
    workdir = tempfile.mkdtemp(prefix="monty-case-")
    outcome = {"phase": "ok", "exception": None, "exit_code": 0}
    try:
        for name, text in (request.get("files") or {}).items():
            path = os.path.join(workdir, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
        limits = {"max_feed_duration_secs": timeout, "max_memory": int(request.get("memory_mb", 2048)) << 20}
        with monty.MountDir(host_path=workdir, virtual_path=WORKDIR) as mount:
            with pool.checkout(script_name=request.get("name") or "main.py", limits=limits,
                               assert_message_annotations=False) as session:
                session.feed_run(request["source"], print_callback=collected, mount=mount, cwd=WORKDIR)
    except monty.MontySyntaxError as exc:
        outcome = failure("compile", exc.exception())
    except monty.MontyCrashedError as exc:
        # The worker died (signal, abort) or overran the backstop: the program's outcome.
        outcome = {"phase": "run", "exception": None, "exit_code": exc.exit_status,
                   "stderr_tail": str(exc)[-STDERR_TAIL:], "timed_out": bool(exc.timed_out)}
        if not exc.timed_out:
            outcome["exception"] = {"type": "MontyCrashedError", "message": str(exc)}
    except monty.MontyError as exc:  # MontyRuntimeError (MontyTypingError: type checks are off)
        inner = exc.exception()
        outcome = failure("run", inner)
        if type(inner).__name__ == "TimeoutError" and TIME_LIMIT_TEXT in str(inner):
            outcome.update(exception=None, exit_code=None, timed_out=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    stdout, truncated, stderr = split_streams(collected.output, limit)
    outcome.update(stdout=stdout, truncated=truncated)
    outcome["stderr_tail"] = (outcome.get("stderr_tail", "") + stderr)[-STDERR_TAIL:]
    return outcome


def failure(phase, inner):
    name = type(inner).__name__
    if name == "SystemExit":  # `raise SystemExit(n)` ends the program with status n, as in CPython
        code = inner.args[0] if inner.args else None
        return {"phase": "ok", "exception": None, "exit_code": code if isinstance(code, int) else (0 if code is None else 1)}
    return {"phase": phase, "exception": {"type": name, "message": str(inner)}, "exit_code": 1}


def serve(pool, stdin, stdout):
    while True:
        request = read_frame(stdin)
        if request is None:
            return
        started = time.monotonic()
        try:
            outcome = run(pool, request)
        except Exception as exc:  # noqa: BLE001 - the agent must answer every request
            outcome = {"phase": "run", "harness_error": "monty agent: %s: %s" % (type(exc).__name__, exc)}
        outcome.setdefault("signal", None)
        outcome.setdefault("timed_out", False)
        outcome["seconds"] = round(time.monotonic() - started, 4)
        write_frame(stdout, outcome)


def main():
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing but frames on the protocol stream
    version = [int(part) for part in monty.__version__.split(".")[:3] if part.isdigit()]
    write_frame(stdout, {"hello": 1, "fork": False, "implementation": "monty", "version": version,
                         "language": language(), "executable": sys.executable})
    with monty.Monty(min_processes=1, max_processes=1, request_timeout=None) as pool:
        serve(pool, stdin, stdout)


if __name__ == "__main__":
    main()
