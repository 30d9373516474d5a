import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{compiler,player,editor,schemas,test}/**/*.test.{ts,tsx}"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest runs one file fewer at a time than there are cores; on two cores that is one file at a time,
    // while a browser test mostly waits on the browser. One file per core.
    maxWorkers: availableParallelism(),
  },
});
