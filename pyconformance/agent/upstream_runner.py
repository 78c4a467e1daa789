"""Runs one module of a reference's regression tests with unittest inside a candidate.

Guest code, run as a file by the candidate (standard library only, Python 3.6+, no
pyconform import): `python upstream_runner.py ROOT MODULE OUT [SKIP_FILE]`. ROOT holds the
`test` package (a link to the reference's Lib/test), MODULE is e.g. test_fstring, OUT gets
one JSON object per line, written as each test starts and ends, so a crash or a timeout
still leaves every finished test and names the one that was running. SKIP_FILE lists test
ids or fnmatch patterns (one a line) not to run: the implementation's known hangs, and tests
the confinement cannot host.
"""
import fnmatch
import importlib
import json
import linecache
import os
import sys
import time
import traceback
import unittest

MB = 1 << 20
MEMORY_MB = 2048  # on top of what the interpreter has mapped at start-up
MESSAGE_LIMIT = 2000
FRAMES = 8  # the innermost frames kept of a failure's traceback


def apply_limits():
    try:
        import resource
    except ImportError:
        return
    try:
        with open("/proc/self/statm") as handle:
            mapped = int(handle.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except Exception:
        return
    for which, value in ((getattr(resource, "RLIMIT_AS", None), mapped + MEMORY_MB * MB),
                         (getattr(resource, "RLIMIT_CORE", None), 0)):
        if which is not None:
            try:
                resource.setrlimit(which, (value, value))
            except (ValueError, OSError):
                pass


class Writer(object):
    def __init__(self, path):
        self.stream = open(path, "a", encoding="utf-8")

    def emit(self, **record):
        self.stream.write(json.dumps(record) + "\n")
        self.stream.flush()


def short_id(test_id):
    return test_id[len("test."):] if test_id.startswith("test.") else test_id


def error_record(err):
    """What the host needs to tell a message-only failure from a real one: the exception,
    its message, and the innermost frames (file name, function, source line)."""
    kind, value, tb = err
    frames = []
    for frame, lineno in traceback.walk_tb(tb):
        code = frame.f_code
        frames.append([os.path.basename(code.co_filename), code.co_name,
                       linecache.getline(code.co_filename, lineno).strip()])
    try:
        message = str(value)
    except Exception:
        message = "<unprintable>"
    return {"exception": getattr(kind, "__name__", str(kind)), "message": message[:MESSAGE_LIMIT],
            "frames": frames[-FRAMES:]}


class Recorder(unittest.TestResult):
    """One record per test: pass, fail, error, skip (an expected failure of the
    reference's own is a pass: the reference marks it so)."""

    def __init__(self, writer):
        super(Recorder, self).__init__()
        self.writer = writer
        self.current = None
        self.started = 0.0

    def startTest(self, test):
        super(Recorder, self).startTest(test)
        self.current = {"id": short_id(test.id()), "status": "pass"}
        self.started = time.time()
        self.writer.emit(event="start", id=self.current["id"])

    def _worse(self, test, status, detail):
        record = self.current
        if record is None or record["id"] != short_id(test.id()):
            # setUpClass / tearDownModule errors come without startTest: their own record.
            self.writer.emit(event="end", id=short_id(getattr(test, "description", test.id())),
                             status=status, seconds=0.0, **detail)
            return
        if record["status"] in ("pass", "skip"):
            record["status"] = status
            record.update(detail)

    def addFailure(self, test, err):
        super(Recorder, self).addFailure(test, err)
        self._worse(test, "fail", error_record(err))

    def addError(self, test, err):
        super(Recorder, self).addError(test, err)
        status = "skip" if isinstance(err[1], unittest.SkipTest) else "error"
        self._worse(test, status, error_record(err) if status == "error" else {"message": str(err[1])})

    def addSubTest(self, test, subtest, err):
        super(Recorder, self).addSubTest(test, subtest, err)
        if err is not None:
            failed = issubclass(err[0], test.failureException)
            self._worse(test, "fail" if failed else "error", error_record(err))

    def addSkip(self, test, reason):
        super(Recorder, self).addSkip(test, reason)
        if self.current is not None and self.current["status"] == "pass":
            self.current.update(status="skip", message=str(reason)[:MESSAGE_LIMIT])
        elif self.current is None or self.current["id"] != short_id(test.id()):
            self.writer.emit(event="end", id=short_id(test.id()), status="skip", seconds=0.0,
                             message=str(reason)[:MESSAGE_LIMIT])

    def addUnexpectedSuccess(self, test):
        super(Recorder, self).addUnexpectedSuccess(test)
        self._worse(test, "fail", {"exception": "UnexpectedSuccess",
                                   "message": "passed, but the reference marks it an expected failure",
                                   "frames": []})

    def stopTest(self, test):
        super(Recorder, self).stopTest(test)
        if self.current is not None:
            self.writer.emit(event="end", seconds=round(time.time() - self.started, 3), **self.current)
        self.current = None


def without(suite, skipped):
    """SUITE minus the tests whose id is in SKIPPED, which are recorded as such."""
    kept = unittest.TestSuite()
    dropped = []
    for test in suite:
        if isinstance(test, unittest.TestSuite):
            inner, gone = without(test, skipped)
            kept.addTest(inner)
            dropped.extend(gone)
        elif any(fnmatch.fnmatchcase(short_id(test.id()), pattern) for pattern in skipped):
            dropped.append(short_id(test.id()))
        else:
            kept.addTest(test)
    return kept, dropped


def collect(module):
    """The module's tests as the reference's own regrtest finds them: `load_tests` or the
    module's TestCases, unless it has a `test_main` (which then names the classes and the
    doctests to run: it is called with the runners swapped for collectors)."""
    loader = unittest.defaultTestLoader
    if hasattr(module, "load_tests") or not hasattr(module, "test_main"):
        return loader.loadTestsFromModule(module)
    import doctest
    support = importlib.import_module("test.support")
    found = unittest.TestSuite()

    def run_unittest(*classes):
        for item in classes:
            if isinstance(item, str):
                item = sys.modules[item]
            if isinstance(item, (unittest.TestSuite, unittest.TestCase)):
                found.addTest(item)
            elif isinstance(item, type):
                found.addTest(loader.loadTestsFromTestCase(item))
            else:
                found.addTest(loader.loadTestsFromModule(item))

    def run_doctest(target, verbosity=None, optionflags=0):
        found.addTest(doctest.DocTestSuite(target, optionflags=optionflags))
        return 0, 0

    swapped = {"run_unittest": run_unittest, "run_doctest": run_doctest}
    saved = [(owner, name, owner.__dict__[name]) for owner in (support, module) for name in swapped
             if name in owner.__dict__]
    for owner, name, _ in saved:
        setattr(owner, name, swapped[name])
    try:
        module.test_main()
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)
    return found


def main(argv):
    root, module, out = argv[1], argv[2], argv[3]
    skipped = set()
    if len(argv) > 4:
        with open(argv[4], encoding="utf-8") as handle:
            skipped = set(line.strip() for line in handle if line.strip())
    writer = Writer(out)
    apply_limits()
    # ROOT takes the place of this file's directory: the tests see a writable first path
    # entry (test_pickle writes a module there), and none of pyconform's files.
    sys.path[0] = root
    # Importing must not write byte code next to the reference's files; the tests then run
    # with the interpreter's own setting (compileall and py_compile tests depend on it).
    saved = sys.dont_write_bytecode
    sys.dont_write_bytecode = True
    try:
        loaded = importlib.import_module("test." + module)
        suite = collect(loaded)
    except unittest.SkipTest as exc:
        writer.emit(event="module", status="skip", message=str(exc)[:MESSAGE_LIMIT])
        return 0
    except BaseException:
        writer.emit(event="module", status="error", **error_record(sys.exc_info()))
        return 0
    finally:
        sys.dont_write_bytecode = saved
    suite, dropped = without(suite, skipped)
    for test_id in dropped:
        writer.emit(event="end", id=test_id, status="skip", seconds=0.0,
                    message="not run: listed by pyconform (a known hang, or a test the confinement cannot host)")
    writer.emit(event="module", status="loaded", tests=suite.countTestCases())
    suite.run(Recorder(writer))
    writer.emit(event="module", status="done")
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)  # threads or atexit hooks a test left behind must not hang or change the end


if __name__ == "__main__":
    sys.exit(main(sys.argv))
