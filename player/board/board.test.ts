import { JSDOM } from "jsdom";
import { stringify } from "svgson";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../test/editions";
import { BLOCK } from "./draw";
import { boardTree, geometry, textOf, type SvgNode } from "./index";

function all(node: SvgNode, pred: (n: SvgNode) => boolean, out: SvgNode[] = []): SvgNode[] {
  if (pred(node)) out.push(node);
  for (const c of node.children) all(c, pred, out);
  return out;
}

describe.each(EDITIONS)("the board of %s", (id) => {
  const compiled = loadEdition(id);
  const { edition, graph } = compiled;
  const tree = boardTree(compiled);

  it("draws every walkable square once, at its cell, and no off-board cell", () => {
    const cells = all(tree, (n) => n.attributes["data-cell"] !== undefined).map((n) => n.attributes["data-cell"]);
    expect(cells).toHaveLength(graph.squareCount);
    expect(new Set(cells).size).toBe(cells.length);
    for (const c of cells) {
      const [r, col] = (c as string).split(",").map(Number) as [number, number];
      expect(edition.board.grid[r]?.[col]).toBe(".");
    }
  });

  it("draws the same squares as one path when asked, and nothing else differs", () => {
    const one = boardTree(compiled, {}, "one-path");
    const path = all(one, (n) => n.attributes.class === "squares")[0]!;
    const corners = [...(path.attributes.d ?? "").matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => `${m[1]},${m[2]}`);
    const rects = all(tree, (n) => n.attributes.class === "square").map((n) => `${n.attributes.x},${n.attributes.y}`);
    expect(corners).toEqual(rects);
    expect(all(one, (n) => n.attributes["data-cell"] !== undefined)).toHaveLength(0);
    const rest = (t: SvgNode) => t.children.filter((c) => c.attributes.class !== "squares");
    expect(rest(one)).toEqual(rest(tree));
  });

  it("draws the same squares as one path a block when asked, each block's squares inside it", () => {
    // Classic's squares, and a 70 x 70 board of squares alone (nine blocks).
    const n = 70;
    const wide = {
      ...compiled,
      graph: {
        ...graph,
        rows: n,
        cols: n,
        squareCount: n * n,
        nodeCell: Int32Array.from({ length: n * n }, (_, i) => i),
      },
    };
    for (const [drawn, each] of [
      [compiled, all(tree, (x) => x.attributes.class === "square").map((x) => `${x.attributes.x},${x.attributes.y}`)],
      [wide, Array.from({ length: n * n }, (_, i) => `${(i % n) * 10 + 0.25},${Math.floor(i / n) * 10 + 0.25}`)],
    ] as const) {
      const blocks = all(boardTree(drawn, {}, "blocks"), (x) => x.attributes.class === "squares");
      if (drawn === wide) expect(blocks).toHaveLength(9);
      const corners = blocks.flatMap((b) => {
        const [top, left] = b.attributes["data-block"]!.split(",").map(Number) as [number, number];
        return [...(b.attributes.d ?? "").matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => {
          const [x, y] = [Math.floor(Number(m[1]) / 10), Math.floor(Number(m[2]) / 10)];
          expect([y - top, x - left].every((d) => d >= 0 && d < BLOCK)).toBe(true);
          return `${m[1]},${m[2]}`;
        });
      });
      expect([...corners].sort()).toEqual([...each].sort());
    }
  });

  it("draws each room with its name, and every door, passage end, start and question space", () => {
    const rooms = all(tree, (n) => n.attributes["data-room"] !== undefined);
    expect(rooms.map((r) => r.attributes["data-room"])).toEqual(edition.rooms.map((r) => r.id));
    rooms.forEach((r, i) => expect(textOf(r).replace(/\s/g, "")).toBe(edition.rooms[i]?.name.replace(/\s/g, "")));
    expect(all(tree, (n) => n.attributes["data-door"] !== undefined)).toHaveLength(edition.board.doors.length);
    expect(all(tree, (n) => n.attributes["data-passage"] !== undefined)).toHaveLength(
      edition.board.passages.length * 2,
    );
    expect(all(tree, (n) => n.attributes["data-start"] !== undefined)).toHaveLength(edition.suspects.length);
    expect(all(tree, (n) => n.attributes["data-question"] !== undefined)).toHaveLength(edition.board.spaces.length);
  });

  it("puts room labels and token slots inside their rooms", () => {
    const g = geometry(compiled);
    for (const room of edition.rooms) {
      const inside = new Set(g.cells(room.id).map(([r, c]) => `${r},${c}`));
      for (const p of [g.label(room.id), ...g.slots(room.id)])
        expect(inside.has(`${Math.floor(p.y / 10)},${Math.floor(p.x / 10)}`)).toBe(true);
      expect(g.slots(room.id).length).toBeGreaterThanOrEqual(edition.suspects.length);
    }
  });
});

describe("names", () => {
  it("go in as text, so markup in a name is escaped, never parsed", () => {
    const compiled = loadEdition("classic");
    const evil = ']]><script>alert(1)</script>]]><img src=x onerror=alert(2)>"&';
    const tree = boardTree(compiled, { room: () => evil, title: evil });
    const svg = stringify(tree);
    const doc = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelectorAll("script, img")).toHaveLength(0);
    expect(doc.querySelector("title")?.textContent).toBe(evil);
    expect(doc.querySelector('[data-room="kitchen"] text')?.textContent.replace(/ /g, "")).toBe(evil.replace(/ /g, ""));
  });
});
