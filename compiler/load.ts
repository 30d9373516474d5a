// Phase `load`: bytes or text -> a YAML document with positions, or diagnostics. Every hostile input is
// answered here before anything else sees it: size, binary, encoding, nesting depth, aliases, tags,
// prototype keys, an empty file, a root that is not a mapping.
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node } from "yaml";
import { lineStartsOf, makeDiagnostic, type Diagnostic, type Report } from "./diagnostics";
import type { Text } from "./words/text";
import { say } from "./words";
import { yamlWords } from "./yaml-words";

const w = say.load;

export const MAX_BYTES = 1024 * 1024;
const MAX_DEPTH = 64;
const MAX_ALIAS_COUNT = 100;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const KNOWN_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

export interface Source {
  file: string;
  text: string;
  lineStarts: number[];
  doc: Document.Parsed | null;
}

export interface Loaded {
  source: Source;
  /** The document as plain data; undefined when loading failed. */
  data?: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

export function diagnose(source: Source, r: Report): Diagnostic {
  return makeDiagnostic(source.file, source.lineStarts, source.text.length, r);
}

function decode(
  input: string | Uint8Array,
): { text: string } | { code: "FILE_TOO_LARGE" | "FILE_BINARY" | "FILE_ENCODING"; message: Text } {
  if (typeof input !== "string") {
    if (input.length > MAX_BYTES) return { code: "FILE_TOO_LARGE", message: w.tooManyBytes(MAX_BYTES) };
    if ((input[0] === 0xff && input[1] === 0xfe) || (input[0] === 0xfe && input[1] === 0xff))
      return { code: "FILE_ENCODING", message: w.utf16 };
    if (input.includes(0)) return { code: "FILE_BINARY", message: w.nulBytes };
    try {
      input = new TextDecoder("utf-8", { fatal: true }).decode(input);
    } catch {
      return { code: "FILE_ENCODING", message: w.notUtf8 };
    }
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.length > MAX_BYTES) return { code: "FILE_TOO_LARGE", message: w.tooManyChars(MAX_BYTES) };
  // Control characters other than tab, newline and carriage return mean a binary file.
  // eslint-disable-next-line no-control-regex -- finding them is the point
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return { code: "FILE_BINARY", message: w.controlBytes };
  return { text };
}

/**
 * The deepest nesting the text could produce, without parsing it: flow brackets outside quotes and
 * comments, and block indicators (`- `, `? `) and indentation per line. An over-estimate is fine.
 */
function nestingDepth(text: string): { depth: number; offset: number } {
  let flow = 0;
  let max = 0;
  let at = 0;
  let quote = "";
  let lineStart = true;
  let block = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\" && quote === '"') i++;
      else if (ch === quote) quote = "";
      else if (ch === "\n") lineStart = true;
      continue;
    }
    if (lineStart) {
      // Leading spaces and block indicators: each indicator opens a level, so does each 2 columns of indent.
      let j = i;
      let indicators = 0;
      for (;;) {
        if (text[j] === " ") j++;
        else if ((text[j] === "-" || text[j] === "?") && (text[j + 1] === " " || text[j + 1] === "\n")) {
          indicators++;
          j++;
        } else break;
      }
      block = indicators + Math.ceil((j - i) / 2);
      if (block > max) {
        max = block;
        at = i;
      }
      lineStart = false;
      i = j - 1;
      continue;
    }
    if (ch === "\n") lineStart = true;
    else if (ch === "#" && (i === 0 || /\s/.test(text[i - 1] ?? ""))) {
      while (i < text.length && text[i] !== "\n") i++;
      i--;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[" || ch === "{") {
      flow++;
      if (flow + block > max) {
        max = flow + block;
        at = i;
      }
    } else if ((ch === "]" || ch === "}") && flow > 0) flow--;
  }
  return { depth: max, offset: at };
}

function checkNodes(source: Source, doc: Document.Parsed, out: Diagnostic[]): void {
  visit(doc, {
    Pair(_key, pair) {
      if (isPair(pair) && isScalar(pair.key) && FORBIDDEN_KEYS.has(String(pair.key.value))) {
        const range = pair.key.range ?? [0, 0];
        out.push(
          diagnose(source, {
            code: "YAML_PROTO_KEY",
            message: w.protoKey(String(pair.key.value)),
            help: w.protoKeyHelp,
            span: [range[0], range[1]],
          }),
        );
      }
    },
    Node(_key, node) {
      if (isNode(node) && node.tag && !KNOWN_TAGS.has(node.tag)) {
        const range = node.range ?? [0, 0];
        out.push(
          diagnose(source, {
            code: "YAML_UNKNOWN_TAG",
            ...yamlWords("TAG_RESOLVE_FAILED", "", node.tag),
            span: [range[0], range[1]],
          }),
        );
      }
    },
  });
}

const DECODE_HELP = {
  FILE_TOO_LARGE: w.tooLargeHelp,
  FILE_BINARY: w.binaryHelp,
  FILE_ENCODING: w.encodingHelp,
} as const;

const YAML_CODES: Partial<Record<string, Report["code"]>> = {
  DUPLICATE_KEY: "YAML_DUPLICATE_KEY",
  TAG_RESOLVE_FAILED: "YAML_UNKNOWN_TAG",
  RESOURCE_EXHAUSTION: "YAML_ALIAS_LIMIT",
};

export function load(file: string, input: string | Uint8Array): Loaded {
  const decoded = decode(input);
  if (!("text" in decoded)) {
    const source: Source = { file, text: "", lineStarts: [0], doc: null };
    return {
      source,
      diagnostics: [
        diagnose(source, { code: decoded.code, message: decoded.message, help: DECODE_HELP[decoded.code] }),
      ],
    };
  }
  const text = decoded.text;
  const source: Source = { file, text, lineStarts: lineStartsOf(text), doc: null };
  const fail = (r: Report): Loaded => ({ source, diagnostics: [diagnose(source, r)] });

  const nesting = nestingDepth(text);
  if (nesting.depth > MAX_DEPTH)
    return fail({
      code: "YAML_TOO_DEEP",
      message: w.tooDeep(nesting.depth, MAX_DEPTH),
      help: w.tooDeepHelp,
      span: [nesting.offset, nesting.offset + 1],
    });

  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, strict: true });
  } catch {
    // The parser's own stack: the depth pre-check should make this unreachable.
    return fail({ code: "YAML_TOO_DEEP", message: w.tooDeepToRead });
  }
  source.doc = doc;
  const out: Diagnostic[] = [];
  const colours = doc.errors.length > 0 ? unquotedColoursInBrackets(source, doc) : [];
  const firstColour = colours[0]?.offset ?? Infinity;
  for (const e of [...doc.errors, ...doc.warnings]) {
    const code = YAML_CODES[e.code] ?? "YAML_SYNTAX";
    if (e.name === "YAMLWarning" && code === "YAML_SYNTAX") continue;
    // What an unquoted colour's comment swallowed (a closing brace) makes the errors after it.
    if (colours.length > 0 && code === "YAML_SYNTAX" && e.pos[0] >= firstColour) continue;
    if (code === "YAML_DUPLICATE_KEY") {
      out.push(
        diagnose(source, {
          code,
          message: w.duplicateKey,
          help: w.duplicateKeyHelp,
          span: e.pos,
        }),
      );
      continue;
    }
    if (code === "YAML_ALIAS_LIMIT") {
      out.push(
        diagnose(source, {
          code,
          message: w.aliases,
          help: w.aliasesHelp,
          span: e.pos,
        }),
      );
      continue;
    }
    const tag = /tag: *(\S+)/i.exec(e.message)?.[1];
    const words = yamlWords(e.code, e.message, tag);
    // A second document's error spans the whole of it: point at its `---` line.
    const span: [number, number] =
      e.code === "MULTIPLE_DOCS"
        ? [e.pos[0], Math.max(e.pos[0], text.indexOf("\n", e.pos[0]) < 0 ? text.length : text.indexOf("\n", e.pos[0]))]
        : e.pos;
    out.push(diagnose(source, { code, message: words.message, help: words.help, span }));
  }
  if (out.length > 0 || colours.length > 0)
    return { source, diagnostics: dedupe([...colours.map((c) => c.diagnostic), ...out]) };
  if (out.length > 0) return { source, diagnostics: dedupe(out) };
  checkNodes(source, doc, out);
  if (out.length > 0) return { source, diagnostics: dedupe(out) };

  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null))
    return fail({
      code: "FILE_EMPTY",
      message: w.empty,
      help: w.emptyHelp,
    });
  if (!isMap(doc.contents)) {
    const range = doc.contents.range;
    const kind = isSeq(doc.contents) ? "list" : isAlias(doc.contents) ? "alias" : "value";
    return fail({
      code: "ROOT_NOT_MAPPING",
      message: w.rootNotMap(kind),
      help: w.rootNotMapHelp,
      span: [range[0], range[1]],
    });
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    let first: readonly [number, number] = [0, 0];
    visit(doc, {
      Alias(_key, node) {
        first = node.range ? [node.range[0], node.range[1]] : first;
        return visit.BREAK;
      },
    });
    return fail({
      span: first,
      code: "YAML_ALIAS_LIMIT",
      message: w.aliases,
      help: w.aliasesHelp,
    });
  }
  return { source, data: data as Record<string, unknown>, diagnostics: [] };
}

/**
 * `color: #7d3c98` inside `{ ... }` or `[ ... ]`: YAML reads the rest of the line as a comment, closing
 * bracket included, and the parser then complains of a bracket never closed. Found in the text, since the
 * parser has already thrown the comment away.
 */
/** The data path of the key that starts at `offset`, as far as the (possibly broken) document goes. */
function pathAt(node: unknown, offset: number, path: (string | number)[]): (string | number)[] {
  if (isMap(node))
    for (const p of node.items) {
      const key = p.key as Node | null;
      const value = p.value as Node | null;
      const from = key?.range?.[0] ?? -1;
      const to = value?.range?.[2] ?? key?.range?.[2] ?? -1;
      if (from <= offset && offset <= to) {
        const name = isScalar(key) ? String(key.value) : "";
        return from === offset ? [...path, name] : pathAt(value, offset, [...path, name]);
      }
    }
  if (isSeq(node))
    for (const [i, item] of node.items.entries()) {
      const range = (item as Node | null)?.range;
      if (range && range[0] <= offset && offset <= range[2]) return pathAt(item, offset, [...path, i]);
    }
  return path;
}

/** How far back on its line a colour's key and the bracket before it are looked for: linear in the file. */
const COLOUR_LOOKBACK = 200;
/** As many as the list of one code shows (compile.ts caps each code at 50); past them, stop looking. */
const MAX_COLOURS = 50;

function unquotedColoursInBrackets(
  source: Source,
  doc: Document.Parsed | null,
): { offset: number; diagnostic: Diagnostic }[] {
  const out: { offset: number; diagnostic: Diagnostic }[] = [];
  const text = source.text;
  // Each `#` is looked at once, with a bounded look back: no pattern that could scan a long line again
  // from every position (a 1 MiB line of commas must not hang the checker).
  for (let hash = text.indexOf("#"); hash >= 0 && out.length < MAX_COLOURS; hash = text.indexOf("#", hash + 1)) {
    const colour = /^#[0-9a-fA-F]{3,8}\b/.exec(text.slice(hash, hash + 10))?.[0];
    if (!colour) continue;
    const window = text.slice(Math.max(0, hash - COLOUR_LOOKBACK), hash);
    const before = window.slice(window.lastIndexOf("\n") + 1);
    // `key: ` right before the colour, and a `{`, `[` or `,` before the key with no quote between.
    const m = /([A-Za-z][\w-]*)[ \t]*:[ \t]+$/.exec(before.slice(-64));
    if (!m) continue;
    const key = m[1] as string;
    const keyStart = hash - Math.min(64, before.length) + m.index;
    const lead = before.slice(0, before.length - (hash - keyStart));
    const bracket = Math.max(lead.lastIndexOf("{"), lead.lastIndexOf("["), lead.lastIndexOf(","));
    if (bracket < 0 || /["'#]/.test(lead.slice(bracket))) continue;
    const path = doc ? pathAt(doc.contents, keyStart, []) : [];
    out.push({
      offset: hash,
      diagnostic: diagnose(source, {
        code: "COLOR_UNQUOTED",
        message: w.colourInBrackets(colour, key),
        help: w.quoteColour(key, colour),
        path,
        span: [hash, hash + colour.length],
      }),
    });
  }
  return out;
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.code}:${d.line}:${d.column}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
