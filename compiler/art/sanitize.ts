// The first gate for board art, at build time: DOMPurify's SVG profile over jsdom removes scripts, event
// handlers, foreignObject and `javascript:` links; a hook removes every reference that leaves the file
// (an external `<image href>`, `<use href>`, `url(http:...)`); `<style>` goes too (its rules could reach
// outside the drawing). The clean DOM is written as XML, read by svgson into a node tree, its `style`
// declarations turned into attributes, and passed through the same allowlist the player runs.
// Node-only (jsdom is heavy: it is loaded only when an edition has art).
import { parseSync } from "svgson";
import { cleanArt, type ArtNode } from "../../edition/allowlist";
import { plainTree } from "./tree";

const LOCAL_REF = /^#[A-Za-z_][\w.-]*$/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const REFERENCE = new Set(["href", "xlink:href", "src"]);

type Purifier = (text: string) => string | null;
let purifier: Purifier | undefined;

async function purify(): Promise<Purifier> {
  if (purifier) return purifier;
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  const dp = createDOMPurify(window);
  dp.addHook("uponSanitizeAttribute", (node, data) => {
    const v = data.attrValue.trim();
    if (
      REFERENCE.has(data.attrName) &&
      !LOCAL_REF.test(v) &&
      !(node.nodeName.toLowerCase() === "image" && DATA_IMAGE.test(v))
    )
      data.keepAttr = false;
    if (/url\s*\(/i.test(v) && !/^url\(\s*#[\w.-]+\s*\)$/i.test(v) && data.attrName !== "style") data.keepAttr = false;
  });
  purifier = (text) => {
    const body = dp.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> is off in DOMPurify's profile because it can fetch another file; the hook keeps only `#id`.
      ADD_TAGS: ["use"],
      FORBID_TAGS: ["style", "feImage", "foreignObject", "script"],
      RETURN_DOM: true,
    });
    const svg = body.querySelector("svg");
    return svg && new window.XMLSerializer().serializeToString(svg);
  };
  return purifier;
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
  const tree = cleanArt(plainTree(parsed as ArtNode));
  return tree ? { tree } : { error: "nothing of the SVG is left once sanitized" };
}
