"""`pyconform report`: certificates side by side, rendered by a real headless browser."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.conftest import ROOT

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def certificate(name: str, statuses: dict[str, str], version: str = "1.0") -> dict:
    cases = [{"id": cid, "path": f"{cid}.py", "rules": [], "features": [cid.split("/")[0]], "status": status,
              "expected": {}, "actual": {}, "message": ""} for cid, status in statuses.items()]
    count = {status: sum(s == status for s in statuses.values()) for status in ("pass", "fail", "xfail")}
    return {"schema": "pyconform-results/1",
            "implementation": {"spec": name, "name": name, "version": version},
            "summary": {"total": len(cases), "passed": count["pass"], "failed": count["fail"], "errors": 0,
                        "skipped": 0, "xfailed": count["xfail"], "xpassed": 0, "seconds": 0.1},
            "features": {}, "rules": {}, "cases": cases}


def report(*args: str) -> subprocess.CompletedProcess:
    # Imports cli_report itself, so the test does not depend on cli.py registering it.
    launcher = "from pyconformance.cli.main import main; main()"
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
    assert done.returncode == 2 and "bad.json: schema: 'other' is not 'pyconformance-results/2'" in done.stderr


def visible_rows(browser) -> list[list[str]]:
    """[case id, status of each shown implementation column...] of the case rows on screen."""
    return browser.evaluate("""Array.from(document.querySelectorAll('table.cases tr.case'))
        .filter(r => !r.hidden && r.offsetParent !== null)
        .map(r => [r.dataset.id].concat(Array.from(r.querySelectorAll('td.v')).filter(c => !c.hidden)
                                         .map(c => c.dataset.s)))""")


def settled_rows(browser, ids_only: bool = False, timeout: float = 10.0):
    """The visible rows once the page has re-rendered: hashchange fires after location.hash
    changes, so a check right after a navigation can see the previous view. Waits until the case
    table is shown and two reads 0.2 s apart agree, then returns them."""
    import time

    deadline = time.monotonic() + timeout
    previous = None
    while True:
        rows = visible_rows(browser)
        rows = [r[0] for r in rows] if ids_only else rows
        applied = browser.evaluate("document.querySelector('main > section[data-page=table]').hidden === false")
        if applied and rows == previous or time.monotonic() > deadline:
            return rows
        previous = rows
        time.sleep(0.2)


@contextmanager
def opened_site(certificates: list[str], tmp_path: Path):
    """The results site of CERTIFICATES, open in a real headless Chromium."""
    if CHROMIUM is None:
        pytest.skip("chromium not installed (apt-get install chromium)")
    pytest.importorskip("websocket", reason="websocket-client not installed (tox -e adapters has it)")
    from tests.chromium import Browser

    page = tmp_path / "index.html"
    done = report(*certificates, "-o", str(page))
    assert done.returncode == 0, done.stderr
    browser = Browser(tmp_path / "profile")
    try:
        browser.open(page.as_uri())
        yield browser, page
    finally:
        browser.close()


@pytest.fixture
def site(two_certificates, tmp_path):
    with opened_site(two_certificates, tmp_path) as opened:
        yield opened


SHOTS = Path(os.environ.get("PYCONFORM_SCREENSHOTS", "")) if os.environ.get("PYCONFORM_SCREENSHOTS") else None


def shoot(browser, tmp_path: Path, name: str) -> None:
    """Screenshots for a person to look at: under the test's tmp dir, and in
    $PYCONFORM_SCREENSHOTS when set."""
    browser.screenshot(tmp_path / "shots" / f"{name}.png")
    if SHOTS:
        browser.screenshot(SHOTS / f"{name}.png")


def test_summary_shows_both_implementations_and_counts(site, tmp_path):
    browser, _ = site
    heads = browser.evaluate("Array.from(document.querySelectorAll('table.matrix thead th.impl a')).map(a => a.textContent)")
    assert heads == ["alpha", "beta"]
    cells = browser.evaluate("Array.from(document.querySelectorAll('table.matrix tfoot td.cell a')).map(a => a.dataset.counts)")
    # alpha: a/one passes, a/two fails; beta: a/one is a known difference, a/two passes.
    assert cells[0].startswith("1 of 2 passed") and "1 unexpected" in cells[0]
    assert cells[1].startswith("1 of 2 passed") and "0 unexpected" in cells[1]
    shoot(browser, tmp_path, "summary")


def test_click_into_an_implementation_filter_and_follow_the_permalink(site, tmp_path):
    browser, page = site
    browser.click('table.matrix thead th.impl[data-slug] a')  # alpha's column head
    browser.wait_for("location.hash.indexOf('impl=') >= 0")
    slug = browser.evaluate("new URLSearchParams(location.hash.slice(1)).get('impl')")
    assert slug.startswith("alpha")
    assert settled_rows(browser) == [["a/one", "pass"], ["a/two", "fail"]]
    assert browser.evaluate("document.querySelector('main > section[data-page=impl]:not([hidden]) h2').textContent") \
        .startswith("alpha")
    browser.choose('select[data-filter="status"]', "notpass")
    browser.wait_for("location.hash.indexOf('status=notpass') >= 0")
    assert settled_rows(browser) == [["a/two", "fail"]]
    shoot(browser, tmp_path, "implementation-filtered")
    link = browser.evaluate("location.href")
    browser.open("about:blank")
    browser.open(link)  # a fresh load of the permalink shows the same view
    assert settled_rows(browser) == [["a/two", "fail"]]
    assert browser.evaluate("document.querySelector('select[data-filter=status]').value") == "notpass"


def test_text_search_and_the_fails_on_one_view(site, tmp_path):
    browser, page = site
    browser.open(page.as_uri() + "#page=cases")
    browser.type('input[data-filter="q"]', "a/one")
    browser.wait_for("location.hash.indexOf('q=') >= 0")
    assert settled_rows(browser, ids_only=True) == ["a/one"]
    # Each case differs from 3.8 on exactly one implementation (a known difference counts: it is one).
    browser.open(page.as_uri() + "#page=cases&view=one")
    assert settled_rows(browser, ids_only=True) == ["a/one", "a/two"]
    browser.open(page.as_uri() + "#page=cases&view=passes")
    assert settled_rows(browser) == []
    browser.open(page.as_uri() + "#page=cases&view=one&q=two")
    assert settled_rows(browser, ids_only=True) == ["a/two"]
    shoot(browser, tmp_path, "cases-fails-on-one")


def test_a_link_to_a_view_the_site_lacks_says_so(site):
    browser, page = site
    browser.open(page.as_uri() + "#impl=no-such-implementation")
    notice = browser.evaluate("document.getElementById('notice').hidden ? '' : document.getElementById('notice').textContent")
    assert "does not have" in notice
    assert browser.evaluate("document.querySelector('main > section[data-page=summary]').hidden") is False


def test_history_of_three_versions_draws_a_chart_and_lists_the_changes(two_certificates, tmp_path):
    # alpha 1.0 (a/two fails), 1.1 (fixed), 1.2 (a/one regresses): one history of three versions
    paths = list(two_certificates)
    for version, statuses in (("1.1", {"a/one": "pass", "a/two": "pass"}), ("1.2", {"a/one": "fail", "a/two": "pass"})):
        path = tmp_path / f"alpha-{version}.json"
        path.write_text(json.dumps(certificate("alpha", statuses, version)))
        paths.append(str(path))
    with opened_site(paths, tmp_path) as (browser, _):
        links = browser.evaluate("Array.from(document.querySelectorAll('nav a')).map(a => a.getAttribute('href'))")
        assert [h for h in links if "history" in h] == ["#page=history&history=alpha"]  # beta has one version: no history
        browser.click('nav a[href="#page=history&history=alpha"]')
        shown = "Array.from(document.querySelectorAll('main > section')).filter(s => !s.hidden).map(s => s.dataset.page).join()"
        browser.wait_for(f"location.hash === '#page=history&history=alpha' && {shown} === 'history'")
        section = "document.querySelector('main > section[data-page=history]:not([hidden])')"
        assert browser.evaluate(f"{section}.querySelectorAll('svg.history').length") == 1
        steps = browser.evaluate(f"Array.from({section}.querySelectorAll('h3')).map(h => h.textContent)")
        assert steps == ["1.0 → 1.1: 0 regressions, 1 progressions", "1.1 → 1.2: 1 regressions, 0 progressions"]
        changes = browser.evaluate(f"Array.from({section}.querySelectorAll('ul.changes')).map(u => u.innerText)")
        assert changes == ["a/two: fail → pass", "a/one: pass → fail"]
        shoot(browser, tmp_path, "history")


def test_committed_results_page_matches_the_certificates(tmp_path):
    results = ROOT / "conformance" / "results"
    docs = sorted(p for p in results.glob("*.json"))
    if not docs:
        pytest.skip("no committed certificates yet")
    page = tmp_path / "index.html"
    done = report(*map(str, docs), "--suite", str(ROOT / "conformance"), "--source-base", "../", "-o", str(page))
    assert done.returncode == 0, done.stderr
    assert (results / "index.html").read_text() == page.read_text(), \
        "re-run: pyconform report conformance/results/*.json --suite conformance --source-base ../ -o conformance/results/index.html"


@pytest.fixture(scope="module")
def fuzz_summary(tmp_path_factory) -> Path:
    """A real campaign's summary (the host Python against itself, two generators)."""
    path = tmp_path_factory.mktemp("fuzz") / "campaign.json"
    done = subprocess.run([sys.executable, "-m", "pyconformance", "fuzz", "--reference", sys.executable,
                           "--candidate", sys.executable, "--generator", "misc", "--generator", "fstring",
                           "--programs", "60", "--seed", "4", "--format", "json", "-o", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stderr
    return path


def coverage_rows(page: str) -> dict[str, tuple[str, dict[str, str]]]:
    """rule -> (programs cell, {generator: cell}) of the fuzz page's coverage table."""
    import re

    rows = {}
    for rule, body in re.findall(r'<tr data-rule="([^"]+)">(.*?)</tr>', page):
        total = re.search(r'</th><td class="n">([^<]*)</td>', body).group(1)
        rows[rule] = (total, dict(re.findall(r'<td class="n" data-g="([^"]+)">([^<]*)</td>', body)))
    return rows


def test_fuzz_page_shows_each_rule_reached_by_generator(two_certificates, fuzz_summary, tmp_path):
    page = tmp_path / "index.html"
    done = report(*two_certificates, "--fuzz", str(fuzz_summary), "-o", str(page))
    assert done.returncode == 0, done.stderr
    text = page.read_text()
    summary = json.loads(fuzz_summary.read_text())
    coverage = summary["rule_coverage"]
    assert coverage["rules"], "a 60-program campaign should reach some rule"
    rows = coverage_rows(text)
    assert set(rows) == set(coverage["rules"])
    for rule, counts in coverage["rules"].items():
        total, cells = rows[rule]
        assert total == str(sum(counts.values()))
        cap = coverage["count_cap"]
        assert {g: c for g, c in cells.items() if c} == {g: (f"≥{n}" if n >= cap else str(n)) for g, n in counts.items()}
    assert set(next(iter(rows.values()))[1]) == {"misc", "fstring"} == set(summary["generators"])
    assert f"Observable rules no program reached ({len(coverage['unreached'])})" in text
    assert all(f"<code>{rule}</code>" in text for rule in coverage["unreached"])
    assert f"{coverage['reached']} of {coverage['observable']}</strong> observable rules reached" in text
    assert 'href="#page=fuzz"' in text


def test_fuzz_page_in_a_browser(two_certificates, fuzz_summary, tmp_path):
    with opened_site([*two_certificates, "--fuzz", str(fuzz_summary)], tmp_path) as (browser, page):
        browser.click('nav a[href="#page=fuzz"]')
        visible = "Array.from(document.querySelectorAll('main > section')).filter(s => !s.hidden).map(s => s.dataset.page)"
        # the page switches on hashchange, a moment after the hash itself: wait for both
        browser.wait_for(f"location.hash === '#page=fuzz' && {visible}.join() === 'fuzz'")
        assert browser.evaluate(visible) == ["fuzz"]
        rows = browser.evaluate("document.querySelectorAll('section[data-page=fuzz] tr[data-rule]').length")
        assert rows == len(json.loads(fuzz_summary.read_text())["rule_coverage"]["rules"])
        shoot(browser, tmp_path, "fuzz-coverage")


@pytest.mark.parametrize("content, fmt, message", [
    ("{not json", "html", "cannot read it as JSON"),
    ('{"schema": "pyconform-results/1"}', "html", "not a fuzz summary"),
    ('{"schema": "pyconform-fuzz/1", "rule_coverage": {"observable": 1}}', "html", "rule_coverage.reached missing"),
    ('{"schema": "pyconform-fuzz/1"}', "md", "use it with --format html"),
])
def test_a_bad_fuzz_summary_is_one_line_exit_2(two_certificates, tmp_path, content, fmt, message):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    done = report(*two_certificates, "--fuzz", str(bad), "--format", fmt, "-o", str(tmp_path / "out"))
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
