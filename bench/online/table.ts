// One table of the load generator: a game of four human seats on the server, each seat a real colyseus.js
// client. A seat that is sent legal actions waits THINK_MS (a person's pace is irrelevant here: the issue's
// load is a move every 100 ms) and then acts; the time from its "act" to its own "game" message at the next
// version is the round trip the benchmark measures. When the game ends the table starts another, so the
// number of live rooms stays put.
import { performance } from "node:perf_hooks";
import type { Action } from "../../player/engine";
import type { CreateResponse, Refusal } from "../../player/online/protocol";
import { postJson } from "./http";
import { LeanClient, type LeanRoom } from "./lean";
import type { Peeked } from "./peek";

const THINK_MS = 100;
/**
 * Each game, a seat with an accusation among its legal actions makes one (at random, so nearly always wrong:
 * the seat is out) once the game has this many actions, drawn from 100 to 199. Random moves never solve the
 * case, and a log that grows without end would make every message larger than a real game's (hard computer
 * players finish a classic game in about 70 actions); and tables that all ended their games at once would
 * all be joining their next at once.
 */
const ACCUSE_FROM = { least: 100, spread: 100 };

interface Meter {
  roundTrip: (ms: number) => void;
  refused: (code: string) => void;
  gameOver: () => void;
}

export interface TableOptions {
  http: string;
  ws: string;
  /** The address the table creates its games from: the server limits games per address, as per host. */
  localAddress: string;
  /** The classic edition's hash, so the server does not send the edition to every seat. */
  have: string;
  seed: number;
  meter: Meter;
}

class Seat {
  latest: Peeked | null = null;
  private sent: { version: number; at: number } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly room: LeanRoom,
    private table: Table,
  ) {
    room.onGame = (m) => this.onGame(m);
    room.onMessage("refused", (r: Refusal) => {
      table.o.meter.refused(r.code);
      this.sent = null;
      this.plan();
    });
    room.onMessage("save", () => table.over());
    room.onMessage("edition", () => {});
  }

  private onGame(m: Peeked) {
    this.latest = m;
    if (this.sent && m.version >= this.sent.version) {
      this.table.o.meter.roundTrip(performance.now() - this.sent.at);
      this.sent = null;
    }
    this.plan();
  }

  /** Acts THINK_MS after the seat was last told it may (again, after a pause or a refusal). */
  plan() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const m = this.latest;
    if (!m || m.moves.length + m.accusations.length === 0 || this.table.paused) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.table.paused || this.sent) return;
      const action = this.table.choose(m);
      this.sent = { version: m.version + 1, at: performance.now() };
      this.room.send("act", { version: m.version, action });
    }, THINK_MS);
  }

  get waiting(): boolean {
    return this.sent !== null;
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sent = null;
  }
}

export class Table {
  paused = false;
  private seats: Seat[] = [];
  private rng: number;
  private client: LeanClient;
  private ending = false;
  private stopped = false;
  private accuseFrom = ACCUSE_FROM.least;

  constructor(readonly o: TableOptions) {
    this.rng = o.seed * 2654435761;
    this.client = new LeanClient(o.ws);
  }

  private random(n: number): number {
    this.rng = (Math.imul(this.rng, 1103515245) + 12345) >>> 0;
    return (this.rng >>> 8) % n;
  }

  choose(m: Peeked): Action {
    const { moves, accusations } = m;
    const pool = moves.length === 0 || (m.version >= this.accuseFrom && accusations.length > 0) ? accusations : moves;
    return m.action(pool[this.random(pool.length)] as number);
  }

  /** Creates a game of four human seats and joins each seat; resolves once every seat has its first message. */
  async start(): Promise<void> {
    const seed = this.random(2 ** 30);
    this.accuseFrom = ACCUSE_FROM.least + this.random(ACCUSE_FROM.spread);
    const human = { kind: "human" };
    const body = { edition: "classic", seats: [human, human, human, human], seed, pace: "instant" };
    const created = (await postJson(`${this.o.http}/api/games`, body, this.o.localAddress)) as CreateResponse;
    // A seat listens as soon as it has joined: the server sends its first message right after.
    const join = (token: string | undefined) =>
      this.client
        .joinOrCreate("clue", { gameId: created.gameId, token, have: this.o.have })
        .then((room) => new Seat(room as LeanRoom, this));
    const tokens = created.seats.map((s) => s.token);
    this.ending = false;
    // The first seat opens the room and the others join it, as friends follow the host through the links.
    const first = await join(tokens[0]);
    this.seats = [first, ...(await Promise.all(tokens.slice(1).map(join)))];
  }

  /** The game is over: leave it and start the next (once, though every seat hears of the end). */
  over() {
    if (this.ending) return;
    this.ending = true;
    this.o.meter.gameOver();
    void this.leave().then(() => (this.stopped ? undefined : this.start().catch(() => this.retry())));
  }

  private retry() {
    setTimeout(() => void this.start().catch(() => this.retry()), 1000);
  }

  private async leave() {
    const seats = this.seats;
    this.seats = [];
    for (const s of seats) s.stop();
    await Promise.all(seats.map((s) => s.room.leave(true).catch(() => 0)));
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    for (const s of this.seats) s.plan();
  }

  /** Acts sent and not answered yet. */
  get waiting(): number {
    return this.seats.filter((s) => s.waiting).length;
  }

  /** "game" frames the peek could not read (decoded in full instead). */
  get decoded(): number {
    return this.seats.reduce((n, s) => n + s.room.decoded, 0);
  }

  async stop() {
    this.stopped = true;
    await this.leave();
  }
}
