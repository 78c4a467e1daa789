"""Screening: many programs in one forked child, with a fresh __main__ each.

Runs inside the implementation under test, next to agent.py: 3.6-level syntax, stdlib
only. A fork per program is the price of full isolation (a few ms of CPU each on a VM);
here one fork serves a whole batch, and between programs the child puts back what a
program can easily change (streams, cwd, sys.path, builtins, environment, timers,
warning filters). It cannot put back everything, so a screened outcome is a first pass:
the host re-runs in its own fork every program whose screened outcome matters (it
diverges, or the case does not pass), and every program this child could not finish
normally (it timed out, crashed the child, flooded output or left threads) comes back
as None for the same reason.
"""
import os
import sys
import time

DONE = "done"
# Outcomes one reply may carry: past this, the rest of the batch goes to single forks,
# whose replies are bounded by the output cap each.
REPLY_LIMIT = 32 * 1024 * 1024


def serve_batch(agent, requests, proto_fds):
    """Outcome dicts for REQUESTS, None where a program must be run in its own fork."""
    outcomes = [None] * len(requests)
    start, room = 0, [REPLY_LIMIT]
    while start < len(requests) and room[0] > 0:
        start = run_child(agent, requests, start, outcomes, proto_fds, room)
    return outcomes


def run_child(agent, requests, start, outcomes, proto_fds, room):
    """Run requests[start:] in one child; returns the index to resume from. ROOM: reply
    bytes left (a one-element list, spent here)."""
    import select
    import shutil
    import tempfile
    base = tempfile.mkdtemp(prefix="pyconform-", dir=agent.SCRATCH)
    res_r, res_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            for fd in (res_r,) + tuple(proto_fds):
                os.close(fd)
            child(agent, requests, start, base, res_w)
        finally:
            os._exit(0)
    os.close(res_w)
    reader = agent.FrameReader()
    index, finished = start, False
    deadline = time.monotonic() + float(requests[index].get("timeout") or 10)
    while not finished:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            break  # a hang: the program in flight goes to its own fork
        if not select.select([res_r], [], [], remaining)[0]:
            continue
        data = os.read(res_r, 65536)
        if not data:
            break  # the child died in the program in flight
        room[0] -= len(data)
        if room[0] <= 0:
            finished = True  # the program in flight and the rest: single forks
            break
        for frame in reader.feed(data):
            if DONE in frame:
                index, finished = frame[DONE], True
                break
            outcomes[frame["i"]] = frame["outcome"]
            index = frame["i"] + 1
            if index < len(requests):
                deadline = time.monotonic() + float(requests[index].get("timeout") or 10)
    try:
        os.killpg(pid, 9)
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(res_r)
    shutil.rmtree(base, ignore_errors=True)
    return index if finished else index + 1


def child(agent, requests, start, base, res_w):
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    out_fd = os.open(os.path.join(base, "stdout"), os.O_RDWR | os.O_CREAT, 0o600)
    err_fd = os.open(os.path.join(base, "stderr"), os.O_RDWR | os.O_CREAT, 0o600)
    agent.apply_limits(requests[start].get("memory_mb"))
    limit_file_size(max(int(r.get("output_limit") or agent.MB) for r in requests[start:]))
    state = State(base)
    index = start
    for index in range(start, len(requests)):
        try:
            outcome, healthy = run_one(agent, requests[index], base, out_fd, err_fd, state)
        except BaseException:  # noqa - the screening itself failed: isolate this one, stop
            outcome, healthy = None, False
        agent.write_frame(res_w, {"i": index, "outcome": outcome})
        if not healthy:
            break
    agent.write_frame(res_w, {DONE: index + 1})


def limit_file_size(output_limit):
    """Output goes to files here: beyond the cap the child dies and the program is isolated."""
    try:
        import resource
        cap = output_limit + (1 << 20)
        resource.setrlimit(resource.RLIMIT_FSIZE, (cap, cap))
    except Exception:
        pass


def run_one(agent, request, base, out_fd, err_fd, state):
    for fd, target in ((out_fd, 1), (err_fd, 2)):
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, 0)
        os.dup2(fd, target)  # shares the offset with fd, so reading back is a pread
    workdir = os.path.join(base, "work")
    if not os.path.isdir(workdir):
        os.mkdir(workdir)
    started = time.monotonic()
    result = agent.execute(request, workdir, join_threads=False)
    seconds = time.monotonic() - started
    healthy = state.restore()
    out_size = os.fstat(out_fd).st_size
    err_size = os.fstat(err_fd).st_size
    tail = agent.STDERR_TAIL * 4
    stdout = os.pread(out_fd, out_size, 0)
    stderr = os.pread(err_fd, min(err_size, tail), max(err_size - tail, 0))
    if os.listdir(workdir) != [request.get("name") or "main.py"]:
        import shutil
        shutil.rmtree(workdir, ignore_errors=True)  # else the next program overwrites main.py
    if out_size > int(request.get("output_limit") or agent.MB) or not healthy:
        return None, healthy
    facts = {"stdout": stdout, "stderr": stderr, "status": (result["exit_code"] & 0xFF) << 8,
             "timed_out": False, "truncated": False}
    return agent.make_outcome(facts, result, seconds), True


class State(object):
    """What a program may change that the next one in the batch must not see."""

    def __init__(self, base):
        import builtins
        self.base = base
        self.streams = (sys.stdin, sys.stdout, sys.stderr)
        self.path = list(sys.path)
        self.argv = list(sys.argv)
        self.main = sys.modules.get("__main__")
        self.modules = set(sys.modules)
        self.builtins = dict(builtins.__dict__)
        self.environ = self.environ_now()
        self.environ_items = dict(os.environ)
        self.recursion = sys.getrecursionlimit()
        self.pycache_prefix = getattr(sys, "pycache_prefix", None)  # 3.8+; assignable at run time
        self.hooks = (sys.displayhook, sys.excepthook)
        warnings = sys.modules.get("warnings")
        self.filters = list(warnings.filters) if warnings else None

    @staticmethod
    def environ_now():
        # os.environ's own raw dict when it has one: comparing decoded items costs ~0.1 ms.
        raw = getattr(os.environ, "_data", None)
        return dict(raw) if isinstance(raw, dict) else dict(os.environ)

    def restore(self):
        """Put things back; False when the child cannot go on (threads left, stdout closed)."""
        import builtins
        for stream in self.streams + (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
        healthy = not any(s.closed for s in self.streams[1:])
        sys.stdin, sys.stdout, sys.stderr = self.streams
        os.chdir(self.base)
        sys.path[:] = self.path
        sys.argv = list(self.argv)
        sys.modules["__main__"] = self.main
        sys.settrace(None)
        sys.setprofile(None)
        sys.setrecursionlimit(self.recursion)
        if hasattr(sys, "pycache_prefix"):
            sys.pycache_prefix = self.pycache_prefix
        sys.displayhook, sys.excepthook = self.hooks
        if len(sys.modules) != len(self.modules):
            for name in set(sys.modules) - self.modules:
                module = sys.modules.get(name)
                if str(getattr(module, "__file__", None) or "").startswith(self.base):
                    del sys.modules[name]  # a program's own module: the next may have its own
            self.modules = set(sys.modules)  # library modules stay imported, as in a warm process
        table = builtins.__dict__
        if table != self.builtins:
            for key in [k for k in table if k not in self.builtins]:
                del table[key]
            table.update(self.builtins)
        if self.environ_now() != self.environ:
            os.environ.clear()
            os.environ.update(self.environ_items)
            self.environ = self.environ_now()
        self.environ_items = dict(os.environ)
        warnings = sys.modules.get("warnings")
        if warnings is not None and self.filters is not None and warnings.filters != self.filters:
            warnings.filters[:] = self.filters
            getattr(warnings, "_filters_mutated", lambda: None)()
        signal = sys.modules.get("signal")
        if signal is not None and hasattr(signal, "setitimer"):
            signal.setitimer(signal.ITIMER_REAL, 0)
        gc = sys.modules.get("gc")
        if gc is not None:
            gc.enable()
        atexit = sys.modules.get("atexit")
        getattr(atexit, "_clear", lambda: None)()
        threading = sys.modules.get("threading")
        if threading is not None and threading.active_count() > 1:
            healthy = False  # a thread outlived its program: its output belongs to nobody
        return healthy and not has_children()


def has_children():
    """A process the program started (running, or exited and not yet reaped) may still
    write into the next program's output; reaping the exited ones is the parent's job."""
    try:
        os.waitpid(-1, os.WNOHANG)  # returns for a running child too: either way there was one
        return True
    except ChildProcessError:
        return False
    except OSError:
        return True
