// The online client against a fake room: the server's messages in, the table out; an action out as the
// message the server reads; a refusal shown; a dropped link taken up again (the held seat first, then a new
// join with the seat's token), and a reload finding the held seat through the tab's storage.
import { describe, expect, it } from "vitest";
import { editionToJson } from "../../../edition/serialize";
import { loadEdition } from "../../../test/editions";
import { actingSeat, engineFor, saveGame, type GameState, type Seat } from "../../engine";
import { packLegal, readFrame, type GameFrame, type GameMessage } from "../../online/protocol";
import { setupOf } from "../setup/game-setup";
import { FakeConnector, FakeRoom, memoryStorage, serverError } from "./online-fake";
import { joinOnline, type OnlineOptions } from "./online";

const compiled = loadEdition("classic");
const engine = engineFor(compiled);
const known = { compiled, hash: engine.hash };
const GAME = "g1";

/** The frame the server sends for this state: the whole view and log (a new connection's first frame). */
function message(state: GameState, seat: Seat | "spectator", more: Partial<GameFrame> = {}): GameFrame {
  const { log, ...view } = engine.viewFor(state, seat);
  return {
    gameId: GAME,
    version: saveGame(state).actions.length,
    seat,
    base: null,
    view: { set: view, lists: {} },
    log: { from: 0, entries: [...log] },
    ...packLegal(typeof seat === "number" ? engine.legalActions(state, seat) : []),
    standIns: [],
    away: [],
    ...more,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const notebook = () => ({ notebook: () => Promise.resolve(null), dispose: () => undefined });
const options = (connector: FakeConnector, more: Partial<OnlineOptions> = {}): OnlineOptions => ({
  connector,
  gameId: GAME,
  token: "t0",
  known,
  notebook,
  wait: () => Promise.resolve(),
  ...more,
});

// Two humans (seats 0 and 1) and a computer player (seat 2); the seed gives seat 0 the first turn.
const start = engine.createGame(setupOf(compiled, ["human", "human", "easy"], 3));
const first = actingSeat(start);

async function joined(more: Partial<OnlineOptions> = {}, state = start, seat: Seat = first) {
  const room = new FakeRoom("room:r1");
  const connector = new FakeConnector([room]);
  const p = joinOnline(options(connector, more));
  await settle();
  room.deliver("game", message(state, seat));
  return { client: await p, room, connector };
}

describe("the online client", () => {
  it("joins with the seat's token and the page's edition hash, and makes the table from the message alone", async () => {
    const { client, connector } = await joined();
    expect(connector.joins).toEqual([{ gameId: GAME, token: "t0", have: engine.hash }]);
    const t = client.get();
    const m = readFrame(null, message(start, first)) as GameMessage;
    expect(t.view).toEqual(engine.viewFor(start, first));
    expect(m.legal).toEqual(engine.legalActions(start, first));
    expect(t.viewer).toBe(first);
    expect(t.legal.seat).toBe(first);
    expect([...t.legal.types].sort()).toEqual([...new Set(m.legal.map((a) => a.type))].sort());
    for (const type of t.legal.types) expect(t.legal.list(type)).toEqual(m.legal.filter((a) => a.type === type));
    expect(t).toMatchObject({ handOver: null, humans: 1, thinking: null, error: null, connection: "online" });
  });

  it("says a computer player is thinking when the game waits on one, or on a stand-in for an absent human", async () => {
    const { client, room } = await joined();
    const other = message(start, first === 0 ? 1 : 0);
    room.deliver("game", other);
    expect(client.get().thinking).toBe(null);
    room.deliver("game", { ...other, standIns: [first] });
    expect(client.get().thinking).toBe(first);
    // A state where the computer player's turn has come: its seat is "thinking" on everyone's screen.
    let s = start;
    while (actingSeat(s) !== 2) {
      const legal = engine.legalActions(s, actingSeat(s));
      const a = ["end-turn", "roll", "move", "show-card"].flatMap((t) => legal.filter((x) => x.type === t))[0];
      const r = a && engine.apply(s, a);
      if (!r || "error" in r) throw new Error("no way to the computer's turn");
      s = r.state;
    }
    room.deliver("game", message(s, 0));
    expect(client.get().thinking).toBe(2);
  });

  it("sends an action with the version it was made at, once, and only one that is this seat's now", async () => {
    const { client, room } = await joined();
    const legal = engine.legalActions(start, first);
    const action = legal[0];
    if (!action) throw new Error("no action");
    expect(client.act({ ...action, seat: first + 1 })).toBe(false);
    expect(client.act(action)).toBe(true);
    expect(client.act(action)).toBe(false);
    expect(room.sent).toEqual([{ type: "act", message: { version: 0, action } }]);
    // The server's answer is this screen's own change: drawn at once.
    const r = engine.apply(start, action);
    if ("error" in r) throw new Error(r.error.message);
    room.deliver("game", message(r.state, first));
    expect(client.get().mine).toBe(true);
  });

  it("shows a refusal's message, and lets the action be tried again", async () => {
    const { client, room } = await joined();
    const action = engine.legalActions(start, first)[0];
    if (!action) throw new Error("no action");
    client.act(action);
    room.deliver("refused", { code: "STALE_VERSION", message: "the game moved on" });
    expect(client.get().error).toBe("the game moved on");
    expect(client.act(action)).toBe(true);
  });

  it("acts for nobody as a spectator, and joins with no token", async () => {
    const { client, room, connector } = await joined({ token: undefined }, start, first);
    room.deliver("game", message(start, "spectator"));
    expect(connector.joins[0]).toEqual({ gameId: GAME, have: engine.hash });
    expect(client.get().legal.seat).toBe(null);
    expect(client.act(engine.legalActions(start, first)[0] as never)).toBe(false);
    expect(room.sent).toEqual([]);
  });

  it("rejects the join with the server's refusal: a wrong token, a refused message before any game", async () => {
    const wrong = new FakeConnector([serverError(4401, "this link's seat token does not belong to this game")]);
    await expect(joinOnline(options(wrong))).rejects.toMatchObject({
      code: "4401",
      message: "this link's seat token does not belong to this game",
    });
    const room = new FakeRoom("room:r1");
    const p = joinOnline(options(new FakeConnector([room])));
    await settle();
    room.deliver("refused", { code: "NO_GAME", message: "no such game" });
    await expect(p).rejects.toMatchObject({ code: "NO_GAME", message: "no such game" });
    expect(room.left).toBe(true);
  });

  it("tries again while nothing answers, then gives up with UNREACHABLE", async () => {
    const room = new FakeRoom("room:r1");
    const later = new FakeConnector([new Error("fetch failed"), room]);
    const p = joinOnline(options(later));
    await settle();
    await settle();
    room.deliver("game", message(start, first));
    expect((await p).get().connection).toBe("online");
    await expect(joinOnline(options(new FakeConnector([]), { tries: 3 }))).rejects.toMatchObject({
      code: "UNREACHABLE",
    });
  });

  it("takes a dropped link up again: the held seat first, then a new join with the seat's token", async () => {
    const session = memoryStorage();
    const { client, room, connector } = await joined({ session });
    room.drop();
    expect(client.get().connection).toBe("reconnecting");
    expect(client.act(engine.legalActions(start, first)[0] as never)).toBe(false);
    // The held seat is gone (the server restarted); a join with the seat's token finds the game again.
    connector.reconnectAnswers.push(serverError(4212, "room not found"));
    const again = new FakeRoom("room:r2");
    connector.joinAnswers.push(again);
    await settle();
    await settle();
    expect(connector.reconnects).toEqual(["room:r1"]);
    expect(connector.joins.at(-1)).toEqual({ gameId: GAME, token: "t0", have: engine.hash });
    again.deliver("game", message(start, first));
    expect(client.get().connection).toBe("online");
    client.dispose();
    expect(again.left).toBe(true);
  });

  it("after a reload, rejoins through the seat the server holds for this tab", async () => {
    const session = memoryStorage();
    await joined({ session });
    // A new page in the same tab: the same storage, a new client.
    const held = new FakeRoom("room:r1b");
    const connector = new FakeConnector([], [held]);
    const p = joinOnline(options(connector, { session }));
    await settle();
    held.deliver("game", message(start, first));
    await p;
    expect(connector.reconnects).toEqual(["room:r1"]);
    expect(connector.joins).toEqual([]);
  });

  it("shows the reason and stops when a rejoin is refused", async () => {
    const { client, room, connector } = await joined();
    connector.joinAnswers.push(serverError(4404, "there is no game on this server"));
    room.drop();
    await settle();
    expect(client.get()).toMatchObject({ connection: "offline", error: "there is no game on this server" });
  });

  it("tries again when the server still holds the seat for this client's dropped socket", async () => {
    const { client, room, connector } = await joined();
    const again = new FakeRoom("room:r2");
    connector.joinAnswers.push(serverError(4409, "seat 1 is already being played from another window"), again);
    room.drop();
    for (let i = 0; i < 4; i++) await settle();
    expect(connector.joins).toHaveLength(3);
    again.deliver("game", message(start, first));
    expect(client.get().connection).toBe("online");
  });

  it("reads the game's edition when the server sends it, and the save at the end for the replay", async () => {
    const room = new FakeRoom("room:r1");
    const p = joinOnline(options(new FakeConnector([room]), { known: null }));
    await settle();
    room.deliver("edition", { json: editionToJson(compiled, { graph: false }) });
    room.deliver("game", message(start, first));
    const client = await p;
    expect(client.get().compiled.edition.id).toBe("classic");
    expect(client.record()).toBe(null);
    // A save that does not replay to what it says is refused (its check fails), and the next one read.
    room.deliver("save", { ...saveGame(start), seed: 4 });
    expect(client.get().error).toMatch(/^save: /);
    expect(client.record()).toBe(null);
    room.deliver("save", saveGame(start));
    expect(client.record()).toEqual(saveGame(start));
  });
});
