"""pyconform's own implementation kinds, one module each, each exposing `ADAPTER`;
pyconform/specs.py declares them (BUILTIN_KINDS)."""
