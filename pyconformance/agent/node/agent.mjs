// The node agent: hosts one Python engine (brython | micropython) and serves programs.
//
//   node agent.mjs ENGINE NODE_MODULES_DIR [ENGINE_CACHE]
//
// ENGINE_CACHE: a JSON file an engine may read at start (Brython: its translated stdlib);
// what the engine adds to it is written to engine-cache.json in the working directory,
// for the host to keep (the agent may not write outside its scratch directory).
//
// Speaks the framed protocol of pyconformance/agent/python_agent.py on stdin/stdout: `<len>\n<json>`,
// a hello frame first, then one outcome frame per request frame. The engine runs in a
// worker thread so a program that hangs (a busy loop never yields) can be stopped with
// worker.terminate() while this thread keeps the clock; the worker is then replaced.
// A batch request ({"batch": [...]}, docs/protocol.md) runs its programs one after another in
// the same worker, answering null for each one that did not finish cleanly.
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const [engine, modulesDir, cacheFile] = process.argv.slice(2);
const STDERR_TAIL = 4000;
const HEAP_MB = 2048;
// Like a main thread's stack: deep enough for CPython's default recursion limit of 1000,
// shallow enough that runaway recursion fails fast (tracebacks grow with depth).
const STACK_MB = 1;
// A batch reply past this many bytes of output would be one huge frame: the rest of the
// batch is handed back (null) to be run one by one, as pyconformance/agent/python_batch.py does.
const REPLY_LIMIT = 32 * 1024 * 1024;

function writeFrame(obj) {
  const body = Buffer.from(JSON.stringify(obj), "utf8");
  process.stdout.write(Buffer.concat([Buffer.from(`${body.length}\n`, "ascii"), body]));
}

// -- the engine worker ------------------------------------------------------

class EngineWorker {
  constructor() {
    this.pending = null; // {resolve} of the program being run
    this.noise = ""; // what the engine printed outside a program's streams
    this.worker = new Worker(path.join(here, "worker.mjs"), {
      workerData: { engine, modulesDir, cache: { from: cacheFile || "", to: path.resolve("engine-cache.json") } },
      stdout: true, // keep engine chatter off the protocol stream
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, stackSizeMb: STACK_MB },
    });
    for (const stream of [this.worker.stdout, this.worker.stderr]) {
      stream.on("data", (chunk) => { this.noise = (this.noise + chunk).slice(-STDERR_TAIL); });
    }
    this.ready = new Promise((resolve, reject) => {
      this.worker.once("message", (msg) => (msg.type === "ready" ? resolve(msg.info)
                                                             : reject(Object.assign(new Error(msg.error), { stack: msg.stack }))));
      this.worker.once("error", reject);
    });
    this.worker.on("message", (msg) => {
      if (msg.type === "result" && this.pending) this.settle(msg.outcome);
    });
    this.worker.on("error", (err) => this.settle(died(err, this.noise)));
    this.worker.on("exit", (code) => this.settle(died(new Error(`engine worker exited (${code})`), this.noise)));
  }

  settle(outcome) {
    const pending = this.pending;
    this.pending = null;
    if (pending) pending.resolve(outcome);
  }

  run(request, screening = false) {
    return new Promise((resolve) => {
      this.pending = { resolve };
      this.worker.postMessage({ type: "run", request, screening });
    });
  }

  stop() {
    this.pending = null;
    return this.worker.terminate();
  }
}

function died(err, noise) {
  if (err && err.code === "ERR_WORKER_OUT_OF_MEMORY") {
    // The engine's heap is exhausted: what CPython reports as MemoryError.
    return { phase: "run", exception: { type: "MemoryError", message: "engine heap exhausted" },
             stdout: "", stderr_tail: noise, exit_code: 1, truncated: false };
  }
  return { phase: "run", harness_error: `node agent: ${err && err.message}`, stdout: "", stderr_tail: noise };
}

// -- serving ----------------------------------------------------------------

let current = new EngineWorker();

// docs/protocol.md: a request the agent cannot serve is answered with a harness error.
function requestProblem(request) {
  if (request === null || typeof request !== "object" || Array.isArray(request)) return "a request must be a JSON object";
  if (typeof request.source !== "string") return "request field 'source' missing or not str";
  if (typeof request.timeout !== "number") return "request field 'timeout' missing or not int/float";
  return "";
}

async function serveOne(request, screening = false) {
  const problem = requestProblem(request);
  if (problem) return { reply: { phase: "run", harness_error: `node agent: ${problem}` }, clean: false };
  await current.ready; // a replacement engine may still be loading: not the program's time
  const started = performance.now();
  const timeoutMs = Math.max(1, Number(request.timeout || 10) * 1000);
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  let outcome = await Promise.race([current.run(request, screening), timedOut]);
  clearTimeout(timer);
  // `tainted`: the engine reports that its state may have outlived its reset.
  const lost = outcome === null || outcome.harness_error || outcome.exception?.type === "MemoryError" || outcome.tainted;
  if (outcome === null) {
    // The worker is killed mid-program, so what it printed is lost (the judge ignores
    // stdout of a timed-out program anyway).
    outcome = { phase: "run", exception: null, stdout: "", stderr_tail: "", exit_code: null, timed_out: true };
  }
  if (lost) {
    // The worker hung or died: replace it so the next program starts clean.
    await current.stop();
    current = new EngineWorker();
  }
  const { tainted, ...answer } = outcome;
  const reply = {
    phase: "ok", exception: null, stdout: "", stderr_tail: "", exit_code: 0, timed_out: false,
    signal: null, truncated: false, ...answer, seconds: Math.round(performance.now() - started) / 1000,
  };
  return { reply, clean: !lost && !reply.truncated };
}

// docs/protocol.md "Batch requests": one outcome or null per program, in order. A program
// that timed out, crashed or exhausted the engine, went over its output cap or left the
// engine in doubt is null (its worker was replaced, so the rest of the batch starts clean);
// the host runs it again on its own.
async function serveBatch(requests) {
  if (!Array.isArray(requests)) return { phase: "run", harness_error: "node agent: request field 'batch' is not a list" };
  const outcomes = [];
  let room = REPLY_LIMIT;
  for (const request of requests) {
    if (room <= 0) {
      outcomes.push(null);
      continue;
    }
    const { reply, clean } = await serveOne(request, true);
    const size = clean ? Buffer.byteLength(JSON.stringify(reply), "utf8") : 0;
    room -= size;
    outcomes.push(clean && room >= 0 ? reply : null);
  }
  return { outcomes };
}

async function serve(request) {
  if (request !== null && typeof request === "object" && "batch" in request) return serveBatch(request.batch);
  return (await serveOne(request)).reply;
}

async function main() {
  let info;
  try {
    info = await current.ready;
  } catch (err) {
    // The host quotes the last line: the reason, not the bottom of a stack.
    process.stderr.write(`${err && err.stack}\n${current.noise}\nnode agent: cannot start ${engine}: ${err && err.message}\n`);
    process.exit(3);
  }
  writeFrame({ hello: 1, fork: false, batch: true, executable: process.execPath, ...info });
  let buffer = Buffer.alloc(0);
  let chain = Promise.resolve();
  process.stdin.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const newline = buffer.indexOf(10);
      if (newline < 0) return;
      const size = Number(buffer.subarray(0, newline).toString("ascii"));
      if (buffer.length < newline + 1 + size) return;
      const request = JSON.parse(buffer.subarray(newline + 1, newline + 1 + size).toString("utf8"));
      buffer = buffer.subarray(newline + 1 + size);
      chain = chain.then(() => serve(request)).then(writeFrame, (err) =>
        writeFrame({ phase: "run", harness_error: `node agent: ${err && err.message}` }));
    }
  });
  process.stdin.on("end", () => chain.then(() => current.stop()).then(() => process.exit(0)));
}

main();
