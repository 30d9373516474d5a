// The rules panel in English: the headings, and one sentence per rule option, in the edition's terms.
// Names arrive already in the edition's words; counts pick their own plural.
import { formatList } from "../../../../i18n/format";

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const list = (xs: readonly string[]) => formatList("en", xs);
const low = (s: string) => s.toLowerCase();
/** "a rumor", "an accusation": the English article by the word's first letter. */
const a = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${low(word)}`;
const ordinal = (k: number) =>
  `${k}${k % 100 >= 11 && k % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][k % 10] ?? "th")}`;

export const rules = {
  /** A name that ends in a stop ("Sales Dept.") takes no second one. */
  tidy: (line: string) => line.replace(/([.!?])\.$/, "$1"),
  title: "Rules",
  summary: "Rule options",
  text: "Rules text",
  noText: "This edition has no rules text.",
  ours: "(our design)",
  label: {
    players: "Players",
    dice: "Dice",
    movement: "Movement",
    passages: "Secret passages",
    first: "First player",
    deal: "The deal",
    end: "The end",
    intrigue: "Intrigue cards",
    keepers: "Keepers",
    powers: "Personality powers",
  },
  players: (min: number, max: number) => (min === max ? `${min} players.` : `${min} to ${max} players.`),
  dice: (count: number, faces: readonly string[][]) => {
    const same = faces.every((f) => f.join() === faces[0]?.join());
    if (same)
      return `${n(count, "die", "dice")}, ${count === 1 ? "faces" : "each with faces"} ${list(faces[0] ?? [])}.`;
    return `${n(count, "die", "dice")}: ${faces.map((f, i) => `die ${i + 1} shows ${list(f)}`).join("; ")}.`;
  },
  questionFace: "? (draw an Intrigue card)",
  exact: (room: string) =>
    `Move exactly the number rolled, unless you enter ${a(room)} on the way: entering one ends the move.`,
  upTo: (room: string) => `Move up to the number rolled; entering ${a(room)} ends the move.`,
  passThrough: (yes: boolean): string =>
    yes
      ? "You may pass over squares where other tokens stand, but not stop on them."
      : "Squares where other tokens stand are blocked: you may neither stop on them nor pass through them.",
  noSquareTwice: (room: string) =>
    `No square may be entered twice in one move, and ${a(room)} left this turn may not be entered again.`,
  doorsBlocked: (yes: boolean): string =>
    yes ? "A token standing in front of a door closes it." : "Tokens never block doors.",
  mustLeave: (yes: boolean, room: string, suggestion: string) =>
    yes
      ? `On your turn you must leave the ${low(room)} you are in, unless ${a(suggestion)} moved you there.`
      : `You may stay in the ${low(room)} you are in.`,
  passagesOn: (pairs: readonly [string, string][]) =>
    pairs.length === 0
      ? "The board has none."
      : `Instead of rolling, take a passage: ${pairs.map(([a, b]) => `${a} – ${b}`).join(", ")}.`,
  passagesOff: "Not used.",
  firstSuspect: (name: string) => `${name} always moves first; then play passes to the left.`,
  firstHighRoll: "Everyone rolls; the highest roll goes first (ties roll again); then play passes to the left.",
  weaponsSpread: (weapons: string, rooms: string) => `The ${low(weapons)} are placed in random ${low(rooms)}.`,
  weaponsDistinct: (weapons: string, room: string) =>
    `Each of the ${low(weapons)} starts in a different ${low(room)}, chosen at random.`,
  weaponsRoom: (weapons: string, room: string) => `All the ${low(weapons)} start in ${room}.`,
  dealAll: (cards: string) => `All the remaining ${low(cards)} are dealt; some players may hold one more.`,
  dealEqual: (cards: string, room: string, onEntry: boolean) =>
    onEntry
      ? `Everyone gets the same number of ${low(cards)}; the rest lie face down in ${room}, where a player may look at them in a turn they move in.`
      : `Everyone gets the same number of ${low(cards)}; the rest lie face down in ${room}, where a player may look at them.`,
  envelope: (envelope: string, suspect: string, weapon: string, room: string) =>
    `The ${envelope} holds one card of each kind: ${a(suspect)}, ${a(weapon)} and ${a(room)}.`,
  suggestHow: (suggestion: string, room: string, suspect: string, weapon: string) =>
    `Make ${a(suggestion)} in the ${low(room)} you have just entered, naming ${a(suspect)} and ${a(weapon)}; both are moved there. Going round to the left, the first player who can disprove it shows you one card.`,
  movedMaySuggest: (yes: boolean, suggestion: string) =>
    yes
      ? `If another player's ${low(suggestion)} moved your token, you may make one there on your turn without moving.`
      : `Being moved by another player's ${low(suggestion)} does not let you make one there without moving.`,
  accuseAfter: (yes: boolean, accusation: string, suggestion: string) =>
    yes
      ? `You may make ${a(accusation)} in the same turn as ${a(suggestion)}.`
      : `You may not make ${a(accusation)} in the same turn as ${a(suggestion)}.`,
  accuseAnywhere: (accusation: string) => `Make ${a(accusation)} anywhere, on your turn, once a game.`,
  accuseRoom: (accusation: string, room: string, onEntry: boolean) =>
    onEntry
      ? `Make ${a(accusation)} only in ${room}, in a turn you move into it, once a game.`
      : `Make ${a(accusation)} only in ${room}, once a game.`,
  accuseAfterShown: (accusation: string, suggestion: string) =>
    `Not after ${a(suggestion)} that was disproved, though: then the ${low(accusation)} waits for another turn.`,
  movedMayStay: (room: string, suggestion: string) =>
    `If ${a(suggestion)} moved you into a ${low(room)}, you may stay there on your next turn without making one.`,
  wrongAccuser: (accusation: string) =>
    `A wrong ${low(accusation)} puts its maker out of the game: no more moves, but still showing cards to disprove.`,
  lastPlayer: (yes: boolean, accusation: string) =>
    yes
      ? `The first right ${low(accusation)} wins; if only one player is left in, that player wins.`
      : `The first right ${low(accusation)} wins; if everyone is out, nobody wins.`,
  intrigue: (clocks: number, keepers: number) =>
    `The Intrigue deck holds ${n(clocks, "Clock card", "Clock cards")} and ${n(keepers, "Keeper", "Keepers")}. The ${ordinal(clocks)} Clock drawn puts its drawer out of the game and goes back into the deck.`,
  drawOn: (face: boolean, space: boolean, stop: boolean, moved: boolean, suggestion: string) =>
    [
      face ? "Draw one when a die shows the question mark." : "",
      space
        ? stop
          ? "Draw one on a question-mark space, where the move ends."
          : "Draw one on a question-mark space."
        : "",
      moved ? `Draw one when another player's ${low(suggestion)} moves your token.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  keeper: (name: string, count: number, text: string) => `${name} (×${count}): ${text}`,
  power: (who: string, name: string, text: string) => `${who} — ${name}: ${text}`,
  /** The "what's different" panel (Differences.tsx); `base` is the name of the edition compared against. */
  differences: {
    title: (base: string) => `How this edition differs from ${base}`,
    none: (base: string) => `Nothing: this edition plays as ${base} does.`,
  },
};

export type RulesMessages = typeof rules;
