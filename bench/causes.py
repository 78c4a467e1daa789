"""Benchmark: corpus entries per distinct root cause, and precision, against hand labels.

    python -m bench.causes OUT                       # score a campaign's --out directory
    python -m bench.causes OUT --template            # TOML stubs for programs without a label
    python -m bench.causes --run OUT --budget 600    # run the campaign first (pypy3 vs CPython 3.8)
    python -m bench.causes --precision DIR --run --budget 600 --seed 5   # per engine (below)

`--rescore` judges each reported cause's reduced program again by today's rules (real runs),
for figures after a rule changed without a new campaign (marked as re-scored).

Precision (issue 29): the share of the causes a campaign reports that are real bugs. With
--precision DIR, one campaign per engine (pypy3, brython, micropython; at most two at a time,
`--parallel`) runs into DIR/<engine> with a seed other than 0, and each reported cause is
classed by the labels of its reduced programs (real, version-drift, implementation-defined,
reference-nondeterminism, cpython-only, duplicate: the `class` of bench/causes_labels.toml and
the labels of corpus/fuzz-labels.toml); a cause whose programs have no label is listed
(--template prints stubs to label by replaying them). Recall: the real findings of
corpus/fuzz-labels.toml, re-judged by today's rules (fuzz/recheck.py), must all still be
divergences (`--recall`).

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
CORPUS_LABELS = Path(__file__).resolve().parents[1] / "corpus" / "fuzz-labels.toml"
TARGET = 1.3
PRECISION_TARGET = 0.95
ENGINES = {"pypy": "pypy3", "brython": "brython", "micropython": "micropython"}
CLASSES = ("real", "version-drift", "implementation-defined", "reference-nondeterminism", "cpython-only", "duplicate")


def normalise(program: str) -> str:
    return "\n".join(line.rstrip() for line in program.strip("\n").splitlines())


def load_labels(path: Path) -> dict[str, str]:
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return {normalise(item["program"]): str(item["label"]) for item in data.get("program", [])}


def load_classes(path: Path = LABELS, corpus: Path = CORPUS_LABELS) -> dict:
    """(engine, program) and program -> (bug label, class), from the committed corpus's labels
    (bug label: the entry that holds the finding; a duplicate is the real bug of the entry it
    duplicates) and the bench labels (which win). A label with an `engine` holds for that
    engine only: campaigns of one seed run the same programs on every engine."""
    classes: dict = {}
    data = tomllib.loads(corpus.read_text(encoding="utf-8")) if corpus.is_file() else {}
    for item in data.get("finding", []):
        now, cls = str(item["now"]), str(item["label"])
        if cls == "duplicate":
            now, cls = now.split("duplicate of ", 1)[-1], "real"
        classes[(item["engine"], normalise(item["program"]))] = (f"{item['engine']}:{now}", cls)
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    for item in data.get("program", []):
        if item.get("class"):
            classes[(item.get("engine"), normalise(item["program"]))] = (str(item["label"]), str(item["class"]))
    return classes


def label_of(classes: dict, engine: str, program: str):
    return classes.get((engine, normalise(program))) or classes.get((None, normalise(program)))


def precision(out: Path, classes: dict, engine: str = "") -> dict:
    """Reported causes of one campaign (OUT/causes.json) classed by their programs' labels; a
    second cause with the bug label of a real one already counted is a duplicate."""
    causes = json.loads((out / CAUSES_FILE).read_text(encoding="utf-8"))
    per_class: dict[str, list[str]] = defaultdict(list)
    unlabelled, real_bugs = [], set()
    for record in sorted(causes.values(), key=lambda r: r["anchor"]):
        if not record.get("occurrences"):
            continue
        found = [label_of(classes, engine, e["program"]) for e in record.get("examples", [])]
        labelled = [c for c in found if c]
        if not labelled:
            unlabelled.append({"anchor": record["anchor"], **(record.get("examples") or [{"program": "", "kinds": []}])[0]})
            continue
        label, cls = next((c for c in labelled if c[1] == "real"), labelled[0])
        if cls == "real" and label in real_bugs:
            cls = "duplicate"
        real_bugs.add(label) if cls == "real" else None
        per_class[cls].append(record["anchor"])
    judged = sum(len(v) for v in per_class.values())
    real = len(per_class.get("real", []))
    return {"causes": judged + len(unlabelled), "labelled": judged, "real": real,
            "precision": round(real / judged, 3) if judged else None,
            "per_class": {k: sorted(v) for k, v in sorted(per_class.items())}, "unlabelled": unlabelled}


def recall(engine: str, reference: str) -> dict:
    """The real findings of corpus/fuzz-labels.toml for ENGINE, re-judged by today's rules."""
    import tempfile

    from pyconformance.fuzz.recheck import REAL

    data = tomllib.loads(CORPUS_LABELS.read_text(encoding="utf-8"))
    real = [f for f in data["finding"] if f["engine"] == engine and f["label"] == "real"]
    lost = []
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for n, finding in enumerate(real):
            paths.append(Path(tmp) / f"{n}.py")
            paths[-1].write_text(finding["program"] + "\n", encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "pyconformance.fuzz.recheck", *map(str, paths), "--reference",
                               reference, "--candidate", ENGINES[engine], "--json"], capture_output=True, text=True)
        results = json.loads(done.stdout or "[]")
    for finding, result in zip(real, results):
        if result["status"] != REAL:
            lost.append({"file": finding["file"], "status": result["status"]})
    return {"real": len(real), "still_found": len(real) - len(lost), "lost": lost}


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


def campaign_command(out: Path, budget: float, reference: str, candidate: str, seed: int) -> list[str]:
    return [sys.executable, "-W", "ignore", "-m", "pyconformance", "fuzz", "--reference", reference,
            "--candidate", candidate, "--budget", str(budget), "--seed", str(seed), "--out", str(out),
            "--jobs", "1", "--format", "json", "-o", str(out.parent / f"{out.name}-summary.json")]


def run_campaign(out: Path, budget: float, reference: str, candidate: str, seed: int) -> None:
    done = subprocess.run(campaign_command(out, budget, reference, candidate, seed))
    if done.returncode not in (0, 1):
        sys.exit(f"campaign failed with exit status {done.returncode}")


def run_engines(root: Path, budget: float, reference: str, seed: int, parallel: int) -> None:
    """One campaign per engine, PARALLEL at a time (the machine is shared)."""
    pending = list(ENGINES.items())
    running: list[tuple[str, subprocess.Popen]] = []
    while pending or running:
        while pending and len(running) < parallel:
            engine, candidate = pending.pop(0)
            running.append((engine, subprocess.Popen(campaign_command(root / engine, budget, reference, candidate, seed))))
        engine, proc = running.pop(0)
        if proc.wait() not in (0, 1) or not (root / f"{engine}-summary.json").is_file():
            sys.exit(f"{engine}: campaign failed with exit status {proc.returncode} (no summary)")


def rescore(out: Path, engine: str, reference: str, classes: dict) -> dict:
    """The campaign's reduced programs (the first example of each reported cause) judged again
    by today's rules (fuzz/recheck.py, real runs), grouped by their new cause and classed as
    `precision` does: what the campaign would have reported with today's rules, given the same
    reduced programs. A re-scoring, not a fresh campaign."""
    import tempfile

    from pyconformance.fuzz.recheck import REAL

    causes = json.loads((out / CAUSES_FILE).read_text(encoding="utf-8"))
    examples = [r["examples"][0] for r in causes.values() if r.get("occurrences") and r.get("examples")]
    programs = [example["program"] for example in examples]
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for n, example in enumerate(examples):
            paths.append(Path(tmp) / f"{n:03}.py")
            paths[-1].write_text(program_file(example), encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "pyconformance.fuzz.recheck", *map(str, paths), "--reference",
                               reference, "--candidate", ENGINES[engine], "--json"], capture_output=True, text=True)
        results = json.loads(done.stdout or "[]")
    regrouped: dict[str, dict] = {}
    set_apart = []
    for program, result in zip(programs, results):
        if result["status"] != REAL:
            set_apart.append({"status": result["status"], "program": program})
            continue
        record = regrouped.setdefault(result["anchor"], {"anchor": result["anchor"], "occurrences": 1, "examples": []})
        record["examples"].append({"program": program, "kinds": [], "signature": ""})
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / CAUSES_FILE).write_text(json.dumps(regrouped), encoding="utf-8")
        result = precision(Path(tmp), classes, engine)
    result["set_apart_now"] = set_apart
    return result


def program_file(example: dict) -> str:
    """A causes.json example as recheck reads it: its program, under a [run] table when it
    has a command line (recheck then runs it with its flags, env and files, not bare)."""
    from pyconformance.fuzz.corpus import FALLBACK_RULE, with_metadata

    command = {key: example[key] for key in ("flags", "env", "files") if example.get(key)}
    if not command:
        return example["program"]
    return with_metadata({"rules": [FALLBACK_RULE], "features": ["fuzz"], "description": "a causes.json example",
                          "run": command, "expect": {"phase": "ok", "stdout": ""}}, example["program"])


def precision_report(root: Path, reference: str, with_recall: bool, with_rescore: bool = False) -> dict:
    classes = load_classes()
    report = {}
    for engine in ENGINES:
        if not (root / engine / CAUSES_FILE).is_file():
            continue
        report[engine] = precision(root / engine, classes, engine)
        summary = root / f"{engine}-summary.json"
        if summary.is_file():
            data = json.loads(summary.read_text(encoding="utf-8"))
            report[engine].update(programs=data["programs"], seconds=data["seconds"], seed=data["seed"],
                                  set_apart=sum(e["occurrences"] for e in data.get("set_apart", [])),
                                  unstable=data.get("unstable", 0))
        if with_recall:
            report[engine]["recall"] = recall(engine, reference)
        if with_rescore:
            report[engine]["rescored"] = rescore(root / engine, engine, reference, classes)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?", help="the campaign's --out directory (with causes.json)")
    parser.add_argument("--precision", type=Path, metavar="DIR",
                        help="precision per engine: campaigns in DIR/<engine> (with --run), scored by class")
    parser.add_argument("--recall", action="store_true", help="with --precision: re-judge the corpus's real findings")
    parser.add_argument("--parallel", type=int, default=2, help="with --precision --run: campaigns at once")
    parser.add_argument("--rescore", action="store_true",
                        help="with --precision: judge the campaigns' reduced programs again by today's rules")
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--template", action="store_true", help="print TOML stubs for unlabelled programs")
    parser.add_argument("--run", action="store_true", help="run the campaign into OUT first")
    parser.add_argument("--budget", type=float, default=600.0)
    parser.add_argument("--reference", default="python3.8")
    parser.add_argument("--candidate", default="pypy3")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.precision is not None:
        sys.exit(main_precision(args))
    if args.out is None:
        parser.error("OUT is required without --precision")
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


def classed_lines(result: dict, head: str, tail: str) -> list[str]:
    """A precision result's line (HEAD and TAIL around its figures) and, indented under it, its
    causes of each class but real: one shape for a campaign's figures and their re-scoring."""
    share = f"{result['precision']:.0%}" if result["precision"] is not None else "n/a"
    indent = " " * (len(head) - len(head.lstrip()) + 2)
    return [f"{head}{result['real']} real of {result['labelled']} labelled causes: precision {share}{tail}",
            *(f"{indent}{cls}: {'; '.join(anchors)}" for cls, anchors in result["per_class"].items() if cls != "real")]


def main_precision(args) -> int:
    if args.run:
        if args.seed == 0:
            sys.exit("--precision --run: use a seed other than 0 (seed 0 made today's corpus)")
        run_engines(args.precision, args.budget, args.reference, args.seed, args.parallel)
    report = precision_report(args.precision, args.reference, args.recall, args.rescore)
    if args.template:
        for engine, result in report.items():
            print(f"# {engine}")
            print(template(result["unlabelled"]), end="")
        return 0
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for engine, r in report.items():
            print("\n".join(classed_lines(
                r, f"{engine}: ", f" (target {PRECISION_TARGET:.0%}); {len(r['unlabelled'])} unlabelled; "
                f"{r.get('programs', '?')} programs, seed {r.get('seed', '?')}, "
                f"{r.get('set_apart', 0)} set apart ({r.get('unstable', 0)} unstable)")))
            if "rescored" in r:
                again = r["rescored"]
                print("\n".join(classed_lines(
                    again, "  re-scored by today's rules: ", f"; {len(again['unlabelled'])} unlabelled; "
                    f"{len(again['set_apart_now'])} program(s) no longer a cause")))
            if "recall" in r:
                rec = r["recall"]
                print(f"  recall: {rec['still_found']}/{rec['real']} real findings of corpus/fuzz-labels.toml still "
                      f"divergences" + (f"; lost {rec['lost']}" if rec["lost"] else ""))
    return 1 if any(r["unlabelled"] for r in report.values()) else 0


if __name__ == "__main__":
    main()
