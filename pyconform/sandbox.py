"""Isolation for untrusted programs: scrubbed environment, no network, rlimits."""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile

# The only variables a program sees besides the ones a case sets itself.
BASE_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "PYTHONHASHSEED": "0",
    "PYTHONIOENCODING": "utf-8",
}


def scrubbed_env(extra: dict[str, str] | None = None, home: str | None = None) -> dict[str, str]:
    env = dict(BASE_ENV)
    env["HOME"] = home or tempfile.gettempdir()
    env["TMPDIR"] = tempfile.gettempdir()
    env.update(extra or {})
    return env


@functools.lru_cache(maxsize=None)
def network_namespace_prefix() -> tuple[str, ...]:
    """`unshare -n` (or `-rn` unprivileged) when this machine allows it; else nothing."""
    if os.environ.get("PYCONFORM_NO_UNSHARE") or not shutil.which("unshare"):
        return ()
    for prefix in (("unshare", "-n"), ("unshare", "-rn")):
        try:
            done = subprocess.run([*prefix, "true"], capture_output=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if done.returncode == 0:
            return prefix
    return ()


def limit_child() -> None:
    """preexec_fn for a fresh interpreter: no core files, bounded file size.

    The memory cap is applied by the agent itself once started, relative to what the
    interpreter has already mapped (PyPy maps far more than CPython at start-up).
    """
    import resource

    for which, value in ((resource.RLIMIT_CORE, 0), (resource.RLIMIT_FSIZE, 256 << 20)):
        resource.setrlimit(which, (value, value))
