// Paper sizes and the units the kit is laid out in. Everything is placed in millimetres from the sheet's
// top-left corner, as a designer measures a sheet; `Sheet` turns that into PDF points (origin bottom-left).

export type Paper = "a4" | "letter";

export const PAPERS: readonly Paper[] = ["a4", "letter"];

/** Points per millimetre: a PDF point is 1/72 inch. */
export const PT = 72 / 25.4;

/** Sheet sizes in points, portrait: ISO 216 A4 (210 x 297 mm) and US Letter (8.5 x 11 in). */
export const PAPER_SIZE: Readonly<Record<Paper, { w: number; h: number }>> = {
  a4: { w: 210 * PT, h: 297 * PT },
  letter: { w: 8.5 * 72, h: 11 * 72 },
};

export function isPaper(v: string): v is Paper {
  return (PAPERS as readonly string[]).includes(v);
}
