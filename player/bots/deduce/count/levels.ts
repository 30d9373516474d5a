// The layers of the count. Holders are filled one after another (the order of the problem); between two
// holders, the cards still unplaced matter only through what the holders still to come can tell apart
// (may they hold it, is it in one of their constraints, its kind while the envelope is still to come).
// Cards that look alike to every holder to come form a group, and a state is just a count per group.
// Groups only ever merge from one boundary to the next, which keeps the number of states small.
import type { Problem } from "./problem";

export interface Boundary {
  /** Per group: the cards (positions) in it, and its fine classes. */
  members: number[][];
  fines: number[][];
  /** Mixed-radix place value of each group in a state key. */
  stride: number[];
  radix: number[];
  /** Per group: no holder still to come may take its cards, so a state must have none of them left. */
  dead: boolean[];
}

export interface Level {
  holder: number;
  need: number;
  isEnvelope: boolean;
  /** The boundary before this holder. */
  at: Boundary;
  /** Per group of `at`: may this holder take its cards; its kind (envelope). */
  open: boolean[];
  kind: number[];
  /** Per constraint of this holder: the groups of `at` it covers. */
  atLeastOne: number[][];
  notAll: number[][];
  /** Per group of `at`: its group at the next boundary. */
  next: number[];
}

export interface Layers {
  levels: Level[];
  /** The boundary after the last holder: no groups. */
  end: Boundary;
  /** Fine classes (the groups before the first holder): their positions. */
  fine: number[][];
}

export function layersOf(p: Problem): Layers {
  const n = p.cards.length;
  const boundaries = partitions(p, n);
  const first = boundaries[0];
  const fine = first ? first.bound.members : [];
  for (const { group, bound } of boundaries) {
    bound.fines = bound.members.map(() => []);
    fine.forEach((cards, j) => bound.fines[group[cards[0] ?? 0] ?? 0]?.push(j));
  }
  const levels = p.order.map((holder, b): Level => {
    const here = boundaries[b] as { group: number[]; bound: Boundary };
    const there = boundaries[b + 1] as { group: number[]; bound: Boundary };
    const groupsOf = (cards: number[]) => [...new Set(cards.map((c) => here.group[c] ?? 0))];
    const isEnvelope = holder === p.envelope;
    return {
      holder,
      need: p.need[holder] ?? 0,
      isEnvelope,
      at: here.bound,
      open: here.bound.members.map((cards) => (((p.allowed[cards[0] ?? 0] ?? 0) >> holder) & 1 ? true : false)),
      kind: here.bound.members.map((cards) => p.kind[cards[0] ?? 0] ?? 0),
      atLeastOne: p.atLeastOne.filter((a) => a.holder === holder).map((a) => groupsOf(a.cards)),
      notAll: isEnvelope ? p.notAll.map(groupsOf) : [],
      next: here.bound.members.map((cards) => there.group[cards[0] ?? 0] ?? 0),
    };
  });
  const end = (boundaries[p.order.length] as { bound: Boundary }).bound;
  return { levels, end, fine };
}

/**
 * Per boundary b, the cards grouped by what the holders from b on can tell apart: who may hold each card
 * (and its kind while the envelope is ahead), and each of their constraints. That is the common refinement
 * of each holder's splits, so boundary b's groups are boundary b + 1's split by holder b alone: worked out
 * from the last boundary back, each holder's splits made once (splitting every boundary from scratch took
 * each holder's splits again at every boundary before it). Groups are numbered in order of their first
 * card, so the result depends only on the problem and the holders still to come.
 */
function partitions(p: Problem, n: number): { group: number[]; bound: Boundary }[] {
  const L = p.order.length;
  const out = new Array<{ group: number[]; bound: Boundary }>(L + 1);
  // No holder left: every card alike (and none may be left, see `dead`).
  const label = new Int32Array(n);
  let groups = n > 0 ? 1 : 0;
  let mask = 0;
  out[L] = boundaryOf(p, label, mask);
  // A split's keys (a group, and one of up to four values) are below 4n: numbered through a table.
  const ids = new Int32Array(4 * n + 4);
  const inside = new Uint8Array(n);
  const split = (values: number): void => {
    ids.fill(-1, 0, groups * values);
    let next = 0;
    for (let c = 0; c < n; c++) {
      const k = (label[c] ?? 0) * values + (inside[c] ?? 0);
      let g = ids[k] ?? -1;
      if (g < 0) {
        g = next++;
        ids[k] = g;
      }
      label[c] = g;
    }
    groups = next;
  };
  const splitBy = (cards: readonly number[]): void => {
    for (const c of cards) inside[c] = 1;
    split(2);
    for (const c of cards) inside[c] = 0;
  };
  for (let b = L - 1; b >= 0; b--) {
    const h = p.order[b] ?? 0;
    mask |= 1 << h;
    const isEnvelope = h === p.envelope;
    // May the holder take the card; for the envelope, of which kind.
    for (let c = 0; c < n; c++)
      inside[c] = ((p.allowed[c] ?? 0) >> h) & 1 ? (isEnvelope ? 1 + (p.kind[c] ?? 0) : 1) : 0;
    split(4);
    inside.fill(0);
    for (const a of p.atLeastOne) if (a.holder === h) splitBy(a.cards);
    if (isEnvelope) for (const a of p.notAll) splitBy(a);
    out[b] = boundaryOf(p, label, mask);
  }
  return out;
}

function boundaryOf(p: Problem, label: Int32Array, mask: number): { group: number[]; bound: Boundary } {
  const group = Array.from(label);
  const members: number[][] = [];
  group.forEach((g, c) => (members[g] ??= []).push(c));
  const dead = members.map((m) => ((p.allowed[m[0] ?? 0] ?? 0) & mask) === 0);
  const radix = members.map((m) => m.length + 1);
  const stride: number[] = [];
  let place = 1;
  for (const r of radix) {
    stride.push(place);
    place *= r;
  }
  return { group, bound: { members, fines: [], stride, radix, dead } };
}
