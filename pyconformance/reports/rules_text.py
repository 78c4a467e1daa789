"""`pyconform rules` as text: a table of rule -> cases."""
from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table


def render_rules(table, case_count: int, scores=None) -> str:
    buffer = io.StringIO()
    console = Console(file=buffer, width=120, color_system=None)
    grid = Table(title=f"rule catalogue ({len(table)} rules, {case_count} cases)")
    columns = ("rule", "positive", "negative", "status") + (("mutants killed",) if scores is not None else ())
    for column in columns:
        grid.add_column(column)
    for cov in table:
        if not cov.rule.observable:
            status = f"not observable: {cov.rule.reason}"
        else:
            status = f"MISSING {cov.missing}" if cov.missing else "covered"
        row = [cov.rule.id, str(len(cov.positive)), str(len(cov.negative)), status]
        if scores is not None:
            row.append(scores.get(cov.rule.id, {}).get("text", "-"))
        grid.add_row(*row)
    console.print(grid)
    return buffer.getvalue()


def render_sources(rows, whatsnew: dict) -> str:
    """Coverage per source document, and the What's New item tally."""
    buffer = io.StringIO()
    console = Console(file=buffer, width=120, color_system=None)
    grid = Table(title="coverage per source")
    for column in ("source", "rules", "observable", "observable share", "covered", "cases", "mutants killed"):
        grid.add_column(column)
    for row in rows:
        grid.add_row(row.source, str(row.rules), str(row.observable), f"{row.observable_share:.0f}%",
                     f"{row.covered}/{row.observable}", str(row.cases), row.mutation_text)
    console.print(grid)
    if whatsnew:
        console.print(
            f"What's New 3.8 items: {whatsnew['accounted']}/{whatsnew['items']} accounted for; "
            f"{whatsnew['observable']} observable ({whatsnew['observable_by_whatsnew_rules']} through What's New "
            f"rules, {whatsnew['observable_by_seed_rules_only']} through seed rules only), "
            f"{whatsnew['not_observable']} not observable (with reasons)")
    return buffer.getvalue()
