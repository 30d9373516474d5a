// `simulate --report <file.html>`: a balance report a designer reads in a browser. One self-contained page
// (no scripts, no network): wins by seat and by level, turns to finish, rooms entered and suggested in, a
// heat map of the squares where tokens stopped, and the room-to-room distances.
import { writeFileSync } from "node:fs";
import type { CompiledEdition } from "../../schemas/graph";
import { roomDistances } from "./distances";
import { escapeControls } from "./escape";
import type { SimulationResult, Tally } from "./simulate";

const esc = (s: unknown) => escapeControls(String(s)).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (n: number, of: number) => (of > 0 ? `${((100 * n) / of).toFixed(1)}%` : "–");

function bar(value: number, max: number): string {
  const w = max > 0 ? Math.round((200 * value) / max) : 0;
  return `<svg width="204" height="12" role="img" aria-label="${value}"><rect width="${w}" height="12" fill="#4a78c2"/></svg>`;
}

function table(head: string[], rows: (string | number)[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(c)}</th>` : `<td>${String(c).startsWith("<svg") ? c : esc(c)}</td>`)).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

function heatMap(compiled: CompiledEdition, t: Tally): string {
  const { edition, graph } = compiled;
  const size = 18;
  const maxStops = Math.max(1, ...t.stops);
  const maxEntries = Math.max(1, ...t.entered);
  const cells: string[] = [];
  for (let r = 0; r < graph.rows; r++)
    for (let c = 0; c < graph.cols; c++) {
      const node = graph.cellNode[r * graph.cols + c] ?? -1;
      if (node < 0) continue;
      const heat = node < graph.squareCount ? (t.stops[node] ?? 0) / maxStops : (t.entered[node - graph.squareCount] ?? 0) / maxEntries;
      const fill = node < graph.squareCount ? `rgba(220,60,30,${(0.08 + 0.92 * heat).toFixed(3)})` : `rgba(60,90,200,${(0.08 + 0.6 * heat).toFixed(3)})`;
      const title = node < graph.squareCount ? `[${r}, ${c}]: ${t.stops[node] ?? 0} stops` : `${edition.rooms[node - graph.squareCount]?.name}: ${t.entered[node - graph.squareCount] ?? 0} entries`;
      cells.push(`<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${fill}" stroke="#fff" stroke-width="0.5"><title>${esc(title)}</title></rect>`);
    }
  const labels = edition.rooms.map((room, i) => {
    const at: [number, number][] = [];
    for (let r = 0; r < graph.rows; r++) for (let c = 0; c < graph.cols; c++) if (graph.cellNode[r * graph.cols + c] === graph.squareCount + i) at.push([r, c]);
    if (!at.length) return "";
    const y = (at.reduce((s, p) => s + p[0], 0) / at.length + 0.5) * size;
    const x = (at.reduce((s, p) => s + p[1], 0) / at.length + 0.5) * size;
    return `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" text-anchor="middle" font-size="11">${esc(room.name)}</text>`;
  });
  return `<svg viewBox="0 0 ${graph.cols * size} ${graph.rows * size}" width="${graph.cols * size}" role="img" aria-label="Heat map of the board">${cells.join("")}${labels.join("")}</svg>`;
}

/** `warnings`: sentences the designer must not miss, shown under the summary. */
export function reportHtml(compiled: CompiledEdition, r: SimulationResult, t: Tally, warnings: readonly string[] = []): string {
  const { edition } = compiled;
  const seats = edition.suspects.slice(0, r.players);
  const maxSeat = Math.max(...r.winsBySeat, 1);
  const distances = roomDistances(compiled);
  const buckets = new Map<number, number>();
  const width = Math.max(1, Math.ceil((r.turns.max || 1) / 20));
  for (const n of t.turns) buckets.set(Math.floor(n / width), (buckets.get(Math.floor(n / width)) ?? 0) + 1);
  const maxBucket = Math.max(1, ...buckets.values());
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Balance report: ${esc(edition.name)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}th[scope=row]{text-align:left}section{margin-bottom:2em}</style>
</head><body>
<h1>Balance report: ${esc(edition.name)}</h1>
<p>${r.games} games, ${r.players} players, bots ${esc(r.bots)}, seed ${r.seed}. No winner in ${r.noWinner} (${pct(r.noWinner, r.games)}); wrong accusations: ${r.wrongAccusations}; suggestions per game: ${r.suggestions.mean}.</p>${warnings.map((w) => `\n<p><strong>${esc(w)}</strong></p>`).join("")}
<section><h2>Wins by seat</h2>${table(["seat", "wins", "share", ""], seats.map((s, i) => [`${i + 1}. ${s.name}`, r.winsBySeat[i] ?? 0, pct(r.winsBySeat[i] ?? 0, r.games), bar(r.winsBySeat[i] ?? 0, maxSeat)]))}</section>
<section><h2>Wins by level</h2>${table(["level", "wins", "share"], Object.entries(r.winsByLevel).map(([l, w]) => [l, w, pct(w, r.games)]))}</section>
<section><h2>Turns to finish</h2><p>Mean ${r.turns.mean}, median ${r.turns.p50}, longest ${r.turns.max}.</p>${table(["turns", "games", ""], [...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([b, n]) => [`${b * width}–${b * width + width - 1}`, n, bar(n, maxBucket)]))}</section>
<section><h2>Rooms</h2>${table(["room", "entered", "suggested in", ""], edition.rooms.map((room, i) => [room.name, t.entered[i] ?? 0, t.suggestedIn[i] ?? 0, bar(t.entered[i] ?? 0, Math.max(1, ...t.entered))]))}</section>
<section><h2>Heat map</h2><p>Red: how often a token stopped on a square. Blue: how often a room was entered.</p>${heatMap(compiled, t)}</section>
<section><h2>Distances between rooms</h2><p>Fewest steps from inside one room into another (secret passages not counted).</p>${table(["", ...edition.rooms.map((x) => x.name)], distances.map((row, i) => [edition.rooms[i]?.name ?? "", ...row.map((d) => (d === null ? "–" : d))]))}</section>
</body></html>
`;
}

export function writeReport(file: string, compiled: CompiledEdition, r: SimulationResult, t: Tally, warnings: readonly string[] = []): void {
  writeFileSync(file, reportHtml(compiled, r, t, warnings));
}
