// The shipped editions for tests that run under jsdom, where Vite rewrites `new URL(.., import.meta.url)`
// (as test/editions.ts uses) into a web address: the same compile, from a path under the working folder.
import { join } from "node:path";
import { compile } from "../compiler/compile";
import { readEdition } from "../compiler/files";
import type { CompiledEdition } from "../schemas/graph";

const cache = new Map<string, CompiledEdition>();

export function editionForTest(id: string): CompiledEdition {
  let c = cache.get(id);
  if (!c) {
    const result = compile(readEdition(join(process.cwd(), "variants", id)));
    if (!result.compiled) throw new Error(`${id} does not compile`);
    c = result.compiled;
    cache.set(id, c);
  }
  return c;
}
