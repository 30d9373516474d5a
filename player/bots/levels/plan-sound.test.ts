// The hard level at a table where someone was caught bluffing (names.ts's `recordsOf`): its questions
// follow the sound count, not what it read from the others' names, which may hide a bluff not caught yet.
// In positions of real games against bluffers (classic, 4 seats) where the hard seat has just entered a
// room, the suggestion it makes is the best question on the sound count, and in some of them the read
// count's best question is another one (so the test sees which count the bot planned on).
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { quick } from "../../../test/quick";
import { engineFor, type GameState, type PlayerView } from "../../engine";
import type { Bot } from "../bot";
import { deduce, deduceFrom, type Deduction } from "../deduce";
import { playBots } from "../game";
import { cardsOf, knowledgeOf } from "../knowledge";
import { STYLES } from "../testing/styles";
import { roomQuestions } from "./ask";
import { hard } from "./hard";
import { hardDecision } from "./hard.testing";
import { askOrder, envelopeGains } from "./information";
import { readNames, recordsOf } from "./names";
import { shownToMe } from "./shared";

const compiled = loadEdition("classic");
const cards = cardsOf(compiled.edition);
const { legalTypes, viewFor } = engineFor(compiled);
const bluffer = STYLES.get("bluffer") as NonNullable<ReturnType<typeof STYLES.get>>;

interface Moment {
  state: GameState;
  view: PlayerView;
  room: string;
}

/** Moments the hard seat has just entered a room at a table where someone was caught bluffing. */
function moments(games: number): Moment[] {
  const out: Moment[] = [];
  for (let g = 0; g < games; g++) {
    const seat = g % 4;
    const bots: Bot[] = [0, 1, 2, 3].map((i) => (i === seat ? hard : bluffer)(compiled, g * 31 + i));
    playBots(compiled, {
      levels: ["medium", "medium", "medium", "medium"],
      seed: 900 + g,
      bots,
      visit: (state) => {
        if (state.result || state.pending || state.turn.seat !== seat || state.turn.phase !== "moved") return;
        if (!legalTypes(state, seat).includes("suggest")) return;
        const view = viewFor(state, seat, { log: false });
        const room = view.tokens.find((t) => t.suspect === view.seats[seat]?.suspect)?.room;
        const d = deduce(knowledgeOf(view, cards));
        if (room && d.ok && recordsOf(d.grid).some((r) => r.caught)) out.push({ state, view, room });
      },
    });
  }
  return out;
}

/** The best question in `room` on the count `d`, as the hard level's plan weighs it. */
function question(view: PlayerView, d: Deduction, room: string): { suspect: string; weapon: string } {
  const m = d.model;
  const me = view.viewer as number;
  const pr = { p: d.p, holders: d.holderCount, shown: shownToMe(view, cards, d.holderCount) };
  const ofKind = (k: number) => cards.flatMap((_c, i) => (m.kind[i] === k ? [i] : []));
  const watching = view.seats.filter((s, seat) => seat !== me && s.out === null).length;
  const gains = envelopeGains(pr, m.envelope, m.pool, m.kind);
  const best = roomQuestions(
    pr,
    askOrder(me, view.seats.length),
    ofKind(0),
    ofKind(1),
    gains,
    watching,
  )(cards.findIndex((c) => c.id === room));
  return { suspect: cards[best.suspect]?.id as string, weapon: cards[best.weapon]?.id as string };
}

describe("the hard level once someone was caught bluffing", () => {
  it("asks the sound count's best question, not the one its reading of the names would", () => {
    const found = moments(quick(40, 24));
    let differ = 0;
    for (const { state, view, room } of found) {
      const k = knowledgeOf(view, cards);
      const d = deduce(k);
      if (!d.ok) continue;
      const sound = question(view, d, room);
      const r = deduceFrom(k, { ok: true, grid: readNames(d.grid).grid, model: d.model });
      if (r.ok && r.deals > 0) {
        const read = question(view, r, room);
        if (read.suspect !== sound.suspect || read.weapon !== sound.weapon) differ++;
      }
      const a = hardDecision(compiled, state, view);
      expect(a.type).toBe("suggest");
      if (a.type === "suggest") expect({ suspect: a.suspect, weapon: a.weapon }).toEqual(sound);
    }
    expect(found.length).toBeGreaterThan(10);
    expect(differ).toBeGreaterThan(5);
  });
});
