"""The generators a campaign can use, by name."""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Optional

from hypothesis import strategies as st


@dataclass(frozen=True)
class GeneratorInfo:
    name: str
    module: str
    summary: str
    targeted: bool  # feature-targeted, with a model of the expected outcome
    default: bool = True
    # (fewest, most) part seeds `build` takes; None: not built from part seeds, so its
    # programs cannot come in derived batches (fuzz/batching.py).
    parts: Optional[tuple[int, int]] = None
    # (import name, extra that installs it) of an optional package the generator needs
    needs: Optional[tuple[str, str]] = None
    # Relative share of a derived batch (fuzz/batching.py): a generator whose programs each
    # need fresh processes (cmdline) is drawn less often, so it does not set the campaign's pace.
    weight: float = 1.0
    # Its programs carry interpreter flags/environment/files: implementations that cannot take
    # a command line skip them (Implementation.takes_command_line).
    command_line: bool = False

    def missing(self) -> str:
        """'' when usable, else the one-line reason (the package to install)."""
        if self.needs is None or importlib.util.find_spec(self.needs[0]) is not None:
            return ""
        return (f"generator {self.name!r} needs the package {self.needs[0]} "
                f"(pip install 'pyconformance[{self.needs[1]}]')")

    def strategy(self) -> st.SearchStrategy:
        return importlib.import_module(f"pyconformance.fuzz.{self.module}").strategy()

    def build(self, seeds: list[int]):
        """The program for raw part seeds (atheris, batches); None for generators without part seeds."""
        if self.parts is None:
            return None
        return importlib.import_module(f"pyconformance.fuzz.{self.module}").build(seeds)


GENERATORS: dict[str, GeneratorInfo] = {g.name: g for g in (
    GeneratorInfo("fstring", "generators.fstring", "f-strings with '=', specs, conversions, nesting", True, parts=(2, 5)),
    GeneratorInfo("signature", "generators.signature", "signatures with '/', '*', defaults; legal and illegal calls", True,
                  parts=(2, 6)),
    GeneratorInfo("walrus", "generators.walrus", "':=' in comprehensions, lambdas, global/nonlocal scopes", True,
                  parts=(1, 5)),
    GeneratorInfo("misc", "generators.misc", "dict-comprehension order, continue in finally, star return/yield", True,
                  parts=(1, 4)),
    GeneratorInfo("program", "generators.program", "whole programs from the 3.8 grammar that run (many constructs)", False,
                  parts=(1, 3)),
    GeneratorInfo("mutate", "generators.mutate", "libcst edits of suite cases and corpus entries", False, parts=(2, 4)),
    GeneratorInfo("library", "generators.library", "3.8 library functions the catalogue names, with edge-value and "
                  "signature-breaking arguments (fuzz/data/library_38.toml)", False, parts=(1, 6)),
    GeneratorInfo("audit", "generators.audit", "audit hooks (PEP 578) printing the events of file, import, exec, "
                  "pickle and marshal actions", False, parts=(1, 6)),
    GeneratorInfo("cmdline", "generators.cmdline", "interpreter flags, environment variables and files, with a report "
                  "of sys.flags, pycache prefix and .pyc locations", False, parts=(1, 5), weight=0.05,
                  command_line=True),
    GeneratorInfo("codegen", "generators.codegen", "random compilable ASTs from pysource-codegen (slow)", False, default=False,
                  needs=("pysource_codegen", "grammar")),
    GeneratorInfo("grammar", "generators.grammar", "hypothesmith sources, compile-only (slow)", False, default=False,
                  needs=("hypothesmith", "grammar")),
)}
TARGETED = tuple(name for name, g in GENERATORS.items() if g.targeted)
DEFAULT = tuple(name for name, g in GENERATORS.items() if g.default)


def resolve(names: tuple[str, ...]) -> tuple[str, ...]:
    """Expand 'all', 'default' and 'targeted'; ValueError for an unknown name or a named
    generator whose optional package is missing ('all' means all that can run here)."""
    if not names:
        return DEFAULT
    chosen: list[str] = []
    for name in names:
        group = {"all": tuple(GENERATORS), "default": DEFAULT, "targeted": TARGETED}.get(name, (name,))
        for one in group:
            if one not in GENERATORS:
                raise ValueError(f"unknown generator {one!r}; choose from {', '.join(GENERATORS)}, "
                                 "all, default, targeted")
            if GENERATORS[one].missing():
                if name == "all":
                    continue
                raise ValueError(GENERATORS[one].missing())
            if one not in chosen:
                chosen.append(one)
    return tuple(chosen)


def program_strategy(names: tuple[str, ...]) -> st.SearchStrategy:
    """One strategy over the chosen generators (Hypothesis shrinks towards the first)."""
    return st.one_of(*(GENERATORS[name].strategy() for name in names))
