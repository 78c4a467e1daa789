"""Citations that resolve for someone who has only a bug report.

A rule's `source` names a section of the project's spec, two seed documents that are other
people's writing and so are not shipped here (000-article.md, 001-mail-f-string-debug-conversion.txt).
A report names each by its publication (title, author, date, where it appeared) and adds the public
page of the same feature: its PEP and its section of the Python 3.8 "What's New" (stable
docs.python.org anchors).
"""
from __future__ import annotations

SEEDS = {
    "000-article.md": "the LWN.net article \"What's coming in Python 3.8\" (Jake Edge, 2019-07-17)",
    "001-mail-f-string-debug-conversion.txt": "Eric V. Smith's python-ideas mail \"f-string \"debug\" "
                                              "conversion\" (2018-10-02)",
}
WHATSNEW = "https://docs.python.org/3/whatsnew/3.8.html"

# A phrase of the cited section -> the public pages of that feature.
PUBLIC = (
    ("walrus", ("PEP 572 https://peps.python.org/pep-0572/", f"What's New in 3.8 {WHATSNEW}#assignment-expressions")),
    ("Positional-only", ("PEP 570 https://peps.python.org/pep-0570/",
                         f"What's New in 3.8 {WHATSNEW}#positional-only-parameters")),
    ("f-string", (f"What's New in 3.8 {WHATSNEW}#f-strings-support-for-self-documenting-expressions-and-debugging",)),
    ("__pycache__", (f"What's New in 3.8 {WHATSNEW}#parallel-filesystem-cache-for-compiled-bytecode-files",)),
    ("PEP 594", ("PEP 594 https://peps.python.org/pep-0594/",)),
    ("exit status", ("the Python 3.8 library reference https://docs.python.org/3.8/library/sys.html#sys.exit",)),
    ("differential fuzzing", ("the Python 3.8 language reference https://docs.python.org/3.8/reference/ "
                              "(an implementation of 3.8 behaves as CPython 3.8 does)",)),
)


def public_pages(source: str) -> list[str]:
    pages: list[str] = []
    for phrase, found in PUBLIC:
        if phrase.lower() in source.lower():
            pages += [p for p in found if p not in pages]
    if not pages and "And more" in source:
        pages.append(f"What's New in 3.8 {WHATSNEW}")
    return pages


def cite(source: str) -> str:
    """SOURCE as written in rules.toml, with the seeds' repository paths and the public pages."""
    text = source
    for seed, publication in SEEDS.items():
        text = text.replace(seed, publication)
    text = text.replace("DESIGN.md § differential fuzzing", "pyconform's differential fuzzing")
    pages = public_pages(source)
    return text + ("; see " + "; ".join(pages) if pages else "")
