"""The docs stay true to the code: the README's length, a running section per implementation
kind, a row per fuzz generator, and every file the docs name exists."""
from __future__ import annotations

import re

import pytest

from pyconformance.fuzz.generators.registry import GENERATORS
from pyconformance.adapters.specs import BUILTIN_KINDS
from tests.conftest import ROOT

DOCS = ROOT / "docs"
# placeholders in recipes: a file the maintainer creates, not one that exists
PLACEHOLDER = re.compile(r"<[^>]+>|mine|\bNAME\b|\.\.\.|…|\*|\{")
# files other work is writing at the same time: named before they land; remove a name here once
# its file exists
PENDING: set[str] = set()


def test_the_readme_stays_short():
    assert len((ROOT / "README.md").read_text().splitlines()) <= 100


@pytest.mark.parametrize("kind", sorted(BUILTIN_KINDS))
def test_every_builtin_kind_has_its_section_in_running(kind):
    headings = [line for line in (DOCS / "running.md").read_text().splitlines() if line.startswith("### ")]
    assert any(f"`{kind}" in line for line in headings), f"docs/running.md has no section for {kind}"


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_every_generator_has_its_row_in_fuzzing(name):
    assert f"| `{name}` |" in (DOCS / "fuzzing.md").read_text()


def named_paths(text: str) -> set[str]:
    """Repository paths the text names in backquotes (`pyconformance/...`, `tests/x.py`, ...)."""
    found = set()
    for quoted in re.findall(r"`([^`\s]+)`", text):
        path = quoted.split("::")[0].rstrip(",.:")
        if re.match(r"^(pyconformance|fuzz|conformance|corpus|tests|bench|tools|docs)/", path) and \
                not PLACEHOLDER.search(path):
            found.add(path)
    return found


@pytest.mark.parametrize("page", sorted(p.name for p in DOCS.glob("*.md")))
def test_every_file_a_page_names_exists(page):
    missing = sorted(p for p in named_paths((DOCS / page).read_text()) - PENDING if not (ROOT / p).exists())
    assert not missing, f"docs/{page} names files that do not exist: {missing}"


def test_running_says_the_default_isolation_and_in_which_modes_the_certificates_were_made():
    """The page once said certificates are made in the default mode; 42 of 46 were made with
    `batch`. What it says now is read from the code and from each certificate's provenance."""
    import json
    from collections import Counter

    from pyconformance.cli.main import run

    default = next(p.default for p in run.params if p.name == "isolation")
    text = " ".join((DOCS / "running.md").read_text().split())
    assert f"`{default}` is the default of `pyconform run`" in text
    made = Counter(json.loads(p.read_text())["provenance"]["isolation"]
                   for p in (ROOT / "conformance" / "results").glob("*.json"))
    said = re.search(r"(\d+) of the (\d+) were made with `(\w+)` and (\d+) with `(\w+)`", text)
    assert said, "docs/running.md does not say in which modes the committed certificates were made"
    assert int(said[2]) == sum(made.values())
    assert {said[3]: int(said[1]), said[5]: int(said[4])} == dict(made)
