// A bot's randomness: drawn from its seed and the moment of the game it decides at, so the same view gives
// the same choice and a bot holds no hidden state.
import type { PlayerView } from "../../engine";
import { Xoroshiro128Plus, uniformInt, type RandomGenerator } from "../../engine/rng";

export interface Rand {
  int: (max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
}

function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return (h ^ (h >>> 15)) | 0;
}

export function randFor(seed: number, view: PlayerView, salt = 0): Rand {
  // Made on the first draw, the hash of the moment with it: most decisions draw nothing.
  let gen: RandomGenerator | null = null;
  const start = () => {
    let h = mix(seed | 0, salt);
    h = mix(h, typeof view.viewer === "number" ? view.viewer : -1);
    h = mix(h, view.turn.number);
    h = mix(h, view.records.length);
    h = mix(h, view.turn.roll?.steps ?? -1);
    h = mix(h, ["start", "rolled", "moved", "suggested"].indexOf(view.turn.phase));
    for (const t of view.tokens) h = mix(h, t.node);
    return Xoroshiro128Plus.seeded(h);
  };
  const int = (max: number) => (max <= 1 ? 0 : uniformInt((gen ??= start()), 0, max - 1));
  return {
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => int(1_000_000) < p * 1_000_000,
  };
}
