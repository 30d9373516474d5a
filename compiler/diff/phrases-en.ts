// The differences in English sentences for players: the edition's own terms and names, no coordinates,
// no option names; a kind of card in a few sentences rather than one a card.
import { formatList } from "../../i18n/format";
import type { Terms } from "../../schemas/edition";
import type { CardChanges, TermChange } from "./group";
import { doorsOf, isPlainDie, sideOf, type Context, type Phrases } from "./phrases";

const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "A", "A and B", "A, B and C". */
const list = (items: readonly string[]): string => formatList("en", items);

const SINGLE: Record<"suspects" | "weapons" | "rooms", keyof Terms> = {
  suspects: "suspect",
  weapons: "weapon",
  rooms: "room",
};
const COUNTABLE = new Set<keyof Terms>(["suspect", "weapon", "room", "card", "suggestion", "accusation"]);

/** "a Suggestion a Rumor", "the Case File the yellow envelope": the base's word, then the edition's. */
function term(ch: TermChange, c: Context): string {
  const to = c.n.terms[ch.term];
  return COUNTABLE.has(ch.term) ? `${an(ch.from)} ${an(to)}` : `the ${ch.from} the ${to}`;
}

const NUMBER = ["no", "one", "two", "three", "four"];
const number = (n: number) => NUMBER[n] ?? String(n);

function cards(g: CardChanges, c: Context): string[] {
  const t = c.n.terms;
  const plural = t[g.cards];
  const name = c.n[g.cards];
  const out: string[] = [];
  if (g.allOwn) {
    const count = g.count
      ? `${g.count.to} ${plural} of its own instead of ${c.baseName}'s ${g.count.from}`
      : `${cap(plural)} of its own instead of ${c.baseName}'s`;
    return [`${count}: ${list(g.added.map(name))}.`];
  }
  if (g.count) out.push(`${g.count.to} ${plural} in all (${c.baseName} has ${g.count.from}).`);
  if (g.renamed.length > 0) {
    const [first, ...rest] = g.renamed.map((r) => ({ now: name(r.id), was: c.b[g.cards](r.was) }));
    out.push(
      `${list([`${first!.now} takes the place of ${first!.was}`, ...rest.map((r) => `${r.now} of ${r.was}`)])}.`,
    );
  }
  if (g.added.length === 1) out.push(`A new ${t[SINGLE[g.cards]]}: ${name(g.added[0]!)}.`);
  else if (g.added.length > 1) out.push(`New ${plural}: ${list(g.added.map(name))}.`);
  if (g.removed.length > 0)
    out.push(`${list(g.removed.map(c.b[g.cards]))} ${g.removed.length === 1 ? "is" : "are"} not in this edition.`);
  return out;
}

function rule(option: string, to: unknown, c: Context): string {
  const t = c.n.terms;
  const yes = to === true;
  const v = (to ?? {}) as { kind?: string; suspect?: string; room?: string; leftovers?: string };
  switch (option) {
    case "dice": {
      const dice = to as (number | string)[][];
      const question = dice.some((f) => f.includes("?"));
      const intrigue = c.edition.modules.intrigue;
      const what = !question
        ? ""
        : intrigue?.drawOnQuestionFace
          ? "; a ? counts as no steps and draws an Intrigue card"
          : "; a ? counts as no steps";
      const die = (f: (number | string)[]) => (isPlainDie(f) ? "an ordinary die" : `a die with ${list(f.map(String))}`);
      if (dice.length === 1 && isPlainDie(dice[0]!)) return `Throw one die, not the two of ${c.baseName}${what}.`;
      return `Throw ${dice.length === 1 ? "one die" : `${number(dice.length)} dice`}: ${list(dice.map(die))}${what}.`;
    }
    case "movement.mode":
      return to === "upTo" ? "You may walk fewer squares than you threw." : "You must walk the whole throw.";
    case "movement.passThroughTokens":
      return yes ? "You may walk over a square another token stands on." : "No token may be walked over.";
    case "movement.doorsBlockedByTokens":
      return yes ? "A token in front of a door shuts it." : "A token in front of a door does not shut it.";
    case "movement.mustLeaveRoom":
      return yes ? `You must leave your ${t.room} each turn.` : `You may stay in your ${t.room}.`;
    case "movement.movedMayStay":
      return yes
        ? `If ${an(t.suggestion)} moved you into ${an(t.room)}, you may stay there on your next turn.`
        : `If ${an(t.suggestion)} moved you into ${an(t.room)}, you must make one there or leave on your next turn.`;
    case "movement.secretPassages":
      return yes ? "Secret passages may be taken instead of throwing." : "There are no secret passages to take.";
    case "firstPlayer":
      return v.kind === "highRoll"
        ? "Everyone throws; the highest throw starts."
        : `${c.n.suspects(v.suspect ?? "")} starts.`;
    case "weapons":
      return v.kind === "distinctRooms"
        ? `Each of the ${t.weapons} starts in a different ${t.room}.`
        : v.kind === "room"
          ? `All the ${t.weapons} start in the ${c.n.rooms(v.room ?? "")}.`
          : `The ${t.weapons} start spread over the ${t.rooms} at random.`;
    case "deal":
      return v.kind === "equal"
        ? `Everyone is dealt the same number of ${t.cards}; the rest lie face down in the ${c.n.rooms(v.leftovers ?? "")}.`
        : `Every ${t.card} is dealt out.`;
    case "suggestions.movedMaySuggest":
      return yes
        ? `If ${an(t.suggestion)} moved you, you may make one where you are.`
        : `If ${an(t.suggestion)} moved you, you must move before making one.`;
    case "suggestions.accuseAfter":
      return yes
        ? `${cap(an(t.accusation))} may follow ${an(t.suggestion)} in the same turn.`
        : `${cap(an(t.accusation))} may not follow ${an(t.suggestion)} in the same turn.`;
    case "suggestions.accuseAfterShown":
      return yes
        ? `You may accuse after being shown ${an(t.card)}.`
        : `Once ${an(t.card)} is shown to you, your turn ends: ${an(t.accusation)} may follow only ${an(t.suggestion)} nobody could answer.`;
    case "accusations":
      return v.kind === "room"
        ? `${cap(an(t.accusation))} is made only in the ${c.n.rooms(v.room ?? "")}.`
        : `${cap(an(t.accusation))} may be made anywhere.`;
    case "end.lastPlayerWins":
      return yes
        ? "The last player left in the running wins."
        : "Being the last player left does not win: if everyone is out, nobody wins.";
    default:
      return "Another rule is different: see the rules.";
  }
}

const SIDE = {
  top: "on the top edge",
  bottom: "on the bottom edge",
  left: "on the left edge",
  right: "on the right edge",
  inside: "away from the edges",
};

export const EN: Phrases = {
  sentences(item, c) {
    const t = c.n.terms;
    const room = (id: string) => c.n.rooms(id);
    // A name that ends in a full stop (the Sales Dept.) ends the sentence too.
    const said = (s: string) => s.replace(/\.\.$/, ".");
    switch (item.kind) {
      case "terms":
        return [`This edition calls ${list(item.changes.map((ch) => term(ch, c)))}.`];
      case "cards":
        return cards(item.changes, c).map(said);
      case "players":
        return [`For ${item.to[0]} to ${item.to[1]} players (${c.baseName}: ${item.from[0]} to ${item.from[1]}).`];
      case "rule":
        return [said(rule(item.option, item.to, c))];
      case "boardSize":
        return [
          `The board is ${item.to[1]} squares wide and ${item.to[0]} high (${c.baseName}'s: ${item.from[1]} by ${item.from[0]}).`,
        ];
      case "room": {
        const n = doorsOf(c.edition, item.room);
        const doors = n === 1 ? "one door" : `${n} doors`;
        return [
          item.moved
            ? `The ${room(item.room)} lies elsewhere on the board, with ${doors}.`
            : `The ${room(item.room)} has its ${n === 1 ? "door" : doors} in other places.`,
        ].map(said);
      }
      case "passage":
        return [
          item.added
            ? `A secret passage joins the ${room(item.rooms[0])} and the ${room(item.rooms[1])}.`
            : `No secret passage between the ${c.b.rooms(item.rooms[0])} and the ${c.b.rooms(item.rooms[1])}.`,
        ].map(said);
      case "start":
        return [`${c.n.suspects(item.suspect)} starts from another square, ${SIDE[sideOf(item.to, c.edition)]}.`];
      case "spaces": {
        const q = c.edition.modules.intrigue;
        const does =
          q?.drawOnQuestionSpace && q.stopOnQuestionSpace
            ? ": stepping onto one ends your move and draws an Intrigue card"
            : q?.drawOnQuestionSpace
              ? ": stepping onto one draws an Intrigue card"
              : "";
        return [item.to === 0 ? "No question-mark squares." : `${item.to} question-mark squares on the board${does}.`];
      }
      case "module":
        return [
          item.module === "intrigue"
            ? item.added
              ? "An Intrigue deck of Clocks and Keepers (see the rules)."
              : "No Intrigue deck."
            : item.added
              ? `Each ${t.suspect} has a power to use once.`
              : "No powers.",
        ];
    }
  },
};
