// The card sheets: nine fronts to a sheet (card-grid.ts), each followed by the sheet of their backs,
// mirrored to land behind them when printed double-sided and flipped on the long edge. A front shows the
// kind in the edition's own term, the name, and the kind's colour (a suspect's own); every back of a deck
// is the same, so a back tells nothing about its card. The Office's Intrigue deck (Clocks and Keepers) is a
// deck of its own with its own back.
import { rgb, type RGB } from "pdf-lib";
import type { Edition } from "../../schemas/edition";
import { GREY, INK, color, inkOn, isLight } from "./color";
import { BLEED_MM, CARD_H, CARD_W, PER_SHEET, cardBox, cutLines } from "./card-grid";
import type { Kit } from "./kit";
import type { Sheet } from "./sheet";
import { fill } from "./words";

interface CardFace {
  kind: string;
  name: string;
  text?: string;
  color: RGB;
}

interface Deck {
  title: string;
  cards: CardFace[];
  back: { label: string; color: RGB };
}

const WEAPON = rgb(0.23, 0.23, 0.35);
const ROOM = rgb(0.42, 0.31, 0.16);
const CLOCK = rgb(0.42, 0.11, 0.6);
const KEEPER = rgb(0.12, 0.37, 0.37);
const BACK = rgb(0.17, 0.13, 0.09);
const WHITE = rgb(1, 1, 1);

function decks(kit: Kit, edition: Edition): Deck[] {
  const w = kit.words;
  const t = w.terms;
  const main: CardFace[] = [
    ...edition.suspects.map((s) => ({ kind: t.suspect, name: w.suspect(s.id), color: color(s.color) ?? INK })),
    ...edition.weapons.map((x) => ({ kind: t.weapon, name: w.weapon(x.id), color: WEAPON })),
    ...edition.rooms.filter((r) => r.card).map((r) => ({ kind: t.room, name: w.room(r.id), color: ROOM })),
  ];
  const out: Deck[] = [{ title: t.cards, cards: main, back: { label: w.name, color: BACK } }];
  const intrigue = edition.modules.intrigue;
  if (intrigue) {
    const m = w.msg;
    const cards: CardFace[] = [];
    for (let i = 0; i < intrigue.clocks; i++)
      cards.push({ kind: m.intrigue, name: m.clock, text: m.clockText, color: CLOCK });
    for (const k of intrigue.keepers) {
      const { name, text } = w.keeper(k.id);
      for (let i = 0; i < k.count; i++) cards.push({ kind: `${m.intrigue} · ${m.keeper}`, name, text, color: KEEPER });
    }
    out.push({ title: m.intrigue, cards, back: { label: m.intrigue, color: CLOCK } });
  }
  return out;
}

function cropMarks(s: Sheet): void {
  const { xs, ys } = cutLines(s.w, s.h);
  // From just outside the bleed outwards, stopping short of the strip a printer can not reach.
  const near = BLEED_MM + 0.8;
  const far = (room: number) => Math.max(near + 0.8, Math.min(BLEED_MM + 6, room - 1.5));
  const [top, bottom, left, right] = [ys[0], s.h - ys[3], xs[0], s.w - xs[3]];
  for (const x of xs) {
    s.line(x, ys[0] - near, x, ys[0] - far(top), { width: 0.3 });
    s.line(x, ys[3] + near, x, ys[3] + far(bottom), { width: 0.3 });
  }
  for (const y of ys) {
    s.line(xs[0] - near, y, xs[0] - far(left), y, { width: 0.3 });
    s.line(xs[3] + near, y, xs[3] + far(right), y, { width: 0.3 });
  }
}

function front(s: Sheet, i: number, card: CardFace): void {
  const b = cardBox(i, s.w, s.h, false);
  s.rect(b.bleed.x, b.bleed.y, b.bleed.w, b.bleed.h, card.color);
  const pad = 4;
  // A white suspect's frame would vanish on the white panel: outline it in grey.
  const edge = isLight(card.color) ? GREY : card.color;
  s.rect(b.x + pad, b.y + pad, CARD_W - 2 * pad, CARD_H - 2 * pad, WHITE, { color: edge, width: 0.8 });
  const inner = CARD_W - 2 * pad - 6;
  s.rect(b.x + pad, b.y + pad, CARD_W - 2 * pad, 10, card.color, { color: edge, width: 0.8 });
  s.text(card.kind, b.x + CARD_W / 2, b.y + pad + 5, inner, {
    size: 9,
    min: 6,
    bold: true,
    align: "center",
    color: inkOn(card.color),
  });
  const nameTop = card.text ? b.y + 20 : b.y + 30;
  s.paragraph(card.name, b.x + pad + 3, nameTop, inner, 24, { size: 15, min: 7, bold: true, align: "left" });
  if (card.text) s.paragraph(card.text, b.x + pad + 3, b.y + 46, inner, 34, { size: 8, min: 5.5 });
  else s.circle(b.x + CARD_W / 2, b.y + 68, 7, card.color, { color: edge, width: 0.8 });
}

function back(s: Sheet, i: number, deck: Deck): void {
  const b = cardBox(i, s.w, s.h, true);
  s.rect(b.bleed.x, b.bleed.y, b.bleed.w, b.bleed.h, deck.back.color);
  s.rect(b.x + 5, b.y + 5, CARD_W - 10, CARD_H - 10, null, { color: inkOn(deck.back.color), width: 0.6 });
  s.text("?", b.x + CARD_W / 2, b.y + 34, CARD_W - 14, {
    size: 54,
    bold: true,
    align: "center",
    color: inkOn(deck.back.color),
  });
  s.paragraph(deck.back.label, b.x + 8, b.y + 58, CARD_W - 16, 20, {
    size: 12,
    min: 7,
    bold: true,
    align: "center",
    color: inkOn(deck.back.color),
  });
}

/** Card sheets have no room above or below the block on Letter: their words run up the side margins. */
function sides(kit: Kit, s: Sheet, text: string): void {
  s.text(text, 5, s.h / 2, s.h - 16, { size: 7, min: 5, color: GREY, turn: 90, align: "center" });
  kit.footer(s, "", true);
}

export function cardSheets(kit: Kit, edition: Edition): void {
  const m = kit.words.msg;
  for (const deck of decks(kit, edition)) {
    const sheets = Math.ceil(deck.cards.length / PER_SHEET);
    for (let n = 0; n < sheets; n++) {
      const cards = deck.cards.slice(n * PER_SHEET, (n + 1) * PER_SHEET);
      const f = kit.sheet();
      cards.forEach((c, i) => front(f, i, c));
      cropMarks(f);
      sides(kit, f, `${fill(m.cardsFront, { kind: deck.title, n: n + 1, m: sheets })} · ${m.cardsNote}`);
      const b = kit.sheet();
      cards.forEach((_, i) => back(b, i, deck));
      cropMarks(b);
      sides(kit, b, fill(m.cardsBack, { kind: deck.title, n: n + 1 }));
    }
  }
}
