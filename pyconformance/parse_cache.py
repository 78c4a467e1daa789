"""Parsed suite files (cases, the rule catalogue) kept between runs.

Parsing the TOML of every case file and of the catalogue is most of a quick run's
start-up (about 100 ms of a one-second `--isolation batch` suite), and these files rarely
change between runs. A parsed value is reused only while its file's size and modification
time are unchanged and the parser's own code is the same; a cache that cannot be read or
written is ignored, so the cache never changes what a run sees, only how soon it sees it.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Callable, Optional

from pyconformance import cases as case_format, program as program_format, rules as rule_format, tomlcompat
from pyconformance.adapters.info import cache_root

FORMAT = 2
PARSER_MODULES = (case_format, program_format, rule_format, tomlcompat)  # the code that shapes parsed values
# ... and the declared input model, named by file: importing it (pydantic) is what a warm run avoids.
PARSER_FILES = tuple(Path(case_format.__file__).parent / name for name in ("input_model.py", "expectations/known.py"))
Stamp = tuple[int, int]


def file_stamp(path: Path | str) -> Stamp:
    found = os.stat(path)
    return found.st_mtime_ns, found.st_size


def parser_stamp() -> tuple:
    return (FORMAT, *(file_stamp(module.__file__) for module in PARSER_MODULES), *map(file_stamp, PARSER_FILES))


class ParseCache:
    """Values parsed from the files of one suite directory, by path, each with the stamp of
    the file it came from. Use: `value = cache.parse(path, parser)`, then `cache.save()`."""

    def __init__(self, root: Path):
        self.file = cache_file(root, "pickle")
        self.parser = parser_stamp()
        self.entries: dict[str, tuple[Stamp, Any]] = {}
        self.used: set[str] = set()
        self.changed = False
        try:
            with open(self.file, "rb") as f:
                saved = pickle.load(f)
            if saved.get("parser") == self.parser:
                self.entries = saved["entries"]
        except Exception:  # noqa: BLE001 - missing, corrupt or from another version: parse again
            self.entries = {}

    def parse(self, path: Path, parser: Callable[[], Any]) -> Any:
        """PATH's value: the cached one while the file is unchanged, else PARSER() (whose
        exceptions propagate and leave nothing cached)."""
        key = str(path)
        self.used.add(key)
        try:
            stamp: Optional[Stamp] = file_stamp(path)
        except OSError:
            stamp = None  # let the parser report the unreadable file
        entry = self.entries.get(key)
        if stamp is not None and entry and entry[0] == stamp:
            return entry[1]
        value = parser()
        if stamp is not None:
            self.entries[key] = (stamp, value)
            self.changed = True
        return value

    def save(self) -> None:
        """Write the entries used by this run (files deleted since are dropped), atomically."""
        if not self.changed and set(self.entries) == self.used:
            return
        entries = {p: e for p, e in self.entries.items() if p in self.used}
        write_pickle(self.file, {"parser": self.parser, "entries": entries})


def by_stamps(kind: str, root: Path, paths: list[Path], compute: Callable[[], Any]) -> Any:
    """COMPUTE() (a pickleable value derived from the files PATHS of the suite at ROOT), kept
    between runs while every one of those files keeps its size and modification time: e.g.
    the suite revision, a hash of every case file, which a run would otherwise read again."""
    try:
        key = hashlib.sha256(repr([(str(p), file_stamp(p)) for p in paths]).encode()).hexdigest()
    except OSError:
        return compute()
    file = cache_file(root, f"{kind}.pickle")
    try:
        with open(file, "rb") as f:
            saved = pickle.load(f)
        if saved.get("key") == key:
            return saved["value"]
    except Exception:  # noqa: BLE001 - missing or corrupt: compute again
        pass
    value = compute()
    write_pickle(file, {"key": key, "value": value})
    return value


def cache_file(root: Path, suffix: str) -> Path:
    """Where the cache of the suite at ROOT keeps a kind of value (one file per suite directory)."""
    digest = hashlib.sha256(str(Path(root).resolve()).encode()).hexdigest()[:16]
    return cache_root() / "parsed" / f"{digest}.{suffix}"


def write_pickle(file: Path, value: Any) -> None:
    """Write VALUE to FILE atomically; a cache that cannot be written only costs the next run
    the work it would have saved."""
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=file.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temp, file)
    except OSError:
        pass
