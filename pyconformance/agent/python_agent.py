"""The agent: runs programs inside the implementation under test.

This file is executed *by the implementation being certified*, so it sticks to
conservative Python (3.6-level syntax, stdlib only) and never uses the features it
certifies.

    python agent.py serve                 # framed requests on stdin, framed outcomes on stdout
    python agent.py once REQUEST RESULT   # run one program in this very process

Frames are ``b"<length>\\n" + json``. In serve mode the protocol streams are moved to
private descriptors first, so nothing a program prints can desynchronise them.
"""
import marshal
import os
import sys
import time

# Everything else is imported where used: in `once` mode each module imported here is
# start-up cost (and, with a pycache prefix, a .pyc to write) for every program.

STDERR_TAIL = 4000
MAX_HEADER = 20  # bytes of a frame's length line (docs/protocol.md)
MB = 1024 * 1024


# -- framing ---------------------------------------------------------------

def write_frame(fd, obj):
    import json
    data = json.dumps(obj).encode("utf-8")
    payload = str(len(data)).encode("ascii") + b"\n" + data
    while payload:
        payload = payload[os.write(fd, payload):]


def read_exact(fd, n):
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


class FrameReader(object):
    """Incremental reader of `<len>\\n<json>` frames from a non-blocking source."""

    def __init__(self):
        self.buffer = b""

    def feed(self, data):
        import json
        self.buffer += data
        frames = []
        while b"\n" in self.buffer or len(self.buffer) > MAX_HEADER:
            if b"\n" not in self.buffer[:MAX_HEADER + 1]:
                raise ValueError("bad frame header")
            header, rest = self.buffer.split(b"\n", 1)
            size = int(header)
            if len(rest) < size:
                break
            frames.append(json.loads(rest[:size].decode("utf-8")))
            self.buffer = rest[size:]
        return frames


def read_frame(fd):
    header = b""
    while not header.endswith(b"\n"):
        ch = os.read(fd, 1)
        if not ch:
            return None
        header += ch
        if len(header) > MAX_HEADER:
            raise ValueError("bad frame header")
    data = read_exact(fd, int(header))
    import json
    return None if data is None else json.loads(data.decode("utf-8"))


# -- running one program in the current process -----------------------------

def prepare_workdir(request, workdir):
    files = dict(request.get("files") or {})
    files[request.get("name") or "main.py"] = request["source"]
    for rel, text in files.items():
        path = os.path.join(workdir, rel)
        parent = os.path.dirname(path)
        if parent and not os.path.isdir(parent):
            os.makedirs(parent)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return os.path.join(workdir, request.get("name") or "main.py")


def exception_info(exc):
    message = exc.msg if isinstance(exc, SyntaxError) and exc.msg else str(exc)
    if isinstance(exc, SyntaxError) and message is None:
        message = ""
    return {"type": type(exc).__name__, "message": str(message)}


def exit_code_of(exc):
    """What the interpreter would exit with for an uncaught SystemExit."""
    code = exc.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        sys.stderr.write(str(code) + "\n")
    except Exception:
        pass
    return 1


def execute(request, workdir, join_threads=True):
    """Compile and run the program as __main__; return its result dict."""
    path = prepare_workdir(request, workdir)
    os.chdir(workdir)
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    if not sys.flags.isolated:
        sys.path.insert(0, workdir)
    try:
        code = compile(request["source"], path, "exec")
    except BaseException as exc:  # noqa - every compile failure is an outcome
        print_traceback()
        return {"phase": "compile", "exception": exception_info(exc), "exit_code": 1}
    module = type(sys)("__main__")
    module.__file__ = path
    module.__builtins__ = __builtins__
    sys.modules["__main__"] = module
    sys.argv = [request.get("name") or "main.py"]
    result = {"phase": "ok", "exception": None, "exit_code": 0}
    try:
        exec(code, module.__dict__)
    except SystemExit as exc:
        result["exit_code"] = exit_code_of(exc)
    except BaseException as exc:  # noqa - the program's own failure is its outcome
        print_traceback()
        result = {"phase": "run", "exception": exception_info(exc), "exit_code": 1}
    finish_interpreter(join_threads)
    return result


def print_traceback():
    try:
        import traceback
        traceback.print_exc()
    except BaseException:
        pass


def finish_interpreter(join_threads=True):
    """Join threads, run atexit hooks and flush streams, as interpreter exit does."""
    for step in ("threading", "atexit"):
        try:
            if step == "threading" and join_threads and "threading" in sys.modules:
                sys.modules["threading"]._shutdown()
            elif step == "atexit":
                import atexit
                atexit._run_exitfuncs()
        except BaseException:
            pass
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:
            pass


# -- limits and supervision -----------------------------------------------

def apply_limits(memory_mb):
    try:
        import resource
    except ImportError:
        return
    limits = [(getattr(resource, "RLIMIT_CORE", None), 0),
              (getattr(resource, "RLIMIT_FSIZE", None), 256 * MB)]
    if memory_mb:
        limits.append((getattr(resource, "RLIMIT_AS", None), current_vm() + memory_mb * MB))
    for which, value in limits:
        if which is None:
            continue
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            pass


def current_vm():
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except Exception:
        return 0


def collect(fds, output_limit, deadline, poll, kill):
    """Drain the program's stdout/stderr until it ends; cap what is kept.

    ``fds`` = (stdout, stderr, extra...) read ends; ``poll()`` returns the wait status
    or None; ``kill()`` kills the whole process group. Returns a dict of raw facts.
    """
    import select
    out, err, extra = bytearray(), bytearray(), {}
    truncated = timed_out = False
    status = None
    open_fds = list(fds)
    exited_at = None
    while open_fds:
        now = time.monotonic()
        if now >= deadline and not timed_out:
            timed_out = True
            kill()
        if exited_at is not None and now - exited_at > 0.5:
            kill()  # the program ended but a descendant still holds a pipe
            break
        ready = select.select(open_fds, [], [], 0.05 if status is not None else 0.2)[0]
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                data = b""
            if not data:
                open_fds.remove(fd)
            elif fd == fds[0]:
                room = output_limit - len(out)
                if len(data) > room:
                    truncated = True
                out += data[:max(room, 0)]
            elif fd == fds[1]:
                err += data
                del err[:-STDERR_TAIL * 4]
            else:
                extra.setdefault(fd, bytearray()).extend(data)
        if status is None:
            status = poll()
            if status is not None:
                exited_at = time.monotonic()
    if status is None:
        if not timed_out and time.monotonic() >= deadline:
            timed_out = True
        # Pipes closed: the program is exiting. Poll with a short, growing pause
        # (a fixed sleep here would dominate the cost of small programs).
        pause = 0.00005
        while status is None:
            status = poll()
            if status is None:
                if time.monotonic() >= deadline:
                    timed_out = True
                    kill()
                time.sleep(pause)
                pause = min(pause * 2, 0.005)
    kill()
    return {"stdout": bytes(out), "stderr": bytes(err), "extra": extra,
            "status": status, "timed_out": timed_out, "truncated": truncated}


def make_outcome(facts, result, seconds):
    """Combine drained output, the wait status and the program's own report."""
    status = facts["status"]
    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    outcome = {
        "phase": "ok", "exception": None,
        "stdout": facts["stdout"].decode("utf-8", "replace"),
        "stderr_tail": facts["stderr"].decode("utf-8", "replace")[-STDERR_TAIL:],
        "exit_code": exit_code, "timed_out": facts["timed_out"],
        "signal": None if facts["timed_out"] else sig,
        "truncated": facts["truncated"], "seconds": round(seconds, 4),
    }
    if result and not facts["timed_out"] and sig is None:
        outcome["phase"] = result["phase"]
        outcome["exception"] = result["exception"]
    elif facts["timed_out"] or sig is not None:
        outcome["phase"] = (result or {}).get("phase", "run")
        outcome["exit_code"] = None
    return outcome


def parse_result(raw):
    import json
    try:
        return json.loads(raw.decode("utf-8"))
    except Exception:
        return None


def load_marshalled(raw):
    """The result a `once` run wrote; None when absent or damaged."""
    try:
        value = marshal.loads(raw)
    except Exception:
        return None
    return value if isinstance(value, dict) else None


# -- serve mode: fork per program ------------------------------------------

def scratch_dir():
    """tmpfs when there is one: creating and removing a directory per program is hot."""
    shm = "/dev/shm"
    if os.path.isdir(shm) and os.access(shm, os.W_OK):
        return shm
    return None


SCRATCH = scratch_dir()


def run_forked(request, proto_fds):
    import shutil
    import tempfile
    base = tempfile.mkdtemp(prefix="pyconform-", dir=SCRATCH)
    workdir = os.path.join(base, "work")
    os.mkdir(workdir)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    res_r, res_w = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        code = 70
        try:
            os.setsid()
            for fd in (out_r, err_r, res_r) + tuple(proto_fds):
                os.close(fd)
            null = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            apply_limits(request.get("memory_mb"))
            result = execute(request, workdir)
            code = result["exit_code"]
            write_frame(res_w, result)
        finally:
            os._exit(code)
    for fd in (out_w, err_w, res_w):
        os.close(fd)
    facts = collect_child(pid, (out_r, err_r, res_r), request, started)
    for fd in (out_r, err_r, res_r):
        os.close(fd)
    raw = bytes(facts["extra"].get(res_r, b""))
    result = parse_result(raw.split(b"\n", 1)[1]) if b"\n" in raw else None
    shutil.rmtree(base, ignore_errors=True)
    return make_outcome(facts, result, time.monotonic() - started)


# -- spawn mode (python_spawn.py) and the checks of every request -----------

SPAWN_TYPES = (("argv", list), ("env", dict), ("cwd", str))


def collect_child(pid, fds, request, started):
    """`collect` for the child PID (a session leader) within REQUEST's timeout and output
    limit; what it left running in the background (its session) ends with it."""
    state = {"status": None}

    def poll():
        if state["status"] is None:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                state["status"] = status
        return state["status"]

    def kill():
        try:
            os.killpg(pid, 9)  # SIGKILL
        except OSError:
            pass

    deadline = started + float(request.get("timeout") or 10)
    return collect(fds, int(request.get("output_limit") or MB), deadline, poll, kill)


REQUEST_TYPES = (("source", (str,)), ("timeout", (int, float)))


def request_problem(request):
    """Why REQUEST cannot be served ('' when it can): see docs/protocol.md."""
    if not isinstance(request, dict):
        return "a request must be a JSON object"
    if "batch" in request:
        if not isinstance(request["batch"], list):
            return "batch must be a list of requests"
        return next((p for p in map(request_problem, request["batch"]) if p), "")
    if "spawn" in request:
        spawn = request["spawn"]
        if not isinstance(spawn, dict) or any(not isinstance(spawn.get(n), t) for n, t in SPAWN_TYPES):
            return "spawn must be an object with argv (list), env (object) and cwd (str)"
        if not spawn["argv"] or not all(isinstance(a, str) for a in spawn["argv"]):
            return "spawn argv must be a non-empty list of strings"
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in spawn["env"].items()):
            return "spawn env must map strings to strings"
    for name, types in REQUEST_TYPES[1:] if "spawn" in request else REQUEST_TYPES:  # a spawn carries no source
        if not isinstance(request.get(name), types) or isinstance(request.get(name), bool):
            return "request field %r missing or not %s" % (name, "/".join(t.__name__ for t in types))
    return ""


def hello():
    impl = getattr(sys, "implementation", None)
    return {"hello": 1, "implementation": getattr(impl, "name", "unknown"),
            "version": list(sys.version_info[:3]), "cache_tag": getattr(impl, "cache_tag", None),
            "fork": hasattr(os, "fork"), "batch": hasattr(os, "fork"),
            "spawn": hasattr(os, "fork") and hasattr(os, "execve"), "executable": sys.executable}


class Namespace(object):
    """This file's functions and constants as one object, for python_batch and python_spawn.
    Not sys.modules[__name__]: a wrapper that runs this file with exec() in a namespace of
    its own (a launcher, a test's variant interpreter) leaves its own module there."""

    def __getattr__(self, name):
        try:
            return globals()[name]
        except KeyError:
            raise AttributeError(name)


THIS = Namespace()


def neighbour(name):
    """A module of the agent's next to this file (python_batch.py, python_spawn.py), imported
    only by the serve modes that need it: this file runs as a script, not from a package."""
    here = os.path.dirname(os.path.abspath(__file__))
    if here not in sys.path:
        sys.path.insert(0, here)
    return __import__(name)


def serve():
    proto_in = os.dup(0)
    proto_out = os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    write_frame(proto_out, hello())
    while True:
        request = read_frame(proto_in)
        if request is None:
            return
        problem = request_problem(request)
        if problem:
            write_frame(proto_out, {"phase": "run", "harness_error": "agent: " + problem})
            continue
        try:
            if "batch" in request:  # screening
                outcome = {"outcomes": neighbour("python_batch").serve_batch(
                    THIS, request["batch"], (proto_in, proto_out))}
            elif "spawn" in request:
                outcome = neighbour("python_spawn").run_spawned(THIS, request)
            else:
                outcome = run_forked(request, (proto_in, proto_out))
        except Exception as exc:  # report, keep serving
            outcome = {"phase": "run", "harness_error": "agent: %s: %s" % (type(exc).__name__, exc)}
        write_frame(proto_out, outcome)


def once(request_path, result_path):
    # marshal, not json: it is built in, so reading the request imports nothing.
    with open(request_path, "rb") as handle:
        request = marshal.load(handle)
    apply_limits(request.get("memory_mb"))
    result = execute(request, request["workdir"])
    with open(result_path + ".tmp", "wb") as handle:
        marshal.dump(result, handle)
    os.rename(result_path + ".tmp", result_path)
    os._exit(result["exit_code"])


if __name__ == "__main__":
    if sys.argv[1:2] == ["serve"]:
        serve()
    elif sys.argv[1:2] == ["once"] and len(sys.argv) == 4:
        once(sys.argv[2], sys.argv[3])
    else:
        sys.stderr.write("usage: agent.py serve | once REQUEST RESULT\n")
        sys.exit(2)
