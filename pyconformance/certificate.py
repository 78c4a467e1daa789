"""The certificate of a suite run: one typed model, its JSON Schema, and reading older ones.

Every command, renderer and script reads and writes certificates through this module, so a
certificate that does not hold together (a status "banana", a summary that disagrees with its
cases, a partial run that does not say so) is refused at the door with the field it breaks.

    schema "pyconformance-results/2"   written now (docs/certificate.md describes every field)
    schema "pyconform-results/1"       read, and upgraded: what it never recorded stays None

`python -m pyconformance.certificate` (or `pyconform schema`) prints the JSON Schema; the shipped
copy is `certificate.schema.json` beside this module (a test keeps the two equal).
"""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from pyconformance.upstream.record import UpstreamRecord
from pyconformance.adapters.info import AdapterInfo
from pyconformance.outcome import Outcome
# The statuses that judge a run, and the signals that stop one, live in light modules (a run
# uses them before it imports this model); they are part of this module's names too.
from pyconformance.failures import NOT_PASSED, PASSED, UNEXPECTED, UNEXPECTED_PASS, unexpected  # noqa: F401
from pyconformance.interrupt import SIGNALS

SCHEMA = "pyconformance-results/2"
LEGACY_SCHEMAS = ("pyconform-results/1",)
SCHEMA_FILE = Path(__file__).with_name("certificate.schema.json")

Status = Literal["pass", "fail", "error", "skip", "xfail", "xpass", "out-of-scope"]
FailureKind = Literal["fail", "crash", "timeout", "error"]
# What an expectations entry may declare (pyconformance/expectations/known.py STATUSES).
KnownStatus = Literal["fail", "crash", "timeout", "error", "skip", "out-of-scope", "pass"]
Isolation = Literal["agent", "batch", "process"]
DISPLAY = {"pypy": "PyPy", "cpython": "CPython", "micropython": "MicroPython", "brython": "Brython",
           "pyodide": "Pyodide", "cython": "Cython", "nuitka": "Nuitka", "graalpy": "GraalPy"}
DRIFT_NOTE = re.compile(r"^judged by declared drift since (\d+\.\d+): (.*)$", re.M)


class Record(BaseModel):
    """Strict records: an unknown field is a mistake (a typo, another tool's document)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class ExceptionRecord(Record):
    type: str
    message: str = ""


class OutcomeRecord(Record):
    """What happened when the case's program ran (pyconformance/outcome.py)."""

    phase: Literal["compile", "run", "ok"]
    stdout: str = ""
    exception: Optional[ExceptionRecord] = None
    stderr_tail: str = ""
    exit_code: Optional[int] = 0
    timed_out: bool = False
    signal: Optional[int] = None
    truncated: bool = False
    seconds: float = Field(0.0, ge=0)
    harness_error: str = ""

    def to_outcome(self) -> Outcome:
        return Outcome.from_dict(self.model_dump())

    def failure_kind(self) -> FailureKind:
        if self.harness_error:
            return "error"
        if self.timed_out:
            return "timeout"
        if self.signal is not None:
            return "crash"
        return "fail"


class ExpectedRecord(Record):
    """The outcome the case expects here: its 3.8 expectation, or the declared drift that applies."""

    phase: Literal["compile", "run", "ok"] = "ok"
    stdout: Optional[str] = None
    exception: Optional[str] = None
    message: Optional[str] = None
    exit_code: Optional[int] = None


class KnownRecord(Record):
    """The expectations entry (a known difference) the case was judged with."""

    status: KnownStatus
    reason: str


class DriftRecord(Record):
    """The declared drift (a 3.9+ change of behaviour) the case was judged by instead of 3.8."""

    since: str = Field(pattern=r"^\d+\.\d+$")
    reason: str


class CaseRecord(Record):
    id: str = Field(min_length=1)
    path: str
    rules: list[str] = []
    features: list[str] = []
    status: Status
    kind: Optional[FailureKind] = None  # how a case that did not pass went wrong; None otherwise
    expected: ExpectedRecord
    actual: Optional[OutcomeRecord] = None  # None: not run (skipped)
    message: str = ""
    known: Optional[KnownRecord] = None
    drift: Optional[DriftRecord] = None

    @model_validator(mode="after")
    def _kind_matches_status(self) -> "CaseRecord":
        if self.status in NOT_PASSED and self.kind is None:
            raise ValueError(f"status {self.status!r} needs a failure kind")
        if self.status not in NOT_PASSED and self.kind is not None:
            raise ValueError(f"status {self.status!r} has no failure kind, got {self.kind!r}")
        return self

    @property
    def verdict(self) -> str:
        """pass, skip, or the failure kind; a known difference is judged by what it did."""
        if self.status in PASSED:
            return "pass"
        return self.kind or "skip"

    @property
    def reason(self) -> str:
        """Why it did not pass, in one line: the known difference's reason, else the first note."""
        if self.known and self.known.reason:
            return self.known.reason
        return (self.message.splitlines() or [""])[0]


class ImplementationRecord(Record):
    spec: str  # what was asked for: python3, pypy3, cython:python3.8, ...
    name: str  # sys.implementation.name or the kind's name: cpython, pypy, brython, ...
    version: str  # its Python version (Brython: its release)
    language: Optional[str] = None  # the Python language version it claims, when not its version
    runs_on: Optional[str] = None  # the older interpreter a backport runs on ("CPython 3.6.15")
    release: Optional[str] = None  # its own release (sys.implementation.version: PyPy 7.3.11)

    @property
    def title(self) -> str:
        return f"{self.name} {self.version}"

    @property
    def who(self) -> str:
        """How a bug report names it: "PyPy 3.9.16", "demo 1.2.0 on CPython 3.6.15"."""
        return f"{DISPLAY.get(self.name, self.name)} {self.version}" + (f" on {self.runs_on}" if self.runs_on else "")

    @property
    def info(self) -> AdapterInfo:
        """The implementation as the run saw it, with the language version it claims: what picks
        its expectation files again (pyconformance/expectations/known.py)."""
        try:
            version = tuple(int(p) for p in self.version.split(".")[:3])
        except ValueError:
            version = (0, 0, 0)
        # Certificates made before "language" was recorded: the release's major.minor, as before.
        language = tuple(int(p) for p in (self.language or "").split(".") if p.isdigit()) or version[:2]
        return AdapterInfo(self.spec, self.name, version, release=self.release or "", language=language,
                           runs_on=self.runs_on or "")


class SuiteRecord(Record):
    revision: str = Field(pattern=r"^sha256:[0-9a-f]{16,64}$")  # content hash of the case files and rules.toml
    cases: int = Field(ge=0)  # cases in the suite (before -k)


class Provenance(Record):
    """What made this certificate, so two can be compared honestly."""

    pyconformance: str  # the tool's version
    suite: SuiteRecord
    reference: str  # what the expected outcomes are
    isolation: Isolation
    keyword: Optional[str] = None  # the -k selection, when not the whole suite
    expectations: list[str] = []  # expectation files applied (known differences, scope)
    chosen: Optional[str] = None  # how a default implementation was picked ("no python3.8 found: ...")
    unexpected_pass: Literal["fail", "report"] = "fail"  # does a known difference that passes fail the run?


class Made(Record):
    date: str
    machine: str


class Interruption(Record):
    signal: Literal["SIGINT", "SIGTERM"]
    finished: int = Field(ge=0)  # cases judged before the signal
    total: int = Field(ge=0)  # cases the run was asked for

    @property
    def exit_code(self) -> int:
        return 128 + SIGNALS[self.signal]


class Score(Record):
    passed: int = Field(ge=0)
    claimed: int = Field(ge=0)  # all but skipped and out-of-scope cases
    percent: float = Field(ge=0, le=100)


class Summary(Record):
    total: int = Field(ge=0)
    passed: int = Field(ge=0)
    failed: int = Field(ge=0)
    errors: int = Field(ge=0)
    skipped: int = Field(ge=0)
    xfailed: int = Field(ge=0)  # known differences that showed as declared
    xpassed: int = Field(ge=0)  # known differences that passed
    out_of_scope: int = Field(0, ge=0)
    score: Score
    seconds: float = Field(ge=0)
    drift: dict[str, int] = {}  # cases judged by declared drift, by the version it was declared since

    @property
    def drift_judged(self) -> int:
        return sum(self.drift.values())


class Tally(Record):
    total: int = Field(ge=0)
    passed: int = Field(ge=0)
    out_of_scope: Optional[int] = None


class ScopeRecord(Record):
    features: list[str]
    names: list[str] = []
    reason: str = ""


COUNTED = (("passed", "pass"), ("failed", "fail"), ("errors", "error"), ("skipped", "skip"),
           ("xfailed", "xfail"), ("xpassed", "xpass"), ("out_of_scope", "out-of-scope"))


def summarise(cases: list[CaseRecord], seconds: float) -> Summary:
    counts = Counter(c.status for c in cases)
    numbers = {name: counts.get(status, 0) for name, status in COUNTED}
    claimed = len(cases) - numbers["skipped"] - numbers["out_of_scope"]
    percent = round(100.0 * numbers["passed"] / claimed, 1) if claimed else 0.0
    drift = Counter(c.drift.since for c in cases if c.drift and c.status != "skip")
    return Summary(total=len(cases), **numbers, score=Score(passed=numbers["passed"], claimed=claimed, percent=percent),
                   seconds=round(seconds, 3), drift=dict(sorted(drift.items(), key=lambda kv: _version_key(kv[0]))))


def _version_key(text: str) -> tuple:
    return tuple(int(p) for p in text.split(".") if p.isdigit())


def tally(cases: list[CaseRecord], key: str) -> dict[str, Tally]:
    rows: dict[str, dict[str, int]] = {}
    for case in cases:
        for name in getattr(case, key):
            row = rows.setdefault(name, {"total": 0, "passed": 0, "out_of_scope": 0})
            row["total"] += 1
            row["passed"] += case.status == "pass"
            row["out_of_scope"] += case.status == "out-of-scope"
    return {name: Tally(total=r["total"], passed=r["passed"], out_of_scope=r["out_of_scope"] or None)
            for name, r in sorted(rows.items())}


class Certificate(Record):
    """One implementation's results on the suite (`pyconform run --format json`)."""

    schema_: Literal["pyconformance-results/2"] = Field(SCHEMA, alias="schema")
    implementation: ImplementationRecord
    made: Made
    complete: bool  # false: the run was interrupted and `interrupted` says where
    interrupted: Optional[Interruption] = None
    upgraded_from: Optional[str] = None  # read from an older format: provenance was not recorded
    provenance: Optional[Provenance] = None
    summary: Summary
    features: dict[str, Tally]
    rules: dict[str, Tally]
    scope: Optional[ScopeRecord] = None  # what a backport claims; other cases are out of scope
    cases: list[CaseRecord]
    upstream: Optional[UpstreamRecord] = None  # CPython 3.8's own tests, when run (docs/upstream.md)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True,
                              json_schema_extra={"$id": "urn:pyconformance:results:2"},
                              title=SCHEMA)

    @model_validator(mode="after")
    def _holds_together(self) -> "Certificate":
        if self.complete == (self.interrupted is not None):
            raise ValueError("complete must be false exactly when interrupted says why")
        if self.interrupted and self.interrupted.finished != len(self.cases):
            raise ValueError(f"interrupted.finished is {self.interrupted.finished}, "
                             f"but the certificate holds {len(self.cases)} cases")
        seen = Counter(c.id for c in self.cases)
        twice = sorted(i for i, n in seen.items() if n > 1)
        if twice:
            raise ValueError(f"case {twice[0]!r} appears {seen[twice[0]]} times")
        if self.interrupted and self.interrupted.finished > self.interrupted.total:
            raise ValueError(f"interrupted.finished ({self.interrupted.finished}) exceeds interrupted.total "
                             f"({self.interrupted.total})")
        counted = summarise(self.cases, self.summary.seconds)
        for name in ("total", *(n for n, _ in COUNTED)):
            said, found = getattr(self.summary, name), getattr(counted, name)
            if said != found:
                raise ValueError(f"summary.{name} is {said}, but the cases hold {found}")
        if self.summary.drift != counted.drift:
            raise ValueError(f"summary.drift is {self.summary.drift}, but the cases hold {counted.drift}")
        for name in ("passed", "claimed"):
            said, found = getattr(self.summary.score, name), getattr(counted.score, name)
            if said != found:
                raise ValueError(f"summary.score.{name} is {said}, but the cases hold {found}")
        for table in ("features", "rules"):
            found_rows = tally(self.cases, table)
            for key, row in getattr(self, table).items():
                found_row = found_rows.get(key, Tally(total=0, passed=0))
                if (row.total, row.passed) != (found_row.total, found_row.passed):
                    raise ValueError(f"{table}.{key} says {row.passed}/{row.total}, "
                                     f"but the cases hold {found_row.passed}/{found_row.total}")
            missing = sorted(found_rows.keys() - getattr(self, table).keys())
            if missing:
                raise ValueError(f"{table} lacks {missing[0]!r}, which the cases name")
        return self

    # -- building and writing -------------------------------------------------------------

    @classmethod
    def build(cls, implementation: ImplementationRecord, cases: list[CaseRecord], seconds: float, made: Made,
              provenance: Optional[Provenance] = None, scope: Optional[ScopeRecord] = None,
              interrupted: Optional[Interruption] = None, upstream: Optional[UpstreamRecord] = None) -> "Certificate":
        """The certificate of CASES, whoever ran them (the pool, pytest workers)."""
        cases = sorted(cases, key=lambda c: c.id)
        return cls(implementation=implementation, made=made, complete=interrupted is None, interrupted=interrupted,
                   provenance=provenance, summary=summarise(cases, seconds), features=tally(cases, "features"),
                   rules=tally(cases, "rules"), scope=scope, cases=cases, upstream=upstream)

    def to_json(self) -> str:
        doc = self.model_dump(mode="json", by_alias=True)
        if self.upstream is None:  # an optional section: absent, not null
            del doc["upstream"]
        else:  # thousands of tests: their empty fields are left out
            doc["upstream"] = self.upstream.model_dump(mode="json", by_alias=True, exclude_none=True)
        return json.dumps(doc, indent=2) + "\n"

    # -- what readers ask -----------------------------------------------------------------

    @property
    def ok(self) -> bool:
        """Every case as expected (an xpass too, unless the run said --unexpected-pass report),
        and the run complete."""
        failing = unexpected(self.provenance.unexpected_pass if self.provenance else "fail")
        return self.complete and not any(c.status in failing for c in self.cases)

    @property
    def not_passed(self) -> list[CaseRecord]:
        return [c for c in self.cases if c.status not in ("pass", "out-of-scope")]


class CertificateError(ValueError):
    """A file that is not a valid certificate; the message is one line naming file and field."""


def _location(loc: tuple) -> str:
    return ".".join(str(p) for p in loc)


def parse_certificate(doc: Any, source: str = "certificate") -> Certificate:
    """Validate DOC (a decoded JSON document), upgrading an older format."""
    if not isinstance(doc, dict):
        raise CertificateError(f"{source}: not a certificate (a JSON object is expected, got {type(doc).__name__})")
    schema = doc.get("schema")
    if schema in LEGACY_SCHEMAS:
        doc = upgrade(doc)
    elif schema != SCHEMA:
        raise CertificateError(f"{source}: schema: {schema!r} is not {SCHEMA!r} (nor an older "
                               f"{', '.join(LEGACY_SCHEMAS)}); write one with `pyconform run --format json`")
    try:
        return Certificate.model_validate(doc)
    except ValidationError as exc:
        first = exc.errors()[0]
        got = ""
        if first.get("type") not in ("missing", "value_error") and "input" in first:
            got = f" (got {json.dumps(first['input'])[:60]})"
        more = f" (and {exc.error_count() - 1} more problem(s))" if exc.error_count() > 1 else ""
        message = str(first["msg"]).removeprefix("Value error, ")
        where = f"{_location(first['loc'])}: " if first["loc"] else ""
        raise CertificateError(f"{source}: {where}{message}{got}{more}") from None


def load_certificate(path: Path) -> Certificate:
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise CertificateError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise CertificateError(f"{path}: not JSON ({exc})") from None
    return parse_certificate(doc, str(path))


def upgrade(doc: dict[str, Any]) -> dict[str, Any]:
    """A `pyconform-results/1` document in today's shape. It recorded no provenance, no drift
    and no completeness (an interrupted /1 run looked complete): those stay unknown, and
    `upgraded_from` says so. Malformed parts are left for validation to name."""
    new = {k: v for k, v in doc.items() if k != "schema"}
    new["schema"] = SCHEMA
    new["upgraded_from"] = doc.get("schema")
    new["complete"] = True
    if "made" not in doc:  # the first /1 certificates did not say when or where
        new["made"] = {"date": "not recorded", "machine": "not recorded"}
    cases = doc.get("cases")
    if isinstance(cases, list):
        new["cases"] = [upgrade_case(c) if isinstance(c, dict) else c for c in cases]
    summary = doc.get("summary")
    if isinstance(summary, dict) and isinstance(cases, list) and all(isinstance(c, dict) for c in cases):
        summary = dict(summary)
        statuses = Counter(c.get("status") for c in cases)
        summary.setdefault("out_of_scope", statuses.get("out-of-scope", 0))
        if "score" not in summary:
            claimed = len(cases) - statuses.get("skip", 0) - statuses.get("out-of-scope", 0)
            passed = statuses.get("pass", 0)
            summary["score"] = {"passed": passed, "claimed": claimed,
                                "percent": round(100.0 * passed / claimed, 1) if claimed else 0.0}
        drift = Counter(c["drift"]["since"] for c in new["cases"] if c.get("drift") and c.get("status") != "skip")
        summary["drift"] = dict(sorted(drift.items(), key=lambda kv: _version_key(kv[0])))
        new["summary"] = summary
        for table in ("features", "rules"):  # left empty by hand-made /1 documents: counted here
            if not doc.get(table):
                try:
                    records = [CaseRecord.model_validate(c) for c in new["cases"]]
                except ValidationError:
                    continue  # validation will name the broken case
                new[table] = {k: v.model_dump() for k, v in tally(records, table).items()}
    return new


def upgrade_case(case: dict[str, Any]) -> dict[str, Any]:
    case = dict(case)
    if case.get("actual") == {}:
        case["actual"] = None
    if case.get("status") in NOT_PASSED and not case.get("kind"):  # as /1 readers derived it
        actual = case["actual"] if isinstance(case.get("actual"), dict) else {}
        case["kind"] = ("error" if actual.get("harness_error") else "timeout" if actual.get("timed_out")
                        else "crash" if actual.get("signal") is not None else "fail")
    found = DRIFT_NOTE.search(str(case.get("message") or ""))
    if found and "drift" not in case:
        case["drift"] = {"since": found.group(1), "reason": found.group(2)}
    return case


def json_schema() -> dict[str, Any]:
    schema = Certificate.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema


def json_schema_text() -> str:
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":  # python -m pyconformance.certificate > pyconformance/certificate.schema.json
    print(json_schema_text(), end="")
