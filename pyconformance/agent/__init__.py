"""Guest code: what runs inside the implementation under test or inside a tool's own interpreter.

The Python files here are started as scripts by another interpreter (CPython 2.7-3.13, PyPy, a
backport's virtualenv, a compiler's virtualenv), never imported there: they use only the standard
library and syntax old enough for every interpreter that runs them, and they never import
pyconformance. node/ holds the JavaScript engines' agents. `client.py` is the host side of the
framed protocol (docs/protocol.md); the host may import the guest modules to share their framing."""
