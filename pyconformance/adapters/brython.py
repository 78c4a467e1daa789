"""`brython`: Brython (npm `brython`) run under node, no browser.

`brython` is the 3.8 line node/package.json pins; `brython:RELEASE` (3.9.x to 3.11.x are
driven) installs that npm release beside it. Its probe imports os first: from 3.12 that
import fails under the agent (`AttributeError: 'Javascript Object' object has no attribute 'curdir'`),
so such a release is refused, not certified."""
from pyconformance.adapters.node_runtime import node_engine

Brython, ADAPTER = node_engine(
    "brython", "brython", "Brython (npm brython; 3.8.10 pinned, brython:RELEASE for others) under node, persistent agent",
    "JS engine", probe_prelude="import os\n")
