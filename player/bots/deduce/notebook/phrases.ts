// One short English sentence per reason, in the edition's words. Card names go bare ("Rope"), as on a
// notepad; the observer is "you".
import type { Model } from "../model";
import type { Fact } from "../types";
import { lower, type Names } from "./names";

export interface Speaker {
  card(c: number): string;
  /** "Plum / Rope / Hall". */
  three(ids: readonly string[]): string;
  /** "Mrs. White", "you", "the Case File", "the face-down cards". */
  name(h: number): string;
  /** Subject and verb: "Mrs. White holds" (by name) or "she holds", "you hold", "they hold"; `not` negates. */
  holds(h: number, byName: boolean, not?: boolean): string;
  /** The verb alone, agreeing with the holder's name: "holds", "hold" (you). */
  verb(h: number): string;
  /** "with Mrs. White", "in your hand", "in the Case File". */
  where(h: number): string;
}

export function speaker(m: Model, names: Names): Speaker {
  const ids = m.knowledge.cards.map((c) => c.id);
  const cardName = (id: string) => names.cards[id] ?? id;
  const name = (h: number): string =>
    h === m.observer ? "you"
    : h === m.envelope ? `the ${names.terms.envelope}`
    : h === m.pool ? (names.pool ?? "the face-down cards")
    : (names.seats[h] ?? `seat ${h + 1}`);
  return {
    card: (c) => cardName(ids[c] ?? "?"),
    three: (cs) => cs.map(cardName).join(" / "),
    name,
    holds(h, byName, not = false) {
      const plural = h === m.observer || (!byName && (names.pronouns?.[h] ?? "they") === "they");
      const subject = h === m.observer ? "you" : byName ? name(h) : (names.pronouns?.[h] ?? "they");
      const verb = not ? (plural ? "do not hold" : "does not hold") : plural ? "hold" : "holds";
      return `${subject} ${verb}`;
    },
    verb: (h) => (h === m.observer ? "hold" : "holds"),
    where: (h) => (h === m.observer ? "in your hand" : h < m.seats ? `with ${name(h)}` : `in ${name(h)}`),
  };
}

const cap = (s: string): string => (s.length > 0 ? (s[0] ?? "").toUpperCase() + s.slice(1) : s);
const list = (words: readonly string[], joiner: string): string =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${joiner} ${words[words.length - 1] ?? ""}`;

/** Why the fact holds, in one sentence. */
export function sentence(m: Model, names: Names, s: Speaker, f: Fact): string {
  const c = s.card(f.card);
  const h = f.holder;
  const seat = h < m.seats;
  const r = f.reason;
  const event = "event" in r ? m.knowledge.events[r.event] : undefined;
  const named = event && "cards" in event ? s.three(event.cards) : "";
  const by = event && "by" in event ? s.name(event.by) : "";
  // "so Mr. Green does not hold it" / "so it is not in the Case File"
  const conclusion = (yes: boolean, byName: boolean) =>
    seat ? `${s.holds(h, byName, !yes)} ${yes ? c : "it"}` : `${yes ? c : "it"} is${yes ? "" : " not"} ${s.where(h)}`;
  switch (r.rule) {
    case "hand":
      return `${c} is in your hand.`;
    case "faceUp":
      return h === m.pool ? `${c} was turned face up from ${s.name(h)}.` : `${c} lies face up among the ${lower(names.terms.cards)} of ${s.name(h)}.`;
    case "poolSeen":
      return `You looked at ${s.name(h)}: ${c} is one of them.`;
    case "shown":
      return `${cap(s.name(h))} showed you ${c}.`;
    case "passed":
      return `${cap(s.name(h))} could not disprove ${named}, so ${s.holds(h, false)} none of them.`;
    case "accused":
      return `${cap(by)}'s ${lower(names.terms.accusation)} ${named} was right, so ${c} is in ${s.name(m.envelope)}.`;
    case "elsewhere": {
      const there = r.at < m.seats ? `${cap(s.holds(r.at, true))} ${c}` : `${c} is ${s.where(r.at)}`;
      return `${there}, so ${conclusion(false, true)}.`;
    }
    case "onlyPlace":
      return `${c} can be nowhere else, so ${conclusion(true, true)}.`;
    case "full":
      if (h === m.observer) return `Your hand is ${list(r.known.map(s.card), "and")}, so ${c} is not in it.`;
      if (r.kind) return `${cap(s.name(h))} holds one ${lower(names.terms[r.kind])}, ${list(r.known.map(s.card), "and")}, so not ${c}.`;
      return `All ${r.known.length} ${lower(names.terms.cards)} of ${s.name(h)} are known (${list(r.known.map(s.card), "and")}), so ${conclusion(false, false)}.`;
    case "needsAll":
      if (r.kind) return `${c} is the only ${lower(names.terms[r.kind])} that can still be in ${s.name(h)}.`;
      return seat
        ? `Only ${r.size} ${lower(names.terms.cards)} can be ${s.where(h)}, who holds ${r.size}, so ${s.holds(h, false)} ${c}.`
        : `Only ${r.size} ${lower(names.terms.cards)} can be ${s.where(h)}, which hold ${r.size}, so ${c} is there.`;
    case "disproved":
      return `${cap(s.name(h))} disproved ${named} but ${s.verb(h)} neither ${list(r.others.map(s.card), "nor")}, so ${s.holds(h, false)} ${c}.`;
    case "wrongAccusation":
      return `${cap(by)}'s ${lower(names.terms.accusation)} ${named} was wrong and ${list(r.others.map(s.card), "and")} ${r.others.length > 1 ? "are" : "is"} in ${s.name(h)}, so ${c} is not.`;
    case "counting":
      return f.value === "yes"
        ? `Every deal that fits what you have seen puts ${c} ${s.where(h)}.`
        : `No deal that fits what you have seen puts ${c} ${s.where(h)}.`;
  }
}
