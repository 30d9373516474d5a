// The player page's own script, as the budget counts it (issue 29: the English page's script stays at most
// 120 KiB): gzip at level 9 of its module scripts, the inert blocks (the Worker, the parts kept apart, the
// Japanese messages) left out. Read by its test and by `npm run bench` (playerInitialJsKb).
import { gzipSync } from "node:zlib";

export const PAGE_SCRIPT_BUDGET_KIB = 120;

export function initialJsKb(html: string): number {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) =>
    /type="module"/.test(m[1] ?? ""),
  );
  return Number((scripts.reduce((n, m) => n + gzipSync(m[2] ?? "", { level: 9 }).length, 0) / 1024).toFixed(1));
}
