"""The words every view of a certificate shares, written once: its heading, what was
certified (provenance), the counts, and the verdict line (text, Markdown, the pytest plugin,
the site)."""
from __future__ import annotations

from pyconformance.certificate import Certificate

COUNTS = (("passed", "passed"), ("failed", "failed"), ("errors", "errors"), ("skipped", "skipped"),
          ("xfailed", "known differences"), ("xpassed", "unexpectedly passing"))


def plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def heading(cert: Certificate) -> str:
    info = cert.implementation
    release = f" (release {info.release})" if info.release and info.release != info.version else ""
    on = f" on {info.runs_on}" if info.runs_on else ""
    return f"{info.name} {info.version}{release}{on} ({info.spec})"


def language(cert: Certificate) -> str:
    info = cert.implementation
    return info.language or ".".join(info.version.split(".")[:2])


def drift_text(cert: Certificate) -> str:
    """"26 judged by declared drift (3.9: 10, 3.10: 7, 3.11: 9)", or "" when none was."""
    drift = cert.summary.drift
    if not drift:
        return ""
    return f"{sum(drift.values())} judged by declared drift ({', '.join(f'{v}: {n}' for v, n in drift.items())})"


def counts(cert: Certificate) -> str:
    summary = cert.summary
    parts = [f"{getattr(summary, key)} {label}" for key, label in COUNTS if getattr(summary, key)]
    if summary.out_of_scope:
        score = summary.score
        reason = f" ({cert.scope.reason})" if cert.scope and cert.scope.reason else ""
        parts.append(f"{summary.out_of_scope} out of scope{reason}; score over the claimed cases "
                     f"{score.passed}/{score.claimed} = {score.percent}%")
    if summary.drift:
        parts.append(drift_text(cert))
    return ", ".join(parts) or "nothing run"


def verdict(cert: Certificate) -> str:
    """INTERRUPTED / DOES NOT CONFORM / CONFORMS to 3.8 [except ...]: never a bare CONFORMS
    when known differences or declared drift decided cases."""
    if cert.interrupted:
        stop = cert.interrupted
        return f"INTERRUPTED by {stop.signal} after {stop.finished} of {plural(stop.total, 'case')} (partial certificate)"
    if not cert.ok:
        return "DOES NOT CONFORM to 3.8"
    excepts = []
    if cert.summary.xfailed:
        excepts.append(plural(cert.summary.xfailed, "known difference"))
    if cert.summary.drift:
        excepts.append(f"declared drift of {language(cert)} ({plural(cert.summary.drift_judged, 'case')})")
    return "CONFORMS to 3.8" + (f" except {' and '.join(excepts)}" if excepts else "")


def verdict_line(cert: Certificate) -> str:
    return f"{verdict(cert)}: {plural(cert.summary.total, 'case')}: {counts(cert)} in {cert.summary.seconds:.2f}s"


def provenance_lines(cert: Certificate, drift: bool = True) -> list[str]:
    """What was certified, with what: one fact a line (DRIFT: with the drift count)."""
    lines = []
    p = cert.provenance
    if p and p.chosen:
        lines.append(p.chosen)
    info = cert.implementation
    lines.append(f"implementation: {info.name} {info.release or '(release not recorded)'}, "
                 f"Python {info.version}" + (f" on {info.runs_on}" if info.runs_on else "") + f" (spec {info.spec})")
    if p:
        lines.append(f"suite: revision {p.suite.revision} ({p.suite.cases} cases"
                     + (f", selected by -k {p.keyword!r}" if p.keyword else "") + ")")
        lines.append(f"reference: {p.reference}")
        lines.append(f"isolation: {p.isolation}; expectations: {', '.join(p.expectations) or 'none'}")
        lines.append(f"made by pyconformance {p.pyconformance} on {cert.made.date}, {cert.made.machine}")
    else:
        where = f" (read from a {cert.upgraded_from} certificate)" if cert.upgraded_from else ""
        lines.append(f"provenance: not recorded{where}; made {cert.made.date}, {cert.made.machine}")
    if drift:
        lines.append(f"declared drift: {drift_text(cert) or 'no case judged by it'}")
    if cert.interrupted:
        lines.append(f"PARTIAL: interrupted by {cert.interrupted.signal}; {cert.interrupted.finished} of "
                     f"{cert.interrupted.total} cases finished")
    return lines


def not_passed_lines(cert: Certificate) -> list[tuple[str, str, str]]:
    """(status, case id, reason) for every case that did not pass, as pytest's -rxX lists them."""
    return [(c.status, c.id, c.reason) for c in cert.not_passed]
