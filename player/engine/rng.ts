// The game's one source of randomness: xoroshiro128+, whose 4-number state lives in the game state, so that
// a seed plus the action log replays a game exactly. Every helper takes a state and gives back the next one;
// nothing here keeps a generator between calls.
//
// The generator and the draw of an integer in a range are pure-rand's (8.x), number for number, without
// what no game uses (its generator's jump and clone, its draw's path for ranges past 2^32 values): that
// was some 3 KB of the player page's script, which has a budget of 120 KiB gzipped. rng.test.ts holds both
// to pure-rand's on many seeds and ranges, so a save made before replays the same.

export type RngState = readonly number[];

/** What the draws need of a generator: its next 32-bit output, a signed integer. */
export interface RandomGenerator {
  next: () => number;
}

/** xoroshiro128+ on two 64-bit words held as four signed 32-bit halves, in pure-rand's order. */
export class Xoroshiro128Plus implements RandomGenerator {
  constructor(
    private s01: number,
    private s00: number,
    private s11: number,
    private s10: number,
  ) {}

  /** The generator pure-rand's `xoroshiro128plus(seed)` makes. */
  static seeded(seed: number): Xoroshiro128Plus {
    return new Xoroshiro128Plus(-1, ~seed, seed | 0, 0);
  }

  static fromState(state: RngState): Xoroshiro128Plus {
    return new Xoroshiro128Plus(state[0] as number, state[1] as number, state[2] as number, state[3] as number);
  }

  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** A fresh array, the caller's to keep. */
  getState(): number[] {
    return [this.s01, this.s00, this.s11, this.s10];
  }
}

const TWO_32 = 4294967296;

/**
 * An integer in [from, to], both included: 32-bit outputs, those past the last whole multiple of the range
 * refused, for ranges of at most 2^32 values.
 */
export function uniformInt(gen: RandomGenerator, from: number, to: number): number {
  const size = to - from + 1;
  if (!(size >= 1 && size <= TWO_32)) throw new RangeError(`uniformInt: ${from}..${to} is not a range of 1 to 2^32`);
  const allowed = size > 2 ? Math.trunc(TWO_32 / size) * size : TWO_32;
  let v = gen.next() + 2147483648;
  while (v >= allowed) v = gen.next() + 2147483648;
  return (v % size) + from;
}

export function seedRng(seed: number): number[] {
  return Xoroshiro128Plus.seeded(seed | 0).getState();
}

export function isRngState(x: unknown): x is number[] {
  return Array.isArray(x) && x.length === 4 && x.every((n) => Number.isInteger(n));
}

/**
 * Runs `f` with a mutable generator built from `state` and returns its result with the next state.
 * The generator never escapes `f`, so callers stay pure.
 */
export function withRng<T>(state: RngState, f: (rng: Rand) => T): [T, number[]] {
  const gen = Xoroshiro128Plus.fromState(state);
  const value = f(new Rand(gen));
  return [value, gen.getState()];
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
