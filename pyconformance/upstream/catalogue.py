"""The declared list of reference test modules (conformance/upstream.toml), per feature."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pyconformance.tomlcompat import TOMLDecodeError, decode_error, tomllib

FILE_NAME = "upstream.toml"
DEFAULT_TIMEOUT = 120.0
MODULE_NAME = re.compile(r"test_\w+(\.test_\w+)*")


class CatalogueError(Exception):
    """The list cannot be used (one line: file, line, what is wrong)."""


@dataclass(frozen=True)
class UpstreamModule:
    name: str  # a module of the `test` package: test_fstring, test_importlib.test_metadata_api
    features: tuple[str, ...]
    timeout: float
    backports: tuple[str, ...] = ()  # library backports (backport:PACKAGE) that run this module


@dataclass(frozen=True)
class Catalogue:
    path: Path
    modules: tuple[UpstreamModule, ...]
    # Test id (or fnmatch pattern) -> why it is not run anywhere: tests the confinement cannot host.
    not_run: dict[str, str] = field(default_factory=dict)

    def for_backport(self, package: str) -> tuple[UpstreamModule, ...]:
        return tuple(m for m in self.modules if package in m.backports)


def load_catalogue(path: Path, features: frozenset[str] = frozenset()) -> Catalogue:
    """PATH's modules; FEATURES, when given, is the closed vocabulary they must use."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CatalogueError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise CatalogueError(f"{path}: cannot read ({exc})") from None
    try:
        data = tomllib.loads(text)
    except TOMLDecodeError as exc:
        line, message = decode_error(exc, text)
        raise CatalogueError(f"{path}:{line}: {message}") from None
    default = data.get("timeout", DEFAULT_TIMEOUT)
    table = data.get("modules")
    if not isinstance(table, dict) or not table:
        raise CatalogueError(f"{path}: needs a [modules.NAME] table per test module")
    modules = []
    for name, entry in table.items():
        where = f"{path}: [modules.{name}]"
        if not MODULE_NAME.fullmatch(name):
            raise CatalogueError(f"{where}: not a test module name (test_x or test_x.test_y)")
        if not isinstance(entry, dict) or not isinstance(entry.get("features"), list) or not entry["features"]:
            raise CatalogueError(f"{where}: needs features = [...]")
        unknown = sorted(set(entry["features"]) - features) if features else []
        if unknown:
            raise CatalogueError(f"{where}: unknown feature(s) {', '.join(unknown)} (see features.toml)")
        timeout = entry.get("timeout", default)
        if not isinstance(timeout, (int, float)) or timeout <= 0:
            raise CatalogueError(f"{where}: timeout must be a positive number of seconds")
        modules.append(UpstreamModule(name, tuple(entry["features"]), float(timeout),
                                      tuple(entry.get("backports", ()))))
    not_run = data.get("not_run", {})
    if not isinstance(not_run, dict) or not all(isinstance(v, str) and v for v in not_run.values()):
        raise CatalogueError(f"{path}: [not_run] maps a test id (or pattern) to the reason it is not run")
    return Catalogue(path, tuple(modules), dict(not_run))
