"""`micropython`: MicroPython's WebAssembly port (npm package) run under node."""
from pyconformance.adapters.node_runtime import node_engine

MicroPython, ADAPTER = node_engine(
    "micropython", "@micropython/micropython-webassembly-pyscript",
    "MicroPython (npm micropython-webassembly-pyscript) under node, persistent agent", "wasm engine",
    screen_is_exact=False)  # batches share one instance (engine_micropython.mjs); single runs get a fresh one
