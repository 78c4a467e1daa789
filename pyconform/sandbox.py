"""Isolation for untrusted programs: scrubbed environment, no network, rlimits."""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile

from pyconform import agent as wire

# The only variables a program sees besides the ones a case sets itself.
BASE_ENV = {
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "PYTHONHASHSEED": "0",
    "PYTHONIOENCODING": "utf-8",
}


# A tmpfs for working directories: fast to create and remove, and the only place
# confined programs may write. The agent decides it the same way, inside the implementation.
SCRATCH = wire.scratch_dir()


def make_workspace(prefix: str = "pyconform-") -> str:
    return tempfile.mkdtemp(prefix=prefix, dir=SCRATCH)


def scrubbed_env(extra: dict[str, str] | None = None, home: str | None = None) -> dict[str, str]:
    env = dict(BASE_ENV)
    env["HOME"] = home or tempfile.gettempdir()
    env["TMPDIR"] = tempfile.gettempdir()
    env.update(extra or {})
    return env


# Run inside a private mount namespace in which every mount but the scratch tmpfs and
# the kernel's pseudo filesystems is read-only: programs can write only to scratch.
READ_ONLY_SCRIPT = (
    'for m in $(awk \'{print $2}\' /proc/self/mounts); do case "$m" in '
    f'{SCRATCH}|{SCRATCH}/*|/proc|/proc/*|/sys|/sys/*|/dev|/dev/*) ;; '
    '*) mount -o bind,remount,ro "$m" 2>/dev/null;; esac; done; exec "$@"'
)


def _works(prefix: tuple[str, ...]) -> bool:
    try:
        return subprocess.run([*prefix, "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@functools.lru_cache(maxsize=None)
def confinement_prefix() -> tuple[str, ...]:
    """The strongest confinement this machine allows, as a command prefix.

    No network and read-only files (`unshare -mn` + remount), else no network only
    (`unshare -n` / `-rn`), else nothing (documented in README).
    """
    if os.environ.get("PYCONFORM_NO_UNSHARE") or not shutil.which("unshare"):
        return ()
    if SCRATCH:
        full = ("unshare", "-m", "-n", "--propagation", "private", "sh", "-c", READ_ONLY_SCRIPT, "sh")
        if _works(full):
            return full
    for prefix in (("unshare", "-n"), ("unshare", "-rn")):
        if _works(prefix):
            return prefix
    return ()


def network_isolated() -> bool:
    return bool(confinement_prefix())


def files_confined() -> bool:
    return "-m" in confinement_prefix()


def limit_child() -> None:
    """preexec_fn for a fresh interpreter: no core files, bounded file size.

    The memory cap is applied by the agent itself once started, relative to what the
    interpreter has already mapped (PyPy maps far more than CPython at start-up).
    """
    import resource

    for which, value in ((resource.RLIMIT_CORE, 0), (resource.RLIMIT_FSIZE, 256 << 20)):
        resource.setrlimit(which, (value, value))
