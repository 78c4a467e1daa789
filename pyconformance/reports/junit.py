"""JUnit XML, for CI systems that show test reports: one testsuite of the cases and, when the
certificate has the upstream section (docs/upstream.md), one of CPython's own tests."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from pyconformance.certificate import Certificate
from pyconformance.reports.summary import verdict
from pyconformance.upstream.record import UpstreamRecord, UpstreamTest


def _properties(suite: ET.Element, facts: list[tuple[str, str]]) -> None:
    properties = ET.SubElement(suite, "properties")
    for name, value in facts:
        ET.SubElement(properties, "property", name=name, value=value)


def cases_suite(cert: Certificate) -> ET.Element:
    summary = cert.summary
    suite = ET.Element("testsuite", name=f"pyconform {cert.implementation.spec}",
                       tests=str(summary.total), failures=str(summary.failed + summary.xpassed),
                       errors=str(summary.errors), skipped=str(summary.skipped + summary.xfailed),
                       time=f"{summary.seconds:.3f}")
    facts = [("verdict", verdict(cert)), ("complete", str(cert.complete).lower()),
             ("implementation", f"{cert.implementation.name} {cert.implementation.version}"),
             ("release", cert.implementation.release or ""), ("passed", str(summary.passed)),
             ("failed", str(summary.failed)), ("drift_judged", str(summary.drift_judged))]
    facts += [(f"drift_judged.{version}", str(n)) for version, n in summary.drift.items()]
    if cert.interrupted:
        facts += [("interrupted", cert.interrupted.signal), ("finished", str(cert.interrupted.finished)),
                  ("requested", str(cert.interrupted.total))]
    if cert.provenance:
        facts += [("pyconformance", cert.provenance.pyconformance), ("suite_revision", cert.provenance.suite.revision),
                  ("isolation", cert.provenance.isolation), ("reference", cert.provenance.reference)]
    _properties(suite, facts)
    for case in cert.cases:
        area, _, name = case.id.rpartition("/")
        seconds = case.actual.seconds if case.actual else 0.0
        item = ET.SubElement(suite, "testcase", classname=area or "cases", name=name, time=f"{seconds:.3f}",
                             file=case.path)
        if case.status in ("fail", "xpass"):
            ET.SubElement(item, "failure", message=case.message.splitlines()[0] if case.message else "").text = case.message
        elif case.status == "error":
            ET.SubElement(item, "error", message=case.message[:200]).text = case.message
        elif case.status in ("skip", "xfail", "out-of-scope"):
            ET.SubElement(item, "skipped", message=case.message[:200])
    return suite


# Verdicts that do not count against the implementation, shown as skipped with why.
NOT_COUNTED = {"skip": "skipped", "drift": "drift: a later CPython fails it the same way",
               "message-only": "message-only: only the exception's message differs", "xfail": "known difference"}


def _upstream_case(suite: ET.Element, test: UpstreamTest) -> None:
    classname, _, name = test.id.rpartition(".")
    item = ET.SubElement(suite, "testcase", classname=classname or "upstream", name=name)
    message = test.message or ""
    if test.verdict in NOT_COUNTED:
        why = NOT_COUNTED[test.verdict] + (f": {test.why}" if test.why else "")
        ET.SubElement(item, "skipped", message=why[:200])
    elif test.verdict == "xpass":
        ET.SubElement(item, "failure", message=f"known difference passes now: {test.why or ''}"[:200])
    elif test.verdict == "real":
        kind = "failure" if test.outcome == "fail" else "error"
        first = message.splitlines()[0] if message else test.outcome
        ET.SubElement(item, kind, message=first[:200], type=test.outcome).text = message


def upstream_suite(cert: Certificate, section: UpstreamRecord) -> ET.Element:
    tests, summary = section.tests, section.summary
    errors = sum(t.verdict == "real" and t.outcome != "fail" for t in tests)
    failures = sum(t.verdict in ("real", "xpass") for t in tests) - errors
    skipped = sum(t.verdict in NOT_COUNTED for t in tests)
    suite = ET.Element("testsuite", name=f"pyconform upstream {cert.implementation.spec}", tests=str(len(tests)),
                       failures=str(failures), errors=str(errors), skipped=str(skipped),
                       time=f"{summary.seconds:.3f}" if summary else "0.000")
    source = section.tests_from or {}
    facts = [("tests_from", f"CPython {source.get('version', '?')} {source.get('path', '')}".rstrip())]
    if section.drift_reference:
        facts.append(("drift_reference", f"CPython {section.drift_reference.get('version', '?')}"))
    if section.not_run:
        facts.append(("not_run", section.not_run))
    if summary:
        score = summary.score
        facts += [("score", f"{score.passed}/{score.claimed} ({score.percent}%)"), ("drift", str(summary.drift)),
                  ("message_only", str(summary.message_only)), ("real", str(summary.real))]
    if section.interrupted:
        facts.append(("interrupted", "true"))
    _properties(suite, facts)
    for test in tests:
        _upstream_case(suite, test)
    return suite


def render_junit(cert: Certificate) -> str:
    root = cases_suite(cert)
    if cert.upstream is not None:  # two suites need the <testsuites> wrapper
        suites = ET.Element("testsuites", name=f"pyconform {cert.implementation.spec}")
        suites.extend([root, upstream_suite(cert, cert.upstream)])
        root = suites
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
