"""`pyconform rules` as text: a table of rule -> cases."""
from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table


def render_rules(table, case_count: int) -> str:
    buffer = io.StringIO()
    console = Console(file=buffer, width=120, color_system=None)
    grid = Table(title=f"rule catalogue ({len(table)} rules, {case_count} cases)")
    for column in ("rule", "positive", "negative", "status"):
        grid.add_column(column)
    for cov in table:
        if not cov.rule.observable:
            status = f"not observable: {cov.rule.reason}"
        else:
            status = f"MISSING {cov.missing}" if cov.missing else "covered"
        grid.add_row(cov.rule.id, str(len(cov.positive)), str(len(cov.negative)), status)
    console.print(grid)
    return buffer.getvalue()
