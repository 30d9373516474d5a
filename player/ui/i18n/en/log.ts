// The game log's shared words in English; each event's sentence is its action's (player/ui/actions/*.en.ts).
// Card names go bare ("Rope", "Kitchen"), as on a notepad, so that no article has to be guessed from a
// name; every verb is in the past tense, so "you" and a name take the same form. Arguments arrive already
// named: `who` is a seat's name or "You" at the start of a sentence, `whom` the same as an object ("you").
import { formatList } from "../../../../i18n/format";

const and = (xs: readonly string[]): string => formatList("en", xs);

/** A name that ends in a stop ("Sales Dept.", "Parkour!"; isolated or not) takes no second one. */
const tidy = (s: string) => s.replace(/([.!?]\u2069?)\.$/, "$1");
/** Sentences one after the other. */
const sentences = (parts: readonly string[]) => parts.map(tidy).join(" ");

export const log = {
  title: "Game log",
  empty: "Nothing has happened yet.",
  you: "You",
  youObject: "you",
  list: and,
  sentences,
  questionFace: "?",
  /** "5 and ?". */
  faces: (faces: readonly string[]) => and(faces),

  /** The turn's story: a header ("Turn 12, Mrs. White") and its clauses, in one sentence. */
  turn: (turn: number, who: string, you: boolean) => `Turn ${turn}, ${you ? "your turn" : who}`,
  /** A log sentence as a clause of the story: without its own stop (a name's stays: "Sales Dept."). */
  clause: (parts: readonly string[]) => sentences(parts.map((p, i) => (i < parts.length - 1 ? p : p.slice(0, -1)))),
  story: (head: string, clauses: readonly string[]) =>
    tidy(`${head}${head && clauses.length ? ": " : ""}${clauses.map(midSentence).join("; ")}.`),
  storyLabel: "What happened",
};

/** A sentence's opening "You" or "Nobody" inside the story's one sentence ("; you could not disprove it"). A
 * name is never touched: names arrive isolated, opening with U+2068. */
function midSentence(clause: string): string {
  return clause.replace(/^(You|Nobody)\b/, (w) => w.toLowerCase());
}

export type LogMessages = typeof log;
