// The opponents of other styles (issue 30), each in games among its own kind (classic, 4 seats): it plays to
// the end and accuses only when certain (no wrong accusation), and its habit shows in what it names or shows.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../../test/editions";
import { quick } from "../../../../test/quick";
import type { GameState } from "../../../engine";
import { playBots } from "../../game";
import { levelOf } from "../../levels";
import { propagateKnowledge } from "../../deduce";
import { cardsOf } from "../../knowledge";
import { BLUFF_RATE } from "./bluffer";
import { worstLeft } from "./worst-case";
import { STYLES } from "./index";

const compiled = loadEdition("classic");
const GAMES = quick(12, 4);

/** Games among four players of a style (or of a level: "medium"). */
function games(style: string, visit?: (before: GameState, after: GameState) => void): GameState[] {
  const make = STYLES.get(style) ?? levelOf(style);
  if (!make) throw new Error(style);
  return Array.from({ length: GAMES }, (_, g) => {
    const bots = [0, 1, 2, 3].map((i) => make(compiled, g * 31 + i));
    let before: GameState | null = null;
    return playBots(compiled, {
      levels: ["medium", "medium", "medium", "medium"],
      seed: 500 + g,
      bots,
      visit: (s) => {
        if (before) visit?.(before, s);
        before = s;
      },
    }).state;
  });
}

describe("opponents of other styles", () => {
  it.each([...STYLES.keys()])("%s plays to the end and never accuses on a guess", (style) => {
    for (const s of games(style)) {
      expect(s.result?.winner).not.toBeNull();
      expect(s.players.filter((p) => p.out === "accusation")).toEqual([]);
    }
  });

  it("the bluffer names a card of its own in about its share of suggestions; the worst-case asker often does", () => {
    const ownShare = (style: string) => {
      let [own, all] = [0, 0];
      for (const s of games(style))
        for (const x of s.suggestions) {
          all++;
          const hand = s.hands[x.seat] ?? [];
          if (hand.includes(x.suspect) || hand.includes(x.weapon)) own++;
        }
      return own / all;
    };
    // Medium names only candidates, so a card of its own named is the bluff (or the worst case's choice).
    expect(ownShare("bluffer")).toBeGreaterThan(BLUFF_RATE * 0.6);
    expect(ownShare("bluffer")).toBeLessThan(BLUFF_RATE * 1.4);
    expect(ownShare("worstCase")).toBeGreaterThan(0.05);
  });

  it("the bluffer walks into a room of its own to suggest there far more often than medium does", () => {
    const ownRooms = (style: string) => {
      const all = games(style).flatMap((s) => s.suggestions.map((x) => s.hands[x.seat]?.includes(x.room)));
      return all.filter(Boolean).length / all.length;
    };
    // Medium walks into a room of its own only when nothing it wants to ask about is near (some 2-3 %).
    const medium = ownRooms("medium");
    expect(medium).toBeLessThan(0.06);
    expect(ownRooms("bluffer")).toBeGreaterThan(medium + 0.08);
  });

  it("the sticky shower shows an asker what it showed it before, and a new asker what it has shown most", () => {
    let checked = 0;
    games("sticky", (before, after) => {
      // The moment a card is shown: the last suggestion's card set by this action.
      const n = after.suggestions.length;
      const x = after.suggestions[n - 1];
      if (!x || x.disprover === null || !x.card || before.suggestions[n - 1]?.card) return;
      const earlier = before.suggestions.slice(0, n - 1).filter((y) => y.disprover === x.disprover && y.card);
      const options = [x.suspect, x.weapon, x.room].filter((c) => before.hands[x.disprover as number]?.includes(c));
      const again = earlier.filter((y) => y.seat === x.seat && options.includes(y.card as string));
      if (again.length) expect(again.map((y) => y.card)).toContain(x.card);
      else {
        const times = (c: string) => earlier.filter((y) => y.card === c).length;
        expect(times(x.card)).toBe(Math.max(...options.map(times)));
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });

  it("the worst-case asker weighs a question by the envelopes its worst answer leaves", () => {
    const cards = cardsOf(compiled.edition);
    const at = (id: string) => cards.findIndex((c) => c.id === id);
    // Seat 0 holds scarlett, the knife and the ballroom; seat 1 has laid plum and the rope face up.
    const p = propagateKnowledge(
      {
        cards,
        seat: 0,
        handSizes: [5, 5, 4, 4],
        poolSize: 0,
        hand: ["scarlett", "knife", "ballroom", "study", "hall"],
        events: [{ kind: "faceUp", holder: 1, cards: ["plum", "rope"] }],
      },
      false,
    );
    if (!p.ok) throw new Error(p.error.message);
    // Open: 4 suspects, 4 weapons, 6 rooms.
    const all = 4 * 4 * 6;
    // Cards known elsewhere: any answer leaves every envelope open.
    expect(worstLeft(p.grid, [at("plum"), at("rope"), at("study")])).toBe(all);
    // Three open cards: the worst answer rules out one of them (a room, of 6, is the least).
    expect(worstLeft(p.grid, [at("green"), at("wrench"), at("kitchen")])).toBe(4 * 4 * 5);
    // Its own suspect and weapon with an open room: either nobody answers (the room is the envelope's) or
    // the room is shown.
    expect(worstLeft(p.grid, [at("scarlett"), at("knife"), at("kitchen")])).toBe(4 * 4 * 5);
    // A known card named beside two open ones: showing the known one leaves them all.
    expect(worstLeft(p.grid, [at("green"), at("rope"), at("kitchen")])).toBe(all);
  });
});
