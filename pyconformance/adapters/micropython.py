"""`micropython`: MicroPython's WebAssembly port (npm package) run under node."""
from pyconformance.adapters.node_runtime import node_engine

MicroPython, ADAPTER = node_engine(
    "micropython", "@micropython/micropython-webassembly-pyscript",
    "MicroPython (npm micropython-webassembly-pyscript) under node, persistent agent")
# Batches share one instance (engine_micropython.mjs, screening); single runs get a fresh one.
