// `POST /api/games`: reads the host's request as the untrusted input it is, writes the game's record to the
// store, and answers each human seat's token and invite link. Tokens are answered once and stored hashed.
import { randomInt } from "node:crypto";
import type { CompiledEdition } from "../../schemas/graph";
import { levelOf } from "../bots";
import { engineFor, type SeatInfo } from "../engine";
import { isPace } from "../bots/pace";
import type { CreateResponse, Refusal } from "./protocol";
import type { GameRecord, GameStore } from "./store/store";
import { hashToken, newGameId, newToken } from "./tokens";

export interface Editions {
  /** The built-in editions by id. */
  builtins: ReadonlyMap<string, CompiledEdition>;
  /** An uploaded edition.json, read as the compiled JSON reader reads any file, or why it is refused. */
  readUpload: (json: unknown) => { compiled: CompiledEdition } | Refusal;
  /** An uploaded edition.yaml, compiled with every check of `clue-compile check`: its JSON, or its diagnostics. */
  compileUpload?: (yaml: string) => { json: unknown } | UploadRefusal;
}

/** A refused upload, with the compiler's diagnostics (code, line, column, message) when it has any. */
interface UploadRefusal extends Refusal {
  diagnostics?: unknown[];
}

export interface CreateContext {
  store: GameStore;
  editions: Editions;
  /** The address invite links start with, e.g. http://127.0.0.1:4173. */
  origin: string;
}

type Failure = UploadRefusal & { status: number };

const bad = (message: string, code = "BAD_REQUEST"): Failure => ({ status: 400, code, message });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function editionOf(body: Record<string, unknown>, editions: Editions) {
  const e = body.edition;
  if (typeof e === "string") {
    const compiled = editions.builtins.get(e);
    if (!compiled)
      return bad(
        `there is no built-in edition "${e.slice(0, 60)}"; this server has ${[...editions.builtins.keys()].join(", ")}`,
        "NO_EDITION",
      );
    return { compiled, uploaded: null };
  }
  let json = isObject(e) && "json" in e ? e.json : undefined;
  if (isObject(e) && typeof e.yaml === "string" && editions.compileUpload) {
    const c = editions.compileUpload(e.yaml);
    if ("code" in c) return { ...c, status: 400 };
    json = c.json;
  }
  if (json !== undefined) {
    // A compiled upload is read back by the same reader as any file, so what the store keeps is checked twice.
    const r = editions.readUpload(json);
    return "code" in r ? { ...r, status: 400 } : { compiled: r.compiled, uploaded: json };
  }
  return bad('edition is a built-in edition\'s id, {"json": <edition.json>} or {"yaml": "<edition.yaml text>"}');
}

function seatsOf(body: Record<string, unknown>, compiled: CompiledEdition): SeatInfo[] | Failure {
  const { seats } = body;
  const { min, max } = compiled.edition.players;
  if (!Array.isArray(seats) || seats.length < min || seats.length > max)
    return bad(`seats is a list of ${min} to ${max} seats for ${compiled.edition.name}`);
  const out: SeatInfo[] = [];
  for (const [i, s] of (seats as unknown[]).entries()) {
    const suspect = compiled.edition.suspects[i]?.id ?? "";
    if (isObject(s) && s.kind === "human") out.push({ suspect, controller: { kind: "human" } });
    else if (isObject(s) && s.kind === "bot" && typeof s.level === "string" && levelOf(s.level))
      out.push({ suspect, controller: { kind: "bot", level: s.level } });
    else return bad(`seat ${i + 1} is {"kind": "human"} or {"kind": "bot", "level": "random|easy|medium|hard"}`);
  }
  return out;
}

export async function createGame(body: unknown, ctx: CreateContext): Promise<CreateResponse | Failure> {
  if (!isObject(body)) return bad("the request is a JSON object {edition, seats, seed?, pace?}");
  const edition = editionOf(body, ctx.editions);
  if ("status" in edition) return edition;
  const { compiled } = edition;
  const seats = seatsOf(body, compiled);
  if (!Array.isArray(seats)) return seats;
  const seed = body.seed ?? randomInt(2 ** 31);
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) return bad("seed is a whole number");
  const pace = body.pace ?? "normal";
  if (!isPace(pace)) return bad("pace is one of instant, fast, normal, slow");
  const problem = engineFor(compiled).checkSetup({ seats, seed });
  if (problem) return bad(problem.message, problem.code);

  const tokens = seats.map((s) => (s.controller.kind === "human" ? newToken() : null));
  const host = newToken();
  const gameId = newGameId();
  const record: GameRecord = {
    format: 1,
    gameId,
    edition: edition.uploaded === null ? { builtin: compiled.edition.id } : { uploaded: engineFor(compiled).hash },
    seats,
    seed,
    pace,
    tokens: tokens.map((t) => (t === null ? null : hashToken(t))),
    host: hashToken(host),
    created: Date.now(),
  };
  await ctx.store.create(record, edition.uploaded);
  const page = `${ctx.origin}/${edition.uploaded === null ? encodeURIComponent(compiled.edition.id) : "play"}/?online=${gameId}`;
  return {
    gameId,
    seats: seats.map((s, seat) => ({
      seat,
      suspect: s.suspect,
      ...(tokens[seat] !== null && { token: tokens[seat] }),
    })),
    host,
    spectate: page,
    invites: tokens.flatMap((t, seat) => (t === null ? [] : [`${page}#seat=${seat}&token=${t}`])),
  };
}
