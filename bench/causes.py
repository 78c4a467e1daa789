"""Benchmark: corpus entries per distinct root cause, against hand labels.

    python -m bench.causes OUT                       # score a campaign's --out directory
    python -m bench.causes OUT --template            # TOML stubs for programs without a label
    python -m bench.causes --run OUT --budget 600    # run the campaign first (pypy3 vs CPython 3.8)

A campaign's `OUT/causes.json` (fuzz/causes.py) lists its causes, each with the reduced
programs that were given it. Every such program is looked up in the labels file
(bench/causes_labels.toml: one hand-written label per program, the true root cause).
Reported: entries (causes the campaign saved an entry for), distinct labels, and their
ratio (target <= 1.3); causes whose programs carry more than one label (clustered too
eagerly: a bug hidden behind another); and the same ratio for signature deduplication
alone (candidate + features + kinds: one entry per distinct signature, as before causes).
Exit status 1 when a program has no label.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from pyconformance.tomlcompat import tomllib

from pyconformance.fuzz.causes import CAUSES_FILE

LABELS = Path(__file__).with_name("causes_labels.toml")
TARGET = 1.3


def normalise(program: str) -> str:
    return "\n".join(line.rstrip() for line in program.strip("\n").splitlines())


def load_labels(path: Path) -> dict[str, str]:
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return {normalise(item["program"]): str(item["label"]) for item in data.get("program", [])}


def score(out: Path, labels: dict[str, str]) -> dict:
    causes = json.loads((out / CAUSES_FILE).read_text(encoding="utf-8"))
    per_cause: dict[str, set[str]] = {}
    unlabelled: list[dict] = []
    signatures: dict[str, set[str]] = defaultdict(set)  # label -> signatures (entries without causes)
    for key, record in causes.items():
        found = set()
        for example in record.get("examples", []):
            label = labels.get(normalise(example["program"]))
            if label is None:
                unlabelled.append({"anchor": record["anchor"], **example})
                continue
            found.add(label)
            signatures[label].add(example["signature"])
        per_cause[key] = found
    entries = sum(1 for record in causes.values() if record.get("entries"))
    distinct = set().union(*per_cause.values()) if per_cause else set()
    before = sum(len(s) for s in signatures.values())
    return {
        "entries": entries, "distinct_causes": len(distinct),
        "entries_per_cause": round(entries / len(distinct), 3) if distinct else None,
        "signature_entries": before,
        "signature_entries_per_cause": round(before / len(distinct), 3) if distinct else None,
        "over_merged": [{"anchor": causes[k]["anchor"], "labels": sorted(v)} for k, v in per_cause.items() if len(v) > 1],
        "per_label": {label: sorted(causes[k]["anchor"] for k, v in per_cause.items() if label in v)
                      for label in sorted(distinct)},
        "occurrences": sum(int(r.get("occurrences", 0)) for r in causes.values()),
        "unlabelled": unlabelled,
    }


def template(unlabelled: list[dict]) -> str:
    lines = []
    for item in unlabelled:
        lines += ["[[program]]", f"# cause: {item['anchor']}; kinds: {', '.join(item['kinds'])}", 'label = ""',
                  "program = '''", normalise(item["program"]), "'''", ""]
    return "\n".join(lines)


def run_campaign(out: Path, budget: float, reference: str, candidate: str, seed: int) -> None:
    command = [sys.executable, "-W", "ignore", "-m", "pyconformance", "fuzz", "--reference", reference,
               "--candidate", candidate, "--budget", str(budget), "--seed", str(seed), "--out", str(out),
               "--format", "json", "-o", str(out.parent / f"{out.name}-summary.json")]
    done = subprocess.run(command)
    if done.returncode not in (0, 1):
        sys.exit(f"campaign failed with exit status {done.returncode}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the campaign's --out directory (with causes.json)")
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--template", action="store_true", help="print TOML stubs for unlabelled programs")
    parser.add_argument("--run", action="store_true", help="run the campaign into OUT first")
    parser.add_argument("--budget", type=float, default=600.0)
    parser.add_argument("--reference", default="python3.8")
    parser.add_argument("--candidate", default="pypy3")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.run:
        run_campaign(args.out, args.budget, args.reference, args.candidate, args.seed)
    if not (args.out / CAUSES_FILE).is_file():
        sys.exit(f"{args.out / CAUSES_FILE}: not found (run a campaign with --out {args.out})")
    result = score(args.out, load_labels(args.labels))
    if args.template:
        print(template(result["unlabelled"]), end="")
        return
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{result['entries']} entries for {result['distinct_causes']} distinct causes: "
              f"{result['entries_per_cause']} entries per cause (target <= {TARGET}); "
              f"signature deduplication alone: {result['signature_entries']} entries, "
              f"{result['signature_entries_per_cause']} per cause; {result['occurrences']} occurrences")
        for label, anchors in result["per_label"].items():
            print(f"  {label}: {len(anchors)} entr{'y' if len(anchors) == 1 else 'ies'}  ({'; '.join(anchors)})")
        for item in result["over_merged"]:
            print(f"  over-merged: {item['anchor']} holds {', '.join(item['labels'])}")
        if result["unlabelled"]:
            print(f"{len(result['unlabelled'])} program(s) without a label in {args.labels} (--template prints stubs)")
    sys.exit(1 if result["unlabelled"] else 0)


if __name__ == "__main__":
    main()
