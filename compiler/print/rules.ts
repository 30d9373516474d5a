// The rules: the edition's rules text (Markdown: headings, numbered and bulleted lists, paragraphs, bold
// and italics printed plain) in the kit's language, then a summary of the edition's options, flowed line
// by line over as many sheets as they take.
import type { Edition } from "../../schemas/edition";
import { GREY } from "./color";
import type { Kit } from "./kit";
import { wrap, type Sheet } from "./sheet";
import { PT } from "./paper";
import { fill } from "./words";

interface Block {
  kind: "h1" | "h2" | "p" | "li";
  text: string;
  /** A list item's marker ("1.", "•"). */
  mark?: string;
}

const plain = (s: string) => s.replace(/\*\*|__|[*_`]/g, "").trim();

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let cur: Block | null = null;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (line.trim() === "") cur = null;
    else if (heading) {
      out.push({ kind: (heading[1] ?? "").length === 1 ? "h1" : "h2", text: plain(heading[2] ?? "") });
      cur = null;
    } else if (item) {
      const mark = item[1] ?? "-";
      cur = { kind: "li", text: plain(item[2] ?? ""), mark: /\d/.test(mark) ? mark : "•" };
      out.push(cur);
    } else if (cur) cur.text += " " + plain(line);
    else {
      cur = { kind: "p", text: plain(line) };
      out.push(cur);
    }
  }
  return out;
}

function options(kit: Kit, edition: Edition): string[] {
  const m = kit.words.msg;
  const r = edition.rules;
  const room = (id: string) => kit.words.room(id);
  const dice = r.dice.map((d) => `[${d.faces.join(" ")}]`).join(" ");
  const out = [
    fill(m.optPlayers, { min: edition.players.min, max: edition.players.max }),
    fill(m.optDice, { dice }),
    r.movement.mode === "exact" ? m.optExact : m.optUpTo,
  ];
  if (r.movement.secretPassages && edition.board.passages.length > 0) out.push(m.optPassages);
  out.push(r.deal.kind === "all" ? m.optDealAll : fill(m.optDealEqual, { room: room(r.deal.leftovers) }));
  out.push(
    r.accusations.kind === "anywhere" ? m.optAccuseAnywhere : fill(m.optAccuseRoom, { room: room(r.accusations.room) }),
  );
  out.push(r.end.lastPlayerWins ? m.optLastWins : m.optNobodyWins);
  const intrigue = edition.modules.intrigue;
  if (intrigue)
    out.push(
      fill(m.optIntrigue, { clocks: intrigue.clocks, keepers: intrigue.keepers.reduce((n, k) => n + k.count, 0) }),
    );
  return out;
}

const STYLE = {
  h1: { size: 15, bold: true, before: 4 },
  h2: { size: 11.5, bold: true, before: 3.5 },
  p: { size: 9.5, bold: false, before: 1.6 },
  li: { size: 9.5, bold: false, before: 1 },
} as const;

export function ruleSheets(kit: Kit, edition: Edition): void {
  const m = kit.words.msg;
  const all: Block[] = [
    { kind: "h1", text: `${kit.words.name} · ${m.rules}` },
    ...blocks(kit.words.rulesText),
    { kind: "h2", text: m.options },
    ...options(kit, edition).map((text) => ({ kind: "li" as const, text, mark: "•" })),
  ];
  let s: Sheet | null = null;
  let y = 0;
  const [left, top] = [18, 14];
  const next = () => {
    if (s) kit.footer(s);
    s = kit.sheet();
    y = top;
    return s;
  };
  let sheet = next();
  for (const b of all) {
    const st = STYLE[b.kind];
    const indent = b.kind === "li" ? 6 : 0;
    const width = sheet.w - 2 * left - indent;
    const lines = wrap(kit.type, b.text, st.size, width * PT, st.bold);
    const lead = (st.size * 1.35) / PT;
    y += st.before;
    // A heading keeps its first lines with it.
    if (b.kind.startsWith("h") && y + lead * 3 > sheet.h - top) sheet = next();
    lines.forEach((line, i) => {
      if (y + lead > sheet.h - top) sheet = next();
      if (i === 0 && b.mark) sheet.text(b.mark, left, y + lead / 2, indent, { size: st.size, color: GREY });
      sheet.text(line, left + indent, y + lead / 2, width, { size: st.size, bold: st.bold });
      y += lead;
    });
  }
  kit.footer(sheet);
}
