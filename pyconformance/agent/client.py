"""Host side of the persistent agent: start it, feed it programs, restart it when lost."""
from __future__ import annotations

import base64
import os
import select
import subprocess
import tempfile
import time
from pathlib import Path

from pyconformance.agent import python_agent as wire
from pyconformance.implementation import ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.process_runner import Launch
from pyconformance.program import Program
from pyconformance.sandbox import confinement, env_seconds, kill_tree, make_workspace, scrubbed_env, track_group

AGENT_PATH = Path(wire.__file__).resolve()
START_TIMEOUT = env_seconds("PYCONFORM_START_TIMEOUT", 30.0)  # for the agent's hello
# Beyond the program's own timeout, how long the agent may take to report it.
REPLY_GRACE = 10.0


class AgentLost(Exception):
    pass


class AgentProcess:
    """One agent process inside an implementation, serving programs one at a time."""

    def __init__(self, command: list[str], start_timeout: float = START_TIMEOUT):
        self.command = command
        self.start_timeout = start_timeout
        self.proc: subprocess.Popen | None = None
        self.hello: dict = {}
        self.home = ""  # the agent's working directory, in scratch

    def argv(self) -> list[str]:
        # No interpreter flags: a program must see what `python main.py` would show it.
        return [*self.command, str(AGENT_PATH), "serve"]

    @property
    def label(self) -> str:
        return self.command[0]

    def start(self) -> dict:
        self.stop()
        self._log = tempfile.TemporaryFile()
        home = self.home = make_workspace("pyconform-home-")
        conf = confinement()
        try:
            self.proc = subprocess.Popen(
                [*conf.prefix, *self.argv()], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=self._log, env=scrubbed_env(home=home), cwd=home, start_new_session=True,
                preexec_fn=conf.preexec,
            )
        except OSError as exc:
            raise ImplementationError(f"cannot start {self.label}: {exc.strerror}") from exc
        except subprocess.SubprocessError as exc:  # the confinement step failed in the child
            raise ImplementationError(f"cannot start {self.label} confined: {exc}") from exc
        track_group(self.proc.pid)  # killed with all it started, in stop() or at exit at the latest
        try:
            hello = self._read(time.monotonic() + self.start_timeout)
        except (AgentLost, ValueError) as exc:
            why = self._exit_text()
            self.stop()
            raise ImplementationError(f"{self.label} did not start the agent: {exc} ({why})") from None
        if not isinstance(hello, dict) or hello.get("hello") != 1:
            self.stop()
            raise ImplementationError(f"{self.label} answered the agent handshake wrongly")
        self.hello = hello
        return hello

    def _read(self, deadline: float):
        """One frame (docs/protocol.md), with the agent's own framing code: the agent answers
        each request with exactly one frame, so nothing is read past it."""
        assert self.proc and self.proc.stdout
        fd = self.proc.stdout.fileno()
        reader = wire.FrameReader()
        while True:
            try:
                frames = reader.feed(self._read_some(fd, 1 << 16, deadline))
            except ValueError as exc:
                raise AgentLost(f"garbled frame ({exc})") from None
            if frames:
                return frames[0]

    def _read_some(self, fd: int, n: int, deadline: float) -> bytes:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
            raise AgentLost("no answer in time")
        data = os.read(fd, n)
        if not data:
            raise AgentLost(f"agent exited ({self._exit_text()})")
        return data

    def _exit_text(self) -> str:
        code = self.proc.poll() if self.proc else None
        self._log.seek(0)
        tail = self._log.read()[-300:].decode("utf-8", "replace").strip().splitlines()
        return f"status {code}" + (f": {tail[-1]}" if tail else "")

    def reply_allowance(self, program: Program) -> float:
        """How long after sending a program its outcome may take to arrive."""
        return program.timeout + REPLY_GRACE

    def batch_allowance(self, programs: list[Program]) -> float:
        """How long after sending a batch its reply may take to arrive."""
        return sum(p.timeout for p in programs) + REPLY_GRACE

    def lost(self, exc: Exception, seconds: float) -> Outcome:
        # The agent itself died or hung on this program: that is the program's outcome.
        return Outcome.harness_failure(f"agent lost: {exc}", seconds)

    def exchange(self, request: dict, allowance: float):
        """Send REQUEST and return the reply; AgentLost (the agent stopped, to be restarted
        on next use) when the agent dies, hangs or garbles its answer."""
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        try:
            wire.write_frame(self.proc.stdin.fileno(), request)
            return self._read(time.monotonic() + allowance)
        except (AgentLost, OSError, ValueError) as exc:
            self.stop()
            raise AgentLost(str(exc)) from exc

    def run(self, program: Program) -> Outcome:
        started = time.monotonic()
        try:
            reply = self.exchange(program.request(), self.reply_allowance(program))
        except AgentLost as exc:
            return self.lost(exc, time.monotonic() - started)
        if reply.get("harness_error"):
            return Outcome.harness_failure(reply["harness_error"], time.monotonic() - started)
        return Outcome.from_dict(reply)

    def start_fresh(self, launch: Launch, program: Program) -> tuple[dict, float]:
        """A process_runner Starter: the agent forks and execs LAUNCH (a fresh interpreter
        inside the agent's confinement) and reports its facts. AgentLost when the agent is;
        ImplementationError when the interpreter cannot be started at all."""
        request = {"spawn": {"argv": launch.argv, "env": launch.env, "cwd": str(launch.workdir)},
                   "timeout": program.timeout, "output_limit": program.output_limit}
        reply = self.exchange(request, self.reply_allowance(program))
        if reply.get("spawn_error"):
            raise ImplementationError(f"cannot start {launch.argv[0]}: {reply['spawn_error']}")
        try:
            facts = reply["spawned"]
            return {"stdout": base64.b64decode(facts["stdout"]), "stderr": base64.b64decode(facts["stderr"]),
                    "status": int(facts["status"]), "timed_out": bool(facts["timed_out"]),
                    "truncated": bool(facts["truncated"])}, float(facts["seconds"])
        except (KeyError, TypeError, ValueError) as exc:
            self.stop()  # it answered something else: it cannot be trusted with the next request
            raise AgentLost(f"unexpected reply to a spawn: {reply.get('harness_error') or exc!r}") from None

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        """Run PROGRAMS in one forked child (python_batch.py); None where a program needs
        its own fork: it could not be screened, or the agent was lost (docs/protocol.md)."""
        try:
            if self.proc is None or self.proc.poll() is not None:
                self.start()
        except ImplementationError:
            return [None] * len(programs)
        if not self.hello.get("batch"):  # an agent that does not advertise batches gets none
            return [None] * len(programs)
        try:
            reply = self.exchange({"batch": [p.request() for p in programs]}, self.batch_allowance(programs))
        except AgentLost:
            return [None] * len(programs)
        found = reply.get("outcomes") if isinstance(reply, dict) else None
        if not isinstance(found, list) or len(found) != len(programs):
            return [None] * len(programs)
        return [Outcome.from_dict(o) if isinstance(o, dict) else None for o in found]

    def stop(self) -> None:
        # Taken first: when an interrupted run closes the agent, the job thread waiting on it
        # sees it die and stops it too; that second stop finds nothing left to do.
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            pass
        kill_tree(proc.pid)  # the agent, the program it runs now (own session) and what they started
        proc.wait()
        proc.stdout.close()
