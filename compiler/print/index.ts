// The print-and-play kit of a compiled edition: one PDF, every sheet the paper's size, in this order: the
// board (tiled), the cards (fronts, then their mirrored backs), the notepad, the pieces, the rules.
// Browser-safe: it takes the edition, the options and the font bytes and returns the PDF's bytes; the CLI
// (print-run.ts) reads fonts and writes the file, the editor runs the same function in its page.
import { PDFDocument } from "pdf-lib";
import type { SvgNode } from "../../player/board";
import type { CompiledEdition } from "../../schemas/graph";
import { boardSheets } from "./board";
import { cardSheets } from "./cards";
import { Type, type KitFonts } from "./fonts";
import { Kit } from "./kit";
import { notepadSheets } from "./notepad";
import type { Paper } from "./paper";
import { pieceSheets } from "./pieces";
import { ruleSheets } from "./rules";
import { kitWords, printLang } from "./words";

export { PAPERS, isPaper, type Paper } from "./paper";
export { editionLangs, printLang } from "./words";
export type { KitFonts } from "./fonts";

export interface PrintOptions {
  paper: Paper;
  /** One of the edition's languages (`editionLangs`); its own when left out. */
  lang?: string;
  /** The edition's board art, sanitized, as the player gets it. */
  art?: SvgNode;
}

/** Every text the kit may print (names, terms, rules, its own sentences), so a caller can pick fonts for it. */
export function kitText(compiled: CompiledEdition, options: Pick<PrintOptions, "lang">): string {
  const { edition } = compiled;
  const w = kitWords(edition, options.lang ?? edition.locale);
  const names = [
    ...edition.suspects.map((s) => w.suspect(s.id)),
    ...edition.weapons.map((x) => w.weapon(x.id)),
    ...edition.rooms.map((r) => w.room(r.id)),
    ...(edition.modules.intrigue?.keepers ?? []).flatMap((k) => Object.values(w.keeper(k.id))),
  ];
  return [
    w.name,
    ...Object.values({ ...w.terms }),
    ...Object.values<string>(w.msg),
    ...names,
    w.rulesText,
    "0123456789?…·•[]–",
  ].join("\n");
}

export interface PrintedKit {
  pdf: Uint8Array;
  pages: number;
}

export async function printKit(compiled: CompiledEdition, options: PrintOptions, fonts: KitFonts): Promise<PrintedKit> {
  const { edition } = compiled;
  const lang = printLang(edition, options.lang);
  if (lang === undefined) throw new Error(`the edition has no language ${options.lang}`);
  // No dates and no producer: the same edition gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const words = kitWords(edition, lang);
  doc.setTitle(words.name);
  doc.setLanguage(words.lang);
  const kit = new Kit(doc, await Type.embed(doc, fonts), words, options.paper);
  boardSheets(kit, compiled, options.art);
  cardSheets(kit, edition);
  notepadSheets(kit, edition);
  pieceSheets(kit, edition);
  ruleSheets(kit, edition);
  return { pdf: await doc.save({ useObjectStreams: true }), pages: doc.getPageCount() };
}
