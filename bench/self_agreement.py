"""Reference against itself: every divergence or harness error is a false positive.

    python -m bench.self_agreement [--programs 100000] [--impl python3] [--jobs 2]

Runs one `pyconform fuzz` campaign with the same implementation as reference and
candidate (default generators) and prints programs, divergences and harness errors.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=100_000)
    parser.add_argument("--impl", default="python3")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=100_000)
    args = parser.parse_args()
    out = tempfile.mkdtemp(prefix="pyconform-self-")
    done = subprocess.run(
        [sys.executable, "-m", "pyconformance", "fuzz", "--reference", args.impl, "--candidate", args.impl,
         "--programs", str(args.programs), "--jobs", str(args.jobs), "--seed", str(args.seed), "--out", out],
        capture_output=True, text=True)
    print(done.stdout, end="")
    found = re.search(r"(\d+) harness error", done.stdout)
    errors = int(found.group(1)) if found else -1
    print(f"self-agreement: exit {done.returncode}, harness errors {errors}, output in {out}")
    sys.exit(0 if done.returncode == 0 and errors == 0 else 1)


if __name__ == "__main__":
    main()
