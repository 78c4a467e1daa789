"""The human certificate: what was certified, a table by feature, every case that did not
pass (status and reason), the unexpected ones in full, then the verdict."""
from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table

from pyconformance.certificate import UNEXPECTED, Certificate
from pyconformance.expectations.known import UNTRIAGED
from pyconformance.reports.summary import heading, not_passed_lines, provenance_lines, verdict_line


def render_text(cert: Certificate, color: bool = False) -> str:
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=color, width=110, color_system="auto" if color else None)
    partial = " [PARTIAL: interrupted]" if cert.interrupted else ""
    table = Table(title="cases passed, by feature")
    table.add_column("feature")
    table.add_column("passed", justify="right")
    table.add_column("total", justify="right")
    scoped = cert.scope is not None
    if scoped:
        table.add_column("out of scope", justify="right")
    for feature, row in cert.features.items():
        style = "green" if row.passed == row.total - (row.out_of_scope or 0) else "yellow"
        cells = [feature, f"[{style}]{row.passed}[/]", str(row.total)]
        table.add_row(*cells, *([str(row.out_of_scope or 0)] if scoped else []))
    console.print(f"pyconform certificate: {heading(cert)}{partial}", markup=False, highlight=False, soft_wrap=True)
    for line in provenance_lines(cert):
        console.print(line, markup=False, highlight=False, soft_wrap=True)
    console.print(table)
    listed = not_passed_lines(cert)
    if listed:
        console.print(f"Cases that did not pass ({len(listed)}):", highlight=False)
        for status, case_id, reason in listed:
            console.print(f"  {status.upper():5} {case_id}: {reason}", markup=False, highlight=False, soft_wrap=True)
    for case in cert.cases:
        if case.status in UNEXPECTED:
            console.print(f"[red]{case.status.upper()}[/] {case.id}  ({case.path})", highlight=False)
            console.print(case.message, markup=False, highlight=False, soft_wrap=True)
    untriaged = [c.id for c in cert.cases if c.known and c.known.reason.strip().lower() == UNTRIAGED]
    if untriaged:
        console.print(f"[yellow]UNTRIAGED[/] {len(untriaged)} known difference(s) have no reason yet "
                      f"(reason = \"untriaged\"): {', '.join(untriaged)}", highlight=False)
    line = verdict_line(cert)
    style = "red" if not cert.ok else ("yellow" if cert.summary.xfailed or cert.summary.drift else "green")
    console.print(f"[{style}]{line}[/]", highlight=False, soft_wrap=True)
    if cert.upstream is not None:  # the reference's own tests: a second oracle, with its own score
        from pyconformance.upstream.render import render_upstream_text

        section = cert.upstream.model_dump(mode="json", by_alias=True, exclude_none=True)
        console.print(render_upstream_text(section), markup=False, highlight=False, end="", soft_wrap=True)
    return buffer.getvalue()
