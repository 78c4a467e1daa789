"""A Markdown certificate, for pull-request comments and READMEs."""
from __future__ import annotations

from pyconformance.certificate import UNEXPECTED, Certificate
from pyconformance.expectations.known import UNTRIAGED
from pyconformance.reports.summary import heading, not_passed_lines, provenance_lines, verdict_line


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(cert: Certificate) -> str:
    lines = [f"# pyconform certificate: {heading(cert)}", ""]
    if cert.interrupted:
        lines += [f"> **PARTIAL CERTIFICATE**: the run was interrupted by {cert.interrupted.signal}; "
                  f"{cert.interrupted.finished} of {cert.interrupted.total} cases finished.", ""]
    lines += [f"**{verdict_line(cert)}**", ""]
    lines += [f"- {line}" for line in provenance_lines(cert)]
    lines += ["", "| feature | passed | total |", "|---|---:|---:|"]
    lines += [f"| {f} | {row.passed} | {row.total} |" for f, row in cert.features.items()]
    listed = not_passed_lines(cert)
    if listed:
        lines += ["", f"## Cases that did not pass ({len(listed)})", "", "| status | case | reason |", "|---|---|---|"]
        lines += [f"| {status} | `{case_id}` | {cell(reason)} |" for status, case_id, reason in listed]
    bad = [c for c in cert.cases if c.status in UNEXPECTED]
    if bad:
        lines += ["", "## Unexpected results", ""]
        for case in bad:
            lines.append(f"- **{case.status}** `{case.id}`: {cell((case.message.splitlines() or [''])[0])}")
    untriaged = [c.id for c in cert.cases if c.known and c.known.reason.strip().lower() == UNTRIAGED]
    if untriaged:
        lines += ["", f"## Untriaged known differences ({len(untriaged)})", "",
                  "Listed by `pyconform expectations update`; nobody has written their reason yet.", ""]
        lines += [f"- `{case_id}`" for case_id in untriaged]
    if cert.upstream is not None:  # the reference's own tests, with their own score
        from pyconformance.upstream.render import render_upstream_markdown, section_of

        lines += ["", *render_upstream_markdown([(f"{cert.implementation.name} {cert.implementation.version}",
                                                 section_of(cert))])]
    return "\n".join(lines) + "\n"
