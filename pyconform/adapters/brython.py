"""`brython`: Brython (npm `brython`, the 3.8 line) run under node, no browser."""
from pyconform.adapters.node_runtime import node_engine

Brython, ADAPTER = node_engine(
    "brython", "brython", "Brython 3.8.x (npm brython) under node, persistent agent")
