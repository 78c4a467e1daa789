// MicroPython (WebAssembly, PyScript variant) as a pyconform engine.
//
// A single request gets a fresh interpreter instance: nothing a program does can leak
// into the next. Loading one costs its 64 MB heap (measured 2026-12-06 on the loaded 2-core
// VM: 55 ms per fresh instance and run, 1.0 ms per run in a reused instance), so a batch
// (screening, options.screening) runs its programs in one shared instance instead, each
// with a fresh __main__ namespace, its own working directory, and what it can easily
// change put back after it (sys.modules, sys.path, builtins, the collector), as the Python
// agent's batch child does. Screened outcomes are a first pass: the host re-runs the ones
// that matter (divergences, failures) as single requests, in fresh instances.
import path from "node:path";
import { pathToFileURL } from "node:url";

const PACKAGE = "@micropython/micropython-webassembly-pyscript";
const HEAP_BYTES = 64 * 1024 * 1024;

// Runs inside MicroPython: compile (compile phase), then exec as __main__ (run phase).
const DRIVER = `
import sys

def _exit_code(exc):
    code = exc.args[0] if exc.args else None
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1

def _main():
    from _pyconform import source, name, report
    sys.argv[:] = [name]
    try:
        code = compile(source, name, "exec")
    except BaseException as exc:
        sys.print_exception(exc, sys.stderr)
        report("compile", type(exc).__name__, str(exc), 1)
        return
    try:
        exec(code, {"__name__": "__main__", "__file__": name})
    except SystemExit as exc:
        report("ok", None, None, _exit_code(exc))
        return
    except BaseException as exc:
        sys.print_exception(exc, sys.stderr)
        report("run", type(exc).__name__, str(exc), 1)
        return
    report("ok", None, None, 0)

_main()
`;

export async function load(modulesDir) {
  const entry = path.join(modulesDir, PACKAGE, "micropython.mjs");
  const { loadMicroPython } = await import(pathToFileURL(entry).href);
  async function instance(io) {
    // Byte callbacks with linebuffer off: exact output, decoded as a stream so a
    // multi-byte character split across writes survives.
    const streams = { out: new TextDecoder(), err: new TextDecoder() };
    return loadMicroPython({
      heapsize: HEAP_BYTES,
      linebuffer: false,
      stdout: (bytes) => io.stdout(streams.out.decode(bytes, { stream: true })),
      stderr: (bytes) => io.stderr(streams.err.decode(bytes, { stream: true })),
    });
  }

  const probe = await instance({ stdout: () => {}, stderr: () => {} });
  let facts = null;
  probe.registerJsModule("_probe", { tell: (v, l) => { facts = [v, l]; } });
  probe.runPython("import sys, _probe\n_probe.tell('%d.%d.%d' % sys.implementation.version[:3], sys.version.split()[0])");
  const version = facts[0].split(".").map(Number);
  const language = facts[1].split(".").slice(0, 2).map(Number);

  // Run after each screened program in the shared instance: put back what it changed.
  // MicroPython keeps names a program sets on builtins in a hidden override dict (not in
  // builtins.__dict__, dir() or hasattr), so every identifier of its source is dropped from
  // it: delattr removes an override or a new name and fails harmlessly for anything else.
  const RESET = `
import sys, gc, builtins, os
if "_base" not in globals():
    _base = (set(sys.modules), list(sys.path), dict(builtins.__dict__))
for _m in [m for m in sys.modules if m not in _base[0]]:
    del sys.modules[_m]
sys.path[:] = _base[1]
import _pyconform
for _k in (getattr(_pyconform, "names", "") or "").split():
    try:
        delattr(builtins, _k)  # drops an override (the built-in value shows again) or a new name
    except Exception:
        pass
os.chdir("/")
gc.enable()
gc.collect()
`;
  let shared = null; // {mp, io, state, count}: the instance screening reuses
  async function sharedInstance() {
    if (shared) return shared;
    const target = { stdout() {}, stderr() {} };
    const mp = await instance({ stdout: (t) => target.io.stdout(t), stderr: (t) => target.io.stderr(t) });
    target.io = { stdout() {}, stderr() {} };
    const state = {};
    mp.registerJsModule("_pyconform", state);
    mp.runPython(RESET); // takes the baseline before any program
    shared = { mp, target, state, count: 0 };
    return shared;
  }

  async function screenOne(request, io) {
    const box = await sharedInstance();
    box.count += 1;
    const dir = `/w${box.count}`;
    const mp = box.mp;
    mp.FS.mkdirTree(dir);
    for (const [rel, text] of Object.entries(request.files || {})) {
      const sub = path.posix.dirname(rel);
      if (sub && sub !== ".") mp.FS.mkdirTree(`${dir}/${sub}`);
      mp.FS.writeFile(`${dir}/${rel}`, text);
    }
    let result = null;
    Object.assign(box.state, {
      source: request.source,
      // the identifiers of the program: what it may have set on builtins (RESET drops them)
      names: [...new Set(request.source.match(/[A-Za-z_][A-Za-z0-9_]*/g) || [])].join(" "),
      name: request.name || "main.py",
      report: (phase, type, message, exitCode) => {
        result = { phase, exception: type ? { type, message: message ?? "" } : null, exit_code: exitCode };
      },
    });
    box.target.io = io;
    try {
      mp.runPython(`import os, sys\nos.chdir(${JSON.stringify(dir)})\nsys.path[:0] = [${JSON.stringify(dir)}]\n` + DRIVER);
    } catch (err) {
      shared = null; // the driver itself failed (heap exhausted ...): never reuse this instance
      if (err.name !== "PythonError") throw err;
      io.stderr(err.message);
      return { phase: "run", exception: { type: err.type, message: "" }, exit_code: 1, tainted: true };
    } finally {
      box.target.io = { stdout() {}, stderr() {} };
    }
    try {
      mp.runPython(RESET);
    } catch (err) {
      shared = null;
      return { ...(result || {}), tainted: true };
    }
    return result || { phase: "run", harness_error: "micropython: the driver reported nothing" };
  }

  async function run(request, io, options = {}) {
    if (options.screening) return screenOne(request, io);
    // Loading another instance breaks the shared one (the glue keeps one current instance):
    // the next batch starts a new one instead of failing its first program.
    shared = null;
    const mp = await instance(io);
    const name = request.name || "main.py";
    for (const [rel, text] of Object.entries(request.files || {})) {
      const dir = path.posix.dirname(rel);
      if (dir && dir !== ".") mp.FS.mkdirTree(dir);
      mp.FS.writeFile(rel, text);
    }
    let result = null;
    mp.registerJsModule("_pyconform", {
      source: request.source,
      name,
      report: (phase, type, message, exitCode) => {
        result = { phase, exception: type ? { type, message: message ?? "" } : null, exit_code: exitCode };
      },
    });
    try {
      mp.runPython(DRIVER);
    } catch (err) {
      // Only a failure of the driver itself lands here (e.g. the heap is exhausted).
      if (err.name !== "PythonError") throw err;
      io.stderr(err.message);
      return { phase: "run", exception: { type: err.type, message: "" }, exit_code: 1 };
    }
    return result || { phase: "run", harness_error: "micropython: the driver reported nothing" };
  }

  return { info: { implementation: "micropython", version, language }, run };
}
