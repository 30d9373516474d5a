// Fast-check mutates each shipped edition thousands of times, in its data (keys deleted, duplicated,
// retyped) and in its text (grid characters changed, rows cut, lines duplicated or dropped). The compiler
// never throws, and every diagnostic points at a real line and column of the file it names (an edition
// that extends classic is compiled over the real classic, so some of its diagnostics lie there).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { compile } from "../../compiler/compile";
import { EDITIONS, ROOT } from "../editions";

// Fewer mutants with CLUE_QUICK=1 (npm run test:quick), from the same seeds.
const RUNS = Number(process.env.MUTATION_RUNS ?? (process.env.CLUE_QUICK === "1" ? 30 : 1200));

const classic = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
const parent = () => ({ file: "classic.yaml", text: classic });

function assertWellPlaced(text: string) {
  const result = compile({ file: "mutant.yaml", text, parent });
  for (const d of result.diagnostics) {
    expect(["mutant.yaml", "classic.yaml"]).toContain(d.file);
    const lines = (d.file === "mutant.yaml" ? text : classic).split("\n");
    expect(d.line, d.code).toBeGreaterThanOrEqual(1);
    expect(d.line, d.code).toBeLessThanOrEqual(Math.max(1, lines.length));
    expect(d.column, d.code).toBeGreaterThanOrEqual(1);
    expect(d.column, d.code).toBeLessThanOrEqual((lines[d.line - 1]?.length ?? 0) + 1);
    expect(d.endLine * 1e6 + d.endColumn, d.code).toBeGreaterThanOrEqual(d.line * 1e6 + d.column);
    expect(d.message, d.code).not.toMatch(/undefined|\[object Object\]|at \w+ \(/);
    expect(d.help, `${d.code}: ${d.message}`).toBeTruthy();
  }
  return result;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

const replacements: Json[] = [
  null,
  0,
  -1,
  7,
  1e9,
  "",
  "x",
  "kitchen",
  true,
  [],
  [1, 2],
  {},
  { kind: "nope" },
  [[99, 99]],
];

function mutateData(data: Json, path: (string | number)[], op: number, pick: number): Json {
  const copy = structuredClone(data);
  if (path.length === 0) return replacements[pick % replacements.length] ?? null;
  let parent: Json = copy;
  for (const seg of path.slice(0, -1)) parent = (parent as Record<string, Json>)[seg as string] ?? null;
  const key = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, Json>;
  if (op === 0) {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete container[key];
  } else if (op === 1) {
    if (Array.isArray(container)) container.splice(Number(key), 0, structuredClone(container[Number(key)] ?? null));
    else container[`${String(key)}x`] = structuredClone(container[key] ?? null);
  } else container[key] = replacements[pick % replacements.length] ?? null;
  return copy;
}

function mutateText(text: string, op: number, at: number, ch: string): string {
  const lines = text.split("\n");
  const i = at % lines.length;
  const line = lines[i] ?? "";
  switch (op) {
    case 0: // change one character (grid cells among them)
      return [
        ...lines.slice(0, i),
        line.slice(0, at % (line.length + 1)) + ch + line.slice((at % (line.length + 1)) + 1),
        ...lines.slice(i + 1),
      ].join("\n");
    case 1: // cut a row short
      return [...lines.slice(0, i), line.slice(0, Math.floor(line.length / 2)), ...lines.slice(i + 1)].join("\n");
    case 2: // duplicate a line
      return [...lines.slice(0, i + 1), line, ...lines.slice(i + 1)].join("\n");
    default: // drop a line
      return [...lines.slice(0, i), ...lines.slice(i + 1)].join("\n");
  }
}

describe.each(EDITIONS)("mutating %s", (id) => {
  const text = readFileSync(join(ROOT, "variants", id, "edition.yaml"), "utf8");
  const data = parse(text) as Json;
  const all = paths(data);
  const gridStart = text.indexOf("grid: |");
  const gridLines = text.slice(0, gridStart).split("\n").length;

  it("survives data mutations", () => {
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.integer({ min: 0, max: 2 }), fc.nat(), (p, op, pick) => {
        assertWellPlaced(stringify(mutateData(data, all[p] ?? [], op, pick)));
      }),
      { numRuns: RUNS, seed: 7 },
    );
  });

  it("survives text mutations, many of them in the grid", () => {
    const chars = fc.constantFrom("#", ".", "x", "Z", " ", "\t", ":", "-", "[", "{", "'", "?", "é", "*", "&");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.boolean(), chars, (op, at, inGrid, ch) => {
        const where = inGrid ? gridLines + (at % 26) : at;
        assertWellPlaced(mutateText(text, op, where, ch));
      }),
      { numRuns: RUNS, seed: 11 },
    );
  });

  it.skipIf(gridStart < 0)("reports a grid change inside the grid", () => {
    const lines = text.split("\n");
    const row = gridLines + 3;
    lines[row] = (lines[row] ?? "").slice(0, 8) + "Q" + (lines[row] ?? "").slice(9);
    const result = assertWellPlaced(lines.join("\n"));
    const d = result.diagnostics.find((x) => x.code === "GRID_UNKNOWN_CHAR");
    expect(d?.line).toBe(row + 1);
    expect(d?.column).toBe(9);
  });
});
