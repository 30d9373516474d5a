// Markdown tokens (plain data, as `parse.ts` makes them, in the page or in a Worker) as React elements,
// never as HTML: tags from a short list, text as text, links only with safe schemes. The tokens are
// treated as untrusted: anything of the wrong shape is left out or shown as text.
import { createElement, type ReactNode } from "react";

/** markdown-it's token, reduced to the fields the renderer reads; JSON, so it can cross a Worker. */
export interface MdToken {
  type: string;
  tag: string;
  nesting: number;
  attrs: [string, string][] | null;
  content: string;
  hidden: boolean;
  children: MdToken[] | null;
}

const TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "em",
  "strong",
  "s",
  "code",
  "pre",
  "hr",
  "br",
  "a",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const ALIGN = /^text-align:(left|right|center)$/;
const MAX_DEPTH = 64;

/** http, https and mailto links, and links within the page; nothing else (javascript:, data:, file:, ...). */
export function safeLink(href: string): boolean {
  const h = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(h) || /^#[\w-]*$/.test(h);
}

interface Frame {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function renderTokens(tokens: unknown, options: { headingOffset?: number } = {}): ReactNode[] {
  const offset = options.headingOffset ?? 1;
  const root: Frame = { tag: "", props: {}, children: [] };
  const stack: Frame[] = [root];
  let key = 0;
  const top = () => stack[stack.length - 1] as Frame;
  const leaf = (node: ReactNode) => top().children.push(node);
  const attr = (t: MdToken, name: string): string | null => {
    const hit = Array.isArray(t.attrs) ? t.attrs.find((a) => Array.isArray(a) && a[0] === name) : undefined;
    return hit ? str(hit[1]) : null;
  };
  const tagOf = (t: MdToken) => {
    const h = /^h([1-6])$/.exec(str(t.tag));
    const tag = h ? `h${Math.min(6, Number(h[1]) + offset)}` : str(t.tag);
    return TAGS.has(tag) ? tag : "span";
  };
  const propsOf = (t: MdToken): Record<string, unknown> => {
    const props: Record<string, unknown> = { key: key++ };
    const href = attr(t, "href");
    if (t.tag === "a" && href !== null && safeLink(href))
      Object.assign(props, {
        href,
        rel: "noopener noreferrer",
        ...(href.trim().startsWith("#") ? {} : { target: "_blank" }),
      });
    const start = attr(t, "start");
    if (t.tag === "ol" && start !== null && /^\d{1,6}$/.test(start)) props.start = Number(start);
    const align = ALIGN.exec(attr(t, "style") ?? "");
    if (align && (t.tag === "th" || t.tag === "td")) props.style = { textAlign: align[1] };
    return props;
  };
  function close() {
    const f = stack.pop() as Frame;
    if (f.tag) leaf(createElement(f.tag, f.props, ...f.children));
    else top().children.push(...f.children);
  }
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > MAX_DEPTH) return;
    for (const raw of list) {
      if (!raw || typeof raw !== "object") continue;
      const t = raw as MdToken;
      // A tight list's paragraphs are hidden: their text goes straight into the item.
      if (t.nesting === 1) {
        if (stack.length > MAX_DEPTH) continue;
        stack.push({ tag: t.hidden === true ? "" : tagOf(t), props: propsOf(t), children: [] });
      } else if (t.nesting === -1) {
        if (stack.length > 1) close();
      } else if (t.type === "inline") walk(t.children, depth + 1);
      else if (t.type === "softbreak") leaf(" ");
      else if (t.type === "hardbreak" || t.type === "hr")
        leaf(createElement(t.type === "hr" ? "hr" : "br", { key: key++ }));
      else if (t.type === "code_inline") leaf(createElement("code", { key: key++ }, str(t.content)));
      else if (t.type === "fence" || t.type === "code_block")
        leaf(createElement("pre", { key: key++ }, createElement("code", null, str(t.content))));
      // text, images (their alt text), raw HTML were it on, anything unknown: plain text.
      else leaf(str(t.content));
    }
  };
  walk(tokens, 0);
  while (stack.length > 1) close();
  return root.children;
}
