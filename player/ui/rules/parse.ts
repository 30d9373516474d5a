// An edition's rules text (Markdown) as plain tokens: markdown-it with raw HTML, images and linkify off,
// links only with safe schemes. No DOM, no React: it runs in the page or in a Worker (markdown-it is
// about 40 KB gzipped, so a page that counts its script's bytes can leave it to the Worker).
import MarkdownIt from "markdown-it";
import { safeLink, type MdToken } from "./tokens";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = safeLink;
md.disable(["image"]);

type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

const plain = (t: Token): MdToken => ({
  type: t.type,
  tag: t.tag,
  nesting: t.nesting,
  attrs: t.attrs ? t.attrs.map(([k, v]) => [String(k), String(v)]) : null,
  content: t.content,
  hidden: t.hidden,
  children: t.children ? t.children.map(plain) : null,
});

export function parseMarkdown(src: string): MdToken[] {
  return md.parse(src, {}).map(plain);
}
