"""pytest integration: each conformance case file is a pytest item.

    pytest conformance --impl SPEC [--certificate FILE] [-k EXPR] [-n auto]
    pytest --pyargs pyconformance.conformance --impl SPEC     # the suite an installed wheel carries

Loaded through the `pytest11` entry point `pyconformance.pytest_plugin` (the repository's
conftest.py names the same module, which pytest then does not load twice). Options carry a
`--pyconform-` prefix; `--impl`, `--isolation`, `--certificate` and `--no-expectations` are
aliases kept for existing command lines. State lives in `config.stash`.
"""
from __future__ import annotations

import json
import platform
import signal
import time
from pathlib import Path
from typing import Optional

import pytest

from pyconformance.cases import CaseError, load_case
from pyconformance.certificate import CaseRecord, Certificate, ImplementationRecord, Interruption, Provenance, ScopeRecord
from pyconformance.implementation import ImplementationError
from pyconformance.output_files import os_error_text, unwritable_reason, write_atomically
from pyconformance.interrupt import Stopped
from pyconformance.pipeline import RunSetup, default_spec, open_run
from pyconformance.results import made_here
from pyconformance.runner import evaluate

PROPERTY = "pyconform"


def pytest_addoption(parser) -> None:
    group = parser.getgroup("pyconform")
    group.addoption("--pyconform-impl", "--impl", dest="pyconform_impl", default=None,
                    help="implementation spec to certify (default: python3.8 if found, else this python)")
    group.addoption("--pyconform-isolation", "--isolation", dest="pyconform_isolation", default="agent",
                    choices=("agent", "batch", "process"),
                    help="agent: a fork per case; batch: cases screened in batches of the items "
                         "about to run, any that does not pass re-run in its own fork; "
                         "process: a fresh interpreter per case")
    group.addoption("--pyconform-certificate", "--certificate", dest="pyconform_certificate", default=None,
                    help="write the certificate (pyconformance-results/2 JSON) here")
    group.addoption("--pyconform-no-expectations", "--no-expectations", dest="pyconform_no_expectations",
                    action="store_true", help="ignore conformance/expectations")


class CaseFailure(Exception):
    pass


class Session:
    """Per-process state: the run (opened lazily through pyconformance/pipeline.py) and what the
    certificate gathers."""

    def __init__(self, config):
        self.spec = config.getoption("pyconform_impl")
        self.chosen = ""
        if not self.spec:
            self.spec, why = default_spec()
            if why:
                self.chosen = why
        self.isolation = config.getoption("pyconform_isolation")
        self.use_expectations = not config.getoption("pyconform_no_expectations")
        self.started = time.monotonic()
        self.collected: list[dict] = []  # one {"implementation", "case", ...} per finished item
        self.setup: Optional[RunSetup] = None
        self.requested = 0  # case items collected: what a complete run judges
        self.stopped_by = ""  # SIGINT or SIGTERM, once the run is interrupted
        self.screened: dict[str, object] = {}  # case id -> outcome from a batch (or None)

    @property
    def chosen_text(self) -> str:
        """How the default was picked, naming what runs here (the fallback is this Python)."""
        if not self.chosen:
            return ""
        return f"{self.chosen}: certifying {self.spec}, {platform.python_implementation()} {platform.python_version()}"

    def open(self, suite_root: Path) -> RunSetup:
        if self.setup is None:
            try:
                self.setup = open_run(self.spec, self.isolation, suite_root / "expectations", self.use_expectations)
            except CaseError as exc:
                pytest.exit("pyconform: " + "\npyconform: ".join(map(str, exc.problems)), returncode=2)
            except ImplementationError as exc:
                pytest.exit(f"pyconform: {exc}", returncode=2)
            self.setup.chosen = self.chosen_text
        return self.setup


def suite_root_of(path: Path):
    for parent in path.parents:
        if parent.name == "cases" and parent.parent.name == "conformance":
            return parent.parent
    return None


SESSION = pytest.StashKey["Session"]()


def pytest_configure(config) -> None:
    path = config.getoption("pyconform_certificate", None)
    reason = unwritable_reason(Path(path)) if path else None
    if reason:  # before any case runs: the run would be lost to its output path
        pytest.exit(f"pyconform: error: --certificate {path}: cannot write there: {reason}", returncode=2)
    session = config.stash[SESSION] = Session(config)
    config.pluginmanager.register(CertificateReporter(session, config), "pyconform-certificate")


def pytest_collect_file(file_path: Path, parent):
    if file_path.suffix == ".py" and suite_root_of(file_path) is not None:
        return CaseFile.from_parent(parent, path=file_path)
    return None


class NotAModule(pytest.File):
    """What pytest's Python plugin gets for a case file: nothing (the case comes from
    pytest_collect_file above, once)."""

    def collect(self):
        return []


def pytest_pycollect_makemodule(module_path: Path, parent):
    # Case files are programs, not test modules: never import them. pytest asks this hook
    # for files named on the command line too, so answering with the case here as well
    # would collect it twice.
    if suite_root_of(module_path) is not None:
        return NotAModule.from_parent(parent, path=module_path)
    return None


class CaseFile(pytest.File):
    def collect(self):
        root = suite_root_of(self.path)
        case_id = self.path.relative_to(root / "cases").with_suffix("").as_posix()
        try:
            case = load_case(self.path, case_id)
        except CaseError as exc:
            raise self.CollectError(str(exc)) from None
        yield CaseItem.from_parent(self, name=case_id, case=case, root=root)


class CaseItem(pytest.Item):
    def __init__(self, *, case, root, **kw):
        super().__init__(**kw)
        self.case, self.root = case, root
        # -k matches features and rule ids as well as the case id.
        self.extra_keyword_matches.update(case.features)
        self.extra_keyword_matches.update(case.rules)

    def runtest(self) -> None:
        session = self.config.stash[SESSION]
        fresh = session.setup is None
        setup = session.open(self.root)
        impl = setup.impl
        if fresh:  # compiled kinds build every program this process may run, in batches
            setup.prepare(i.case for i in self.session.items if isinstance(i, CaseItem))
        if setup.screen and self.case.id not in session.screened:
            self.screen_ahead(session, setup)
        result = evaluate(self.case, impl.info, impl, setup.known.get(self.case.id),
                          session.screened.pop(self.case.id, None), setup.scope)
        provenance = setup.provenance(self.root, self.config.getoption("keyword") or None)
        self.user_properties.append((PROPERTY, json.dumps(
            {"implementation": impl.info.to_dict(), "case": result.to_record().model_dump(mode="json"),
             "scope": setup.scope.to_dict() if setup.scope else None,
             "provenance": provenance.model_dump(mode="json")})))
        if result.status in ("skip", "out-of-scope"):  # the certificate keeps the distinct status
            pytest.skip(result.message)
        if result.status == "xfail":
            pytest.xfail(result.message.splitlines()[0])
        if result.status in ("fail", "error", "xpass"):
            raise CaseFailure(result)

    def screen_ahead(self, session: Session, setup: RunSetup) -> None:
        """Screen this item and the next ones this process is due to run, in one batch."""
        from pyconformance.runner import SCREEN_BATCH, screenable
        from pyconformance.screening import first_pass

        items = self.session.items
        start = items.index(self) if self in items else 0
        window = [i for i in items[start:start + SCREEN_BATCH]
                  if isinstance(i, CaseItem) and i.case.id not in session.screened
                  and screenable(i.case, setup.impl.info, setup.known)]
        outcomes = first_pass(setup.impl, [i.case.program() for i in window])
        session.screened.update((i.case.id, o) for i, o in zip(window, outcomes))
        session.screened.setdefault(self.case.id, None)

    def repr_failure(self, excinfo, style=None):
        if excinfo.errisinstance(CaseFailure):
            result = excinfo.value.args[0]
            head = f"{result.status.upper()} {self.case.id}: {self.case.description}"
            if result.status == "xpass":
                head += "\n(listed as a known difference, but it now behaves as expected: update the expectations file)"
            return f"{head}\n{result.message}"
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"case {self.case.id}"


class CertificateReporter:
    """Gathers every case's result (in the xdist controller too: workers' reports arrive
    there) and prints and writes the certificate. Registered per config, so no state is
    kept in the module."""

    def __init__(self, session: Session, config):
        self.session = session
        self.config = config
        self.previous_handlers: dict = {}

    def pytest_collection_finish(self, session) -> None:
        self.session.requested = sum(isinstance(i, CaseItem) for i in session.items)
        if self.session.requested:
            self.install_stop_signals()

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node, ids) -> None:
        self.session.requested = max(self.session.requested, len(ids))
        if self.session.requested:
            self.install_stop_signals()

    def install_stop_signals(self) -> None:
        """While cases run, in the process that writes the certificate (not an xdist worker):
        SIGTERM, like Ctrl-C, interrupts the session, which then writes a partial certificate."""
        if self.previous_handlers or hasattr(self.config, "workerinput"):
            return
        try:
            self.previous_handlers = {s: signal.signal(s, self.stop) for s in (signal.SIGINT, signal.SIGTERM)}
        except ValueError:  # not the main thread (pytest run inside another program)
            pass

    def pytest_unconfigure(self, config) -> None:
        for s, handler in self.previous_handlers.items():
            signal.signal(s, handler)

    def stop(self, signum, frame) -> None:
        self.session.stopped_by = signal.Signals(signum).name
        raise Stopped(self.session.stopped_by)

    def pytest_runtest_logreport(self, report) -> None:
        if report.when != "call" and not (report.when == "setup" and report.skipped):
            return
        for name, value in report.user_properties:
            if name == PROPERTY:
                self.session.collected.append(json.loads(value))

    def pytest_report_header(self, config) -> list[str]:
        chosen = self.session.chosen_text
        return [f"pyconform: {chosen}"] if chosen else []

    def pytest_terminal_summary(self, terminalreporter, exitstatus, config) -> None:
        write_certificate(terminalreporter, config, self.session)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session, exitstatus) -> None:
        if self.session.stopped_by:  # 130 / 143, as `pyconform run` exits when interrupted
            session.exitstatus = 128 + {"SIGINT": 2, "SIGTERM": 15}[self.session.stopped_by]


def session_certificate(session: Session) -> Optional[Certificate]:
    collected = session.collected
    if not collected and not (session.stopped_by and session.requested):
        return None
    first = collected[0] if collected else {}
    interrupted = Interruption(signal=session.stopped_by, finished=len(collected),
                               total=max(session.requested, len(collected))) if session.stopped_by else None
    if not first:  # interrupted before any case finished: the spec is all that is known
        implementation = ImplementationRecord(spec=session.spec, name="unknown", version="unknown")
    else:
        implementation = ImplementationRecord(**first["implementation"])
    return Certificate.build(
        implementation, [CaseRecord.model_validate(c["case"]) for c in collected],
        time.monotonic() - session.started, made_here(),
        Provenance.model_validate(first["provenance"]) if first.get("provenance") else None,
        ScopeRecord(**first["scope"]) if first.get("scope") else None, interrupted)


def write_certificate(terminalreporter, config, session: Session) -> None:
    from pyconformance.reports.summary import heading, not_passed_lines, provenance_lines, verdict_line

    doc = session_certificate(session)
    if doc is None:
        return
    write = terminalreporter.write_line
    terminalreporter.section("pyconform certificate")
    write(heading(doc))
    for line in provenance_lines(doc):
        write(f"  {line}")
    width = max((len(f) for f in doc.features), default=0)
    for feature, row in doc.features.items():
        mark = "ok" if row.passed == row.total else "  "
        write(f"  {feature:<{width}}  {row.passed:>4}/{row.total:<4} {mark}")
    listed = not_passed_lines(doc)
    if listed:
        write(f"cases that did not pass ({len(listed)}):")
        for status, case_id, reason in listed:
            write(f"  {status.upper():5} {case_id}: {reason}")
    write(verdict_line(doc))
    path = config.getoption("pyconform_certificate")
    if path:
        try:
            write_atomically(Path(path), doc.to_json())
        except OSError as exc:
            write(f"pyconform: error: certificate NOT written to {path}: {os_error_text(exc)} "
                  f"({path} was left as it was)", red=True)
            terminalreporter._session.exitstatus = 2  # the run's record is lost: not a success
            return
        write(f"certificate written to {path}" + (" (PARTIAL: complete is false)" if doc.interrupted else ""))


def pytest_unconfigure(config) -> None:
    from pyconformance.process_runner import kill_running

    kill_running()  # an interrupted session leaves no fresh process behind
    session = config.stash.get(SESSION, None)
    if session is not None and session.setup is not None:
        session.setup.close()
