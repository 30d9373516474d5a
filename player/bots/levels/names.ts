// Reading what the others name. Suggestions are public, and most players name suspects and weapons they do
// not hold (the medium bot never does: it names its envelope candidates). The notebook rightly assumes
// nothing of the kind; the hard bot does, on a grid of its own over the sound one: each suspect and weapon
// an opponent named is taken to be out of that opponent's hand. An opponent is read only while nothing sound
// contradicts it: none of the cards it named is known to be in its hand, it never named a card after being
// shown it (a player naming its candidates would not), it plays on after no suggestion of its own that
// nobody answered (`unanswered`), and its assumptions fit with what is known and with the other read
// opponents'. How far the bot may rest an accusation on them is `trust`. The room of a suggestion is the
// room the suggester stands in, and a player walks to the rooms it wants to ask about: each room an
// opponent read suggested in is taken to be out of its hand too, less surely (`roomsRead`, `roomsRight`).
import { assert, cell, copyGrid, mark, NO, undo, YES, type Grid, type Mark } from "../deduce/grid";
import { settle } from "../deduce/propagate";
import type { Model } from "../deduce/model";
import type { Controller } from "../../engine";

export interface Reading {
  /** The sound grid with the read opponents' assumed facts, settled; the sound grid itself when they add none. */
  grid: Grid;
  /** The opponents read, in seat order. */
  trusted: number[];
}

const ROOM = 2;

/**
 * Each seat's named suspects and weapons (or, with `rooms`, the rooms it suggested in), one entry per naming
 * (the observer's own left empty).
 */
export function namedBy(sound: Grid, rooms = false): number[][] {
  const m = sound.model;
  const named = Array.from({ length: m.seats }, () => [] as number[]);
  for (const e of m.events)
    if (e.kind === "suggestion" && e.by !== m.observer)
      for (const c of e.cards) if ((m.kind[c] === ROOM) === rooms) named[e.by]?.push(c);
  return named;
}

/**
 * Seats caught naming a card they had been shown before: by this seat, or by a disprover that the sound
 * grid says could have shown only that one of the three. A room named is the room the suggester stands
 * in, which players choose by the walk as much as by what they have seen: `rooms` false leaves it out.
 */
function namedWhatTheySaw(sound: Grid, rooms = true): Set<number> {
  const m = sound.model;
  const seen = Array.from({ length: m.seats }, () => new Set<number>());
  const caught = new Set<number>();
  for (const e of m.events) {
    if (e.kind !== "suggestion" || e.by === m.observer) continue;
    if (e.cards.some((c) => (rooms || m.kind[c] !== ROOM) && seen[e.by]?.has(c))) caught.add(e.by);
    if (e.disprover < 0) continue;
    const could = e.shown >= 0 ? [e.shown] : e.cards.filter((c) => cell(sound, c, e.disprover) !== NO);
    if (could.length === 1) seen[e.by]?.add(could[0] as number);
  }
  return caught;
}

/**
 * Seats not read whatever they named: caught naming a card they had been shown, or playing on after a
 * suggestion nobody answered (`unanswered`: read, it would put the card it likely bluffed with in the
 * envelope).
 */
export function notRead(sound: Grid): Set<number> {
  const out = namedWhatTheySaw(sound);
  for (const seat of unanswered(sound)) out.add(seat);
  return out;
}

/**
 * The read grid (of the opponents `among`, when given; with the rooms of the opponents `rooms` reads, see
 * `roomsRead`). Opponents are added in seat order; one whose assumptions, with those already added,
 * leave the grid contradicting itself is left out. (The grid may still allow no deal at all, which only
 * the count finds: the caller falls back to the sound grid then.) The sound grid itself when nothing was
 * added to it.
 */
export function readNames(sound: Grid, among?: readonly number[], rooms?: RoomReading): Reading {
  if (sound.contradiction) return { grid: sound, trusted: [] };
  const caught = notRead(sound);
  // A card it named that is known to be its own contradicts at once.
  const named = namedBy(sound);
  const seats = named.flatMap((cards, seat) =>
    cards.length === 0 ||
    (among && !among.includes(seat)) ||
    caught.has(seat) ||
    cards.some((c) => cell(sound, c, seat) === YES)
      ? []
      : [seat],
  );
  if (rooms) {
    const walked = roomsRead(sound, rooms);
    for (const seat of seats) named[seat] = [...(named[seat] ?? []), ...(walked[seat] ?? [])];
  }
  // Most often no one contradicts: then every opponent at once, settled once, gives the grid that one at a
  // time does (facts only accumulate, and a grid that fits with them all fits with any of them).
  const grid = copyGrid(sound);
  let added = false;
  for (const seat of seats)
    for (const c of named[seat] ?? []) added = assert(grid, c, seat, "no", { rule: "counting" }, []) || added;
  const narrowed = narrowedAnswers(sound.model, seats);
  if (narrowed) {
    grid.model = narrowed;
    added = true;
  }
  if (!added) return { grid: sound, trusted: seats };
  settle(grid);
  return grid.contradiction ? oneByOne(sound, named, seats) : { grid, trusted: seats };
}

/**
 * Per seat, how much less often it suggests in a given room of its own than in a given room it lacks (see
 * OWN_ROOM), or null where its rooms are not read at all.
 */
export type RoomReading = readonly (number | null)[];

/**
 * Each seat's rooms it suggested in, read as rooms it lacks (the observer's own left empty), for the seats
 * `reading` reads: a player of that kind walks to the rooms it wants to ask about. But it may walk into a
 * room of its own when no other is near, so a seat with a room it suggested in known to be its own is not
 * read by its rooms for the rest of the game, and how far the rooms read can be believed is `roomsRight`'s.
 */
export function roomsRead(sound: Grid, reading: RoomReading): number[][] {
  return namedBy(sound, true).map((rooms, seat) =>
    reading[seat] == null || rooms.some((c) => cell(sound, c, seat) === YES) ? [] : rooms,
  );
}

/**
 * A player naming only its envelope candidates never names a card it has been shown: it knows that one is
 * not in the envelope. So a suspect or weapon it names after an answer from a disprover (this seat aside,
 * whose answers it knows) was not the card that disprover showed it, and the disprover holds one of the
 * other cards of that suggestion: with two of the three named again, the third. The sound grid knows only
 * that the disprover holds one of the three. The model returned has these narrower answers as events of
 * their own after the real ones (a suggestion with the cards left and nobody passing), so that the rules
 * and the count take them like any other; null when the read opponents named nothing again.
 */
export function narrowedAnswers(m: Model, seats: readonly number[]): Model | null {
  const extra: Model["events"] = [];
  const events = m.events;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e?.kind !== "suggestion" || e.disprover < 0 || e.shown >= 0 || e.disprover === m.observer) continue;
    if (!seats.includes(e.by)) continue;
    let left = e.cards;
    for (let j = i + 1; j < events.length && left.length > 0; j++) {
      const later = events[j];
      if (later?.kind !== "suggestion" || later.by !== e.by) continue;
      for (const c of later.cards) if (m.kind[c] !== ROOM && left.includes(c)) left = left.filter((x) => x !== c);
    }
    if (left.length < e.cards.length)
      extra.push({ kind: "suggestion", by: e.by, cards: left, passed: [], disprover: e.disprover, shown: -1 });
  }
  return extra.length ? { ...m, events: [...events, ...extra] } : null;
}

/** The opponents `seats` read in turn into one copy of the sound grid, those that contradict undone. */
function oneByOne(sound: Grid, named: readonly number[][], seats: readonly number[]): Reading {
  const trusted: number[] = [];
  let grid: Grid | null = null;
  let before: Mark | undefined;
  for (const seat of seats) {
    const cards = named[seat] ?? [];
    const g = grid ?? sound;
    // Cards all known not to be its own add nothing (the grid is settled already).
    if (cards.some((c) => cell(g, c, seat) === YES)) continue;
    if (cards.every((c) => cell(g, c, seat) === NO)) {
      trusted.push(seat);
      continue;
    }
    grid ??= copyGrid(sound);
    before = mark(grid, before);
    // A bot's grid keeps no reasons, so the one given here is never read.
    for (const c of cards) assert(grid, c, seat, "no", { rule: "counting" }, []);
    settle(grid);
    if (grid.contradiction) undo(grid, before);
    else trusted.push(seat);
  }
  // The narrower answers of the opponents kept, all at once; none if they contradict the rest.
  const narrowed = narrowedAnswers(sound.model, trusted);
  if (narrowed) {
    grid ??= copyGrid(sound);
    before = mark(grid, before);
    grid.model = narrowed;
    settle(grid);
    if (grid.contradiction) {
      undo(grid, before);
      grid.model = sound.model;
    }
  }
  return { grid: grid ?? sound, trusted };
}

/** What the game has shown of how far an opponent's names predict its hand. */
export interface NamesRecord {
  /** Distinct suspects and weapons it named (not this seat's own) since found in another holder's place. */
  confirmed: number;
  /**
   * Caught: a card it named is known to be its own, it named a card it had been shown, or nobody could
   * answer a suggestion of its own (`unanswered`).
   */
  caught: boolean;
}

/**
 * Seats with a suggestion of their own that nobody could answer. A player naming only cards it lacks learns
 * from that silence that its suspect and weapon are the envelope's, and accuses at once (a medium bot always
 * does: the game ends there); one still playing after it most likely named a card of its own. Measured
 * (classic, 4 seats, seeds 22 and 61, 600 to 1,000 games each), where the hard bot's guess from names first
 * reached 50 %: against bluffers, 14 of its 32 wrong guesses came after such a silence from an opponent
 * they rested on; against medium bots, 1 of 119 (right) guesses did. Not in an edition with a face-down
 * pool: the suggester may not have looked at it, and then the silence proves nothing to it. (Counted
 * where this seat knew the pool did not hold the two, it cost The Office's 4 seats 2.06 to 1.93 of the
 * share against medium bots, seed 22: what this seat knows of the pool is not what the suggester knows.)
 * An honest player that named a room of its own learns only the suspect and weapon from the silence and
 * plays on, so it is caught too; catching only where this seat knows the room is not the suggester's
 * (issue 30's review) changed little against medium bots (classic 4 seats 1.812 to 1.816, 3 seats 1.899 to
 * 1.908, seed 22) and cost a little against bluffers (1.50 to 1.48 at seed 22, 1.61 to 1.60 at 61): kept.
 */
function unanswered(g: Grid): Set<number> {
  const m = g.model;
  const seats = new Set<number>();
  for (const e of m.events)
    if (e.kind === "suggestion" && e.by !== m.observer && e.disprover < 0 && m.pool < 0) seats.add(e.by);
  return seats;
}

/** Each seat's record (the observer's own left empty). */
export function recordsOf(sound: Grid): NamesRecord[] {
  const m = sound.model;
  const named = namedBy(sound);
  const mine = new Set(m.hand);
  // Caught only by a suspect or weapon: a player who stands in a room it has seen has not bluffed.
  const caught = namedWhatTheySaw(sound, false);
  const silent = unanswered(sound);
  return named.map((cards, seat) => {
    let confirmed = 0;
    let bluffed = caught.has(seat) || silent.has(seat);
    for (const c of new Set(cards)) {
      if (mine.has(c)) continue;
      if (cell(sound, c, seat) === YES) bluffed = true;
      else if (cell(sound, c, seat) === NO && placed(sound, c)) confirmed++;
    }
    return { confirmed, caught: bluffed };
  });
}

/** Is the card's holder known? */
function placed(g: Grid, c: number): boolean {
  for (let h = 0; h < g.model.holderCount; h++) if (cell(g, c, h) === YES) return true;
  return false;
}

/**
 * How far the bot trusts each opponent's names before weighing the cards still open: the table's prior,
 * lowered for every opponent caught naming its own card (a table where one bluffs may hold more), then each
 * named card found in another holder's place weighed as evidence against a player naming at random (whose
 * hand misses a card a hand's share less often, `ownShare`); an opponent caught itself is trusted not at
 * all, for the rest of the game. At a table nobody was caught at, this is the trust of commit 005b5a1 to
 * the last step, so the hard level plays its games against honest players as it did.
 */
export function learnedTrust(m: Model, records: readonly NamesRecord[], prior: number): number[] {
  const caught = records.filter((r, seat) => seat !== m.observer && r.caught).length;
  // A Beta prior of three players' weight, each caught opponent one more against.
  const table = (3 * prior) / (3 + caught);
  return records.map((r, seat) => {
    if (seat === m.observer || r.caught) return 0;
    const odds = (table / (1 - table)) * Math.pow(1 - ownShare(m, seat), -r.confirmed);
    return odds / (1 + odds);
  });
}

/** The chance that a card other than the observer's own is in `seat`'s hand, before anything is seen. */
function ownShare(m: Model, seat: number): number {
  return (m.size[seat] ?? 0) / Math.max(1, m.cardCount - m.hand.length);
}

/**
 * The chance that every read opponent in `seats` names only cards it lacks: each from its learned trust
 * (`learnedTrust`), then per card it named still open (not one of this seat's, known from the start), a
 * player naming at random would not hold it as often as the sound probabilities say (`p[card * holders +
 * holder]`), one naming what it lacks always, while choosing among fewer cards (by the hand sizes, a
 * hand's share fewer): so one it likely holds counts against it.
 */
export function trust(
  sound: Grid,
  p: Float64Array,
  holders: number,
  seats: readonly number[],
  learned: readonly number[],
): number {
  const m = sound.model;
  const named = namedBy(sound);
  const mine = new Set(m.hand);
  let all = 1;
  for (const seat of seats) {
    const own = ownShare(m, seat);
    const t = learned[seat] ?? 0;
    if (t <= 0) return 0;
    let odds = t / (1 - t);
    for (const c of new Set(named[seat]))
      if (!mine.has(c) && !placed(sound, c)) odds *= (1 - (p[c * holders + seat] ?? 0)) / (1 - own);
    all *= odds / (1 + odds);
  }
  return all;
}

/**
 * Per computer level, how much less often a player of that level suggests in a given room of its own than in
 * a given room it lacks; a seat's level is public (every player sees who is a computer, and how strong).
 * Measured (classic, 1,000 games of four of a level, 300 for easy and hard): per suggestion, a room of its
 * own was the one in 0.74-0.89 % of the chances for the medium bot, a room it lacked in 12.9-15.3 %, 0.053
 * to 0.060 times as often at 3, 4 and 6 seats; the easy bot, 0.10; the hard bot, 0.59, as it goes where the
 * best question is and that is often a room of its own: its rooms, and a human's, and a random player's,
 * are not read. With the medium bot's rooms read the hard level won 2.03 and 2.04 times its share against
 * medium bots at classic's 3 and 4 seats, from 1.89 and 1.90 (seeds 5, 7, 11, 13 and 17, 2,000 games each),
 * with 1.5 % and 0.6 % of its accusations wrong (0.1 % and 0.4 % before); every seat read, hard bots too,
 * 2.5 % of its accusations in all-hard games were wrong (0.7 % without). A bot of another style under a
 * medium label is still caught by its rooms (testing/styles's bluffer walks into rooms of its own).
 */
export const OWN_ROOM: Readonly<Record<string, number>> = { medium: 0.06, easy: 0.1 };

/** What `roomsRead` and `roomsRight` read of each seat, by its controller. */
export function roomReading(seats: readonly { controller: Controller }[]): RoomReading {
  return seats.map(({ controller: c }) =>
    c.kind === "bot" && Object.hasOwn(OWN_ROOM, c.level) ? (OWN_ROOM[c.level] ?? null) : null,
  );
}

/**
 * The chance that none of the read opponents `seats` that suggested in `room` holds it, where an answer rests
 * on reading their rooms: per opponent, the odds the sound count `p` gives of its holding the room, times its
 * ratio (`reading`) for each time it suggested there.
 */
export function roomsRight(
  sound: Grid,
  p: Float64Array,
  holders: number,
  seats: readonly number[],
  room: number,
  reading: RoomReading,
): number {
  const walked = namedBy(sound, true);
  let right = 1;
  for (const seat of seats) {
    const n = (walked[seat] ?? []).filter((c) => c === room).length;
    const x = p[room * holders + seat] ?? 0;
    if (n === 0 || x <= 0) continue;
    const own = x * Math.pow(reading[seat] ?? 1, n);
    right *= 1 - own / (own + 1 - x);
  }
  return right;
}
