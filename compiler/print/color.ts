// Colours as the board tree and the edition write them (`#rrggbb`, `#rgb`, a few names) -> pdf-lib's rgb.
import { rgb, type RGB } from "pdf-lib";

const NAMED = new Map<string, string>([
  ["black", "#000000"],
  ["white", "#ffffff"],
  ["red", "#ff0000"],
  ["green", "#008000"],
  ["blue", "#0000ff"],
  ["yellow", "#ffff00"],
  ["gray", "#808080"],
  ["grey", "#808080"],
]);

/** A colour, or null for `none`, `transparent` and what we can not read (a gradient reference among them). */
export function color(value: string | undefined): RGB | null {
  if (!value) return null;
  const v = NAMED.get(value.trim().toLowerCase()) ?? value.trim();
  let m = /^#([0-9a-f]{6})$/i.exec(v);
  if (m) {
    const n = parseInt(m[1] ?? "0", 16);
    return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  }
  m = /^#([0-9a-f]{3})$/i.exec(v);
  if (m) {
    const [r = 0, g = 0, b = 0] = [...(m[1] ?? "")].map((c) => parseInt(c + c, 16) / 255);
    return rgb(r, g, b);
  }
  return null;
}

/** Is `c` so light that it vanishes on white paper (Mrs. White's #f2f2f2)? */
export function isLight(c: RGB): boolean {
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue > 0.85;
}

/** Black or white, whichever reads better on `bg`. */
export function inkOn(bg: RGB): RGB {
  const l = 0.2126 * bg.red + 0.7152 * bg.green + 0.0722 * bg.blue;
  return l > 0.55 ? rgb(0.12, 0.1, 0.08) : rgb(1, 1, 1);
}

export const INK = rgb(0.17, 0.13, 0.09);
export const GREY = rgb(0.55, 0.55, 0.55);
export const LIGHT = rgb(0.9, 0.9, 0.9);
