// A still table for the bad-input tests: a classic game of three human seats whose clients never move on
// their own, and a spectator, all joined. Nothing changes unless a test sends something, so "nothing
// changed" is the version every client was last sent and the store's log, both as they were.
import type { ActMessage, CreateResponse, Refusal } from "../../player/online/protocol";
import { createGame, Player, spectator } from "./players";
import type { Served } from "./server";

export interface Table {
  game: CreateResponse;
  /** The human seats' clients, by seat. */
  seats: Player[];
  watcher: Player;
  everyone: Player[];
}

/** A seat's client that acts only when a test makes it. */
export function seatClient(game: CreateResponse, seat: number): Player {
  return new Player({ gameId: game.gameId, token: game.seats[seat]?.token });
}

export async function table(server: Served, join = [0, 1, 2]): Promise<Table> {
  const game = await createGame(server.url, {
    edition: "classic",
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
    seed: 31_337,
    pace: "instant",
  });
  const seats = [0, 1, 2].map((seat) => seatClient(game, seat));
  const watcher = spectator(game);
  const everyone = [...join.map((seat) => seats[seat] as Player), watcher];
  for (const p of everyone) {
    await p.join(server.ws);
    await p.atVersion(0);
  }
  return { game, seats, watcher, everyone };
}

/** The act `p` may make now: its first legal action, at the version it was sent. */
export function legalAct(p: Player): ActMessage {
  const m = p.last;
  const action = m?.legal[0];
  if (!m || !action) throw new Error(`seat ${String(m?.seat)} has nothing to do now`);
  return { version: m.version, action };
}

/** The first `n` refusals `p` is sent. */
export async function refusals(p: Player, n: number): Promise<Refusal[]> {
  await p.until(() => p.refusals().length >= n);
  return p.refusals().slice(0, n);
}

/** A refusal a person can read: a code, and a sentence that is not a stack trace. */
export const readable = (r: Refusal) =>
  typeof r.code === "string" &&
  /^[A-Z_]+$/.test(r.code) &&
  typeof r.message === "string" &&
  !/\n\s+at /.test(r.message);
