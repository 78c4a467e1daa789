"""`micropython`: MicroPython's WebAssembly port (npm package) run under node."""
from pyconform.adapters.node_runtime import register_node_engine

MicroPython = register_node_engine(
    "micropython", "@micropython/micropython-webassembly-pyscript",
    "MicroPython (npm micropython-webassembly-pyscript) under node, persistent agent")
