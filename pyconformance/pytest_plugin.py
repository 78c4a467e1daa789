"""pytest integration: each conformance case file is a pytest item.

    pytest conformance --impl SPEC [--certificate FILE] [-k EXPR] [-n auto]
    pytest --pyargs pyconformance.conformance --impl SPEC     # the suite an installed wheel carries

Loaded through the `pytest11` entry point `pyconformance.pytest_plugin` (the repository's
conftest.py names the same module, which pytest then does not load twice). Options carry a
`--pyconform-` prefix; `--impl`, `--isolation`, `--certificate`, `--expectations`,
`--no-expectations` and `--unexpected-pass` are aliases kept short for command lines
(`tox -e conformance -- --expectations my-impl.toml`). State lives in `config.stash`.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from pyconformance.cases import CaseError, load_case
from pyconformance.expectations.known import implementation_files, load_known
from pyconformance.implementation import ImplementationError
from pyconformance.results import certificate
from pyconformance.runner import evaluate
from pyconformance.scope import load_scope
from pyconformance.adapters.specs import open_implementation

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
                    help="write the pyconform-results/1 JSON here")
    group.addoption("--pyconform-no-expectations", "--no-expectations", dest="pyconform_no_expectations",
                    action="store_true", help="ignore the shipped conformance/expectations files")
    group.addoption("--pyconform-expectations", "--expectations", dest="pyconform_expectations", action="append",
                    default=[], metavar="FILE",
                    help="your own expectations file (repeatable), applied after the shipped ones")
    group.addoption("--pyconform-unexpected-pass", "--unexpected-pass", dest="pyconform_unexpected_pass",
                    default="fail", choices=("fail", "report"),
                    help="a known difference that now passes: fail its item, or report it (a warning) and pass")


def default_impl() -> str:
    """python3.8 when a working one is on PATH (pyenv shims may exist but fail)."""
    found = shutil.which("python3.8")
    if found:
        try:
            if subprocess.run([found, "-c", "pass"], capture_output=True, timeout=20).returncode == 0:
                return found
        except (OSError, subprocess.TimeoutExpired):
            pass
    return sys.executable


class CaseFailure(Exception):
    pass


class UnexpectedPass(UserWarning):
    """A known difference that passes, under --unexpected-pass report."""


class Session:
    """Per-process state: the implementation (opened lazily) and the suite's metadata."""

    def __init__(self, config):
        self.spec = config.getoption("pyconform_impl") or default_impl()
        self.isolation = config.getoption("pyconform_isolation")
        self.use_expectations = not config.getoption("pyconform_no_expectations")
        self.own_expectations = [Path(p) for p in config.getoption("pyconform_expectations")]
        self.unexpected_pass = config.getoption("pyconform_unexpected_pass")
        self.started = time.monotonic()
        self.collected: list[dict] = []  # one {"implementation", "case"} per finished item
        self.impl = None
        self.known = None
        self.scope = None
        self.rules = None
        self.screened: dict[str, object] = {}  # case id -> outcome from a batch (or None)

    def implementation(self, suite_root: Path):
        if self.impl is None:
            try:
                self.impl = open_implementation(self.spec, "agent" if self.isolation == "batch" else self.isolation)
            except ImplementationError as exc:
                pytest.exit(f"pyconform: {exc}", returncode=2)
            try:
                files = implementation_files(suite_root / "expectations" if self.use_expectations else None,
                                             self.impl.info, self.own_expectations)
                self.known, self.scope = load_known(files), load_scope(files)
            except CaseError as exc:
                pytest.exit(f"pyconform: {exc}", returncode=2)
        return self.impl


def suite_root_of(path: Path):
    for parent in path.parents:
        if parent.name == "cases" and parent.parent.name == "conformance":
            return parent.parent
    return None


SESSION = pytest.StashKey["Session"]()


def pytest_configure(config) -> None:
    session = config.stash[SESSION] = Session(config)
    for path in session.own_expectations:
        if not path.is_file():  # before any case runs: a typo must not certify without the file
            pytest.exit(f"pyconform: {path}: no such expectations file", returncode=2)
    config.pluginmanager.register(CertificateReporter(session), "pyconform-certificate")


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
        fresh = session.impl is None
        impl = session.implementation(self.root)
        if fresh:  # compiled kinds build every program this process may run, in batches
            impl.prepare([i.case.program() for i in self.session.items
                          if isinstance(i, CaseItem) and i.case.applies_to(impl.info.language_version)])
        if session.isolation == "batch" and self.case.id not in session.screened:
            self.screen_ahead(session, impl)
        result = evaluate(self.case, impl.info, impl, session.known.get(self.case.id),
                          session.screened.pop(self.case.id, None), session.scope)
        self.user_properties.append((PROPERTY, json.dumps(
            {"implementation": impl.info.to_dict(), "case": result.to_dict(),
             "scope": session.scope.to_dict() if session.scope else None})))
        if result.status in ("skip", "out-of-scope"):  # the certificate keeps the distinct status
            pytest.skip(result.message)
        if result.status == "xfail":
            pytest.xfail(result.message.splitlines()[0])
        if result.status == "xpass" and session.unexpected_pass == "report":
            warnings.warn(f"{self.case.id}: listed as a known difference, but it now behaves as expected "
                          "(update the expectations file)", UnexpectedPass)
            return
        if result.status in ("fail", "error", "xpass"):
            raise CaseFailure(result)

    def screen_ahead(self, session: Session, impl) -> None:
        """Screen this item and the next ones this process is due to run, in one batch."""
        from pyconformance.runner import SCREEN_BATCH, screenable
        from pyconformance.screening import first_pass

        items = self.session.items
        start = items.index(self) if self in items else 0
        window = [i for i in items[start:start + SCREEN_BATCH]
                  if isinstance(i, CaseItem) and i.case.id not in session.screened
                  and screenable(i.case, impl.info, session.known)]
        outcomes = first_pass(impl, [i.case.program() for i in window])
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

    def __init__(self, session: Session):
        self.session = session

    def pytest_runtest_logreport(self, report) -> None:
        if report.when != "call" and not (report.when == "setup" and report.skipped):
            return
        for name, value in report.user_properties:
            if name == PROPERTY:
                self.session.collected.append(json.loads(value))

    def pytest_terminal_summary(self, terminalreporter, exitstatus, config) -> None:
        write_certificate(terminalreporter, config, self.session)


def write_certificate(terminalreporter, config, session: Session) -> None:
    collected = session.collected
    if not collected:
        return
    doc = certificate(collected[0]["implementation"], [c["case"] for c in collected],
                      time.monotonic() - session.started, scope=collected[0].get("scope"))
    write = terminalreporter.write_line
    terminalreporter.section("pyconform certificate")
    info, summary = doc["implementation"], doc["summary"]
    write(f"{info['name']} {info['version']} ({info['spec']})")
    width = max(len(f) for f in doc["features"])
    for feature, row in doc["features"].items():
        mark = "ok" if row["passed"] == row["total"] else "  "
        write(f"  {feature:<{width}}  {row['passed']:>4}/{row['total']:<4} {mark}")
    write(f"{summary['passed']} passed, {summary['failed']} failed, {summary['errors']} errors, "
          f"{summary['skipped']} skipped, {summary['xfailed']} known differences, "
          f"{summary['xpassed']} unexpectedly passing, of {summary['total']} cases")
    path = config.getoption("pyconform_certificate")
    if path:
        Path(path).write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        write(f"certificate written to {path}")


def pytest_unconfigure(config) -> None:
    session = config.stash.get(SESSION, None)
    if session is not None and session.impl is not None:
        session.impl.close()
