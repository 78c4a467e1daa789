"""Node-hosted engines: npm install at first use, and the persistent node agent.

The npm packages named in `node/package.json` are installed once into a cache
directory (never into the repository); `node/agent.mjs` then hosts one engine and
speaks the framed protocol of pyconformance/agent/python_agent.py, so AgentProcess drives it as is.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

from pyconformance.agent.client import AgentProcess
from pyconformance.adapters.info import AdapterInfo, cache_root
from pyconformance.output_files import os_error_text, write_atomically
from pyconformance.adapters.kind import Adapter
from pyconformance.implementation import Implementation, ImplementationError
from pyconformance.outcome import Outcome
from pyconformance.program import Program
from pyconformance.sandbox import run_grouped

NODE_DIR = Path(__file__).resolve().parents[1] / "agent" / "node"
AGENT_SCRIPT = NODE_DIR / "agent.mjs"
PACKAGE_JSON = NODE_DIR / "package.json"
INSTALL_TIMEOUT = 600.0
# Loading Brython's core and stdlib takes a few seconds on a slow machine.
START_TIMEOUT = 60.0


def modules_dir() -> Path:
    """Where node/package.json is installed: one directory per version of that file."""
    digest = hashlib.sha256(PACKAGE_JSON.read_bytes()).hexdigest()[:12]
    return cache_root() / "node" / digest / "node_modules"


def pinned_dir(package: str, version: str) -> Path:
    """node_modules for one pinned VERSION of PACKAGE (`brython:3.11.3`), beside the default set."""
    safe = re.sub(r"[^A-Za-z0-9.]+", "-", f"{package}-{version}").strip("-")
    return cache_root() / "node-pinned" / safe / "node_modules"


def installed_version(package: str, modules: Path | None = None) -> str | None:
    try:
        meta = json.loads(((modules or modules_dir()) / package / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta.get("version")


def ensure_installed(package: str, version: str = "") -> Path:
    """node_modules with PACKAGE in it (VERSION: that release, else node/package.json's pin),
    running `npm install` once if needed."""
    if not shutil.which("node"):
        raise ImplementationError("node not found on PATH: install node >= 18 (Debian: nodejs npm)")
    if version:
        return _install_once(package, f"{package}@{version}", pinned_dir(package, version), [f"{package}@{version}"])
    return _install_once(package, package, modules_dir(), [], copy_package_json=True)


def _install_once(package: str, label: str, target: Path, requested: list[str],
                  copy_package_json: bool = False) -> Path:
    """TARGET (a node_modules) holding PACKAGE: `npm install REQUESTED` in its parent, under a lock
    so parallel jobs install once; without REQUESTED, node/package.json's set."""
    if installed_version(package, target):
        return target
    npm = shutil.which("npm")
    if not npm:
        raise ImplementationError(f"npm package {label} not installed and npm not on PATH")
    prefix = target.parent
    try:
        return _install_locked(package, label, target, requested, copy_package_json, npm)
    except OSError as exc:  # a full or read-only cache disk: one line, not a traceback
        raise ImplementationError(f"cannot install npm package {label} into {prefix}: {os_error_text(exc)}") from None


def _install_locked(package: str, label: str, target: Path, requested: list[str], copy_package_json: bool,
                    npm: str) -> Path:
    prefix = target.parent
    prefix.mkdir(parents=True, exist_ok=True)
    with open(prefix / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if installed_version(package, target):
            return target
        if copy_package_json:
            shutil.copyfile(PACKAGE_JSON, prefix / "package.json")
        try:
            done = run_grouped([npm, "install", "--no-audit", "--no-fund", "--omit=dev", "--no-package-lock",
                                "--prefix", str(prefix), *requested], INSTALL_TIMEOUT, cwd=prefix, text=True,
                               stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise ImplementationError(f"npm install of {label} timed out") from None
        if done.returncode != 0 or not installed_version(package, target):
            tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
            raise ImplementationError(f"npm install of {label} failed: {tail}")
    return target


class NodeAgentProcess(AgentProcess):
    """AgentProcess for node/agent.mjs: same frames, different command line."""

    def __init__(self, engine: str, modules: Path):
        super().__init__([shutil.which("node") or "node"], start_timeout=START_TIMEOUT)
        self.engine = engine
        self.modules = modules

    @property
    def engine_cache(self) -> Path:
        """What the engine keeps across agents (Brython: its translated stdlib), per install."""
        return self.modules.parent / f"engine-cache-{self.engine}.json"

    def argv(self) -> list[str]:
        return [*self.command, str(AGENT_SCRIPT), self.engine, str(self.modules), str(self.engine_cache)]

    @property
    def label(self) -> str:
        return f"node agent for {self.engine}"

    def reply_allowance(self, program: Program) -> float:
        # The agent may first have to reload its engine (after a hang): allow for it.
        return program.timeout + self.start_timeout

    def batch_allowance(self, programs: list[Program]) -> float:
        # Each program that times out or kills its engine costs a reload before the next.
        return sum(p.timeout for p in programs) + self.start_timeout

    def lost(self, exc: Exception, seconds: float) -> Outcome:
        if "no answer in time" in str(exc):  # node's own watchdog failed: the program hung it
            return Outcome(phase="run", exit_code=None, timed_out=True, seconds=round(seconds, 4))
        return Outcome.harness_failure(f"node agent lost: {exc}", seconds)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, 9)  # a hung node would ignore end of input
            except OSError:
                pass
        super().stop()
        if self.home:
            keep_engine_cache(Path(self.home) / "engine-cache.json", self.engine_cache)


def keep_engine_cache(added: Path, cache: Path) -> None:
    """Merge what an agent's engine added (ADDED: JSON lines [name, text], written in its
    scratch directory, where a confined agent can write) into CACHE (one JSON map), under a
    lock, replaced atomically. Only names mapped to strings are kept; a line that is not
    one (the agent was killed mid-write) is dropped, and the engine starts colder."""
    try:
        lines = added.read_text(encoding="utf-8").splitlines()
        added.unlink()
    except OSError:
        return
    entries = {}
    for line in lines:
        try:
            name, text = json.loads(line)
        except (ValueError, TypeError):
            continue
        entries[name] = text
    if not entries:
        return
    try:
        with open(cache.parent / ".engine-cache.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                kept = json.loads(cache.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                kept = {}
            kept = kept if isinstance(kept, dict) else {}
            kept.update({k: v for k, v in entries.items() if isinstance(k, str) and (
                isinstance(v, str) or (isinstance(v, list) and v and isinstance(v[0], str)))})
            write_atomically(cache, json.dumps(kept))
    except OSError:
        pass  # a full or read-only cache disk: the cache stays as it was, the next engine starts colder


class NodeEngine(Implementation):
    """An implementation hosted by the node agent (one node process per instance)."""

    engine = ""  # agent engine name: "brython", "micropython"
    takes_command_line = False  # one engine inside node: no interpreter flags or environment
    # True would declare a screened outcome as authoritative as a single run (no re-run of
    # divergences). Not for Brython: its engine keeps state across programs (stdlib modules
    # stay imported); nor for MicroPython's shared instance. (The fixed-seed comparison that
    # once blamed this generated other programs on each path, from Hypothesis's local literals
    # and other mutate seeds: fuzz/steady.py, bench/fuzz_node.py.)
    screen_is_exact = False
    package = ""  # npm package that provides it
    # Run first by the probe of a release other than the pinned one: what the engine's
    # node stubs are most likely to break (Brython's os module, built on its `process` stub).
    probe_prelude = ""

    def __init__(self, spec: str, version: str = ""):
        self.agent = NodeAgentProcess(self.engine, ensure_installed(self.package, version))
        hello = self.agent.start()
        self.info = AdapterInfo(
            spec=spec, name=hello["implementation"], version=tuple(hello["version"][:3]),
            executable=hello.get("executable", ""), language=tuple(hello["language"][:2]))
        if version:
            self._check_driveable(spec)

    def _check_driveable(self, spec: str) -> None:
        """An engine release other than the pinned one may change the APIs node/engine_*.mjs
        drives: refuse it unless a probe program runs exactly (never certify harness noise)."""
        probe = self.agent.run(Program.of(self.probe_prelude + 'print("pyconform", 1)\nraise SystemExit(3)\n'))
        if (probe.phase, probe.stdout, probe.exit_code) != ("ok", "pyconform 1\n", 3):
            self.agent.stop()
            seen = f"({probe.exception.message[:80]})" if probe.exception else repr(probe.stdout[:40])
            raise ImplementationError(
                f"{spec}: the node agent cannot drive this {self.engine} release (a probe program gave "
                f"{probe.ending()} {seen}, exit {probe.exit_code}); node/package.json pins one that works")

    def run(self, program: Program) -> Outcome:
        return self.agent.run(program)

    def screen(self, programs: list[Program]) -> list[Outcome | None]:
        """One batch request (docs/protocol.md): the programs run one after another in the agent's
        engine, reset between them as between single requests; None where one did not finish
        cleanly, or the agent does not take batches."""
        return self.agent.screen(programs)

    def close(self) -> None:
        self.agent.stop()


def node_discover(package: str, spec: str) -> list[str]:
    """SPEC when node is here and the package is installed (`impls` never installs)."""
    return [spec] if shutil.which("node") and installed_version(package) else []


def node_engine(kind: str, package: str, summary: str, label: str, probe_prelude: str = "",
                persistent: bool = False, screen_is_exact: bool = False) -> tuple[type[NodeEngine], Adapter]:
    """The implementation class and the kind's Adapter of an engine hosted by the node agent
    (LABEL: "JS engine", "wasm engine"; PERSISTENT: one engine instance serves every case).
    SCREEN_IS_EXACT False: the engine trades isolation for speed in batches (MicroPython's
    shared instance), so screened outcomes that matter are run again."""
    engine_class = type(kind.capitalize(), (NodeEngine,),
                        {"engine": kind, "package": package, "probe_prelude": probe_prelude,
                         "screen_is_exact": screen_is_exact})

    def open_engine(spec: str, arg: str, isolation: str) -> Implementation:
        # `kind` uses node/package.json's pin; `kind:VERSION` installs that npm release beside it.
        if arg and not re.fullmatch(r"[0-9][0-9A-Za-z.\-]*", arg):
            raise ImplementationError(f"{spec}: expected {kind} or {kind}:VERSION (an npm release, e.g. {kind}:1.2.3)")
        return engine_class(spec, arg)

    def how_it_runs(info) -> str:
        if persistent:
            return f"npm package run under node, one persistent instance ({info.get('executable') or kind})"
        return f"npm package run under node ({kind})"

    return engine_class, Adapter(kind=kind, summary=summary, factory=open_engine,
                                 discover=lambda: node_discover(package, kind), label=label, how_it_runs=how_it_runs)
