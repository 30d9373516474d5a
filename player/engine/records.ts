// The deduction records of a viewer (see ViewRecord), drawn from the log and remembered for its newest links:
// the log is a chain that only grows, so a view of the next state reads only the links added since, however
// long the game. Records are frozen and shared between views; a later event that completes a suggestion
// replaces its record with a new one instead of changing it.
import type { Chain } from "./chain";
import { Recent } from "./recent";
import type { Card, GameEvent, Secret } from "./types";
import type { ViewRecord, Viewer } from "./view-types";

interface Past {
  records: readonly ViewRecord[];
  /** Index of the suggestion still waiting for its answer, or -1. */
  open: number;
}

type Suggestion = Extract<ViewRecord, { kind: "suggestion" }>;

const EMPTY: Past = Object.freeze({ records: Object.freeze([]), open: -1 });
const memo = new Map<Viewer, Recent<Chain<GameEvent>, Past>>();

// The events of a link that touch records, picked out once for every viewer: most links (a roll, a move,
// the end of a turn) have none, and then a viewer's records carry over untouched.
const TOUCH: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "hand-revealed", "pool-looked", "peeked", "suggested", "cannot-disprove", "must-show", "card-shown", "not-disproved", "accused",
]);
const touching = new Recent<Chain<GameEvent>, readonly GameEvent[]>(32);
const NONE: readonly GameEvent[] = Object.freeze([]);

function touchingEvents(link: Chain<GameEvent>): readonly GameEvent[] {
  let events = touching.get(link);
  if (!events) {
    const found = link.items.filter((e) => TOUCH.has(e.type));
    events = touching.set(link, found.length > 0 ? found : NONE);
  }
  return events;
}

/** The viewer's records (frozen, shared with every view that has the same ones). */
export function recordsFor(log: Chain<GameEvent> | null, viewer: Viewer): readonly ViewRecord[] {
  return pastAt(log, viewer).records;
}

function pastAt(log: Chain<GameEvent> | null, viewer: Viewer): Past {
  let recent = memo.get(viewer);
  if (!recent) memo.set(viewer, (recent = new Recent(8)));
  const todo: Chain<GameEvent>[] = [];
  let past = EMPTY;
  for (let c = log; c; c = c.prev) {
    const hit = recent.get(c);
    if (hit) {
      past = hit;
      break;
    }
    todo.push(c);
  }
  for (let i = todo.length - 1; i >= 0; i--) {
    const link = todo[i] as Chain<GameEvent>;
    const events = touchingEvents(link);
    past = recent.set(link, events.length > 0 ? step(past, events, viewer) : past);
  }
  return past;
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

function step(past: Past, events: readonly GameEvent[], viewer: Viewer): Past {
  let records: ViewRecord[] | null = null;
  let open = past.open;
  // The open suggestion as this link answers it: a copy of our own until the link is read, then frozen.
  let draft: Suggestion | null = null;
  const answering = (): Suggestion | null => {
    if (open < 0) return null;
    if (!draft) {
      records ??= past.records.slice();
      const asked = records[open] as Suggestion;
      draft = { kind: "suggestion", by: asked.by, named: asked.named, passed: asked.passed.slice(), disprover: asked.disprover };
      if (asked.shown !== undefined) draft.shown = asked.shown;
      records[open] = draft;
    }
    return draft;
  };
  for (const e of events) {
    switch (e.type) {
      case "hand-revealed":
        (records ??= past.records.slice()).push(freeze({ kind: "faceUp", holder: e.seat, cards: e.cards.slice() }));
        break;
      case "pool-looked": {
        const cards = seenBy(e.secret, viewer)?.cards;
        if (cards) (records ??= past.records.slice()).push(freeze({ kind: "poolSeen", cards: cards.slice() }));
        break;
      }
      case "peeked": {
        const card = seenBy(e.secret, viewer)?.card;
        if (card !== undefined) (records ??= past.records.slice()).push(freeze({ kind: "shown", card, by: e.target }));
        break;
      }
      case "suggested":
        if (draft) freeze(draft);
        draft = { kind: "suggestion", by: e.seat, named: [e.suspect, e.weapon, e.room], passed: [], disprover: null };
        open = (records ??= past.records.slice()).push(draft) - 1;
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
        if (s) s.shown = card as Card;
        open = -1;
        break;
      }
      case "not-disproved":
        open = -1;
        break;
      case "accused":
        (records ??= past.records.slice()).push(freeze({ kind: "accusation", by: e.seat, named: [e.suspect, e.weapon, e.room], correct: e.correct }));
        break;
    }
  }
  if (draft) freeze(draft);
  return records || open !== past.open ? { records: records ? Object.freeze(records) : past.records, open } : past;
}
