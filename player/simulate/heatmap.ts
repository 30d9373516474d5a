// The report's heat map: a static SVG of the board, squares shaded by how often a token stopped there and
// rooms by how often they were entered, with a scale for each, the doors, the start squares and the secret
// passages. A large board is drawn smaller (squares shrink to keep the map at most MAX_WIDTH across).
import type { CompiledEdition } from "../../schemas/graph";
import type { Tally } from "./simulate";
import { reportEn, type ReportWords } from "./words/en";

const MAX_WIDTH = 900;

const red = (heat: number) => `rgba(220,60,30,${(0.08 + 0.92 * heat).toFixed(3)})`;
const blue = (heat: number) => `rgba(60,90,200,${(0.08 + 0.6 * heat).toFixed(3)})`;

function scale(
  x: number,
  y: number,
  label: string,
  max: number,
  fill: (h: number) => string,
  esc: (s: unknown) => string,
): string {
  const steps = [0, 0.25, 0.5, 0.75, 1];
  return `<g transform="translate(${x},${y})"><text y="-4" font-size="11">${esc(label)}</text>${steps
    .map(
      (h, i) =>
        `<rect x="${i * 36}" width="36" height="12" fill="${fill(h)}"/><text x="${i * 36}" y="26" font-size="10">${Math.round(h * max)}</text>`,
    )
    .join("")}</g>`;
}

/** What the map says, in the report's language, and the names as the report shows them. */
export interface MapWords {
  w: ReportWords;
  roomName: (i: number) => string;
  suspectName: (i: number) => string;
}

export function heatMap(
  compiled: CompiledEdition,
  t: Tally,
  esc: (s: unknown) => string,
  { w: words, roomName, suspectName }: MapWords = {
    w: reportEn,
    roomName: (i) => compiled.edition.rooms[i]?.name ?? "",
    suspectName: (i) => compiled.edition.suspects[i]?.name ?? "",
  },
): string {
  const { edition, graph } = compiled;
  const size = Math.max(4, Math.min(18, Math.floor(MAX_WIDTH / Math.max(1, graph.cols))));
  const maxStops = Math.max(1, ...t.stops);
  const maxEntries = Math.max(1, ...t.entered);
  const cells: string[] = [];
  for (let r = 0; r < graph.rows; r++)
    for (let c = 0; c < graph.cols; c++) {
      const node = graph.cellNode[r * graph.cols + c] ?? -1;
      if (node < 0) continue;
      const square = node < graph.squareCount;
      const n = square ? (t.stops[node] ?? 0) : (t.entered[node - graph.squareCount] ?? 0);
      const fill = square ? red(n / maxStops) : blue(n / maxEntries);
      const title = square ? words.stopsOn(`[${r}, ${c}]`, n) : words.entries(roomName(node - graph.squareCount), n);
      cells.push(
        `<rect x="${c * size}" y="${r * size}" width="${size}" height="${size}" fill="${fill}" stroke="#fff" stroke-width="0.5"><title>${esc(title)}</title></rect>`,
      );
    }
  const mid = ([r, c]: readonly [number, number]) => [(c + 0.5) * size, (r + 0.5) * size] as const;
  const doors = edition.board.doors.map((d) => {
    const [x1, y1] = mid(d.cell);
    const [x2, y2] = mid(d.front);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#222" stroke-width="${Math.max(1, size / 6)}"/>`;
  });
  const starts = edition.suspects.map((s, i) => {
    const [x, y] = mid(s.start);
    return `<circle cx="${x}" cy="${y}" r="${size / 3}" fill="${esc(s.color)}" stroke="#000"><title>${esc(words.startsHere(suspectName(i)))}</title></circle>`;
  });
  const centre = (id: string) => {
    const i = edition.rooms.findIndex((r) => r.id === id);
    const at: [number, number][] = [];
    for (let r = 0; r < graph.rows; r++)
      for (let c = 0; c < graph.cols; c++)
        if (graph.cellNode[r * graph.cols + c] === graph.squareCount + i) at.push([r, c]);
    if (!at.length) return undefined;
    return [
      (at.reduce((s, p) => s + p[1], 0) / at.length + 0.5) * size,
      (at.reduce((s, p) => s + p[0], 0) / at.length + 0.5) * size,
    ] as const;
  };
  const passages = edition.board.passages.map(([a, b]) => {
    const [pa, pb] = [centre(a), centre(b)];
    return pa && pb
      ? `<line x1="${pa[0]}" y1="${pa[1]}" x2="${pb[0]}" y2="${pb[1]}" stroke="#7a3" stroke-width="2" stroke-dasharray="6 4"><title>${esc(words.passage(roomName(edition.rooms.findIndex((x) => x.id === a)), roomName(edition.rooms.findIndex((x) => x.id === b))))}</title></line>`
      : "";
  });
  const labels = edition.rooms.map((room, i) => {
    const p = centre(room.id);
    const name = roomName(i);
    return p
      ? `<text x="${p[0].toFixed(0)}" y="${p[1].toFixed(0)}" text-anchor="middle" font-size="${Math.max(8, Math.min(11, size * 0.7)).toFixed(0)}">${esc(name.length > 18 ? `${name.slice(0, 17)}…` : name)}</text>`
      : "";
  });
  const w = graph.cols * size;
  const h = graph.rows * size;
  const legend = `${scale(0, h + 20, words.stopsScale, maxStops, red, esc)}${scale(220, h + 20, words.entriesScale, maxEntries, blue, esc)}<g transform="translate(440,${h + 20})" font-size="11"><line x1="0" y1="6" x2="20" y2="6" stroke="#222" stroke-width="3"/><text x="24" y="10">${esc(words.door)}</text><circle cx="70" cy="6" r="5" fill="#ccc" stroke="#000"/><text x="80" y="10">${esc(words.start)}</text><line x1="120" y1="6" x2="150" y2="6" stroke="#7a3" stroke-width="2" stroke-dasharray="6 4"/><text x="154" y="10">${esc(words.secretPassage)}</text></g>`;
  return `<svg viewBox="0 0 ${Math.max(w, 720)} ${h + 56}" width="${Math.max(w, 720)}" style="max-width:100%;height:auto" role="img" aria-label="${esc(words.heatLabel)}">${cells.join("")}${passages.join("")}${doors.join("")}${starts.join("")}${labels.join("")}${legend}</svg>`;
}
