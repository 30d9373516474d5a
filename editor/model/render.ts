// New YAML text for values the editor writes. Only what a command changes is rendered; everything else in
// the file stays as its author wrote it (see patch.ts). The style follows the shipped editions: cells and
// small records in flow form (`[24, 7]`, `{ at: [6, 4], front: [7, 4] }`), long text as `|` blocks.
import { parse } from "yaml";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const PLAIN = /^[A-Za-z0-9_(][^:#,[\]{}"'\n\t]*$/;

/** A scalar that reads back as itself in flow and block context. */
export function scalar(v: null | boolean | number | string): string {
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  if (PLAIN.test(v) && !/\s$/.test(v)) {
    try {
      if (parse(v) === v) return v;
    } catch {
      // falls through to quoting
    }
  }
  return JSON.stringify(v);
}

export function isRecord(v: unknown): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** One-line flow form; multi-line strings as JSON strings (valid YAML double-quoted scalars). */
export function flow(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(", ")}]`;
  if (isRecord(v)) {
    const parts = Object.entries(v).map(([k, x]) => `${scalar(k)}: ${flow(x)}`);
    return parts.length ? `{ ${parts.join(", ")} }` : "{}";
  }
  return scalar(v);
}

const MAX_FLOW = 100;

function blockText(s: string, indent: number): string | undefined {
  if (!s.includes("\n") || /^[ \t]/.test(s) || s.includes("\t") || s.includes("\r")) return undefined;
  const chomp = s.endsWith("\n\n") ? "+" : s.endsWith("\n") ? "" : "-";
  const body = s.endsWith("\n") ? s.slice(0, -1) : s;
  const pad = " ".repeat(indent);
  return (
    `|${chomp}\n` +
    body
      .split("\n")
      .map((l) => (l ? pad + l : ""))
      .join("\n") +
    "\n"
  );
}

/**
 * The text after `key:` (or after `- `) for a value in block context whose children sit at `indent`:
 * " value" on the same line, or a newline and indented lines. Ends without a newline unless a block
 * scalar needs one (the caller adds the line break).
 */
export function blockValue(v: Json, indent: number): string {
  if (typeof v === "string") {
    const b = blockText(v, indent);
    return b ? " " + b.replace(/\n$/, "") : " " + scalar(v);
  }
  const f = flow(v);
  if (!Array.isArray(v) && !isRecord(v)) return " " + f;
  const records = Array.isArray(v) && v.some(isRecord);
  if (!records && f.length + indent <= MAX_FLOW && !JSON.stringify(v).includes("\\n")) return " " + f;
  const pad = " ".repeat(indent);
  if (Array.isArray(v)) {
    if (v.length === 0) return " []";
    return v.map((x) => `\n${pad}-${seqItem(x, indent + 2)}`).join("");
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return " {}";
  return entries.map(([k, x]) => `\n${pad}${scalar(k)}:${blockValue(x, indent + 2)}`).join("");
}

/** The text after `- ` for an item whose own children sit at `indent`. */
export function seqItem(v: Json, indent: number, preferBlock = false): string {
  if (isRecord(v) && Object.keys(v).length > 0 && (preferBlock || flow(v).length + indent > MAX_FLOW)) {
    const entries = Object.entries(v);
    const pad = " ".repeat(indent);
    return entries
      .map(([k, x], i) => `${i === 0 ? " " : "\n" + pad}${scalar(k)}:${blockValue(x, indent + 2)}`)
      .join("");
  }
  return blockValue(v, indent);
}
