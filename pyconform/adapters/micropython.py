"""`micropython`: MicroPython's WebAssembly port (npm package) run under node."""
from __future__ import annotations

from pyconform.adapters.node_runtime import NodeEngine, node_discover
from pyconform.implementation import Implementation, ImplementationError
from pyconform.specs import Adapter, register

PACKAGE = "@micropython/micropython-webassembly-pyscript"


class MicroPython(NodeEngine):
    engine = "micropython"
    package = PACKAGE


def open_micropython(spec: str, arg: str, isolation: str) -> Implementation:
    if arg:
        raise ImplementationError(f"{spec}: micropython takes no argument")
    return MicroPython(spec)


register(Adapter(
    kind="micropython",
    summary="MicroPython (npm micropython-webassembly-pyscript) under node, persistent agent",
    factory=open_micropython,
    discover=lambda: node_discover(PACKAGE, "micropython"),
))
