"""Isolation for untrusted programs: scrubbed environment, no network, read-only files, rlimits."""
from __future__ import annotations

import atexit
import ctypes
import functools
import os
import re
import resource
import shutil
import signal
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from typing import Callable, Optional

from pyconformance.agent import python_agent as wire
from pyconformance.once import shared_cache

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


# Confinement: a private mount namespace in which every mount but the scratch tmpfs and
# the kernel's pseudo filesystems is read-only (programs can write only to scratch), and
# an empty network namespace. Preferably set up by the child itself between fork and exec
# (a few syscalls), rather than by `unshare` + sh + awk + one `mount` per mount point.

CLONE_NEWNS = 0x00020000
CLONE_NEWNET = 0x40000000
MS_RDONLY, MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 1, 32, 4096, 16384, 1 << 18
# A bind remount replaces all per-mount flags: carry over the ones a mount already has
# (the kernel refuses to drop them where they are locked).
KEPT_FLAGS = {
    b"nosuid": 2, b"nodev": 4, b"noexec": 8, b"noatime": 1024, b"nodiratime": 2048,
    b"relatime": 1 << 21, b"strictatime": 1 << 24,
}
WRITABLE = tuple(p for p in (SCRATCH, "/proc", "/sys", "/dev") if p)

ChildSetup = Callable[[], None]


@dataclass(frozen=True)
class Confinement:
    """How to start a confined process: argv prefix plus preexec_fn, and what it gives."""

    prefix: tuple[str, ...] = ()
    preexec: Optional[ChildSetup] = None
    network: bool = False
    files: bool = False


def _writable(path: str) -> bool:
    return any(path == w or path.startswith(w.rstrip("/") + "/") for w in WRITABLE)


def _unescape(field: bytes) -> bytes:
    # /proc/self/mounts writes space, tab, newline and backslash as \ooo.
    return re.sub(rb"\\([0-7]{3})", lambda m: bytes([int(m.group(1), 8)]), field)


def read_only_targets(mounts: bytes) -> list[tuple[bytes, int]]:
    """(mount point, remount flags) for every mount to make read-only, from /proc/self/mounts."""
    targets: dict[bytes, int] = {}
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 4:
            continue
        path = _unescape(fields[1])
        if _writable(os.fsdecode(path)):
            continue
        kept = sum(KEPT_FLAGS.get(o, 0) for o in set(fields[3].split(b",")))
        targets[path] = MS_BIND | MS_REMOUNT | MS_RDONLY | kept  # later line = mount on top
    return list(targets.items())


@functools.lru_cache(maxsize=None)
def _libc() -> Optional[tuple[Callable[..., int], Callable[..., int]]]:
    """unshare and mount, resolved once in the parent: the child must only call them."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        unshare, mount = libc.unshare, libc.mount
    except (OSError, AttributeError):
        return None
    unshare.argtypes, unshare.restype = [ctypes.c_int], ctypes.c_int
    mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_void_p]
    mount.restype = ctypes.c_int
    return unshare, mount


def _namespace_preexec() -> Optional[ChildSetup]:
    """A preexec_fn that confines the child; the mount list is read now, in the parent."""
    calls = _libc()
    if calls is None or not SCRATCH:
        return None
    unshare, mount = calls
    try:
        with open("/proc/self/mounts", "rb") as f:
            targets = read_only_targets(f.read())
    except OSError:
        return None

    def confine() -> None:
        if unshare(CLONE_NEWNS | CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), "unshare")
        # Private first, so the remounts below cannot propagate back to the host.
        if mount(None, b"/", None, MS_REC | MS_PRIVATE, None) != 0:
            raise OSError(ctypes.get_errno(), "mount --make-rprivate /")
        for path, flags in targets:
            # Like `mount -o bind,remount,ro`, a mount that refuses is skipped; but a
            # writable root would leave the repository and $HOME open, so that one is fatal.
            if mount(None, path, None, flags, None) != 0 and path == b"/":
                raise OSError(ctypes.get_errno(), "mount -o bind,remount,ro /")

    return confine


# The fallback when the child cannot confine itself: the same, as a command prefix.
READ_ONLY_SCRIPT = (
    'for m in $(awk \'{print $2}\' /proc/self/mounts); do case "$m" in '
    f'{SCRATCH}|{SCRATCH}/*|/proc|/proc/*|/sys|/sys/*|/dev|/dev/*) ;; '
    '*) mount -o bind,remount,ro "$m" 2>/dev/null;; esac; done; exec "$@"'
)
FULL_PREFIX = ("unshare", "-m", "-n", "--propagation", "private", "sh", "-c", READ_ONLY_SCRIPT, "sh")


def _works(prefix: tuple[str, ...] = (), preexec: Optional[ChildSetup] = None) -> bool:
    try:
        return subprocess.run([*prefix, "true"], capture_output=True, timeout=10,
                              preexec_fn=preexec).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def _disabled() -> bool:
    return bool(os.environ.get("PYCONFORM_NO_UNSHARE"))


@shared_cache()  # each job thread asks as it starts its agent: one `true` is enough
def _preexec_works() -> bool:
    preexec = None if _disabled() else _namespace_preexec()
    return preexec is not None and _works(preexec=preexec)


@shared_cache()
def _prefix_confinement() -> Confinement:
    """The strongest prefix-only confinement: `unshare -mn` + remount, else no network
    only (`unshare -n` / `-rn`), else nothing (docs/interpreting.md, "Isolation")."""
    if _disabled() or not shutil.which("unshare"):
        return Confinement()
    if SCRATCH and _works(FULL_PREFIX):
        return Confinement(FULL_PREFIX, network=True, files=True)
    for prefix in (("unshare", "-n"), ("unshare", "-rn")):
        if _works(prefix):
            return Confinement(prefix, network=True)
    return Confinement()


def confinement() -> Confinement:
    """The strongest confinement this machine allows, for the next process to start.

    Pass `prefix` before the argv and `preexec` as preexec_fn (see `child_setup`).
    """
    if _preexec_works():
        preexec = _namespace_preexec()  # fresh mount list: mounts may have come since
        if preexec is not None:
            return Confinement(preexec=preexec, network=True, files=True)
    return _prefix_confinement()


def network_isolated() -> bool:
    return confinement().network


def files_confined() -> bool:
    return confinement().files


def limit_child() -> None:
    """preexec_fn for a fresh interpreter: no core files, bounded file size.

    The memory cap is applied by the agent itself once started, relative to what the
    interpreter has already mapped (PyPy maps far more than CPython at start-up).
    """
    for which, value in ((resource.RLIMIT_CORE, 0), (resource.RLIMIT_FSIZE, 256 << 20)):
        resource.setrlimit(which, (value, value))


def child_setup(conf: Confinement, *more: ChildSetup) -> Optional[ChildSetup]:
    """One preexec_fn: confine first, then the caller's own setup (e.g. `limit_child`)."""
    steps = [s for s in (conf.preexec, *more) if s is not None]
    if not steps:
        return None

    def run() -> None:
        for step in steps:
            step()

    return run


# -- Process groups: nothing an implementation starts outlives the command ---------------
# Every implementation process is started in a session of its own (start_new_session), so
# its pid names the group of everything it starts (an implementation's start-up script that
# leaves `sleep 1000 &` behind). The group is killed on timeout, on error, when the process
# is done with, and, for groups still alive then, when pyconform exits (atexit: normal exit,
# sys.exit, an unhandled exception, KeyboardInterrupt; SIGTERM is turned into an exception
# by the commands that handle it).

_LIVE_GROUPS: set[int] = set()
_GROUPS_LOCK = threading.Lock()


def track_group(pid: int) -> None:
    """PID leads a group (started with start_new_session) to kill at the latest at exit."""
    with _GROUPS_LOCK:
        _LIVE_GROUPS.add(pid)


def kill_group(pid: int) -> None:
    """SIGKILL the whole group PID leads (a group already gone is fine)."""
    with _GROUPS_LOCK:
        _LIVE_GROUPS.discard(pid)
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def kill_tree(pid: int) -> None:
    """SIGKILL the group PID leads and every group its descendants lead: an agent forks each
    program into a session of its own (so that a program's group can be killed alone), and
    such a program must not outlive its agent. The group is stopped first, so that it cannot
    fork while its descendants are looked up (in /proc: Linux; elsewhere only the group)."""
    try:
        os.killpg(pid, signal.SIGSTOP)
    except OSError:
        pass
    for group in sorted(descendant_groups(pid) - {pid}):
        try:
            os.killpg(group, signal.SIGKILL)
        except OSError:
            pass
    kill_group(pid)


def descendant_groups(pid: int) -> set[int]:
    """The process groups of PID's descendants, from /proc (empty where there is none)."""
    parents: dict[int, list[tuple[int, int]]] = {}
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return set()
    for entry in entries:
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()  # the name, in parentheses, may hold spaces
        except (OSError, IndexError):
            continue  # ended meanwhile
        parents.setdefault(int(fields[1]), []).append((int(entry), int(fields[2])))
    groups, todo = set(), [pid]
    while todo:
        for child, group in parents.get(todo.pop(), ()):
            groups.add(group)
            todo.append(child)
    return groups


def kill_all_groups() -> None:
    with _GROUPS_LOCK:
        groups = list(_LIVE_GROUPS)
    for pid in groups:
        kill_tree(pid)


atexit.register(kill_all_groups)


def run_grouped(argv: list[str], timeout: float, **kwargs) -> subprocess.CompletedProcess:
    """subprocess.run with output captured, in a session of its own whose whole group is
    killed when it is done, on timeout (TimeoutExpired) and on any error. A process that
    exited but left children holding its output open is answered, not timed out."""
    kwargs.setdefault("stdout", subprocess.PIPE)
    kwargs.setdefault("stderr", subprocess.PIPE)
    with subprocess.Popen(argv, start_new_session=True, **kwargs) as proc:
        track_group(proc.pid)
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            exited = proc.poll() is not None
            kill_group(proc.pid)
            out, err = proc.communicate()
            if not exited:
                raise subprocess.TimeoutExpired(argv, timeout, out, err) from None
        finally:
            kill_group(proc.pid)
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def env_seconds(name: str, default: float) -> float:
    """A timeout in seconds from environment variable NAME: DEFAULT when it is unset or not a
    finite positive number (read at import, where a bad value must not be a traceback)."""
    try:
        value = float(os.environ.get(name) or default)
    except ValueError:
        return default
    return value if 0 < value < float("inf") else default
