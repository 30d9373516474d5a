// Fitting a room's name inside the room: one or two lines, shrunk until the widest line fits.
// Widths are estimated (no font metrics in a pure module): wide (CJK) characters one em, others ~0.56 em.

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function ems(s: string): number {
  let w = 0;
  for (const ch of s) w += WIDE.test(ch) ? 1 : ch === " " ? 0.3 : 0.56;
  return w;
}

export interface FittedLabel {
  lines: string[];
  fontSize: number;
}

/** Split at the space that makes the widest line narrowest, when one line would need a smaller font. */
export function fitLabel(name: string, width: number, height: number, maxFont: number): FittedLabel {
  const one = { lines: [name], fontSize: Math.min(maxFont, (width * 0.9) / Math.max(ems(name), 0.5), height * 0.8) };
  const words = name.split(" ").filter(Boolean);
  if (words.length < 2 || one.fontSize >= maxFont) return one;
  let best = one;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const wide = Math.max(...lines.map(ems));
    const fontSize = Math.min(maxFont, (width * 0.9) / wide, (height * 0.8) / 2.3);
    if (fontSize > best.fontSize) best = { lines, fontSize };
  }
  return best;
}
