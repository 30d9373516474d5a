// The server's own HTTP routes beside Colyseus's `/matchmake/`: create a game, a game's public listing, the
// process's load (health.ts), and the built pages. A bad request answers a status and {code, message};
// nothing here throws to the socket.
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";
import { createGame, type CreateContext } from "./create";
import { healthMeter } from "./health";
import { bucket, type Bucket } from "./limits";
import { ROOM, type Listing } from "./protocol";
import { staticFiles, type StaticOptions } from "./static";
import { isGameId, type GameStore } from "./store/store";

/** An uploaded edition with its art fits well under this. */
const MAX_BODY = 4 * 1024 * 1024;

export interface RoutesOptions extends Omit<CreateContext, "origin"> {
  files: StaticOptions;
  /** The origin links are made with when the request's own Host can not be used. */
  origin: string;
  log: (line: string) => void;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((done) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on("data", (b: Buffer) => {
      size += b.length;
      // Past the limit the rest is read and dropped, so the client hears the 413 before the socket closes.
      if (size > MAX_BODY) done(null);
      else parts.push(b);
    });
    req.on("end", () => done(Buffer.concat(parts).toString("utf8")));
    req.on("error", () => done(null));
  });
}

async function listing(store: GameStore, editions: CreateContext["editions"], gameId: string): Promise<Listing | null> {
  const stored = await store.load(gameId);
  if (!stored) return null;
  const rooms = await matchMaker.query({ name: ROOM, gameId });
  const meta = rooms[0]?.metadata as { open?: number[]; over?: boolean; name?: string } | undefined;
  const { record } = stored;
  return {
    gameId,
    edition:
      "builtin" in record.edition
        ? { id: record.edition.builtin, name: editions.builtins.get(record.edition.builtin)?.edition.name ?? "" }
        : { id: "uploaded", name: meta?.name ?? "" },
    seats: record.seats.map((s, seat) => ({
      seat,
      suspect: s.suspect,
      kind: s.controller.kind,
      open: s.controller.kind === "human" && (meta?.open ? meta.open.includes(seat) : true),
    })),
    over: meta?.over ?? false,
  };
}

export function routes(o: RoutesOptions) {
  const perAddress = new Map<string, Bucket>();
  const limited = (req: IncomingMessage) => {
    const key = req.socket.remoteAddress ?? "";
    let b = perAddress.get(key);
    if (!b) {
      if (perAddress.size > 10_000) perAddress.clear();
      perAddress.set(key, (b = bucket(20, 200)));
    }
    return !b.take(Date.now());
  };
  const health = healthMeter();
  const pages = staticFiles(o.files);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const [path = "/", query = ""] = (req.url ?? "/").split("?");
    try {
      if (path === "/api/health") return json(res, 200, health(new URLSearchParams(query).get("gc") === "1"));
      if (path === "/api/games") {
        if (req.method !== "POST") return json(res, 405, { code: "METHOD", message: "POST a game to create it" });
        if (limited(req))
          return json(res, 429, { code: "RATE_LIMITED", message: "too many games at once: wait a moment" });
        const text = await readBody(req);
        if (text === null) {
          res.setHeader("connection", "close");
          return json(res, 413, { code: "TOO_BIG", message: `the request is over ${MAX_BODY} bytes` });
        }
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return json(res, 400, { code: "BAD_JSON", message: "the request is not JSON" });
        }
        const host = req.headers.host;
        const origin = host && /^[A-Za-z0-9.:[\]-]{1,300}$/.test(host) ? `http://${host}` : o.origin;
        const r = await createGame(body, { ...o, origin });
        if (!("status" in r)) return json(res, 201, r);
        const { status, ...refusal } = r;
        return json(res, status, refusal);
      }
      const game = /^\/api\/games\/([^/]+)$/.exec(path)?.[1];
      if (game !== undefined) {
        const l = isGameId(game) ? await listing(o.store, o.editions, game) : null;
        return l ? json(res, 200, l) : json(res, 404, { code: "NO_GAME", message: "there is no such game" });
      }
      if (path.startsWith("/api/")) return json(res, 404, { code: "NO_ROUTE", message: "no such API" });
      pages(req, res);
    } catch (e) {
      o.log(`http ${req.method} ${path}: ${(e as Error).message}`);
      if (!res.headersSent) json(res, 500, { code: "SERVER", message: "the server failed to answer; try again" });
    }
  };
}
