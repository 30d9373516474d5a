// `npm run test:quick [-- vitest options]`: the type check and the quick tier's tests side by side. Run one
// after the other, the type check (about 5 s on one core, incremental) left the second core idle; here it
// shares the cores with the tests, and what it says is printed after them. Fails when either fails.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const bin = (name) => join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", name);

const typecheck = new Promise((resolve) => {
  const tsc = spawn(
    bin("tsc"),
    ["--noEmit", "--incremental", "--tsBuildInfoFile", "node_modules/.cache/clue-kit/tsc.tsbuildinfo"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let said = "";
  tsc.stdout.on("data", (d) => (said += d));
  tsc.stderr.on("data", (d) => (said += d));
  tsc.on("error", (e) => resolve({ code: 1, said: `tsc did not start: ${e.message}\n` }));
  tsc.on("close", (code) => resolve({ code, said }));
});

// `--browser`: the browser's files too (vitest.config.ts leaves them out of the quick tier otherwise).
const args = process.argv.slice(2);
const browser = args.includes("--browser");

const tests = new Promise((resolve) => {
  const vitest = spawn(bin("vitest"), ["run", ...args.filter((a) => a !== "--browser")], {
    stdio: "inherit",
    env: { ...process.env, CLUE_QUICK: "1", ...(browser ? { CLUE_QUICK_BROWSER: "1" } : {}) },
  });
  vitest.on("error", () => resolve(1));
  vitest.on("close", (code) => resolve(code));
});

const [checked, tested] = await Promise.all([typecheck, tests]);
if (checked.code !== 0) process.stdout.write(`\ntype check (tsc) failed:\n${checked.said}`);
else process.stdout.write("type check (tsc): no errors\n");
process.exitCode = checked.code !== 0 || tested !== 0 ? 1 : 0;
