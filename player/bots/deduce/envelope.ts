// Is the envelope's answer certain? The exact count answers that, but most of the time a cheaper look does:
// propagation may already leave one card of each kind; otherwise two deals that each fit everything known
// and put different cards of one kind in the envelope show that it is not certain. Only when neither
// settles it does the caller need the count.
import { problemOf, type Problem } from "./count/problem";
import { findDeal } from "./count/witness";
import { cell, NO, type Grid } from "./grid";
import { kindOf } from "./model";
import type { CardKind } from "./types";

export type Settled = { certain: true; solution: Record<CardKind, number> } | { certain: false } | "count";

export function envelopeSettled(g: Grid): Settled {
  const m = g.model;
  if (g.contradiction) return "count";
  const candidates: Record<CardKind, number[]> = { suspect: [], weapon: [], room: [] };
  for (let c = 0; c < m.cardCount; c++) if (cell(g, c, m.envelope) !== NO) candidates[kindOf(m, c)].push(c);
  const { suspect, weapon, room } = candidates;
  if (suspect.length === 1 && weapon.length === 1 && room.length === 1)
    return {
      certain: true,
      solution: { suspect: suspect[0] as number, weapon: weapon[0] as number, room: room[0] as number },
    };
  // One kind with two possible cards is enough to say no.
  const p = problemOf(g, false);
  const first = findDeal(p);
  if (!first) return "count";
  // Per open kind, the positions of its other candidates, and where the first deal's envelope card of it is.
  const open = (["suspect", "weapon", "room"] as const).flatMap((kind) => {
    const cards = candidates[kind];
    if (cards.length < 2) return [];
    const inFirst = cards.find((c) => first[p.cards.indexOf(c)] === m.envelope);
    const others = cards
      .filter((c) => c !== inFirst)
      .map((c) => p.cards.indexOf(c))
      .filter((pos) => pos >= 0);
    return [{ others, env: p.cards.indexOf(inFirst ?? -1) }];
  });
  // First the deals one trade away from the first (cheap), then a search for each other card.
  for (const { others, env } of open)
    for (const pos of others) if (traded(p, first, pos, env)) return { certain: false };
  for (const { others } of open)
    for (const pos of others) if (findDeal(p, { pos, holder: m.envelope })) return { certain: false };
  return "count";
}

/**
 * Does the deal with card positions `pos` and `env` traded (`pos` into the envelope, where `env` lies, and
 * `env` to `pos`'s holder) fit everything known? Hand sizes and the envelope's kinds stay as they were.
 */
export function traded(p: Problem, deal: Int32Array, pos: number, env: number): boolean {
  const h = deal[pos] ?? -1;
  if (env < 0 || h < 0 || (((p.allowed[pos] ?? 0) >> p.envelope) & 1) === 0 || (((p.allowed[env] ?? 0) >> h) & 1) === 0)
    return false;
  const at = (c: number) => (c === pos ? p.envelope : c === env ? h : (deal[c] ?? -1));
  return (
    p.atLeastOne.every((a) => a.cards.some((c) => at(c) === a.holder)) &&
    p.notAll.every((a) => !a.every((c) => at(c) === p.envelope))
  );
}
