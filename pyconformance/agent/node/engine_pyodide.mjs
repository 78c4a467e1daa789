// Pyodide (CPython compiled to WebAssembly, npm `pyodide`) as a pyconform engine.
//
// Loading Pyodide takes seconds, so one instance serves every program: each runs as
// __main__ in a fresh namespace, in its own directory of the in-memory file system, and
// what it changes that would reach the next program (cwd, sys.path, sys.argv, builtins,
// modules imported from its directory, the sys settings a program may change) is put back
// afterwards. An audit hook cannot be removed: a program that adds one taints the instance,
// and the agent replaces it before the next program. (Pyodide installs an audit hook of its own
// at start-up, so a watching hook changes nothing a program can see: sys.audit checks its
// event name whenever a hook is installed.)
import path from "node:path";
import { pathToFileURL } from "node:url";

const PACKAGE = "pyodide";

// Runs inside Pyodide: compile (compile phase), then exec as __main__ (run phase).
const DRIVER = `
import builtins, os, sys, traceback, types
sys.modules.pop("_pyconform", None)  # this run's module, not the previous run's
from _pyconform import source, name, workdir, report

def _exit_code(exc):
    code = exc.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1

SETTINGS = ("pycache_prefix", "dont_write_bytecode", "excepthook", "unraisablehook", "displayhook", "breakpointhook")

def _main():
    saved = (os.getcwd(), list(sys.path), list(sys.argv), dict(builtins.__dict__), set(sys.modules))
    settings = {setting: getattr(sys, setting) for setting in SETTINGS}
    digits = sys.get_int_max_str_digits()
    # A module of its own in sys.modules, as a real __main__ is: pickle finds its classes there.
    main, outer = types.ModuleType("__main__"), sys.modules.get("__main__")
    main.__file__, main.__builtins__ = name, builtins
    sys.modules["__main__"] = main
    os.chdir(workdir)
    sys.path.insert(0, workdir)
    sys.argv[:] = [name]
    try:
        try:
            code = compile(source, name, "exec")
        except BaseException as exc:
            traceback.print_exception(exc, file=sys.stderr)
            report("compile", type(exc).__name__, str(exc.msg if isinstance(exc, SyntaxError) and exc.msg else exc), 1)
            return
        try:
            exec(code, main.__dict__)
        except SystemExit as exc:
            report("ok", None, None, _exit_code(exc))
            return
        except BaseException as exc:
            traceback.print_exception(exc, file=sys.stderr)
            report("run", type(exc).__name__, str(exc), 1)
            return
        report("ok", None, None, 0)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        cwd, path, argv, names, modules = saved
        os.chdir(cwd)
        sys.path[:] = path
        sys.argv[:] = argv
        builtins.__dict__.clear()
        builtins.__dict__.update(names)
        for setting, value in settings.items():
            setattr(sys, setting, value)
        sys.set_int_max_str_digits(digits)
        sys.modules["__main__"] = outer
        for module in set(sys.modules) - modules:
            if (getattr(sys.modules[module], "__file__", None) or "").startswith(workdir):
                del sys.modules[module]

_main()
`;

// Installed once per instance: tells the host that a program added an audit hook.
const WATCH_HOOKS = `
import sys, _pyconform_audit
def _pyconform_watch(event, args, added=_pyconform_audit.added):
    if event == "sys.addaudithook":
        added()
sys.addaudithook(_pyconform_watch)
del sys.modules["_pyconform_audit"]
`;

export async function load(modulesDir) {
  const entry = path.join(modulesDir, PACKAGE, "pyodide.mjs");
  const { loadPyodide } = await import(pathToFileURL(entry).href);
  const py = await loadPyodide({ indexURL: path.join(modulesDir, PACKAGE) + path.sep });
  // Raw byte writes, decoded as a stream: exact output, split characters survive.
  let io = { stdout: () => {}, stderr: () => {} };
  const streams = { out: new TextDecoder(), err: new TextDecoder() };
  py.setStdout({ write: (bytes) => { io.stdout(streams.out.decode(bytes, { stream: true })); return bytes.length; } });
  py.setStderr({ write: (bytes) => { io.stderr(streams.err.decode(bytes, { stream: true })); return bytes.length; } });
  const facts = py.runPython("import sys; '%d.%d.%d' % sys.version_info[:3]").split(".").map(Number);
  const own = py.version.split(".").map(Number);
  let hookAdded = false;
  py.registerJsModule("_pyconform_audit", { added: () => { hookAdded = true; } });
  py.runPython(WATCH_HOOKS, { globals: py.globals.get("dict")() });
  py.unregisterJsModule("_pyconform_audit");
  let counter = 0;

  async function run(request, sink) {
    io = sink;
    hookAdded = false;
    counter += 1;
    const workdir = `/tmp/pyconform-${counter}`;
    py.FS.mkdirTree(workdir);
    const name = request.name || "main.py";
    for (const [rel, text] of Object.entries(request.files || {})) {
      const dir = path.posix.dirname(rel);
      if (dir && dir !== ".") py.FS.mkdirTree(path.posix.join(workdir, dir));
      py.FS.writeFile(path.posix.join(workdir, rel), text);
    }
    py.FS.writeFile(path.posix.join(workdir, name), request.source);
    let result = null;
    py.registerJsModule("_pyconform", {
      source: request.source, name, workdir,
      report: (phase, type, message, exitCode) => {
        result = { phase, exception: type ? { type, message: message ?? "" } : null, exit_code: exitCode };
      },
    });
    try {
      py.runPython(DRIVER, { globals: py.globals.get("dict")() });
    } catch (err) {
      if (err.constructor.name !== "PythonError") throw err;
      io.stderr(String(err.message));
      return { phase: "run", exception: { type: "PythonError", message: "" }, exit_code: 1, tainted: hookAdded };
    } finally {
      py.unregisterJsModule("_pyconform");
      io = { stdout: () => {}, stderr: () => {} };
    }
    if (!result) return { phase: "run", harness_error: "pyodide: the driver reported nothing" };
    return hookAdded ? { ...result, tainted: true } : result;
  }

  return { info: { implementation: "pyodide", version: own, language: facts.slice(0, 2),
                   executable: `pyodide ${py.version} (CPython ${facts.join(".")})` }, run };
}
