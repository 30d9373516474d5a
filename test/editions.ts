// Shared by tests and benchmarks: the shipped editions, compiled from variants/.
import { fileURLToPath } from "node:url";
import { compile } from "../compiler/compile";
import { readEdition } from "../compiler/files";
import type { CompiledEdition } from "../schemas/graph";

export const EDITIONS = ["classic", "tower-of-terror", "the-office"] as const;
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

const cache = new Map<string, CompiledEdition>();

export function loadEdition(id: string): CompiledEdition {
  let c = cache.get(id);
  if (!c) {
    const result = compile(readEdition(`${ROOT}variants/${id}`, ROOT));
    if (!result.compiled) throw new Error(`${id} does not compile: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    c = result.compiled;
    cache.set(id, c);
  }
  return c;
}
