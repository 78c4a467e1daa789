// Brython as a pyconform engine, without a browser: 3.8.10 (pinned), 3.9, 3.10 and 3.11
// releases; 3.12 and 3.13 load but their `import os` fails here (the probe refuses them).
//
// brython.js and brython_stdlib.js run in a node `vm` context with the few browser
// globals they touch. Loading takes seconds, so one context serves many programs;
// between programs the modules a program imported and the builtins it changed are
// put back (stdlib modules stay loaded with their attributes as imported, see restore()).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const ROOT = "/brython/"; // brython_path: where brython believes its files are served
// From 3.12 Brython insists that its path is a full URL (sys.executable is derived from it).
const HOST = "http://localhost";

// Synchronous XMLHttpRequest, the only way Brython reads files: serves the program's
// own files (imports of local modules) and brython's unicode.txt (\N{...} escapes).
function makeXHR(files) {
  return class FakeXMLHttpRequest {
    open(method, url) { this.url = String(url).split("?")[0]; }
    overrideMimeType() {}
    setRequestHeader() {}
    getResponseHeader() { return null; }
    abort() {}
    send() {
      const text = files.lookup(this.url);
      this.readyState = 4;
      this.status = text === undefined ? 404 : 200;
      this.responseText = this.response = text === undefined ? "" : text;
      if (this.onreadystatechange) this.onreadystatechange();
      if (this.onload) this.onload();
    }
  };
}

// Every stdlib module is imported by the loader of Brython's VFS finder: wrap its
// exec_module (WRAP(original) gives the replacement) so the engine sees each import end.
// Brython 3.8: exec_module is a classmethod of the finder; 3.9 and later: a method of the
// VFSLoader class, reached through the loader of a spec the finder gives.
function hookStdlibImports(B, wrap) {
  // The class name is in $infos up to 3.10, in __name__ from 3.11.
  const finder = B.$meta_path.find((f) => f && (f.$infos ? f.$infos.__name__ : f.__name__) === "VFSFinder");
  if (!finder) throw new Error("brython: no VFSFinder in $B.$meta_path (a release the agent does not know)");
  if (finder.exec_module) {
    const original = finder.exec_module.$infos?.__func__;
    if (typeof original !== "function") throw new Error("brython: VFSFinder.exec_module is not a classmethod the agent knows");
    finder.exec_module = B.builtins.classmethod.$factory(wrap(original));
    return;
  }
  const spec = B.$call(B.$getattr(finder, "find_spec"))("abc", B.builtins.None);
  const loaderClass = spec && spec.loader && spec.loader.__class__;
  if (!loaderClass || typeof loaderClass.exec_module !== "function") {
    throw new Error("brython: the VFS finder's loader has no exec_module the agent knows");
  }
  loaderClass.exec_module = wrap(loaderClass.exec_module);
}

// Brython's stream class (3.8: $B.stdout's; 3.11 on: $B.$io, sys.stdout's) writes through
// console[out], and from 3.9 on buffers until flush and then passes the pieces as separate
// console arguments. Its write is replaced by one that hands each piece at once to
// SINK(out, text) (so nothing is lost, joined or reordered); returns the class's factory.
function takeOverStreams(B, sink) {
  const current = B.stdout || (B.imported._sys && B.imported._sys.stdout);
  const streamClass = (current && current.__class__) || B.$io;
  if (!streamClass || typeof streamClass.write !== "function") throw new Error("brython: no stream class the agent knows");
  const write = function (self, msg) {
    if (typeof msg !== "string") {
      if (!B.builtins.isinstance(msg, B.builtins.str)) {
        throw B.builtins.TypeError.$factory(`write() argument must be str, not ${B.class_name(msg)}`);
      }
      msg = B.builtins.str.$factory(msg);
    }
    sink(self.out, String(msg));
    return B.builtins.None;
  };
  const flush = function (self) { return B.builtins.None; }; // eslint-disable-line no-unused-vars
  write.$infos = streamClass.write.$infos;
  flush.$infos = streamClass.flush && streamClass.flush.$infos;
  streamClass.write = write;
  streamClass.flush = flush;
  return (out) => {
    const stream = streamClass.$factory(out);
    stream.out = out;
    return stream;
  };
}

// Where print and sys.stdout find the streams: $B.stdout up to 3.10, the sys modules after.
function setStreams(B, stdout, stderr) {
  B.stdout = stdout;
  B.stderr = stderr;
  for (const name of ["_sys", "sys"]) {
    const module = B.imported[name];
    if (module && "stdout" in module) {
      module.stdout = stdout;
      module.stderr = stderr;
    }
  }
}

// Brython translates a stdlib module to JavaScript on first import and keeps the result
// in $B.precompiled, executing that on later imports (a browser keeps it in indexedDB).
// The agent keeps it across processes: CACHE.from (read at start) holds what earlier
// agents translated; what this one adds is written to CACHE.to, which the host merges.
function precompiledCache(B, cache) {
  // Only modules of Brython's own stdlib: a program's modules are translated every time.
  const isStdlib = (name) => Boolean(B.VFS && Object.prototype.hasOwnProperty.call(B.VFS, name));
  try {
    const stored = cache && cache.from ? JSON.parse(fs.readFileSync(cache.from, "utf8")) : {};
    for (const [name, js] of Object.entries(stored)) {
      if (isStdlib(name) && !(name in B.precompiled) && (typeof js === "string" || (Array.isArray(js) && typeof js[0] === "string"))) {
        B.precompiled[name] = js;
      }
    }
  } catch (_) { /* no cache yet, or an unreadable one: translate as usual */ }
  const saved = new Set(Object.keys(B.precompiled));
  // One JSON line [name, js] per module translated here, appended as it appears.
  return function save() {
    if (!cache || !cache.to) return;
    for (const name of Object.keys(B.precompiled)) {
      if (saved.has(name) || !isStdlib(name)) continue;
      saved.add(name);
      try {
        fs.appendFileSync(cache.to, JSON.stringify([name, B.precompiled[name]]) + "\n");
      } catch (_) { /* a read-only directory: the next agent translates again */ }
    }
  };
}

export async function load(modulesDir, cache) {
  const dir = path.join(modulesDir, "brython");
  const version = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version.split(".").map(Number);
  const unicode = path.join(dir, "unicode.txt");
  const files = {
    program: {},
    lookup(url) {
      url = url.startsWith(HOST + "/") ? url.slice(HOST.length) : url;
      if (url === ROOT + "unicode.txt") return fs.readFileSync(unicode, "utf8");
      const rel = url.replace(/^\/+/, "");
      return Object.prototype.hasOwnProperty.call(this.program, rel) ? this.program[rel] : undefined;
    },
  };
  let io = { stdout() {}, stderr() {} };
  const noise = (...args) => io.stderr(args.join(" ") + "\n");
  const sandbox = {
    __BRYTHON__: { brython_path: version[0] > 3 || version[1] >= 12 ? HOST + ROOT : ROOT },
    process: { release: { name: "node" }, argv: [], env: {} },
    document: { characterSet: "utf-8", getElementsByTagName: () => [], querySelectorAll: () => [] },
    console: { log: noise, error: noise, warn: noise, info: noise,
               __pyout: (text) => io.stdout(String(text)), __pyerr: (text) => io.stderr(String(text)) },
    module: { exports: {} },
    addEventListener() {}, // 3.12 waits for DOMContentLoaded, which never comes here
    XMLHttpRequest: makeXHR(files),
    setTimeout, clearTimeout, setInterval, clearInterval, BigInt, performance, TextEncoder, TextDecoder, Event, URL, crypto,
  };
  sandbox.window = sandbox.self = sandbox.global = sandbox;
  const context = vm.createContext(sandbox);
  for (const name of ["brython.js", "brython_stdlib.js"]) {
    vm.runInContext(fs.readFileSync(path.join(dir, name), "utf8"), context, { filename: name });
  }
  const B = sandbox.__BRYTHON__;
  const saveTranslations = precompiledCache(B, cache);
  // From 3.10, under node (process.release.name), Brython's window is a stub without BigInt.
  if (typeof B.BigInt !== "function") B.BigInt = BigInt;
  B.parser.brython({ debug: 1 });
  // The translated module names its namespace $locals___main__ up to 3.9, locals___main__ after.
  const execute = vm.runInContext(
    '(js, module) => new Function("$locals___main__", "locals___main__", js)(module, module)', context);
  const makeStream = takeOverStreams(B, (target, text) => {
    if (target === "__pyout") io.stdout(text);
    else if (target === "__pyerr") io.stderr(text);
    else noise(text);
  });
  const baseline = {
    modules: new Set(Object.keys(B.imported)),
    builtins: { ...B.builtins },
  };

  // Stdlib modules written in Python stay imported between programs: Brython
  // translates each on first import, seconds for the larger ones (typing,
  // functools...). Everything else (the program's own modules, __main__, builtins
  // and other JavaScript modules, which are cheap to re-create) is dropped.
  // logging keeps its state inside objects (the root logger's handlers), which putBack
  // below cannot undo: it is imported afresh by each program (its translation stays cached).
  const STATEFUL = /^(logging|unittest)(\.|$)/;

  function isCachedStdlib(name) {
    const module = B.imported[name];
    const file = String((module && module.__file__) || "");
    return name !== "__main__" && !STATEFUL.test(name) && file.startsWith("VFS.") && file.endsWith(".py");
  }

  // What a module kept between programs held right after it was imported: its
  // attributes, and the items of those that are lists. Restored after every program, so
  // a program that sets sys.pycache_prefix or appends to sys.path does not show it to
  // the next one. (Changes inside other objects, e.g. a dict's items, are not undone.)
  const pristine = new Map();

  function remember(name) {
    const module = B.imported[name];
    if (pristine.has(name) || !module || typeof module !== "object") return;
    const values = new Map();
    for (const key of Object.keys(module)) {
      const value = module[key];
      values.set(key, [value, Array.isArray(value) ? value.slice() : null]);
    }
    pristine.set(name, values);
  }

  function putBack(name, values) {
    const module = B.imported[name];
    if (!module) return;
    for (const key of Object.keys(module)) {
      if (!values.has(key)) delete module[key];
    }
    for (const [key, [value, items]] of values) {
      if (module[key] !== value) module[key] = value;
      if (items && (value.length !== items.length || items.some((item, i) => value[i] !== item))) {
        value.length = 0;
        value.push(...items);
      }
    }
  }

  for (const name of baseline.modules) remember(name);
  // sys.path and friends are Brython's own lists, not attributes of the sys module.
  const searchLists = ["path", "meta_path", "path_hooks"].filter((key) => Array.isArray(B[key]))
    .map((key) => [key, B[key], B[key].slice()]);

  // Brython guards repr of containers against recursion with a private set; a repr that
  // raises never leaves it, and the object would print as [...] in every later program.
  // Our own set, emptied after every program, does the same job.
  const inRepr = new Set();
  if (B.repr && typeof B.repr.enter === "function") {
    B.repr = {
      enter(obj) {
        if (inRepr.has(obj)) return true;
        inRepr.add(obj);
        return false;
      },
      leave(obj) { inRepr.delete(obj); },
    };
  }
  // Only when the outermost import ends: a module whose body imports others is still
  // half built when theirs end.
  let depth = 0;
  function importEnded() {
    for (const name of Object.keys(B.imported)) {
      if (isCachedStdlib(name)) remember(name);
      // A submodule imported after its package was remembered: it is now one of the
      // package's attributes (collections.abc), to be kept like the others.
      const dot = name.lastIndexOf(".");
      const parent = dot > 0 && pristine.get(name.slice(0, dot));
      if (parent && pristine.has(name) && !parent.has(name.slice(dot + 1))) {
        parent.set(name.slice(dot + 1), [B.imported[name], null]);
      }
    }
  }
  // Two named parameters, as the original: Brython binds a method by its arity.
  function remembering(execModule) {
    const wrapped = function (self, modobj) {
      depth += 1;
      try {
        return execModule.call(this, self, modobj);
      } finally {
        depth -= 1;
        if (depth === 0) importEnded();
      }
    };
    wrapped.$infos = execModule.$infos;
    return wrapped;
  }
  hookStdlibImports(B, remembering);

  function restore() {
    for (const name of Object.keys(B.imported)) {
      if (!baseline.modules.has(name) && !isCachedStdlib(name)) delete B.imported[name];
    }
    for (const name of Object.keys(B.builtins)) {
      if (!(name in baseline.builtins)) delete B.builtins[name];
    }
    Object.assign(B.builtins, baseline.builtins);
    for (const [name, values] of pristine) {
      if (B.imported[name]) putBack(name, values);
      else pristine.delete(name);
    }
    if (Array.isArray(B.frames_stack)) B.frames_stack.length = 0;
    if ("frame_obj" in B) B.frame_obj = null; // 3.12: the frames are a linked list
    depth = 0;
    inRepr.clear();
    for (const [key, list, items] of searchLists) {
      B[key] = list;
      list.length = 0;
      list.push(...items);
    }
  }

  function describe(err) {
    if (err === undefined || err === null || err.__class__ === undefined) {
      // A JavaScript error escaping the translated code: Brython's own loop reports
      // it as RecursionError (stack overflow) or RuntimeError; so do we.
      const recursion = B.is_recursion_error(err);
      err = recursion ? B.builtins.RecursionError.$factory("maximum recursion depth exceeded")
                      : B.builtins.RuntimeError.$factory(`JavaScript ${err && err.name}: ${err && err.message}`);
    }
    const type = B.class_name(err);
    let message;
    try {
      message = /SyntaxError|IndentationError|TabError/.test(type) ? String(err.args[0]) : B.builtins.str.$factory(err);
    } catch (_) {
      message = String(err.args && err.args[0]);
    }
    let trace = "";
    try { trace = String(B.$getattr(err, "info")); } catch (_) { /* no frames */ }
    return { err, type, message, trace };
  }

  function exitCode(err) {
    const code = err.args && err.args.length ? err.args[0] : B.builtins.None;
    if (code === B.builtins.None || code === undefined) return 0;
    if (typeof code === "number" || B.builtins.isinstance(code, B.builtins.int)) {
      return Number(B.builtins.int.$factory(code)) & 0xff;
    }
    io.stderr(B.builtins.str.$factory(code) + "\n");
    return 1;
  }

  function failure(phase, err) {
    const info = describe(err);
    io.stderr(`${info.trace}\n${info.type}: ${info.message}\n`);
    return { phase, exception: { type: info.type, message: info.message }, exit_code: 1 };
  }

  function run(request, capture) {
    io = capture;
    const name = request.name || "main.py";
    files.program = { ...(request.files || {}) };
    setStreams(B, makeStream("__pyout"), makeStream("__pyerr"));
    B.__ARGV = B.builtins.list.$factory([name]);
    B.script_path = "";
    try {
      let js;
      try {
        // 3.10 on names the module's scope after the file, through url2name.
        if (B.url2name) B.url2name[name] = "__main__";
        if (B.file_cache) B.file_cache[name] = request.source;
        js = B.py2js({ src: request.source, filename: name, has_annotations: true }, "__main__", "__main__").to_js();
      } catch (err) {
        return failure("compile", err);
      }
      const module = B.module.$factory("__main__");
      module.__file__ = name;
      module.$src = request.source;
      B.imported.__main__ = module;
      try {
        execute(js, module);
      } catch (err) {
        if (err && err.__class__ !== undefined && B.class_name(err) === "SystemExit") {
          return { phase: "ok", exception: null, exit_code: exitCode(err) };
        }
        return failure("run", err);
      }
      return { phase: "ok", exception: null, exit_code: 0 };
    } finally {
      restore();
      saveTranslations();
      io = { stdout() {}, stderr() {} };
    }
  }

  return { info: { implementation: "brython", version, language: B.version_info.slice(0, 2) }, run };
}
