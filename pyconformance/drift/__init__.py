"""Version drift: where CPython 3.9+ differs from 3.8. `declared` is the table written in the
suite; `measured` runs a CPython of the candidate's own language version to confirm a drift."""
