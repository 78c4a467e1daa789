"""The human certificate: a table by feature, then every unexpected result."""
from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table

from pyconformance.results import UNEXPECTED, RunResults


def render_text(results: RunResults, color: bool = False) -> str:
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=color, width=110, color_system="auto" if color else None)
    doc = results.to_json()
    info, summary = doc["implementation"], doc["summary"]
    table = Table(title=f"pyconform certificate: {info['name']} {info['version']} ({info['spec']})")
    table.add_column("feature")
    table.add_column("passed", justify="right")
    table.add_column("total", justify="right")
    scoped = "scope" in doc
    if scoped:
        table.add_column("out of scope", justify="right")
    for feature, row in doc["features"].items():
        style = "green" if row["passed"] == row["total"] - row.get("out_of_scope", 0) else "yellow"
        cells = [feature, f"[{style}]{row['passed']}[/]", str(row["total"])]
        table.add_row(*cells, *([str(row.get("out_of_scope", 0))] if scoped else []))
    console.print(table)
    for result in sorted(results.results, key=lambda r: r.case.id):
        if result.status in UNEXPECTED:
            console.print(f"[red]{result.status.upper()}[/] {result.case.id}  ({result.case.path})",
                          highlight=False)
            console.print(result.message, markup=False, highlight=False)
    untriaged = sorted(r.case.id for r in results.results if r.known and r.known.untriaged)
    if untriaged:
        console.print(f"[yellow]UNTRIAGED[/] {len(untriaged)} known difference(s) have no reason yet "
                      f"(reason = \"untriaged\"): {', '.join(untriaged)}", highlight=False)
    parts = [f"{summary[k]} {k}" for k in ("passed", "failed", "errors", "skipped", "xfailed", "xpassed") if summary[k]]
    if summary.get("out_of_scope"):
        score = summary["score"]
        parts.append(f"{summary['out_of_scope']} out of scope ({doc['scope']['reason']}); score over the "
                     f"claimed cases {score['passed']}/{score['claimed']} = {score['percent']}%")
    if not results.ok:
        verdict = "[red]DOES NOT CONFORM[/]"
    elif summary["xfailed"]:
        verdict = f"[yellow]CONFORMS except {summary['xfailed']} known differences[/]"
    else:
        verdict = "[green]CONFORMS[/]"
    console.print(f"{verdict}: {summary['total']} cases: {', '.join(parts)} in {summary['seconds']:.2f}s")
    return buffer.getvalue()
