"""Fill in the measured outcome of new case files: `[expect]` from CPython 3.8, `[[drift]]` from later ones.

    python tools/measure_cases.py conformance/cases/library/math_x.py ...

Each file is run through the suite's own runner (`pyconform run --format json`, in a scratch copy
of the suite) on each reference interpreter. The `[expect]` table is replaced by what 3.8 did
(`message` only when the file already asks for it); a `[[drift]]` entry is written for each later
version whose outcome differs from the one before it, keeping the reason already written for that
`since` (else "TODO: reason", which the author must replace). The outcome is measured, never
guessed: read every rewritten file before committing it.
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import tomlkit

from pyconformance.cases import BLOCK_END, BLOCK_START

PYENV = Path("/root/.pyenv/versions")
REFERENCES = [("3.8", "3.8.18"), ("3.9", "3.9.18"), ("3.10", "3.10.13"), ("3.11", "3.11.7"), ("3.12", "3.12.1"),
              ("3.13", "3.13.0")]


def split_block(text: str) -> tuple[str, str]:
    """(metadata TOML, program) of a case file."""
    lines = text.splitlines(keepends=True)
    end = next(n for n, line in enumerate(lines) if line.rstrip("\n") == BLOCK_END)
    toml = "".join(line[2:] if line.startswith("# ") else line[1:] for line in lines[1:end])
    return toml, "".join(lines[end + 1:])


def join_block(doc: str, program: str) -> str:
    # A newline right after the opening quotes is dropped by TOML: the suite's style.
    doc = re.sub(r"^(stdout = (?:\'\'\'|\"\"\"))(?!\n)", r"\1\n", doc, flags=re.M)
    body = "".join(("# " + line if line.strip() else "#\n") if line != "\n" else "#\n"
                   for line in doc.splitlines(keepends=True))
    return f"{BLOCK_START}\n{body}{BLOCK_END}\n{program}"


def outcome(actual: dict, want_message: bool) -> dict:
    out: dict = {"phase": actual["phase"]}
    if actual.get("stdout") and actual["phase"] != "compile" or actual["phase"] == "ok":
        out["stdout"] = actual.get("stdout") or ""
    exc = actual.get("exception")
    if exc:
        out["exception"] = exc["type"]
        if want_message:
            out["message"] = exc["message"]
    if actual.get("exit_code") not in (None, 0, 1) or (actual["phase"] == "ok" and actual.get("exit_code")):
        out["exit_code"] = actual["exit_code"]
    return out


def table(values: dict) -> tomlkit.items.Table:
    tbl = tomlkit.table()
    for key, value in values.items():
        if isinstance(value, str) and "\n" in value and key == "stdout":
            tbl.add(key, tomlkit.string(value, multiline=True, literal="'''" not in value))
        else:
            tbl.add(key, value)
    return tbl


def measure(suite: Path, files: list[Path], python: Path) -> dict[str, dict]:
    scratch = Path(tempfile.mkdtemp(prefix="measure-"))
    try:
        for name in ("rules.toml", "features.toml"):
            shutil.copy(suite / name, scratch / name)
        if (suite / "rules.d").is_dir():
            shutil.copytree(suite / "rules.d", scratch / "rules.d")
        for path in files:
            target = scratch / "cases" / path.parent.name / path.name
            target.parent.mkdir(parents=True, exist_ok=True)
            toml, program = split_block(path.read_text(encoding="utf-8"))
            doc = tomlkit.parse(toml)
            doc["expect"] = {"phase": "ok", "stdout": ""}
            doc.pop("drift", None)
            target.write_text(join_block(tomlkit.dumps(doc), program), encoding="utf-8")
        run = subprocess.run([sys.executable, "-m", "pyconformance", "run", "--impl", str(python),
                              "--suite", str(scratch), "--format", "json", "--no-expectations"],
                             capture_output=True, text=True)
        if not run.stdout.strip():
            sys.exit(f"pyconform run failed on {python}:\n{run.stderr[-2000:]}")
        doc = json.loads(run.stdout)
        return {case["path"].split("/", 1)[1][:-3]: case for case in doc["cases"]}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--suite", type=Path, default=Path("conformance"))
    args = parser.parse_args(argv)
    files = [f.resolve() for f in args.files]
    results = {label: measure(args.suite, files, PYENV / full / "bin" / f"python{label}")
               for label, full in REFERENCES}
    for path in files:
        key = f"{path.parent.name}/{path.stem}"
        toml, program = split_block(path.read_text(encoding="utf-8"))
        doc = tomlkit.parse(toml)
        want_message = "message" in doc.get("expect", {})
        reasons = {d["since"]: d["reason"] for d in doc.get("drift", [])}
        doc.pop("expect", None)
        doc.pop("drift", None)
        base = results["3.8"].get(key)
        if base is None or base["status"] == "error":
            print(f"{key}: NOT MEASURED ({base and base.get('message')})")
            continue
        previous = outcome(base["actual"], want_message)
        doc["expect"] = table(previous)
        drifts = tomlkit.aot()
        for label, _ in REFERENCES[1:]:
            now = outcome(results[label][key]["actual"], want_message)
            if now != previous:
                entry = {"since": label, "reason": reasons.get(label, "TODO: reason")}
                entry.update(now)
                drifts.append(table(entry))
                previous = now
        if drifts:
            doc["drift"] = drifts
        path.write_text(join_block(tomlkit.dumps(doc), program), encoding="utf-8")
        print(f"{key}: {base['actual']['phase']} {len(drifts)} drift(s)"
              + (f"  stderr: {base['actual'].get('stderr_tail', '')[-200:]!r}"
                 if base["actual"]["phase"] != "ok" else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
