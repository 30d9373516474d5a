// How fast the computer players play: a delay before each of their actions, the same in the page's local
// game and on the game server.
export type Pace = "slow" | "normal" | "fast" | "instant";

export const PACES: readonly Pace[] = ["slow", "normal", "fast", "instant"];

export const PACE_MS: Readonly<Record<Pace, number>> = { slow: 1400, normal: 700, fast: 250, instant: 0 };

export function isPace(v: unknown): v is Pace {
  return typeof v === "string" && (PACES as readonly string[]).includes(v);
}
