// `npm run bench [-- --json]`: every benchmark module under bench/ contributes named figures.
// Figures are medians/percentiles over many runs; timings are wall-clock on one core.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const json = process.argv.includes("--json");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

const figures: Record<string, unknown> = {};
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort()) {
  if (only && !f.startsWith(only)) continue;
  const mod = (await import(pathToFileURL(dir + f).href)) as {
    run: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  };
  const got = await mod.run();
  Object.assign(figures, got);
  if (!json) for (const [k, v] of Object.entries(got)) console.log(`${k}: ${JSON.stringify(v)}`);
}
if (json) console.log(JSON.stringify(figures));
