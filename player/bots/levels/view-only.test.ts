// Bots see one seat's view and nothing else. At positions from real games, each level is handed its seat's
// view with the full game state and another seat's view hung on it where a careless bot could reach them,
// and the same view in a world where every card the seat has not seen is dealt differently: it decides the
// same every time, so its choices depend on its own view alone. The Office is played too: the hard bot's
// race (opponent threats read from the records), its turn by the dice and its pulls of opponents' tokens
// away from the accusation room all run there; in both, its questions are charged for what nobody
// disproving would tell the opponents still in (at ask.ts's weights), its moves weigh rooms short of the
// roll by the chance the dice of the next three turns cover the rest (plan/reach.ts), and the card it
// shows is chosen by what it estimates the asker knows (positions where a seat must show a card come up
// among these), and it reads what the opponents named (names.ts) from the records it was given.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { actingSeat, engineFor, type Engine, type GameState, type PlayerView } from "../../engine";
import type { Legal } from "../bot";
import { botsFor, playBots } from "../game";
import { LEVEL_NAMES } from ".";
import type { CompiledEdition } from "../../../schemas/graph";
import { quick } from "../../../test/quick";

// Every third turn of four games an edition; the quick tier asks the bots at one of every three of those
// (each phase of a turn still comes up in both editions, a seat showing a card among them).
const EVERY = quick(1, 3);

/** The same game with the cards the seat has not seen dealt differently: envelope and other hands swapped about. */
function reshuffledWorld(compiled: CompiledEdition, state: GameState, seat: number): GameState | null {
  const seen = new Set([
    ...(state.hands[seat] ?? []),
    ...state.players[seat]!.seen.map((s) => s.card),
    ...state.faceUp.map((f) => f.card),
  ]);
  for (const s of state.suggestions) if (s.card && s.seat === seat) seen.add(s.card);
  const others = state.hands.map((h, i) => (i === seat ? [] : h.filter((c) => !seen.has(c))));
  const donor = others.findIndex((h) => h.length > 0);
  if (donor < 0) return null;
  const card = others[donor]![0]!;
  const envelope = { ...state.envelope };
  const kind = (["suspect", "weapon", "room"] as const).find((k) => kindIs(compiled, k, card));
  if (!kind || seen.has(envelope[kind])) return null;
  const hands = state.hands.map((h) => h.slice());
  hands[donor] = hands[donor]!.map((c) => (c === card ? envelope[kind] : c));
  envelope[kind] = card;
  return { ...state, hands, envelope };
}

function kindIs(compiled: CompiledEdition, kind: "suspect" | "weapon" | "room", card: string): boolean {
  const e = compiled.edition;
  return kind === "suspect"
    ? e.suspects.some((s) => s.id === card)
    : kind === "weapon"
      ? e.weapons.some((w) => w.id === card)
      : e.rooms.some((r) => r.id === card);
}

function legalOf(engine: Engine, state: GameState, seat: number): Legal {
  return { types: engine.legalTypes(state, seat), list: (t) => engine.legalActions(state, seat, t) };
}

describe.each(["classic", "the-office"])("bots decide from their own view alone (%s)", (id) => {
  const compiled = loadEdition(id);
  const engine = engineFor(compiled);
  const { viewFor } = engine;
  const positions: GameState[] = [];
  for (let seed = 1; seed <= 4; seed++)
    playBots(compiled, {
      levels: ["hard", "medium", "easy", "random"],
      seed,
      visit: (s) => void (!s.result && s.turn.number % 3 === 0 && positions.push(s)),
    });

  for (const level of LEVEL_NAMES)
    it(`${level}: the same decision with secrets within reach, and in a differently dealt world`, () => {
      let compared = 0;
      for (const state of positions.filter((_, i) => i % EVERY === 0)) {
        const seat = actingSeat(state);
        const bot = botsFor(compiled, [level, level, level, level, level, level], 9)[seat]!;
        const view = viewFor(state, seat, { log: true });
        const plain = bot(structuredClone(view), legalOf(engine, state, seat));

        const baited = structuredClone(view) as PlayerView & Record<string, unknown>;
        Object.defineProperty(baited, "state", { value: state, enumerable: false });
        Object.defineProperty(baited, "other", {
          value: viewFor(state, (seat + 1) % state.seats.length),
          enumerable: false,
        });
        (globalThis as Record<string, unknown>).clueState = state;
        expect(bot(baited, legalOf(engine, state, seat))).toEqual(plain);
        delete (globalThis as Record<string, unknown>).clueState;

        const world = reshuffledWorld(compiled, state, seat);
        if (!world) continue;
        expect(viewFor(world, seat, { log: true })).toEqual(view);
        expect(bot(viewFor(world, seat, { log: true }), legalOf(engine, world, seat))).toEqual(plain);
        compared++;
      }
      expect(compared).toBeGreaterThan(20);
    });
});
