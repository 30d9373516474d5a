// The game's one source of randomness: pure-rand's xoroshiro128+, whose 4-number state lives in the game
// state, so that a seed plus the action log replays a game exactly. Every helper takes a state and gives
// back the next one; nothing here keeps a generator between calls.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export type RngState = readonly number[];

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
}

export function isRngState(x: unknown): x is number[] {
  return Array.isArray(x) && x.length === 4 && x.every((n) => Number.isInteger(n));
}

/**
 * Runs `f` with a mutable generator built from `state` and returns its result with the next state.
 * The generator never escapes `f`, so callers stay pure.
 */
export function withRng<T>(state: RngState, f: (rng: Rand) => T): [T, number[]] {
  const gen = xoroshiro128plusFromState(state);
  const value = f(new Rand(gen));
  // getState() builds a fresh array each call: it is ours to keep.
  return [value, gen.getState() as number[]];
}

/** A thin, short-lived wrapper used only inside `withRng`. */
export class Rand {
  constructor(private readonly gen: RandomGenerator) {}
  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
}
