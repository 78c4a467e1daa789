"""An HTML page showing one or more certificates side by side."""
from __future__ import annotations

from html import escape
from typing import Any

STYLE = ("body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
         "td,th{border:1px solid #ccc;padding:.3em .6em}.pass{background:#dfd}"
         ".fail,.error,.xpass{background:#fdd}.skip,.xfail{background:#eee}")


def render_html(docs: list[dict[str, Any]]) -> str:
    """DOCS are `pyconform-results/1` documents; one column each."""
    heads = "".join(
        f"<th>{escape(d['implementation']['name'])} {escape(d['implementation']['version'])}<br>"
        f"<small>{d['summary']['passed']}/{d['summary']['total']} passed</small></th>" for d in docs)
    by_impl = [{c["id"]: c for c in d["cases"]} for d in docs]
    ids = sorted({cid for table in by_impl for cid in table})
    rows = []
    for cid in ids:
        cells = []
        for table in by_impl:
            case = table.get(cid)
            status = case["status"] if case else "skip"
            title = escape(case["message"]) if case else "not run"
            cells.append(f'<td class="{status}" title="{title}">{status}</td>')
        rows.append(f"<tr><td><code>{escape(cid)}</code></td>{''.join(cells)}</tr>")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>pyconform results</title>"
            f"<style>{STYLE}</style></head><body><h1>pyconform results</h1>"
            f"<table id='results'><thead><tr><th>case</th>{heads}</tr></thead><tbody>"
            f"{''.join(rows)}</tbody></table></body></html>\n")
