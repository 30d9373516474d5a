// An imported SVG, made safe before it is shown, through the same gates as the build's board art: the
// cheap sniff (size, UTF-8, an <svg> root, no DOCTYPE), svgson's parser (plain JavaScript: the hostile
// markup never reaches a DOM, so not even a blocked handler is ever looked at), the player's allowlist of
// elements and attributes, and DOMPurify's SVG profile over what is left. The result is shown only as an
// <image> from a data: URL (where a browser runs no script anyway), never through innerHTML.
import DOMPurify from "dompurify";
import { parseSync, stringify } from "svgson";
import { cleanArt } from "../../edition/allowlist";
import { artProblem } from "../../compiler/art/sniff";

export function sanitizeSvg(text: string): string | undefined {
  if (artProblem(new TextEncoder().encode(text)) !== undefined) return undefined;
  let tree: unknown;
  try {
    tree = parseSync(text);
  } catch {
    return undefined;
  }
  const clean = cleanArt(tree);
  if (!clean) return undefined;
  const out = DOMPurify.sanitize(stringify(clean), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["script", "foreignObject", "style"],
  });
  return /^<svg[\s>]/.test(out) ? out : undefined;
}

export function artUrl(svg: string): string {
  return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
}
