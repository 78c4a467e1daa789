"""Certificates -> one static HTML page (the results site). All data becomes HTML here; the
shipped site.js only shows, hides and filters what is already on the page, so the page
works from file:// and from any static host without fetching anything."""
from __future__ import annotations

from html import escape
from importlib import resources
from string import Template
from typing import Any, Iterable, Optional

from pyconformance.cases import Expectation
from pyconformance.expectations.known import UNTRIAGED
from pyconformance.judge import describe, expected_text, stdout_diff
from pyconformance.certificate import CaseRecord
from pyconformance.failures import KINDS
from pyconformance.reports.summary import drift_text, provenance_lines
from pyconformance.outcome import Outcome
from pyconformance.reports.site.chart import history_chart
from pyconformance.reports.site.fuzz import fuzz_section
from pyconformance.reports.site.model import CaseInfo, Column, History, Score, SiteModel

STATUS_LABELS = {"pass": "✓ pass", "xpass": "✓ pass (listed as known)", "xfail": "known difference",
                 "fail": "✗ FAIL", "error": "✗ ERROR", "skip": "– skipped", None: "not run"}
STDERR_SHOWN = 600  # characters of a traceback's tail shown per case
VIEWS = (("", "all cases"), ("one", "fails on exactly one implementation"),
         ("everywhere", "fails everywhere"), ("passes", "passes everywhere"), ("differs", "differs somewhere"))
# PuOr, a diverging scale readable with the common colour-vision deficiencies; darkest = 100%.
SCALE = ((0.0, (179, 88, 6)), (0.5, (253, 184, 99)), (0.8, (216, 218, 235)), (0.95, (128, 115, 172)),
         (1.0, (45, 0, 75)))


def asset(name: str) -> str:
    return resources.files("pyconformance.reports.site").joinpath(name).read_text(encoding="utf-8")


def colour(share: float) -> tuple[str, str]:
    """Background and a readable text colour for a share passed in [0, 1]."""
    for (lo, a), (hi, b) in zip(SCALE, SCALE[1:]):
        if share <= hi:
            t = (share - lo) / (hi - lo) if hi > lo else 0
            rgb = tuple(round(x + (y - x) * t) for x, y in zip(a, b))
            break
    luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    return "#%02x%02x%02x" % rgb, "#000" if luminance > 140 else "#fff"


def attr(text: Any) -> str:
    return escape(str(text), quote=True)


def fragment(**params: str) -> str:
    from urllib.parse import quote
    return "#" + "&".join(f"{k}={quote(str(v), safe='/:.-_')}" for k, v in params.items() if v)


def score_cell(score: Score, href: str, what: str) -> str:
    if score.share is None:
        return f'<td class="cell empty" title="{attr(what)}: nothing in scope">—</td>'
    background, ink = colour(score.share)
    counts = (f"{score.passed} of {score.in_scope} passed · {score.known} known differences · "
              f"{score.failing - score.known} unexpected · {score.skipped} skipped")
    share = 100 * score.share
    percent = f"{share:.0f}%" if score.passed == score.in_scope or share < 99.5 else "99%"  # 100% means all
    return (f'<td class="cell" style="background:{background};color:{ink}">'
            f'<a href="{attr(href)}" aria-label="{attr(what)}: {attr(counts)}" data-counts="{attr(counts)}">'
            f'{percent}<span class="tip" role="tooltip">{escape(what)}<br>{escape(counts)}</span></a></td>')


def column_head(column: Column, href: str) -> str:
    made = column.made
    return (f'<th class="impl" data-slug="{attr(column.slug)}" data-ikind="{attr(column.label)}"><a href="{attr(href)}">{escape(column.name)}</a>'
            f'<span class="version">{escape(column.version)}</span>'
            + (f'<span class="runs-on">on {escape(column.runs_on)}</span>' if column.runs_on else "")
            + f'<span class="kind">{escape(column.label)}</span>'
            + (f'<span class="partial" title="{attr(column.partial)}">PARTIAL</span>' if column.partial else "")
            + f'<span class="made">{escape(made["date"][:10] if made["date"][:1].isdigit() else "date not recorded")}</span><span class="machine">{escape(made["machine"] if made["date"][:1].isdigit() else "machine not recorded")}</span></th>')


def summary_section(model: SiteModel) -> str:
    heads = "".join(column_head(c, fragment(impl=c.slug)) for c in model.columns)
    rows = []
    for feature in model.features:
        count = sum(feature in info.features for info in model.cases.values())
        cells = "".join(score_cell(c.score(feature), fragment(impl=c.slug, feature=feature),
                                   f"{c.name} {c.version}, {feature}") for c in model.columns)
        rows.append(f'<tr><th scope="row"><a href="{attr(fragment(page="cases", feature=feature))}">{escape(feature)}</a>'
                    f' <small>{count} cases</small></th>{cells}</tr>')
    totals = "".join(score_cell(c.score(), fragment(impl=c.slug), f"{c.name} {c.version}, all features")
                     for c in model.columns)
    legend = "".join(f'<span style="background:{colour(s)[0]};color:{colour(s)[1]}">{int(s * 100)}%</span>'
                     for s in (0, 0.25, 0.5, 0.75, 0.9, 0.95, 1.0))
    views = " · ".join(f'<a href="{attr(fragment(page="cases", view=v))}">{escape(label)}</a>' for v, label in VIEWS if v)
    return (f'<section data-page="summary"><h2>Share of cases passed, by feature</h2>'
            f'<p>Each cell: cases passed of those in scope (skipped ones are out of scope). Hover or focus a cell '
            f'for counts; follow it for the cases. <span class="legend" aria-label="colour scale">{legend}</span></p>'
            f'<p class="views">Views: {views}</p>'
            f'<div class="scroll"><table class="matrix"><thead><tr><th>feature</th>{heads}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">all features '
            f'<small>{len(model.cases)} cases</small></th>{totals}</tr></tfoot></table></div></section>')


def upstream_cell(doc: Optional[dict[str, Any]], feature: Optional[str], what: str) -> str:
    """passed / total of one feature (or the score) of a certificate's upstream section."""
    if not doc or doc.get("not_run"):
        why = (doc or {}).get("not_run", "no upstream section in this certificate")
        return f'<td class="cell empty" title="{attr(what)}: {attr(why)}">—</td>'
    if feature is None:
        score = doc["summary"]["score"]
        passed, total = score["passed"], score["claimed"]
    else:
        row = doc["features"].get(feature, {"passed": 0, "total": 0})
        passed, total = row["passed"], row["total"]
    if not total:
        return f'<td class="cell empty" title="{attr(what)}: no test">—</td>'
    background, ink = colour(passed / total)
    return (f'<td class="cell" style="background:{background};color:{ink}" title="{attr(what)}: '
            f'{passed} of {total} passed">{passed}/{total}</td>')


def upstream_section(model: SiteModel) -> str:
    """CPython 3.8's own regression tests per feature (a certificate's `upstream` section), when any has one."""
    from pyconformance.upstream.render import section_of

    docs = [section_of(c.doc) for c in model.columns]
    if not any(docs):
        return ""
    heads = "".join(column_head(c, fragment(impl=c.slug)) for c in model.columns)
    features = sorted({f for d in docs if d and not d.get("not_run") for f in d["features"]})
    rows = [f'<tr><th scope="row">{escape(f)}</th>'
            + "".join(upstream_cell(d, f, f"{c.name} {c.version}, {f}") for c, d in zip(model.columns, docs)) + "</tr>"
            for f in features]
    score = "".join(upstream_cell(d, None, f"{c.name} {c.version}, score") for c, d in zip(model.columns, docs))
    return (f'<section data-page="summary"><h2>CPython 3.8\'s own regression tests (upstream), by feature</h2>'
            f'<p>Tests of the reference installation\'s Lib/test passed, of those run; the score leaves out skips, '
            f'drift (CPython 3.9 fails them too) and message-only failures.</p>'
            f'<div class="scroll"><table class="matrix"><thead><tr><th>feature</th>{heads}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">score</th>{score}</tr></tfoot></table></div></section>')


def filter_bar(model: SiteModel, controls: Iterable[str]) -> str:
    parts = []
    for name in controls:
        if name == "feature":
            options = [("", "every feature")] + [(f, f) for f in model.features]
        elif name == "status":
            options = [("", "every status"), ("notpass", "not passed"), ("pass", "passed"), ("xfail", "known difference"),
                       ("fail", "unexpected fail"), ("error", "error"), ("xpass", "listed as known, passes"),
                       ("skip", "skipped"), ("untriaged", "known, untriaged")]
        elif name == "kind":
            options = [("", "every failure kind")] + [(k, k) for k in KINDS]
        elif name == "ikind":
            options = [("", "every implementation kind")] + [(k, k) for k in sorted({c.label for c in model.columns})]
        elif name == "view":
            options = list(VIEWS)
        else:
            parts.append(f'<label class="f-q">search <input type="search" data-filter="q" placeholder="case, rule, text…"></label>')
            continue
        opts = "".join(f'<option value="{attr(v)}">{escape(label)}</option>' for v, label in options)
        label = {"ikind": "implementation kind", "kind": "failure kind"}.get(name, name)
        parts.append(f'<label class="f-{name}">{label} <select data-filter="{name}">{opts}</select></label>')
    return f'<form class="filters" role="search">{"".join(parts)}<output class="shown"></output></form>'


def rules_html(info: CaseInfo) -> str:
    items = []
    for rule in info.rules:
        source = f' <span class="seed">({escape(rule.source)})</span>' if rule.source else ""
        title = f" — {escape(rule.title)}" if rule.title else ""
        items.append(f"<li><code>{escape(rule.id)}</code>{title}{source}</li>")
    return f'<ul class="rules">{"".join(items)}</ul>' if items else ""


def expectation_text(expected: dict[str, Any]) -> str:
    try:
        expect = Expectation(**expected)
    except TypeError:
        return "?"
    text = expected_text(expect)
    if expect.stdout is not None:
        text += f", printing {len(expect.stdout.splitlines())} line(s)"
    return text


def case_head(info: CaseInfo, expected: dict[str, Any], source_base: str) -> str:
    return (f'<td class="head"><a class="case-id" href="{attr(source_base + info.path)}">{escape(info.id)}</a>'
            f'<div class="desc">{escape(info.description)}</div>{rules_html(info)}'
            f'<div class="expected"><b>expected (3.8)</b> {escape(expectation_text(expected))}</div></td>')


def outcome_html(case: CaseRecord, base_expected: dict[str, Any]) -> str:
    """What the implementation did, when it is not a plain pass: actual outcome, stdout diff,
    exception, message and the known-difference reason."""
    status, parts = case.status, []
    expected = case.expected.model_dump(exclude_none=True)
    if expected != base_expected:  # a declared drift judged this version
        parts.append(f'<div><b>expected here</b> {escape(expectation_text(expected))}</div>')
    known = case.known
    if known:
        tag = ' <mark class="untriaged">untriaged</mark>' if known.reason.strip().lower() == UNTRIAGED else ""
        parts.append(f'<div class="reason"><b>known difference ({escape(known.status)})</b>{tag} '
                     f'{escape(known.reason)}</div>')
    elif status == "xfail" and case.message.startswith("known difference: "):
        parts.append(f'<div class="reason"><b>known difference</b> '
                     f'{escape(case.message.splitlines()[0][len("known difference: "):])}</div>')
    if status == "skip":
        parts.append(f'<div><b>skipped</b> {escape(case.message)}</div>')
    if status in ("pass", "skip") or not case.actual:
        return "".join(parts)
    try:
        outcome: Optional[Outcome] = case.actual.to_outcome()
        expect: Optional[Expectation] = Expectation(**expected)
    except (ValueError, TypeError):
        outcome = expect = None
    parts.append(f'<div><b>actual</b> {escape(describe(outcome) if outcome else "?")}</div>')
    if outcome and expect and expect.stdout is not None and outcome.stdout != expect.stdout:
        parts.append(f'<pre class="diff">{escape(stdout_diff(expect.stdout, outcome.stdout))}</pre>')
    notes = other_notes(case.message)
    if notes:
        parts.append(f'<pre class="notes">{escape(notes)}</pre>')
    if outcome and outcome.exception and outcome.stderr_tail:
        tail = outcome.stderr_tail[-STDERR_SHOWN:]
        parts.append(f'<details><summary>stderr</summary><pre>{escape(tail)}</pre></details>')
    return "".join(parts)


def other_notes(message: str) -> str:
    """The judge's notes the outcome cell does not already show (the known-difference line
    and the stdout diff are shown on their own)."""
    kept = []
    for line in message.split("\n"):
        if line.startswith("stdout differs:"):
            break
        if not line.startswith("known difference: "):
            kept.append(line)
    return "\n".join(kept).strip()


def impl_section(column: Column) -> str:
    total = column.score()
    made = column.made
    return (f'<section data-page="impl" data-impl="{attr(column.slug)}" hidden>'
            f'<h2>{escape(column.name)} {escape(column.version)}{" on " + escape(column.runs_on) if column.runs_on else ""}</h2>'
            + (f'<p class="partial"><b>{escape(column.partial)}</b>: this certificate holds only the cases '
               f'that finished.</p>' if column.partial else "")
            + f'<dl class="facts"><dt>spec</dt><dd><code>{escape(column.info.spec)}</code></dd>'
            f'<dt>version</dt><dd>{escape(column.version)}</dd><dt>kind</dt><dd>{escape(column.label)}</dd>'
            f'<dt>certified</dt><dd>{escape(made["date"])}</dd><dt>machine</dt><dd>{escape(made["machine"])}</dd>'
            f'<dt>passed</dt><dd>{total.passed} of {total.in_scope} in scope ({total.known} known differences, '
            f'{total.failing - total.known} unexpected, {total.skipped} skipped)</dd>'
            f'<dt>declared drift</dt><dd>{escape(drift_text(column.doc) or "no case judged by it")}</dd>'
            f'<dt>provenance</dt><dd>{"<br>".join(escape(line) for line in provenance_lines(column.doc, drift=False))}</dd>'
            f'</dl></section>')


def status_cell(column: Column, case_id: str, case: Optional[CaseRecord]) -> str:
    """Kept short (there is one per case and implementation): site.js finds a cell's
    implementation by its column; data-s is the status, data-k the failure kind."""
    status = case.status if case else None
    kind = case.kind if case else None
    verdict = "pass" if status in ("pass", "xpass") else (kind or "skip")
    untriaged = bool(case and case.known and case.known.reason.strip().lower() == UNTRIAGED)
    label = STATUS_LABELS.get(status, status) + ("" if kind in (None, "fail") else f" · {kind}")
    return (f'<td class="v v-{verdict}" data-s="{attr(status or "absent")}"'
            + (f' data-k="{kind}"' if kind else "") + (' data-u="1"' if untriaged else "")
            + f'><a href="{attr(fragment(impl=column.slug, case=case_id))}">{escape(label)}</a></td>')


def table_section(model: SiteModel, source_base: str) -> str:
    """One table for the per-implementation and the across-implementations views: a row per
    case (its description, rules and expectation once), then per implementation a status cell
    and an outcome cell; site.js shows the columns the view needs."""
    heads = "".join(column_head(c, fragment(impl=c.slug)) for c in model.columns)
    outcome_heads = "".join(f'<th class="o">outcome on {escape(c.name)} {escape(c.version)}</th>' for c in model.columns)
    rows = []
    for case_id, info in model.cases.items():
        cases = [c.cases.get(case_id) for c in model.columns]
        base = next((c.expected.model_dump(exclude_none=True) for c in cases if c), {})
        status_cells = "".join(status_cell(col, case_id, case) for col, case in zip(model.columns, cases))
        outcome_cells = "".join(f'<td class="o">{outcome_html(case, base) if case else "not run"}</td>' for case in cases)
        rows.append(f'<tr class="case" data-id="{attr(case_id)}" data-features="{attr(" ".join(info.features))}">'
                    f'{case_head(info, base, source_base)}{status_cells}{outcome_cells}</tr>')
    return (f'<section data-page="table" data-columns="{len(model.columns)}" hidden>{filter_bar(model, ("feature", "status", "kind", "view", "ikind", "q"))}'
            f'<div class="scroll"><table class="cases"><thead><tr><th>case</th>{heads}{outcome_heads}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div></section>')


def history_section(history: History) -> str:
    steps = []
    for before, after, step in zip(history.columns, history.columns[1:], history.steps):
        items = [f"<li><code>{escape(c.case_id)}</code>: {escape(c.old or 'absent')} → {escape(c.new or 'absent')}</li>"
                 for section in ("regressions", "progressions", "kind_changes", "added", "removed")
                 for c in getattr(step, section)]
        steps.append(f'<h3>{escape(before.version)} → {escape(after.version)}: {len(step.regressions)} regressions, '
                     f'{len(step.progressions)} progressions</h3><ul class="changes">{"".join(items) or "<li>no change</li>"}</ul>')
    return (f'<section data-page="history" data-history="{attr(history.name)}" hidden>'
            f'<h2>{escape(history.name)}: passes per feature across versions</h2>'
            f'{history_chart(history)}{"".join(steps)}</section>')


PAGE = Template("""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>pyconform results</title><style>$style</style></head>
<body><header><h1><a href="#">pyconform results</a></h1>
<p>Python implementations certified against the Python 3.8 language: $columns certificates, $cases cases.</p>
<nav aria-label="pages"><a href="#">summary</a> · <a href="#page=cases">all cases</a> · implementations: $impl_links$history_links$fuzz_link</nav></header>
<p id="notice" role="status" hidden></p><main>$sections</main>
<footer>Generated by <code>pyconform report --format html</code>. No network is used to view this page.</footer>
<script>$script</script></body></html>
""")


def render_site(model: SiteModel, source_base: str = "") -> str:
    impl_links = " ".join(f'<a href="{attr(fragment(impl=c.slug))}">{escape(c.name)} {escape(c.version)}'
                          f'{" on " + escape(c.runs_on) if c.runs_on else ""}</a>'
                          for c in model.columns)
    history_links = "".join(f' · history: <a href="{attr(fragment(page="history", history=h.name))}">{escape(h.name)}</a>'
                            for h in model.histories)
    sections = [summary_section(model), upstream_section(model), *(impl_section(c) for c in model.columns),
                '<section data-page="cases" hidden><h2>Cases across implementations</h2></section>',
                table_section(model, source_base),
                *(history_section(h) for h in model.histories)]
    if model.campaigns:
        sections.append(fuzz_section(model.campaigns, model.rule_infos()))
    fuzz_link = f' · <a href="{attr(fragment(page="fuzz"))}">fuzz rule coverage</a>' if model.campaigns else ""
    return PAGE.substitute(style=asset("site.css"), script=asset("site.js"), columns=len(model.columns),
                           cases=len(model.cases), impl_links=impl_links, history_links=history_links, fuzz_link=fuzz_link,
                           sections="\n".join(sections))
