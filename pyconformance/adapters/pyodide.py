"""`pyodide`: Pyodide (CPython compiled to WebAssembly, npm package) run under node.

Its language version is the CPython it embeds (3.14 for pyodide 314.x), so the suite's
declared version drift explains what changed after 3.8."""
from pyconformance.adapters.node_runtime import node_engine

Pyodide, ADAPTER = node_engine(
    "pyodide", "pyodide",
    "Pyodide (npm pyodide: CPython compiled to WebAssembly) under node, one persistent instance", "wasm engine",
    persistent=True)
