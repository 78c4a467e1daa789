"""tomllib on 3.11+, the tomli backport before."""
import re
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.9/3.10 hosts
    import tomli as tomllib

TOMLDecodeError = tomllib.TOMLDecodeError



def decode_error(exc: Exception, text: str, first_line: int = 1) -> tuple[int, str]:
    """(file line, message) of a TOML error in TEXT, which starts at FIRST_LINE of its file."""
    found = re.search(r"line (\d+)", str(exc))
    if found:
        line = first_line + int(found.group(1)) - 1
    elif "end of document" in str(exc):
        line = first_line + max(len(text.splitlines()) - 1, 0)
    else:
        line = first_line
    return line, f"bad TOML: {str(exc).split(' (at')[0]}"


__all__ = ["tomllib", "TOMLDecodeError", "decode_error"]
