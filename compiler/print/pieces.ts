// The pieces: a fold-over standee per suspect in its colour, a round token per weapon, the envelope as a
// cut-and-fold net, a sticker for each special die face (The Office's `?`), and the start player marker.
import { rgb } from "pdf-lib";
import type { Edition } from "../../schemas/edition";
import { GREY, INK, color, inkOn, isLight } from "./color";
import type { Kit } from "./kit";
import type { Sheet } from "./sheet";
import { fill } from "./words";

const WHITE = rgb(1, 1, 1);
const PAPER = rgb(0.96, 0.92, 0.82);
const CUT = { width: 0.4 };
const FOLD = { width: 0.4, dash: [2, 1.5], color: GREY };

/** One standee: two faces back to back (the far one upside down, to read once folded) and two feet. */
function standee(s: Sheet, x: number, y: number, name: string, c: ReturnType<typeof color>): void {
  const [w, face, foot] = [24, 32, 10];
  const ink = inkOn(c ?? INK);
  s.rect(x, y, w, foot * 2 + face * 2, null, CUT);
  for (const [top, turn] of [
    [y + foot, 180],
    [y + foot + face, 0],
  ] as const) {
    s.rect(x, top, w, face, c ?? INK, isLight(c ?? INK) ? { color: GREY, width: 0.4 } : undefined);
    s.circle(x + w / 2, top + (turn ? 20 : 12), 7, WHITE);
    s.circle(x + w / 2, top + (turn ? 20 : 12), 5, c ?? INK);
    s.text(name, x + w / 2, top + (turn ? 6 : 26), w - 3, {
      size: 8,
      min: 4.5,
      bold: true,
      align: "center",
      color: ink,
      turn,
    });
  }
  s.line(x, y + foot, x + w, y + foot, FOLD);
  s.line(x, y + foot + face, x + w, y + foot + face, FOLD);
  s.line(x, y + foot + face * 2, x + w, y + foot + face * 2, FOLD);
}

function weaponToken(s: Sheet, cx: number, cy: number, name: string): void {
  s.circle(cx, cy, 11, PAPER, CUT);
  s.circle(cx, cy, 9.5, null, { width: 0.8, color: rgb(0.23, 0.23, 0.35) });
  s.paragraph(name, cx - 8.5, cy - 6, 17, 12, { size: 7, min: 4, bold: true, align: "center" });
}

function piecesSheet(kit: Kit, edition: Edition): void {
  const s = kit.sheet();
  const m = kit.words.msg;
  s.text(m.pieces, 12, 8, s.w - 24, { size: 12, bold: true });
  s.text(fill(m.standees, { suspects: kit.words.terms.suspects }), 12, 14, s.w - 24, {
    size: 7.5,
    min: 5,
    color: GREY,
  });
  let x = 12;
  let y = 18;
  for (const sp of edition.suspects) {
    if (x + 24 > s.w - 12) [x, y] = [12, y + 88];
    standee(s, x, y, kit.words.suspect(sp.id), color(sp.color));
    x += 28;
  }
  y += 92;
  s.text(fill(m.weaponTokens, { weapons: kit.words.terms.weapons }), 12, y, s.w - 24, {
    size: 7.5,
    min: 5,
    color: GREY,
  });
  x = 12;
  y += 4;
  for (const wp of edition.weapons) {
    if (x + 24 > s.w - 12) [x, y] = [12, y + 25];
    weaponToken(s, x + 11, y + 11, kit.words.weapon(wp.id));
    x += 25;
  }
  kit.footer(s);
}

/** A net that folds round a stack of poker cards: front panel, back panel with its lid, side and bottom flaps. */
function envelope(kit: Kit, s: Sheet, x: number, y: number): void {
  const [w, h, lid, side, bottom] = [72, 97, 36, 14, 42];
  const yBody = y + lid;
  s.rect(x + side, y, w, lid, PAPER, CUT);
  s.rect(x + side, yBody, w, h, PAPER, CUT);
  s.rect(x, yBody + 6, side, h - 12, PAPER, CUT);
  s.rect(x + side + w, yBody + 6, side, h - 12, PAPER, CUT);
  s.rect(x + side, yBody + h, w, bottom, PAPER, CUT);
  for (const [x1, y1, x2, y2] of <[number, number, number, number][]>[
    [x + side, yBody, x + side + w, yBody],
    [x + side, yBody + h, x + side + w, yBody + h],
    [x + side, yBody, x + side, yBody + h],
    [x + side + w, yBody, x + side + w, yBody + h],
  ])
    s.line(x1, y1, x2, y2, FOLD);
  s.paragraph(kit.words.terms.envelope, x + side + 6, yBody + 30, w - 12, 20, {
    size: 14,
    min: 7,
    bold: true,
    align: "center",
  });
  s.paragraph(kit.words.msg.envelopeHere, x + side + 6, yBody + 52, w - 12, 14, {
    size: 8,
    min: 5,
    align: "center",
    color: GREY,
  });
}

function stickers(kit: Kit, edition: Edition, s: Sheet, x: number, y: number, width: number): number {
  const faces = edition.rules.dice.flatMap((d) => d.faces.filter((f): f is "?" => typeof f !== "number"));
  if (faces.length === 0) return y;
  s.paragraph(kit.words.msg.dieStickers, x, y, width, 10, { size: 7.5, min: 5, color: GREY });
  y += 11;
  faces.forEach((face, i) => {
    const sx = x + (i % 4) * 18;
    const sy = y + Math.floor(i / 4) * 18;
    s.rect(sx, sy, 15, 15, rgb(0.42, 0.11, 0.6), CUT);
    s.text(face, sx + 7.5, sy + 7.5, 13, { size: 22, bold: true, align: "center", color: WHITE });
  });
  return y + Math.ceil(faces.length / 4) * 18 + 4;
}

function startMarker(kit: Kit, edition: Edition, s: Sheet, cx: number, cy: number): void {
  const m = kit.words.msg;
  const first = edition.rules.firstPlayer;
  const who =
    first.kind === "suspect" ? fill(m.firstSuspect, { name: kit.words.suspect(first.suspect) }) : m.firstHighRoll;
  const c = first.kind === "suspect" ? color(edition.suspects.find((sp) => sp.id === first.suspect)?.color) : null;
  s.circle(cx, cy, 24, c ?? INK, CUT);
  s.circle(cx, cy, 20, WHITE);
  s.paragraph(m.startMarker, cx - 16, cy - 11, 32, 10, { size: 9, min: 5, bold: true, align: "center" });
  s.paragraph(who, cx - 16, cy + 1, 32, 10, { size: 7, min: 4.5, align: "center" });
}

export function pieceSheets(kit: Kit, edition: Edition): void {
  piecesSheet(kit, edition);
  const s = kit.sheet();
  s.paragraph(fill(kit.words.msg.envelopeTitle, { envelope: kit.words.terms.envelope }), 12, 6, s.w - 24, 10, {
    size: 8,
    min: 5,
    color: GREY,
  });
  envelope(kit, s, 12, 18);
  const right = 12 + 14 * 2 + 72 + 8;
  const y = stickers(kit, edition, s, right, 18, s.w - right - 12);
  startMarker(kit, edition, s, right + 30, y + 30);
  kit.footer(s);
}
