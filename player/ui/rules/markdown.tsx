// An edition's rules text (Markdown) as React elements, never as HTML: markdown-it parses with raw HTML
// off, and the tokens become elements from a short list of tags, text as text. No markup in the text can
// run: there is no innerHTML to put it in, links keep only safe schemes, and images are shown by their
// alt text (an offline page has no business fetching them).
import MarkdownIt from "markdown-it";
import { createElement, type ReactNode } from "react";

type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

const TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "em", "strong", "s", "code", "pre",
  "hr", "br", "a", "table", "thead", "tbody", "tr", "th", "td"]);
const ALIGN = /^text-align:(left|right|center)$/;

/** http, https and mailto links, and links within the page; nothing else (javascript:, data:, file:, ...). */
export function safeLink(href: string): boolean {
  const h = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(h) || /^#[\w-]*$/.test(h);
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = safeLink;
md.disable(["image"]);

interface Frame {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

export function renderMarkdown(src: string, options: { headingOffset?: number } = {}): ReactNode[] {
  const offset = options.headingOffset ?? 1;
  const root: Frame = { tag: "", props: {}, children: [] };
  const stack: Frame[] = [root];
  let key = 0;
  const top = () => stack[stack.length - 1] as Frame;
  const leaf = (node: ReactNode) => top().children.push(node);
  const tagOf = (t: Token) => {
    const h = /^h([1-6])$/.exec(t.tag);
    const tag = h ? `h${Math.min(6, Number(h[1]) + offset)}` : t.tag;
    return TAGS.has(tag) ? tag : "span";
  };
  const propsOf = (t: Token): Record<string, unknown> => {
    const props: Record<string, unknown> = { key: key++ };
    const attr = (name: string) => {
      const v = t.attrGet(name);
      return v === null ? null : String(v);
    };
    const href = attr("href");
    if (t.tag === "a") {
      if (href !== null && safeLink(href)) Object.assign(props, { href, rel: "noopener noreferrer", ...(href.startsWith("#") ? {} : { target: "_blank" }) });
    }
    const start = attr("start");
    if (t.tag === "ol" && start !== null && /^\d{1,6}$/.test(start)) props.start = Number(start);
    const align = ALIGN.exec(attr("style") ?? "");
    if (align && (t.tag === "th" || t.tag === "td")) props.style = { textAlign: align[1] };
    return props;
  };
  const walk = (tokens: readonly Token[]) => {
    for (const t of tokens) {
      // A tight list's paragraphs are hidden: their text goes straight into the item.
      if (t.nesting === 1) stack.push({ tag: t.hidden ? "" : tagOf(t), props: propsOf(t), children: [] });
      else if (t.nesting === -1) close(); else if (t.type === "inline") walk(t.children ?? []);
      else if (t.type === "softbreak") leaf(" ");
      else if (t.type === "hardbreak" || t.type === "hr") leaf(createElement(t.type === "hr" ? "hr" : "br", { key: key++ }));
      else if (t.type === "code_inline") leaf(createElement("code", { key: key++ }, t.content));
      else if (t.type === "fence" || t.type === "code_block") leaf(createElement("pre", { key: key++ }, createElement("code", null, t.content)));
      else if (t.type === "image") leaf(t.content);
      // text, html_inline, html_block (only if HTML were on) and anything unknown: as plain text.
      else leaf(t.content);
    }
  };
  function close() {
    const f = stack.pop() as Frame;
    if (f.tag) leaf(createElement(f.tag, f.props, ...f.children));
    else top().children.push(...f.children);
  }
  walk(md.parse(src, {}));
  while (stack.length > 1) close();
  return root.children;
}
