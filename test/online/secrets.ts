// What a frame must not hold before the game is over, looked for in the decoded body itself rather than
// trusted to the view: a card the seat has not been shown, in a place where a message shows a card; the
// seed; the generator's state; or a field that would carry either.
import type { Card } from "../../player/engine";

/**
 * The keys under which a message shows cards as cards (the view's hand, seen, face-up cards, pool, envelope,
 * laid-open hands, a choice of cards to show, a log entry's or record's card). A suggestion's or accusation's
 * named cards are public words, under `named`, `suspect`, `weapon`, `room`: everyone heard them.
 */
const CARD_KEYS = new Set(["hand", "hands", "card", "cards", "shown", "options", "envelope", "seen", "faceUp", "pool"]);
/** Field names that would carry the seed or the generator's state. */
const SECRET_KEYS = new Set(["seed", "rng", "rngState"]);

export interface Secrets {
  /** Cards this viewer has not been shown: other hands', the envelope's, the pool's. */
  hidden: ReadonlySet<Card>;
  seed: number;
  /** Every number of the generator's state over the game (each a random 32-bit word). */
  rng: ReadonlySet<number>;
}

/** Each place in `value` that gives a secret away, as a path and what is there; [] when none. */
export function leaks(value: unknown, secrets: Secrets): string[] {
  const found: string[] = [];
  const seedText = String(secrets.seed);
  const walk = (v: unknown, path: string, cardPlace: boolean) => {
    if (typeof v === "string") {
      if (cardPlace && secrets.hidden.has(v)) found.push(`${path}: the hidden card ${v}`);
      if (v.includes(seedText)) found.push(`${path}: the seed in "${v.slice(0, 80)}"`);
    } else if (typeof v === "number") {
      if (v === secrets.seed) found.push(`${path}: the seed`);
      if (secrets.rng.has(v)) found.push(`${path}: ${v}, a word of the generator's state`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, cardPlace));
    else if (typeof v === "object" && v !== null)
      for (const [k, x] of Object.entries(v)) {
        if (SECRET_KEYS.has(k)) found.push(`${path}.${k}: a field named ${k}`);
        walk(x, `${path}.${k}`, cardPlace || CARD_KEYS.has(k));
      }
  };
  walk(value, "", false);
  return found;
}

/** The generator's words that could not turn up in a message by chance (small numbers do: squares, turns). */
export function rngWords(states: readonly { rng: readonly number[] }[]): Set<number> {
  return new Set(states.flatMap((s) => s.rng.filter((n) => Math.abs(n) >= 2 ** 16)));
}
