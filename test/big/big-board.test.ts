// Boards up to the largest the format accepts (200 x 200, BOARD_TOO_LARGE past it): `clue-compile check`
// and `simulate` run as child processes held to the memory goals of issue 13 (a heap limit makes the
// child fail, and its peak resident memory is read back), and `inspect`'s room-to-room distances equal a
// breadth-first search of our own over the grid's cells. Speed is the benchmark's (bench/check.bench.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_BOARD_SIDE } from "../../schemas/limits";
import { compile } from "../../compiler/compile";
import { inspect } from "../../compiler/inspect";
import type { Edition } from "../../schemas/edition";
import { ROOT } from "../editions";
import { QUICK, quick } from "../quick";
import { bigBoard } from "./board";

const CLI = join(ROOT, "bin/clue-compile.js");
const RSS = join(ROOT, "test/big/rss.cjs");
// Medium players' games to their end on the largest board: one in the quick tier.
const MEDIUM_GAMES = quick(2, 1);
const dir = mkdtempSync(join(tmpdir(), "clue-big-"));

function write(rows: number, cols: number): string {
  const d = join(dir, `${rows}x${cols}`);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, "edition.yaml"), bigBoard(rows, cols));
  return d;
}

/** The CLI in a child with a heap limit; its exit status, output and peak resident memory in MB. */
function run(heapMb: number, args: string[]) {
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, "--require", RSS, CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const kb = Number(/maxRssKb=(\d+)/.exec(r.stderr)?.[1] ?? NaN);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, rssMb: kb / 1024 };
}

/** Room-to-room steps by a search over grid cells (not the compiled graph): out through a door, corridor squares, in through a door. */
function cellSearch(e: Edition): (number | null)[][] {
  const { grid, doors } = e.board;
  const cols = grid[0]!.length;
  const fronts = e.rooms.map((r) => doors.filter((d) => d.room === r.id).map((d) => d.front[0] * cols + d.front[1]));
  return e.rooms.map((_, i) => {
    const dist = new Map<number, number>();
    const queue: number[] = [];
    for (const f of fronts[i]!)
      if (!dist.has(f)) {
        dist.set(f, 1);
        queue.push(f);
      }
    for (let h = 0; h < queue.length; h++) {
      const cell = queue[h]!;
      const [r, c] = [Math.floor(cell / cols), cell % cols];
      for (const [nr, nc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const)
        if (grid[nr]?.[nc] === "." && !dist.has(nr * cols + nc)) {
          dist.set(nr * cols + nc, dist.get(cell)! + 1);
          queue.push(nr * cols + nc);
        }
    }
    return e.rooms.map((_, j) => {
      if (i === j) return 0;
      const best = Math.min(...fronts[j]!.map((f) => dist.get(f) ?? Infinity));
      return best === Infinity ? null : best + 1;
    });
  });
}

describe("boards up to the largest accepted", () => {
  const largest = write(MAX_BOARD_SIDE, MAX_BOARD_SIDE);
  // Builds the CLI bundle if a source is newer, so that no measured run pays for it.
  spawnSync(process.execPath, [CLI, "--version"], { cwd: ROOT });

  // inspect's distances, in process: the CLI only prints them (test/compiler/cli.test.ts), and the largest
  // board's also go through the CLI under a heap limit (a spawn and a compile in it cost more than the rest).
  for (const [rows, cols] of [
    [25, 25],
    [60, 60],
    [120, 120],
    [MAX_BOARD_SIDE, 37],
    [37, MAX_BOARD_SIDE],
    [MAX_BOARD_SIDE, MAX_BOARD_SIDE],
  ] as const)
    it(`${rows} x ${cols}: inspect's distances equal a search over the grid's cells`, () => {
      const compiled = compile({ file: "edition.yaml", text: bigBoard(rows, cols) }).compiled!;
      const want = cellSearch(compiled.edition);
      expect(want.flat().some((x) => x !== null && x > 1)).toBe(true);
      expect(inspect(compiled).distances.matrix).toEqual(want);
      if (rows !== MAX_BOARD_SIDE || cols !== MAX_BOARD_SIDE) return;
      const r = run(1024, ["inspect", largest, "--json"]);
      expect(r.status, r.stderr).toBe(0);
      expect((JSON.parse(r.stdout) as { distances: { matrix: (number | null)[][] } }).distances.matrix).toEqual(want);
    }, 60_000);

  it(`check of ${MAX_BOARD_SIDE} x ${MAX_BOARD_SIDE} stays within 300 MB`, () => {
    const r = run(200, ["check", largest]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.rssMb).toBeLessThanOrEqual(300);
    console.log(`check: peak ${r.rssMb.toFixed(0)} MB`);
  }, 60_000);

  it(`simulate on ${MAX_BOARD_SIDE} x ${MAX_BOARD_SIDE} stays within 1 GB`, () => {
    // Random players wander over the whole board for the full 50,000 actions (the movement caches fill),
    // 5 s of CPU that the quick tier leaves to `npm test`; medium ones play games to their end (MEDIUM_GAMES).
    for (const bots of QUICK ? ["medium"] : ["random", "medium"]) {
      const games = bots === "random" ? 1 : MEDIUM_GAMES;
      const r = run(900, ["simulate", largest, "--games", String(games), "--seed", "3", "--bots", bots, "--json"]);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).games).toBe(games);
      expect(r.rssMb).toBeLessThanOrEqual(1024);
      console.log(`simulate --bots ${bots}: peak ${r.rssMb.toFixed(0)} MB`);
    }
  }, 180_000);

  it(`a board past ${MAX_BOARD_SIDE} rows or columns is refused at the first cell too many`, () => {
    const tall = compile({ file: "edition.yaml", text: bigBoard(MAX_BOARD_SIDE + 1, 30) });
    const wide = compile({ file: "edition.yaml", text: bigBoard(30, MAX_BOARD_SIDE + 1) });
    // Grid rows are indented by four spaces: column 5 is a row's first cell.
    for (const [r, message, column] of [
      [tall, /201 rows/, 5],
      [wide, /row 0 is 201 cells wide/, 5 + MAX_BOARD_SIDE],
    ] as const) {
      expect(r.compiled).toBeUndefined();
      const d = r.diagnostics.find((x) => x.code === "BOARD_TOO_LARGE");
      expect(d?.message).toMatch(message);
      expect(d?.column).toBe(column);
      expect(d?.path).toBe("/board/grid");
    }
    // The grid starts on the line after `grid: |`; row 200 is 200 lines below its first row.
    const text = bigBoard(MAX_BOARD_SIDE + 1, 30).split("\n");
    const first = text.indexOf("  grid: |") + 2;
    expect(tall.diagnostics.find((x) => x.code === "BOARD_TOO_LARGE")?.line).toBe(first + MAX_BOARD_SIDE);
    expect(wide.diagnostics.find((x) => x.code === "BOARD_TOO_LARGE")?.line).toBe(first);
  });
});
