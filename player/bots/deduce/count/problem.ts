// What is left to count once propagation has placed what it can: the unplaced cards, where each may still
// go, how many cards each holder still takes, and the constraints no fact has settled yet.
import { cell, NO, YES, type Grid } from "../grid";
import { orderAndCost } from "./order";

export interface Problem {
  /** Card indexes still unplaced; every array below indexed like this one is "by position". */
  cards: number[];
  /** By position: the card's kind (0 suspect, 1 weapon, 2 room). */
  kind: number[];
  /** By position: bit h set when holder h may still hold the card. */
  allowed: number[];
  /** Holders that still take cards, the envelope first. */
  order: number[];
  /** By holder: how many cards it still takes. */
  need: number[];
  envelope: number;
  /** By kind: 1 when the envelope's card of that kind is still unknown. */
  envelopeNeeds: number[];
  /** A seat holds at least one of these positions. */
  atLeastOne: { holder: number; cards: number[] }[];
  /** The envelope does not hold all of these positions (what remains of a wrong accusation). */
  notAll: number[][];
  /** The order search's estimate of the count's moves in `order` (0 when no search was made). */
  cost: number;
}

/** `ordered`: choose the holders' order for the count (a search of its own; a single deal does not need it). */
export function problemOf(g: Grid, ordered = true): Problem {
  const m = g.model;
  const H = m.holderCount;
  const need = m.size.slice();
  const envelopeNeeds = [1, 1, 1];
  // Per card, its position among the unplaced ones, -1 when placed.
  const position = new Int32Array(m.cardCount).fill(-1);
  const cards: number[] = [];
  for (let c = 0; c < m.cardCount; c++) {
    let at = -1;
    for (let h = 0; h < H; h++) if (cell(g, c, h) === YES) at = h;
    if (at < 0) {
      position[c] = cards.length;
      cards.push(c);
    } else if (at === m.envelope) envelopeNeeds[m.kind[c] ?? 0] = (envelopeNeeds[m.kind[c] ?? 0] ?? 0) - 1;
    else need[at] = (need[at] ?? 0) - 1;
  }
  need[m.envelope] = envelopeNeeds.reduce((a, b) => a + b, 0);
  const kind = cards.map((c) => m.kind[c] ?? 0);
  const allowed = cards.map((c, i) => {
    let mask = 0;
    for (let h = 0; h < H; h++) {
      const open = cell(g, c, h) !== NO && (need[h] ?? 0) > 0;
      if (open && (h !== m.envelope || (envelopeNeeds[kind[i] ?? 0] ?? 0) > 0)) mask |= 1 << h;
    }
    return mask;
  });

  const atLeastOne: Problem["atLeastOne"] = [];
  const notAll: number[][] = [];
  // A constraint's key: its positions in increasing order (each + 1, digits in base cards + 1), then its seat.
  const seen = new Set<number>();
  const base = cards.length + 1;
  // (Plain loops: this runs for every event of every count and of every look at the envelope.)
  const sorted: number[] = [];
  for (const e of m.events) {
    if (e.kind === "suggestion" && e.disprover >= 0 && e.shown < 0) {
      const d = e.disprover;
      let held = false;
      for (const c of e.cards) held ||= cell(g, c, d) === YES;
      if (held) continue;
      const open: number[] = [];
      for (const c of e.cards) {
        const pos = position[c] ?? -1;
        if (pos >= 0 && ((allowed[pos] ?? 0) >> d) & 1) open.push(pos);
      }
      // The positions in increasing order, by insertion (a suggestion names three cards).
      sorted.length = 0;
      for (const pos of open) {
        let i = sorted.length;
        for (; i > 0 && (sorted[i - 1] ?? 0) > pos; i--) sorted[i] = sorted[i - 1] ?? 0;
        sorted[i] = pos;
      }
      let key = 0;
      for (const pos of sorted) key = key * base + pos + 1;
      key = key * H + d;
      if (!seen.has(key)) {
        seen.add(key);
        atLeastOne.push({ holder: d, cards: open });
      }
    } else if (e.kind === "accusation" && !e.correct) {
      let out = false;
      for (const c of e.cards) out ||= (position[c] ?? -1) < 0 && cell(g, c, m.envelope) !== YES;
      if (out) continue;
      const open: number[] = [];
      let all = true;
      for (const c of e.cards) {
        const pos = position[c] ?? -1;
        if (pos < 0) continue;
        open.push(pos);
        all &&= (((allowed[pos] ?? 0) >> m.envelope) & 1) === 1;
      }
      if (all) notAll.push(open);
    }
  }
  const holders = [...Array(H).keys()].filter((h) => (need[h] ?? 0) > 0);
  const p: Problem = {
    cards,
    kind,
    allowed,
    order: holders,
    need,
    envelope: m.envelope,
    envelopeNeeds,
    atLeastOne: minimal(atLeastOne),
    notAll,
    cost: 0,
  };
  if (ordered) ({ order: p.order, cost: p.cost } = orderAndCost(p, holders));
  return p;
}

/** Drops a constraint when the same seat has one on a subset of its cards (that one implies it). */
function minimal(list: Problem["atLeastOne"]): Problem["atLeastOne"] {
  const within = (a: number[], b: number[]) => a.every((c) => b.includes(c));
  // Only a seat's own constraints can imply one another: each is compared with those of its seat.
  const bySeat = new Map<number, number[]>();
  list.forEach((a, i) => {
    const of = bySeat.get(a.holder);
    if (of) of.push(i);
    else bySeat.set(a.holder, [i]);
  });
  return list.filter(
    (a, i) =>
      !(bySeat.get(a.holder) ?? []).some((j) => {
        const b = list[j] as Problem["atLeastOne"][number];
        return j !== i && within(b.cards, a.cards) && (b.cards.length < a.cards.length || j < i);
      }),
  );
}
