"""Renderers of a certificate: text, json, junit, md, html."""
from __future__ import annotations

from pyconform.certificate import Certificate

FORMATS = ("text", "json", "junit", "md", "html")


def render(cert: Certificate, fmt: str, color: bool = False) -> str:
    if fmt == "json":
        return cert.to_json()
    if fmt == "junit":
        from pyconform.reports.junit import render_junit
        return render_junit(cert)
    if fmt == "md":
        from pyconform.reports.markdown import render_markdown
        return render_markdown(cert)
    if fmt == "html":
        from pyconform.reports.html import render_html
        return render_html([cert])
    from pyconform.reports.text import render_text
    return render_text(cert, color=color)
