"""Corpus entries: reduced divergences saved as case files with a [provenance] table.

Entries are written atomically (temporary file + os.replace), so an interrupted campaign
never leaves half a file, and indexed by signature and key, so a resumed campaign or a
merge of shards never writes the same divergence twice.
"""
from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional

import tomlkit

from pyconformance.cases import BLOCK_END, BLOCK_START, CaseError, load_case
from pyconformance.outcome import Outcome

from pyconformance.fuzz.divergence import Divergence, digest
from pyconformance.fuzz.entry_model import provenance_problem

# The catalogue rule each feature exercises; programs without a feature cite the
# fuzzer's agreement rule.
FEATURE_RULES = {
    "fstring-eq": "fstring.eq.text",
    "walrus": "walrus.comprehension-scope",
    "posonly": "posonly.positional-only",
    "dict-comp-order": "misc.dictcomp-order",
    "continue-finally": "misc.continue-in-finally",
    "star-return": "misc.return-yield-unpack",
    "star-yield": "misc.return-yield-unpack",
}
FALLBACK_RULE = "fuzz.differential"


def _inline(value: dict) -> tomlkit.items.InlineTable:
    table = tomlkit.inline_table()
    table.update({k: (_inline(v) if isinstance(v, dict) else v) for k, v in value.items() if v is not None})
    return table


def _text(text: str):
    """A literal multi-line string when that is exact and readable, else an escaped one."""
    printable = all(ch == "\n" or (ch.isprintable() and ch != "\x7f") for ch in text)
    if printable and "'''" not in text and text.endswith("\n") and not text.endswith("'\n"):
        return tomlkit.string(text, literal=True, multiline=True)
    return tomlkit.string(text)


def outcome_table(outcome: Outcome) -> dict:
    data = outcome.to_dict()
    for noisy in ("seconds", "stderr_tail"):  # timing and tracebacks vary run to run
        data.pop(noisy, None)
    return {k: v for k, v in data.items() if v not in (None, "", False) or k == "phase"}


def expect_table(outcome: Outcome) -> tomlkit.items.Table:
    table = tomlkit.table()
    table.add("phase", outcome.phase)
    table.add("stdout", _text(outcome.stdout))
    if outcome.exception:
        table.add("exception", outcome.exception.type)
    if outcome.exit_code not in (0, None) and not outcome.exception:
        table.add("exit_code", outcome.exit_code)
    return table


def render_entry(div: Divergence, reference_spec: str, candidate_spec: str, cause=None) -> str:
    """The entry: a case file whose metadata block (TOML, written by tomlkit) carries the
    expected outcome (the reference's) and the provenance."""
    features = list(div.program.features)
    rules = sorted({FEATURE_RULES[f] for f in features if f in FEATURE_RULES}) or [FALLBACK_RULE]
    description = (f"Fuzzer divergence ({', '.join(div.kinds)}): {div.candidate.name} "
                   f"{div.candidate.version_text} differs from {div.reference.name} {div.reference.version_text}.")
    doc = tomlkit.document()
    doc.add("rules", rules)
    doc.add("features", features or ["fuzz"])
    doc.add("description", description)
    doc.add("expect", expect_table(div.reference_outcome))
    if div.program.command_line:  # the cmdline generator's command line
        run = tomlkit.table()
        for key, value in div.program.command().items():
            run.add(key, value)
        doc.add("run", run)
    provenance = tomlkit.table()
    # "shard" holds the block number: the key committed entries carry (docs/glossary.md)
    for key, value in (("generator", div.program.generator), ("seed", div.seed), ("shard", div.block),
                       ("signature", div.signature), ("key", div.key), ("kinds", list(div.kinds)),
                       ("reducer", div.reducer or None), ("unreduced", div.unreduced or None),
                       ("cause", cause.key if cause is not None else None),
                       ("candidate_label", cause.candidate if cause is not None else None),
                       ("anchor", cause.anchor if cause is not None else None),
                       ("missing_module", missing_module_of(cause))):
        if value is not None:
            provenance.add(key, value)
    provenance.add("reference", _inline({"spec": reference_spec, **div.reference.to_dict()}))
    provenance.add("candidate", _inline({"spec": candidate_spec, **div.candidate.to_dict()}))
    provenance.add("reference_outcome", _inline(outcome_table(div.reference_outcome)))
    provenance.add("candidate_outcome", _inline(outcome_table(div.candidate_outcome)))
    doc.add("provenance", provenance)
    return with_metadata(doc, div.program.source)


def with_metadata(doc, source: str) -> str:
    """SOURCE under a `# /// pyconform` block holding DOC (a tomlkit document or a dict)."""
    block = [BLOCK_START]
    for line in tomlkit.dumps(doc).rstrip("\n").split("\n"):
        block.append("# " + line if line else "#")
    block.append(BLOCK_END)
    return "\n".join(block) + "\n" + source


MISSING_MODULE = "missing module "


def missing_module_of(cause) -> Optional[str]:
    anchor = getattr(cause, "anchor", "") or ""
    return anchor[len(MISSING_MODULE):] if anchor.startswith(MISSING_MODULE) else None


def cause_file_name(cause, length: int = 8) -> str:
    """Unique and stable per cause: what it is about, then its key (candidate + anchor)."""
    slug = re.sub(r"[^a-z0-9]+", "-", cause.anchor.lower()).strip("-")[:48].strip("-")
    return f"{slug}-{cause.key[:length]}.py"


def atomic_write(path: Path, text: str) -> None:
    """Write PATH whole or not at all (a full disk leaves no temporary file behind). A
    directory that vanished (deleted mid-campaign) is created again, once."""
    for attempt in (1, 2):
        tmp = path.with_name(f".{path.name}.tmp{os.getpid()}-{threading.get_ident()}")
        try:
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, path)
            return
        except FileNotFoundError:
            if attempt == 2:
                raise
            path.parent.mkdir(parents=True, exist_ok=True)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise


@dataclass(frozen=True)
class Entry:
    path: Optional[Path]  # None: remembered for this run only (no corpus directory)
    signature: str
    key: str
    content: str  # hash of the program text, for entries without a signature
    provenance: dict = field(compare=False, default_factory=dict)
    cause: str = ""  # the cause key recorded in its provenance ("" in entries from before causes)


def read_entry(path: Path) -> Optional[Entry]:
    return checked_entry(path)[0]


def checked_entry(path: Path) -> tuple[Optional[Entry], str]:
    """(the entry at PATH, "") or (None, what is wrong with it): a file that is no case, or
    whose provenance is not what the fuzzer wrote (fuzz/entry_model.py)."""
    try:
        case = load_case(path)
    except CaseError as exc:
        return None, f"line {exc.line}: {exc.message}"
    prov = case.provenance
    problem = provenance_problem(prov)
    if problem:
        return None, problem
    source = case.source.split(BLOCK_END + "\n", 1)[-1]
    content = digest(source)
    return Entry(path, str(prov.get("signature") or content), str(prov.get("key", "")), content, prov,
                 str(prov.get("cause", ""))), ""


class CorpusIndex:
    """The entries of one corpus directory, by signature and key; safe to share between threads."""

    def __init__(self, root: Optional[Path]):
        self.root = root
        self.lock = threading.Lock()
        self.by_signature: dict[str, Entry] = {}
        self.by_key: dict[str, Entry] = {}
        self.by_cause: dict[str, Entry] = {}
        self.entries: list[Entry] = []  # every entry read or written (two may share a signature)
        self.contents: set[str] = set()
        self.unreadable: list[str] = []  # "PATH: what is wrong", entries skipped (the summary's warnings)
        if root is not None and root.is_dir():
            for path in sorted(root.rglob("*.py")):
                entry, problem = checked_entry(path)
                if entry is not None:
                    self._remember(entry)
                else:
                    self.unreadable.append(f"{path}: {problem}")

    def _remember(self, entry: Entry) -> None:
        self.entries.append(entry)
        if entry.cause:
            self.by_cause.setdefault(entry.cause, entry)
        self.by_signature.setdefault(entry.signature, entry)
        if entry.key:
            self.by_key.setdefault(entry.key, entry)
        self.contents.add(entry.content)

    def knows_key(self, key: str) -> Optional[Entry]:
        with self.lock:
            return self.by_key.get(key)

    def save(self, div: Divergence, reference_spec: str, candidate_spec: str, cause=None) -> tuple[Path | None, bool]:
        """(path of the entry, whether it is new). Nothing is written without a root. With a
        CAUSE, one entry per cause, in a file named after it: another cause with the same
        signature gets its own file, and a file-name collision takes a longer name."""
        if cause is not None:
            return self._save_cause(div, reference_spec, candidate_spec, cause)
        with self.lock:
            known = self.by_signature.get(div.signature)
            if known is not None:
                self.by_key.setdefault(div.key, known)  # this generator's kind is now known too
                return known.path, False
            if self.root is None:
                self._remember(Entry(None, div.signature, div.key, digest(div.program.source)))
                return None, True
            path = self.root / f"{div.id}.py"
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                atomic_write(path, render_entry(div, reference_spec, candidate_spec))
            except BaseException:
                # Known for this run all the same, so its kind is not reduced again and again.
                self._remember(Entry(None, div.signature, div.key, digest(div.program.source)))
                raise
            self._remember(Entry(path, div.signature, div.key, digest(div.program.source)))
            return path, True


    def _save_cause(self, div: Divergence, reference_spec: str, candidate_spec: str, cause) -> tuple[Path | None, bool]:
        with self.lock:
            known = self.by_cause.get(cause.key)
            if known is not None:
                self.by_key.setdefault(div.key, known)
                return known.path, False
            entry = Entry(None, div.signature, div.key, digest(div.program.source), cause=cause.key)
            if self.root is None:
                self._remember(entry)
                return None, True
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                path = self._free_name(cause)
                atomic_write(path, render_entry(div, reference_spec, candidate_spec, cause))
            except BaseException:
                self._remember(entry)  # known for this run all the same
                raise
            self._remember(Entry(path, div.signature, div.key, entry.content, cause=cause.key))
            return path, True

    def _free_name(self, cause) -> Path:
        """The cause's file name; longer (more of its key) when another cause holds it."""
        names = [cause_file_name(cause, 8), cause_file_name(cause, 12)]
        names += [cause_file_name(cause, 12)[:-3] + f"-{n}.py" for n in range(2, 1000)]
        for name in names:
            path = self.root / name
            if not path.exists():
                return path
            held = read_entry(path)
            if held is not None and held.cause == cause.key:
                return path
        raise FileExistsError(f"{self.root}: no free file name for cause {cause.key}")


def merge(sources: Iterable[Path], out: Path) -> tuple[int, int]:
    """Copy entries from SOURCES into OUT, skipping signatures or programs already there."""
    index = CorpusIndex(out)
    out.mkdir(parents=True, exist_ok=True)
    added = skipped = 0
    for root in sources:
        for path in sorted(root.rglob("*.py")):
            entry = read_entry(path)
            if entry is None:
                continue
            with index.lock:
                duplicate = entry.signature in index.by_signature or entry.content in index.contents
                target = out / path.name
                if not duplicate and target.exists():
                    target = out / f"{path.stem}-{entry.content[:6]}.py"
                if duplicate:
                    skipped += 1
                    continue
                atomic_write(target, path.read_text(encoding="utf-8"))
                index._remember(Entry(target, entry.signature, entry.key, entry.content))
                added += 1
    return added, skipped
