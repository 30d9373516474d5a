import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const INCLUDE = ["{i18n,compiler,player,editor,schemas,edition,tools,test}/**/*.test.{ts,tsx}"];
// Files that need a worker of their own, fresh: the big-board tests read their children's peak memory,
// and a child forked from a worker that has run other files starts with that worker's high-water mark.
const ISOLATED = ["test/big/**/*.test.ts"];
// The quick tier leaves the browser's files (test/browser: the pages driven in Chromium) to `npm test`
// unless asked for them (`npm run test:quick -- --browser`); every rule's own tests run in both.
const LEFT_OUT = process.env.CLUE_QUICK === "1" && process.env.CLUE_QUICK_BROWSER !== "1" ? ["test/browser/**"] : [];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest runs one file fewer at a time than there are cores; on two cores that is one file at a time,
    // while a browser test mostly waits on the browser. One file per core, and in the quick tier (no
    // browser files) one more: its files wait on the CLIs, servers and Redis they start for much of their
    // wall, and a third file on two cores took the tier from 91 s to 74-84 s. CLUE_WORKERS=<n> asks for
    // another number.
    maxWorkers: Number(process.env.CLUE_WORKERS) || availableParallelism() + (LEFT_OUT.length > 0 ? 1 : 0),
    // The quick tier keeps transformed modules on disk between runs (keyed by each file's content; no
    // plugin here transforms from other files). `npm test`, what CI runs, transforms afresh.
    experimental: { fsModuleCache: process.env.CLUE_QUICK === "1" },
    // CLUE_CPU_LOG=<file>: each test file's CPU, its children's included, a line each (test/cpu-log.ts).
    setupFiles: process.env.CLUE_CPU_LOG ? ["test/cpu-log.ts"] : [],
    projects: [
      // A worker runs file after file without loading every module again for each (isolate: false): a
      // fifth of the run's CPU went on importing. No test relies on a module's state being fresh.
      {
        extends: true,
        test: { name: "shared", include: INCLUDE, exclude: [...ISOLATED, ...LEFT_OUT], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
