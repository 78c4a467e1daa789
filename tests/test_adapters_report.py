"""`pyconform report`: certificates side by side, rendered by a real headless browser."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def certificate(name: str, statuses: dict[str, str]) -> dict:
    cases = [{"id": cid, "path": f"{cid}.py", "rules": [], "features": [], "status": status,
              "expected": {}, "actual": {}, "message": ""} for cid, status in statuses.items()]
    passed = sum(s == "pass" for s in statuses.values())
    return {"schema": "pyconform-results/1",
            "implementation": {"spec": name, "name": name, "version": "1.0"},
            "summary": {"total": len(cases), "passed": passed, "failed": len(cases) - passed, "errors": 0,
                        "skipped": 0, "xfailed": 0, "xpassed": 0, "seconds": 0.1},
            "features": {}, "rules": {}, "cases": cases}


def report(*args: str) -> subprocess.CompletedProcess:
    # Imports cli_report itself, so the test does not depend on cli.py registering it.
    launcher = "from pyconform.cli import main; main()"
    return subprocess.run([sys.executable, "-c", launcher, "report", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


@pytest.fixture
def two_certificates(tmp_path: Path) -> list[str]:
    paths = []
    for name, statuses in (("alpha", {"a/one": "pass", "a/two": "fail"}),
                           ("beta", {"a/one": "xfail", "a/two": "pass"})):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(certificate(name, statuses)))
        paths.append(str(path))
    return paths


def test_markdown_lists_every_implementation(two_certificates, tmp_path):
    done = report(*two_certificates, "--format", "md", "-o", str(tmp_path / "r.md"))
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "r.md").read_text()
    assert "| alpha 1.0 |" in text and "| beta 1.0 |" in text and "`a/two` | fail | pass |" in text


def test_not_a_certificate_is_usage_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema": "other"}')
    done = report(str(bad))
    assert done.returncode == 2 and "not a pyconform-results/1 document" in done.stderr


@pytest.mark.skipif(CHROMIUM is None, reason="chromium not installed (apt-get install chromium)")
def test_html_page_renders_the_table_in_headless_chromium(two_certificates, tmp_path):
    page = tmp_path / "index.html"
    assert report(*two_certificates, "-o", str(page)).returncode == 0
    dom = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-dev-shm-usage", f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120).stdout
    table = re.search(r"<table id=\"results\">.*?</table>", dom, re.S)
    assert table, dom[:500]
    heads = re.findall(r"<th>(.*?)</th>", table.group(0), re.S)
    assert any(h.startswith("alpha 1.0") for h in heads) and any(h.startswith("beta 1.0") for h in heads)
    rows = re.findall(r"<tr><td><code>(.*?)</code></td>(.*?)</tr>", table.group(0), re.S)
    assert [r[0] for r in rows] == ["a/one", "a/two"]
    assert re.findall(r'class="(\w+)"', rows[1][1]) == ["fail", "pass"]


def test_committed_results_page_matches_the_certificates():
    results = ROOT / "conformance" / "results"
    docs = sorted(results.glob("*.json"))
    if not docs:
        pytest.skip("no committed certificates yet")
    from pyconform.reports.html import render_html

    expected = render_html([json.loads(p.read_text()) for p in docs])
    assert (results / "index.html").read_text() == expected, "re-run: pyconform report conformance/results/*.json -o conformance/results/index.html"
