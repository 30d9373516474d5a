// The board of a compiled edition as a node tree: corridor squares, rooms with their names, doors, secret
// passages, start squares, question-mark spaces and the envelope. Off-board cells are left empty. Pure:
// the player renders the tree under its token layers, the build writes it as board.svg, the editor draws it.
import type { Cell, Edition } from "../../schemas/edition";
import type { CompiledEdition } from "../../schemas/graph";
import { CELL, boardSize, cellCenter, cellOrigin, roomCells, roomLabelPoint, squareCell, type Point } from "./geometry";
import { fitLabel } from "./label";
import { el, text, texts, type SvgNode } from "./node";

export interface BoardNames {
  /** A room's display name (a translation); the edition's own name when left out. */
  room?: (id: string) => string;
  /** The `<title>` of the drawing (its accessible name). */
  title?: string;
}

export const COLORS = {
  square: "#f4e6bd",
  squareEdge: "#c2a86a",
  room: "#d8c7a3",
  roomEdge: "#6b4f2a",
  door: "#8c1c13",
  passage: "#3b3b58",
  question: "#6a1b9a",
  text: "#2b2118",
  envelope: "#e9c46a",
};

const S = CELL;

/** A room's outline: the cell edges it does not share with another of its cells. */
function outline(cells: readonly Cell[]): string {
  const has = new Set(cells.map(([r, c]) => `${r},${c}`));
  const parts: string[] = [];
  for (const [r, c] of cells) {
    const { x, y } = cellOrigin(r, c);
    if (!has.has(`${r - 1},${c}`)) parts.push(`M${x} ${y}h${S}`);
    if (!has.has(`${r + 1},${c}`)) parts.push(`M${x} ${y + S}h${S}`);
    if (!has.has(`${r},${c - 1}`)) parts.push(`M${x} ${y}v${S}`);
    if (!has.has(`${r},${c + 1}`)) parts.push(`M${x + S} ${y}v${S}`);
  }
  return parts.join("");
}

function fill(cells: readonly Cell[]): string {
  return cells.map(([r, c]) => `M${c * S} ${r * S}h${S}v${S}h${-S}z`).join("");
}

/**
 * How the corridor squares are drawn: a rectangle each (a target to click), all as one path, or one path
 * per block of BLOCK x BLOCK cells (`data-block="row,col"` of its first cell).
 */
export type SquaresAs = "each" | "one-path" | "blocks";

/**
 * Cells a side of a block. A changed square changes its block's path alone, so the browser parses and
 * paints that block again, not a 100 x 100 board's whole path (with the squares as one path, a square
 * painted on such a board had every tile of it rastered again). Classic (25 x 24) is one block.
 */
export const BLOCK = 32;

function blockPaths(row: number[], col: number[], style: Record<string, string | number>): SvgNode {
  const blocks = new Map<string, string[]>();
  for (let i = 0; i < row.length; i++) {
    const key = `${row[i]! - (row[i]! % BLOCK)},${col[i]! - (col[i]! % BLOCK)}`;
    let d = blocks.get(key);
    if (!d) blocks.set(key, (d = []));
    d.push(`M${col[i]! * S + 0.25} ${row[i]! * S + 0.25}h${S - 0.5}v${S - 0.5}h${0.5 - S}z`);
  }
  const paths = [...blocks].map(([at, d]) =>
    el("path", { class: "squares", "data-block": at, d: d.join(""), ...style }),
  );
  return el("g", { class: "square-blocks" }, paths);
}

function squares(compiled: CompiledEdition, as: SquaresAs): SvgNode {
  const { graph } = compiled;
  const style = { fill: COLORS.square, stroke: COLORS.squareEdge, "stroke-width": 0.5 };
  const out: SvgNode[] = [];
  const d: string[] = [];
  if (as === "blocks") {
    const rows: number[] = [];
    const cols: number[] = [];
    for (let n = 0; n < graph.squareCount; n++) {
      const [row, col] = squareCell(graph, n) ?? [-1, -1];
      rows.push(row);
      cols.push(col);
    }
    return blockPaths(rows, cols, style);
  }
  for (let n = 0; n < graph.squareCount; n++) {
    const [row, col] = squareCell(graph, n) ?? [-1, -1];
    const { x, y } = cellOrigin(row, col);
    if (as === "one-path") d.push(`M${x + 0.25} ${y + 0.25}h${S - 0.5}v${S - 0.5}h${0.5 - S}z`);
    else
      out.push(
        el("rect", {
          class: "square",
          "data-cell": `${row},${col}`,
          x: x + 0.25,
          y: y + 0.25,
          width: S - 0.5,
          height: S - 0.5,
          ...style,
        }),
      );
  }
  return as === "one-path"
    ? el("path", { class: "squares", d: d.join(""), ...style })
    : el("g", { class: "squares" }, out);
}

function label(name: string, cells: readonly Cell[], at: Point): SvgNode {
  const rows = new Set(cells.map(([r]) => r));
  const cols = cells.filter(([r]) => r === Math.floor(at.y / S)).map(([, c]) => c);
  const width = (cols.length > 0 ? Math.max(...cols) - Math.min(...cols) + 1 : 1) * S;
  const fit = fitLabel(name, width, Math.min(rows.size, 3) * S, S * 0.62);
  const lh = fit.fontSize * 1.15;
  const top = at.y - ((fit.lines.length - 1) * lh) / 2;
  const lines = fit.lines.map((line, i) => el("tspan", { x: at.x, y: top + i * lh }, texts(line)));
  return el(
    "text",
    {
      class: "room-name",
      x: at.x,
      y: top,
      "text-anchor": "middle",
      "dominant-baseline": "central",
      "font-size": fit.fontSize,
      "font-family": "sans-serif",
      fill: COLORS.text,
    },
    lines,
  );
}

function rooms(edition: Edition, names: BoardNames): SvgNode {
  const cellsByRoom = roomCells(edition);
  const out = edition.rooms.map((room) => {
    const cells = cellsByRoom.get(room.id) ?? [];
    const at = roomLabelPoint(cells);
    return el("g", { class: "room", "data-room": room.id }, [
      el("path", { class: "room-fill", d: fill(cells), fill: COLORS.room }),
      el("path", {
        class: "room-edge",
        d: outline(cells),
        fill: "none",
        stroke: COLORS.roomEdge,
        "stroke-width": 0.8,
        "stroke-linecap": "square",
      }),
      label(names.room?.(room.id) ?? room.name, cells, at),
    ]);
  });
  return el("g", { class: "rooms" }, out);
}

/** A bar across the edge between the door's room cell and the square in front of it. */
function doors(edition: Edition): SvgNode {
  const out = edition.board.doors.map((d) => {
    const [ar, ac] = d.cell;
    const [fr, fc] = d.front;
    const horizontal = ar !== fr;
    const x1 = horizontal ? ac * S + 1.5 : Math.max(ac, fc) * S;
    const y1 = horizontal ? Math.max(ar, fr) * S : ar * S + 1.5;
    const x2 = horizontal ? x1 + S - 3 : x1;
    const y2 = horizontal ? y1 : y1 + S - 3;
    return el("line", {
      class: "door",
      "data-door": `${ar},${ac}`,
      x1,
      y1,
      x2,
      y2,
      stroke: COLORS.door,
      "stroke-width": 2,
      "stroke-linecap": "round",
    });
  });
  return el("g", { class: "doors" }, out);
}

/** A dark tile in the room's cell nearest the other end, with an arrow pointing there. */
function passages(edition: Edition): SvgNode {
  const cellsByRoom = roomCells(edition);
  const out: SvgNode[] = [];
  for (const [a, b] of edition.board.passages)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const cells = cellsByRoom.get(from) ?? [];
      const target = roomLabelPoint(cellsByRoom.get(to) ?? []);
      const cell = cells.reduce<Cell | undefined>((best, c) => {
        const d = (p: Cell) => (cellCenter(p[0], p[1]).x - target.x) ** 2 + (cellCenter(p[0], p[1]).y - target.y) ** 2;
        return !best || d(c) < d(best) ? c : best;
      }, undefined);
      if (!cell) continue;
      const o = cellCenter(cell[0], cell[1]);
      const angle = (Math.atan2(target.y - o.y, target.x - o.x) * 180) / Math.PI;
      out.push(
        el("g", { class: "passage", "data-passage": `${from},${to}` }, [
          el("rect", {
            x: o.x - S * 0.42,
            y: o.y - S * 0.42,
            width: S * 0.84,
            height: S * 0.84,
            rx: 1,
            fill: COLORS.passage,
          }),
          el("path", {
            d: "M-2.6 -2.2L2.8 0L-2.6 2.2z",
            fill: "#ffffff",
            transform: `translate(${o.x} ${o.y}) rotate(${Math.round(angle)})`,
          }),
        ]),
      );
    }
  return el("g", { class: "passages" }, out);
}

function starts(edition: Edition): SvgNode {
  const out = edition.suspects.map((s) => {
    const { x, y } = cellCenter(s.start[0], s.start[1]);
    return el("circle", {
      class: "start",
      "data-start": s.id,
      cx: x,
      cy: y,
      r: S * 0.38,
      fill: "none",
      stroke: s.color,
      "stroke-width": 1.4,
    });
  });
  return el("g", { class: "starts" }, out);
}

function spaces(edition: Edition): SvgNode {
  const out = edition.board.spaces.map((sp) => {
    const { x, y } = cellCenter(sp.at[0], sp.at[1]);
    return el("g", { class: "question", "data-question": `${sp.at[0]},${sp.at[1]}` }, [
      el("circle", { cx: x, cy: y, r: S * 0.4, fill: COLORS.question }),
      el(
        "text",
        {
          x,
          y,
          "text-anchor": "middle",
          "dominant-baseline": "central",
          "font-size": S * 0.6,
          "font-family": "sans-serif",
          "font-weight": "bold",
          fill: "#ffffff",
        },
        [text("?")],
      ),
    ]);
  });
  return el("g", { class: "spaces" }, out);
}

function envelope(edition: Edition): SvgNode[] {
  const at = edition.board.envelope;
  if (!at) return [];
  const { x, y } = cellCenter(at[0], at[1]);
  return [
    el("g", { class: "envelope" }, [
      el("rect", {
        x: x - S * 0.8,
        y: y - S * 0.5,
        width: S * 1.6,
        height: S,
        rx: 0.8,
        fill: COLORS.envelope,
        stroke: COLORS.roomEdge,
        "stroke-width": 0.5,
      }),
      el("path", {
        d: `M${x - S * 0.8} ${y - S * 0.5}L${x} ${y + S * 0.1}L${x + S * 0.8} ${y - S * 0.5}`,
        fill: "none",
        stroke: COLORS.roomEdge,
        "stroke-width": 0.5,
      }),
    ]),
  ];
}

/**
 * `squaresAs: "one-path"` draws the same squares as one element, and `"blocks"` as one a block, for a page
 * that finds the square under the pointer by arithmetic (the editor, where a 100 x 100 board would
 * otherwise hold 10,000 rectangles).
 */
export function boardTree(compiled: CompiledEdition, names: BoardNames = {}, squaresAs: SquaresAs = "each"): SvgNode {
  const { edition } = compiled;
  const { width, height } = boardSize(edition);
  const children: SvgNode[] = [];
  if (names.title !== undefined) children.push(el("title", {}, texts(names.title)));
  children.push(
    squares(compiled, squaresAs),
    rooms(edition, names),
    doors(edition),
    passages(edition),
    starts(edition),
    spaces(edition),
    ...envelope(edition),
  );
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", class: "clue-board", viewBox: `0 0 ${width} ${height}`, width, height },
    children,
  );
}
