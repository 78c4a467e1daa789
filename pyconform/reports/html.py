"""The HTML report: certificates as the results site (pyconform/site/)."""
from __future__ import annotations

from typing import Optional

from pyconform.certificate import Certificate
from pyconform.site.model import CaseInfo, build_model
from pyconform.site.render import render_site


def render_html(docs: list[Certificate], cases: Optional[dict[str, CaseInfo]] = None,
                source_base: str = "") -> str:
    """DOCS are certificates (pyconform/certificate.py); CASES describe the suite's cases (descriptions,
    rules and seed sections); SOURCE_BASE + a case's suite-relative path links to its source."""
    return render_site(build_model(docs, cases or {}), source_base)
