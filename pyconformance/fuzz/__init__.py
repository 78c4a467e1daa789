"""pyconformance.fuzz in a checkout: the fuzzer's code lives in the top-level fuzz/ folder (the
design card's layout), so this package's search path is that folder. An installed wheel has
no such redirection: pyproject.toml maps pyconformance.fuzz onto fuzz/ directly. Either way the
modules have one import path, pyconformance.fuzz.*; fuzz/__init__.py refuses the other."""
from pathlib import Path

__path__ = [str(Path(__file__).resolve().parents[2] / "fuzz")]
