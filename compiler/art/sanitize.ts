// The first gate for board art, at build time: DOMPurify's SVG profile over jsdom removes scripts, event
// handlers, foreignObject and `javascript:` links; a hook removes every reference that leaves the file
// (an external `<image href>`, `<use href>`, `url(http:...)`); `<style>` goes too (its rules could reach
// outside the drawing). The clean DOM is written as XML, read by svgson into a node tree, its `style`
// declarations turned into attributes, and passed through the same allowlist the player runs.
// Node-only (jsdom is heavy: it is loaded only when an edition has art).
import { parseSync } from "svgson";
import { cleanArt, type ArtNode } from "./allowlist";

const LOCAL_REF = /^#[A-Za-z_][\w.-]*$/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const REFERENCE = new Set(["href", "xlink:href", "src"]);

type Purifier = (text: string) => string | null;
let purifier: Purifier | undefined;

async function purify(): Promise<Purifier> {
  if (purifier) return purifier;
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  const dp = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  dp.addHook("uponSanitizeAttribute", (node, data) => {
    const v = data.attrValue.trim();
    if (REFERENCE.has(data.attrName) && !LOCAL_REF.test(v) && !(node.nodeName.toLowerCase() === "image" && DATA_IMAGE.test(v))) data.keepAttr = false;
    if (/url\s*\(/i.test(v) && !/^url\(\s*#[\w.-]+\s*\)$/i.test(v) && data.attrName !== "style") data.keepAttr = false;
  });
  purifier = (text) => {
    const body = dp.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> is off in DOMPurify's profile because it can fetch another file; the hook keeps only `#id`.
      ADD_TAGS: ["use"],
      FORBID_TAGS: ["style", "feImage", "foreignObject", "script"],
      RETURN_DOM: true,
    }) as unknown as Element;
    const svg = body.querySelector("svg");
    return svg && new window.XMLSerializer().serializeToString(svg);
  };
  return purifier;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** svgson hands text and attribute values over still escaped; the tree holds them as plain text. */
function unescape(v: string): string {
  return v.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, e: string) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? all;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** `style="fill:red; stroke:url(#g)"` -> attributes, where the element does not set them already. */
function unstyle(node: ArtNode): ArtNode {
  if (node.type === "text") return { ...node, value: unescape(node.value) };
  const attributes = Object.fromEntries(Object.entries(node.attributes).map(([k, v]) => [k, unescape(v)]));
  const style = attributes.style;
  delete attributes.style;
  for (const decl of (style ?? "").split(";")) {
    const i = decl.indexOf(":");
    if (i < 0) continue;
    const key = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (/^[a-z-]+$/.test(key) && value && !/[\\"'<>]/.test(value) && !(key in attributes)) attributes[key] = value;
  }
  return { ...node, attributes, children: node.children.map(unstyle) };
}

export interface CleanArt {
  tree: ArtNode;
}

/** Sanitized art as an svgson tree, or why there is none. */
export async function sanitizeArt(text: string): Promise<CleanArt | { error: string }> {
  const xml = (await purify())(text);
  if (!xml) return { error: "nothing of the SVG is left once sanitized (is its root element <svg>?)" };
  let parsed: unknown;
  try {
    parsed = parseSync(xml);
  } catch (e) {
    return { error: `the sanitized SVG could not be read: ${e instanceof Error ? e.message : String(e)}` };
  }
  const tree = cleanArt(unstyle(parsed as ArtNode));
  return tree ? { tree } : { error: "nothing of the SVG is left once sanitized" };
}
