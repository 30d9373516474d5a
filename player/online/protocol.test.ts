// The wire form of a game message: accusations packed as three lists only when unpacking gives the engine's
// very list back, and the log sent as the entries after what the client holds. Real positions of seeded
// games of each edition, every seat and the spectator. (The Office's walk here never reaches the Sales Dept.,
// the one room it accuses in.)
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { engineFor, type Action, type GameState, type Viewer } from "../engine";
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

function frame(edition: string, state: GameState, viewer: Viewer, from: number): GameFrame {
  const engine = engineFor(loadEdition(edition));
  const { log, ...view } = engine.viewFor(state, viewer);
  const legal = viewer === "spectator" ? [] : engine.legalActions(state, viewer);
  return {
    gameId: "g",
    version: 0,
    seat: viewer,
    view,
    log: { from, entries: log.slice(from) },
    ...packLegal(legal),
    standIns: [],
    away: [],
  };
}

describe.each(EDITIONS)("%s", (edition) => {
  const engine = engineFor(loadEdition(edition));
  const states = positions(edition, 5);

  it("packs the accusations and reads back the engine's legal actions, in order, at every position", () => {
    let packed = 0;
    for (const state of states)
      for (let seat = 0; seat < 4; seat++) {
        const legal = engine.legalActions(state, seat);
        const p = packLegal(legal);
        // Every combination is legal whenever any accusation is: always packed then.
        expect(p.accuse !== null).toBe(legal.some((a) => a.type === "accuse"));
        if (p.accuse) {
          packed++;
          expect(JSON.stringify(p).length).toBeLessThan(JSON.stringify(legal).length / 4);
        }
        const m = readFrame(null, { ...frame(edition, state, seat, 0), ...p }) as GameMessage;
        expect(m.legal).toEqual(legal);
      }
    if (edition !== "the-office") expect(packed).toBeGreaterThan(0);
  });

  it("builds each viewer's whole view from frames that carry only the new log entries", () => {
    for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
      let held: GameMessage | null = null;
      let sent = 0;
      for (const state of states) {
        const full = engine.viewFor(state, viewer);
        held = readFrame(held, frame(edition, state, viewer, sent));
        sent = full.log.length;
        expect(held?.view).toEqual(full);
      }
    }
  });

  it("refuses a frame whose log does not follow on from the one held", () => {
    const [a, , c] = states;
    const first = readFrame(null, frame(edition, a as GameState, 0, 0));
    const held = engine.viewFor(a as GameState, 0).log.length;
    expect(readFrame(first, frame(edition, c as GameState, 0, held + 1))).toBeNull();
    expect(readFrame(first, frame(edition, c as GameState, 0, 0))?.view).toEqual(engine.viewFor(c as GameState, 0));
  });
});
