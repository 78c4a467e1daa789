"""The upstream section as text: one summary line, per feature, then the failures that
count (real, xpass) and, apart, the ones that do not (message-only, drift)."""
from __future__ import annotations

from typing import Any, Optional

SHOWN_APART = 15  # message-only / drift tests listed by id before "... and N more"


def summary_line(doc: dict[str, Any]) -> str:
    if doc.get("not_run"):
        return f"upstream: not run: {doc['not_run']}"
    s = doc["summary"]
    score = s["score"]
    source = doc.get("tests_from") or {}
    text = (f"upstream: {s['passed']} passed, {s['real']} real differences, {s['xfailed']} known, "
            f"{s['xpassed']} known but passing, {s['message_only']} message-only, {s['drift']} drift, "
            f"{s['skipped']} skipped of {s['total']} tests from CPython {source.get('version', '?')}'s Lib/test; "
            f"score {score['passed']}/{score['claimed']} = {score['percent']}% in {s['seconds']:.1f}s")
    return text + (" (interrupted: partial)" if doc.get("interrupted") else "")


def render_upstream_text(doc: dict[str, Any]) -> str:
    lines = [summary_line(doc)]
    if doc.get("not_run"):
        return lines[0] + "\n"
    if doc.get("drift_reference"):
        ref = doc["drift_reference"]
        lines.append(f"  drift measured on CPython {ref['version']} ({ref['spec']})")
    for feature, row in doc["features"].items():
        lines.append(f"  {feature:20} {row['passed']:5}/{row['total']}")
    bad = [m for m in doc["modules"] if m["status"] not in ("done",)]
    for module in bad:
        lines.append(f"  module {module['module']}: {module['status']}")
    by_verdict: dict[str, list[dict]] = {}
    for test in doc["tests"]:
        by_verdict.setdefault(test["verdict"], []).append(test)
    for verdict, title in (("real", "REAL"), ("xpass", "XPASS")):
        for test in by_verdict.get(verdict, []):
            lines.append(f"{title} {test['id']} ({test['outcome']}): {test.get('message', '')[:200]}")
            if test.get("why"):
                lines.append(f"  {test['why']}")
    for verdict, title in (("message-only", "message-only (not counted)"), ("drift", "drift (not counted)")):
        tests = by_verdict.get(verdict, [])
        if tests:
            shown = ", ".join(t["id"] for t in tests[:SHOWN_APART])
            more = f" ... and {len(tests) - SHOWN_APART} more" if len(tests) > SHOWN_APART else ""
            lines.append(f"{title}: {len(tests)}: {shown}{more}")
    return "\n".join(lines) + "\n"


def _cell(doc: Optional[dict[str, Any]], key: str) -> str:
    if doc is None:
        return "—"
    if doc.get("not_run"):
        return "not run"
    summary = doc["summary"]
    if key == "score":
        score = summary["score"]
        return f"{score['passed']}/{score['claimed']} ({score['percent']}%)"
    return str(summary.get(key, 0))


def render_upstream_markdown(columns: list[tuple[str, Optional[dict[str, Any]]]]) -> list[str]:
    """Lines of the report's section: one row per implementation, then each test that is a
    real difference or known somewhere."""
    keys = ("total", "passed", "real", "xfailed", "xpassed", "message_only", "drift", "skipped", "score")
    lines = ["## CPython's own regression tests (upstream)", "",
             "| implementation | " + " | ".join(keys) + " |", "|---|" + "---:|" * len(keys)]
    for name, doc in columns:
        lines.append(f"| {name} | " + " | ".join(_cell(doc, k) for k in keys) + " |")
    not_run = [(name, doc["not_run"]) for name, doc in columns if doc and doc.get("not_run")]
    lines += [f"- {name}: not run: {why}" for name, why in not_run]
    tables = [{t["id"]: t["verdict"] for t in (doc or {}).get("tests", ())} for _, doc in columns]
    ids = sorted({i for table in tables for i, v in table.items() if v in ("real", "xfail", "xpass")})
    if ids:
        lines += ["", "| test | " + " | ".join(name for name, _ in columns) + " |", "|---|" + "---|" * len(columns)]
        lines += [f"| `{i}` | " + " | ".join(t.get(i, "—") for t in tables) + " |" for i in ids]
    return lines


def section_of(cert) -> Optional[dict[str, Any]]:
    """A certificate's upstream section as the plain document the renderers read, or None."""
    record = getattr(cert, "upstream", None)
    return record.model_dump(mode="json", by_alias=True, exclude_none=True) if record is not None else None
