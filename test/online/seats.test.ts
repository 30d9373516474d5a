// Seats over the real socket: a token that is not the game's, or a seat already played from another
// window, is refused clearly; the host hands an absent human's seat to a computer player, which plays it,
// and takes it back, and nobody else may; a dropped connection keeps its seat and reconnects at the same
// version, and a reload with the seat's link takes the seat back too.
import { describe, expect, test } from "vitest";
import type { GameMessage, Listing } from "../../player/online/protocol";
import { Player, spectator } from "./players";
import { fileLog } from "./replay";
import { servedForFile } from "./per-file";
import { legalAct, readable, refusals, seatClient, table, type Table } from "./table";

const file = servedForFile();

/** Why joining failed: colyseus.js's ServerError carries the room's code and message. */
async function refusedJoin(p: Player): Promise<{ code: number; message: string }> {
  try {
    await p.join(file.server.ws);
  } catch (e) {
    const { code, message } = e as { code: number; message: string };
    return { code, message };
  }
  throw new Error("joined");
}

const game = (p: Player, test: (m: GameMessage) => boolean, from = 0) =>
  p.until((m) => m.type === "game" && test(m.body as GameMessage), from).then((m) => m.body as GameMessage);

describe("tokens", () => {
  test("a token that is not this game's is refused with a sentence saying so", async () => {
    const t = await table(file.server);
    const stranger = new Player({ gameId: t.game.gameId, token: "not-a-token-of-this-game" });
    const why = await refusedJoin(stranger);
    expect(why.code).toBe(4401);
    expect(why.message).toMatch(/invite link/);
    const other = await table(file.server);
    const wrongGame = new Player({ gameId: t.game.gameId, token: other.game.seats[0]?.token });
    expect((await refusedJoin(wrongGame)).code).toBe(4401);
  });

  test("a game that does not exist is refused", async () => {
    expect((await refusedJoin(new Player({ gameId: "NoSuchGame42" }))).code).toBe(4404);
    expect((await refusedJoin(new Player({ gameId: "__proto__" }))).code).toBe(4404);
  });

  test("a seat already connected is refused to a second window, and the first plays on", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const why = await refusedJoin(seatClient(t.game, 0));
    expect(why.code).toBe(4409);
    expect(why.message).toMatch(/seat 1 is already being played/);
    const act = legalAct(me);
    me.send("act", act);
    expect((await me.atVersion(1)).version).toBe(1);
  });
});

describe("stand-ins", () => {
  async function absentSeat(): Promise<{ t: Table; host: Player }> {
    const t = await table(file.server, [1, 2]);
    const host = spectator(t.game, { host: t.game.host });
    await host.join(file.server.ws);
    await host.atVersion(0);
    return { t, host };
  }

  test("the host hands an absent seat to a computer player, which plays it, then takes it back", async () => {
    const { t, host } = await absentSeat();
    const from = t.watcher.messages.length;
    host.send("stand-in", { seat: 0, level: "easy" });
    await game(t.watcher, (m) => m.standIns.includes(0), from);
    // Seat 0 moves first: the computer player makes its moves, which only seat 0 could make.
    await t.watcher.atVersion(1);
    expect(fileLog(file.data, t.game.gameId)[0]?.seat).toBe(0);
    const back = t.watcher.messages.length;
    host.send("stand-in", { seat: 0, level: null });
    await game(t.watcher, (m) => m.standIns.length === 0, back);
    expect(host.refusals()).toEqual([]);
  });

  test("only the host may hand a seat over: a seat's player and a spectator are refused", async () => {
    const { t } = await absentSeat();
    const [, seated] = t.seats as [Player, Player];
    const impostor = spectator(t.game, { host: "not-the-host-token" });
    await impostor.join(file.server.ws);
    for (const p of [seated, t.watcher, impostor]) {
      p.send("stand-in", { seat: 0, level: "easy" });
      const answer = await Promise.race([
        refusals(p, 1).then((r) => r[0]?.code),
        game(t.watcher, (m) => m.standIns.length > 0).then(() => "handed over"),
      ]);
      expect(answer).toBe("NOT_HOST");
    }
    for (const p of t.everyone) expect(p.last?.standIns).toEqual([]);
    expect(fileLog(file.data, t.game.gameId)).toEqual([]);
    await impostor.leave();
  });

  test("the host is refused a seat someone plays, a computer's seat, a level that does not exist", async () => {
    const { t, host } = await absentSeat();
    const bad = [
      { seat: 1, level: "easy" },
      { seat: 7, level: "easy" },
      { seat: 0, level: "godlike" },
      { seat: 0, level: "__proto__" },
      { seat: "0", level: "easy" },
    ];
    for (const m of bad) host.send("stand-in", m);
    const got = await refusals(host, bad.length);
    expect(got.map((r) => r.code)).toEqual(["SEAT_PRESENT", "BAD_SEAT", "BAD_LEVEL", "BAD_LEVEL", "BAD_MESSAGE"]);
    expect(got.every(readable)).toBe(true);
    for (const p of t.everyone) expect(p.last?.standIns).toEqual([]);
  });
});

describe("reconnection", () => {
  test("a dropped connection keeps its seat, away meanwhile, and reconnects at the same version", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const from = t.watcher.messages.length;
    me.drop();
    await game(t.watcher, (m) => m.away.includes(0), from);
    const listing = (await (await fetch(`${file.server.url}/api/games/${t.game.gameId}`)).json()) as Listing;
    expect(listing.seats[0]?.open, "a seat awaiting its player is not open to others").toBe(false);
    const mine = me.messages.length;
    await me.reconnect(file.server.ws);
    const first = await game(me, () => true, mine);
    expect([first.seat, first.version]).toEqual([0, 0]);
    expect(first.legal.length).toBeGreaterThan(0);
    await game(t.watcher, (m) => !m.away.includes(0), from);
    me.send("act", legalAct(me));
    expect((await me.atVersion(1)).version).toBe(1);
  });

  test("a reload (the seat's link again, on a new connection) takes the dropped seat back", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    me.drop();
    const again = seatClient(t.game, 0);
    await again.join(file.server.ws);
    const first = await again.atVersion(0);
    expect([first.seat, first.legal.length > 0]).toEqual([0, true]);
    again.send("act", legalAct(again));
    expect((await again.atVersion(1)).version).toBe(1);
    await again.leave();
  });
});
