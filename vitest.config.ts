import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{compiler,player,editor,schemas,test}/**/*.test.{ts,tsx}"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
