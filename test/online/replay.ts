// The tests' side of a finished online game: the save every client was sent, replayed by the engine in this
// process, gives the state at every version; a client's "game" message at version v must be exactly what
// `viewFor` and `legalActions` make of that state. And what the store holds, read beside the server's back.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { engineFor, type Action, type Engine, type GameState, type Save, type Viewer } from "../../player/engine";
import type { GameMessage } from "../../player/online/protocol";
import { EDITIONS, loadEdition } from "../editions";

export interface Replayed {
  engine: Engine;
  /** The state after each version: states[v] has v actions applied. */
  states: GameState[];
}

/** The engine of the built-in edition the save was made with. */
function engineOf(save: Save): Engine {
  for (const id of EDITIONS) {
    const engine = engineFor(loadEdition(id));
    if (engine.hash === save.editionHash) return engine;
  }
  throw new Error(`no built-in edition has hash ${save.editionHash}`);
}

/** Every state of the saved game, from its seed, each action applied by the engine; throws where one is refused. */
export function replaySave(save: Save): Replayed {
  const engine = engineOf(save);
  const states = [engine.createGame({ seats: save.seats, seed: save.seed })];
  save.actions.forEach((action, i) => {
    const r = engine.apply(states[i] as GameState, action);
    if ("error" in r) throw new Error(`saved action ${i + 1} does not replay: ${r.error.message}`);
    states.push(r.state);
  });
  return { engine, states };
}

/** The message the server must send `viewer` at `version`, its presence fields (standIns, away) taken as sent. */
export function expectedMessage(
  { engine, states }: Replayed,
  sent: Pick<GameMessage, "gameId" | "standIns" | "away">,
  version: number,
  viewer: Viewer,
): GameMessage {
  const state = states[version];
  if (!state) throw new Error(`version ${version} is past the save's ${states.length - 1} actions`);
  const plays = viewer !== "spectator" && !sent.standIns.includes(viewer);
  return {
    gameId: sent.gameId,
    version,
    seat: viewer,
    view: engine.viewFor(state, viewer),
    legal: plays ? engine.legalActions(state, viewer) : [],
    standIns: sent.standIns,
    away: sent.away,
  };
}

/** The embedded store's log of a game, read from its file under --data (one action a line; no file yet: none). */
export function fileLog(data: string, gameId: string): Action[] {
  const path = join(data, gameId, "actions.jsonl");
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  return text === ""
    ? []
    : text
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as Action);
}

/** The Redis store's log of a game (its list under the default prefix). */
export async function redisLog(url: string, gameId: string): Promise<Action[]> {
  const redis = new Redis(url);
  try {
    return (await redis.lrange(`clue:game:${gameId}:log`, 0, -1)).map((item) => JSON.parse(item) as Action);
  } finally {
    redis.disconnect();
  }
}
