"""Spawn requests (docs/protocol.md): a fresh interpreter, with the flags and environment a
program needs at start-up, started by the agent inside its own confinement.

Runs inside the implementation under test, next to agent.py: 3.6-level syntax, stdlib
only. AGENT is the agent's module (its limits and its output collection)."""
import os
import time


def run_spawned(agent, request):
    """Start request["spawn"]["argv"] (a fresh interpreter: the host prepared its working
    directory, its request file and its flags) in a session of its own, and collect what it
    does. Started from here, it lives inside the agent's confinement (docs/interpreting.md,
    "Isolation") without a new namespace per program, and the host does not fork itself.
    Replies with the raw facts (streams in base64): the host reads the program's result file."""
    import binascii
    spawn = request["spawn"]
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    fail_r, fail_w = os.pipe()  # close-on-exec: carries only why the exec failed
    set_cloexec(fail_w)
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            null = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            close_fds_except((0, 1, 2, fail_w))
            agent.apply_limits(None)  # no core files, bounded file size; the memory cap is the program's own
            default_signals()
            os.chdir(spawn["cwd"])
            os.execve(spawn["argv"][0], spawn["argv"], spawn["env"])
        except BaseException as exc:  # noqa - reported to the parent, which answers the host
            try:
                os.write(fail_w, ("%s" % (getattr(exc, "strerror", None) or exc)).encode("utf-8", "replace"))
            except BaseException:
                pass
        finally:
            os._exit(127)
    for fd in (out_w, err_w, fail_w):
        os.close(fd)
    failure = read_all(fail_r)
    os.close(fail_r)
    if failure:
        os.waitpid(pid, 0)
        for fd in (out_r, err_r):
            os.close(fd)
        return {"spawn_error": failure.decode("utf-8", "replace")}
    facts = agent.collect_child(pid, (out_r, err_r), request, started)
    for fd in (out_r, err_r):
        os.close(fd)
    return {"spawned": {
        "stdout": binascii.b2a_base64(facts["stdout"]).decode("ascii"),
        "stderr": binascii.b2a_base64(facts["stderr"]).decode("ascii"),
        "status": facts["status"], "timed_out": facts["timed_out"], "truncated": facts["truncated"],
        "seconds": time.monotonic() - started}}


def set_cloexec(fd):
    import fcntl
    fcntl.fcntl(fd, fcntl.F_SETFD, fcntl.fcntl(fd, fcntl.F_GETFD) | fcntl.FD_CLOEXEC)


def close_fds_except(kept):
    """Close every other descriptor before the exec, as subprocess's close_fds does (an old
    interpreter's descriptors are inheritable by default)."""
    try:
        fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:
        fds = range(3, 256)
    for fd in fds:
        if fd not in kept:
            try:
                os.close(fd)
            except OSError:
                pass


def default_signals():
    """The interpreter ignores SIGPIPE and SIGXFSZ, and an ignored signal stays ignored
    across exec: put them back, as subprocess's restore_signals does."""
    import signal
    for name in ("SIGPIPE", "SIGXFZ", "SIGXFSZ"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)


def read_all(fd):
    chunks = []
    while True:
        chunk = os.read(fd, 4096)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
