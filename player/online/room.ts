// The Colyseus room of one game. It never mirrors the state: no schema state, no broadcast. After every
// change each client is sent its own message (its seat's view and legal actions, or the spectator's view);
// an action is stored (compare-and-set on the log's length) before any client hears of it, so a restarted
// or another process replays the same game from the store.
import { Room, ServerError, type Client, type Deferred } from "@colyseus/core";
import { levelOf, seatBots } from "../bots";
import { PACE_MS } from "../bots/pace";
import { saveGame, type Action, type Seat, type Viewer } from "../engine";
import { bucket, type Bucket } from "./limits";
import { advance, computerToAct, frameFor, isHuman, replay, type Held, type LiveGame } from "./game";
import type { Hub } from "./hub";
import { readAct, readStandIn, type EditionMessage, type JoinOptions, type Refusal } from "./protocol";
import { isGameId } from "./store/store";
import { tokenMatches } from "./tokens";

/** Seconds a dropped seat is kept for its client's reconnection before the seat counts as away. */
const RECONNECT_SECONDS = 60;
/** Messages a client may send per second (and a burst); far past it the client is disconnected. */
const RATE = { perSecond: 10, burst: 30, cutOff: 300 };

interface Seated {
  viewer: Viewer;
  host: boolean;
}

export interface CreateOptions extends JoinOptions {
  hub: Hub;
}

export class ClueRoom extends Room {
  override maxClients = 48;
  // No schema state to patch: Colyseus's default would still run a 50 ms timer per room, 20 calls a second
  // that find nothing to send (some 8,000 a second at 400 rooms). 0: no timer.
  override patchRate = 0;
  private hub!: Hub;
  private game!: LiveGame;
  private compiledJson: unknown = null;
  private choose!: ReturnType<typeof seatBots>;
  private seated = new Map<string, Seated>();
  /** Each human seat's client: connected, or dropped and awaited (`awaiting`). */
  private holders = new Map<Seat, Client>();
  private awaiting = new Map<Seat, Deferred<Client>>();
  private buckets = new Map<string, Bucket>();
  /** What each client (by session) was last sent: the next frame carries only what changed since. */
  private held = new Map<string, Held>();
  private queue: Promise<unknown> = Promise.resolve();
  private computer: ReturnType<typeof setTimeout> | null = null;
  private applied = 0;
  private save: { state: LiveGame["state"]; save: ReturnType<typeof saveGame> } | null = null;

  override async onCreate(options: CreateOptions) {
    this.hub = options.hub;
    const gameId = options.gameId;
    if (!isGameId(gameId)) throw new ServerError(4404, "there is no such game");
    const stored = await this.hub.store.load(gameId);
    if (!stored) throw new ServerError(4404, `there is no game "${gameId}" on this server`);
    const compiled = this.hub.editionOf(stored);
    if ("error" in compiled) throw new ServerError(4500, compiled.error);
    try {
      this.game = replay(compiled, stored);
    } catch (e) {
      throw new ServerError(4500, (e as Error).message);
    }
    this.compiledJson = this.hub.editionJson(stored, compiled);
    this.choose = seatBots(compiled);
    this.onMessage("act", (client, data) => this.onAct(client, data));
    this.onMessage("stand-in", (client, data) => this.onStandIn(client, data));
    // Counted like any message: a flood of unknown types is limited and cut off as a flood of acts is.
    this.onMessage("*", (client, type) => {
      if (!this.allowed(client)) return;
      this.refuse(client, {
        code: "UNKNOWN_MESSAGE",
        message: `the server reads no message "${String(type).slice(0, 40)}"`,
      });
    });
    await this.publish();
    this.scheduleComputer();
  }

  override onAuth(_client: Client, options: JoinOptions): Seated {
    const { record } = this.game;
    const host = tokenMatches(options.host, record.host);
    if (options.token === undefined) return { viewer: "spectator", host };
    const seat = record.tokens.findIndex((hash) => tokenMatches(options.token, hash));
    if (seat < 0)
      throw new ServerError(
        4401,
        "this link's seat token does not belong to this game: ask the host for your invite link",
      );
    const holder = this.holders.get(seat);
    if (holder && !this.awaiting.has(seat))
      throw new ServerError(
        4409,
        `seat ${seat + 1} is already being played from another window: close it there first, or ask the host`,
      );
    return { viewer: seat, host };
  }

  override async onJoin(client: Client, options: JoinOptions, auth: Seated) {
    const { viewer } = auth;
    if (typeof viewer === "number") {
      // A second device with the seat's link takes the seat from a dropped client still awaited.
      this.awaiting.get(viewer)?.reject(new Error("taken over"));
      this.awaiting.delete(viewer);
      this.holders.set(viewer, client);
    }
    this.seated.set(client.sessionId, auth);
    if (options.have !== this.game.engine.hash)
      client.send("edition", { json: this.compiledJson } satisfies EditionMessage);
    await this.publish();
    this.sendAll();
  }

  override async onLeave(client: Client, consented: boolean) {
    const auth = this.seated.get(client.sessionId);
    const seat = auth?.viewer;
    if (typeof seat === "number" && !consented && this.holders.get(seat) === client) {
      const awaited = this.allowReconnection(client, RECONNECT_SECONDS);
      this.awaiting.set(seat, awaited);
      this.sendAll();
      try {
        // The same seat and session on a new socket: the client object is new.
        const back = await awaited;
        if (this.awaiting.get(seat) === awaited) this.awaiting.delete(seat);
        this.holders.set(seat, back);
        // Frames sent to the dropped socket may be lost: the new one starts from the whole view and log.
        this.held.delete(back.sessionId);
        this.sendAll();
        return;
      } catch {
        if (this.awaiting.get(seat) === awaited) this.awaiting.delete(seat);
      }
    }
    this.seated.delete(client.sessionId);
    this.buckets.delete(client.sessionId);
    this.held.delete(client.sessionId);
    if (typeof seat === "number" && this.holders.get(seat) === client) this.holders.delete(seat);
    await this.publish();
    this.sendAll();
  }

  override onDispose() {
    if (this.computer) clearTimeout(this.computer);
  }

  override onUncaughtException(error: Error, method: string) {
    // A refusal (a wrong token, no such game) is the client's answer, not the server's failure.
    if (error instanceof ServerError || (error as { cause?: unknown }).cause instanceof ServerError) return;
    this.hub.log(`room ${(this.game as LiveGame | undefined)?.record.gameId ?? "?"}: ${method}: ${error.message}`);
  }

  /** Human seats nobody plays from now: no client, or one dropped and awaited. */
  private away(): Seat[] {
    return this.game.record.seats.flatMap((_, seat) =>
      isHuman(this.game, seat) && (!this.holders.has(seat) || this.awaiting.has(seat)) ? [seat] : [],
    );
  }

  private sendOne(client: Client, away = this.away()) {
    const auth = this.seated.get(client.sessionId);
    if (!auth) return;
    const { frame, held } = frameFor(this.game, auth.viewer, away, this.held.get(client.sessionId) ?? null);
    client.send("game", frame);
    this.held.set(client.sessionId, held);
    if (this.game.state.result) client.send("save", this.saveOf(this.game.state));
  }

  /** A game's save, made once: every frame after the game's end carries it, and it is hashed whole each time it is made. */
  private saveOf(state: LiveGame["state"]): ReturnType<typeof saveGame> {
    if (this.save?.state !== state) this.save = { state, save: saveGame(state) };
    return this.save.save;
  }

  private sendAll() {
    const away = this.away();
    for (const client of this.clients) this.sendOne(client, away);
  }

  private refuse(client: Client, refusal: Refusal) {
    client.send("refused", refusal);
  }

  /** True when the client may send this message; refuses (once per burst) or disconnects a flood. */
  private allowed(client: Client): boolean {
    let b = this.buckets.get(client.sessionId);
    if (!b) this.buckets.set(client.sessionId, (b = bucket(RATE.perSecond, RATE.burst)));
    if (b.take(Date.now())) return true;
    if (b.refused === 1) this.refuse(client, { code: "RATE_LIMITED", message: "too many messages: slow down" });
    if (b.refused > RATE.cutOff) client.leave(4429);
    return false;
  }

  private onAct(client: Client, data: unknown) {
    if (!this.allowed(client)) return;
    const auth = this.seated.get(client.sessionId);
    const act = readAct(data);
    if ("code" in act) return this.refuse(client, act);
    if (typeof auth?.viewer !== "number")
      return this.refuse(client, { code: "SPECTATOR", message: "a spectator watches and can not act" });
    const seat = auth.viewer;
    if (this.game.standIns.has(seat))
      return this.refuse(client, {
        code: "STAND_IN",
        message: "a computer player holds your seat for now: ask the host to give it back",
      });
    this.serially(() => this.play(seat, act.version, act.action, client));
  }

  private onStandIn(client: Client, data: unknown) {
    if (!this.allowed(client)) return;
    const m = readStandIn(data);
    if ("code" in m) return this.refuse(client, m);
    if (!this.seated.get(client.sessionId)?.host)
      return this.refuse(client, { code: "NOT_HOST", message: "only the host hands a seat to a computer player" });
    if (!isHuman(this.game, m.seat))
      return this.refuse(client, { code: "BAD_SEAT", message: `seat ${m.seat + 1} is not a person's seat` });
    if (m.level !== null && !levelOf(m.level))
      return this.refuse(client, {
        code: "BAD_LEVEL",
        message: `there is no computer level "${m.level.slice(0, 40)}"`,
      });
    if (m.level !== null && !this.away().includes(m.seat))
      return this.refuse(client, {
        code: "SEAT_PRESENT",
        message: `seat ${m.seat + 1} is being played: only an absent seat is handed over`,
      });
    this.serially(async () => {
      if (m.level === null) this.game.standIns.delete(m.seat);
      else this.game.standIns.set(m.seat, m.level);
      await this.hub.store.setStandIns(this.game.record.gameId, Object.fromEntries(this.game.standIns));
      this.sendAll();
      this.scheduleComputer();
    });
  }

  /** Runs changes one after another: an action is stored before the next is judged. */
  private serially(task: () => Promise<void> | void) {
    this.queue = this.queue
      .then(task)
      .catch((e: unknown) => this.hub.log(`room ${this.game.record.gameId}: ${(e as Error).message}`));
  }

  /** Applies one action made at `version`: judged by the engine, stored, then sent. */
  private async play(seat: Seat, version: number, action: Action, client: Client | null) {
    const g = this.game;
    if (version !== g.version) {
      if (client) {
        this.refuse(client, { code: "STALE", message: "the game moved on before your move arrived: look again" });
        this.sendOne(client);
      }
      return;
    }
    if (action.seat !== seat) {
      if (client) this.refuse(client, { code: "NOT_YOUR_SEAT", message: "an action names its own seat: yours" });
      return;
    }
    const r = g.engine.apply(g.state, action);
    if ("error" in r) {
      if (client) this.refuse(client, r.error);
      else this.hub.log(`game ${g.record.gameId}: a computer player's move was refused: ${r.error.message}`);
      return;
    }
    const n = ++this.applied;
    this.hub.fault("before-store", n);
    if (!(await this.hub.store.append(g.record.gameId, version, action))) {
      // Another process stored an action first: this room's copy is behind; read the game again. The sender
      // hears of the refusal before the next version, or it would take that version for its own act applied.
      if (client)
        this.refuse(client, { code: "STALE", message: "the game moved on before your move arrived: look again" });
      await this.reload();
      return;
    }
    this.hub.fault("after-store", n);
    advance(g, r.state);
    this.sendAll();
    this.hub.fault("after-send", n);
    if (g.state.result) await this.publish();
    this.scheduleComputer();
  }

  private async reload() {
    const stored = await this.hub.store.load(this.game.record.gameId);
    if (!stored) return;
    const compiled = this.game.engine.compiled;
    this.game = replay(compiled, stored);
    this.sendAll();
    this.scheduleComputer();
  }

  private scheduleComputer() {
    if (this.computer) clearTimeout(this.computer);
    this.computer = null;
    const who = computerToAct(this.game);
    if (!who) return;
    const version = this.game.version;
    this.computer = setTimeout(() => {
      this.computer = null;
      this.serially(() => {
        if (this.game.version !== version) return;
        const action = this.choose(this.game.state, who.seat, who.level);
        return this.play(who.seat, version, action, null);
      });
    }, PACE_MS[this.game.record.pace]);
  }

  /** The room's public listing: the edition and the open seats, nothing else. */
  private async publish() {
    const { edition } = this.game.engine.compiled;
    await this.setMetadata({
      edition: edition.id,
      name: edition.name,
      open: this.game.record.seats.flatMap((_, seat) =>
        isHuman(this.game, seat) && !this.holders.has(seat) ? [seat] : [],
      ),
      over: this.game.state.result !== null,
    });
  }
}
