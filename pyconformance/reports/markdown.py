"""A Markdown certificate, for pull-request comments and READMEs."""
from __future__ import annotations

from pyconformance.results import UNEXPECTED, RunResults


def render_markdown(results: RunResults) -> str:
    doc = results.to_json()
    info, summary = doc["implementation"], doc["summary"]
    lines = [f"# pyconform certificate: {info['name']} {info['version']}", "",
             f"`{info['spec']}`: {summary['passed']} passed, {summary['failed']} failed, "
             f"{summary['errors']} errors, {summary['skipped']} skipped, {summary['xfailed']} known "
             f"differences, {summary['xpassed']} unexpectedly passing, of {summary['total']} cases.", "",
             "| feature | passed | total |", "|---|---:|---:|"]
    lines += [f"| {f} | {row['passed']} | {row['total']} |" for f, row in doc["features"].items()]
    bad = [r for r in results.results if r.status in UNEXPECTED]
    if bad:
        lines += ["", "## Unexpected results", ""]
        for r in sorted(bad, key=lambda r: r.case.id):
            first = (r.message.splitlines() or [""])[0].replace("|", "\\|")
            lines.append(f"- **{r.status}** `{r.case.id}`: {first}")
    untriaged = sorted(r.case.id for r in results.results if r.known and r.known.untriaged)
    if untriaged:
        lines += ["", f"## Untriaged known differences ({len(untriaged)})", "",
                  "Listed by `pyconform expectations update`; nobody has written their reason yet.", ""]
        lines += [f"- `{case_id}`" for case_id in untriaged]
    return "\n".join(lines) + "\n"
