// Is a file usable board art? Browser-safe and cheap: the check runs it on every `check`.
export const MAX_ART_BYTES = 256 * 1024;

/** Why the bytes are not usable board art, or undefined when they are. */
export function artProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length > MAX_ART_BYTES) return `it is larger than ${MAX_ART_BYTES / 1024} KiB`;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return "it is not UTF-8 text (an SVG is an XML text file)";
  }
  // The XML declaration, comments and white space may come before the root element; nothing else may.
  const head = text.replace(/^\uFEFF/, "").replace(/^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/, "");
  if (/^<!DOCTYPE/i.test(head))
    return "it has a DOCTYPE (its entities could expand without bound); remove the <!DOCTYPE ...> line";
  if (!/^<svg[\s>/]/.test(head)) return "it is not an SVG file (its root element is not <svg>)";
  if (!/<\/svg\s*>\s*(<!--[\s\S]*?-->\s*)*$/.test(text) && !/^<svg[^>]*\/>\s*$/.test(head))
    return "it is not a whole SVG file (no closing </svg>)";
  return undefined;
}
