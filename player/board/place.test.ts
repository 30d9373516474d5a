import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { placeOf } from "./place";

const classic = loadEdition("classic");
const node = (row: number, col: number, c = classic) => c.graph.cellNode[row * c.graph.cols + col] as number;
const room = (id: string, c = classic) => c.graph.squareCount + c.edition.rooms.findIndex((r) => r.id === id);

describe("a place", () => {
  it("is a room's id for a room node, and none off the graph", () => {
    expect(placeOf(classic, room("kitchen"))).toEqual({ kind: "room", room: "kitchen" });
    for (const n of [-1, classic.graph.nodeCount, 1.5, Number.NaN])
      expect(placeOf(classic, n)).toEqual({ kind: "none" });
  });

  it("names a square by its nearest room, with the steps into it, then the other rooms nearest first", () => {
    const { graph, edition } = classic;
    for (let n = 0; n < graph.squareCount; n++) {
      const p = placeOf(classic, n);
      if (p.kind !== "square") throw new Error("a square");
      const steps = [p.steps, ...p.others.map((o) => o.steps)];
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect([p.room, ...p.others.map((o) => o.room)].sort()).toEqual(edition.rooms.map((r) => r.id).sort());
      const at = graph.roomDist[n * graph.roomCount + edition.rooms.findIndex((r) => r.id === p.room)];
      expect(p.steps).toBe(at);
    }
  });

  it("says a square in front of a door is one step from that room, and marks start squares", () => {
    for (const d of classic.edition.board.doors) {
      const p = placeOf(classic, node(d.front[0], d.front[1]));
      expect(p.kind === "square" && p.steps).toBe(1);
    }
    classic.edition.suspects.forEach((s) => {
      const p = placeOf(classic, node(s.start[0], s.start[1]));
      expect(p.kind === "square" && p.start).toBe(s.id);
    });
  });

  it("marks The Office's question-mark spaces", () => {
    const office = loadEdition("the-office");
    for (const sp of office.edition.board.spaces) {
      const p = placeOf(office, node(sp.at[0], sp.at[1], office), -1);
      expect(p.kind === "square" && p.question).toBe(true);
    }
  });

  it("names a mover's destination by a room it brings the token nearer to, never the room it leaves", () => {
    const { graph } = classic;
    const kitchen = room("kitchen");
    const dist = (n: number, r: number) => graph.roomDist[n * graph.roomCount + r - graph.squareCount] as number;
    for (let n = 0; n < graph.squareCount; n++) {
      const p = placeOf(classic, n, kitchen);
      if (p.kind !== "square" || p.room === null) continue;
      expect(p.room).not.toBe("kitchen");
      const nearer = (r: string) => dist(n, room(r)) < dist(kitchen, room(r));
      if (classic.edition.rooms.some((r) => r.id !== "kitchen" && nearer(r.id))) expect(nearer(p.room)).toBe(true);
      expect(p.others.at(-1)?.room).toBe("kitchen");
    }
  });

  it.each(EDITIONS)("tells every square of %s from every other by its rooms' steps", (id) => {
    const c = loadEdition(id);
    const seen = new Set<string>();
    for (let n = 0; n < c.graph.squareCount; n++) {
      const p = placeOf(c, n);
      if (p.kind !== "square") throw new Error("a square");
      const key = [`${p.room}:${p.steps}`, ...p.others.map((o) => `${o.room}:${o.steps}`)].sort().join(" ");
      expect(seen.has(key), `${key} twice`).toBe(false);
      seen.add(key);
    }
  });
});
