// One log entry as one sentence in the UI's language, worded by the action registry's entry for its event
// type, from what the viewer's entry holds and nothing else: a card appears only when the engine merged it
// into this viewer's entry (`card`, `cards`).
import type { Face } from "../../../schemas/edition";
import type { CompiledEdition } from "../../../schemas/graph";
import type { LogEntry, PlayerView, Seat, Viewer } from "../../engine";
import type { ActionEntry } from "../actions/types";
import type { LogMessages } from "../i18n/en/log";
import type { EditionText } from "../../../edition/text";
import type { Lang } from "../../../i18n/lang";
import { placeName } from "../board/place-name";
import { isolatedText } from "../i18n/names";
import { LOG } from "./messages";

/** Everything a sentence needs for one viewer of one game in one language: names, places, the registry. */
export interface LogContext {
  viewer: Viewer;
  lang: Lang;
  names: EditionText;
  msg: LogMessages;
  /** The registry whose entries word the events. */
  actions: readonly ActionEntry[];
  /** Each seat's suspect id, in seat order. */
  seats: readonly { suspect: string }[];
  /** The room the face-down pool lies in, if the edition has one. */
  poolRoom: string | null;
  /** Clock cards in the Intrigue deck (0 without the module). */
  clocks: number;
  /** Suspect card ids: a card that shares a person's name may need telling apart from the person. */
  suspects: ReadonlySet<string>;
  you: (s: Seat) => boolean;
  /** A seat's suspect's name. */
  name: (s: Seat) => string;
  /** A seat as a sentence's subject ("You") or object ("you"). */
  who: (s: Seat) => string;
  whom: (s: Seat) => string;
  card: (id: string) => string;
  cards: (ids: readonly string[]) => string;
  faces: (fs: readonly Face[]) => string;
  where: (node: number) => string;
  three: (x: { suspect: string; weapon: string; room: string }) => [string, string, string];
}

/** The context for one viewer of one game. */
export function logContext(
  compiled: CompiledEdition,
  view: Pick<PlayerView, "viewer" | "seats">,
  names: EditionText,
  lang: Lang,
  actions: readonly ActionEntry[],
): LogContext {
  const { edition } = compiled;
  const deal = edition.rules.deal;
  const msg = LOG[lang];
  const you = (s: Seat) => s === view.viewer;
  // Names isolated (FSI ... PDI): a right-to-left name does not reorder the sentence around it, in the
  // log, the story and the live region alike.
  const name = (s: Seat) => {
    const seat = view.seats[s];
    return seat ? isolatedText(names.card(seat.suspect)) : "?";
  };
  const card = (id: string) => isolatedText(names.card(id));
  return {
    viewer: view.viewer,
    lang,
    names,
    msg,
    actions,
    seats: view.seats,
    poolRoom: deal.kind === "equal" ? deal.leftovers : null,
    clocks: edition.modules.intrigue?.clocks ?? 0,
    suspects: new Set(edition.suspects.map((s) => s.id)),
    you,
    name,
    who: (s) => (you(s) ? msg.you : name(s)),
    whom: (s) => (you(s) ? msg.youObject : name(s)),
    card,
    cards: (ids) => msg.list(ids.map(card)),
    faces: (fs) => msg.faces(fs.map((f) => (f === "?" ? msg.questionFace : String(f)))),
    // A square by the room it is near, as the board, the destinations and the readout say it.
    where: (node) => {
      const w = placeName(compiled, node, lang, { names });
      return node >= compiled.graph.squareCount ? isolatedText(w) : w;
    },
    three: (x) => [card(x.suspect), card(x.weapon), card(x.room)],
  };
}

type Said = (e: LogEntry, c: LogContext) => string | null;

/**
 * Every entry's words for this event, in the registry's order (none: no entry words it); false when an
 * entry leaves it out of the story.
 */
function say(e: LogEntry, ctx: LogContext, part: "log" | "story"): string[] | false {
  const out: string[] = [];
  for (const entry of ctx.actions) {
    const table = entry.messages[ctx.lang][part];
    const f = table && Object.hasOwn(table, e.type) ? (table[e.type] as Said | false | undefined) : undefined;
    if (f === false) return false;
    const s = f?.(e, ctx);
    if (s) out.push(s);
  }
  return out;
}

/** The log's sentence; an entry no action words (a newer engine's, in an imported save) says nothing. */
export function describe(e: LogEntry, ctx: LogContext): string {
  const s = say(e, ctx, "log");
  return s ? ctx.msg.sentences(s) : "";
}

/** The turn story's clause for an event: its own, or the log's sentence; "" when the story leaves it out. */
export function clause(e: LogEntry, ctx: LogContext): string {
  const s = say(e, ctx, "story");
  if (!s) return "";
  if (s.length) return ctx.msg.sentences(s);
  const full = say(e, ctx, "log");
  return full ? ctx.msg.clause(full) : "";
}
