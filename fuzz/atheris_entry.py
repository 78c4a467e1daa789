"""libFuzzer/atheris entry: the same generators and differ, driven by fuzzer bytes.

    python -m pyconformance.fuzz.atheris_entry [libFuzzer flags]        # needs `pip install atheris`

Environment: PYCONFORM_REFERENCE (default python3), PYCONFORM_CANDIDATE (default pypy3),
PYCONFORM_GENERATORS (comma list, default the targeted ones). The first input byte picks
the generator; the rest become its part seeds. A divergence raises AssertionError, which
libFuzzer reports as a crash with the input saved (ClusterFuzzLite, OSS-Fuzz).
"""
from __future__ import annotations

import os
import sys
from typing import Optional

try:  # atheris is optional: CI imports this module without it
    import atheris
except ImportError:  # pragma: no cover - depends on the machine
    atheris = None

from pyconformance.differ import compare
from pyconformance.fuzz.choice import seeds_from_bytes
from pyconformance.fuzz.generators.registry import GENERATORS, TARGETED
from pyconformance.adapters.specs import open_implementation

MAX_PARTS = 6
_impls: dict[str, object] = {}


def _impl(spec: str):
    if spec not in _impls:
        _impls[spec] = open_implementation(spec)
    return _impls[spec]


def program_for(data: bytes, generators: tuple[str, ...]):
    """The generated program for raw bytes (deterministic); None if the generator has no byte form."""
    if not data:
        return None
    name = generators[data[0] % len(generators)]
    return GENERATORS[name].build(seeds_from_bytes(data[1:], MAX_PARTS))


def TestOneInput(data: bytes, reference: Optional[str] = None, candidate: Optional[str] = None) -> None:
    generators = tuple(os.environ.get("PYCONFORM_GENERATORS", ",".join(TARGETED)).split(","))
    program = program_for(data, generators)
    if program is None:
        return
    ref = _impl(reference or os.environ.get("PYCONFORM_REFERENCE", "python3"))
    cand = _impl(candidate or os.environ.get("PYCONFORM_CANDIDATE", "pypy3"))
    ref_outcome, cand_outcome = ref.run(program.program()), cand.run(program.program())
    found = compare(ref_outcome, cand_outcome, source=program.source,
                    reference_version=ref.info.language_version, candidate_version=cand.info.language_version)
    if found:
        raise AssertionError(f"divergence ({', '.join(d.kind for d in found.differences)}):\n{program.source}")


def main() -> None:  # pragma: no cover - needs atheris
    if atheris is None:
        sys.exit("atheris is not installed: pip install atheris")
    atheris.Setup(sys.argv, TestOneInput)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
