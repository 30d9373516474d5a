// One port for the built pages and the game server. Embedded (no `redis`): the rooms live in this process
// and each game's log is kept in files under `data`. With `redis`: Colyseus's Redis presence and driver,
// and the logs in Redis, so several processes share the games and another picks up a game whose process died.
import { createServer, type Server as HttpServer } from "node:http";
import { createServer as netServer } from "node:net";
import { Server, matchMaker } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { editionToJson } from "../../edition/serialize";
import { keepWhileKeysLive } from "../engine";
import type { CompiledEdition } from "../../schemas/graph";
import type { Editions } from "./create";
import { faultFromEnv } from "./fault";
import { routes } from "./http";
import type { Hub } from "./hub";
import { MAX_MESSAGE_BYTES, ROOM } from "./protocol";
import { ClueRoom } from "./room";
import { fileStore } from "./store/files";
import { redisStore } from "./store/redis";
import type { GameStore } from "./store/store";

export interface ServeOptions {
  port: number;
  host: string;
  /** The folder of the embedded store (ignored with `redis`). */
  data: string;
  redis?: string;
  /** The built pages (dist/). */
  dist: string;
  /** Pages served by folder besides dist's, e.g. `play` -> the player built without an edition. */
  pages?: ReadonlyMap<string, string>;
  editions: Editions;
  /** The address other processes' clients reach this one at (default host:port). */
  publicAddress?: string;
  log?: (line: string) => void;
}

export interface Running {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** A free port on `host`, for a process that must know its address before Colyseus starts. */
function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const s = netServer();
    s.once("error", fail);
    s.listen(0, host, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

function editionFinder(editions: Editions): Hub["editionOf"] {
  const uploads = new Map<string, CompiledEdition>();
  return (stored) => {
    const e = stored.record.edition;
    if ("builtin" in e)
      return editions.builtins.get(e.builtin) ?? { error: `this server has no edition "${e.builtin}"` };
    const known = uploads.get(e.uploaded);
    if (known) return known;
    const r = editions.readUpload(stored.edition);
    if ("code" in r) return { error: r.message };
    uploads.set(e.uploaded, r.compiled);
    return r.compiled;
  };
}

export async function startServer(o: ServeOptions): Promise<Running> {
  // Hundreds of rooms view their games in turn: each game's view parts are kept while its state lives.
  keepWhileKeysLive();
  const log = o.log ?? ((line: string) => process.stderr.write(line + "\n"));
  const port = o.redis && o.port === 0 ? await freePort(o.host) : o.port;
  const store: GameStore = o.redis ? await redisStore(o.redis) : fileStore(o.data);
  const hub: Hub = {
    store,
    editionOf: editionFinder(o.editions),
    editionJson: (stored, compiled) => stored.edition ?? editionToJson(compiled, { graph: false }),
    fault: faultFromEnv(process.env.CLUE_FAULT),
    log,
  };
  const http: HttpServer = createServer();
  const address = o.publicAddress ?? `${o.host}:${port}`;
  const handle = routes({
    store,
    editions: o.editions,
    origin: `http://${address}`,
    log,
    files: { root: o.dist, pages: o.pages, connect: o.redis ? "'self' ws: wss:" : "'self'" },
  });
  http.on("request", (req, res) => void handle(req, res));
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES });
  const quiet = {
    debug() {},
    info() {},
    warn: (...a: unknown[]) => log(a.join(" ")),
    error: (...a: unknown[]) => log(a.join(" ")),
  };
  let presence, driver;
  if (o.redis) {
    const [{ RedisPresence }, { RedisDriver }] = await Promise.all([
      import("@colyseus/redis-presence"),
      import("@colyseus/redis-driver"),
    ]);
    presence = new RedisPresence(o.redis);
    driver = new RedisDriver(o.redis);
  }
  const server = new Server({
    transport,
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    logger: quiet,
    ...(o.redis && { publicAddress: address }),
    // A game is opened where its first player arrives: that process read it from the store.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  });
  server.define(ROOM, ClueRoom, { hub } as never).filterBy(["gameId"]);
  await server.listen(port, o.host);
  const actual = (http.address() as { port: number }).port;
  // With Redis, a process that died is found in the background: its channel is gone from Redis at once,
  // and clearing its rooms here spares the next player to rejoin its games one of the two timeouts Colyseus
  // would wait through on the join itself (try the dead process, then check it).
  const sweep = o.redis
    ? setInterval(
        () => void matchMaker.healthCheckAllProcesses().catch((e: unknown) => log(`health check: ${String(e)}`)),
        1000,
      )
    : null;
  sweep?.unref();
  return {
    url: `http://${o.host.includes(":") ? `[${o.host}]` : o.host}:${actual}`,
    port: actual,
    async close() {
      if (sweep) clearInterval(sweep);
      await server.gracefullyShutdown(false);
      await store.close();
    },
  };
}
