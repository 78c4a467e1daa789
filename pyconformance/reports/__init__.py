"""Renderers for run results: text, json, junit, md, html."""
from __future__ import annotations

import json

from pyconformance.results import RunResults

FORMATS = ("text", "json", "junit", "md", "html")


def render(results: RunResults, fmt: str, color: bool = False) -> str:
    if fmt == "json":
        return json.dumps(results.to_json(), indent=2) + "\n"
    if fmt == "junit":
        from pyconformance.reports.junit import render_junit
        return render_junit(results)
    if fmt == "md":
        from pyconformance.reports.markdown import render_markdown
        return render_markdown(results)
    if fmt == "html":
        from pyconformance.reports.html import render_html
        return render_html([results.to_json()])
    from pyconformance.reports.text import render_text
    return render_text(results, color=color)
