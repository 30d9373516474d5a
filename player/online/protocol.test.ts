// The wire form of a game message: the view as what changed since the connection's frame before, the log as
// the entries after what the client holds, and accusations packed as three lists only when unpacking gives
// the engine's very list back. Real positions of seeded games of each edition, every seat and the spectator,
// framed by the server's own frameFor. (The Office's walk here never reaches the Sales Dept., the one room it
// accuses in.)
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { engineFor, toArray, type Action, type GameState, type Viewer } from "../engine";
import { cardsOf, frameFor, legalFor, type Held, type LiveGame } from "./game";
import { packLegal, readFrame, type GameFrame, type GameMessage } from "./protocol";

function positions(edition: string, seed: number): GameState[] {
  const engine = engineFor(loadEdition(edition));
  const seats = loadEdition(edition)
    .edition.suspects.slice(0, 4)
    .map((s) => ({ suspect: s.id }));
  let state = engine.createGame({ seats, seed });
  const out = [state];
  for (let i = 0; i < 80 && !state.result; i++) {
    const seat = state.pending ? state.pending.seat : state.turn.seat;
    const legal = engine.legalActions(state, seat).filter((a) => a.type !== "accuse");
    const r = engine.apply(state, legal[(i * 7) % legal.length] as Action);
    if ("error" in r) throw new Error(r.error.message);
    out.push((state = r.state));
  }
  return out;
}

/** The server's game at a position. */
function live(edition: string, state: GameState, version: number): LiveGame {
  const compiled = loadEdition(edition);
  const record = { gameId: "g" } as LiveGame["record"];
  const events = toArray(state.log);
  return { record, engine: engineFor(compiled), state, version, events, standIns: new Map(), cards: cardsOf(compiled) };
}

const size = (x: unknown) => JSON.stringify(x).length;

describe.each(EDITIONS)("%s", (edition) => {
  const engine = engineFor(loadEdition(edition));
  const states = positions(edition, 5);

  it("packs the accusations and reads back the engine's legal actions, in order, at every position", () => {
    let packed = 0;
    for (const [version, state] of states.entries())
      for (let seat = 0; seat < 4; seat++) {
        const legal = engine.legalActions(state, seat);
        const p = packLegal(legal);
        // Every combination is legal whenever any accusation is: always packed then.
        expect(p.accuse !== null).toBe(legal.some((a) => a.type === "accuse"));
        if (p.accuse) {
          packed++;
          expect(size(p)).toBeLessThan(size(legal) / 4);
        }
        // The server packs them without listing the accusations: the same packing.
        expect(legalFor(live(edition, state, version), seat)).toEqual(p);
        const { frame } = frameFor(live(edition, state, version), seat, [], null);
        expect((readFrame(null, frame) as GameMessage).legal).toEqual(legal);
      }
    if (edition !== "the-office") expect(packed).toBeGreaterThan(0);
  });

  it("builds each viewer's whole view from frames that carry only what changed, a fraction of the whole", () => {
    for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
      let message: GameMessage | null = null;
      let held: Held | null = null;
      let [sent, whole] = [0, 0];
      for (const [version, state] of states.entries()) {
        const next = frameFor(live(edition, state, version), viewer, [], held);
        message = readFrame(message, next.frame);
        held = next.held;
        expect(message?.view).toEqual(engine.viewFor(state, viewer));
        if (version > 0) [sent, whole] = [sent + size(next.frame.view), whole + size(held.view)];
      }
      expect(sent).toBeLessThan(whole / 5);
    }
  });

  it("refuses a frame that does not follow on from the one held: its base, its log, or a change that does not fit", () => {
    const [a, b, c] = states as [GameState, GameState, GameState];
    const first = frameFor(live(edition, a, 0), 0, [], null);
    const held = readFrame(null, first.frame) as GameMessage;
    const next = frameFor(live(edition, c, 2), 0, [], first.held).frame;
    expect(readFrame(held, next)?.view).toEqual(engine.viewFor(c, 0));
    const wrong = (f: Partial<GameFrame>) => readFrame(held, { ...next, ...f });
    expect(wrong({ base: 1 })).toBeNull();
    expect(readFrame(null, next)).toBeNull();
    expect(wrong({ log: { from: first.held.log + 1, entries: [] } })).toBeNull();
    expect(wrong({ view: { set: { __proto__: null } as never, lists: {} } })).not.toBeNull();
    expect(wrong({ view: { set: JSON.parse('{"__proto__": 1}') as never, lists: {} } })).toBeNull();
    expect(wrong({ view: null as never })).toBeNull();
    expect(wrong({ view: { set: {}, lists: { turn: { n: 1, at: [0], items: [1] } } } })).toBeNull();
    expect(wrong({ view: { set: {}, lists: { tokens: { n: 9, at: [8], items: [1] } } } })).toBeNull();
    expect(wrong({ view: { set: {}, lists: { tokens: { n: 1, at: [3], items: [1] } } } })).toBeNull();
    // A whole frame (a new connection's) needs nothing held, and must hold every field.
    const whole = frameFor(live(edition, b, 1), 0, [], null).frame;
    expect(readFrame(held, whole)?.view).toEqual(engine.viewFor(b, 0));
    const { turn: _turn, ...short } = whole.view.set;
    expect(readFrame(null, { ...whole, view: { set: short, lists: {} } })).toBeNull();
  });
});

it("a frame for a viewer other than the seat that acts lists nothing, as legalActions does", () => {
  const state = positions("classic", 5)[3] as GameState;
  const viewers: Viewer[] = [0, 1, 2, 3, "spectator"];
  const acting = viewers.filter((v) => legalFor(live("classic", state, 3), v).legal.length > 0);
  expect(acting).toEqual([state.pending ? state.pending.seat : state.turn.seat]);
});
