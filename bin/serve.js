#!/usr/bin/env node
// `npm start` serves dist/ (what `npm run build` wrote) on localhost only, and prints the address.
// Plain Node: files under dist/ and nothing else, GET and HEAD only, no directory listings.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), "dist"));
const first = Number(process.env.PORT ?? 4173);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".ts": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".css": "text/css",
  ".js": "text/javascript",
};

function fileFor(url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  const file = resolve(root, "." + path);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, "index.html");
  return file;
}

const server = createServer((req, res) => {
  const file = req.method === "GET" || req.method === "HEAD" ? fileFor(req.url ?? "/") : undefined;
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(req.method === "GET" || req.method === "HEAD" ? 404 : 405, {
      "content-type": "text/plain; charset=utf-8",
    });
    res.end("not found\n");
    return;
  }
  res.writeHead(200, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "x-content-type-options": "nosniff",
    "cache-control": "no-cache",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
});

let port = first;
server.on("error", (e) => {
  if (e.code === "EADDRINUSE" && port < first + 20) server.listen(++port, "127.0.0.1");
  else {
    process.stderr.write(`serve: ${e.message}\n`);
    process.exit(2);
  }
});
server.on("listening", () => {
  if (!existsSync(join(root, "index.html")))
    process.stderr.write(`note: ${root} has no index.html; run npm run build first\n`);
  process.stdout.write(`Clue Kit: http://127.0.0.1:${port}/  (serving ${root}; Ctrl-C to stop)\n`);
});
server.listen(port, "127.0.0.1");
