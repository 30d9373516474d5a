// `simulate --report <file.html>`: a balance report a designer reads in a browser. One self-contained page
// (no scripts, no network): wins by seat and by level, turns to finish, rooms entered and suggested in, a
// heat map of the squares where tokens stopped, and the room-to-room distances.
import { writeFileSync } from "node:fs";
import type { CompiledEdition } from "../../schemas/graph";
import { roomDistances } from "./distances";
import { escapeControls } from "./escape";
import { heatMap } from "./heatmap";
import { findings, wilson } from "./verdict";
import type { SimulationResult, Tally } from "./simulate";

const esc = (s: unknown) => escapeControls(String(s)).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (n: number, of: number) => (of > 0 ? `${((100 * n) / of).toFixed(1)}%` : "–");
const ci = (n: number, of: number) => {
  if (of <= 0) return "–";
  const s = wilson(n, of);
  return `${(100 * s.share).toFixed(0)}% (${(100 * s.low).toFixed(0)}–${(100 * s.high).toFixed(0)})`;
};

/** A bar of `value` out of `max`; with `mark`, a line where the fair share lies, so a bar short of it shows. */
function bar(value: number, max: number, mark?: number): string {
  const x = (v: number) => (max > 0 ? Math.round((200 * v) / max) : 0);
  const line =
    mark === undefined
      ? ""
      : `<rect x="${Math.min(202, x(mark))}" y="0" width="2" height="16" fill="#222"><title>fair share</title></rect>`;
  return `<svg width="204" height="16" role="img" aria-label="${value}"><rect y="2" width="${x(value)}" height="12" fill="#4a78c2"/>${line}</svg>`;
}

function table(head: string[], rows: (string | number)[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${esc(c)}</th>` : `<td>${String(c).startsWith("<svg") ? c : esc(c)}</td>`)).join("")}</tr>`,
    )
    .join("")}</tbody></table>`;
}

/** `warnings`: sentences the designer must not miss, shown under the summary. */
export function reportHtml(
  compiled: CompiledEdition,
  r: SimulationResult,
  t: Tally,
  warnings: readonly string[] = [],
): string {
  const { edition } = compiled;
  const seats = edition.suspects.slice(0, r.players);
  const fairWins = r.games / r.players;
  const maxSeat = Math.max(...r.winsBySeat, fairWins, 1);
  const distances = roomDistances(compiled);
  const buckets = new Map<number, number>();
  const width = Math.max(1, Math.ceil((r.turns.max || 1) / 20));
  for (const n of t.turns) buckets.set(Math.floor(n / width), (buckets.get(Math.floor(n / width)) ?? 0) + 1);
  const maxBucket = Math.max(1, ...buckets.values());
  const list = r.bots.split(",");
  const levelSeats: Record<string, number> = {};
  for (const l of list) levelSeats[l] = (levelSeats[l] ?? 0) + (list.length === 1 ? r.players : 1);
  const verdict = findings(r, t, levelSeats)
    .map((f) => `<p class="verdict">${esc(f.text)}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Balance report: ${esc(edition.name)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}thead th:first-child{text-align:left}th[scope=row]{text-align:left;max-width:16em;overflow-wrap:anywhere;white-space:normal}th{overflow-wrap:anywhere}.verdict{font-size:16px;border-left:4px solid #4a78c2;padding:.2em 1em}section{margin-bottom:2em}</style>
</head><body>
<h1>Balance report: ${esc(edition.name)}</h1>
<p>${r.games} games, ${r.players} players, bots ${esc(r.bots)}, seed ${r.seed}. No winner in ${r.noWinner} (${pct(r.noWinner, r.games)}); wrong accusations: ${r.wrongAccusations}; suggestions per game: ${r.suggestions.mean}.</p>${warnings.map((w) => `\n<p><strong>${esc(w)}</strong></p>`).join("")}
<section><h2>Verdict</h2>${verdict}</section>
<section><h2>Wins by seat</h2><p>Fair share: ${(100 / r.players).toFixed(0)}% each, the black line across the bars.</p>${table(
    ["seat", "wins", "share (95 % interval)", ""],
    seats.map((s, i) => [
      `${i + 1}. ${s.name}`,
      r.winsBySeat[i] ?? 0,
      ci(r.winsBySeat[i] ?? 0, r.games),
      bar(r.winsBySeat[i] ?? 0, maxSeat, fairWins),
    ]),
  )}</section>
<section><h2>Wins by level</h2>${
    list.length === 1
      ? `<p>Every seat played ${esc(list[0])}, so this run compares seats, not levels. To see whether a level wins its share, give the seats different levels, such as <code>--bots ${esc(list[0] === "hard" ? "hard,easy,easy,easy" : "hard," + list[0] + "," + list[0] + "," + list[0])}</code>.</p>`
      : `<p>A level's fair share is the part of the table it holds: one level in every seat holds all of it.</p>${table(
          ["level", "wins", "share (95 % interval)", "fair share"],
          Object.entries(r.winsByLevel).map(([l, w]) => [
            l,
            w,
            ci(w, r.games),
            `${((100 * (levelSeats[l] ?? 0)) / r.players).toFixed(0)}%`,
          ]),
        )}`
  }</section>
<section><h2>Seat order</h2><p>Wins of each level from each seat (seat 1 plays first). A list of levels is rotated round the seats from game to game; this table undoes the rotation, so an advantage of the first seat shows.</p>${table(
    ["level", ...seats.map((_, i) => `seat ${i + 1}`)],
    Object.keys(t.seatGames).map((l) => [
      l,
      ...seats.map((_, i) => ci(t.seatWins[l]?.[i] ?? 0, t.seatGames[l]?.[i] ?? 0)),
    ]),
  )}</section>
<section><h2>Turns to finish</h2><p>Turns of all the players together, to the winning accusation: mean ${r.turns.mean} (about ${(r.turns.mean / r.players).toFixed(1)} turns each), median ${r.turns.p50}, longest ${r.turns.max}.</p>${table(
    ["turns", "games", ""],
    [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([b, n]) => [`${b * width}–${b * width + width - 1}`, n, bar(n, maxBucket)]),
  )}</section>
<section><h2>Rooms</h2>${
    `<p>Entered: how often a player moved into the room, by the dice or a secret passage (a token moved in by someone else's suggestion is not counted, which is why a room can be suggested in more often than entered). Suggested in: how many suggestions were made there, the only place a player can ask about that room's card; a room rarely suggested in is a room whose card is hard to learn.</p>` +
    table(
      ["room", "entered", "suggested in", ""],
      edition.rooms.map((room, i) => [
        room.name,
        t.entered[i] ?? 0,
        t.suggestedIn[i] ?? 0,
        bar(t.entered[i] ?? 0, Math.max(1, ...t.entered)),
      ]),
    )
  }</section>
<section><h2>Heat map</h2><p>Red: how often a token stopped on a square. Blue: how often a room was entered.</p>${heatMap(compiled, t, esc)}</section>
<section><h2>Distances between rooms</h2><p>Fewest steps from inside one room into another (secret passages not counted).</p>${table(
    ["", ...edition.rooms.map((x) => x.name)],
    distances.map((row, i) => [edition.rooms[i]?.name ?? "", ...row.map((d) => (d === null ? "–" : d))]),
  )}</section>
</body></html>
`;
}

export function writeReport(
  file: string,
  compiled: CompiledEdition,
  r: SimulationResult,
  t: Tally,
  warnings: readonly string[] = [],
): void {
  writeFileSync(file, reportHtml(compiled, r, t, warnings));
}
