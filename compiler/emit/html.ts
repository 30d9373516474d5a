// Bake an edition into the one-file player: the JSON goes into the page's single
// `<script type="application/json" id="clue-edition">` element, and a Content-Security-Policy `<meta>`
// allows exactly the inline scripts and styles the page already has (by hash) and forbids every
// connection. The page is then proven offline: a request it tried would be refused by the browser.
import { createHash } from "node:crypto";

export const EDITION_ELEMENT = '<script type="application/json" id="clue-edition">null</script>';

/**
 * The inline scripts and styles of a page, read in one pass as the HTML parser reads them: a comment
 * holds no element, and a raw-text element (script, style) ends at the first `</script` or `</style`,
 * so a `<style` inside a script's text is text, not an element.
 */
function inline(html: string): { tag: "script" | "style"; attrs: string; body: string }[] {
  const out: { tag: "script" | "style"; attrs: string; body: string }[] = [];
  const open = /<!--|<(script|style)(\s[^>]*)?>/gi;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (m[0] === "<!--") {
      const end = html.indexOf("-->", m.index + 4);
      if (end < 0) break;
      open.lastIndex = end + 3;
      continue;
    }
    const tag = (m[1] ?? "").toLowerCase() as "script" | "style";
    const start = m.index + m[0].length;
    // Searched without lowercasing the page: a character such as U+0130 (İ, in pdf-lib's font tables)
    // lowercases to two, and every index after it would be off.
    const close = new RegExp(`</${tag}`, "gi");
    close.lastIndex = start;
    const end = close.exec(html)?.index ?? -1;
    if (end < 0) break;
    out.push({ tag, attrs: m[2] ?? "", body: html.slice(start, end) });
    open.lastIndex = end;
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function contentSecurityPolicy(html: string): string {
  // A data block (`type="application/json"`) is never run, so it needs no hash.
  const found = inline(html);
  const scripts = found.filter(
    (s) => s.tag === "script" && !/\stype\s*=\s*["']?application\/json/i.test(" " + s.attrs),
  );
  if (scripts.some((s) => /\ssrc\s*=/i.test(" " + s.attrs)))
    throw new Error("the player template loads a script from a file; it must be one self-contained page");
  const styles = found.filter((s) => s.tag === "style");
  const list = (items: { body: string }[]) =>
    [...new Set(items.map((i) => sha256(i.body)))].sort().join(" ") || "'none'";
  return [
    "default-src 'none'",
    "connect-src 'none'",
    `script-src ${list(scripts)}`,
    `style-src ${list(styles)}`,
    "img-src data: blob:",
    "font-src data:",
    "worker-src blob:",
    // Not covered by default-src: without these a <base> or a form could still send the page elsewhere.
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** JSON safe inside a script element: no `<` (so no `</script>` or `<!--`), no U+2028 / U+2029. */
function scriptSafeJson(json: string): string {
  return json.replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Text safe between tags and in attributes: the five characters HTML gives meaning to, as references. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The policy as bakeHtml writes it: the player's build writes one too (tools/vite/page-policy.ts), which
// baking an edition into it replaces with the baked page's own.
const OWN_POLICY =
  /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; connect-src 'none'; [^"<>]*">/;

/**
 * The template with the edition inside (or none, for the editor) and the policy in its head; `title`, when
 * given, replaces the template's `<title>` (so that a tab shows the edition's name before the script runs).
 * A policy the template carries from this function (the player's build bakes it with no edition) is
 * worked out again for the page as baked. Refuses a template that has no edition element, or more than
 * one, or a policy of any other making.
 */
export function bakeHtml(template: string, editionJson: string | null, title?: string): string {
  const bare = template.replace(OWN_POLICY, "");
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(bare))
    throw new Error("the template already has a Content-Security-Policy");
  const titled =
    title === undefined ? bare : bare.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  let html = titled;
  if (editionJson !== null) {
    const parts = titled.split(EDITION_ELEMENT);
    if (parts.length !== 2)
      throw new Error(`the player template must hold exactly one ${EDITION_ELEMENT} (found ${parts.length - 1})`);
    // A function replacement, so that `$&` or `$'` in a name is not read as a pattern.
    html = titled.replace(EDITION_ELEMENT, () =>
      EDITION_ELEMENT.replace(">null<", () => `>${scriptSafeJson(editionJson)}<`),
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("the template has no <head>");
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}
