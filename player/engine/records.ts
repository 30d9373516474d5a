// The deduction records of a viewer (see ViewRecord), drawn from the log and remembered for its newest event:
// the log only grows, so a view of the next state reads only the events added since, however long the game. Records are frozen and shared between views; a later event that completes a suggestion
// replaces its record with a new one instead of changing it.
import { newestFirst, type Chain } from "./chain";
import { Recent } from "./recent";
import type { GameEvent, Secret } from "./types";
import type { ViewRecord, Viewer } from "./view-types";

interface Past {
  records: readonly ViewRecord[];
  /** Index of the suggestion still waiting for its answer, or -1. */
  open: number;
}

type Suggestion = Extract<ViewRecord, { kind: "suggestion" }>;

const EMPTY: Past = Object.freeze({ records: Object.freeze([]), open: -1 });
// Per viewer, the records as of the newest event of the logs read, keyed by that event: an event object is
// made once, by one action, so it stands for the whole log up to it. Kept as long as their event lives
// (recent.ts): a server viewing hundreds of games in turn would otherwise read each game's whole log again
// for every view.
const memo = new Map<Viewer, Recent<GameEvent, Past>>();

// The events that touch records; most (a roll, a move, the end of a turn) do not, and then a viewer's
// records carry over untouched.
const TOUCH: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "hand-revealed",
  "pool-looked",
  "peeked",
  "suggested",
  "cannot-disprove",
  "must-show",
  "card-shown",
  "not-disproved",
  "accused",
]);

/** The viewer's records (frozen, shared with every view that has the same ones). */
export function recordsFor(log: Chain<GameEvent> | null, viewer: Viewer): readonly ViewRecord[] {
  return pastAt(log, viewer).records;
}

function pastAt(log: Chain<GameEvent> | null, viewer: Viewer): Past {
  let recent = memo.get(viewer);
  if (!recent) memo.set(viewer, (recent = new Recent(8)));
  const kept = recent;
  let past = EMPTY;
  // Typed by a cast: set inside the callback, where the compiler's narrowing to null does not look.
  let newest = null as GameEvent | null;
  let from = null as GameEvent | null;
  const touching: GameEvent[] = [];
  newestFirst(log, (e) => {
    const hit = kept.get(e);
    if (hit) {
      past = hit;
      from = e;
      return true;
    }
    newest ??= e;
    if (TOUCH.has(e.type)) touching.push(e);
    return false;
  });
  if (newest === null) return past;
  if (touching.length > 0) past = step(past, touching.reverse(), viewer);
  // A game's log only grows: the records at an older event are not asked for again (and if they are, they
  // are read from the log), so a server keeps one entry per game and viewer, not one per version viewed.
  if (from !== null) kept.forget(from);
  return kept.set(newest, past);
}

/** A record and the lists inside it, frozen: records are shared by every view of the game. */
function freeze<R extends ViewRecord>(r: R): R {
  if (r.kind === "suggestion") Object.freeze(r.passed);
  if ("named" in r) Object.freeze(r.named);
  if ("cards" in r) Object.freeze(r.cards);
  return Object.freeze(r);
}

function seenBy(secret: Secret | undefined, viewer: Viewer): Secret | null {
  return secret && viewer !== "spectator" && secret.to.includes(viewer) ? secret : null;
}

// Copies of the frozen lists are spread, not sliced: V8 (Node 20) slices a frozen array by a slow path, some
// ten times the cost, and this runs for every viewer at every suggestion.
function step(past: Past, events: readonly GameEvent[], viewer: Viewer): Past {
  let records: ViewRecord[] | null = null;
  let open = past.open;
  // The open suggestion as this link answers it: a copy of our own until the link is read, then frozen.
  let draft: Suggestion | null = null;
  const answering = (): Suggestion | null => {
    if (open < 0) return null;
    if (!draft) {
      records ??= [...past.records];
      const asked = records[open] as Suggestion;
      draft = {
        kind: "suggestion",
        by: asked.by,
        named: asked.named,
        passed: [...asked.passed],
        disprover: asked.disprover,
      };
      if (asked.shown !== undefined) draft.shown = asked.shown;
      records[open] = draft;
    }
    return draft;
  };
  for (const e of events) {
    switch (e.type) {
      case "hand-revealed":
        (records ??= [...past.records]).push(freeze({ kind: "faceUp", holder: e.seat, cards: e.cards.slice() }));
        break;
      case "pool-looked": {
        const cards = seenBy(e.secret, viewer)?.cards;
        if (cards) (records ??= [...past.records]).push(freeze({ kind: "poolSeen", cards: cards.slice() }));
        break;
      }
      case "peeked": {
        const card = seenBy(e.secret, viewer)?.card;
        if (card !== undefined) (records ??= [...past.records]).push(freeze({ kind: "shown", card, by: e.target }));
        break;
      }
      case "suggested":
        if (draft) freeze(draft);
        draft = { kind: "suggestion", by: e.seat, named: [e.suspect, e.weapon, e.room], passed: [], disprover: null };
        open = (records ??= [...past.records]).push(draft) - 1;
        break;
      case "cannot-disprove":
        answering()?.passed.push(e.seat);
        break;
      case "must-show": {
        const s = answering();
        if (s) s.disprover = e.seat;
        break;
      }
      case "card-shown": {
        const card = seenBy(e.secret, viewer)?.card;
        const s = card !== undefined ? answering() : null;
        if (s) s.shown = card;
        open = -1;
        break;
      }
      case "not-disproved":
        open = -1;
        break;
      case "accused":
        (records ??= [...past.records]).push(
          freeze({ kind: "accusation", by: e.seat, named: [e.suspect, e.weapon, e.room], correct: e.correct }),
        );
        break;
    }
  }
  if (draft) freeze(draft);
  return records || open !== past.open ? { records: records ? Object.freeze(records) : past.records, open } : past;
}
