// Knowledge with ids resolved to indexes: cards 0..n-1, holders 0..seats-1 then the envelope, then the pool
// when there is one. Every later phase works on this; only the notebook turns indexes back into words.
import type { CardKind, DeduceError, Holder, Knowledge, KnowledgeEvent } from "./types";
import { KINDS } from "./types";
import { MAX_CARDS } from "../../../schemas/limits";

export type ModelEvent =
  | { kind: "faceUp"; holder: number; cards: number[] }
  | { kind: "poolSeen"; cards: number[] }
  | { kind: "shown"; card: number; by: number }
  | { kind: "suggestion"; by: number; cards: number[]; passed: number[]; disprover: number; shown: number }
  | { kind: "accusation"; by: number; cards: number[]; correct: boolean };

export interface Model {
  knowledge: Knowledge;
  /** Card id to index. */
  index: Map<string, number>;
  cardCount: number;
  /** Per card: 0 suspect, 1 weapon, 2 room. */
  kind: Uint8Array;
  seats: number;
  observer: number;
  envelope: number;
  /** -1 when there is no pool. */
  pool: number;
  holderCount: number;
  holders: Holder[];
  /** Cards each holder has: hand sizes, 1 of each kind in the envelope (3), the pool size. */
  size: number[];
  hand: number[];
  /** Same order as the knowledge's events; -1 stands for "none" (no disprover, no shown card). */
  events: ModelEvent[];
}

export type Built = { ok: true; model: Model } | { ok: false; error: DeduceError };

// The format's card limit, written once in schemas/limits.ts so that the schema's descriptions, `check`'s
// TOO_MANY_CARDS and this refusal agree (issue 13 point 7). To the deduction's helper: change the number
// there, not here; the exact-count budget and the sampler are yours and do not depend on it.
const MAX_SEATS = 28;
const fail = (code: DeduceError["code"], message: string): Built => ({ ok: false, error: { code, message } });

export function buildModel(k: Knowledge): Built {
  const built = baseModel(k);
  if (!built.ok) return built;
  for (const [i, e] of k.events.entries()) {
    const error = setEvent(built.model, i, e);
    if (error) return { ok: false, error };
  }
  return built;
}

/** The model of the cards, the holders and the observer's hand, with no events yet. */
function baseModel(k: Knowledge): Built {
  const index = new Map<string, number>();
  const kind = new Uint8Array(k.cards.length);
  for (const [i, c] of k.cards.entries()) {
    if (index.has(c.id)) return fail("BAD_EVENT", `card "${c.id}" is listed twice`);
    index.set(c.id, i);
    kind[i] = KINDS.indexOf(c.kind);
  }
  for (const kd of KINDS)
    if (!k.cards.some((c) => c.kind === kd)) return fail("BAD_SIZES", `there is no ${kd} card for the envelope`);
  // State keys of the count are mixed-radix numbers below 2^(unknown cards); holders are bits of an int.
  if (k.cards.length > MAX_CARDS) return fail("TOO_MANY_CARDS", `${k.cards.length} cards; at most ${MAX_CARDS}`);
  const seats = k.handSizes.length;
  if (seats > MAX_SEATS) return fail("BAD_SEAT", `${seats} seats; at most ${MAX_SEATS}`);
  if (seats < 1 || !Number.isInteger(k.seat) || k.seat < 0 || k.seat >= seats)
    return fail("BAD_SEAT", `observer seat ${k.seat} is not one of ${seats}`);
  const total = k.handSizes.reduce((a, b) => a + b, 0) + 3 + k.poolSize;
  if (total !== k.cards.length || k.handSizes.some((s) => s < 0) || k.poolSize < 0)
    return fail(
      "BAD_SIZES",
      `hands (${k.handSizes.join("+")}), pool ${k.poolSize} and envelope 3 make ${total}, not ${k.cards.length} cards`,
    );
  if (k.hand.length !== k.handSizes[k.seat])
    return fail("BAD_SIZES", `the observer holds ${k.hand.length} cards, not ${k.handSizes[k.seat]}`);
  const unknown = k.hand.find((id) => !index.has(id));
  if (unknown !== undefined) return fail("UNKNOWN_CARD", `unknown card "${unknown}"`);

  const pool = k.poolSize > 0 ? seats + 1 : -1;
  const holders: Holder[] = [...Array.from({ length: seats }, (_, s) => s), "envelope"];
  if (pool >= 0) holders.push("pool");
  const size = [...k.handSizes, 3];
  if (pool >= 0) size.push(k.poolSize);
  const model: Model = {
    knowledge: k,
    index,
    cardCount: k.cards.length,
    kind,
    seats,
    observer: k.seat,
    envelope: seats,
    pool,
    holderCount: holders.length,
    holders,
    size,
    hand: k.hand.map((id) => index.get(id) ?? 0),
    events: [],
  };
  return { ok: true, model };
}

/** Resolves event `i` of the knowledge into the model (added, or put in place of an earlier version). */
export function setEvent(m: Model, i: number, e: KnowledgeEvent): DeduceError | null {
  // Typed by a cast: set inside `report`, where the compiler's narrowing to null does not look.
  let problem = null as DeduceError | null;
  const report = (code: DeduceError["code"], message: string) => void (problem ??= { code, message });
  const card = (id: string): number => {
    const c = m.index.get(id);
    if (c === undefined) report("UNKNOWN_CARD", `unknown card "${id}"`);
    return c ?? 0;
  };
  const seat = (s: number): number => {
    if (!Number.isInteger(s) || s < 0 || s >= m.seats) report("BAD_SEAT", `unknown seat ${s}`);
    return s;
  };
  const r = resolveEvent(e, card, seat, m.pool);
  if ((r.kind === "poolSeen" || r.kind === "faceUp") && m.pool < 0 && (r.kind === "poolSeen" || r.holder < 0))
    report("BAD_EVENT", `event ${i}: there is no pool`);
  if ((r.kind === "suggestion" || r.kind === "accusation") && new Set(r.cards.map((c) => m.kind[c])).size !== 3)
    report("BAD_EVENT", `event ${i}: a ${r.kind} names one card of each kind`);
  if (r.kind === "suggestion" && r.shown >= 0 && (r.disprover < 0 || !r.cards.includes(r.shown)))
    report("BAD_EVENT", `event ${i}: the shown card must be one of the three, shown by the disprover`);
  if (!problem) m.events[i] = r;
  return problem;
}

function resolveEvent(
  e: KnowledgeEvent,
  card: (id: string) => number,
  seat: (s: number) => number,
  pool: number,
): ModelEvent {
  switch (e.kind) {
    case "faceUp":
      return { kind: "faceUp", holder: e.holder === "pool" ? pool : seat(e.holder), cards: e.cards.map(card) };
    case "poolSeen":
      return { kind: "poolSeen", cards: e.cards.map(card) };
    case "shown":
      return { kind: "shown", card: card(e.card), by: seat(e.by) };
    case "suggestion":
      return {
        kind: "suggestion",
        by: seat(e.by),
        cards: e.cards.map(card),
        passed: e.passed.map(seat),
        disprover: e.disprover === null ? -1 : seat(e.disprover),
        shown: e.shown === undefined || e.shown === null ? -1 : card(e.shown),
      };
    case "accusation":
      return { kind: "accusation", by: seat(e.by), cards: e.cards.map(card), correct: e.correct };
  }
}

export function kindOf(m: Model, card: number): CardKind {
  return KINDS[m.kind[card] ?? 0] ?? "suspect";
}
