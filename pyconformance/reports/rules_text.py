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
