"""Renderers of a certificate: text, json, junit, md, html."""
from __future__ import annotations

from pyconformance.certificate import Certificate

FORMATS = ("text", "json", "junit", "md", "html")


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
