"""The declared shape of a corpus entry's [provenance] table, as far as pyconform reads it.

A case file's own metadata is validated on load (pyconformance/input_model.py); its
provenance is free-form there, since hand-written entries say where they came from in words.
What the fuzzer, replay and bugreport read from a finding's provenance is checked here, so a
corrupt entry (`kinds = 5`, an outcome whose stdout is a number) is skipped with one line
naming the file and the field, never a traceback deep in a campaign.
"""
from __future__ import annotations

from typing import Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, ValidationError

# allow: entries carry more than is read here (found_by, checked_on, part_seeds, ...);
# strict: a number where text is read stays a mistake.
OPEN = ConfigDict(extra="allow", strict=True)


class ImplementationTable(BaseModel):
    model_config = OPEN

    spec: Optional[str] = None
    name: Optional[str] = None
    version: Optional[str] = None
    release: Optional[str] = None


class OutcomeTable(BaseModel):
    model_config = OPEN

    phase: Literal["ok", "compile", "run"]
    stdout: Optional[str] = None
    exception: Optional[Union[str, dict]] = None
    exit_code: Optional[int] = None


class Provenance(BaseModel):
    model_config = OPEN

    generator: Optional[str] = None
    seed: Optional[int] = None
    shard: Optional[int] = None
    signature: Optional[str] = None
    key: Optional[str] = None
    kinds: Optional[list[str]] = None
    reducer: Optional[str] = None
    unreduced: Optional[str] = None
    cause: Optional[str] = None
    candidate_label: Optional[str] = None
    anchor: Optional[str] = None
    missing_module: Optional[str] = None
    reference: Optional[ImplementationTable] = None
    candidate: Optional[ImplementationTable] = None
    reference_outcome: Optional[OutcomeTable] = None
    candidate_outcome: Optional[OutcomeTable] = None


def provenance_problem(provenance: dict) -> str:
    """The first thing wrong with PROVENANCE, as `provenance.FIELD: why`, or ""."""
    try:
        Provenance.model_validate(provenance)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        return f"provenance.{where}: {error['msg']} (got {error['input']!r:.40})"
    return ""
