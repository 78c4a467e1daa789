"""Re-judge saved corpus entries under today's rules, and rewrite a corpus from them.

    python -m pyconformance.fuzz.recheck corpus/fuzz-pypy --reference python3.8 --candidate pypy3
    python -m pyconformance.fuzz.recheck corpus/fuzz-pypy --reference python3.8 --candidate pypy3 --write NEW/

Each entry's program runs on the reference (which must be CPython 3.8) and the candidate,
and is judged as a campaign judges a divergence: the differ (implementation-defined
differences set apart), measured version drift, the reference self-check under two more
hash seeds and the module policy (fuzz/referee.py), then its cause (fuzz/causes.py). With
--write, every entry still a divergence is written to DIR (one entry per cause, named after
it, its provenance naming this reference); the others are listed with the reason.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from pyconformance.cases import BLOCK_END, BLOCK_START, CaseError, load_case
from pyconformance.drift.measured import DriftMeasure, resolve
from pyconformance.implementation import Implementation
from pyconformance.adapters.specs import open_implementation

from pyconformance.fuzz.causes import divergence_cause
from pyconformance.fuzz.corpus import CorpusIndex
from pyconformance.fuzz.divergence import Divergence
from pyconformance.fuzz.generated import GeneratedProgram
from pyconformance.fuzz.referee import Referee

REAL = "divergence"


@dataclass(frozen=True)
class Rejudged:
    path: str
    status: str  # REAL, "agrees", "drift", "implementation-defined:<class>", "unstable", "module:<status>"
    detail: str = ""
    anchor: str = ""  # the cause, for REAL
    written: str = ""


def program_of(path: Path) -> tuple[GeneratedProgram, dict]:
    """(program, provenance) of a corpus entry, with its command line ([run]: flags, env,
    files); a plain program (no metadata block) is its text."""
    text = path.read_text(encoding="utf-8")
    if BLOCK_START not in text:
        return GeneratedProgram.make(text, "corpus"), {}
    case = load_case(path)
    return GeneratedProgram(case.source.split(BLOCK_END + "\n", 1)[-1], str(case.provenance.get("generator", "corpus")),
                            flags=case.flags, env=case.env, files=case.files), dict(case.provenance)


def is_cpython_38(impl: Implementation) -> bool:
    return impl.info.name == "cpython" and impl.info.language_version == (3, 8)


def rejudge(path: Path, reference: Implementation, candidate: Implementation, measure: DriftMeasure,
            referee: Referee, index: Optional[CorpusIndex], reference_spec: str, candidate_spec: str) -> Rejudged:
    generated, prov = program_of(path)
    program = generated.program()
    ref_outcome, cand_outcome = reference.run(program), candidate.run(program)
    comparison, drifted = measure.compare(program, reference.info, ref_outcome, candidate.info, cand_outcome)
    if drifted is not None:
        return Rejudged(str(path), "drift", f"as in CPython {drifted.reference.version}")
    if comparison.defined:
        return Rejudged(str(path), f"implementation-defined:{comparison.defined_class}")
    if not comparison:
        return Rejudged(str(path), "agrees", "the candidate now does what the reference does")
    verdict = referee.judge(program, reference, ref_outcome, candidate, program.timeout)
    if not verdict.kept:
        return Rejudged(str(path), "unstable" if verdict.status == "unstable" else f"module:{verdict.status}",
                        verdict.detail)
    div = Divergence(generated, candidate.info, reference.info, ref_outcome, cand_outcome, comparison.differences,
                     int(prov.get("seed", 0)), int(prov.get("shard", 0)), str(prov.get("reducer", "")))
    cause = divergence_cause(div, verdict.module)
    written = ""
    if index is not None:
        saved, _new = index.save(div, reference_spec, candidate_spec, cause)
        written = str(saved or "")
    return Rejudged(str(path), REAL, ", ".join(div.kinds), cause.anchor, written)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("entries", type=Path, nargs="+", help="corpus entries or directories of them")
    parser.add_argument("--reference", default="python3.8")
    parser.add_argument("--candidate", required=True)
    parser.add_argument("--write", type=Path, help="write the entries that are still divergences here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    paths = sorted(p for root in args.entries for p in ([root] if root.is_file() else root.glob("*.py")))
    try:
        reference, candidate = open_implementation(args.reference), open_implementation(args.candidate)
    except Exception as exc:  # noqa: BLE001 - one line, exit 2
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not is_cpython_38(reference):
        print(f"error: the reference must be CPython 3.8, {args.reference} is {reference.info.name} "
              f"{reference.info.version_text}", file=sys.stderr)
        return 2
    measure = DriftMeasure(resolve([], [candidate.info.language_version]))
    index = CorpusIndex(args.write) if args.write else None
    results = []
    try:
        for path in paths:
            try:
                results.append(rejudge(path, reference, candidate, measure, Referee(), index,
                                       args.reference, args.candidate))
            except CaseError as exc:
                results.append(Rejudged(str(path), "unreadable", str(exc)))
    finally:
        measure.close()
        reference.close()
        candidate.close()
    if args.json:
        print(json.dumps([asdict(r) for r in results], indent=1))
    else:
        for r in results:
            print(f"{r.status:40} {Path(r.path).name}  {r.anchor or r.detail}" + (f" -> {r.written}" if r.written else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
