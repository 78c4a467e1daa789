"""JUnit XML, for CI systems that show test reports."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from pyconformance.results import RunResults


def render_junit(results: RunResults) -> str:
    summary = results.summary()
    suite = ET.Element("testsuite", name=f"pyconform {results.implementation.spec}",
                       tests=str(summary["total"]), failures=str(summary["failed"] + summary["xpassed"]),
                       errors=str(summary["errors"]), skipped=str(summary["skipped"] + summary["xfailed"]),
                       time=f"{summary['seconds']:.3f}")
    for result in sorted(results.results, key=lambda r: r.case.id):
        area, _, name = result.case.id.rpartition("/")
        seconds = result.outcome.seconds if result.outcome else 0.0
        item = ET.SubElement(suite, "testcase", classname=area or "cases", name=name, time=f"{seconds:.3f}",
                             file=str(result.case.path))
        if result.status in ("fail", "xpass"):
            ET.SubElement(item, "failure", message=result.message.splitlines()[0] if result.message else "").text = result.message
        elif result.status == "error":
            ET.SubElement(item, "error", message=result.message[:200]).text = result.message
        elif result.status in ("skip", "xfail"):
            ET.SubElement(item, "skipped", message=result.message[:200])
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
