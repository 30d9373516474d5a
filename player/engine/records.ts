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
    past = recent.set(link, step(past, link.items, viewer));
  }
  return past;
}

/** A record and the lists inside it, frozen: records are shared by every view of the game. */
function freeze<R extends ViewRecord>(r: R): R {
  for (const v of Object.values(r)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(r);
}

function seenBy(secret: Secret | undefined, viewer: Viewer): Secret | null {
  return secret && viewer !== "spectator" && secret.to.includes(viewer) ? secret : null;
}

function step(past: Past, events: readonly GameEvent[], viewer: Viewer): Past {
  let records: ViewRecord[] | null = null;
  let open = past.open;
  for (const e of events) {
    let added: ViewRecord | null = null;
    let answer: Partial<Suggestion> | null = null;
    const at = open;
    const asked = at >= 0 ? ((records ?? past.records)[at] as Suggestion) : null;
    switch (e.type) {
      case "hand-revealed":
        added = { kind: "faceUp", holder: e.seat, cards: e.cards.slice() };
        break;
      case "pool-looked": {
        const cards = seenBy(e.secret, viewer)?.cards;
        if (cards) added = { kind: "poolSeen", cards: cards.slice() };
        break;
      }
      case "peeked": {
        const card = seenBy(e.secret, viewer)?.card;
        if (card !== undefined) added = { kind: "shown", card, by: e.target };
        break;
      }
      case "suggested":
        added = { kind: "suggestion", by: e.seat, named: [e.suspect, e.weapon, e.room], passed: [], disprover: null };
        break;
      case "cannot-disprove":
        if (asked) answer = { passed: [...asked.passed, e.seat] };
        break;
      case "must-show":
        if (asked) answer = { disprover: e.seat };
        break;
      case "card-shown": {
        const card = seenBy(e.secret, viewer)?.card;
        if (asked && card !== undefined) answer = { shown: card as Card };
        open = -1;
        break;
      }
      case "not-disproved":
        open = -1;
        break;
      case "accused":
        added = { kind: "accusation", by: e.seat, named: [e.suspect, e.weapon, e.room], correct: e.correct };
        break;
    }
    if (added) {
      records ??= past.records.slice();
      records.push(freeze(added));
      if (added.kind === "suggestion") open = records.length - 1;
    } else if (answer && asked) {
      records ??= past.records.slice();
      records[at] = freeze({ ...asked, ...answer });
    }
  }
  return records || open !== past.open ? { records: records ? Object.freeze(records) : past.records, open } : past;
}
