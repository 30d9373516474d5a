// A node in a player's words, in the UI's language: a room by its name, a square by the room it is near
// (player/board's placeOf: the room, the steps into it, the way the hall runs). The destination list, the
// board's cursor, the tokens' names, the "where is everyone" readout and the log all say places this way.
import { placeOf, type Place } from "../../board";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Edition } from "../../../schemas/edition";
import { editionText, type EditionText } from "../../../edition/text";
import type { Lang } from "../../../i18n/lang";
import { GAME } from "../i18n/messages";

export interface PlaceOptions {
  /** The node of a token about to move: a square is then named by the room it brings that token nearer to. */
  from?: number;
  /** The edition's words in this language (the page's own, when it has them at hand). */
  names?: EditionText;
  /** The suspect whose token stands there: its own start square is "the start square". */
  who?: string;
}

/** How many further rooms a square is named by: one says the way the hall runs; lists may need more. */
export interface SayOptions {
  detail?: number;
  who?: string;
}

const texts = new WeakMap<Edition, Map<Lang, EditionText>>();

function namesFor(edition: Edition, lang: Lang): EditionText {
  let byLang = texts.get(edition);
  if (!byLang) texts.set(edition, (byLang = new Map<Lang, EditionText>()));
  let t = byLang.get(lang);
  if (!t) byLang.set(lang, (t = editionText(edition, lang)));
  return t;
}

/** Where `node` is: a room's name, or a square as a noun phrase for the middle of a sentence. */
export function placeName(compiled: CompiledEdition, node: number, lang: Lang, options: PlaceOptions = {}): string {
  const names = options.names ?? namesFor(compiled.edition, lang);
  return sayPlace(placeOf(compiled, node, options.from), lang, names, { who: options.who });
}

/** A place found by placeOf, in words. */
export function sayPlace(p: Place, lang: Lang, names: EditionText, options: SayOptions = {}): string {
  const m = GAME[lang];
  if (p.kind === "none") return m.offBoard;
  if (p.kind === "room") return names.room(p.room);
  return m.placeSquare({
    room: p.room === null ? null : names.room(p.room),
    steps: p.steps,
    others: p.others.slice(0, options.detail ?? 1).map((o) => ({ room: names.room(o.room), steps: o.steps })),
    question: p.question,
    start: p.start === null ? null : p.start === options.who ? "" : names.suspect(p.start),
  });
}
