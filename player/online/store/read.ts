// What a store reads back is checked before the room replays it: a corrupt file or key must give an error
// that names it (where), never a crash inside the engine or a half-read game. The checks are of shape only;
// the engine judges an action's legality when the room replays the log.
import type { Action } from "../../engine";
import { isGameId, type GameRecord } from "./store";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function parse(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: not JSON (${(e as Error).message})`, { cause: e });
  }
}

export function readRecord(text: string, gameId: string, where: string): GameRecord {
  const r = parse(text, where);
  const bad = (what: string) => new Error(`${where}: not a game record (${what})`);
  if (!isObject(r)) throw bad("not an object");
  if (r.format !== 1) throw bad(`format ${JSON.stringify(r.format)}, expected 1`);
  if (r.gameId !== gameId) throw bad(`gameId ${JSON.stringify(r.gameId)} where ${gameId} was asked for`);
  const e = r.edition;
  if (!isObject(e) || !(typeof e.builtin === "string" || typeof e.uploaded === "string")) throw bad("edition");
  if (!Array.isArray(r.seats) || !Array.isArray(r.tokens) || r.seats.length !== r.tokens.length)
    throw bad("seats and tokens");
  if (typeof r.seed !== "number" || typeof r.host !== "string" || typeof r.created !== "number")
    throw bad("seed, host or created");
  if (typeof r.pace !== "string") throw bad("pace");
  return r as unknown as GameRecord;
}

/** One action of a log: an object with a type. `where` names the file and line, or the key and index. */
export function readAction(text: string, where: string): Action {
  const a = parse(text, where);
  if (!isObject(a) || typeof a.type !== "string") throw new Error(`${where}: not an action (an object with a type)`);
  return a as unknown as Action;
}

/** Seat numbers (as JSON keys) to computer levels. Only integer keys are copied, so no key reaches a prototype. */
export function readStandIns(text: string, where: string): Record<number, string> {
  const s = parse(text, where);
  if (!isObject(s)) throw new Error(`${where}: stand-ins are not an object`);
  const out: Record<number, string> = {};
  for (const [k, v] of Object.entries(s)) {
    if (!/^(0|[1-9]\d{0,2})$/.test(k) || typeof v !== "string")
      throw new Error(`${where}: stand-in ${JSON.stringify(k)} is not a seat number with a level`);
    out[Number(k)] = v;
  }
  return out;
}

/** The error every store gives for a gameId it will not use. */
export function checkGameId(gameId: unknown): asserts gameId is string {
  if (!isGameId(gameId)) throw new Error(`not a game id: ${JSON.stringify(String(gameId)).slice(0, 60)}`);
}
