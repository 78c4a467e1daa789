"""The HTML report: certificates as the results site (pyconformance/reports/site/)."""
from __future__ import annotations

from typing import Optional

from pyconformance.certificate import Certificate
from pyconformance.reports.site.model import CaseInfo, build_model
from pyconformance.reports.site.render import render_site


def render_html(docs: list[Certificate], cases: Optional[dict[str, CaseInfo]] = None,
                source_base: str = "", campaigns: tuple = ()) -> str:
    """DOCS are certificates (pyconformance/certificate.py); CASES describe the suite's cases (descriptions,
    rules and seed sections); SOURCE_BASE + a case's suite-relative path links to its source;
    CAMPAIGNS (reports/site/fuzz.CampaignCoverage) make the fuzz rule-coverage page."""
    return render_site(build_model(docs, cases or {}, campaigns), source_base)
