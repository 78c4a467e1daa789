"""`brython`: Brython (npm `brython`, the 3.8 line) run under node, no browser."""
from __future__ import annotations

from pyconform.adapters.node_runtime import NodeEngine, node_discover
from pyconform.implementation import Implementation, ImplementationError
from pyconform.specs import Adapter, register

PACKAGE = "brython"


class Brython(NodeEngine):
    engine = "brython"
    package = PACKAGE


def open_brython(spec: str, arg: str, isolation: str) -> Implementation:
    if arg:
        raise ImplementationError(f"{spec}: brython takes no argument (the npm package.json pins the version)")
    return Brython(spec)


register(Adapter(
    kind="brython",
    summary="Brython 3.8.x (npm brython) under node, persistent agent",
    factory=open_brython,
    discover=lambda: node_discover(PACKAGE, "brython"),
))
