// By hand, not a figure of the bench: the server's CPU for a game's coming and going, without its play:
//   npx tsx bench/online/churn.ts [games] [rounds]
// The real server (`clue-compile serve`, pinned to core 0) and this process as the hosts and players: each
// game is created (`POST /api/games`, four human seats), its four seats join with their tokens (colyseus.js,
// as the load generator's tables join), and all four leave. Four games at a time; per round, a JSON line with
// the server's CPU milliseconds per game (GET /api/health over the round). Divided by a game's actions in
// the load (100 to 199, then the accusations), it is the share of `hold.ts`'s serverCpuMsPerAct that is not
// the acts themselves.
import { engineFor } from "../../player/engine";
import type { CreateResponse } from "../../player/online/protocol";
import { loadEdition } from "../../test/editions";
import { serve } from "../../test/online/server";
import { health, postJson } from "./http";
import { LeanClient } from "./lean";
import { pinning } from "./machine";

const AT_ONCE = 4;
const games = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 3);

const have = engineFor(loadEdition("classic")).hash;
const server = await serve({ cpus: pinning().server });
const client = new LeanClient(server.ws);
const human = { kind: "human" };

/** One game created, joined by its four seats, and left by them. */
async function comeAndGo(i: number) {
  const body = { edition: "classic", seats: [human, human, human, human], seed: i, pace: "instant" };
  // From one of 64 loopback addresses, as the load's tables: the server limits games per address.
  const created = (await postJson(`${server.url}/api/games`, body, `127.0.0.${2 + (i % 64)}`)) as CreateResponse;
  const join = (token: string | undefined) => client.joinOrCreate("clue", { gameId: created.gameId, token, have });
  const tokens = created.seats.map((s) => s.token);
  const first = await join(tokens[0]);
  const rooms = [first, ...(await Promise.all(tokens.slice(1).map(join)))];
  await Promise.all(rooms.map((r) => r.leave(true)));
}

try {
  let next = 0;
  for (let r = 0; r < rounds; r++) {
    await health(server.url);
    const t0 = performance.now();
    for (let done = 0; done < games; done += AT_ONCE)
      await Promise.all(Array.from({ length: AT_ONCE }, () => comeAndGo(next++)));
    const h = await health(server.url);
    const wallMs = performance.now() - t0;
    console.log(
      JSON.stringify({
        games,
        serverCpuMsPerGame: Number(((h.cpu * h.overMs) / games).toFixed(2)),
        wallMs: Math.round(wallMs),
      }),
    );
  }
} finally {
  await server.stop();
}
