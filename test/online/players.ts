// The clients of the online tests and benchmarks: a `Player` joins a game with the real colyseus.js client
// over a WebSocket and keeps every message it is handed; a human one also plays, choosing among the legal
// actions it was sent with a seeded generator (so a game is the same game again), accusing rarely, as the
// engine's random player does, so the computer players usually end the game. Its sockets' frames are
// recorded at the socket (frames.ts) for the leak test.
import { Client, type Room } from "colyseus.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Action, Save } from "../../player/engine";
import {
  readFrame,
  type CreateRequest,
  type CreateResponse,
  type GameFrame,
  type GameMessage,
  type JoinOptions,
  type Refusal,
} from "../../player/online/protocol";
import { framesOf, socketOf, type Frame, type Socket } from "./frames";

export interface Received {
  type: string;
  body: unknown;
}

/** What a human seat plays, given what it was sent; null: nothing. */
export type Chooser = (m: GameMessage) => Action | null;

/** A seeded choice among `legal`: an action type uniformly, then one of that type; an accusation 1 time in 50. */
function randomChooser(seed: number): Chooser {
  const gen: RandomGenerator = xoroshiro128plus(seed | 0);
  return ({ legal }) => {
    let types = [...new Set(legal.map((a) => a.type))];
    if (types.length === 0) return null;
    if (types.includes("accuse") && types.length > 1)
      types = uniformInt(gen, 0, 49) === 0 ? ["accuse"] : types.filter((t) => t !== "accuse");
    const type = types[uniformInt(gen, 0, types.length - 1)];
    const of = legal.filter((a) => a.type === type);
    return of[uniformInt(gen, 0, of.length - 1)] ?? null;
  };
}

const OPEN = 1;

/** Under the room's limit of 10 messages a second (burst 30), so an honest player is never refused for speed. */
const PACE = { perSecond: 8, burst: 20 };

export class Player {
  room: Room | null = null;
  /** Every message colyseus.js handed on, over every connection, in order. */
  readonly messages: Received[] = [];
  readonly sockets: Socket[] = [];
  last: GameMessage | null = null;
  save: Save | null = null;
  /** Acts this player saw applied: it sent the act at `version`, then was sent `version + 1` on that connection. */
  readonly acknowledged: { version: number; action: Action }[] = [];
  /** The act sent and not yet answered (by the next version or a refusal). */
  private pending: { version: number; action: Action } | null = null;
  /** Each returns true once it is satisfied (and is then dropped). */
  private waiters: (() => boolean)[] = [];
  private gone: Promise<number> | null = null;
  /** The last game message on the current connection: what the next frame's log follows on from. */
  private onConnection: GameMessage | null = null;
  private sentAt = -1;
  private tokens = PACE.burst;
  private filled = Date.now();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly options: JoinOptions,
    /** Null: a spectator, or a seat that acts only when a test sends its act. */
    readonly chooser: Chooser | null = null,
  ) {}

  get seat() {
    return this.last?.seat;
  }

  /** Joins (or joins again, e.g. through another process) with the same options; resolves once joined. */
  async join(ws: string): Promise<this> {
    this.attach(await new Client(ws).joinOrCreate("clue", this.options));
    return this;
  }

  /** Takes the seat back after a dropped socket, with colyseus.js's reconnection token. */
  async reconnect(ws: string): Promise<this> {
    const token = this.room?.reconnectionToken;
    if (!token) throw new Error("no room to reconnect to");
    this.attach(await new Client(ws).reconnect(token));
    return this;
  }

  private attach(room: Room) {
    this.room = room;
    this.gone = new Promise((done) => room.onLeave((code) => done(code)));
    this.sockets.push(socketOf(room));
    // A new connection (another process, perhaps): an act sent on the old one is answered on neither.
    this.pending = null;
    this.sentAt = -1;
    this.onConnection = null;
    // A frame still in flight on the old connection is not this connection's answer: it is dropped.
    room.onMessage("*", (type, body) => this.room === room && this.receive(String(type), body));
    for (const type of ["game", "save", "refused", "edition"])
      room.onMessage(type, (body: unknown) => this.room === room && this.receive(type, body));
  }

  /** Drops the connection without a word (not a consented leave): the seat is kept for a reconnection. */
  drop() {
    this.stopPlaying();
    const s = this.sockets.at(-1);
    s?.terminate();
  }

  /** The close code the connection ended with (4429: cut off for flooding, 1009: a frame too big). */
  closed(): Promise<number> {
    if (!this.gone) throw new Error("not joined");
    return this.gone;
  }

  /** Leaves for good (a consented leave); a connection already gone has nothing to leave. */
  async leave() {
    this.stopPlaying();
    if (this.sockets.at(-1)?.readyState === OPEN) await this.room?.leave(true);
  }

  send(type: string, body?: unknown) {
    this.room?.send(type, body);
  }

  /** Every frame this player's sockets received, in order. */
  frames(): Frame[] {
    return this.sockets.flatMap(framesOf);
  }

  refusals(): Refusal[] {
    return this.messages.filter((m) => m.type === "refused").map((m) => m.body as Refusal);
  }

  /** Resolves when a message meets `test` (looking at those already here from `from` on). */
  until(test: (m: Received) => boolean, from = 0): Promise<Received> {
    return new Promise((resolve) => {
      const check = () => {
        const hit = this.messages.slice(from).find(test);
        if (!hit) return false;
        resolve(hit);
        return true;
      };
      if (!check()) this.waiters.push(check);
    });
  }

  /** The game's end: the save every client is offered. */
  finished(): Promise<Save> {
    return this.until((m) => m.type === "save").then((m) => m.body as Save);
  }

  /** The first "game" message at `version` or later. */
  atVersion(version: number, from = 0): Promise<GameMessage> {
    return this.until((m) => m.type === "game" && (m.body as GameMessage).version >= version, from).then(
      (m) => m.body as GameMessage,
    );
  }

  private receive(type: string, sent: unknown) {
    // A game frame carries the log's new entries only: made whole again from the last one on this connection.
    const body = type === "game" ? this.whole(sent as GameFrame) : sent;
    this.messages.push({ type, body });
    if (type === "game") {
      this.last = body as GameMessage;
      if (this.pending && this.last.version === this.pending.version + 1) this.acknowledged.push(this.pending);
      if (this.pending && this.last.version > this.pending.version) this.pending = null;
    }
    if (type === "save") this.save = body as Save;
    if (type === "refused") {
      // Refused (stale, rate, ...): the next look at the game may act at this version again.
      this.sentAt = -1;
      this.pending = null;
      if ((body as Refusal).code === "RATE_LIMITED") this.later(1000);
    }
    this.waiters = this.waiters.filter((w) => !w());
    this.consider();
  }

  private whole(frame: GameFrame): GameMessage {
    const m = readFrame(this.onConnection, frame);
    if (!m) throw new Error(`a game frame whose log (from ${frame.log.from}) does not follow on from the last`);
    this.onConnection = m;
    return m;
  }

  private stopPlaying() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private later(ms: number) {
    this.stopPlaying();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.consider();
    }, ms);
  }

  /**
   * Acts on the newest message when it is this player's move and it has not acted at that version yet; on a
   * new connection, only once that connection has sent the game. (Acting on the old connection's last
   * message, a moment after a rejoin, sent an act at a version the game had left; its STALE refusal then
   * came while the next act was pending, was taken for that act's, and the player sent a second act at one
   * version and took the first one's next version for the second's: the fault test's rare "the act at 21".)
   */
  private consider() {
    const m = this.last;
    if (!this.chooser || !m || !this.onConnection || this.save || this.timer) return;
    if (m.legal.length === 0 || m.version === this.sentAt) return;
    const now = Date.now();
    this.tokens = Math.min(PACE.burst, this.tokens + ((now - this.filled) / 1000) * PACE.perSecond);
    this.filled = now;
    if (this.tokens < 1) return this.later(Math.ceil(((1 - this.tokens) / PACE.perSecond) * 1000));
    const action = this.chooser(m);
    if (!action) return;
    this.tokens -= 1;
    this.sentAt = m.version;
    this.pending = { version: m.version, action };
    this.send("act", { version: m.version, action });
  }
}

/** POST /api/games; throws with the server's {code, message} when it refuses. */
export async function createGame(url: string, body: CreateRequest): Promise<CreateResponse> {
  const res = await fetch(`${url}/api/games`, { method: "POST", body: JSON.stringify(body) });
  const json = (await res.json()) as CreateResponse | Refusal;
  if (!res.ok) throw new Error(`create: ${res.status} ${JSON.stringify(json)}`);
  return json as CreateResponse;
}

/** A human seat's player (`seed` seeds its choices), not yet joined. */
export function human(game: CreateResponse, seat: number, seed: number): Player {
  const token = game.seats[seat]?.token;
  if (!token) throw new Error(`seat ${seat} is not a human seat`);
  return new Player({ gameId: game.gameId, token }, randomChooser(seed));
}

export const spectator = (game: CreateResponse, extra: Partial<JoinOptions> = {}): Player =>
  new Player({ gameId: game.gameId, ...extra });
