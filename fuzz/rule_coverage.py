"""The campaign's rule coverage: per catalogue rule, how many programs exercised it, by
generator (fuzz/rule_reach.py decides what "exercised" means); the observable rules no
program reached, and those no chosen generator can reach at all."""
from __future__ import annotations

from collections import Counter

from pyconformance.fuzz.catalogue import catalogue

# Programs counted per (rule, generator) before the campaign stops probing that rule for
# that generator (the count then reads "at least RULE_COUNT_CAP").
RULE_COUNT_CAP = 200
from pyconformance.fuzz.rule_reach import reachable


def rule_coverage(hits: dict[str, Counter], generators: tuple[str, ...]) -> dict:
    rules = catalogue()
    observable = sorted(r for r, rule in rules.items() if rule.observable)
    ways = reachable(generators) if generators else {r: [] for r in observable}
    reached = [r for r in observable if sum(hits.get(r, Counter()).values())]
    return {
        "observable": len(observable),
        "reached": len(reached),
        "share": round(len(reached) / len(observable), 4) if observable else 1.0,
        "count_cap": RULE_COUNT_CAP,  # per rule and generator: counts stop there
        "rules": {r: dict(sorted(hits[r].items())) for r in sorted(hits) if r in rules},
        "unreached": [r for r in observable if r not in reached],
        # observable rules with no probe and no chosen generator declaring them
        "unreachable": [r for r in observable if not ways.get(r)],
    }


def coverage_lines(data: dict) -> list[str]:
    lines = [f"rule coverage: {data['reached']}/{data['observable']} observable catalogue rules reached "
             f"({data['share']:.1%})"]
    if data["unreached"]:
        shown = data["unreached"][:12]
        lines.append(f"  not reached this run ({len(data['unreached'])}): {', '.join(shown)}"
                     + (" ..." if len(data["unreached"]) > len(shown) else ""))
    if data["unreachable"]:
        lines.append(f"  no generator can reach ({len(data['unreachable'])}): {', '.join(data['unreachable'])}")
    return lines


def skipped_list(skipped: Counter) -> list[dict]:
    return [{"implementation": spec, "generator": generator, "programs": count,
             "reason": "cannot take interpreter flags, environment variables or files"}
            for (spec, generator), count in sorted(skipped.items())]


def skipped_lines(items: list[dict]) -> list[str]:
    return [f"skipped: {s['programs']} {s['generator']} program(s) on {s['implementation']} ({s['reason']})"
            for s in items]
