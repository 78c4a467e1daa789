"""A divergence: one program on which a candidate did not behave as the reference did.

Its *kinds* (which parts differ, with exception types) decide what a reduction must keep;
its *signature* (candidate, features, kinds) decides what counts as a duplicate.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Optional

from pyconformance.differ import Difference
from pyconformance.implementation import ImplementationInfo
from pyconformance.outcome import Outcome

from pyconformance.fuzz.generated import GeneratedProgram


def kind_label(difference: Difference) -> str:
    if difference.kind in ("phase", "exception"):
        return f"{difference.kind}:{difference.reference}>{difference.candidate}"
    if difference.kind == "abnormal":
        return f"abnormal:{difference.candidate}"
    return difference.kind  # stdout, exit, message


def kinds_of(differences) -> tuple[str, ...]:
    return tuple(sorted({kind_label(d) for d in differences}))


def implementation_label(info: ImplementationInfo) -> str:
    """Stable across machines: name and language version, never a path."""
    return f"{info.name}-{info.language_version[0]}.{info.language_version[1]}"


def digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Divergence:
    program: GeneratedProgram
    candidate: ImplementationInfo
    reference: ImplementationInfo
    reference_outcome: Outcome
    candidate_outcome: Outcome
    differences: tuple[Difference, ...]
    seed: int = 0
    block: int = 0  # the campaign block whose Hypothesis run found it
    reducer: str = ""  # what reduced the program: pysource-minimize, text ("" when nothing did)
    unreduced: str = ""  # why it is not (fully) reduced: an error, or the campaign stopping

    @property
    def kinds(self) -> tuple[str, ...]:
        return kinds_of(self.differences)

    @property
    def key(self) -> str:
        """What shrinking must preserve and what is not shrunk twice: candidate, generator, kinds."""
        return digest(implementation_label(self.candidate), self.program.generator, self.kinds)

    @property
    def signature(self) -> str:
        """Duplicate detection: candidate, the reduced program's features, the kinds."""
        return digest(implementation_label(self.candidate), self.program.features, self.kinds)

    @property
    def id(self) -> str:
        slug = re.sub(r"[^a-z0-9]+", "-", "-".join(self.kinds).lower()).strip("-")[:40]
        feature = self.program.features[0] if self.program.features else "plain"
        return f"{self.program.generator}-{feature}-{slug}-{self.signature[:8]}"

    def summary(self, path: Optional[str], candidate_spec: str) -> dict:
        """One entry of the `divergences` list of pyconform-fuzz/1."""
        return {"id": self.id, "path": path or "", "generator": self.program.generator,
                "features": list(self.program.features), "candidate": candidate_spec,
                "reference_outcome": self.reference_outcome.to_dict(),
                "candidate_outcome": self.candidate_outcome.to_dict(),
                "reducer": self.reducer, "unreduced": self.unreduced}
