// By hand, not a figure of the bench: what the sockets alone cost a server per act on this machine, with no
// Colyseus and no game:
//   npx tsx bench/online/floor.ts [rooms] [frame bytes]
// A bare `ws` server (the library Colyseus's WebSocket transport sends through) pinned to core 0, and
// <rooms> tables of four `ws` clients in a process pinned to core 1. An act is what the load generator's act
// costs the sockets: one 40-byte message in, then a frame of <frame bytes> (default 375, a "game" frame's mean
// size) out to each of the room's four seats; the seat the frame names acts 100 ms later. Prints the server's
// CPU per act and its event-loop utilisation over three 8 s windows, a JSON line each. The gap between this
// and `hold.ts`'s serverCpuMsPerAct at the same rooms is what Colyseus, the game and the store add.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket, { WebSocketServer } from "ws";
import { pinnedNode } from "../../test/online/server";
import { pinning } from "./machine";

const SEATS = 4;
const THINK_MS = 100;
const WINDOW_MS = 8000;
const WINDOWS = 3;

/** The server: answers each act with one frame per seat of its room, naming the seat to act next. */
function server(bytes: number) {
  const rooms = new Map<string, { seats: (WebSocket | undefined)[]; next: number }>();
  let acts = 0;
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
  wss.on("connection", (ws, req) => {
    const [, id = "", seat = "0"] = (req.url ?? "").split("/");
    let room = rooms.get(id);
    if (!room) rooms.set(id, (room = { seats: [], next: 0 }));
    const r = room;
    r.seats[Number(seat)] = ws;
    ws.on("message", () => {
      acts += 1;
      r.next = (r.next + 1) % SEATS;
      // A frame of its own per seat, as a room encodes one per seat.
      for (const s of r.seats) s?.send(Buffer.alloc(bytes, r.next), { binary: true });
    });
  });
  wss.on("listening", () => {
    const address = wss.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  let last = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), acts: 0 };
  setInterval(() => {
    const elu = performance.eventLoopUtilization(last.elu).utilization;
    const used = process.cpuUsage(last.cpu);
    const n = acts - last.acts;
    const cpuMs = (used.user + used.system) / 1000;
    process.send?.({
      actsPerSecond: Math.round(n / (WINDOW_MS / 1000)),
      serverElu: Number(elu.toFixed(3)),
      serverCpuMsPerAct: Number((cpuMs / Math.max(1, n)).toFixed(4)),
      userShare: Number((used.user / Math.max(1, used.user + used.system)).toFixed(2)),
    });
    last = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), acts };
  }, WINDOW_MS);
}

/** The tables: a seat whose frame names it acts THINK_MS later; the room's last seat makes the first act. */
async function clients(port: number, rooms: number) {
  const act = Buffer.alloc(40, 1);
  for (let r = 0; r < rooms; r++) {
    for (let seat = 0; seat < SEATS; seat++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/${r}/${seat}`, { perMessageDeflate: false });
      ws.on("message", (data: Buffer) => {
        if (data[0] === seat) setTimeout(() => ws.send(act), THINK_MS);
      });
      if (seat === SEATS - 1) ws.on("open", () => setTimeout(() => ws.send(act), THINK_MS * (1 + Math.random())));
    }
    // A few rooms at a time, as the generator opens its tables.
    if (r % 50 === 49) await new Promise((done) => setTimeout(done, 20));
  }
}

/** Starts this file again in a role, pinned to a core when there are two. */
function child(role: string[], cpu: string | undefined) {
  const argv = ["--import", "tsx", fileURLToPath(import.meta.url), ...role];
  return spawn(...pinnedNode(argv, cpu), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
}

async function main(rooms: number, bytes: number) {
  const cpus = pinning();
  const srv = child(["server", String(bytes)], cpus.server);
  const port = await new Promise<number>((done) => srv.once("message", (m: { port: number }) => done(m.port)));
  const load = child(["clients", String(port), String(rooms)], cpus.generator);
  let seen = 0;
  await new Promise<void>((done) =>
    srv.on("message", (m: object) => {
      // The first window holds the tables' start.
      if (seen++ > 0) console.log(JSON.stringify({ rooms, frameBytes: bytes, ...m }));
      if (seen > WINDOWS) done();
    }),
  );
  load.kill();
  srv.kill();
}

const [role, a, b] = process.argv.slice(2);
if (role === "server") server(Number(a));
else if (role === "clients") await clients(Number(a), Number(b));
else await main(Number(role ?? 500), Number(a ?? 375));
