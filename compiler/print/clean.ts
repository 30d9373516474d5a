// A name from an edition as the kit may print it: no control characters, no bidi overrides or isolates
// (they would reorder the rest of the line in a viewer that honours them), whitespace folded to single
// spaces. Checking the edition refuses most of these; a draft in the editor may still hold them.

// C0 and C1 controls, DEL, the bidi marks, embeddings, overrides and isolates, and the BOM.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export function cleanText(s: string): string {
  return s.replace(CONTROLS, " ").replace(/\s+/gu, " ").trim();
}
