"""Adapters for `KIND[:ARG]` implementation specs; each module registers itself.

Importing this package imports every adapter module listed here.
"""
from importlib import import_module

MODULES: list[str] = ["brython", "micropython", "cython", "transform", "backport"]

for _name in MODULES:
    import_module(f"pyconform.adapters.{_name}")
