"""Renderers of a certificate: text, json, junit, md, html."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the run's command line imports FORMATS before the certificate model (pydantic)
    from pyconformance.certificate import Certificate

FORMATS = ("text", "json", "junit", "md", "html")
# The module that renders each format (imported by `render` when first asked for).
MODULES = {"json": "pyconformance.certificate", "junit": "pyconformance.reports.junit",
           "md": "pyconformance.reports.markdown", "html": "pyconformance.reports.html",
           "text": "pyconformance.reports.text"}


def load_renderer(fmt: str) -> None:
    """Import what renders FMT ahead of `render` (rich, for text: ~15 ms of a run, spent while
    its cases run)."""
    importlib.import_module(MODULES[fmt])


def render(cert: Certificate, fmt: str, color: bool = False) -> str:
    if fmt == "json":
        return cert.to_json()
    if fmt == "junit":
        from pyconformance.reports.junit import render_junit
        return render_junit(cert)
    if fmt == "md":
        from pyconformance.reports.markdown import render_markdown
        return render_markdown(cert)
    if fmt == "html":
        from pyconformance.reports.html import render_html
        return render_html([cert])
    from pyconformance.reports.text import render_text
    return render_text(cert, color=color)
