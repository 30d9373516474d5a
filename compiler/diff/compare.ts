// How one edition differs from another (classic Clue, for the "what's different" section), as data:
// language-free facts naming ids, which words.ts puts into the edition's own terms and languages.
// Cards are paired across the two before comparing: by id, then a suspect by its start square, a room by
// the cells it covers, a weapon by its place in the list, so a reskin reads as renames, not as every card
// removed and another added.
import type { Cell, Edition, Terms } from "../../schemas/edition";

export type Cards = "suspects" | "weapons" | "rooms";

export type Difference =
  | { kind: "terms"; term: keyof Terms; from: string; to: string }
  | { kind: "players"; from: [number, number]; to: [number, number] }
  | { kind: "count"; cards: Cards; from: number; to: number }
  | { kind: "renamed"; cards: Cards; id: string; was: string; wasName: string }
  | { kind: "added"; cards: Cards; id: string }
  | { kind: "removed"; cards: Cards; was: string; wasName: string }
  | { kind: "rule"; option: string; from: unknown; to: unknown }
  | { kind: "boardSize"; from: [number, number]; to: [number, number] }
  | { kind: "roomMoved"; room: string }
  | { kind: "doors"; room: string; added: Cell[]; removed: Cell[] }
  | { kind: "passage"; rooms: [string, string]; added: boolean }
  | { kind: "start"; suspect: string; from: Cell; to: Cell }
  | { kind: "spaces"; from: number; to: number }
  | { kind: "module"; module: "intrigue" | "personalities"; added: boolean };

type Pairs = Map<string, string>; // other's id -> base's id

function pairBy<T extends { id: string }>(base: T[], other: T[], same: (a: T, b: T) => boolean): Pairs {
  const pairs: Pairs = new Map();
  const taken = new Set<string>();
  const pair = (o: string, b: string) => {
    pairs.set(o, b);
    taken.add(b);
  };
  for (const o of other) if (base.some((b) => b.id === o.id)) pair(o.id, o.id);
  for (const o of other) {
    const b = pairs.has(o.id) ? undefined : base.find((x) => !taken.has(x.id) && same(x, o));
    if (b) pair(o.id, b.id);
  }
  return pairs;
}

const cellsOf = (e: Edition, key: string) => {
  const out = new Set<string>();
  e.board.grid.forEach((row, r) => [...row].forEach((ch, c) => ch === key && out.add(`${r},${c}`)));
  return out;
};
const sameCell = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const eq = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Pairing {
  suspects: Pairs;
  weapons: Pairs;
  rooms: Pairs;
}

function pairCards(base: Edition, other: Edition): Pairing {
  const sameBoard = base.board.rows === other.board.rows && base.board.cols === other.board.cols;
  return {
    suspects: pairBy(base.suspects, other.suspects, (a, b) => sameCell(a.start, b.start)),
    weapons: pairBy(
      base.weapons,
      other.weapons,
      (a, b) => base.weapons.indexOf(a) === other.weapons.indexOf(b) && base.weapons.length === other.weapons.length,
    ),
    rooms: pairBy(
      base.rooms,
      other.rooms,
      (a, b) => sameBoard && eq([...cellsOf(base, a.key)], [...cellsOf(other, b.key)]),
    ),
  };
}

function cards(base: Edition, other: Edition, which: Cards, pairs: Pairs, out: Difference[]): void {
  const b = base[which] as { id: string; name: string }[];
  const o = other[which] as { id: string; name: string }[];
  if (b.length !== o.length) out.push({ kind: "count", cards: which, from: b.length, to: o.length });
  for (const x of o) {
    const was = pairs.get(x.id);
    const old = b.find((y) => y.id === was);
    if (!old) out.push({ kind: "added", cards: which, id: x.id });
    else if (old.name !== x.name) out.push({ kind: "renamed", cards: which, id: x.id, was: old.id, wasName: old.name });
  }
  const kept = new Set(pairs.values());
  for (const y of b) if (!kept.has(y.id)) out.push({ kind: "removed", cards: which, was: y.id, wasName: y.name });
}

/** The rule options as comparable leaves; a `kind` choice is one leaf, and ids are the base's through the pairing. */
function ruleLeaves(e: Edition, toBase: (kind: "suspects" | "rooms", id: string) => string): Record<string, unknown> {
  const r = e.rules;
  const ref = (v: Record<string, unknown>, key: string, kind: "suspects" | "rooms") =>
    typeof v[key] === "string" ? { ...v, [key]: toBase(kind, v[key]) } : v;
  return {
    dice: r.dice.map((d) => d.faces),
    "movement.mode": r.movement.mode,
    "movement.passThroughTokens": r.movement.passThroughTokens,
    "movement.doorsBlockedByTokens": r.movement.doorsBlockedByTokens,
    "movement.mustLeaveRoom": r.movement.mustLeaveRoom,
    "movement.movedMayStay": r.movement.movedMayStay ?? false,
    "movement.secretPassages": r.movement.secretPassages,
    firstPlayer: ref(r.firstPlayer, "suspect", "suspects"),
    weapons: ref(r.weapons, "room", "rooms"),
    deal: ref(r.deal, "leftovers", "rooms"),
    "suggestions.movedMaySuggest": r.suggestions.movedMaySuggest,
    "suggestions.accuseAfter": r.suggestions.accuseAfter,
    "suggestions.accuseAfterShown": r.suggestions.accuseAfterShown ?? true,
    accusations: ref(r.accusations, "room", "rooms"),
    "end.lastPlayerWins": r.end.lastPlayerWins,
  };
}

export function compare(base: Edition, other: Edition): Difference[] {
  const out: Difference[] = [];
  const p = pairCards(base, other);
  for (const term of Object.keys(other.terms) as (keyof Terms)[])
    if (base.terms[term] !== other.terms[term])
      out.push({ kind: "terms", term, from: base.terms[term], to: other.terms[term] });
  if (base.players.min !== other.players.min || base.players.max !== other.players.max)
    out.push({
      kind: "players",
      from: [base.players.min, base.players.max],
      to: [other.players.min, other.players.max],
    });
  cards(base, other, "suspects", p.suspects, out);
  cards(base, other, "weapons", p.weapons, out);
  cards(base, other, "rooms", p.rooms, out);

  const toBase = (kind: "suspects" | "rooms", id: string) => p[kind].get(id) ?? `+${id}`;
  const b = ruleLeaves(base, (_k, id) => id);
  const o = ruleLeaves(other, toBase);
  const plain = ruleLeaves(other, (_k, id) => id);
  for (const k of Object.keys(o)) if (!eq(b[k], o[k])) out.push({ kind: "rule", option: k, from: b[k], to: plain[k] });

  board(base, other, p, out);
  for (const m of ["intrigue", "personalities"] as const)
    if (!!base.modules[m] !== !!other.modules[m]) out.push({ kind: "module", module: m, added: !!other.modules[m] });
  return out;
}

function board(base: Edition, other: Edition, p: Pairing, out: Difference[]): void {
  const B = base.board;
  const O = other.board;
  if (B.rows !== O.rows || B.cols !== O.cols)
    out.push({ kind: "boardSize", from: [B.rows, B.cols], to: [O.rows, O.cols] });
  const sameBoard = B.rows === O.rows && B.cols === O.cols;
  for (const room of other.rooms) {
    const was = base.rooms.find((r) => r.id === p.rooms.get(room.id));
    if (!was || !sameBoard) continue;
    if (!eq([...cellsOf(base, was.key)], [...cellsOf(other, room.key)])) out.push({ kind: "roomMoved", room: room.id });
    const bd = B.doors.filter((d) => d.room === was.id).map((d) => d.cell);
    const od = O.doors.filter((d) => d.room === room.id).map((d) => d.cell);
    const added = od.filter((c) => !bd.some((x) => sameCell(x, c)));
    const removed = bd.filter((c) => !od.some((x) => sameCell(x, c)));
    if (added.length + removed.length > 0) out.push({ kind: "doors", room: room.id, added, removed });
  }
  const key = (a: string, b: string) => [a, b].sort().join("|");
  const toBase = (id: string) => p.rooms.get(id) ?? `+${id}`;
  const basePairs = new Set(B.passages.map(([a, b]) => key(a, b)));
  const otherPairs = new Set(O.passages.map(([a, b]) => key(toBase(a), toBase(b))));
  for (const [a, c] of O.passages)
    if (!basePairs.has(key(toBase(a), toBase(c)))) out.push({ kind: "passage", rooms: [a, c], added: true });
  for (const [a, c] of B.passages)
    if (!otherPairs.has(key(a, c))) out.push({ kind: "passage", rooms: [a, c], added: false });
  for (const s of other.suspects) {
    const was = base.suspects.find((x) => x.id === p.suspects.get(s.id));
    if (was && !sameCell(was.start, s.start)) out.push({ kind: "start", suspect: s.id, from: was.start, to: s.start });
  }
  if (B.spaces.length !== O.spaces.length) out.push({ kind: "spaces", from: B.spaces.length, to: O.spaces.length });
}
