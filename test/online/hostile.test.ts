// Bad input from clients, over the real socket: every message of the wrong shape, seat, version or type is
// refused with {code, message} to its sender alone and changes nothing; a frame over 4 KB and a flood end
// that client's connection, and the server goes on answering everyone else. Then the create endpoint's
// bad bodies, hostile uploads among them: each a 400 or 413 with {code, message}, and the server stays up.
import { describe, expect, test } from "vitest";
import type { Refusal } from "../../player/online/protocol";
import type { Player } from "./players";
import { fileLog } from "./replay";
import { servedForFile } from "./per-file";
import { legalAct, readable, refusals, table, type Table } from "./table";

const file = servedForFile();

/** Nobody but `sender` was refused anything, and the game is where it was: no version sent on, no action stored. */
function unchanged(t: Table, sender: Player | null, version = 0) {
  for (const p of t.everyone) {
    if (p !== sender) expect(p.refusals(), "only the sender hears of its refusal").toEqual([]);
    expect(p.last?.version).toBe(version);
  }
  expect(fileLog(file.data, t.game.gameId)).toHaveLength(version);
}

/** `p` makes a legal move, and everyone is sent the next version: the room still works. */
async function stillPlays(t: Table, p: Player) {
  const act = legalAct(p);
  p.send("act", act);
  for (const q of t.everyone) expect((await q.atVersion(act.version + 1)).version).toBe(act.version + 1);
}

describe("room messages", () => {
  test("act messages of the wrong shape are refused, one refusal each, and change nothing", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const { action } = legalAct(me);
    const bad: unknown[] = [
      undefined,
      null,
      5,
      "act",
      [],
      {},
      { version: "0", action },
      { version: -1, action },
      { version: 0.5, action },
      { version: 2 ** 60, action },
      { version: 0 },
      { version: 0, action: null },
      { version: 0, action: [action] },
      { version: 0, action: { type: 7 } },
      { version: 0, action: { type: "teleport", seat: 0 } },
      { version: 0, action: { type: "__proto__", seat: 0 } },
      { version: 0, action: { ...action, seat: "0" } },
    ];
    for (const body of bad) me.send("act", body);
    const got = await refusals(me, bad.length);
    expect(got.filter(readable)).toHaveLength(bad.length);
    unchanged(t, me);
    await stillPlays(t, me);
  });

  test("an action for another seat, and one out of turn, are refused", async () => {
    const t = await table(file.server);
    const [me, other] = t.seats as [Player, Player];
    const { version, action } = legalAct(me);
    me.send("act", { version, action: { ...action, seat: 1 } });
    other.send("act", { version, action: { ...action, seat: 1 } });
    const [mine] = await refusals(me, 1);
    const [theirs] = await refusals(other, 1);
    expect(mine?.code).toBe("NOT_YOUR_SEAT");
    expect(theirs && readable(theirs)).toBe(true);
    for (const p of t.everyone) expect(p.last?.version).toBe(0);
    expect(fileLog(file.data, t.game.gameId)).toEqual([]);
  });

  test("an act made at a stale version is refused, and its sender is sent the game as it is", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const from = me.messages.length;
    me.send("act", { ...legalAct(me), version: 3 });
    expect((await refusals(me, 1))[0]?.code).toBe("STALE");
    expect((await me.atVersion(0, from)).version).toBe(0);
    unchanged(t, me);
  });

  test("the same act sent twice is applied once", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const act = legalAct(me);
    me.send("act", act);
    me.send("act", act);
    expect((await refusals(me, 1))[0]?.code).toBe("STALE");
    for (const p of t.everyone) await p.atVersion(1);
    expect(fileLog(file.data, t.game.gameId)).toEqual([act.action]);
    expect(t.everyone.map((p) => p.last?.version)).toEqual(t.everyone.map(() => 1));
  });

  test("a spectator's act is refused", async () => {
    const t = await table(file.server);
    t.watcher.send("act", legalAct(t.seats[0] as Player));
    expect((await refusals(t.watcher, 1))[0]?.code).toBe("SPECTATOR");
    unchanged(t, t.watcher);
  });

  test("unknown message types, __proto__ and constructor among them, are refused by name", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const types = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "onAct", "nope", 7];
    for (const type of types) me.room?.send(type, { version: 0 });
    const got = await refusals(me, types.length);
    expect(got.map((r) => r.code)).toEqual(types.map(() => "UNKNOWN_MESSAGE"));
    expect(got.every(readable)).toBe(true);
    unchanged(t, me);
    await stillPlays(t, me);
  });

  test("a frame over 4 KB ends its connection (1009), keeps its seat, and the game goes on", async () => {
    const t = await table(file.server);
    const [me] = t.seats as [Player];
    const act = legalAct(me);
    me.send("act", { ...act, action: { ...act.action, note: "x".repeat(5000) } });
    const end = await Promise.race([
      me.closed(),
      me.atVersion(1).then(() => "applied"),
      refusals(me, 1).then(() => "refused"),
    ]);
    expect(end).toBe(1009);
    // The others are told the seat is away; nothing else changed.
    expect(
      (await t.watcher.until((m) => m.type === "game" && (m.body as { away: number[] }).away.includes(0))).type,
    ).toBe("game");
    unchanged(t, me);
    await me.join(file.server.ws);
    await stillPlays(t, me);
  });

  test("a flood is refused once, then cut off (4429), and a client of another room is still answered", async () => {
    const flooded = await table(file.server);
    const other = await table(file.server);
    const [flooder] = flooded.seats as [Player];
    const act = legalAct(flooder);
    for (let i = 0; i < 400; i++) flooder.send(i % 2 ? "act" : "nope", { ...act, version: 99 });
    await stillPlays(other, other.seats[0] as Player);
    // Cut off, or still answered 40 times over: whichever comes first says which it was.
    const end = await Promise.race([flooder.closed(), refusals(flooder, 40).then(() => "answered 40 times")]);
    expect(end).toBe(4429);
    const codes = flooder.refusals().map((r) => r.code);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toEqual(["RATE_LIMITED"]);
    expect(codes.length).toBeLessThan(40);
    unchanged(flooded, flooder);
  });
});

const SEATS = [{ kind: "human" }, { kind: "bot", level: "easy" }, { kind: "bot", level: "easy" }];
const nest = (open: string, close: string, n: number) => open.repeat(n) + close.repeat(n);
const upload = (json: string) => `{"edition":{"json":${json}},"seats":${JSON.stringify(SEATS)}}`;
const BAD_BODIES: [string, string, number][] = [
  ["not JSON", "{edition", 400],
  ["empty", "", 400],
  ["a list", "[]", 400],
  ["null", "null", 400],
  ["no seats", JSON.stringify({ edition: "classic" }), 400],
  ["seats not a list", JSON.stringify({ edition: "classic", seats: { 0: { kind: "human" } } }), 400],
  ["one seat", JSON.stringify({ edition: "classic", seats: SEATS.slice(0, 1) }), 400],
  ["nine seats", JSON.stringify({ edition: "classic", seats: Array(9).fill({ kind: "human" }) }), 400],
  ["a seat of no kind", JSON.stringify({ edition: "classic", seats: [{ kind: "alien" }, ...SEATS.slice(1)] }), 400],
  ["an unknown level", JSON.stringify({ edition: "classic", seats: [{ kind: "bot", level: "god" }, ...SEATS] }), 400],
  ["an unknown edition", JSON.stringify({ edition: "monopoly", seats: SEATS }), 400],
  ["edition __proto__", JSON.stringify({ edition: "__proto__", seats: SEATS }), 400],
  ["edition constructor", JSON.stringify({ edition: "constructor", seats: SEATS }), 400],
  ["a seed in words", JSON.stringify({ edition: "classic", seats: SEATS, seed: "seven" }), 400],
  ["pace __proto__", JSON.stringify({ edition: "classic", seats: SEATS, pace: "__proto__" }), 400],
  ["an upload nested 100,000 lists deep", upload(nest("[", "]", 100_000)), 400],
  ["an upload nested 5,000 objects deep", upload(nest('{"a":', "}", 5_000).replace(/:}/, ":1}")), 400],
  ["an upload of __proto__ keys", upload('{"__proto__":{"kind":"clue-kit/compiled-edition"},"constructor":{}}'), 400],
  ["an upload that is a string", upload('"clue-kit/compiled-edition"'), 400],
  ["YAML whose aliases multiply", JSON.stringify({ edition: { yaml: aliasBomb() }, seats: SEATS }), 400],
  ["a body over 4 MB", JSON.stringify({ edition: "classic", seats: SEATS, pad: "x".repeat(5 << 20) }), 413],
];

function aliasBomb(): string {
  const lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"];
  for (let i = 1; i < 8; i++)
    lines.push(
      `a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(", ")}]`,
    );
  return lines.join("\n");
}

describe("POST /api/games", () => {
  test.each(BAD_BODIES.map(([name, body, status]) => ({ name, body, status })))(
    "$name: $status",
    async ({ body, status }) => {
      const res = await fetch(`${file.server.url}/api/games`, { method: "POST", body });
      expect(res.status).toBe(status);
      const answer = (await res.json()) as Refusal;
      expect(readable(answer), JSON.stringify(answer)).toBe(true);
    },
  );

  test("after them all the server is up: it lists a game and plays one", async () => {
    expect(file.server.proc.exitCode).toBeNull();
    const t = await table(file.server);
    const res = await fetch(`${file.server.url}/api/games/${t.game.gameId}`);
    expect(res.status).toBe(200);
    await stillPlays(t, t.seats[0] as Player);
  });
});
