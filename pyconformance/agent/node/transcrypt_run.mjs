// Runs one Transcrypt-compiled program under node and records how it ended.
//
//   node transcrypt_run.mjs TARGET_DIR/main.js RESULT.json
//
// The program's print() is console.log, so its stdout is this process's stdout. An
// uncaught exception is recorded as {phase: "run", exception: {type, message}}: a Python
// exception (an instance of a class the program or Transcrypt's runtime defines) by its
// class name, anything JavaScript itself threw as "JavaScriptError" with its JS name.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [main, resultPath] = process.argv.slice(2);

function describe(error) {
  const cls = error && error.__class__;
  if (cls && typeof cls.__name__ === "string") {
    let message = "";
    try {
      message = Array.isArray(error.__args__) && error.__args__.length ? String(error.__args__[0]) : "";
    } catch (_) { /* a message that cannot be turned into text */ }
    return { type: cls.__name__, message };
  }
  const name = (error && error.name) || typeof error;
  return { type: "JavaScriptError", message: `${name}: ${(error && error.message) || String(error)}` };
}

function record(result) {
  writeFileSync(resultPath, JSON.stringify(result));
}

process.on("uncaughtException", (error) => {  // thrown later, from a timer or a promise
  record({ phase: "run", exception: describe(error) });
  process.exit(1);
});

try {
  await import(pathToFileURL(main).href);
  record({ phase: "ok", exception: null });
} catch (error) {
  record({ phase: "run", exception: describe(error) });
  process.exitCode = 1;
}
