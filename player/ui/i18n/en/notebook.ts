// The notebook in English: its controls, and one sentence per reason a cell is certain. Cards are "it";
// people are named again rather than given a pronoun, and "you" has its own sentences where a verb must
// agree. Card names go bare, as on a notepad.
import { formatList } from "../../../../i18n/format";
import type { CardKind, Why } from "../../../bots/deduce";

/** What a reason sentence may name, already in the edition's words and the UI's language. */
export interface ReasonWords {
  card: (id: string) => string;
  isSuspect: (id: string) => boolean;
  /** A seat's name (never the reader's: see `you`). */
  seat: (s: number) => string;
  you: number;
  envelope: string;
  /** The room the face-down cards lie in; "" without a pool. */
  poolRoom: string;
  kind: (k: CardKind) => string;
  suggestion: string;
  accusation: string;
  cardsTerm: string;
}

const list = (xs: readonly string[]) => formatList("en", xs);
// "neither a, b nor c": Intl lists say "and" and "or", not "nor".
const nor = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} nor ${xs[xs.length - 1] ?? ""}`;
const cap = (s: string) => (s ? (s[0] ?? "").toUpperCase() + s.slice(1) : s);

/** A name that ends in a stop ("Sales Dept.") takes no second one. */
const reason = (w: Why, x: ReasonWords): string => cap(sentence(w, x).replace(/([.!?])\.$/, "$1"));

function sentence(w: Why, x: ReasonWords): string {
  // A suspect's card on its own is "the Mr. Green card", told apart from Mr. Green the player.
  const c = x.isSuspect(w.card) ? `the ${x.card(w.card)} card` : x.card(w.card);
  const you = (h: Why["holder"]) => h === x.you;
  /** "with Mrs. White", "in your hand", "in the Case File", "among the face-down cards in Sales Dept.". */
  const where = (h: Why["holder"]) =>
    h === "envelope"
      ? `in the ${x.envelope}`
      : h === "pool"
        ? `among the face-down cards in ${x.poolRoom}`
        : you(h)
          ? "in your hand"
          : `with ${x.seat(h)}`;
  const whose = (s: number) => (s === x.you ? "your" : `${x.seat(s)}'s`);
  const named = "named" in w ? w.named.map(x.card).join(" / ") : "";
  const h = w.holder;
  switch (w.code) {
    case "hand":
      return `${c} is in your hand.`;
    case "faceUp":
      return h === "pool"
        ? `${c} was turned face up from the face-down cards in ${x.poolRoom}.`
        : `${cap(whose(h as number))} cards lie face up, ${c} among them.`;
    case "poolSeen":
      return `You looked at the face-down cards in ${x.poolRoom}: ${c} is one of them.`;
    case "shown":
      return `${x.seat(h as number)} showed you ${c}.`;
    case "passed":
      return you(h)
        ? `You could not disprove ${whose(w.by)} ${x.suggestion.toLowerCase()} (${named}), so you hold none of those cards.`
        : `${x.seat(h as number)} could not disprove ${whose(w.by)} ${x.suggestion.toLowerCase()} (${named}), so ${x.seat(h as number)} holds none of those cards.`;
    case "accused":
      return `${cap(whose(w.by))} ${x.accusation.toLowerCase()} (${named}) was right, so ${c} is in the ${x.envelope}.`;
    case "elsewhere":
      return `${c} is ${where(w.at)}, so it is not ${where(h)}.`;
    case "onlyPlace":
      return `${c} can be nowhere else, so it is ${where(h)}.`;
    case "full": {
      const known = list(w.known.map(x.card));
      if (you(h)) return `Your hand is ${known}, so ${c} is not in it.`;
      if (h === "envelope" && w.kind)
        return `The ${x.envelope} holds one ${x.kind(w.kind).toLowerCase()}, ${known}, so not ${c}.`;
      return `All ${w.known.length} ${x.cardsTerm.toLowerCase()} ${where(h)} are known (${known}), so ${c} is not one of them.`;
    }
    case "needsAll":
      if (h === "envelope" && w.kind)
        return `${c} is the only ${x.kind(w.kind).toLowerCase()} card that can still be in the ${x.envelope}.`;
      return w.size === 1
        ? `Of the ${x.cardsTerm.toLowerCase()} ${where(h)}, 1 is not yet known, and only 1 can still be there: ${c}.`
        : `Of the ${x.cardsTerm.toLowerCase()} ${where(h)}, ${w.size} are not yet known, and only ${w.size} can still be there, so ${c} is one of them.`;
    case "disproved":
      return `${x.seat(h as number)} disproved ${whose(w.by)} ${x.suggestion.toLowerCase()} (${named}) but holds neither ${nor(w.others.map(x.card))}, so ${x.seat(h as number)} holds ${c}.`;
    case "wrongAccusation":
      return `${cap(whose(w.by))} ${x.accusation.toLowerCase()} (${named}) was wrong, and ${list(w.others.map(x.card))} ${w.others.length === 1 ? "is" : "are"} in the ${x.envelope}, so ${c} is not.`;
    case "counting":
      return w.value === "yes"
        ? `Every deal of the cards that fits what you have seen puts ${c} ${where(h)}.`
        : `No deal of the cards that fits what you have seen puts ${c} ${where(h)}.`;
    default:
      return "";
  }
}

export const notebook = {
  reason,
  you: "You",
  envelopeColumn: (term: string) => term,
  poolColumn: "Face down",
  /** Under a holder's name: how many cards it holds. */
  size: (n: number) => (n === 1 ? "1 card" : `${n} cards`),
  poolColumnLong: (room: string) => `Face-down cards in ${room}`,
  showDeductions: "Show what can be deduced",
  marksHelp: "Arrow keys move between cells; Space or Enter changes your mark; type up to four letters in the note.",
  mark: { none: "no mark", yes: "tick", no: "cross", maybe: "question mark" },
  markButton: { none: "No mark", yes: "Tick", no: "Cross", maybe: "?" },
  note: "Note",
  yourMark: "Your mark",
  /** Closes the cell's marks and reasons, opened beside the cell. */
  close: "Close",
  certainYes: "certainly there",
  certainNo: "certainly not there",
  stateYes: "Certain: the card is here.",
  stateNo: "Certain: the card is not here.",
  chance: (percent: string) => `${percent} chance`,
  percent: (p: number) => `${p < 0.005 && p > 0 ? "<1" : p > 0.995 && p < 1 ? ">99" : Math.round(p * 100)}%`,
  cell: (card: string, holder: string, mark: string, note: string, deduced: string) =>
    [`${card}, ${holder}`, mark, note ? `note ${note}` : "", deduced].filter(Boolean).join("; "),
  selected: (card: string, holder: string) => `${card} — ${holder}`,
  why: "Why",
  unknown: "Not certain yet.",
  computing: "Working out the chances…",
  impossible: "What you have seen fits no deal of the cards: a mark or a rule may be wrong.",
  estimated:
    "The chances are estimates: there are too many possible deals to count them all. What is shown as certain still is.",
  solution: (envelope: string, found: readonly string[]) => `In the ${envelope} — ${found.join("; ")}.`,
  found: (kind: string, card: string) => `${kind}: ${card}`,
  notYet: "not known yet",
};

export type NotebookMessages = typeof notebook;
