// The pace of a token's walk, and whether motion is wanted at all. Which way it walks is the engine's
// movement's answer (move-plan.ts's walkedPath), never a search of the page's own.
export const STEP_MS = 200;

export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
