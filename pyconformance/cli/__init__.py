"""The command line: `main` is the click group (console scripts `pyconform` and `pyconformance`);
one module per command family, each imported only when its command runs (group.py)."""
