"""Run one reference test module on a candidate: the guest runner (pyconformance/agent/upstream_runner.py)
in its own confined process (own session, temp cwd, scrubbed environment, rlimits, timeout),
with the reference's Lib/test importable through a link, never a copy."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Iterable

from pyconformance.sandbox import child_setup, confinement, limit_child, make_workspace, scrubbed_env
from pyconformance.upstream.model import MODULE_ID, ModuleRun, TestRecord

RUNNER_PATH = Path(__file__).resolve().parent.parent / "agent" / "upstream_runner.py"
OUTPUT_TAIL = 2000  # characters of the process's own output kept for a crash
# Process groups of the modules running now: an interrupted run kills them at once.
_RUNNING: set[int] = set()
_LOCK = threading.Lock()
STOPPED = threading.Event()  # set by kill_running: modules not yet started are not started


def kill_running() -> None:
    """Kill every module process group still running (Ctrl-C: they are in sessions of
    their own, so the terminal's SIGINT does not reach them)."""
    with _LOCK:
        STOPPED.set()
        groups = list(_RUNNING)
    for group in groups:
        try:
            os.killpg(group, signal.SIGKILL)
        except OSError:
            pass


def run_module(command: list[str], tests: Path, module: str, timeout: float,
               skip: Iterable[str] = ()) -> ModuleRun:
    """MODULE of the test package at TESTS, run by the python COMMAND; SKIP: test ids not to run."""
    base = Path(make_workspace("pyconform-upstream-"))
    try:
        return _run(command, tests, module, timeout, sorted(skip), base)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _run(command: list[str], tests: Path, module: str, timeout: float, skip: list[str], base: Path) -> ModuleRun:
    root, work = base / "tests", base / "work"
    root.mkdir()
    work.mkdir()
    (root / "test").symlink_to(tests, target_is_directory=True)
    results, output = base / "results.jsonl", base / "output.txt"
    argv = [*command, "-s", str(RUNNER_PATH), str(root), module, str(results)]
    if skip:
        (base / "skip.txt").write_text("\n".join(skip) + "\n", encoding="utf-8")
        argv.append(str(base / "skip.txt"))
    env = scrubbed_env({"TMPDIR": str(work)}, home=str(base))
    confined = confinement()
    started = time.monotonic()
    if STOPPED.is_set():
        return ModuleRun(module, "skip", 0.0, ())
    with output.open("wb") as sink:
        try:
            proc = subprocess.Popen([*confined.prefix, *argv], stdin=subprocess.DEVNULL, stdout=sink,
                                    stderr=subprocess.STDOUT, cwd=str(work), env=env, start_new_session=True,
                                    preexec_fn=child_setup(confined, limit_child))
        except (OSError, subprocess.SubprocessError) as exc:
            return ModuleRun(module, "error", 0.0, (TestRecord(f"{module}.{MODULE_ID}", module, "error",
                                                               "OSError", f"cannot start {argv[0]}: {exc}"),))
        with _LOCK:
            _RUNNING.add(proc.pid)
            if STOPPED.is_set():  # interrupted while it started
                os.killpg(proc.pid, signal.SIGKILL)
        timed_out = False
        try:
            code = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            code = None
        finally:
            try:  # the group goes whatever happened: no process outlives the module
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
            proc.wait()
            with _LOCK:
                _RUNNING.discard(proc.pid)
    seconds = time.monotonic() - started
    tail = output.read_bytes()[-OUTPUT_TAIL:].decode("utf-8", "replace")
    return read_results(module, results, timed_out, code, seconds, tail, timeout)


def _events(path: Path) -> list[dict]:
    events = []
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return events
    for line in text.splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            continue  # the line a killed process was writing
        if isinstance(event, dict):
            events.append(event)
    return events


def _record(module: str, event: dict, outcome: str) -> TestRecord:
    test_id = str(event.get("id", ""))
    if not test_id.startswith(module.split(".")[0]):
        test_id = f"{module}:{test_id}"  # a test of a helper module: named after the module run
    frames = tuple(tuple(map(str, f))[:3] for f in event.get("frames", ()) if isinstance(f, list))
    return TestRecord(test_id, module, outcome, str(event.get("exception", "")), str(event.get("message", "")),
                      frames, float(event.get("seconds", 0.0) or 0.0))


def read_results(module: str, path: Path, timed_out: bool, code, seconds: float, tail: str,
                 timeout: float) -> ModuleRun:
    """The module's run from the runner's lines and how its process ended: a test started but
    not ended is the timeout or crash; a module that never loaded is one `<module>` record."""
    events = _events(path)
    ended: dict[str, TestRecord] = {}
    running = None
    status = "crash"
    for event in events:
        kind = event.get("event")
        if kind == "start":
            running = event
        elif kind == "end":
            record = _record(module, event, str(event.get("status", "error")))
            ended[record.id] = record
            if running is not None and running.get("id") == event.get("id"):
                running = None
        elif kind == "module" and event.get("status") in ("skip", "error"):
            status = str(event["status"])
            ended[f"{module}.{MODULE_ID}"] = _record(module, dict(event, id=f"{module}.{MODULE_ID}"), status)
        elif kind == "module" and event.get("status") == "done":
            status = "done"
    if status not in ("done", "skip", "error"):
        if timed_out:
            status, why = "timeout", f"the module's process did not finish within {timeout:g}s"
        elif isinstance(code, int) and code < 0:
            why = f"the module's process died on signal {-code}"
        else:
            why = f"the module's process exited with status {code} before its tests ended"
        last = [line for line in tail.strip().splitlines() if line.strip()][-1:] or [""]
        where = running if running is not None else {"id": f"{module}.{MODULE_ID}"}
        record = _record(module, where, status)
        ended[record.id] = TestRecord(record.id, module, status, "", f"{why}; last output: {last[0][:300]}")
    return ModuleRun(module, status, seconds, tuple(ended.values()), tail if status in ("crash", "timeout") else "")
