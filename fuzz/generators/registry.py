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

    def missing(self) -> str:
        """'' when usable, else the one-line reason (the package to install)."""
        if self.needs is None or importlib.util.find_spec(self.needs[0]) is not None:
            return ""
        return (f"generator {self.name!r} needs the package {self.needs[0]} "
                f"(pip install 'pyconformance[{self.needs[1]}]')")

    def strategy(self) -> st.SearchStrategy:
        return importlib.import_module(f"pyconformance.fuzz.{self.module}").strategy()

    def build(self, seeds: list[int]):
        """The program for raw part seeds (atheris); None for generators without that form."""
        module = importlib.import_module(f"pyconformance.fuzz.{self.module}")
        return module.build(seeds) if hasattr(module, "build") and self.module != "generators.codegen" else None


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
