// The second gate for board art, run by the player (and the build) on the svgson tree before drawing
// it: whatever reached edition.json, only listed elements and attributes get through, references stay
// inside the drawing, and ids are prefixed so art can not shadow an element of the page. Browser-safe
// and total over any JSON value: a tree it does not like is cut, never thrown over.

/** svgson's INode shape (the same as player/board's SvgNode). */
export interface ArtNode {
  name: string;
  type: "element" | "text";
  value: string;
  attributes: Record<string, string>;
  children: ArtNode[];
}

const ELEMENTS = new Set(
  (
    "svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan textPath " +
    "linearGradient radialGradient stop clipPath mask pattern marker image filter feGaussianBlur feOffset " +
    "feBlend feColorMatrix feComposite feFlood feMerge feMergeNode feMorphology feTurbulence feDisplacementMap"
  ).split(" "),
);

const UNWRAP = new Set(["a", "switch"]);

const ATTRIBUTES = new Set(
  (
    "id x y x1 y1 x2 y2 cx cy r rx ry fx fy width height d points transform viewBox preserveAspectRatio " +
    "fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray " +
    "stroke-dashoffset stroke-miterlimit opacity color display visibility vector-effect paint-order " +
    "font-family font-size font-weight font-style text-anchor dominant-baseline letter-spacing dx dy rotate " +
    "offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits patternTransform " +
    "patternContentUnits clipPathUnits maskUnits maskContentUnits clip-path clip-rule mask marker-start marker-mid " +
    "marker-end markerWidth markerHeight markerUnits refX refY orient filter filterUnits primitiveUnits in in2 " +
    "result stdDeviation mode operator k1 k2 k3 k4 values type flood-color flood-opacity baseFrequency numOctaves " +
    "seed scale xChannelSelector yChannelSelector radius xmlns xmlns:xlink version href xlink:href"
  ).split(" "),
);

/** Paint and references may point only at an element of the drawing itself: `url(#id)`. */
const URL_VALUE = /url\s*\(/i;
const LOCAL_URL = /^\s*url\(\s*#[A-Za-z_][\w.-]*\s*\)\s*$/;
/** An embedded raster image; nothing else may be an href but a local `#id`. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

const ART_LIMITS = { depth: 40, nodes: 20_000, text: 2000, attribute: 200_000 };

const ID_PREFIX = "art-";

/** Ids live under `art-`; applying the allowlist twice (build, then player) changes nothing more. */
const prefixed = (id: string) => (id.startsWith(ID_PREFIX) ? id : ID_PREFIX + id);

function cleanAttributes(name: string, raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(raw).sort()) {
    const v = raw[key];
    if (typeof v !== "string" || v.length > ART_LIMITS.attribute || !ATTRIBUTES.has(key)) continue;
    if (key === "href" || key === "xlink:href") {
      if (/^#[A-Za-z_][\w.-]*$/.test(v)) out[key] = `#${prefixed(v.slice(1))}`;
      else if (name === "image" && DATA_IMAGE.test(v)) out[key] = v;
      continue;
    }
    if (URL_VALUE.test(v)) {
      if (LOCAL_URL.test(v)) out[key] = v.replace(/#([\w.-]+)/, (_, id: string) => `#${prefixed(id)}`);
      continue;
    }
    out[key] = key === "id" ? prefixed(v) : v;
  }
  return out;
}

/** The cleaned tree, or undefined when the root is not an `<svg>` element. */
export function cleanArt(tree: unknown): ArtNode | undefined {
  let budget = ART_LIMITS.nodes;
  const walk = (n: unknown, depth: number): ArtNode | undefined => {
    if (--budget < 0 || depth > ART_LIMITS.depth || typeof n !== "object" || n === null) return undefined;
    const node = n as Record<string, unknown>;
    if (node.type === "text") {
      const value = typeof node.value === "string" ? node.value.slice(0, ART_LIMITS.text) : "";
      return { name: "", type: "text", value, attributes: {}, children: [] };
    }
    if (node.type !== "element" || typeof node.name !== "string") return undefined;
    const kids = Array.isArray(node.children) ? node.children : [];
    const children = (): ArtNode[] => kids.map((k) => walk(k, depth + 1)).filter((k): k is ArtNode => k !== undefined);
    // A link (or a <switch>) loses itself but keeps what it wraps: the shapes are art, the link is not.
    if (UNWRAP.has(node.name)) return { name: "g", type: "element", value: "", attributes: {}, children: children() };
    if (!ELEMENTS.has(node.name)) return undefined;
    const attrs =
      typeof node.attributes === "object" && node.attributes !== null
        ? (node.attributes as Record<string, unknown>)
        : {};
    return {
      name: node.name,
      type: "element",
      value: "",
      attributes: cleanAttributes(node.name, attrs),
      children: children(),
    };
  };
  const root = walk(tree, 0);
  return root?.name === "svg" ? root : undefined;
}
