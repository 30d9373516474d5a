// An imported SVG, made safe before it is shown: DOMPurify's SVG profile takes out scripts, event
// handlers, foreign objects and links to elsewhere; the result is shown only as an <image> (where a browser
// runs no script anyway) from a data: URL, never through innerHTML.
import DOMPurify from "dompurify";

export const MAX_ART_BYTES = 2 * 1024 * 1024;

export function sanitizeSvg(text: string): string | undefined {
  if (text.length > MAX_ART_BYTES) return undefined;
  const clean = DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["script", "foreignObject", "a", "use", "image", "style"],
    FORBID_ATTR: ["href", "xlink:href", "style"],
  });
  const doc = new DOMParser().parseFromString(clean, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg" || doc.getElementsByTagName("parsererror").length > 0) return undefined;
  return new XMLSerializer().serializeToString(root);
}

export function artUrl(svg: string): string {
  return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
}
