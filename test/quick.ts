// The quick tier (`npm run test:quick`, CLUE_QUICK=1): every test but the browser's runs (vitest.config.ts),
// with fewer games, positions and mutations. `npm test` (what CI runs) keeps the full counts and every file.
export const QUICK = process.env.CLUE_QUICK === "1";

/** `full` normally, `fewer` in the quick tier. */
export const quick = (full: number, fewer: number): number => (QUICK ? fewer : full);
