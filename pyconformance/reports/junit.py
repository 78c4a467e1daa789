"""JUnit XML, for CI systems that show test reports."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from pyconformance.certificate import Certificate
from pyconformance.reports.summary import verdict


def render_junit(cert: Certificate) -> str:
    summary = cert.summary
    suite = ET.Element("testsuite", name=f"pyconform {cert.implementation.spec}",
                       tests=str(summary.total), failures=str(summary.failed + summary.xpassed),
                       errors=str(summary.errors), skipped=str(summary.skipped + summary.xfailed),
                       time=f"{summary.seconds:.3f}")
    properties = ET.SubElement(suite, "properties")
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
    for name, value in facts:
        ET.SubElement(properties, "property", name=name, value=value)
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
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
