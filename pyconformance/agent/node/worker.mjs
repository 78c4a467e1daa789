// The engine worker: loads one engine and runs the programs the agent sends it.
//
// Each engine module exports `async load(modulesDir, cache)` returning
// `{info, run(request, io)}`, where run returns {phase, exception, exit_code} and
// writes the program's output through io.stdout(text) / io.stderr(text).
import { parentPort, workerData } from "node:worker_threads";

const STDERR_TAIL = 4000;

class Capture {
  constructor(limit) {
    this.limit = limit;
    this.bytes = 0;
    this.out = [];
    this.err = "";
    this.truncated = false;
  }

  stdout(text) {
    if (this.truncated) return;
    const size = Buffer.byteLength(text, "utf8");
    if (this.bytes + size > this.limit) {
      // Keep whole characters up to the limit, as the byte cap allows.
      const room = Buffer.from(text, "utf8").subarray(0, this.limit - this.bytes);
      this.out.push(room.toString("utf8").replace(/\uFFFD$/, ""));
      this.truncated = true;
      return;
    }
    this.bytes += size;
    this.out.push(text);
  }

  stderr(text) {
    this.err = (this.err + text).slice(-STDERR_TAIL);
  }
}

async function main() {
  const { engine, modulesDir, cache } = workerData;
  let loaded;
  try {
    const module = await import(`./engine_${engine}.mjs`);
    loaded = await module.load(modulesDir, cache);
  } catch (err) {
    parentPort.postMessage({ type: "error", error: String(err && err.message || err), stack: String(err && err.stack || err) });
    return;
  }
  parentPort.on("message", async (msg) => {
    if (msg.type !== "run") return;
    const capture = new Capture(Number(msg.request.output_limit || 1 << 20));
    let result;
    try {
      result = await loaded.run(msg.request, capture);
    } catch (err) {
      result = { phase: "run", harness_error: `engine: ${err && err.stack || err}` };
    }
    parentPort.postMessage({ type: "result", outcome: {
      ...result, stdout: capture.out.join(""), stderr_tail: capture.err, truncated: capture.truncated,
    } });
  });
  parentPort.postMessage({ type: "ready", info: loaded.info });
}

main();
