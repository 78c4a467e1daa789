"""tomllib on 3.11+, the tomli backport before."""
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.9/3.10 hosts
    import tomli as tomllib

TOMLDecodeError = tomllib.TOMLDecodeError

__all__ = ["tomllib", "TOMLDecodeError"]
