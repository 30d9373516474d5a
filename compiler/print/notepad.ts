// The detective notepad in the edition's own name (Detective Notepad, List of Credits, Clue sheet): every
// card grouped under its kind, a column per player (as many as the edition seats) to mark. Two to a sheet,
// one above the other; a long list takes a whole sheet each and smaller rows.
import type { Edition } from "../../schemas/edition";
import { GREY, INK, LIGHT } from "./color";
import type { Kit } from "./kit";
import type { Sheet } from "./sheet";

interface Group {
  title: string;
  names: string[];
}

function groups(kit: Kit, edition: Edition): Group[] {
  const w = kit.words;
  return [
    { title: w.terms.suspects, names: edition.suspects.map((s) => w.suspect(s.id)) },
    { title: w.terms.weapons, names: edition.weapons.map((x) => w.weapon(x.id)) },
    { title: w.terms.rooms, names: edition.rooms.filter((r) => r.card).map((r) => w.room(r.id)) },
  ];
}

function pad(kit: Kit, s: Sheet, gs: Group[], players: number, x: number, y: number, w: number, h: number): void {
  const rows = gs.reduce((n, g) => n + g.names.length + 1, 0) + 2;
  const row = Math.min(6, h / rows);
  const size = Math.min(10, row * 2);
  const col = Math.min(9, (w * 0.45) / players);
  const nameW = w - col * players;
  s.rect(x, y, w, h, null, { color: GREY, width: 0.4 });
  s.text(kit.words.terms.notepad, x + 3, y + row * 0.6, nameW - 4, { size: size * 1.2, bold: true, min: 5 });
  s.text(kit.words.name, x + w - 3, y + row * 0.6, w * 0.4, { size: size * 0.8, align: "right", min: 4, color: GREY });
  let top = y + row * 1.2;
  s.text(kit.words.msg.notepadPlayers, x + 3, top + row / 2, nameW - 4, { size: size * 0.8, min: 4, color: GREY });
  for (let p = 0; p < players; p++) s.rect(x + nameW + p * col, top, col, row, null, { width: 0.3, color: GREY });
  top += row;
  for (const g of gs) {
    s.rect(x, top, w, row, LIGHT);
    s.text(g.title, x + 3, top + row / 2, w - 6, { size, bold: true, min: 4 });
    top += row;
    for (const name of g.names) {
      s.text(name, x + 4, top + row / 2, nameW - 6, { size: size * 0.95, min: 4 });
      for (let p = 0; p < players; p++) s.rect(x + nameW + p * col, top, col, row, null, { width: 0.3, color: INK });
      top += row;
    }
  }
}

export function notepadSheets(kit: Kit, edition: Edition): void {
  const gs = groups(kit, edition);
  const rows = gs.reduce((n, g) => n + g.names.length + 1, 0) + 2;
  const players = edition.players.max;
  const s = kit.sheet();
  const [x, w] = [12, s.w - 24];
  const half = (s.h - 30) / 2;
  // Rows of 4.5 mm or more fit two pads on a sheet; a longer list gets the sheet to itself.
  if (half / rows >= 4.5) {
    pad(kit, s, gs, players, x, 10, w, half);
    s.line(4, s.h / 2, s.w - 4, s.h / 2, { dash: [3, 2], width: 0.3, color: GREY });
    pad(kit, s, gs, players, x, 20 + half, w, half);
  } else pad(kit, s, gs, players, x, 10, w, s.h - 20);
  kit.footer(s);
}
