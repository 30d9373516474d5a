// A stable, non-cryptographic hash of JSON data: keys are sorted first, so the same edition hashes the
// same whatever order its object keys were written in. Used for edition hashes and save checksums.

// JSON.stringify gives undefined for undefined, a function or a symbol, which its type does not say.
const stringify = JSON.stringify as (value: unknown) => string | undefined;

/** JSON text with object keys sorted at every level; `undefined` members are dropped as JSON does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

/** cyrb53 over UTF-16 code units, twice with different seeds: 106 bits as 28 hex digits. */
export function hashText(text: string): string {
  return cyrb53(text, 0x9e3779b9) + cyrb53(text, 0x85ebca6b);
}

export function hashJson(value: unknown): string {
  return hashText(canonicalJson(value));
}

function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, "0");
}
