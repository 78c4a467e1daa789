"""CPython's own regression tests (the reference's installed Lib/test) run on a candidate
as a second oracle: `pyconform upstream`, and the `upstream` section of a certificate."""
