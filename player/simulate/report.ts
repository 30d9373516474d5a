// `simulate --report <file.html>`: a balance report a designer reads in a browser. One self-contained page
// (no scripts, no network): wins by seat and by level, turns to finish, rooms entered and suggested in, a
// heat map of the squares where tokens stopped, and the room-to-room distances.
import { writeFileSync } from "node:fs";
import { editionText } from "../../edition/text";
import { formatNumber, formatPercent } from "../../i18n/format";
import type { Lang } from "../../i18n/lang";
import type { CompiledEdition } from "../../schemas/graph";
import { roomDistances } from "./distances";
import { escapeControls } from "./escape";
import { heatMap } from "./heatmap";
import { findings, wilson } from "./verdict";
import type { SimulationResult, Tally } from "./simulate";
import { WORDS } from "./words";

/** Our own sentences in a text node: only what would start markup is escaped. */
const txt = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const esc = (s: unknown) => escapeControls(String(s)).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Shares as Intl writes them in the report's language; "–" where there is nothing to share.
const pct = (lang: Lang, n: number, of: number) => (of > 0 ? formatPercent(lang, n / of, 1) : "–");
const ci = (lang: Lang, n: number, of: number) => {
  if (of <= 0) return "–";
  const s = wilson(n, of);
  return `${formatPercent(lang, s.share)} (${formatNumber(lang, 100 * s.low)}–${formatNumber(lang, 100 * s.high)})`;
};

/** A bar of `value` out of `max`; with `mark`, a line where the fair share lies, so a bar short of it shows. */
function bar(value: number, max: number, mark?: number, markTitle = WORDS.en.fairShare): string {
  const x = (v: number) => (max > 0 ? Math.round((200 * v) / max) : 0);
  const line =
    mark === undefined
      ? ""
      : `<rect x="${Math.min(202, x(mark))}" y="0" width="2" height="16" fill="#222"><title>${esc(markTitle)}</title></rect>`;
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

/**
 * `warnings`: sentences the designer must not miss, shown under the summary. In `lang`, names are the
 * edition's translation into it where it has one.
 */
export function reportHtml(
  compiled: CompiledEdition,
  r: SimulationResult,
  t: Tally,
  warnings: readonly string[] = [],
  lang: Lang = "en",
): string {
  const { edition } = compiled;
  const w = WORDS[lang];
  const count = (n: number) => formatNumber(lang, n);
  const words = editionText(edition, lang);
  const roomName = (i: number) => words.room(edition.rooms[i]?.id ?? "");
  const suspectName = (i: number) => words.suspect(edition.suspects[i]?.id ?? "");
  const title = w.title(words.name);
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
  const verdict = findings(r, t, levelSeats, w)
    .map((f) => `<p class="verdict">${esc(f.text)}</p>`)
    .join("");
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<style>body{font:14px "Clue Kit JP",system-ui,sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:2px 8px;text-align:right;border-bottom:1px solid #ddd}thead th:first-child{text-align:left}th[scope=row]{text-align:left;max-width:16em;overflow-wrap:anywhere;white-space:normal}th{overflow-wrap:anywhere}.verdict{font-size:16px;border-left:4px solid #4a78c2;padding:.2em 1em}section{margin-bottom:2em}</style>
</head><body>
<h1>${esc(title)}</h1>
<p>${txt(w.summary(count(r.games), r.players, r.bots, r.seed, count(r.noWinner), pct(lang, r.noWinner, r.games), count(r.wrongAccusations), r.suggestions.mean))}</p>${warnings.map((w) => `\n<p><strong>${esc(w)}</strong></p>`).join("")}
<section><h2>${txt(w.verdict)}</h2>${verdict}</section>
<section><h2>${txt(w.winsBySeat)}</h2><p>${txt(w.fairSeat(formatNumber(lang, 100 / r.players)))}</p>${table(
    [w.seat, w.wins, w.shareInterval, ""],
    seats.map((_, i) => [
      `${i + 1}. ${suspectName(i)}`,
      r.winsBySeat[i] ?? 0,
      ci(lang, r.winsBySeat[i] ?? 0, r.games),
      bar(r.winsBySeat[i] ?? 0, maxSeat, fairWins, w.fairShare),
    ]),
  )}</section>
<section><h2>${txt(w.winsByLevel)}</h2>${
    list.length === 1
      ? `<p>${txt(w.oneLevel(String(list[0])))} <code>--bots ${esc(list[0] === "hard" ? "hard,easy,easy,easy" : "hard," + list[0] + "," + list[0] + "," + list[0])}</code>${txt(w.stop)}</p>`
      : `<p>${txt(w.levelShare)}</p>${table(
          [w.level, w.wins, w.shareInterval, w.fairShare],
          Object.entries(r.winsByLevel).map(([l, w]) => [
            l,
            w,
            ci(lang, w, r.games),
            formatPercent(lang, (levelSeats[l] ?? 0) / r.players),
          ]),
        )}`
  }</section>
<section><h2>${txt(w.seatOrder)}</h2><p>${txt(w.seatOrderText)}</p>${table(
    [w.level, ...seats.map((_, i) => w.seatN(i + 1))],
    Object.keys(t.seatGames).map((l) => [
      l,
      ...seats.map((_, i) => ci(lang, t.seatWins[l]?.[i] ?? 0, t.seatGames[l]?.[i] ?? 0)),
    ]),
  )}</section>
<section><h2>${txt(w.turnsToFinish)}</h2><p>${txt(w.turnsText(r.turns.mean, formatNumber(lang, r.turns.mean / r.players, 1), count(r.turns.p50), count(r.turns.max)))}</p>${table(
    [w.turns, w.games, ""],
    [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([b, n]) => [`${b * width}–${b * width + width - 1}`, n, bar(n, maxBucket)]),
  )}</section>
<section><h2>${txt(w.rooms)}</h2>${
    `<p>${txt(w.roomsText)}</p>` +
    table(
      [w.room, w.entered, w.suggestedIn, ""],
      edition.rooms.map((_, i) => [
        roomName(i),
        t.entered[i] ?? 0,
        t.suggestedIn[i] ?? 0,
        bar(t.entered[i] ?? 0, Math.max(1, ...t.entered)),
      ]),
    )
  }</section>
<section><h2>${txt(w.heatMap)}</h2><p>${txt(w.heatText)}</p>${heatMap(compiled, t, esc, { w, roomName, suspectName })}</section>
<section><h2>${txt(w.distances)}</h2><p>${txt(w.distancesText)}</p>${table(
    ["", ...edition.rooms.map((_, i) => roomName(i))],
    distances.map((row, i) => [roomName(i), ...row.map((d) => (d === null ? "–" : d))]),
  )}</section>
</body></html>
`;
}

/**
 * Writes the report, with the @font-face rules `fontCss` gives for its text (the CLI's: the Japanese font
 * cut to the report's Japanese, so a machine with no Japanese font does not show boxes).
 */
export async function writeReport(
  file: string,
  compiled: CompiledEdition,
  r: SimulationResult,
  t: Tally,
  warnings: readonly string[],
  lang: Lang,
  fontCss: (text: string) => Promise<string> = () => Promise.resolve(""),
): Promise<void> {
  const html = reportHtml(compiled, r, t, warnings, lang);
  const css = await fontCss(html);
  writeFileSync(file, css ? html.replace("</head>", () => `<style>${css}</style>\n</head>`) : html);
}
