// The computer players' delay before each move on the server, by the pace the host chose. The same figures
// as the page's local game, so a computer player is as easy to follow online as at one screen.
import type { ServerPace } from "./protocol";

export const PACE_MS: Readonly<Record<ServerPace, number>> = { slow: 1400, normal: 700, fast: 250, instant: 0 };

export const isServerPace = (v: unknown): v is ServerPace => typeof v === "string" && Object.hasOwn(PACE_MS, v);
