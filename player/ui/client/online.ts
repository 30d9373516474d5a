// A game played on the server (player/online) behind the GameClient seam. The server sends this seat its
// view and legal actions after every change ("game"); the table is made from that message alone, and an
// action is sent as {version, action} for the server to judge. Each human plays on a device of their own,
// so there is never a hand-over and nothing on this screen is a spoiler to its one player.
// A dropped link is taken up again: first the seat the server holds for this client a while
// (`reconnect`, its token kept in sessionStorage so that a reload finds it), then a new join with the
// seat's token (a restarted server, another process), with a growing wait between tries.
import { editionFromJson } from "../../../edition/serialize";
import type { CompiledEdition } from "../../../schemas/graph";
import { saveGame, type Save, type Seat } from "../../engine";
import {
  ROOM,
  isRefusal,
  readFrame,
  type GameFrame,
  type GameMessage,
  type JoinOptions,
  type Refusal,
} from "../../online/protocol";
import type { BotRunner } from "../bots/runner";
import { gameFromSave } from "../saves/saves";
import { createStore, type Store } from "../store/store";
import type { Connection, GameClient, Table } from "./client";
import { Refused, SEAT_IN_USE, backoff, refusalOf, type Connector, type RoomLike } from "./online-room";
import { legalOf, mayAct, thinkingOf } from "./online-table";

type KeyValue = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface OnlineOptions {
  connector: Connector;
  gameId: string;
  /** The seat's secret; left out, this client watches as a spectator. */
  token?: string;
  /** The host's secret, for the stand-in controls. */
  host?: string;
  /** The edition this page holds, and its hash (sent as `have`: the server sends its own only when they differ). */
  known?: { compiled: CompiledEdition; hash: string } | null;
  /** The notebook's deduction off the page's thread (the page's Worker), made once the edition is known. */
  notebook: (compiled: CompiledEdition) => Pick<BotRunner, "notebook" | "dispose">;
  /** Where the reconnection token is kept: the tab's sessionStorage. */
  session?: KeyValue | null;
  /** The wait before a retry; the tests pass one that does not wait. */
  wait?: (attempt: number) => Promise<void>;
  /** How many times to try joining while nothing answers, before the first game message. */
  tries?: number;
  /** Gives up joining (the screen went before the game came): leaves, and rejects with code ABORTED. */
  signal?: AbortSignal;
}

export interface OnlineGame extends GameClient {
  /** The server's last message: the seat, the version, who is away, which seats a computer stands in for. */
  message: () => GameMessage;
  /** The host hands an absent human's seat to a computer player (`level`), or takes it back (null). */
  standIn: (seat: Seat, level: string | null) => void;
  /** The whole save, once the game is over and the server has sent it; null before. */
  save: () => Save | null;
}

const isGameFrame = (v: unknown): v is GameFrame => {
  const m = v as Partial<GameFrame> | null;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.version === "number" &&
    (m.base === null || typeof m.base === "number") &&
    typeof m.view === "object" &&
    typeof m.log === "object" &&
    typeof m.log.from === "number" &&
    Array.isArray(m.log.entries) &&
    Array.isArray(m.legal) &&
    Array.isArray(m.standIns) &&
    Array.isArray(m.away)
  );
};

/** Joins the game; resolves with the client at the server's first message, or rejects with `Refused`. */
export function joinOnline(o: OnlineOptions): Promise<OnlineGame> {
  return new Promise((resolve, reject) => {
    const rejoinKey = `clue-kit:online:rejoin:${o.gameId}`;
    const options: JoinOptions = {
      gameId: o.gameId,
      ...(o.token !== undefined && { token: o.token }),
      ...(o.host !== undefined && { host: o.host }),
      ...(o.known && { have: o.known.hash }),
    };
    const wait = o.wait ?? backoff;
    let room: RoomLike | null = null;
    let store: Store<Table> | null = null;
    let compiled: CompiledEdition | null = null;
    let sentEdition: CompiledEdition | null = null;
    let runner: Pick<BotRunner, "notebook" | "dispose"> | null = null;
    let last: GameMessage | null = null;
    let save: Save | null = null;
    let connection: Connection = "online";
    // The version an action was sent at, until the server answers: a second click sends nothing.
    let sentAt = -1;
    let acted = false;
    let disposed = false;
    const gone = () => disposed;

    const update = (patch: Partial<Table>) => store?.set({ ...store.get(), ...patch });
    const fail = (no: Refusal) => {
      if (store) return update({ connection: (connection = "offline"), error: no.message, mine: true });
      disposed = true;
      void room?.leave(true).catch(() => undefined);
      reject(new Refused(no));
    };

    function keep(r: RoomLike) {
      try {
        o.session?.setItem(rejoinKey, JSON.stringify({ for: o.token ?? null, token: r.reconnectionToken }));
      } catch {
        // Without storage a reload joins afresh with the seat's token: slower, the same seat.
      }
    }
    function kept(): string | null {
      try {
        const v = JSON.parse(o.session?.getItem(rejoinKey) ?? "null") as { for?: unknown; token?: unknown } | null;
        return v && v.for === (o.token ?? null) && typeof v.token === "string" ? v.token : null;
      } catch {
        return null;
      }
    }

    async function open(): Promise<RoomLike> {
      const token = kept();
      if (token)
        try {
          return await o.connector.reconnect(token);
        } catch {
          // The server no longer holds the seat for this client (it restarted, or the hold lapsed).
        }
      return o.connector.joinOrCreate(ROOM, options);
    }

    async function connect() {
      for (let attempt = 0; !disposed; attempt++) {
        try {
          const r = await open();
          // The screen may have gone while the join was under way.
          if (gone()) return void r.leave(true).catch(() => undefined);
          return attach(r);
        } catch (e) {
          const no = refusalOf(e);
          if (no && !(store && no.code === SEAT_IN_USE && attempt < 5)) return fail(no);
          if (!store && attempt + 1 >= (o.tries ?? 4))
            return fail({ code: "UNREACHABLE", message: e instanceof Error ? e.message : String(e) });
        }
        await wait(attempt);
      }
    }

    function attach(r: RoomLike) {
      room = r;
      keep(r);
      r.onMessage("edition", (m: unknown) => {
        const e = editionFromJson((m as { json?: unknown } | null)?.json);
        if ("error" in e) fail({ code: "BAD_EDITION", message: e.error });
        else sentEdition = e;
      });
      r.onMessage("game", (f: unknown) => {
        if (!isGameFrame(f) || f.gameId !== o.gameId) return;
        const m = readFrame(last, f);
        // A frame that does not follow the last (never on one ordered socket): join again, from the whole view.
        if (m) onGame(m);
        else void r.leave(false);
      });
      r.onMessage("save", (m: unknown) => onSave(m));
      r.onMessage("refused", (m: unknown) => isRefusal(m) && onRefused(m));
      r.onLeave(() => {
        if (room !== r || disposed) return;
        room = null;
        sentAt = -1;
        update({ connection: (connection = "reconnecting"), mine: true });
        void connect();
      });
    }

    function onGame(m: GameMessage) {
      if (!compiled) compiled = sentEdition ?? o.known?.compiled ?? null;
      if (!compiled) return fail({ code: "NO_EDITION", message: "the server sent no edition for this game" });
      runner ??= o.notebook(compiled);
      const first = !last;
      last = m;
      sentAt = -1;
      const table: Table = {
        compiled,
        game: `online:${o.gameId}:${String(m.seat)}`,
        viewer: m.seat,
        view: m.view,
        legal: legalOf(m),
        handOver: null,
        thinking: thinkingOf(m),
        humans: 1,
        error: null,
        mine: acted,
        // The pace is the host's, chosen when the game was made: not this screen's to set.
        pace: null,
        connection: (connection = "online"),
      };
      acted = false;
      if (store) return store.set(table);
      store = createStore(table);
      if (first) resolve(client(store));
    }

    function onSave(data: unknown) {
      // Sent with every message once the game is over: read (replayed) once.
      if (!compiled || save) return;
      const r = gameFromSave(compiled, data);
      if ("error" in r) return update({ error: `save: ${r.error}` });
      save = saveGame(r.state);
      update({});
    }

    function onRefused(no: Refusal) {
      if (!store) return fail(no);
      sentAt = -1;
      acted = false;
      update({ error: no.message, mine: true });
    }

    const client = (s: Store<Table>): OnlineGame => ({
      get: s.get,
      subscribe: s.subscribe,
      message: () => last as GameMessage,
      act(action) {
        if (!room || !last || connection !== "online" || sentAt === last.version) return false;
        if (!mayAct(s.get().legal, action)) return false;
        sentAt = last.version;
        acted = true;
        room.send("act", { version: last.version, action });
        return true;
      },
      standIn: (seat, level) => room?.send("stand-in", { seat, level }),
      acceptHandOver: () => undefined,
      // The pace is the host's, chosen when the game was made: the server plays its computer players.
      setPace: () => undefined,
      notebook: (view) => runner?.notebook(view) ?? Promise.resolve(null),
      record: () => save,
      save: () => save,
      dispose() {
        disposed = true;
        try {
          o.session?.removeItem(rejoinKey);
        } catch {
          // Nothing kept.
        }
        void room?.leave(true).catch(() => undefined);
        room = null;
        runner?.dispose();
      },
    });

    o.signal?.addEventListener("abort", () => {
      if (!store) fail({ code: "ABORTED", message: "gave up joining" });
    });
    void connect();
  });
}
