// The built pages (dist/), read-only: GET and HEAD of files under the root, no listings. A page served here
// may talk to this server: its policy's `connect-src 'none'` (what keeps the file:// bundle offline) is
// widened to this origin, and a `clue-server` meta tells the page it can offer online play.
import { existsSync, readFileSync, statSync, createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".ts": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".css": "text/css",
  ".js": "text/javascript",
};

export interface StaticOptions {
  root: string;
  /** Extra pages by URL folder, e.g. `play` -> the player built without an edition. */
  pages?: ReadonlyMap<string, string>;
  /** What the served pages may connect to: `'self'`, or more when rooms may live on sibling processes. */
  connect: string;
}

/** A page's HTML as served here: allowed to reach this server, and told it may. */
function onlinePage(html: string, connect: string): string {
  return html
    .replace(/connect-src 'none'/, `connect-src ${connect}`)
    .replace(/<head>/, '<head><meta name="clue-server" content="1">');
}

function fileFor(o: StaticOptions, url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  if (path.includes("\0")) return undefined;
  const folder = /^\/([^/]+)\/(index\.html)?$/.exec(path)?.[1];
  if (folder !== undefined && o.pages?.has(folder)) return o.pages.get(folder);
  const root = resolve(o.root);
  const file = resolve(root, "." + path);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, "index.html");
  return file;
}

/** The handler for the pages. A page's HTML (1.5 MB) is read and rewritten once per version of its file, not on every request: the read would hold up every room of the process. */
export function staticFiles(o: StaticOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const pages = new Map<string, { mtime: number; html: string }>();
  const html = (file: string, mtime: number) => {
    const hit = pages.get(file);
    if (hit?.mtime === mtime) return hit.html;
    const page = { mtime, html: onlinePage(readFileSync(file, "utf8"), o.connect) };
    pages.set(file, page);
    return page.html;
  };
  return (req, res) => {
    const method = req.method ?? "GET";
    const file = method === "GET" || method === "HEAD" ? fileFor(o, req.url ?? "/") : undefined;
    const stat = file && existsSync(file) ? statSync(file) : undefined;
    if (!file || !stat?.isFile()) {
      res.writeHead(method === "GET" || method === "HEAD" ? 404 : 405, {
        "content-type": "text/plain; charset=utf-8",
      });
      res.end("not found\n");
      return;
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    res.writeHead(200, { "content-type": type, "x-content-type-options": "nosniff", "cache-control": "no-cache" });
    if (method === "HEAD") res.end();
    else if (extname(file) === ".html") res.end(html(file, stat.mtimeMs));
    else createReadStream(file).pipe(res);
  };
}
