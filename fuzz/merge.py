"""Merging the shards of one campaign (`pyconform corpus merge`).

A shard's `--out` directory holds its corpus entries, its `campaign-state.json` (finished
blocks with their program counts and digests, campaign.py) and, when the shard was run with
`-o DIR/summary.json`, its pyconform-fuzz/1 summary. Merging them gives one campaign:
entries without duplicates, the union of finished blocks (a block two shards report with
different digests is a *conflict*: they were not shards of the same campaign, or a candidate
is not deterministic), and the summaries' counts added up. With a known corpus (`--known
corpus/`), the entries it does not already hold are the campaign's *new* findings.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

from pyconformance.fuzz.campaign import BLOCKS_PREFIX, STATE_FILE
from pyconformance.fuzz.causes import entry_cause
from pyconformance.fuzz.corpus import CorpusIndex, Entry, atomic_write, merge as merge_entries, read_entry
from pyconformance.fuzz.syntax_coverage import coverage, node_types_38

SUMMARY_SCHEMA = "pyconform-fuzz/1"
MERGED_SCHEMA = "pyconform-fuzz-merge/1"


@dataclass(frozen=True)
class BlockConflict:
    state_key: str
    block: str
    seen: tuple[tuple[str, int, str], ...]  # (source, programs, digest) of each shard that ran it


@dataclass
class MergedCampaign:
    added: int = 0
    skipped: int = 0  # entries that duplicate one already merged
    # state key -> block -> [programs, digest]: one campaign's finished blocks
    blocks: dict[str, dict[str, list]] = field(default_factory=dict)
    conflicts: list[BlockConflict] = field(default_factory=list)
    summaries: int = 0
    summary_programs: int = 0  # programs the summaries counted (replays included once per shard)
    seconds: float = 0.0  # summed over shards: machine time, not wall time
    feature_hits: Counter = field(default_factory=Counter)
    references: set[str] = field(default_factory=set)
    unreadable: list[str] = field(default_factory=list)  # one line per file that could not be read
    entries: list[Entry] = field(default_factory=list)  # everything in OUT after the merge
    causes: dict[str, list[Entry]] = field(default_factory=dict)  # root cause key -> its entries
    anchors: dict[str, str] = field(default_factory=dict)  # root cause key -> what it is (fuzz/causes.py)
    new: list[Entry] = field(default_factory=list)  # one entry per cause --known did not hold
    # 3.8 node types no shard's programs contained (None until a summary reports coverage)
    syntax_missing: Optional[set[str]] = None

    def cause_of(self, entry: Entry) -> str:
        return next((key for key, entries in self.causes.items() if entry in entries), entry.signature)

    @property
    def block_programs(self) -> int:
        return sum(programs for blocks in self.blocks.values() for programs, _ in blocks.values())

    def syntax_coverage(self) -> Optional[dict]:
        """The campaign's coverage: a node type counts when any shard's programs held it."""
        if self.syntax_missing is None:
            return None
        return coverage(set(node_types_38()) - self.syntax_missing).to_dict()

    def to_dict(self) -> dict:
        return {
            "schema": MERGED_SCHEMA,
            "entries": len(self.entries), "causes": len(self.causes),
            "added": self.added, "duplicates_skipped": self.skipped,
            "blocks": {key: len(blocks) for key, blocks in self.blocks.items()},
            "block_programs": self.block_programs,
            "conflicts": [{"state_key": c.state_key, "block": c.block,
                           "seen": [{"source": s, "programs": p, "digest": d} for s, p, d in c.seen]}
                          for c in self.conflicts],
            "summaries": self.summaries, "summary_programs": self.summary_programs,
            "shard_seconds": round(self.seconds, 3),
            "feature_hits": dict(sorted(self.feature_hits.items())),
            "references": sorted(self.references),
            "unreadable": list(self.unreadable),
            "syntax_coverage": self.syntax_coverage(),
            "new": [{**entry_line(e), "cause": self.cause_of(e), "anchor": self.anchors.get(self.cause_of(e), ""),
                     "entries_of_cause": len(self.causes.get(self.cause_of(e), [e]))} for e in self.new],
        }


def entry_line(entry: Entry) -> dict:
    prov = entry.provenance
    return {"path": str(entry.path or ""), "signature": entry.signature,
            "candidate": str((prov.get("candidate") or {}).get("spec", "")),
            "kinds": list(prov.get("kinds", [])), "generator": str(prov.get("generator", ""))}


def _read_json(path: Path, problems: list[str]) -> Optional[dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        problems.append(f"{path}: not readable JSON ({type(exc).__name__})")
        return None
    if not isinstance(data, dict):
        problems.append(f"{path}: not a JSON object")
        return None
    return data


def _collect_blocks(source: Path, state: dict, owners: dict, problems: list[str]) -> None:
    """Add SOURCE's finished blocks to OWNERS: (state key, block) -> [(source, programs, digest)]."""
    for key, blocks in state.items():
        if not key.startswith(BLOCKS_PREFIX) or not isinstance(blocks, dict):
            continue
        for block, value in blocks.items():
            if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], int) and str(block).isdigit()):
                problems.append(f"{source / STATE_FILE}: block {block!r} is malformed")
                continue
            owners.setdefault((key[len(BLOCKS_PREFIX):], str(block)), []).append(
                (str(source), int(value[0]), str(value[1])))


def _settle_blocks(owners: dict, merged: MergedCampaign) -> None:
    """One [programs, digest] per block; shards that disagree about a block are a conflict."""
    for (state_key, block), seen in sorted(owners.items(), key=lambda kv: (kv[0][0], int(kv[0][1]))):
        merged.blocks.setdefault(state_key, {})[block] = [seen[0][1], seen[0][2]]
        if len({(programs, digest) for _, programs, digest in seen}) > 1:
            merged.conflicts.append(BlockConflict(state_key, block, tuple(seen)))


def _merge_summary(data: dict, merged: MergedCampaign) -> None:
    """Every figure is read before any is added, so a summary with a field of the wrong type
    (TypeError, ValueError, AttributeError, for the caller to report) adds nothing."""
    programs, seconds = int(data.get("programs", 0)), float(data.get("seconds", 0.0))
    hits = {str(k): int(v) for k, v in (data.get("feature_hits") or {}).items()}
    missing = (data.get("syntax_coverage") or {}).get("missing")
    ref = data.get("reference") or {}
    reference = f"{ref.get('name', '?')} {ref.get('version', '?')}" if ref else ""
    merged.summaries += 1
    merged.summary_programs += programs
    merged.seconds += seconds
    merged.feature_hits.update(hits)
    if isinstance(missing, list):
        merged.syntax_missing = set(missing) if merged.syntax_missing is None else merged.syntax_missing & set(missing)
    if reference:
        merged.references.add(reference)


def merge_campaign(sources: Iterable[Path], out: Path, known: Optional[Path] = None) -> MergedCampaign:
    """Merge shard directories SOURCES into OUT (entries, campaign state, summary)."""
    sources = list(sources)
    merged = MergedCampaign()
    merged.added, merged.skipped = merge_entries(sources, out)
    owners: dict = {}
    for source in sources:
        if not any(source.rglob("*.py")) and not any(source.glob("*.json")):  # a failed download, a typo
            merged.unreadable.append(f"{source}: no entries, campaign state or summary: not a shard directory?")
        state_path = source / STATE_FILE
        if state_path.is_file():
            state = _read_json(state_path, merged.unreadable)
            if state is not None:
                _collect_blocks(source, state, owners, merged.unreadable)
        for path in sorted(source.glob("*.json")):
            if path.name == STATE_FILE:
                continue
            data = _read_json(path, merged.unreadable)
            if data is not None and data.get("schema") == SUMMARY_SCHEMA:
                try:
                    _merge_summary(data, merged)
                except (TypeError, ValueError, AttributeError) as exc:
                    merged.unreadable.append(f"{path}: a fuzz summary with a malformed field ({exc}); not merged")
    _settle_blocks(owners, merged)
    # OUT is itself a shard-shaped directory: merging it again (or with more shards) works.
    state = {BLOCKS_PREFIX + key: dict(sorted(blocks.items(), key=lambda kv: int(kv[0])))
             for key, blocks in sorted(merged.blocks.items())}
    out.mkdir(parents=True, exist_ok=True)
    atomic_write(out / STATE_FILE, json.dumps(state, indent=1) + "\n")
    merged.entries = [e for e in (read_entry(p) for p in sorted(out.rglob("*.py"))) if e is not None]
    for entry in merged.entries:
        found = entry_cause(entry)
        key, anchor = (found[0].key, found[0].anchor) if found else (entry.signature, "")
        merged.causes.setdefault(key, []).append(entry)
        merged.anchors.setdefault(key, anchor)
    if known is not None:
        index = CorpusIndex(known)
        known_causes = {found[0].key for found in map(entry_cause, index.by_signature.values()) if found}
        for key, entries in merged.causes.items():
            fresh = [e for e in entries if e.signature not in index.by_signature and e.content not in index.contents]
            if fresh and key not in known_causes:
                merged.new.append(fresh[0])  # one per root cause: its first entry
    return merged
