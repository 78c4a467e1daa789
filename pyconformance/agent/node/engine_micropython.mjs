// MicroPython (WebAssembly, PyScript variant) as a pyconform engine.
//
// A fresh interpreter instance per program: loading one takes ~10 ms, far less than
// any reset would, and nothing a program does can leak into the next.
import path from "node:path";
import { pathToFileURL } from "node:url";

const PACKAGE = "@micropython/micropython-webassembly-pyscript";
const HEAP_BYTES = 64 * 1024 * 1024;

// Runs inside MicroPython: compile (compile phase), then exec as __main__ (run phase).
const DRIVER = `
import sys
from _pyconform import source, name, report

def _exit_code(exc):
    code = exc.args[0] if exc.args else None
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1

def _main():
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

  async function run(request, io) {
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
