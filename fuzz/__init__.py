"""pyconform's differential fuzzer: generators, campaigns, reduction, corpus (docs/fuzzing.md).

Imported as pyconformance.fuzz only: a second name for the same files would make two module
objects of each (two classes of every type, two copies of every module-level state)."""
if __name__ != "pyconformance.fuzz":
    raise ImportError(f"import pyconformance.fuzz, not {__name__} (the fuzzer has one import path)")
