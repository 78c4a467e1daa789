"""The package's import graph: no cycles among pyconform's modules (top-level imports, the
ones that run at import time), and the fuzzer importable under one name only."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_files() -> dict[str, Path]:
    found = {}
    for base, package in ((ROOT / "pyconformance", "pyconformance"), (ROOT / "fuzz", "pyconformance.fuzz")):
        for path in base.rglob("*.py"):
            if path.parts[-2:] == ("fuzz", "__init__.py") and base.name == "pyconformance":
                continue  # the checkout's redirection to fuzz/
            parts = path.relative_to(base).with_suffix("").parts
            name = ".".join((package, *parts))
            found[name.removesuffix(".__init__")] = path
    return found


def top_level_imports(path: Path, name: str, known: set[str]) -> set[str]:
    """Modules of KNOWN that NAME imports when it is imported (not inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in tree.body:
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1] + ([base] if base else []))
            targets = [f"{base}.{a.name}" for a in node.names] + [base]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        stack.pop()
        return []

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return []


def test_no_import_cycles():
    files = module_files()
    graph = {name: top_level_imports(path, name, set(files)) for name, path in files.items()}
    # Package parents are imported first anyway: an edge to one's own parent is not a cycle.
    graph = {n: {t for t in deps if not n.startswith(t + ".")} for n, deps in graph.items()}
    assert find_cycle(graph) == []


def test_the_cycle_check_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_fuzzer_has_one_import_path():
    code = "import pyconformance.fuzz.engine as e; print(e.__name__)\ntry:\n import fuzz.engine\nexcept ImportError as x: print(x)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    lines = done.stdout.splitlines()
    assert lines[0] == "pyconformance.fuzz.engine" and "one import path" in lines[1], done


def test_the_run_command_imports_nothing_of_the_fuzzer():
    # Commands of other modules are imported when they run: `pyconform run --help` stays fast.
    code = ("import sys\nfrom pyconformance.cli.main import main\ntry:\n main(['run', '--help'])\nexcept SystemExit: pass\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('hypothesis', 'fuzz')"
            " or m.startswith('pyconformance.fuzz') or m.startswith('pyconformance.reports.site')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "[]", done
