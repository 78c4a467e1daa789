"""Files pyconform writes for its user (reports, certificates, summaries): checked before the
work that fills them, and written whole or not at all.

A report is written to a temporary file in the same directory and renamed over its path,
so a reader never sees half of one and a failed write (a full disk) leaves the previous file
as it was and no temporary file behind.
"""
from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path
from typing import Optional, Union


def os_error_text(exc: OSError) -> str:
    """One line for an OSError: 'no space left on device', 'permission denied', ..."""
    if exc.errno == errno.ENOSPC:
        return "no space left on device"
    return (exc.strerror or str(exc)).lower() if exc.strerror else str(exc)


def _nearest_existing(path: Path) -> Path:
    for candidate in (path, *path.parents):
        if candidate.exists():
            return candidate
    return Path(".")


def _can_create_in(directory: Path) -> Optional[str]:
    """None when a file can be created in DIRECTORY (tried for real: root ignores modes, a
    read-only mount does not), else why not."""
    try:
        fd, probe = tempfile.mkstemp(dir=directory, prefix=".pyconform-probe-")
    except OSError as exc:
        return f"cannot write in {directory} ({os_error_text(exc)})"
    os.close(fd)
    os.unlink(probe)
    return None


def unwritable_reason(path: Path, directory: bool = False) -> Optional[str]:
    """Why PATH (a file, or with DIRECTORY a directory made if missing) cannot be written, or
    None. Asked before a command's work, so that a run is never lost to its output path."""
    path = Path(path)
    if directory:
        if path.exists() and not path.is_dir():
            return f"{path} is not a directory"
        found = _nearest_existing(path)
        if not found.is_dir():
            return f"{found} is not a directory"
        return _can_create_in(found)
    if path.is_dir():
        return f"{path} is a directory"
    parent = path.parent
    if not parent.exists():
        return f"directory {parent} does not exist"
    if not parent.is_dir():
        return f"{parent} is not a directory"
    if path.exists() and not os.access(path, os.W_OK):
        return f"{path} is not writable"
    return _can_create_in(parent)


def write_atomically(path: Path, data: Union[str, bytes]) -> None:
    """PATH holds DATA whole, or (OSError raised) is left as it was and no temporary file remains."""
    path = Path(path)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        if path.exists():
            os.chmod(temp, path.stat().st_mode & 0o777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temp, 0o666 & ~umask)  # as an ordinary open() would have made it
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
