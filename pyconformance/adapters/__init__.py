"""pyconform's own implementation kinds, one module each, each exposing `ADAPTER`;
pyconformance/adapters/specs.py declares them (BUILTIN_KINDS)."""
