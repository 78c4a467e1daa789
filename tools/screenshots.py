"""Screenshots of the committed results site (conformance/results/index.html) for docs/running.md.

    python -m tools.screenshots [--out docs/screenshots]

Needs chromium and websocket-client (tox -e adapters has both)."""
from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from tests.chromium import Browser

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "conformance" / "results" / "index.html"
# name -> (fragment, what a reader sees)
VIEWS = {
    "summary": ("", "the feature x implementation matrix"),
    "pypy-not-passed": ("#impl={pypy}&status=notpass", "PyPy's cases that do not pass, with outcomes and reasons"),
    "cases-fail-on-one": ("#page=cases&view=one&feature=walrus&ikind=interpreter",
                          "walrus cases that fail on exactly one of the interpreters"),
    "micropython-history": ("#page=history&history=micropython",
                            "MicroPython 1.23.0 to 1.27.0: passes per feature, and the cases that changed"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(Path(profile))
        try:
            browser.open(PAGE.as_uri())
            pypy = browser.evaluate("Array.from(document.querySelectorAll('table.matrix th.impl'))"
                                    ".map(th => th.dataset.slug).find(s => s.startsWith('pypy'))")
            for name, (fragment, what) in VIEWS.items():
                browser.open(PAGE.as_uri() + fragment.format(pypy=pypy))
                path = browser.screenshot(args.out / f"{name}.png")
                print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {what}")
        finally:
            browser.close()


if __name__ == "__main__":
    main()
