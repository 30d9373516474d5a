// Is a file usable board art? Browser-safe and cheap: the check runs it on every `check`.
import { artWhyEn, type ArtFault } from "../words/en/checks";
export const MAX_ART_BYTES = 256 * 1024;

/** Why the bytes are not usable board art, in English, or undefined when they are. */
export function artProblem(bytes: Uint8Array): string | undefined {
  const fault = artFault(bytes);
  return fault && artWhyEn[fault](MAX_ART_BYTES / 1024);
}

/** Why the bytes are not usable board art, as a key the message files say in each language. */
export function artFault(bytes: Uint8Array): ArtFault | undefined {
  if (bytes.length > MAX_ART_BYTES) return "tooLarge";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "notUtf8";
  }
  // The XML declaration, comments and white space may come before the root element; nothing else may.
  const head = text.replace(/^\uFEFF/, "").replace(/^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/, "");
  if (/^<!DOCTYPE/i.test(head)) return "doctype";
  if (!/^<svg[\s>/]/.test(head)) return "notSvg";
  if (!/<\/svg\s*>\s*(<!--[\s\S]*?-->\s*)*$/.test(text) && !/^<svg[^>]*\/>\s*$/.test(head)) return "notWhole";
  return undefined;
}
