"""The atheris entry imports without atheris and drives the same generators and differ."""
from __future__ import annotations

import sys

import pytest

from pyconformance.outcome import Outcome

from pyconformance.fuzz import atheris_entry as entry
from pyconformance.fuzz.atheris_entry import TestOneInput as one_input
from pyconformance.fuzz.atheris_entry import program_for
from pyconformance.fuzz.generators.registry import TARGETED


def test_bytes_map_to_deterministic_programs():
    first = program_for(b"\x02some fuzzer bytes", TARGETED)
    assert first is not None and first.generator == TARGETED[2]
    assert program_for(b"\x02some fuzzer bytes", TARGETED).source == first.source
    assert program_for(b"", TARGETED) is None


class Silent:
    """A candidate that prints nothing, whatever the program."""

    def __init__(self, info):
        self.info = info

    def run(self, program):
        return Outcome(phase="ok")


def test_agreement_passes_and_a_divergence_raises(monkeypatch):
    data = b"\x00\x01\x02\x03\x04\x05\x06"
    one_input(data, sys.executable, sys.executable)
    reference = entry._impl(sys.executable)
    monkeypatch.setitem(entry._impls, "silent", Silent(reference.info))
    with pytest.raises(AssertionError, match="divergence"):
        one_input(data, sys.executable, "silent")
